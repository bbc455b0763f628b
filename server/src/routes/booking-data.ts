/**
 * Booking data for the order-filling screen: persons in the booking scope, frequent travellers,
 * company catalogues, purposes, order extend fields, reason codes, frequent-flyer airlines.
 */
import * as F from '../../../types/api/flight'
import { defineDomain } from '../http/call'
import { CARRIERS } from '../services/flight/data/carriers'
import { localName } from '../services/flight/places'
import { bookPersons, catalog, orderExtendFields, purposes, quickList, reasonCodes } from '../services/orders/booking-data'
import { resultOf } from './flight-schemas'
import { Type } from '@sinclair/typebox'

const NoParams = Type.Object({}, { description: 'No parameters: send {}' })

export default defineDomain('booking-data', 'Booking data: travellers in scope, frequent travellers, catalogues, purposes, extend fields, reason codes', (call) => {
  call('user/getBookPersons', {
    summary: "Employees and non-employees within the caller's flight booking scope (Self, Staff, Departments, All), paged",
    description: "Other people's document and phone numbers are masked when CommonSettings.EnablePrivacyProtect is on; submitBooking accepts the masked value back for a PersonId.",
    auth: 'required',
    body: F.GetBookPersonsReq,
    result: resultOf<F.GetBookPersonsRes>('GetBookPersonsRes'),
    handle: (body, ctx) => bookPersons(ctx, body),
  })

  call('frequentTraveler/quicklist', {
    summary: "The caller's frequent travellers for quick picking, paged",
    auth: 'required',
    body: F.QuickListReq,
    result: resultOf<F.QuickListRes>('QuickListRes'),
    handle: (body, ctx) => quickList(ctx, body),
  })

  call('user/getDepartments', {
    summary: "The company's departments (ParentId gives the tree)",
    auth: 'required',
    body: F.CatalogReq,
    result: resultOf<F.CatalogRes>('CatalogRes'),
    handle: async (body, ctx) => ({ Items: await catalog(ctx, 'departments', body.Keyword) }),
  })

  call('user/getCostCenters', {
    summary: "The company's cost centres",
    auth: 'required',
    body: F.CatalogReq,
    result: resultOf<F.CatalogRes>('CatalogRes'),
    handle: async (body, ctx) => ({ Items: await catalog(ctx, 'cost_centers', body.Keyword) }),
  })

  call('user/getBusinessUnits', {
    summary: "The company's business units",
    auth: 'required',
    body: F.CatalogReq,
    result: resultOf<F.CatalogRes>('CatalogRes'),
    handle: async (body, ctx) => ({ Items: await catalog(ctx, 'business_units', body.Keyword) }),
  })

  call('user/getCustomItems', {
    summary: "The company's custom items (e.g. projects)",
    auth: 'required',
    body: F.CatalogReq,
    result: resultOf<F.CatalogRes>('CatalogRes'),
    handle: async (body, ctx) => ({ Items: await catalog(ctx, 'custom_items', body.Keyword) }),
  })

  call('user/getPurposes', {
    summary: "The company's trip purposes and the product's PurposeType (0 text, 1 choose, 2 either)",
    auth: 'required',
    body: F.ProductReq,
    result: resultOf<F.PurposesRes>('PurposesRes'),
    handle: (body, ctx) => purposes(ctx, body.Product ?? 'Flight'),
  })

  call('user/getOrderExtendFields', {
    summary: "The product's displayed order extend fields (1–5) with required flags and options",
    auth: 'required',
    body: F.ProductReq,
    result: resultOf<F.OrderExtendFieldsRes>('OrderExtendFieldsRes'),
    handle: (body, ctx) => orderExtendFields(ctx, body.Product ?? 'Flight'),
  })

  call('reasoncode/get', {
    summary: 'Reason codes of a product and kind (Policy, LowestPrice, Refund, Change) with the picker settings',
    auth: 'required',
    body: F.ReasonCodeReq,
    result: resultOf<F.ReasonCodeRes>('ReasonCodeRes'),
    handle: (body, ctx) => reasonCodes(ctx, body),
  })

  call('systemInfo/getTravelCardAirLines', {
    summary: 'Airlines whose frequent-flyer cards can be saved (one card per airline)',
    auth: 'required',
    body: NoParams,
    result: resultOf<F.TravelCardAirLinesRes>('TravelCardAirLinesRes'),
    handle: async (_body, ctx) => ({
      AirLines: CARRIERS.map((c) => {
        const names = { CN: c.cn, EN: c.en, JP: c.jp }
        return { Code: c.code, Name: localName(names, ctx.lang), Names: names, ProgramName: ctx.lang === 'en' || ctx.lang === 'ja' ? c.program[1] : c.program[0] }
      }),
    }),
  })
})
