/**
 * Invoices of the personal part of paid orders (docs/money.md#invoices): the invoiceable orders
 * with their state (not issued → invoicing → issued), the request (electronic or paper, one
 * invoice per order, to one of the person's headers and addresses: invoice-profile.ts), its
 * details and the PDF of an issued electronic invoice. Issuing is simulated: an electronic invoice
 * is issued a minute after its request, a paper one two hours after (posted, with a tracking
 * number) — by the money sweep, or by the next read that finds it due. Everything is the caller's
 * own within their company.
 */
import type { Selectable } from 'kysely'
import { ErrorCode } from '../../../../types/api'
import * as I from '../../../../types/api/invoice'
import type { InvoiceState } from '../../../../types/api/invoice-values'
import type { Db } from '../../db/schema'
import { fail } from '../../errors'
import type { AuthedContext } from '../../http/context'
import type { Lang } from '../../i18n'
import { productOf } from '../../kernel/orders/products'
import { checkEmail, normalizeEmail } from '../../lib/contact'
import { hash32 } from '../../lib/prng'
import { yuan } from '../../lib/money'
import { addSeconds, chinaDateTime, chinaTimestamp } from '../../lib/time'
import type { InvoicesTable } from '../../services/money/tables'
import { moneyError, moneyInvalid, moneyText } from '../../services/money/texts'
import { writePdf } from './pdf'
import { addressView, ownAddresses, ownHeaders, type AddressRow } from './invoice-profile'
import { equal } from '../../db/match'

/** Seconds from the request to the invoice being issued. */
export const ISSUE_AFTER = { Electronic: 60, Paper: 2 * 3600 } as const

type InvoiceRow = Selectable<InvoicesTable>

const STATE_KEY = { NotIssued: 'invoiceNotIssued', Invoicing: 'invoiceInvoicing', Issued: 'invoiceIssued' } as const
const stateName = (s: InvoiceState, lang: Lang) => moneyText(lang, STATE_KEY[s])

// Issuing

/** Issues invoices whose time has come (the sweep; reads call it for the caller's company). */
export async function issueDue(db: Db, now: Date, companyId?: number): Promise<number> {
  let issued = 0
  for (const medium of ['Electronic', 'Paper'] as const) {
    const before = addSeconds(now, -ISSUE_AFTER[medium]).toISOString()
    let q = db
      .selectFrom('invoices')
      .select(['id', 'invoice_no', 'requested_at'])
      .where((eb) => equal(eb, { status: 'Invoicing', medium }))
      .where('requested_at', '<=', before)
    if (companyId !== undefined) q = q.where('company_id', '=', companyId)
    for (const r of await q.limit(200).execute()) {
      const h = hash32(r.invoice_no)
      const at = addSeconds(new Date(r.requested_at), ISSUE_AFTER[medium]).toISOString()
      const res = await db
        .updateTable('invoices')
        .set({
          status: 'Issued',
          issued_at: at,
          fiscal_no: String(h).padStart(10, '0').slice(0, 8) + String(r.id).padStart(12, '0'),
          tracking_no: medium === 'Paper' ? `SF${String(h).padStart(10, '0')}${r.id}` : '',
        })
        .where((eb) => equal(eb, { id: r.id, status: 'Invoicing' }))
        .executeTakeFirst()
      issued += Number(res.numUpdatedRows)
    }
  }
  return issued
}

// Invoiceable orders

interface Invoiceable {
  orderId: number
  orderNo: string
  product: string
  amount: number
  paidAt: string
}

/** The caller's paid orders with a personal part left after refunds, newest first. */
async function invoiceable(db: Db, c: AuthedContext['caller']): Promise<Invoiceable[]> {
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'order_no', 'product', 'paid_personal', 'updated_at'])
    .where((eb) => equal(eb, { company_id: c.companyId, booker_user_id: c.userId }))
    .where('paid_personal', '>', 0)
    .orderBy('id', 'desc')
    .execute()
  if (!orders.length) return []
  const ids = orders.map((o) => o.id)
  const [refunds, payments] = await Promise.all([
    db
      .selectFrom('refunds')
      .select(['order_id', (eb) => eb.fn.sum<number>('personal_refund').as('n')])
      .where('order_id', 'in', ids)
      .where('status', '=', 'RefundSucceeded')
      .groupBy('order_id')
      .execute(),
    db
      .selectFrom('payments')
      .select(['order_id', (eb) => eb.fn.min<string>('created_at').as('at'), (eb) => eb.fn.sum<number>('personal_amount').as('n')])
      .where('order_id', 'in', ids)
      .groupBy('order_id')
      .execute(),
  ])
  return orders.map((o) => {
    const p = payments.find((x) => x.order_id === o.id)
    // Changes paid at the cashier add to what the person paid.
    const paid = Math.max(o.paid_personal, Number(p?.n ?? 0))
    return {
      orderId: o.id,
      orderNo: o.order_no,
      product: o.product,
      amount: paid - Number(refunds.find((r) => r.order_id === o.id)?.n ?? 0),
      paidAt: p?.at ?? o.updated_at,
    }
  })
}

export async function listInvoices(ctx: AuthedContext, req: I.InvoiceListReq): Promise<I.InvoiceListRes> {
  await issueDue(ctx.db, ctx.now(), ctx.caller.companyId)
  const pageIndex = req.PageIndex ?? 1
  const pageSize = req.PageSize ?? 20
  const orders = await invoiceable(ctx.db, ctx.caller)
  const invoices = orders.length
    ? await ctx.db
        .selectFrom('invoices')
        .selectAll()
        .where(
          'order_id',
          'in',
          orders.map((o) => o.orderId),
        )
        .execute()
    : []
  const titles = await orderTitles(
    ctx,
    orders.map((o) => o.orderId),
  )
  const items = orders
    .map((o): I.InvoiceListItem | null => {
      const inv = invoices.find((i) => i.order_id === o.orderId)
      const state: InvoiceState = inv ? inv.status : 'NotIssued'
      // A fully refunded order without an invoice has nothing to invoice.
      if (!inv && o.amount <= 0) return null
      return {
        OrderNo: o.orderNo,
        Product: o.product,
        Title: titles.get(o.orderId) ?? o.orderNo,
        Amount: inv ? inv.amount : o.amount,
        State: state,
        StateName: stateName(state, ctx.lang),
        InvoiceNo: inv?.invoice_no ?? '',
        PaidAt: chinaDateTime(o.paidAt),
      }
    })
    .filter((x): x is I.InvoiceListItem => x !== null && (!req.State || x.State === req.State))
  return { Total: items.length, PageIndex: pageIndex, PageSize: pageSize, Items: items.slice((pageIndex - 1) * pageSize, pageIndex * pageSize) }
}

/** The order list's title of each order (the product's words). */
async function orderTitles(ctx: AuthedContext, ids: number[]): Promise<Map<number, string>> {
  const out = new Map<number, string>()
  if (!ids.length) return out
  const rows = await ctx.db.selectFrom('orders').selectAll().where('id', 'in', ids).execute()
  const power = await ctx.power()
  for (const kind of new Set(rows.map((r) => r.product))) {
    const items = await productOf(kind).listItems(
      ctx.db,
      rows.filter((r) => r.product === kind),
      power,
      ctx.lang,
    )
    for (const [id, item] of items) out.set(id, item.Title)
  }
  return out
}

// Requests, details, PDF

export async function applyInvoice(ctx: AuthedContext, req: I.InvoiceApplyReq): Promise<I.InvoiceDetail> {
  const c = ctx.caller
  const orders = await invoiceable(ctx.db, c)
  const order = orders.find((o) => o.orderNo === req.OrderNo)
  if (!order) {
    // Someone else's order, or one with nothing paid personally.
    const exists = await ctx.db
      .selectFrom('orders')
      .select('id')
      .where((eb) => equal(eb, { company_id: c.companyId, booker_user_id: c.userId, order_no: req.OrderNo }))
      .executeTakeFirst()
    if (!exists) throw fail.notFound()
    throw moneyInvalid('invoiceNothing')
  }
  const existing = await ctx.db.selectFrom('invoices').selectAll().where('order_id', '=', order.orderId).executeTakeFirst()
  if (existing) {
    if (existing.client_request_id === req.ClientRequestId && existing.user_id === c.userId) return detailOf(ctx, existing)
    throw moneyError(ErrorCode.AlreadyExists, 'invoiceExists')
  }
  if (order.amount <= 0) throw moneyInvalid('invoiceNothing')
  const header = await ownHeaders(ctx.db, c).where('id', '=', req.HeaderId).executeTakeFirst()
  if (!header) throw fail.notFound()
  let address: AddressRow | undefined
  let email = ''
  if (req.Medium === 'Paper') {
    if (!req.AddressId) throw moneyInvalid('invoiceNeedsAddress')
    address = await ownAddresses(ctx.db, c).where('id', '=', req.AddressId).executeTakeFirst()
    if (!address) throw fail.notFound()
  } else {
    email = (req.Email ?? header.email).trim()
    if (!email) throw moneyInvalid('invoiceNeedsEmail')
    checkEmail(email)
    email = normalizeEmail(email)
  }
  const at = ctx.now().toISOString()
  const snapshot: I.InvoiceDetail['Header'] = {
    Kind: header.kind,
    Title: header.title,
    TaxId: header.tax_id,
    Address: header.address,
    Phone: header.phone,
    BankName: header.bank_name,
    BankAccount: header.bank_account,
    Email: header.email,
  }
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('invoices')
        .values({
          company_id: c.companyId,
          user_id: c.userId,
          invoice_no: `tmp-${req.ClientRequestId}-${order.orderId}`,
          order_id: order.orderId,
          amount: order.amount,
          medium: req.Medium,
          status: 'Invoicing',
          header_json: JSON.stringify(snapshot),
          email,
          address_json: address ? JSON.stringify(addressView(address)) : null,
          client_request_id: req.ClientRequestId,
          fiscal_no: '',
          tracking_no: '',
          requested_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await trx
        .updateTable('invoices')
        .set({ invoice_no: `INV${order.orderNo.slice(1)}${String(id).padStart(4, '0')}` })
        .where('id', '=', id)
        .execute()
    })
  } catch (e) {
    // Two requests for the order at once: the unique order lets one through.
    const won = await ctx.db.selectFrom('invoices').selectAll().where('order_id', '=', order.orderId).executeTakeFirst()
    if (!won) throw e
    if (won.client_request_id === req.ClientRequestId && won.user_id === c.userId) return detailOf(ctx, won)
    throw moneyError(ErrorCode.AlreadyExists, 'invoiceExists')
  }
  return detailOf(ctx, await ctx.db.selectFrom('invoices').selectAll().where('order_id', '=', order.orderId).executeTakeFirstOrThrow())
}

async function ownInvoice(ctx: AuthedContext, invoiceNo: string): Promise<InvoiceRow> {
  await issueDue(ctx.db, ctx.now(), ctx.caller.companyId)
  const row = await ctx.db
    .selectFrom('invoices')
    .selectAll()
    .where((eb) => equal(eb, { company_id: ctx.caller.companyId, user_id: ctx.caller.userId, invoice_no: invoiceNo }))
    .executeTakeFirst()
  if (!row) throw fail.notFound()
  return row
}

async function detailOf(ctx: AuthedContext, r: InvoiceRow): Promise<I.InvoiceDetail> {
  const order = await ctx.db.selectFrom('orders').select(['order_no', 'product']).where('id', '=', r.order_id).executeTakeFirstOrThrow()
  const address = r.address_json ? (JSON.parse(r.address_json) as I.ShippingAddress) : null
  return {
    InvoiceNo: r.invoice_no,
    OrderNo: order.order_no,
    Product: order.product,
    Amount: r.amount,
    Medium: r.medium,
    State: r.status,
    StateName: stateName(r.status, ctx.lang),
    Header: JSON.parse(r.header_json) as I.InvoiceDetail['Header'],
    Email: r.email,
    Address: address
      ? {
          Name: address.Name,
          MobileCountryCode: address.MobileCountryCode,
          Mobile: address.Mobile,
          Region: address.Region,
          Detail: address.Detail,
          Postcode: address.Postcode,
        }
      : null,
    FiscalNo: r.fiscal_no,
    TrackingNo: r.tracking_no,
    RequestedAt: chinaDateTime(r.requested_at),
    IssuedAt: r.issued_at ? chinaDateTime(r.issued_at) : '',
    HasPdf: r.medium === 'Electronic' && r.status === 'Issued',
  }
}

export const invoiceDetails = async (ctx: AuthedContext, req: I.InvoiceNoReq): Promise<I.InvoiceDetail> => detailOf(ctx, await ownInvoice(ctx, req.InvoiceNo))

const PRODUCT_ITEM: Record<string, string> = { Flight: '*旅游服务*代订机票服务费', Hotel: '*住宿服务*住宿费', Train: '*旅游服务*代订火车票服务费' }

/** The PDF of an issued electronic invoice (1001 before it is issued, or for paper). */
export async function invoicePdf(ctx: AuthedContext, req: I.InvoiceNoReq): Promise<I.InvoicePdfRes> {
  const r = await ownInvoice(ctx, req.InvoiceNo)
  if (r.medium !== 'Electronic' || r.status !== 'Issued') throw moneyInvalid('invoiceNoPdf')
  const d = await detailOf(ctx, r)
  const company = await ctx.db.selectFrom('companies').select(['name']).where('id', '=', ctx.caller.companyId).executeTakeFirstOrThrow()
  const buyer = d.Header
  const lines = [
    { x: 180, y: 385, size: 18, text: '电子发票（普通发票）' },
    { x: 400, y: 360, size: 9, text: `发票号码：${d.FiscalNo}` },
    { x: 400, y: 346, size: 9, text: `开票日期：${chinaTimestamp(r.issued_at!).slice(0, 10)}` },
    { x: 400, y: 332, size: 9, text: `申请单号：${d.InvoiceNo}` },
    { x: 40, y: 300, size: 10, text: `购买方名称：${buyer.Title}` },
    { x: 40, y: 284, size: 10, text: `统一社会信用代码/纳税人识别号：${buyer.TaxId || '—'}` },
    ...(buyer.Address || buyer.Phone ? [{ x: 40, y: 268, size: 9, text: `地址、电话：${buyer.Address} ${buyer.Phone}` }] : []),
    ...(buyer.BankName || buyer.BankAccount ? [{ x: 40, y: 254, size: 9, text: `开户行及账号：${buyer.BankName} ${buyer.BankAccount}` }] : []),
    { x: 40, y: 210, size: 10, text: '项目名称' },
    { x: 330, y: 210, size: 10, text: '订单号' },
    { x: 480, y: 210, size: 10, text: '金额（元）' },
    { x: 40, y: 190, size: 10, text: PRODUCT_ITEM[d.Product] ?? '*旅游服务*代订服务费' },
    { x: 330, y: 190, size: 10, text: d.OrderNo },
    { x: 480, y: 190, size: 10, text: yuan(d.Amount) },
    { x: 40, y: 120, size: 11, text: `价税合计（小写）：¥${yuan(d.Amount)}` },
    { x: 40, y: 80, size: 9, text: '销售方名称：差旅服务（参考实现）有限公司' },
    { x: 40, y: 66, size: 9, text: `所属企业：${company.name}` },
    { x: 40, y: 40, size: 8, text: 'Electronic invoice issued by the Trip.Biz reference server (simulated).' },
  ]
  const boxes = [
    { x: 30, y: 235, w: 535, h: 80 },
    { x: 30, y: 100, w: 535, h: 130 },
  ]
  const pdf = writePdf(lines, boxes, `${moneyText(ctx.lang, 'invoiceTitlePdf')} ${d.FiscalNo}`)
  return { FileName: `${d.InvoiceNo}.pdf`, ContentType: 'application/pdf', Base64: pdf.toString('base64') }
}

/** Every invoice of the company's people, newest first (administrators with the invoice-info power). */
export async function companyInvoices(ctx: AuthedContext, req: I.CompanyInvoicesReq): Promise<I.CompanyInvoicesRes> {
  await issueDue(ctx.db, ctx.now(), ctx.caller.companyId)
  const pageIndex = req.PageIndex ?? 1
  const pageSize = req.PageSize ?? 20
  let q = ctx.db.selectFrom('invoices').where('invoices.company_id', '=', ctx.caller.companyId)
  if (req.State) q = q.where('invoices.status', '=', req.State)
  const sum = await q.select([(eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.sum<number>('invoices.amount').as('amount')]).executeTakeFirstOrThrow()
  const rows = await q
    .innerJoin('orders', 'orders.id', 'invoices.order_id')
    .innerJoin('users', 'users.id', 'invoices.user_id')
    .selectAll('invoices')
    .select(['orders.order_no', 'orders.product', 'users.user_name'])
    .orderBy('invoices.id', 'desc')
    .limit(pageSize)
    .offset((pageIndex - 1) * pageSize)
    .execute()
  return {
    Total: Number(sum.n),
    PageIndex: pageIndex,
    PageSize: pageSize,
    TotalAmount: Number(sum.amount ?? 0),
    Items: rows.map((r) => {
      const h = JSON.parse(r.header_json) as I.InvoiceDetail['Header']
      return {
        InvoiceNo: r.invoice_no,
        OrderNo: r.order_no,
        Product: r.product,
        UserName: r.user_name,
        HeaderTitle: h.Title,
        TaxId: h.TaxId,
        Amount: r.amount,
        Medium: r.medium,
        State: r.status,
        StateName: stateName(r.status, ctx.lang),
        RequestedAt: chinaDateTime(r.requested_at),
        IssuedAt: r.issued_at ? chinaDateTime(r.issued_at) : '',
      }
    }),
  }
}
