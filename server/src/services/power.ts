/**
 * PersonalPower of a caller: the union of their roles' powers, narrowed for personal accounts.
 * `hasPower` / `requirePower` are the guard every domain uses; the client hides what the same
 * flags deny, but only this check is security.
 */
import type { Kysely } from 'kysely'
import {
  ALWAYS_DENIED,
  LOGIN_TYPES,
  SCOPE_KINDS,
  SCOPE_PRODUCTS,
  type LoginType,
  type PersonalPower,
  type PowerKey,
  type Scope,
  type ScopeSet,
} from '../../../types/api'
import { cachedRead } from '../db/generation'
import type { Database } from '../db/schema'
import { fail } from '../errors'
import type { PowerRules } from '../http/context'
import { makePower } from './templates/power'
import { equal } from '../db/match'

const isScope = (v: unknown): v is Scope => typeof v === 'object' && v !== null && 'Kind' in v && 'DepartmentIds' in v && 'StaffIds' in v

/** Wider scope wins (All > Departments > Staff > Self); id lists are unioned. */
function mergeScope(a: Scope, b: Scope): Scope {
  const wider = SCOPE_KINDS.indexOf(a.Kind) <= SCOPE_KINDS.indexOf(b.Kind) ? a.Kind : b.Kind
  const union = (x: number[], y: number[]) => [...new Set([...x, ...y])].sort((m, n) => m - n)
  return { Kind: wider, DepartmentIds: union(a.DepartmentIds, b.DepartmentIds), StaffIds: union(a.StaffIds, b.StaffIds) }
}

/** Flags OR, scopes widen, strings keep the first non-empty value. Shapes follow `a`. */
function mergeValue(a: unknown, b: unknown): unknown {
  if (typeof a === 'boolean') return a || b === true
  if (typeof a === 'string') return a !== '' ? a : typeof b === 'string' ? b : a
  if (isScope(a)) return isScope(b) ? mergeScope(a, b) : a
  if (typeof a === 'object' && a !== null && !Array.isArray(a)) {
    const out: Record<string, unknown> = {}
    const bo = (typeof b === 'object' && b !== null ? b : {}) as Record<string, unknown>
    for (const [k, v] of Object.entries(a)) out[k] = k in bo ? mergeValue(v, bo[k]) : v
    return out
  }
  return a
}

function setFlag(p: PersonalPower, key: PowerKey, value: boolean): void {
  const parts = key.split('.')
  let node = p as unknown as Record<string, unknown>
  for (const part of parts.slice(0, -1)) node = node[part] as Record<string, unknown>
  node[parts[parts.length - 1]] = value
}

/** The union of several role powers. No roles at all gives the all-denied power. */
export function combinePowers(powers: readonly PersonalPower[]): PersonalPower {
  // Start from the complete all-denied shape so that a role stored before a flag existed still yields every key.
  let out: PersonalPower = makePower(false)
  for (const p of powers) out = mergeValue(out, p) as PersonalPower
  for (const key of ALWAYS_DENIED) setFlag(out, key, false)
  return out
}

/**
 * A personal account (LoginType 2) books private trips and pays itself: nothing of the company's
 * management, business booking or approvals, and only itself in scope.
 */
export function narrowForLoginType(p: PersonalPower, loginType: LoginType): PersonalPower {
  if (loginType !== LOGIN_TYPES.Personal) return p
  const denied = makePower(false)
  return {
    ...p,
    ManagePermission: denied.ManagePermission,
    BusinessPermission: denied.BusinessPermission,
    MessagePermission: { ...p.MessagePermission, ApprovalInfo: false },
    MyPermission: { ...p.MyPermission, MyApprovals: false, Prepayment: false, AuthorizationCodeOrders: false },
    BookingScope: denied.BookingScope,
    ViewScope: denied.ViewScope,
    PaymentPermission: { CompanyPay: false, MixedPay: false, PersonalPay: true },
  }
}

export function hasPower(p: PersonalPower | null | undefined, key: PowerKey): boolean {
  if (!p || ALWAYS_DENIED.includes(key)) return false
  let node: unknown = p
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return false
    node = (node as Record<string, unknown>)[part]
  }
  return node === true
}

/** Throws NoPermission (1003) unless the flag is granted. */
export function assertPower(p: PersonalPower, key: PowerKey): void {
  if (!hasPower(p, key)) throw fail.noPermission()
}

export async function rolePowers(db: Kysely<Database>, companyId: number, userId: number) {
  return db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .where('user_roles.company_id', '=', companyId)
    .where('roles.company_id', '=', companyId)
    .where('user_roles.user_id', '=', userId)
    .select(['roles.code', 'roles.power_json'])
    .orderBy('roles.sort')
    .execute()
}

/**
 * The caller's power, kept under the cache generation (db/generation.ts): a role given, taken or
 * changed raises it. Shared between requests, so frozen.
 */
export const loadPower = cachedRead(
  (companyId: number, userId: number, loginType: LoginType) => `${companyId}:${userId}:${loginType}`,
  async (db, companyId: number, userId: number, loginType: LoginType): Promise<PersonalPower> => {
    const rows = await rolePowers(db, companyId, userId)
    const combined = withOwnScopes(combinePowers(rows.map((r) => JSON.parse(r.power_json) as PersonalPower)), await ownScopes(db, companyId, userId))
    return deepFreeze(narrowForLoginType(combined, loginType))
  },
)

/**
 * A person's own booking and view scope (company administration, employee/saveViewAndBooking),
 * which replaces their roles' scope when set; user_scopes raises the cache generation.
 */
export async function ownScopes(db: Kysely<Database>, companyId: number, userId: number): Promise<{ booking: ScopeSet | null; view: ScopeSet | null }> {
  const row = await db
    .selectFrom('user_scopes')
    .select(['booking_json', 'view_json'])
    .where((eb) => equal(eb, { company_id: companyId, user_id: userId }))
    .executeTakeFirst()
  return { booking: storedScopes(row?.booking_json), view: storedScopes(row?.view_json) }
}

/** A stored scope set; a product added since it was saved gets only oneself. */
function storedScopes(json: string | null | undefined): ScopeSet | null {
  if (!json) return null
  const set = JSON.parse(json) as Partial<ScopeSet>
  return Object.fromEntries(SCOPE_PRODUCTS.map((p) => [p, set[p] ?? { Kind: 'Self', DepartmentIds: [], StaffIds: [] }])) as ScopeSet
}

export function withOwnScopes(p: PersonalPower, own: { booking: ScopeSet | null; view: ScopeSet | null }): PersonalPower {
  return { ...p, BookingScope: own.booking ?? p.BookingScope, ViewScope: own.view ?? p.ViewScope }
}

/** The rules every call context checks powers by (http/context.ts): the roles' powers of the caller, all denied when signed out. */
export const POWER_RULES: PowerRules = {
  load: (src, caller) => (caller ? loadPower(src, caller.companyId, caller.userId, caller.loginType) : Promise.resolve(makePower(false))),
  assert: assertPower,
}

/** Shared between requests, so nobody may change it. */
function deepFreeze<T>(v: T): T {
  if (v && typeof v === 'object' && !Object.isFrozen(v)) {
    Object.freeze(v)
    for (const x of Object.values(v)) deepFreeze(x)
  }
  return v
}
