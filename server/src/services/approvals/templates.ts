/**
 * Which approval template applies, and who its approvers are for a given traveller
 * (docs/approvals.md#templates-and-levels).
 *
 * Precedence: a template bound to the custom item (project) of the booking or application, then
 * the one bound to the traveller, then the company's default template, else the implicit one-level
 * "direct superior" template. Custom items come first because a project's budget holder decides
 * for everyone travelling on that project.
 */
import type { Kysely } from 'kysely'
import type { ApproverKind } from '../../../../types/api/approval'
import { chinaDay } from '../../lib/time'
import type { Db } from '../../db/schema'
import { equal } from '../../db/match'

export type TemplateSource = 'CustomItem' | 'Staff' | 'Default' | 'Implicit'

export interface TemplateLevel {
  level: number
  kind: ApproverKind
  /** Named approvers (SameLevel, Designated); empty for DirectSuperior. */
  approverIds: number[]
  backupId: number | null
}

export interface TemplatePlan {
  templateId: number | null
  /** '' for the implicit template (shown as the kind's name). */
  name: string
  source: TemplateSource
  levels: TemplateLevel[]
}

/** A level with its approvers resolved for one traveller. */
export interface ResolvedLevel {
  level: number
  kind: ApproverKind
  primaries: number[]
  backup: number | null
}

export const IMPLICIT_LEVELS: TemplateLevel[] = [{ level: 1, kind: 'DirectSuperior', approverIds: [], backupId: null }]

export async function templateLevels(db: Db, companyId: number, templateId: number): Promise<TemplateLevel[]> {
  const levels = await db
    .selectFrom('vetting_template_levels')
    .select(['id', 'level', 'kind', 'backup_person_id'])
    .where((eb) => equal(eb, { company_id: companyId, template_id: templateId }))
    .orderBy('level')
    .execute()
  if (!levels.length) return []
  const approvers = await db
    .selectFrom('vetting_level_approvers')
    .select(['level_id', 'person_id'])
    .where('company_id', '=', companyId)
    .where(
      'level_id',
      'in',
      levels.map((l) => l.id),
    )
    .orderBy('sort')
    .orderBy('id')
    .execute()
  return levels.map((l) => ({
    level: l.level,
    kind: l.kind as ApproverKind,
    approverIds: approvers.filter((a) => a.level_id === l.id).map((a) => a.person_id),
    backupId: l.backup_person_id,
  }))
}

async function plan(db: Db, companyId: number, templateId: number, source: TemplateSource): Promise<TemplatePlan | null> {
  const t = await db.selectFrom('vetting_templates').select(['id', 'name']).where('company_id', '=', companyId).where('id', '=', templateId).executeTakeFirst()
  if (!t) return null
  const levels = await templateLevels(db, companyId, t.id)
  return levels.length ? { templateId: t.id, name: t.name, source, levels } : null
}

/**
 * The tables that bind members to a template of their kind: persons to a Staff template, custom
 * items to a CustomItem one; a member is bound to one template at most (their primary keys).
 */
const BINDINGS = {
  Staff: { table: 'vetting_template_persons', member: 'person_id' },
  CustomItem: { table: 'vetting_template_custom_items', member: 'custom_item_id' },
} as const
export type BindKind = keyof typeof BINDINGS

/** Kysely cannot follow a table and column chosen by a parameter: the queries are typed over the columns every binding has, its member's as `m`. */
type Bindings = { b: { company_id: number; template_id: number; m: number } }
export const bindings = (db: Db, kind: BindKind) => ({
  q: db as unknown as Kysely<Bindings>,
  b: BINDINGS[kind].table as unknown as 'b',
  m: BINDINGS[kind].member as unknown as 'm',
})

/** The template a person (Staff) or custom item (CustomItem) is bound to, null when none. */
async function boundTemplateId(db: Db, companyId: number, kind: BindKind, memberId: number): Promise<number | null> {
  const { q, b, m } = bindings(db, kind)
  const row = await q
    .selectFrom(b)
    .select('template_id')
    .where((eb) => equal(eb, { company_id: companyId, [m]: memberId }))
    .executeTakeFirst()
  return row?.template_id ?? null
}

export async function defaultTemplateId(db: Db, companyId: number): Promise<number | null> {
  const row = await db
    .selectFrom('vetting_templates')
    .select('id')
    .where((eb) => equal(eb, { company_id: companyId, is_default: 1 }))
    .orderBy('id')
    .executeTakeFirst()
  return row?.id ?? null
}

export async function templateFor(db: Db, companyId: number, travellerPersonId: number, customItemId: number | null): Promise<TemplatePlan> {
  if (customItemId !== null) {
    const id = await boundTemplateId(db, companyId, 'CustomItem', customItemId)
    const p = id === null ? null : await plan(db, companyId, id, 'CustomItem')
    if (p) return p
  }
  const own = await boundTemplateId(db, companyId, 'Staff', travellerPersonId)
  const staff = own === null ? null : await plan(db, companyId, own, 'Staff')
  if (staff) return staff
  const def = await defaultTemplateId(db, companyId)
  const fallback = def === null ? null : await plan(db, companyId, def, 'Default')
  return fallback ?? { templateId: null, name: '', source: 'Implicit', levels: IMPLICIT_LEVELS }
}

/** Active persons of the company among `ids`. */
async function activeIds(db: Db, companyId: number, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set()
  const rows = await db
    .selectFrom('persons')
    .select('id')
    .where((eb) => equal(eb, { company_id: companyId, status: 1 }))
    .where('id', 'in', [...new Set(ids)])
    .execute()
  return new Set(rows.map((r) => r.id))
}

/** Resolves every level's approvers for the traveller; people who left the company drop out. */
export async function resolveLevels(db: Db, companyId: number, levels: readonly TemplateLevel[], travellerPersonId: number): Promise<ResolvedLevel[]> {
  const traveller = await db
    .selectFrom('persons')
    .select('superior_id')
    .where((eb) => equal(eb, { company_id: companyId, id: travellerPersonId }))
    .executeTakeFirst()
  const superior = traveller?.superior_id ?? null
  const all = levels.flatMap((l) => [...l.approverIds, ...(l.backupId ? [l.backupId] : []), ...(superior ? [superior] : [])])
  const active = await activeIds(db, companyId, all)
  return levels.map((l) => {
    const named = l.kind === 'DirectSuperior' ? (superior ? [superior] : []) : l.kind === 'Designated' ? l.approverIds.slice(0, 1) : l.approverIds
    const primaries = [...new Set(named)].filter((id) => active.has(id))
    const backup = l.backupId !== null && active.has(l.backupId) && !primaries.includes(l.backupId) ? l.backupId : null
    return { level: l.level, kind: l.kind, primaries, backup }
  })
}

/** Persons among `ids` marked absent today (China time): their level's backup may decide. */
export async function absentIds(db: Db, companyId: number, ids: readonly number[], now: Date): Promise<Set<number>> {
  if (!ids.length) return new Set()
  const today = chinaDay(now)
  const rows = await db
    .selectFrom('vetting_absences')
    .select(['person_id', 'until_date'])
    .where('company_id', '=', companyId)
    .where('person_id', 'in', [...new Set(ids)])
    .execute()
  return new Set(rows.filter((r) => r.until_date === null || r.until_date >= today).map((r) => r.person_id))
}

/** Whether every primary is absent, so that the backup takes over. */
export const backupActive = (primaries: readonly number[], absent: ReadonlySet<number>): boolean =>
  primaries.length === 0 || primaries.every((p) => absent.has(p))

export async function timeoutMinutes(db: Db, companyId: number): Promise<number> {
  const row = await db.selectFrom('vetting_settings').select('timeout_minutes').where('company_id', '=', companyId).executeTakeFirst()
  return row?.timeout_minutes ?? DEFAULT_TIMEOUT_MINUTES
}

/** 24 hours, the seed's value and the default of a company that never set one. */
export const DEFAULT_TIMEOUT_MINUTES = 1440
