/**
 * Flight orders: detail, cancel, the cashier (Pay/flightpaystart, the order kernel's, with
 * ticketing as the flight's fulfilment), refund preview and application, change options and
 * application. Refund and change need the my-area flags MyPermission.Orders.Flight.FlightRefund /
 * FlightChange (1003 otherwise). The order list of every product is the kernel's (order/getOrderList).
 */
import * as O from '../../../../types/api/order'
import { defineDomain } from '../../http/call'
import { loadOrder } from '../../kernel/orders/access'
import { cancelOrder } from '../../kernel/orders/list'
import { payStartCall } from '../../kernel/orders/pay-call'
import { applyChange, getChangeFlights } from './change-apply'
import { flightOrderDetail } from './order-detail'
import { applyRefund, refundPreview } from './refund'

export default defineDomain('flight-orders', 'Flight orders: detail, payment and ticketing, cancel, refund, change', 'order', (call, res) => {
  call('flightOrder/getOrderDetail', {
    summary: 'A flight order: itinerary, passengers, tickets, price, payable amounts, actions, timeline',
    auth: 'required',
    power: 'MyPermission.Orders.Flight.Enable',
    money: true,
    body: O.OrderNoReq,
    result: res('FlightOrderDetail'),
    handle: async (body, ctx) => flightOrderDetail(ctx, await loadOrder(ctx, body.OrderNo, 'view')),
  })

  call('flightOrder/cancelOrder', {
    summary: 'Cancels an order awaiting approval or payment; its seats go back on sale',
    description: '316 when the order is no longer cancellable (or its status differs from the Status the screen showed).',
    auth: 'required',
    power: 'MyPermission.Orders.Flight.Enable',
    body: O.CancelOrderReq,
    result: res('OrderStatusRes'),
    handle: (body, ctx) => cancelOrder(ctx, body),
  })

  call(
    'Pay/flightpaystart',
    payStartCall({
      summary: 'The cashier: records the company and personal payment and issues the tickets (same transaction)',
      description: 'PersonalAmount must equal PayInfo.PersonalAmount of the detail (316 otherwise). With ChangeNo it pays a change awaiting payment.',
      power: 'MyPermission.Orders.Flight.Enable',
    }),
  )

  call('domesticFlightv2/checkVettingRefundFee', {
    summary: 'Refund preview: fee per ticket by the fare rules, refund split company/personal, whether approval is needed',
    auth: 'required',
    power: 'MyPermission.Orders.Flight.FlightRefund',
    money: true,
    body: O.RefundFeeReq,
    result: res('RefundFeeRes'),
    handle: (body, ctx) => refundPreview(ctx, body),
  })

  call('flightOrder/applyRefund', {
    summary: 'Refunds the tickets of the passengers (idempotent by ClientRequestId); seats go back on sale',
    auth: 'required',
    power: 'MyPermission.Orders.Flight.FlightRefund',
    money: true,
    body: O.ApplyRefundReq,
    result: res('ApplyRefundRes'),
    handle: (body, ctx) => applyRefund(ctx, body),
  })

  call('flightOrder/getChangeFlights', {
    summary: 'Change options on a new date: same route and carrier, same class or higher, with fee and fare difference',
    auth: 'required',
    power: 'MyPermission.Orders.Flight.FlightChange',
    money: true,
    body: O.ChangeFlightsReq,
    result: res('ChangeFlightsRes'),
    handle: (body, ctx) => getChangeFlights(ctx, body),
  })

  call('flightOrder/applyChange', {
    summary: 'Changes the tickets of the passengers to another flight (idempotent by ClientRequestId)',
    description: '305 when the new fare moved or sold out; 1001 with the lowest-price reason when ChangeSettings.LowestPriceSettings finds a cheaper fare.',
    auth: 'required',
    power: 'MyPermission.Orders.Flight.FlightChange',
    money: true,
    body: O.ApplyChangeReq,
    result: res('ApplyChangeRes'),
    handle: (body, ctx) => applyChange(ctx, body),
  })
})
