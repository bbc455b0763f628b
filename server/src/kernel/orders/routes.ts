/**
 * The order kernel's calls: the order list of every product (the trips tab reads it too) and the
 * booking data every product's order-filling screen picks from — persons in the booking scope,
 * frequent travellers, company catalogues, purposes, order extend fields, reason codes. Uploads
 * are in upload-routes.ts; each product's own calls are in its module.
 */
import * as B from '../../../../types/api/booking-data'
import * as O from '../../../../types/api/order'
import { DEFAULT_PRODUCT } from '../../../../types/api/product-settings'
import type { DomainDef } from '../../http/call'
import { defineDomain } from '../../http/call'
import { bookPersons, catalog, orderExtendFields, purposes, quickList, reasonCodes } from './booking-data'
import { employeeExtendFields } from './employee-fields'
import { listOrders } from './list'
import mine from './mine-routes'
import uploads from './upload-routes'

const orders = defineDomain('orders', 'Orders of every product: the list', 'order', (call, res) => {
  call('order/getOrderList', {
    summary: 'Orders the caller may see, newest first, by product, status group and time range (1M, 6M, 1Y)',
    auth: 'required',
    money: true,
    body: O.OrderListReq,
    result: res('OrderListRes'),
    handle: (body, ctx) => listOrders(ctx, body),
  })
})

type CatalogPath = 'user/getDepartments' | 'user/getCostCenters' | 'user/getBusinessUnits' | 'user/getCustomItems'

const bookingData = defineDomain(
  'booking-data',
  'Booking data: travellers in scope, frequent travellers, catalogues, purposes, extend fields, reason codes',
  'booking-data',
  (call, res) => {
    call('user/getBookPersons', {
      summary: "Employees and non-employees within the caller's booking scope of the default product (Self, Staff, Departments, All), paged",
      description:
        "Other people's document and phone numbers are masked when CommonSettings.EnablePrivacyProtect is on; submitBooking accepts the masked value back for a PersonId.",
      auth: 'required',
      body: B.GetBookPersonsReq,
      result: res('GetBookPersonsRes'),
      handle: (body, ctx) => bookPersons(ctx, body),
    })

    call('frequentTraveler/quicklist', {
      summary: "The caller's frequent travellers for quick picking, paged",
      auth: 'required',
      body: B.QuickListReq,
      result: res('QuickListRes'),
      handle: (body, ctx) => quickList(ctx, body),
    })

    // The company's catalogues an order takes a value from, each read from its table.
    const catalogs: [CatalogPath, Parameters<typeof catalog>[1], string][] = [
      ['user/getDepartments', 'departments', "The company's departments (ParentId gives the tree)"],
      ['user/getCostCenters', 'cost_centers', "The company's cost centres"],
      ['user/getBusinessUnits', 'business_units', "The company's business units"],
      ['user/getCustomItems', 'custom_items', "The company's custom items (e.g. projects)"],
    ]
    for (const [path, table, summary] of catalogs) {
      call(path, {
        summary,
        auth: 'required',
        body: B.CatalogReq,
        result: res('CatalogRes'),
        handle: async (body, ctx) => ({ Items: await catalog(ctx, table, body.Keyword) }),
      })
    }

    call('user/getPurposes', {
      summary: "The company's trip purposes and the product's PurposeType (0 text, 1 choose, 2 either)",
      auth: 'required',
      body: B.ProductReq,
      result: res('PurposesRes'),
      handle: (body, ctx) => purposes(ctx, body.Product ?? DEFAULT_PRODUCT),
    })

    call('user/getOrderExtendFields', {
      summary: "The product's displayed order extend fields (1–5) with required flags and options",
      auth: 'required',
      body: B.ProductReq,
      result: res('OrderExtendFieldsRes'),
      handle: (body, ctx) => orderExtendFields(ctx, body.Product ?? DEFAULT_PRODUCT),
    })

    call('user/getEmployeeExtendFields', {
      summary: 'The company fields an order takes from its traveller (employee number, department, cost centre, business unit, rank)',
      description: 'The caller without PersonId; another person only within the booking scope (1003), of the company and active (1005).',
      auth: 'required',
      body: B.EmployeeExtendFieldsReq,
      result: res('EmployeeExtendFields'),
      handle: (body, ctx) => employeeExtendFields(ctx, body.PersonId),
    })

    call('reasoncode/get', {
      summary: 'Reason codes of a product and kind (Policy, LowestPrice, Refund, Change) with the picker settings',
      auth: 'required',
      body: B.ReasonCodeReq,
      result: res('ReasonCodeRes'),
      handle: (body, ctx) => reasonCodes(ctx, body),
    })
  },
)

export const ORDER_DOMAINS: readonly DomainDef[] = [orders, bookingData, uploads, mine]
