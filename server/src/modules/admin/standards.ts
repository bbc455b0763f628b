/**
 * Travel standards: ranks (list, add, rename, delete when unused) and per rank the standard of
 * every product (kernel/ranks registry: flights, hotels and trains are enforced by their modules;
 * other products keep a generic document), with the breach action. Reason codes per product and
 * kind in the four languages (the booking flows list them with reasoncode/get and check them).
 */
import type { PowerKey } from '../../../../types/api'
import {
  GenericRankPolicy,
  RANK_PRODUCTS,
  type RankAddReq,
  type RankItem,
  type RankListRes,
  type RankPolicyRes,
  type RankStandardsRes,
  type RankProduct,
  type RankRenameReq,
  type ReasonAddReq,
  type ReasonCodeItem,
  type ReasonEditReq,
  type ReasonKind,
  type ReasonListReq,
  type ReasonProduct,
  type SaveRankPolicyReq,
} from '../../../../types/api/admin'
import type { Db } from '../../db/schema'
import { fail } from '../../errors'
import type { AuthedContext } from '../../http/context'
import { checkShape, enforcedProducts, rankPolicyHandler, rankRule, removeRankStandards, saveRankRule } from '../../kernel/ranks'
import { audit } from './audit'
import { addNamedRow, autoCode } from './codes'
import { inUse, taken } from './texts'
import { equal } from '../../db/match'

/** A product's standards need its own RankManage flag besides RankManage.Enable (checked before anything is read). */
async function requireRankProduct(ctx: AuthedContext, product: RankProduct): Promise<void> {
  const key = `ManagePermission.CompanyInfo.RankManage.${product}` as PowerKey
  await ctx.requirePower(key)
}

export async function rankList(ctx: AuthedContext, db: Db = ctx.db): Promise<RankListRes> {
  const companyId = ctx.caller.companyId
  const rows = await db.selectFrom('ranks').selectAll().where('company_id', '=', companyId).orderBy('sort').orderBy('id').execute()
  const members = await db
    .selectFrom('persons')
    .select(['rank_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('company_id', '=', companyId)
    .where('status', '>=', 0)
    .where('kind', '=', 'employee')
    .groupBy('rank_id')
    .execute()
  const count = new Map(members.map((m) => [m.rank_id, Number(m.n)]))
  const enforced = new Set(enforcedProducts())
  return {
    Items: rows.map((r) => ({ Id: r.id, Code: r.code, Name: r.name, NameEn: r.name_en, Level: r.level, Members: count.get(r.id) ?? 0 })),
    Products: RANK_PRODUCTS.map((p) => ({ Product: p, Enforced: enforced.has(p) })),
  }
}

async function rankItem(ctx: AuthedContext, db: Db, id: number): Promise<RankItem> {
  const item = (await rankList(ctx, db)).Items.find((r) => r.Id === id)
  if (!item) throw fail.notFound()
  return item
}

export async function addRank(ctx: AuthedContext, req: RankAddReq): Promise<RankItem> {
  return ctx.db.transaction().execute(async (trx) => {
    const code = req.Code ?? autoCode('R', ctx.now())
    return addNamedRow(ctx, trx, { table: 'ranks', entity: 'Rank' }, { ...req, code, more: { level: req.Level ?? 1 } }, (id) => rankItem(ctx, trx, id))
  })
}

export async function renameRank(ctx: AuthedContext, req: RankRenameReq): Promise<RankItem> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await rankItem(ctx, trx, req.RankId)
    const set: { name?: string; name_en?: string; level?: number } = {}
    if (req.Name !== undefined) set.name = req.Name.trim()
    if (req.NameEn !== undefined) set.name_en = req.NameEn.trim()
    if (req.Level !== undefined) set.level = req.Level
    if (Object.keys(set).length) await trx.updateTable('ranks').set(set).where('company_id', '=', ctx.caller.companyId).where('id', '=', req.RankId).execute()
    const after = await rankItem(ctx, trx, req.RankId)
    await audit(trx, ctx, 'Rank', req.RankId, 'edit', before, after)
    return after
  })
}

export async function deleteRank(ctx: AuthedContext, rankId: number): Promise<number> {
  const companyId = ctx.caller.companyId
  return ctx.db.transaction().execute(async (trx) => {
    const before = await rankItem(ctx, trx, rankId)
    if (before.Members > 0) throw inUse(before.Members)
    const at = ctx.now().toISOString()
    await trx.updateTable('persons').set({ rank_id: null }).where('company_id', '=', companyId).where('rank_id', '=', rankId).execute()
    await removeRankStandards(trx, companyId, rankId, at)
    await trx.deleteFrom('ranks').where('company_id', '=', companyId).where('id', '=', rankId).execute()
    await audit(trx, ctx, 'Rank', rankId, 'delete', before, null)
    return 1
  })
}

/** Every rank's standard of one product (flightv3, hotelv3, intlHotelv3, trainv3), in the ranks' order. */
export async function rankStandards(ctx: AuthedContext, product: RankProduct): Promise<RankStandardsRes> {
  await requireRankProduct(ctx, product)
  const ranks = (await rankList(ctx)).Items
  const standards = await Promise.all(ranks.map((r) => rankPolicy(ctx, r.Id, product)))
  return { Product: product, Ranks: standards.map((p, i) => ({ ...p, RankName: ranks[i].Name, RankNameEn: ranks[i].NameEn })) }
}

/** rank/getPolicy: a rank's standard of one product, for one who manages that product's standards. */
export async function readRankPolicy(ctx: AuthedContext, rankId: number, product: RankProduct): Promise<RankPolicyRes> {
  await requireRankProduct(ctx, product)
  return rankPolicy(ctx, rankId, product)
}

async function rankPolicy(ctx: AuthedContext, rankId: number, product: RankProduct, db: Db = ctx.db): Promise<RankPolicyRes> {
  const companyId = ctx.caller.companyId
  await rankItem(ctx, db, rankId)
  const handler = rankPolicyHandler(product)
  const rule = await rankRule(db, companyId, rankId, product)
  const policy = handler ? await handler.get(db, companyId, rankId) : rule?.policy_json ? JSON.parse(rule.policy_json) : null
  return {
    RankId: rankId,
    Product: product,
    Enforced: !!handler,
    Policy: policy as RankPolicyRes['Policy'],
    Breach: (rule?.breach as RankPolicyRes['Breach']) ?? 'AllowWithReason',
  }
}

export async function saveRankPolicy(ctx: AuthedContext, req: SaveRankPolicyReq): Promise<RankPolicyRes> {
  await requireRankProduct(ctx, req.Product)
  const companyId = ctx.caller.companyId
  const handler = rankPolicyHandler(req.Product)
  if (req.Policy !== null) {
    checkShape(handler?.schema ?? GenericRankPolicy, req.Policy, 'Policy')
    handler?.check?.(req.Policy)
  }
  return ctx.db.transaction().execute(async (trx) => {
    const before = await rankPolicy(ctx, req.RankId, req.Product, trx)
    const at = ctx.now().toISOString()
    if (handler) await handler.save(trx, companyId, req.RankId, req.Policy, at)
    await saveRankRule(trx, companyId, req.RankId, req.Product, req.Breach, handler || req.Policy === null ? null : JSON.stringify(req.Policy), at)
    const after = await rankPolicy(ctx, req.RankId, req.Product, trx)
    await audit(trx, ctx, 'RankPolicy', req.RankId, 'edit', before, after)
    return after
  })
}

// ------------------------------------------------------------ reason codes

/** A reason code needs the ReasonCodeManage flag of its product, or .LowestPrice for that kind (checked before anything is changed). */
async function requireReasonPower(ctx: AuthedContext, product: ReasonProduct, kind: ReasonKind): Promise<void> {
  const key = (
    kind === 'LowestPrice' ? 'ManagePermission.CompanyInfo.ReasonCodeManage.LowestPrice' : `ManagePermission.CompanyInfo.ReasonCodeManage.${product}`
  ) as PowerKey
  await ctx.requirePower(key)
}

type ReasonRow = { id: number; product: string; kind: string; code: string; text_json: string; sort: number }
const reasonItem = (r: ReasonRow): ReasonCodeItem => {
  const t = JSON.parse(r.text_json) as Partial<ReasonCodeItem['Texts']>
  const cn = t['zh-CN'] ?? ''
  return {
    ReasonCodeId: r.id,
    Product: r.product as ReasonProduct,
    Kind: r.kind as ReasonKind,
    Code: r.code,
    Texts: { 'zh-CN': cn, 'zh-TW': t['zh-TW'] || cn, en: t.en || cn, ja: t.ja || cn },
    Sort: r.sort,
  }
}

export async function reasonList(ctx: AuthedContext, req: ReasonListReq): Promise<ReasonCodeItem[]> {
  let q = ctx.db.selectFrom('reason_codes').selectAll().where('company_id', '=', ctx.caller.companyId).where('status', '=', 1)
  if (req.Product) q = q.where('product', '=', req.Product)
  if (req.Kind) q = q.where('kind', '=', req.Kind)
  return (await q.orderBy('product').orderBy('kind').orderBy('sort').orderBy('id').execute()).map(reasonItem)
}

async function reasonRow(db: Db, companyId: number, id: number) {
  const row = await db
    .selectFrom('reason_codes')
    .selectAll()
    .where((eb) => equal(eb, { company_id: companyId, id, status: 1 }))
    .executeTakeFirst()
  if (!row) throw fail.notFound()
  return row
}

/** An existing reason code's power (requireReasonPower): 1005 for another company's or a deleted one. */
async function requireReasonPowerOf(ctx: AuthedContext, id: number): Promise<void> {
  const row = await reasonRow(ctx.db, ctx.caller.companyId, id)
  await requireReasonPower(ctx, row.product as ReasonProduct, row.kind as ReasonKind)
}

const textsJson = (t: ReasonAddReq['Texts']) =>
  JSON.stringify({ 'zh-CN': t['zh-CN'].trim(), 'zh-TW': t['zh-TW']?.trim() ?? '', en: t.en?.trim() ?? '', ja: t.ja?.trim() ?? '' })

export async function addReason(ctx: AuthedContext, req: ReasonAddReq): Promise<ReasonCodeItem> {
  await requireReasonPower(ctx, req.Product, req.Kind)
  const companyId = ctx.caller.companyId
  return ctx.db.transaction().execute(async (trx) => {
    const same = await trx
      .selectFrom('reason_codes')
      .selectAll()
      .where((eb) => equal(eb, { company_id: companyId, product: req.Product, kind: req.Kind, code: req.Code }))
      .executeTakeFirst()
    if (same && same.status === 1) throw taken('admCodeTaken', { code: req.Code })
    let id: number
    const sort = req.Sort ?? 99
    if (same) {
      // A deleted code is brought back with the new texts (the unique key includes deleted ones).
      await trx
        .updateTable('reason_codes')
        .set({ status: 1, text_json: textsJson(req.Texts), sort })
        .where('id', '=', same.id)
        .execute()
      id = same.id
    } else {
      id = (
        await trx
          .insertInto('reason_codes')
          .values({ company_id: companyId, product: req.Product, kind: req.Kind, code: req.Code, text_json: textsJson(req.Texts), sort, status: 1 })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id
    }
    const after = reasonItem(await reasonRow(trx, companyId, id))
    await audit(trx, ctx, 'ReasonCode', id, 'add', null, after)
    return after
  })
}

export async function editReason(ctx: AuthedContext, req: ReasonEditReq): Promise<ReasonCodeItem> {
  await requireReasonPowerOf(ctx, req.ReasonCodeId)
  const companyId = ctx.caller.companyId
  return ctx.db.transaction().execute(async (trx) => {
    const row = await reasonRow(trx, companyId, req.ReasonCodeId)
    const before = reasonItem(row)
    if (req.Code !== undefined && req.Code !== row.code) {
      const clash = await trx
        .selectFrom('reason_codes')
        .select('id')
        .where((eb) => equal(eb, { company_id: companyId, product: row.product, kind: row.kind, code: req.Code }))
        .executeTakeFirst()
      if (clash) throw taken('admCodeTaken', { code: req.Code })
    }
    await trx
      .updateTable('reason_codes')
      .set({
        ...(req.Code !== undefined ? { code: req.Code } : {}),
        ...(req.Texts ? { text_json: textsJson(req.Texts) } : {}),
        ...(req.Sort !== undefined ? { sort: req.Sort } : {}),
      })
      .where('id', '=', row.id)
      .execute()
    const after = reasonItem(await reasonRow(trx, companyId, row.id))
    await audit(trx, ctx, 'ReasonCode', row.id, 'edit', before, after)
    return after
  })
}

/** Orders keep the reason's text, so a deleted code only leaves the lists (status 0). */
export async function deleteReason(ctx: AuthedContext, id: number): Promise<number> {
  await requireReasonPowerOf(ctx, id)
  const companyId = ctx.caller.companyId
  return ctx.db.transaction().execute(async (trx) => {
    const before = reasonItem(await reasonRow(trx, companyId, id))
    await trx.updateTable('reason_codes').set({ status: 0 }).where('id', '=', id).execute()
    await audit(trx, ctx, 'ReasonCode', id, 'delete', before, null)
    return 1
  })
}
