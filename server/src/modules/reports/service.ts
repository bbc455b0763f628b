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
import { periodsBetween, tableOf } from './aggregate'
import { filterChoices, rangeOf, scopesOf, visibleFor } from './facts'
import { ordersOfMonth, ordersOfRow, readied, summedInSql } from './query'
import { fileOf, reportSheet } from './export'
import { reportWord } from './texts'

const productName = (ctx: AuthedContext) => (kind: string) => findProduct(kind)?.approval.kindName(ctx.lang) ?? kind

export async function report(ctx: AuthedContext, req: ReportReq): Promise<ReportRes> {
  // Who may see what and the facts brought up to date, at once.
  const [v, current] = await Promise.all([visibleFor(ctx, req.Scope), readied(ctx, req)])
  const summed = await summedInSql(ctx, v, req, current)
  const built = tableOf(
    {
      report: req.Report,
      periods: periodsBetween(req.From, req.To, req.Granularity === 'Quarter'),
      label: (k) => reportWord(k, ctx.lang),
      productName: productName(ctx),
    },
    summed,
  )
  return { ...built, Scope: v.scope }
}

export async function reportOrders(ctx: AuthedContext, req: ReportOrdersReq): Promise<ReportOrdersRes> {
  const v = await visibleFor(ctx, req.Scope)
  const { total, rows } = await ordersOfRow(ctx, v, req, { index: req.PageIndex ?? 1, size: req.PageSize ?? 20 })
  return {
    Total: total,
    Items: rows.map((f) => ({
      OrderNo: f.order_no,
      Product: f.product,
      ProductName: productName(ctx)(f.product),
      BookedOn: f.day,
      Travellers: f.travellers,
      Department: f.department,
      Status: f.status,
      StatusName: orderStatusName(f.status as OrderStatus, ctx.lang, f.product),
      Spend: Number(f.spend),
      Grams: Number(f.grams),
    })),
  }
}

export async function exportReport(ctx: AuthedContext, req: ReportExportReq): Promise<ReportFileRes> {
  const res = await report(ctx, req)
  const name = reportWord(req.Report, ctx.lang)
  return fileOf(`${req.Report.toLowerCase()}-${req.From}-${req.To}`, req.Format, [
    reportSheet(name, res, reportWord('item', ctx.lang), reportWord('total', ctx.lang)),
  ])
}

/** Every paid order of the company booked in a China month, with its company and personal parts (ManagePermission.CloudBill). */
export async function statement(ctx: AuthedContext, req: StatementReq): Promise<ReportFileRes> {
  rangeOf(ctx.now(), req.Month, req.Month)
  const orders = await ordersOfMonth(ctx, req.Month)
  const w = (k: string) => reportWord(k, ctx.lang)
  const rows = orders.map((f) => [
    f.order_no,
    productName(ctx)(f.product),
    f.day,
    f.travellers,
    f.department,
    orderStatusName(f.status as OrderStatus, ctx.lang, f.product),
    Number(f.spend) / 100,
  ])
  rows.push([w('total'), '', '', '', '', '', orders.reduce((n, f) => n + Number(f.spend), 0) / 100])
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
