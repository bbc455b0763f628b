/** The reports' calls (docs/reports.md): a report, its orders, its file, the monthly statement, what the caller may ask. */
import type {
  ReportExportReq,
  ReportFileRes,
  ReportOptionsRes,
  ReportOrdersReq,
  ReportOrdersRes,
  ReportReq,
  ReportRes,
  StatementReq,
} from '../../../../types/api/report'
import type { AuthedContext } from '../../http/context'
import { addMonths, chinaDay } from '../../lib/time'
import { findProduct, products } from '../../kernel/orders/products'
import { orderStatusName } from '../../kernel/orders/labels'
import type { OrderStatus } from '../../../../types/api/order'
import { buildReport, periodsBetween, rowKeys, type OrderFact } from './aggregate'
import { filterChoices, loadFacts, rangeOf, scopesOf, visibleFor } from './facts'
import { fileOf, reportSheet } from './export'
import { reportWord } from './texts'

const productName = (ctx: AuthedContext) => (kind: string) => findProduct(kind)?.approval.kindName(ctx.lang) ?? kind

async function compute(ctx: AuthedContext, req: ReportReq): Promise<{ res: ReportRes; facts: OrderFact[] }> {
  const v = await visibleFor(ctx, req.Scope)
  const facts = await loadFacts(ctx, v, req)
  const quarter = req.Granularity === 'Quarter'
  const built = buildReport({
    report: req.Report,
    facts,
    periods: periodsBetween(req.From, req.To, quarter),
    quarter,
    label: (k) => reportWord(k, ctx.lang),
    productName: productName(ctx),
  })
  return { res: { ...built, Scope: v.scope }, facts }
}

export const report = async (ctx: AuthedContext, req: ReportReq): Promise<ReportRes> => (await compute(ctx, req)).res

export async function reportOrders(ctx: AuthedContext, req: ReportOrdersReq): Promise<ReportOrdersRes> {
  const { facts } = await compute(ctx, req)
  const quarter = req.Granularity === 'Quarter'
  const hits = facts.filter((f) => f.spent && rowKeys(req.Report, f, quarter).includes(req.RowKey)).reverse()
  const size = req.PageSize ?? 20
  const page = hits.slice(((req.PageIndex ?? 1) - 1) * size, (req.PageIndex ?? 1) * size)
  return {
    Total: hits.length,
    Items: page.map((f) => ({
      OrderNo: f.orderNo,
      Product: f.product,
      ProductName: productName(ctx)(f.product),
      BookedOn: f.day,
      Travellers: f.travellers,
      Department: f.departmentName,
      Status: f.status,
      StatusName: orderStatusName(f.status as OrderStatus, ctx.lang, f.product),
      Spend: f.spend,
      Grams: f.grams,
    })),
  }
}

export async function exportReport(ctx: AuthedContext, req: ReportExportReq): Promise<ReportFileRes> {
  const { res } = await compute(ctx, req)
  const name = reportWord(req.Report, ctx.lang)
  return fileOf(`${req.Report.toLowerCase()}-${req.From}-${req.To}`, req.Format, [
    reportSheet(name, res, reportWord('item', ctx.lang), reportWord('total', ctx.lang)),
  ])
}

/** Every paid order of the company booked in a China month, with its company and personal parts (ManagePermission.CloudBill). */
export async function statement(ctx: AuthedContext, req: StatementReq): Promise<ReportFileRes> {
  rangeOf(ctx.now(), req.Month, req.Month)
  const facts = (
    await loadFacts(ctx, { scope: 'Company', personIds: null, departmentIds: null }, { From: req.Month, To: req.Month, Granularity: 'Month' })
  ).filter((f) => f.spent)
  const w = (k: string) => reportWord(k, ctx.lang)
  const rows = facts.map((f) => [
    f.orderNo,
    productName(ctx)(f.product),
    f.day,
    f.travellers,
    f.departmentName,
    orderStatusName(f.status as OrderStatus, ctx.lang, f.product),
    f.spend / 100,
  ])
  rows.push([w('total'), '', '', '', '', '', facts.reduce((n, f) => n + f.spend, 0) / 100])
  return fileOf(`statement-${req.Month}`, req.Format, [
    {
      name: `${w('statement')} ${req.Month}`,
      head: [w('orderNo'), w('product'), w('bookedOn'), w('travellers'), w('department'), w('status'), `${w('spend')} (CNY)`],
      rows,
    },
  ])
}

export async function options(ctx: AuthedContext): Promise<ReportOptionsRes> {
  const power = await ctx.power()
  const thisMonth = chinaDay(ctx.now()).slice(0, 7)
  const scopes = await scopesOf(ctx)
  return {
    Scopes: scopes.map((s) => s.scope),
    ...(await filterChoices(ctx, scopes[0])),
    Statement: power.ManagePermission?.CloudBill === true,
    ThisMonth: thisMonth,
    EarliestMonth: addMonths(`${thisMonth}-01`, -11).slice(0, 7),
    Products: products().map((p) => ({ Key: p.kind, Name: p.approval.kindName(ctx.lang) })),
  }
}
