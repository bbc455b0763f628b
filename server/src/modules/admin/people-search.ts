/**
 * Finding staff and non-employees (employee/search, nupemployee/search) and reading one person:
 * their row, and their details with their account's roles, in the caller's language.
 */
import { sql } from 'kysely'
import type { Page, PersonDetail, PersonItem, PersonSearchReq, RoleOption } from '../../../../types/api/admin'
import type { Db, PersonKind } from '../../db/schema'
import type { AuthedContext } from '../../http/context'
import { fail } from '../../errors'
import { pick, type Lang } from '../../i18n'
import { companyName, PERSON_NAME, rowName } from '../../lib/names'
import { pageOf } from './audit'
import { equal } from '../../db/match'
import { rowCount } from '../../db/page'

export type PersonRow = Awaited<ReturnType<typeof personRow>>
export async function personRow(db: Db, companyId: number, personId: number, kind: PersonKind) {
  return db
    .selectFrom('persons')
    .selectAll()
    .where((eb) => equal(eb, { company_id: companyId, id: personId, kind }))
    .where('status', '>=', 0)
    .executeTakeFirst()
}
export async function mustPerson(db: Db, companyId: number, personId: number, kind: PersonKind) {
  const row = await personRow(db, companyId, personId, kind)
  if (!row) throw fail.notFound()
  return row
}

async function rolesByUser(db: Db, lang: Lang, userIds: readonly number[]): Promise<Map<number, RoleOption[]>> {
  const out = new Map<number, RoleOption[]>()
  if (!userIds.length) return out
  const rows = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select(['user_roles.user_id', 'roles.id', 'roles.code', 'roles.name_json'])
    .where('user_roles.user_id', 'in', [...userIds])
    .orderBy('roles.sort')
    .execute()
  for (const r of rows) {
    const list = out.get(r.user_id) ?? []
    list.push({ RoleId: r.id, Code: r.code, Name: pick(JSON.parse(r.name_json), lang) })
    out.set(r.user_id, list)
  }
  return out
}

/** Sub-departments included. */
export async function departmentWithSubs(db: Db, companyId: number, rootId: number): Promise<number[]> {
  const all = await db.selectFrom('departments').select(['id', 'parent_id']).where('company_id', '=', companyId).execute()
  const out = new Set([rootId])
  let grew = true
  while (grew) {
    grew = false
    for (const d of all) if (d.parent_id !== null && out.has(d.parent_id) && !out.has(d.id)) (out.add(d.id), (grew = true))
  }
  return [...out]
}

export async function searchPersons(ctx: AuthedContext, kind: PersonKind, req: PersonSearchReq & { onlyRoleId?: number }): Promise<Page<PersonItem>> {
  const companyId = ctx.caller.companyId
  const { PageIndex, PageSize, offset } = pageOf(req)
  let q = ctx.db
    .selectFrom('persons')
    .leftJoin('departments', 'departments.id', 'persons.department_id')
    .leftJoin('ranks', 'ranks.id', 'persons.rank_id')
    .leftJoin('users', 'users.person_id', 'persons.id')
    .where('persons.company_id', '=', companyId)
    .where('persons.kind', '=', kind)
    .where('persons.status', '>=', 0)
  if (req.Status !== undefined) q = q.where('persons.status', '=', req.Status)
  if (req.RankId) q = q.where('persons.rank_id', '=', req.RankId)
  if (req.PersonIds) q = req.PersonIds.length ? q.where('persons.id', 'in', req.PersonIds) : q.where(sql<boolean>`1 = 0`)
  if (req.DepartmentId) {
    const ids = req.IncludeSub === false ? [req.DepartmentId] : await departmentWithSubs(ctx.db, companyId, req.DepartmentId)
    q = q.where('persons.department_id', 'in', ids)
  }
  const roleId = req.RoleId ?? req.onlyRoleId
  if (roleId)
    q = q.where((eb) =>
      eb.exists(
        eb.selectFrom('user_roles').select('user_roles.role_id').whereRef('user_roles.user_id', '=', 'users.id').where('user_roles.role_id', '=', roleId),
      ),
    )
  const kw = req.Keyword?.trim().toLowerCase()
  if (kw) {
    const like = `%${kw.replace(/[%_\\]/g, '')}%`
    q = q.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['persons.ch_name']), 'like', like),
        eb(eb.fn('lower', ['persons.last_name']), 'like', like),
        eb(eb.fn('lower', ['persons.first_name']), 'like', like),
        eb(eb.fn('lower', ['persons.employee_no']), 'like', like),
        eb('persons.mobile', 'like', like),
        eb('persons.email', 'like', like),
      ]),
    )
  }
  const total = await rowCount(q)
  const rows = await q
    .select([
      'persons.id',
      'persons.employee_no',
      ...PERSON_NAME,
      'persons.mobile',
      'persons.email',
      'persons.department_id',
      'persons.rank_id',
      'persons.status',
      'departments.name as dept_name',
      'departments.name_en as dept_name_en',
      'ranks.name as rank_name',
      'ranks.name_en as rank_name_en',
      'users.id as user_id',
    ])
    .orderBy('persons.id')
    .limit(PageSize)
    .offset(offset)
    .execute()
  const roles = await rolesByUser(
    ctx.db,
    ctx.lang,
    rows.flatMap((r) => (r.user_id ? [r.user_id] : [])),
  )
  return {
    Items: rows.map((r) => ({
      PersonId: r.id,
      EmployeeNo: r.employee_no ?? '',
      ChName: r.ch_name,
      LastName: r.last_name,
      FirstName: r.first_name,
      Mobile: r.mobile ?? '',
      Email: r.email ?? '',
      DepartmentId: r.department_id,
      DepartmentName: r.dept_name ? companyName(r.dept_name, r.dept_name_en, ctx.lang) : '',
      RankId: r.rank_id,
      RankName: r.rank_name ? companyName(r.rank_name, r.rank_name_en, ctx.lang) : '',
      Roles: r.user_id ? (roles.get(r.user_id) ?? []) : [],
      Status: (r.status === 1 ? 1 : 0) as 0 | 1,
      HasAccount: r.user_id !== null,
    })),
    Total: total,
    PageIndex,
    PageSize,
  }
}

export async function personDetail(ctx: AuthedContext, personId: number, kind: PersonKind): Promise<PersonDetail> {
  const companyId = ctx.caller.companyId
  const r = await mustPerson(ctx.db, companyId, personId, kind)
  const dept = r.department_id
    ? await ctx.db.selectFrom('departments').select(['name', 'name_en']).where('id', '=', r.department_id).executeTakeFirst()
    : undefined
  const rank = r.rank_id ? await ctx.db.selectFrom('ranks').select(['name', 'name_en']).where('id', '=', r.rank_id).executeTakeFirst() : undefined
  const sup = r.superior_id
    ? await ctx.db.selectFrom('persons').select(['ch_name', 'last_name', 'first_name']).where('id', '=', r.superior_id).executeTakeFirst()
    : undefined
  const user = await ctx.db.selectFrom('users').select(['id', 'user_name']).where('person_id', '=', personId).executeTakeFirst()
  const roles = user ? ((await rolesByUser(ctx.db, ctx.lang, [user.id])).get(user.id) ?? []) : []
  return {
    PersonId: r.id,
    Kind: r.kind,
    EmployeeNo: r.employee_no ?? '',
    ChName: r.ch_name,
    LastName: r.last_name,
    FirstName: r.first_name,
    NickName: r.nick_name,
    Gender: r.gender === 'F' ? 'F' : 'M',
    BirthDate: r.birth_date,
    Nationality: r.nationality,
    IdType: r.id_type,
    IdNo: r.id_no ?? '',
    MobileCountryCode: r.mobile_country_code,
    Mobile: r.mobile ?? '',
    Email: r.email ?? '',
    DepartmentId: r.department_id,
    DepartmentName: dept ? companyName(dept.name, dept.name_en, ctx.lang) : '',
    CostCenterId: r.cost_center_id,
    BusinessUnitId: r.business_unit_id,
    RankId: r.rank_id,
    RankName: rank ? companyName(rank.name, rank.name_en, ctx.lang) : '',
    SuperiorId: r.superior_id,
    SuperiorName: sup ? rowName(sup) : '',
    Roles: roles,
    Status: (r.status === 1 ? 1 : 0) as 0 | 1,
    HasAccount: !!user,
    UserName: user?.user_name ?? '',
  }
}
