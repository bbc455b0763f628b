/**
 * Staff and non-employees (employee/*, nupemployee/*): add, edit, disable / enable, delete, and
 * each employee's own booking and view scope. The values are checked by person-checks.ts;
 * search and details are people-search.ts. Employees get an account (roles, sign-in by SMS code
 * or the initial password); non-employees have none.
 *
 * Delete is refused while the person has open orders (kernel/orders/open.ts). A deleted person
 * keeps their row for the orders and approvals that name them: status -1, hidden everywhere,
 * employee number freed, account disabled and its sign-in name freed.
 */
import type { Kysely } from 'kysely'
import { ErrorCode, type PersonalPower, type ScopeSet } from '../../../../types/api'
import type { EmployeeSaveReq, NonEmployeeSaveReq, PersonDetail, PersonSaveRefusal, SaveViewAndBookingReq, ViewAndBooking } from '../../../../types/api/admin'
import type { Database, Db, PersonKind, Trx } from '../../db/schema'
import type { AuthedContext } from '../../http/context'
import { ApiError, fail } from '../../errors'
import { checkPasswordPolicy, checkUserName, userNameKey } from '../../lib/contact'
import { rowName } from '../../lib/names'
import { openOrderCount } from '../../kernel/orders/open'
import { hashPassword } from '../../services/passwords'
import { combinePowers, ownScopes } from '../../services/power'
import { audit } from './audit'
import { assertRoleManagerLeft } from './guard'
import { adminError, invalid } from './texts'
import { assertNoProblems, DELETED, lookups, mergeInput, NO_PASSWORD, personProblems, type PersonInput } from './person-checks'
import { mustPerson, personDetail, personRow, type PersonRow } from './people-search'
import { equal } from '../../db/match'

const inputOf = (r: NonNullable<PersonRow>): PersonInput => ({
  employeeNo: r.employee_no,
  chName: r.ch_name,
  lastName: r.last_name,
  firstName: r.first_name,
  nickName: r.nick_name,
  gender: r.gender,
  birthDate: r.birth_date,
  nationality: r.nationality,
  idType: r.id_type,
  idNo: r.id_no,
  mobileCountryCode: r.mobile_country_code,
  mobile: r.mobile,
  email: r.email,
  departmentId: r.department_id,
  costCenterId: r.cost_center_id,
  businessUnitId: r.business_unit_id,
  rankId: r.rank_id,
  superiorId: r.superior_id,
})

const columnsOf = (v: PersonInput) => ({
  employee_no: v.employeeNo,
  ch_name: v.chName,
  last_name: v.lastName,
  first_name: v.firstName,
  nick_name: v.nickName,
  gender: v.gender,
  birth_date: v.birthDate,
  nationality: v.nationality,
  id_type: v.idType,
  id_no: v.idNo,
  mobile_country_code: v.mobileCountryCode,
  mobile: v.mobile,
  email: v.email,
  department_id: v.departmentId,
  cost_center_id: v.costCenterId,
  business_unit_id: v.businessUnitId,
  rank_id: v.rankId,
  superior_id: v.superiorId,
})

/** The superior must be a live employee of the company, and not the person or anyone under them. */
async function checkSuperior(db: Db, companyId: number, selfId: number | null, superiorId: number | null): Promise<void> {
  if (superiorId === null) return
  if (superiorId === selfId) throw invalid('admSuperiorLoop')
  const all = await db
    .selectFrom('persons')
    .select(['id', 'superior_id'])
    .where((eb) => equal(eb, { company_id: companyId, kind: 'employee' }))
    .where('status', '>=', 0)
    .execute()
  const up = new Map(all.map((p) => [p.id, p.superior_id]))
  if (!up.has(superiorId)) throw invalid('admUnknown', { field: 'SuperiorId' })
  let at: number | null | undefined = superiorId
  for (let i = 0; at != null && i < 1000; i++) {
    if (at === selfId) throw invalid('admSuperiorLoop')
    at = up.get(at)
  }
}

async function roleIdsChecked(db: Db, companyId: number, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)]
  if (!unique.length) return []
  const rows = await db.selectFrom('roles').select('id').where('company_id', '=', companyId).where('id', 'in', unique).execute()
  if (rows.length !== unique.length) throw invalid('admUnknown', { field: 'RoleIds' })
  return unique
}

export async function defaultRoleId(db: Db, companyId: number): Promise<number | null> {
  return (await db.selectFrom('roles').select('id').where('company_id', '=', companyId).where('code', '=', 'employee').executeTakeFirst())?.id ?? null
}

/** Creates the person (and for employees the account with roles) inside `trx`; returns the person id. */
export async function insertPerson(
  trx: Trx,
  ctx: AuthedContext,
  kind: PersonKind,
  v: PersonInput,
  account: { userName?: string; password?: string; roleIds?: number[] } | null,
): Promise<number> {
  const companyId = ctx.caller.companyId
  const nowIso = ctx.now().toISOString()
  const { id } = await trx
    .insertInto('persons')
    .values({
      company_id: companyId,
      kind,
      ...columnsOf(kind === 'employee' ? v : { ...v, employeeNo: null, rankId: null, superiorId: null }),
      status: 1,
      created_at: nowIso,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  if (kind === 'employee' && account) {
    const userName = (account.userName ?? v.mobile ?? v.employeeNo ?? '').trim()
    checkUserName(userName)
    const key = userNameKey(userName)
    if (await trx.selectFrom('users').select('id').where('user_name_key', '=', key).executeTakeFirst()) {
      // Without a user name of its own the phone is the sign-in name: then it is the phone that is taken (in any company).
      if (account.userName === undefined && v.mobile)
        throw adminError(ErrorCode.AlreadyExists, 'admMobileTaken', { mobile: v.mobile }, { Field: 'Mobile' } satisfies PersonSaveRefusal)
      throw new ApiError(ErrorCode.AlreadyExists, 'userNameTaken', undefined, { Field: 'UserName' } satisfies PersonSaveRefusal)
    }
    if (account.password !== undefined) checkPasswordPolicy(account.password)
    const hash = account.password !== undefined ? await hashPassword(account.password, ctx.deps.config.passwordHashRounds) : NO_PASSWORD
    const user = await trx
      .insertInto('users')
      .values({
        company_id: companyId,
        person_id: id,
        user_name: userName,
        user_name_key: key,
        password_hash: hash,
        has_personal_account: 0,
        status: 1,
        created_at: nowIso,
        password_changed_at: nowIso,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const roles = account.roleIds ?? []
    for (const roleId of roles) await trx.insertInto('user_roles').values({ company_id: companyId, user_id: user.id, role_id: roleId }).execute()
  }
  return id
}

export async function addPerson(ctx: AuthedContext, kind: PersonKind, req: EmployeeSaveReq | NonEmployeeSaveReq): Promise<PersonDetail> {
  const companyId = ctx.caller.companyId
  const id = await ctx.db.transaction().execute(async (trx) => {
    const v = mergeInput(null, req)
    assertNoProblems(personProblems(v, kind, await lookups(trx, companyId, [v.email]), null), ctx.lang)
    let roleIds: number[] | undefined
    if (kind === 'employee') {
      await checkSuperior(trx, companyId, null, v.superiorId)
      const r = req as EmployeeSaveReq
      const fallback = await defaultRoleId(trx, companyId)
      roleIds = r.RoleIds !== undefined ? await roleIdsChecked(trx, companyId, r.RoleIds) : fallback !== null ? [fallback] : []
    }
    const r = req as EmployeeSaveReq
    const personId = await insertPerson(trx, ctx, kind, v, kind === 'employee' ? { userName: r.UserName, password: r.Password, roleIds } : null)
    await audit(trx, ctx, kind === 'employee' ? 'Employee' : 'NonEmployee', personId, 'add', null, await snapshot(trx, companyId, personId))
    return personId
  })
  return personDetail(ctx, id, kind)
}

export async function editPerson(ctx: AuthedContext, kind: PersonKind, req: EmployeeSaveReq | NonEmployeeSaveReq): Promise<PersonDetail> {
  const companyId = ctx.caller.companyId
  if (!req.PersonId) throw fail.validation('vRequired', { field: 'PersonId' })
  const personId = req.PersonId
  await ctx.db.transaction().execute(async (trx) => {
    const row = await mustPerson(trx, companyId, personId, kind)
    const before = await snapshot(trx, companyId, personId)
    const v = mergeInput(inputOf(row), req)
    assertNoProblems(personProblems(v, kind, await lookups(trx, companyId, [v.email]), personId), ctx.lang)
    if (kind === 'employee') await checkSuperior(trx, companyId, personId, v.superiorId)
    await trx
      .updateTable('persons')
      .set(columnsOf(kind === 'employee' ? v : { ...v, employeeNo: null, rankId: null, superiorId: null }))
      .where('id', '=', personId)
      .execute()
    const r = req as EmployeeSaveReq
    if (kind === 'employee' && r.RoleIds !== undefined) {
      const user = await trx.selectFrom('users').select('id').where('person_id', '=', personId).executeTakeFirst()
      if (!user) throw adminError(ErrorCode.ValidationFailed, 'admNoAccount')
      const roleIds = await roleIdsChecked(trx, companyId, r.RoleIds)
      await trx.deleteFrom('user_roles').where('company_id', '=', companyId).where('user_id', '=', user.id).execute()
      for (const roleId of roleIds) await trx.insertInto('user_roles').values({ company_id: companyId, user_id: user.id, role_id: roleId }).execute()
      await assertRoleManagerLeft(trx, companyId)
    }
    await audit(trx, ctx, kind === 'employee' ? 'Employee' : 'NonEmployee', personId, 'edit', before, await snapshot(trx, companyId, personId))
  })
  return personDetail(ctx, personId, kind)
}

/** The person's columns and roles, as the audit log keeps them. */
export async function snapshot(db: Db, companyId: number, personId: number): Promise<Record<string, unknown> | null> {
  const row = await db.selectFrom('persons').selectAll().where('company_id', '=', companyId).where('id', '=', personId).executeTakeFirst()
  if (!row) return null
  const user = await db.selectFrom('users').select(['id', 'user_name', 'status']).where('person_id', '=', personId).executeTakeFirst()
  const roles = user
    ? (
        await db
          .selectFrom('user_roles')
          .innerJoin('roles', 'roles.id', 'user_roles.role_id')
          .select('roles.code')
          .where('user_roles.user_id', '=', user.id)
          .orderBy('roles.code')
          .execute()
      ).map((r) => r.code)
    : []
  const { company_id: _c, created_at: _a, ...rest } = row
  // Names beside the ids, so the audit log reads 'rank: 普通员工 → 经理' rather than numbers.
  const nameIn = async (table: 'departments' | 'cost_centers' | 'business_units' | 'ranks', id: number | null) =>
    id === null ? null : ((await db.selectFrom(table).select('name').where('id', '=', id).executeTakeFirst())?.name ?? null)
  const superior =
    row.superior_id === null
      ? undefined
      : await db.selectFrom('persons').select(['ch_name', 'last_name', 'first_name']).where('id', '=', row.superior_id).executeTakeFirst()
  return {
    ...rest,
    department_name: await nameIn('departments', row.department_id),
    cost_center_name: await nameIn('cost_centers', row.cost_center_id),
    business_unit_name: await nameIn('business_units', row.business_unit_id),
    rank_name: await nameIn('ranks', row.rank_id),
    superior_name: superior ? rowName(superior) : null,
    user_name: user?.user_name ?? null,
    account_status: user?.status ?? null,
    roles,
  }
}

export async function setStatus(ctx: AuthedContext, kind: PersonKind, personIds: readonly number[], status: 0 | 1): Promise<number> {
  const companyId = ctx.caller.companyId
  if (status === 0 && personIds.includes(ctx.caller.personId)) throw invalid('admSelf')
  return ctx.db.transaction().execute(async (trx) => {
    let n = 0
    for (const id of new Set(personIds)) {
      const row = await personRow(trx, companyId, id, kind)
      if (!row) throw fail.notFound()
      if (row.status === status) continue
      const before = await snapshot(trx, companyId, id)
      await trx.updateTable('persons').set({ status }).where('id', '=', id).execute()
      const user = await trx.selectFrom('users').select('id').where('person_id', '=', id).executeTakeFirst()
      if (user) {
        await trx.updateTable('users').set({ status }).where('id', '=', user.id).execute()
        if (status === 0)
          await trx
            .updateTable('sessions')
            .set({ revoked_at: ctx.now().toISOString() })
            .where('user_id', '=', user.id)
            .where('revoked_at', 'is', null)
            .execute()
      }
      await audit(
        trx,
        ctx,
        kind === 'employee' ? 'Employee' : 'NonEmployee',
        id,
        status === 0 ? 'disable' : 'enable',
        before,
        await snapshot(trx, companyId, id),
      )
      n++
    }
    if (status === 0) await assertRoleManagerLeft(trx, companyId)
    return n
  })
}

export async function deletePerson(ctx: AuthedContext, kind: PersonKind, personId: number): Promise<number> {
  const companyId = ctx.caller.companyId
  if (personId === ctx.caller.personId) throw invalid('admSelf')
  return ctx.db.transaction().execute(async (trx) => {
    const row = await mustPerson(trx, companyId, personId, kind)
    if ((await openOrderCount(trx, companyId, personId)) > 0) {
      throw adminError(ErrorCode.HasOpenOrders, 'admHasOpenOrders', {
        name: rowName(row),
      })
    }
    const before = await snapshot(trx, companyId, personId)
    await trx.updateTable('persons').set({ status: DELETED, employee_no: null, superior_id: null }).where('id', '=', personId).execute()
    await trx.updateTable('persons').set({ superior_id: null }).where('company_id', '=', companyId).where('superior_id', '=', personId).execute()
    const user = await trx.selectFrom('users').select(['id', 'user_name_key']).where('person_id', '=', personId).executeTakeFirst()
    if (user) {
      await trx
        .updateTable('users')
        .set({ status: 0, user_name_key: `deleted:${user.id}:${user.user_name_key}` })
        .where('id', '=', user.id)
        .execute()
      await trx.deleteFrom('user_roles').where('user_id', '=', user.id).execute()
      await trx.deleteFrom('user_scopes').where('user_id', '=', user.id).execute()
      await trx.updateTable('sessions').set({ revoked_at: ctx.now().toISOString() }).where('user_id', '=', user.id).where('revoked_at', 'is', null).execute()
      await assertRoleManagerLeft(trx, companyId)
    }
    await audit(trx, ctx, kind === 'employee' ? 'Employee' : 'NonEmployee', personId, 'delete', before, null)
    return 1
  })
}
// ------------------------------------------------------------ booking and view scope

async function userOf(db: Db, companyId: number, personId: number): Promise<number> {
  await mustPerson(db, companyId, personId, 'employee')
  const user = await db.selectFrom('users').select('id').where('person_id', '=', personId).where('company_id', '=', companyId).executeTakeFirst()
  if (!user) throw adminError(ErrorCode.ValidationFailed, 'admNoAccount')
  return user.id
}

export async function viewAndBooking(ctx: AuthedContext, personId: number, db: Db = ctx.db): Promise<ViewAndBooking> {
  const companyId = ctx.caller.companyId
  const userId = await userOf(db, companyId, personId)
  const rows = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select('roles.power_json')
    .where('user_roles.user_id', '=', userId)
    .execute()
  const fromRoles = combinePowers(rows.map((r) => JSON.parse(r.power_json) as PersonalPower))
  const own = await ownScopes(db as Kysely<Database>, companyId, userId)
  return {
    PersonId: personId,
    BookingScope: own.booking ?? fromRoles.BookingScope,
    ViewScope: own.view ?? fromRoles.ViewScope,
    OwnBooking: own.booking !== null,
    OwnView: own.view !== null,
    RoleBookingScope: fromRoles.BookingScope,
    RoleViewScope: fromRoles.ViewScope,
  }
}

export async function saveViewAndBooking(ctx: AuthedContext, req: SaveViewAndBookingReq): Promise<ViewAndBooking> {
  const companyId = ctx.caller.companyId
  return ctx.db.transaction().execute(async (trx) => {
    const userId = await userOf(trx, companyId, req.PersonId)
    const l = await lookups(trx, companyId)
    const staff = new Set(
      (await trx.selectFrom('persons').select('id').where('company_id', '=', companyId).where('status', '>=', 0).execute()).map((p) => p.id),
    )
    for (const [name, set] of [
      ['BookingScope', req.BookingScope],
      ['ViewScope', req.ViewScope],
    ] as const) {
      if (!set) continue
      for (const [product, s] of Object.entries(set)) {
        s.DepartmentIds.forEach((d, i) => {
          if (!l.departments.has(d)) throw invalid('admUnknown', { field: `${name}.${product}.DepartmentIds.${i}` })
        })
        s.StaffIds.forEach((p, i) => {
          if (!staff.has(p)) throw invalid('admUnknown', { field: `${name}.${product}.StaffIds.${i}` })
        })
      }
    }
    const before = await viewAndBooking(ctx, req.PersonId, trx)
    const row = {
      booking_json: req.BookingScope ? JSON.stringify(req.BookingScope as ScopeSet) : null,
      view_json: req.ViewScope ? JSON.stringify(req.ViewScope as ScopeSet) : null,
      updated_at: ctx.now().toISOString(),
    }
    const done = await trx.updateTable('user_scopes').set(row).where('user_id', '=', userId).executeTakeFirst()
    if (Number(done.numUpdatedRows) === 0)
      await trx
        .insertInto('user_scopes')
        .values({ company_id: companyId, user_id: userId, ...row })
        .execute()
    const after = await viewAndBooking(ctx, req.PersonId, trx)
    await audit(
      trx,
      ctx,
      'Scope',
      req.PersonId,
      'edit',
      { BookingScope: before.BookingScope, ViewScope: before.ViewScope },
      { BookingScope: after.BookingScope, ViewScope: after.ViewScope },
    )
    return after
  })
}
