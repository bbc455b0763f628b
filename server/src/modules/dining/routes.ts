/**
 * Company dining (docs/dining.md): restaurants and the standard, a table booking, the payment
 * code and its state, the reason for a meal over the standard, the order and its cashier — all
 * BusinessPermission.Dining (Search to look, Book to book and pay) — and the restaurant
 * terminal's signed charge and status (no session: its signature, terminal.ts).
 */
import * as D from '../../../../types/api/dining'
import { defineDomain } from '../../http/call'
import { payStartCall } from '../../kernel/orders/pay-call'
import { charge, codeOf, giveReason, openCode, orderDetail, payable, terminalStatus } from './codes'
import { monthlyInvoices } from './invoices'
import { book, restaurant, restaurants } from './restaurants'
import { terminalCall } from './terminal'

export default defineDomain('dining', 'Company dining: restaurants, table booking, paying at the table, the restaurant terminal', 'dining', (call, res) => {
  call('mealsapi/Dining/restaurants', {
    summary: "Partner restaurants near today's hotel, the office or the device, nearest first, with the caller's meal standard there",
    auth: 'required',
    power: 'BusinessPermission.Dining.Search',
    money: true,
    body: D.DiningRestaurantsReq,
    result: res('DiningRestaurantsRes'),
    handle: (body, ctx) => restaurants(ctx, body),
  })
  call('mealsapi/Dining/restaurant', {
    summary: "A restaurant: hours, dishes, phone, and the caller's meal standard in its city",
    auth: 'required',
    power: 'BusinessPermission.Dining.Search',
    money: true,
    body: D.DiningRestaurantReq,
    result: res('DiningRestaurantRes'),
    handle: (body, ctx) => restaurant(ctx, body),
  })
  call('mealsapi/Dining/book', {
    summary: 'Books a table (idempotent by ClientRequestId)',
    auth: 'required',
    power: 'BusinessPermission.Dining.Book',
    body: D.DiningBookReq,
    result: res('DiningBooking'),
    handle: (body, ctx) => book(ctx, body),
  })
  call('mealsapi/Dining/openCode', {
    summary: 'Opens a payment code for a restaurant (good for DINING_CODE_SECONDS)',
    auth: 'required',
    power: 'BusinessPermission.Dining.Book',
    money: true,
    body: D.DiningCodeReq,
    result: res('DiningCode'),
    handle: (body, ctx) => openCode(ctx, body),
  })
  call('mealsapi/Dining/code', {
    summary: "The caller's payment code as it stands: open, paid, awaiting the person's part, refused (with why) or expired",
    auth: 'required',
    power: 'BusinessPermission.Dining.Book',
    money: true,
    body: D.DiningCodeNoReq,
    result: res('DiningCode'),
    handle: (body, ctx) => codeOf(ctx, body),
  })
  call('mealsapi/Dining/reason', {
    summary: 'The reason for a meal over the standard, before the person pays the rest',
    auth: 'required',
    power: 'BusinessPermission.Dining.Book',
    money: true,
    body: D.DiningReasonReq,
    result: res('DiningOrderDetail'),
    handle: (body, ctx) => giveReason(ctx, body),
  })
  call('mealsapi/Dining/order', {
    summary: 'A meal: restaurant, dishes, the split between company and person, the reason',
    auth: 'required',
    money: true,
    body: D.DiningOrderReq,
    result: res('DiningOrderDetail'),
    handle: (body, ctx) => orderDetail(ctx, body),
  })
  call('mealsapi/Dining/monthlyInvoices', {
    summary: "The platform's monthly invoices to the company for its dining, the latest month first; a closed month's is issued on first read (once)",
    auth: 'required',
    power: 'ManagePermission.CloudBill',
    body: D.DiningInvoicesReq,
    result: res('DiningInvoicesRes'),
    handle: (_body, ctx) => monthlyInvoices(ctx),
  })
  call('Pay/diningpaystart', payStartCall({ summary: "The person's part of a meal over the standard (after its reason)", load: payable }))
  call(
    'mealsapi/Terminal/charge',
    terminalCall({
      summary: 'A restaurant terminal presents a bill for a scanned payment code (signed; the code is paid once)',
      description:
        '1003 for a bad signature or a stale timestamp; 1005 for an unknown code; 316 for a code used or expired. The same BillNo answers the first charge.',
      body: D.TerminalChargeReq,
      result: res('TerminalChargeRes'),
      handle: (body, ctx) => charge(ctx, body),
    }),
  )
  call(
    'mealsapi/Terminal/status',
    terminalCall({
      summary: 'How a bill the terminal presented ended (signed)',
      body: D.TerminalStatusReq,
      result: res('TerminalChargeRes'),
      handle: (body, ctx) => terminalStatus(ctx, body),
    }),
  )
})
