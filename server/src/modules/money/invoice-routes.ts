/** Invoice and points-mall calls (docs/money.md#invoices, docs/money.md#points-mall). */
import * as I from '../../../../types/api/invoice'
import * as M from '../../../../types/api/money'
import { defineDomain } from '../../http/call'
import { recordsCall } from './ledger-calls'
import * as H from './invoice-profile'
import * as V from './invoices'
import * as Mall from './mall'

const power = 'MyPermission.Tools.Invoice' as const

export const invoices = defineDomain(
  'invoice',
  'Invoices: headers, shipping addresses, requests for the personal part of paid orders, PDFs',
  'invoice',
  (call, res) => {
    call('invoiceApply/header/list', {
      summary: "The caller's invoice headers, the default first",
      auth: 'required',
      power,
      body: M.EmptyMoneyReq,
      result: res('InvoiceHeaderListRes'),
      handle: (_b, ctx) => H.listHeaders(ctx),
    })
    call('invoiceApply/header/save', {
      summary:
        'Adds or edits an invoice header: personal (a name) or company (title and a unified social credit code that passes its check); every refusal names its field',
      auth: 'required',
      power,
      body: I.InvoiceHeaderSaveReq,
      result: res('InvoiceHeader'),
      handle: (body, ctx) => H.saveHeader(ctx, body),
    })
    call('invoiceApply/header/delete', {
      summary: "Deletes one of the caller's headers",
      auth: 'required',
      power,
      body: I.InvoiceHeaderIdReq,
      result: res('null', true),
      handle: (body, ctx) => H.deleteHeader(ctx, body),
    })
    call('invoiceApply/address/list', {
      summary: "The caller's shipping addresses, the default first",
      auth: 'required',
      power,
      body: M.EmptyMoneyReq,
      result: res('ShippingAddressListRes'),
      handle: (_b, ctx) => H.listAddresses(ctx),
    })
    call('invoiceApply/address/save', {
      summary: 'Adds or edits a shipping address',
      auth: 'required',
      power,
      body: I.ShippingAddressSaveReq,
      result: res('ShippingAddress'),
      handle: (body, ctx) => H.saveAddress(ctx, body),
    })
    call('invoiceApply/address/delete', {
      summary: "Deletes one of the caller's addresses",
      auth: 'required',
      power,
      body: I.ShippingAddressIdReq,
      result: res('null', true),
      handle: (body, ctx) => H.deleteAddress(ctx, body),
    })
    call('invoiceApply/list', {
      summary: "The caller's paid orders with a personal part and their invoice state (NotIssued, Invoicing, Issued), newest first",
      auth: 'required',
      power,
      money: true,
      body: I.InvoiceListReq,
      result: res('InvoiceListRes'),
      handle: (body, ctx) => V.listInvoices(ctx, body),
    })
    call('invoiceApply/apply', {
      summary:
        "Requests the invoice of an order's personal part (electronic to an e-mail, or paper to an address); one per order, idempotent by ClientRequestId",
      auth: 'required',
      power,
      money: true,
      body: I.InvoiceApplyReq,
      result: res('InvoiceDetail'),
      handle: (body, ctx) => V.applyInvoice(ctx, body),
    })
    call('invoiceApply/details', {
      summary: 'An invoice: state, header as requested, where it goes, numbers once issued',
      auth: 'required',
      power,
      money: true,
      body: I.InvoiceNoReq,
      result: res('InvoiceDetail'),
      handle: (body, ctx) => V.invoiceDetails(ctx, body),
    })
    call('invoice/getInvoices', {
      summary: "Every invoice of the company's people, newest first, by state, with their sum (administrators with the invoice-info power)",
      auth: 'required',
      power: 'ManagePermission.CompanyInfo.InvoiceInfo',
      money: true,
      body: I.CompanyInvoicesReq,
      result: res('CompanyInvoicesRes'),
      handle: (body, ctx) => V.companyInvoices(ctx, body),
    })
    call('invoiceApply/pdf', {
      summary: 'The PDF of an issued electronic invoice, base64',
      auth: 'required',
      power,
      body: I.InvoiceNoReq,
      result: res('InvoicePdfRes'),
      handle: (body, ctx) => V.invoicePdf(ctx, body),
    })
  },
)

const mallPower = 'MyPermission.PointsMall' as const

export const mall = defineDomain('points-mall', 'The points mall: balance, catalogue, redemptions', 'money', (call, res) => {
  call('integralMall/getAccount', {
    summary: "The caller's points",
    auth: 'required',
    power: mallPower,
    body: M.EmptyMoneyReq,
    result: res('PointsAccountRes'),
    handle: (_b, ctx) => Mall.pointsAccount(ctx),
  })
  call('integralMall/getItems', {
    summary: 'The catalogue with points prices and stock',
    auth: 'required',
    power: mallPower,
    body: M.EmptyMoneyReq,
    result: res('MallItemsRes'),
    handle: (_b, ctx) => Mall.mallItems(ctx),
  })
  call('integralMall/redeem', {
    summary: 'Redeems an item: stock and points taken in one transaction (1015 when either does not fit); idempotent by ClientRequestId',
    auth: 'required',
    power: mallPower,
    body: M.MallRedeemReq,
    result: res('MallOrder'),
    handle: (body, ctx) => Mall.redeem(ctx, body),
  })
  call('integralMall/getOrders', {
    summary: "The caller's redemptions, newest first",
    auth: 'required',
    power: mallPower,
    body: M.MallOrdersReq,
    result: res('MallOrdersRes'),
    handle: (body, ctx) => Mall.mallOrders(ctx, body),
  })
  call('integralMall/getRecords', recordsCall('Points', 'caller', "The points' records", { power: mallPower }))
})
