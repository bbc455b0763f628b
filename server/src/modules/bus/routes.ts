/**
 * Bus tickets (docs/bus.md): stations, the search, the standard, booking, the order, cancel,
 * refund, change and the cashier. Search needs BusinessPermission.Bus.Search, booking
 * BusinessPermission.Bus.Book, orders MyPermission.Orders.Bus.Enable (refund and change their own
 * flags, checked in the handlers).
 */
import { Type } from '@sinclair/typebox'
import * as B from '../../../../types/api/bus'
import { defineDomain } from '../../http/call'
import { payStartCall } from '../../kernel/orders/pay-call'
import { cancelOrder, loadBusOrder, refundPreview, refundTickets } from './after-sale'
import { changeSearch, submitChange } from './change'
import { submitOrder } from './booking'
import { busOrderDetail } from './order-detail'
import { standardOf } from './policy'
import { searchBuses, searchStations, stationList } from './search'

const NoParams = Type.Object({}, { description: 'No parameters: send {}' })

export default defineDomain('bus', 'Bus tickets: coach stations, schedules, booking, e-tickets, refund and change', 'bus', (call, res) => {
  call('bus/stations', {
    summary: 'Coach stations matching a keyword (Chinese, pinyin, initials, English, code, city); the hot ones without one',
    auth: 'required',
    power: 'BusinessPermission.Bus.Search',
    body: B.BusStationsReq,
    result: res('BusStationsRes'),
    handle: async (body, ctx) => searchStations(body, ctx.lang),
  })

  call('bus/stationList', {
    summary: 'Every coach station grouped A–Z by pinyin, the hot ones, today and the last day on sale',
    auth: 'required',
    power: 'BusinessPermission.Bus.Search',
    body: NoParams,
    result: res('BusStationListRes'),
    handle: async (_body, ctx) => stationList(ctx.lang, ctx.now()),
  })

  call('bus/search', {
    summary: "Departures between two stations or cities on a date: times, duration, class, fare, seats left and the travellers' verdict",
    description: '1001 for an unknown station, the same city twice, or a date outside today … today + 14.',
    auth: 'required',
    power: 'BusinessPermission.Bus.Search',
    money: true,
    body: B.SearchBusesReq,
    result: res('SearchBusesRes'),
    handle: (body, ctx) => searchBuses(ctx, body),
  })

  call('busrank', {
    summary: "A person's bus standard (default the caller; others must be in the bus booking scope)",
    auth: 'required',
    body: B.BusRankReq,
    result: res('BusRankStandard', true),
    handle: (body, ctx) => standardOf(ctx, body.PersonId),
  })

  call('bus/submitOrder', {
    summary: 'Books a departure for travellers under their ID documents: one order, idempotent by ClientRequestId; the seats are taken at once',
    description:
      '1004 when too few seats are left (ResultData null), the coach has left, or the fare moved (ResultData the new BusRow); 1001 for a traveller without an ID document, fields or a missing reason; 1003 outside the booking scope or without the payment permission; 1014 for a reused request id.',
    auth: 'required',
    power: 'BusinessPermission.Bus.Book',
    money: true,
    body: B.BusSubmitReq,
    result: res('BusSubmitRes'),
    handle: (body, ctx) => submitOrder(ctx, body),
  })

  call('bus/getOrderDetail', {
    summary: 'A bus order: tickets with pick-up codes and QR texts, price, payable amounts, refunds, actions, timeline',
    auth: 'required',
    money: true,
    body: B.BusOrderNoReq,
    result: res('BusOrderDetail'),
    handle: (body, ctx) => busOrderDetail(ctx, body),
  })

  call('bus/cancelOrder', {
    summary: 'Cancels an order awaiting approval or payment (its seats back on sale)',
    auth: 'required',
    money: true,
    body: B.BusCancelReq,
    result: res('BusCancelRes'),
    handle: (body, ctx) => cancelOrder(ctx, body),
  })

  call('bus/refundPreview', {
    summary: 'What refunding tickets now costs: the tier by time before departure, what goes back to company and traveller',
    description: '1001 once the coach has left.',
    auth: 'required',
    money: true,
    body: B.BusRefundPreviewReq,
    result: res('BusRefundPreviewRes'),
    handle: (body, ctx) => refundPreview(ctx, body),
  })

  call('bus/refund', {
    summary: 'Refunds tickets (idempotent by ClientRequestId): seats back on sale, the fee kept, the rest back as paid',
    description: '316 when Fee is not the fee now; needs MyPermission.Orders.Bus.BusRefund.',
    auth: 'required',
    money: true,
    body: B.BusRefundReq,
    result: res('BusRefundRes'),
    handle: (body, ctx) => refundTickets(ctx, body),
  })

  call('bus/changeSearch', {
    summary: 'Departures of the same route and class the tickets may change to on a date',
    auth: 'required',
    money: true,
    body: B.BusChangeSearchReq,
    result: res('BusChangeSearchRes'),
    handle: (body, ctx) => changeSearch(ctx, body),
  })

  call('bus/submitChange', {
    summary: 'Changes tickets once, free, to another departure of the same route and class (idempotent by ClientRequestId)',
    description: '1001 for another route, a second change or the last 30 minutes; 1004 sold out; needs MyPermission.Orders.Bus.BusChange.',
    auth: 'required',
    money: true,
    body: B.BusChangeReq,
    result: res('BusChangeRes'),
    handle: (body, ctx) => submitChange(ctx, body),
  })

  call(
    'Pay/buspaystart',
    payStartCall({
      summary: 'The cashier: records the payment and issues the tickets with their pick-up codes, in one transaction',
      load: (ctx, orderNo) => loadBusOrder(ctx, orderNo, 'manage'),
    }),
  )
})
