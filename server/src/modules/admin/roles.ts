/**
 * Roles: sets of PersonalPower flags (and scopes) given to staff. A member's power is the union
 * of their roles (services/power.ts); roles and user_roles raise the cache generation, so a
 * change applies on the member's next load, on every server instance.
 */
import type { PersonalPower } from '../../../../types/api'
import type { Page, PersonItem, RoleDetail, RoleItem, RoleMembersReq, RoleSaveReq } from '../../../../types/api/admin'
import type { Db } from '../../db/schema'
import { fail } from '../../errors'
import type { AuthedContext } from '../../http/context'
import { pick } from '../../i18n'
import { combinePowers } from '../../services/power'
import { ROLE_TEMPLATES } from '../../services/templates/power'
import { audit } from './audit'
import { codeFree, nextSort } from './codes'
import { assertRoleManagerLeft } from './guard'
import { searchPersons } from './people-search'
import { inUse, invalid } from './texts'
import { equal } from '../../db/match'
import { rowCount } from '../../db/page'

const BUILT_IN = new Set(ROLE_TEMPLATES.map((r) => r.code))

async function roleRows(db: Db, companyId: number) {
  const rows = await db.selectFrom('roles').selectAll().where('company_id', '=', companyId).orderBy('sort').orderBy('id').execute()
  const members = await db
    .selectFrom('user_roles')
    .innerJoin('users', 'users.id', 'user_roles.user_id')
    .select(['user_roles.role_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('user_roles.company_id', '=', companyId)
    .where('users.status', '=', 1)
    .groupBy('user_roles.role_id')
    .execute()
  const count = new Map(members.map((m) => [m.role_id, Number(m.n)]))
  return rows.map((r) => ({ ...r, members: count.get(r.id) ?? 0 }))
}

const itemOf = (r: Awaited<ReturnType<typeof roleRows>>[number], lang: AuthedContext['lang']): RoleItem => {
  const names = JSON.parse(r.name_json) as Partial<RoleItem['Names']>
  const cn = names['zh-CN'] ?? r.code
  return {
    RoleId: r.id,
    Code: r.code,
    Name: pick(names, lang) || cn,
    Names: { 'zh-CN': cn, 'zh-TW': names['zh-TW'] || cn, en: names.en || cn, ja: names.ja || cn },
    Members: r.members,
    BuiltIn: BUILT_IN.has(r.code),
  }
}

export async function roleList(ctx: AuthedContext): Promise<RoleItem[]> {
  return (await roleRows(ctx.db, ctx.caller.companyId)).map((r) => itemOf(r, ctx.lang))
}

export async function roleDetail(ctx: AuthedContext, roleId: number, db: Db = ctx.db): Promise<RoleDetail> {
  const r = (await roleRows(db, ctx.caller.companyId)).find((x) => x.id === roleId)
  if (!r) throw fail.notFound()
  return { ...itemOf(r, ctx.lang), Power: combinePowers([JSON.parse(r.power_json) as PersonalPower]) }
}

export async function saveRole(ctx: AuthedContext, req: RoleSaveReq): Promise<RoleDetail> {
  const companyId = ctx.caller.companyId
  return ctx.db.transaction().execute(async (trx) => {
    const power = req.Power ? JSON.stringify(combinePowers([req.Power as unknown as PersonalPower])) : undefined
    const names = req.Names
      ? JSON.stringify({
          'zh-CN': req.Names['zh-CN'].trim(),
          'zh-TW': req.Names['zh-TW']?.trim() ?? '',
          en: req.Names.en?.trim() ?? '',
          ja: req.Names.ja?.trim() ?? '',
        })
      : undefined
    if (req.RoleId === undefined) {
      if (!req.Code || !names) throw invalid('admRequired', { field: req.Code ? 'Names' : 'Code' })
      await codeFree(trx, 'roles', companyId, req.Code, null)
      const sort = await nextSort(trx, 'roles', companyId)
      const { id } = await trx
        .insertInto('roles')
        .values({ company_id: companyId, code: req.Code, name_json: names, power_json: power ?? JSON.stringify(combinePowers([])), sort })
        .returning('id')
        .executeTakeFirstOrThrow()
      const after = await roleDetail(ctx, id, trx)
      await audit(trx, ctx, 'Role', id, 'add', null, after)
      return after
    }
    const before = await roleDetail(ctx, req.RoleId, trx)
    if (req.Code !== undefined && req.Code !== before.Code) {
      if (before.BuiltIn) throw invalid('admBuiltInRole')
      await codeFree(trx, 'roles', companyId, req.Code, null)
    }
    await trx
      .updateTable('roles')
      .set({ ...(req.Code !== undefined ? { code: req.Code } : {}), ...(names ? { name_json: names } : {}), ...(power ? { power_json: power } : {}) })
      .where((eb) => equal(eb, { company_id: companyId, id: req.RoleId }))
      .execute()
    if (power) await assertRoleManagerLeft(trx, companyId)
    const after = await roleDetail(ctx, req.RoleId, trx)
    await audit(trx, ctx, 'Role', req.RoleId, 'edit', before, after)
    return after
  })
}

export async function deleteRole(ctx: AuthedContext, roleId: number): Promise<number> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await roleDetail(ctx, roleId, trx)
    if (before.BuiltIn) throw invalid('admBuiltInRole')
    const holders = await rowCount(trx.selectFrom('user_roles').where('role_id', '=', roleId))
    if (holders > 0) throw inUse(holders)
    await trx.deleteFrom('roles').where('company_id', '=', ctx.caller.companyId).where('id', '=', roleId).execute()
    await audit(trx, ctx, 'Role', roleId, 'delete', before, null)
    return 1
  })
}

export async function roleMembers(ctx: AuthedContext, req: RoleMembersReq): Promise<Page<PersonItem>> {
  await roleDetail(ctx, req.RoleId)
  return searchPersons(ctx, 'employee', { ...req, RoleId: req.RoleId })
}

export async function bindRole(ctx: AuthedContext, roleId: number, personIds: readonly number[], bind: boolean): Promise<number> {
  const companyId = ctx.caller.companyId
  return ctx.db.transaction().execute(async (trx) => {
    await roleDetail(ctx, roleId, trx)
    const users = await trx
      .selectFrom('users')
      .innerJoin('persons', 'persons.id', 'users.person_id')
      .select(['users.id', 'users.person_id'])
      .where('users.company_id', '=', companyId)
      .where('persons.status', '>=', 0)
      .where('users.person_id', 'in', [...new Set(personIds)])
      .execute()
    if (users.length !== new Set(personIds).size) throw fail.notFound()
    let n = 0
    for (const u of users) {
      const has = await trx.selectFrom('user_roles').select('role_id').where('user_id', '=', u.id).where('role_id', '=', roleId).executeTakeFirst()
      if (bind && !has) {
        await trx.insertInto('user_roles').values({ company_id: companyId, user_id: u.id, role_id: roleId }).execute()
        n++
      } else if (!bind && has) {
        await trx.deleteFrom('user_roles').where('user_id', '=', u.id).where('role_id', '=', roleId).execute()
        n++
      } else continue
      await audit(trx, ctx, 'Role', roleId, bind ? 'bind' : 'unbind', null, { PersonId: u.person_id })
    }
    if (!bind) await assertRoleManagerLeft(trx, companyId)
    return n
  })
}
