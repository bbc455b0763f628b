/**
 * Hotel orders: detail, cancellation preview and cancel, and the cashier (Pay/hotelpaystart, the
 * order kernel's, with the hotel's confirmation as fulfilment; a stay paid at the hotel goes
 * through it with Channel 'CompanyAccount' and PersonalAmount 0 to be confirmed). Each needs
 * MyPermission.Orders.Hotel.Enable or .IntlHotel.Enable as the order is (1003 otherwise). The
 * order list of every product is the kernel's (order/getOrderList).
 */
import * as H from '../../../../types/api/hotel'
import { defineDomain } from '../../http/call'
import { payStartCall } from '../../kernel/orders/pay-call'
import { cancelOrder, cancelPreview, loadHotelOrder } from './cancel'
import { hotelOrderDetail } from './order-detail'

export default defineDomain('hotel-orders', 'Hotel orders: detail, payment and confirmation, cancellation', 'hotel', (call, res) => {
  call('newhotel/order/getOrderDetail', {
    summary: 'A hotel order: hotel, room, plan, stay, guests by room, cards (masked), price, payable amounts, actions, cancellation, timeline',
    auth: 'required',
    money: true,
    body: H.HotelOrderNoReq,
    result: res('HotelOrderDetail'),
    handle: (body, ctx) => hotelOrderDetail(ctx, body),
  })

  call('newhotel/order/cancelPreview', {
    summary: "What cancelling now costs by the plan's rule and what goes back to the company and the traveller",
    auth: 'required',
    money: true,
    body: H.HotelOrderNoReq,
    result: res('HotelCancelPreviewRes'),
    handle: (body, ctx) => cancelPreview(ctx, body),
  })

  call('newhotel/order/cancelOrder', {
    summary: 'Cancels the order (idempotent by ClientRequestId): rooms back on sale; Cancelled, or RefundSucceeded with a refund when something was paid',
    description: '316 when the order is no longer cancellable or Penalty differs from the penalty now.',
    auth: 'required',
    money: true,
    body: H.HotelCancelReq,
    result: res('HotelCancelRes'),
    handle: (body, ctx) => cancelOrder(ctx, body),
  })

  call(
    'Pay/hotelpaystart',
    payStartCall({
      summary: 'The cashier: records the company and personal payment and confirms the stay with the hotel (same transaction)',
      description:
        "PersonalAmount must equal PayInfo.PersonalAmount of the detail (316 otherwise). Pay-at-hotel stays: Channel 'CompanyAccount', PersonalAmount 0, nothing charged; the stay is confirmed.",
      load: (ctx, orderNo) => loadHotelOrder(ctx, orderNo, 'manage'),
    }),
  )
})
