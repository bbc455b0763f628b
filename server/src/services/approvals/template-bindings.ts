/**
 * vettingsetting/: which persons or custom items use which approval template (settings.ts keeps
 * the time-out, the whitelist and the templates). A person or custom item belongs to at most one
 * template (docs/error-codes.md "template already bound to another"), which the primary keys of
 * the binding tables guarantee.
 */
import { ErrorCode } from '../../../../types/api'
import type { CustomItemsRes, PersonPageRes } from '../../../../types/api/approval'
import type { AuthedContext } from '../../http/context'
import { fail } from '../../errors'
import type { Db } from '../../db/schema'
import { companyName, rowName } from '../../lib/names'
import { brief, employees, page, PERSON_COLUMNS, requireEmployees } from './people'
import { bindings, type BindKind } from './templates'
import { approvalError } from './texts'
import { equal } from '../../db/match'
import { readPage } from '../../db/page'

async function templateOf(db: Db, companyId: number, templateId: number) {
  const t = await db
    .selectFrom('vetting_templates')
    .select(['id', 'bind_kind'])
    .where((eb) => equal(eb, { company_id: companyId, id: templateId }))
    .executeTakeFirst()
  if (!t) throw fail.notFound()
  return t
}

export async function templatePersons(
  ctx: AuthedContext,
  req: { TemplateId: number; Bound: boolean; Keyword?: string; PageIndex?: number; PageSize?: number },
): Promise<PersonPageRes> {
  const db = ctx.db
  await templateOf(db, ctx.caller.companyId, req.TemplateId)
  const p = page(req)
  const q = req.Bound
    ? employees(db, ctx.caller.companyId, req.Keyword)
        .innerJoin('vetting_template_persons as b', 'b.person_id', 'persons.id')
        .where('b.template_id', '=', req.TemplateId)
    : employees(db, ctx.caller.companyId, req.Keyword).where((eb) =>
        eb.not(eb.exists(eb.selectFrom('vetting_template_persons as b').select('b.person_id').whereRef('b.person_id', '=', 'persons.id'))),
      )
  const { total, rows } = await readPage(q, q.select([...PERSON_COLUMNS]).orderBy('persons.employee_no'), p)
  return { Total: total, PageIndex: p.index, PageSize: p.size, Items: rows.map(brief(ctx.lang)) }
}

export async function templateCustomItems(ctx: AuthedContext, templateId: number, bound: boolean): Promise<CustomItemsRes> {
  const db = ctx.db
  const { companyId } = ctx.caller
  await templateOf(db, companyId, templateId)
  let q = db.selectFrom('custom_items as c').select(['c.id', 'c.code', 'c.name', 'c.name_en']).where('c.company_id', '=', companyId)
  q = bound
    ? q.where((eb) =>
        eb.exists(
          eb
            .selectFrom('vetting_template_custom_items as b')
            .select('b.custom_item_id')
            .whereRef('b.custom_item_id', '=', 'c.id')
            .where('b.template_id', '=', templateId),
        ),
      )
    : q.where((eb) =>
        eb.not(eb.exists(eb.selectFrom('vetting_template_custom_items as b').select('b.custom_item_id').whereRef('b.custom_item_id', '=', 'c.id'))),
      )
  const rows = await q.orderBy('c.sort').execute()
  return { Items: rows.map((i) => ({ Id: i.id, Code: i.code, Name: companyName(i.name, i.name_en, ctx.lang) })) }
}

/**
 * Binds members of one kind to a template of that kind, or unbinds them: `members` answers their
 * ids (refusing any not of the company) and the name of one, which a member bound to another
 * template is refused by. The count of members bound or unbound.
 */
async function bindMembers(
  ctx: AuthedContext,
  templateId: number,
  kind: BindKind,
  members: (db: Db, companyId: number) => Promise<{ ids: readonly number[]; nameOf: (db: Db, id: number) => Promise<string> }>,
  bind: boolean,
): Promise<number> {
  const db = ctx.db
  const { companyId } = ctx.caller
  const t = await templateOf(db, companyId, templateId)
  if (t.bind_kind !== kind) throw approvalError(ErrorCode.ValidationFailed, 'templateKindMismatch', { kind: OTHER_KIND[kind][ctx.lang === 'en' ? 'en' : 'zh'] })
  const { ids, nameOf } = await members(db, companyId)
  if (!bind) {
    const { q, b, m } = bindings(db, kind)
    const res = await q
      .deleteFrom(b)
      .where((eb) => equal(eb, { company_id: companyId, template_id: templateId }))
      .where(m, 'in', ids)
      .executeTakeFirst()
    return Number(res.numDeletedRows)
  }
  return db.transaction().execute(async (trx) => {
    const { q, b, m } = bindings(trx, kind)
    const taken = await q
      .selectFrom(b)
      .select(m)
      .where('company_id', '=', companyId)
      .where(m, 'in', ids)
      .where('template_id', '!=', templateId)
      .executeTakeFirst()
    if (taken) throw approvalError(ErrorCode.AlreadyExists, 'templateBoundElsewhere', { name: await nameOf(trx, taken[m]) })
    let n = 0
    for (const id of ids) {
      const res = await q
        .insertInto(b)
        .values({ company_id: companyId, template_id: templateId, [m]: id })
        .onConflict((oc) => oc.columns(['company_id', m]).doNothing())
        .executeTakeFirst()
      n += Number(res.numInsertedOrUpdatedRows ?? 0)
    }
    return n
  })
}

/** What a template of the other kind binds, as a refused binding names it. */
const OTHER_KIND: Record<BindKind, { en: string; zh: string }> = {
  Staff: { en: 'custom items', zh: '自定义项' },
  CustomItem: { en: 'staff', zh: '人员' },
}

export const bindPersons = (ctx: AuthedContext, templateId: number, personIds: readonly number[], bind: boolean): Promise<number> =>
  bindMembers(
    ctx,
    templateId,
    'Staff',
    async (db, companyId) => ({
      ids: await requireEmployees(db, companyId, personIds),
      nameOf: async (trx, id) =>
        rowName(await trx.selectFrom('persons').select(['ch_name', 'last_name', 'first_name']).where('id', '=', id).executeTakeFirstOrThrow()),
    }),
    bind,
  )

export const bindCustomItems = (ctx: AuthedContext, templateId: number, itemIds: readonly number[], bind: boolean): Promise<number> =>
  bindMembers(
    ctx,
    templateId,
    'CustomItem',
    async (db, companyId) => {
      const ids = [...new Set(itemIds)]
      const rows = await db.selectFrom('custom_items').select(['id', 'name']).where('company_id', '=', companyId).where('id', 'in', ids).execute()
      if (rows.length !== ids.length) throw approvalError(ErrorCode.ValidationFailed, 'customItemUnknown')
      return { ids, nameOf: async (_db, id) => rows.find((r) => r.id === id)?.name ?? '' }
    },
    bind,
  )
