/**
 * Organisation: the department tree (add, rename, move without cycles, merge, delete only when
 * empty; the company's root department stays), and the flat catalogues — cost centres, business
 * units and custom items (CommonSettings name the last two) — added, edited, and deleted only
 * while unused.
 */
import { ErrorCode } from '../../../../types/api'
import type { CatalogAddReq, CatalogEditReq, CatalogItem, CatalogRes, DepartmentAddReq, DepartmentEditReq, DepartmentNode } from '../../../../types/api/admin'
import type { Db } from '../../db/schema'
import { fail } from '../../errors'
import type { AuthedContext } from '../../http/context'
import { loadSetting } from '../../services/company'
import { audit } from './audit'
import { addNamedRow, autoCode, codeFree } from './codes'
import { adminError, inUse, invalid } from './texts'
import { equal } from '../../db/match'
import { rowCount } from '../../db/page'

// ------------------------------------------------------------ departments

async function departments(db: Db, companyId: number) {
  return db.selectFrom('departments').selectAll().where('company_id', '=', companyId).orderBy('sort').orderBy('id').execute()
}

export async function departmentList(ctx: AuthedContext, db: Db = ctx.db): Promise<DepartmentNode[]> {
  const companyId = ctx.caller.companyId
  const rows = await departments(db, companyId)
  const members = await db
    .selectFrom('persons')
    .select(['department_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where((eb) => equal(eb, { company_id: companyId, kind: 'employee' }))
    .where('status', '>=', 0)
    .groupBy('department_id')
    .execute()
  const count = new Map(members.map((m) => [m.department_id, Number(m.n)]))
  return rows.map((r) => ({
    Id: r.id,
    Code: r.code,
    Name: r.name,
    NameEn: r.name_en,
    ParentId: r.parent_id,
    Sort: r.sort,
    Members: count.get(r.id) ?? 0,
    Children: rows.filter((c) => c.parent_id === r.id).length,
  }))
}

async function node(ctx: AuthedContext, db: Db, id: number): Promise<DepartmentNode> {
  const n = (await departmentList(ctx, db)).find((d) => d.Id === id)
  if (!n) throw fail.notFound()
  return n
}

async function mustDepartment(db: Db, companyId: number, id: number) {
  const row = await db.selectFrom('departments').selectAll().where('company_id', '=', companyId).where('id', '=', id).executeTakeFirst()
  if (!row) throw fail.notFound()
  return row
}

/** Throws TreeCycle when `parentId` is `id` or under it. */
async function checkNoCycle(db: Db, companyId: number, id: number, parentId: number): Promise<void> {
  const rows = await departments(db, companyId)
  const up = new Map(rows.map((r) => [r.id, r.parent_id]))
  let at: number | null | undefined = parentId
  for (let i = 0; at != null && i < 10_000; i++) {
    if (at === id) throw adminError(ErrorCode.TreeCycle, 'admTreeCycle')
    at = up.get(at)
  }
}

export async function addDepartment(ctx: AuthedContext, req: DepartmentAddReq): Promise<DepartmentNode> {
  const companyId = ctx.caller.companyId
  return ctx.db.transaction().execute(async (trx) => {
    await mustDepartment(trx, companyId, req.ParentId)
    const code = req.Code ?? autoCode('D', ctx.now())
    return addNamedRow(ctx, trx, { table: 'departments', entity: 'Department' }, { ...req, code, more: { parent_id: req.ParentId } }, (id) =>
      node(ctx, trx, id),
    )
  })
}

export async function editDepartment(ctx: AuthedContext, req: DepartmentEditReq): Promise<DepartmentNode> {
  const companyId = ctx.caller.companyId
  return ctx.db.transaction().execute(async (trx) => {
    const row = await mustDepartment(trx, companyId, req.DepartmentId)
    const before = await node(ctx, trx, row.id)
    const set: { name?: string; name_en?: string; parent_id?: number } = {}
    if (req.Name !== undefined) set.name = req.Name.trim()
    if (req.NameEn !== undefined) set.name_en = req.NameEn.trim()
    if (req.ParentId !== undefined && req.ParentId !== row.parent_id) {
      if (row.parent_id === null) throw invalid('admRootDepartment')
      await mustDepartment(trx, companyId, req.ParentId)
      await checkNoCycle(trx, companyId, row.id, req.ParentId)
      set.parent_id = req.ParentId
    }
    if (Object.keys(set).length) await trx.updateTable('departments').set(set).where('id', '=', row.id).execute()
    const after = await node(ctx, trx, row.id)
    await audit(trx, ctx, 'Department', row.id, set.parent_id !== undefined ? 'move' : 'edit', before, after)
    return after
  })
}

export async function mergeDepartment(ctx: AuthedContext, fromId: number, intoId: number): Promise<DepartmentNode> {
  const companyId = ctx.caller.companyId
  return ctx.db.transaction().execute(async (trx) => {
    const from = await mustDepartment(trx, companyId, fromId)
    await mustDepartment(trx, companyId, intoId)
    if (from.parent_id === null) throw invalid('admRootDepartment')
    // Merging into oneself or into one's own sub-department would leave that part of the tree hanging.
    await checkNoCycle(trx, companyId, fromId, intoId)
    const before = { From: await node(ctx, trx, fromId), Into: await node(ctx, trx, intoId) }
    const moved = await trx.selectFrom('persons').select('id').where('company_id', '=', companyId).where('department_id', '=', fromId).execute()
    await trx.updateTable('persons').set({ department_id: intoId }).where('company_id', '=', companyId).where('department_id', '=', fromId).execute()
    await trx.updateTable('departments').set({ parent_id: intoId }).where('company_id', '=', companyId).where('parent_id', '=', fromId).execute()
    await trx.updateTable('invite_links').set({ department_id: intoId }).where('company_id', '=', companyId).where('department_id', '=', fromId).execute()
    await trx.updateTable('join_requests').set({ department_id: intoId }).where('company_id', '=', companyId).where('department_id', '=', fromId).execute()
    await trx.deleteFrom('departments').where('id', '=', fromId).execute()
    const after = await node(ctx, trx, intoId)
    await audit(trx, ctx, 'Department', fromId, 'merge', before, { Into: after, MovedPersonIds: moved.map((m) => m.id) })
    return after
  })
}

export async function deleteDepartment(ctx: AuthedContext, id: number): Promise<number> {
  const companyId = ctx.caller.companyId
  return ctx.db.transaction().execute(async (trx) => {
    const row = await mustDepartment(trx, companyId, id)
    if (row.parent_id === null) throw invalid('admRootDepartment')
    const before = await node(ctx, trx, id)
    const persons = await rowCount(
      trx
        .selectFrom('persons')
        .where((eb) => equal(eb, { company_id: companyId, department_id: id }))
        .where('status', '>=', 0),
    )
    if (before.Children + persons > 0) throw inUse(before.Children + persons)
    // Deleted persons keep their rows; they no longer point at the department.
    await trx.updateTable('persons').set({ department_id: null }).where('company_id', '=', companyId).where('department_id', '=', id).execute()
    await trx.updateTable('invite_links').set({ department_id: null }).where('company_id', '=', companyId).where('department_id', '=', id).execute()
    await trx.updateTable('join_requests').set({ department_id: null }).where('company_id', '=', companyId).where('department_id', '=', id).execute()
    await trx.deleteFrom('departments').where('id', '=', id).execute()
    await audit(trx, ctx, 'Department', id, 'delete', before, null)
    return 1
  })
}

// ------------------------------------------------------------ cost centres, business units, custom items

export type CatalogTable = 'cost_centers' | 'business_units' | 'custom_items'
const ENTITY = { cost_centers: 'CostCenter', business_units: 'BusinessUnit', custom_items: 'CustomItem' } as const
const PERSON_COLUMN = { cost_centers: 'cost_center_id', business_units: 'business_unit_id' } as const

async function usage(db: Db, table: CatalogTable, companyId: number): Promise<Map<number, number>> {
  if (table === 'custom_items') {
    // Approval templates bind custom items; trip applications name them.
    const rows = await db
      .selectFrom('vetting_template_custom_items')
      .select(['custom_item_id as id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('company_id', '=', companyId)
      .groupBy('custom_item_id')
      .execute()
    const forms = await db
      .selectFrom('trip_applications')
      .select(['custom_item_id as id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('company_id', '=', companyId)
      .where('custom_item_id', 'is not', null)
      .groupBy('custom_item_id')
      .execute()
    const out = new Map(rows.map((r) => [r.id, Number(r.n)]))
    for (const f of forms) if (f.id !== null) out.set(f.id, (out.get(f.id) ?? 0) + Number(f.n))
    return out
  }
  const col = PERSON_COLUMN[table]
  const rows = await db
    .selectFrom('persons')
    .select([`${col} as id`, (eb) => eb.fn.countAll<number>().as('n')])
    .where('company_id', '=', companyId)
    .where('status', '>=', 0)
    .groupBy(col)
    .execute()
  return new Map(rows.map((r) => [r.id as number, Number(r.n)]))
}

export async function catalogList(ctx: AuthedContext, table: CatalogTable, keyword?: string, db: Db = ctx.db): Promise<CatalogRes> {
  const companyId = ctx.caller.companyId
  let q = db.selectFrom(table).selectAll().where('company_id', '=', companyId)
  const kw = keyword?.trim().toLowerCase()
  if (kw) q = q.where((eb) => eb.or([eb(eb.fn('lower', ['name']), 'like', `%${kw}%`), eb(eb.fn('lower', ['code']), 'like', `%${kw}%`)]))
  const rows = await q.orderBy('sort').orderBy('id').execute()
  const used = await usage(db, table, companyId)
  const common = (await loadSetting(db as never, companyId)).CommonSettings
  const Label = table === 'business_units' ? (common?.BusinessUnitName ?? '') : table === 'custom_items' ? (common?.CustomItemName ?? '') : ''
  return { Label, Items: rows.map((r) => ({ Id: r.id, Code: r.code, Name: r.name, NameEn: r.name_en, Sort: r.sort, InUse: used.get(r.id) ?? 0 })) }
}

async function catalogItem(ctx: AuthedContext, db: Db, table: CatalogTable, id: number): Promise<CatalogItem> {
  const item = (await catalogList(ctx, table, undefined, db)).Items.find((i) => i.Id === id)
  if (!item) throw fail.notFound()
  return item
}

export async function catalogAdd(ctx: AuthedContext, table: CatalogTable, req: CatalogAddReq): Promise<CatalogItem> {
  return ctx.db.transaction().execute(async (trx) => {
    const code = req.Code ?? autoCode(table === 'cost_centers' ? 'CC' : table === 'business_units' ? 'BU' : 'CI', ctx.now())
    return addNamedRow(ctx, trx, { table, entity: ENTITY[table] }, { ...req, code }, (id) => catalogItem(ctx, trx, table, id))
  })
}

export async function catalogEdit(ctx: AuthedContext, table: CatalogTable, req: CatalogEditReq): Promise<CatalogItem> {
  const companyId = ctx.caller.companyId
  return ctx.db.transaction().execute(async (trx) => {
    const before = await catalogItem(ctx, trx, table, req.Id)
    if (req.Code !== undefined) await codeFree(trx, table, companyId, req.Code, req.Id)
    const set: { name?: string; name_en?: string; code?: string } = {}
    if (req.Name !== undefined) set.name = req.Name.trim()
    if (req.NameEn !== undefined) set.name_en = req.NameEn.trim()
    if (req.Code !== undefined) set.code = req.Code
    if (Object.keys(set).length) await trx.updateTable(table).set(set).where('company_id', '=', companyId).where('id', '=', req.Id).execute()
    const after = await catalogItem(ctx, trx, table, req.Id)
    await audit(trx, ctx, ENTITY[table], req.Id, 'edit', before, after)
    return after
  })
}

export async function catalogDelete(ctx: AuthedContext, table: CatalogTable, id: number): Promise<number> {
  const companyId = ctx.caller.companyId
  return ctx.db.transaction().execute(async (trx) => {
    const before = await catalogItem(ctx, trx, table, id)
    if (before.InUse > 0) throw inUse(before.InUse)
    if (table !== 'custom_items')
      await trx
        .updateTable('persons')
        .set({ [PERSON_COLUMN[table]]: null })
        .where('company_id', '=', companyId)
        .where(PERSON_COLUMN[table], '=', id)
        .execute()
    await trx.deleteFrom(table).where('company_id', '=', companyId).where('id', '=', id).execute()
    await audit(trx, ctx, ENTITY[table], id, 'delete', before, null)
    return 1
  })
}
