/**
 * The flight order as the detail page shows it, in the reader's language: what every order shows
 * (kernel/orders/detail.ts) and the flight's own — itinerary rebuilt from the timetable,
 * passengers (documents masked except the reader's own), tickets, price, allowed actions,
 * refunds and changes.
 */
import type { PolicyVerdict, PriceDetail, PriceLine } from '../../../../types/api/flight'
import type { ChangeRecord, FlightOrderDetail, OrderSegment, OrderStatus, OrderTicket, RefundRecord, TicketStatus } from '../../../../types/api/order'
import type { AuthedContext } from '../../http/context'
import type { Lang } from '../../i18n'
import type { LoadedOrder } from '../../kernel/orders/access'
import { afterSaleApprovalNos } from '../../kernel/orders/after-sale-approval'
import { maskId, maskMobile, orderDetailCommon } from '../../kernel/orders/detail'
import { orderStatusName } from '../../kernel/orders/labels'
import { reasonsDisplay } from '../../kernel/orders/reason-list'
import { rowName } from '../../lib/names'
import { chinaDateTime, hhmm } from '../../lib/time'
import { loadSetting } from '../../services/company'
import type { FlightOrderDoc } from './booking'
import { familyOf } from './fares'
import { inventory } from './inventory'
import { cabinClassName, localizeVerdict, priceLineLabel, ticketStatusName } from './labels'
import { currentFlight } from './current-flight'
import { feeRules, flightRow } from './rows'
import { actionsFor } from './tickets'
import { textCurrencyOf } from '../../services/money/rates'
import { FLIGHT_CHANGE, FLIGHT_REFUND } from './subjects'

/** The itinerary row of a booked flight, from the timetable (which never changes). */
export function bookedRow(flightNo: string, route: string, date: string, policy: PolicyVerdict, lang: Lang) {
  const flight = inventory().flight(flightNo, route)
  if (!flight) throw new Error(`flight ${flightNo} on ${route} is not in the timetable`)
  return flightRow({ flight, date, cabins: [] }, [], policy, lang)
}

/**
 * What the order cost, changes included: every change paid for (or settled by the company) adds its
 * fee and fare difference as lines and to the total and the company's and traveller's parts.
 */
export function withChanges(
  base: PriceDetail,
  changes: readonly {
    status: string
    ticket_ids_json: string
    old_service_no: string
    new_service_no: string
    new_dep_date: string
    change_fee: number
    price_difference: number
    company_amount: number
    personal_amount: number
  }[],
  lang: Lang,
): PriceDetail {
  const paid = changes.filter((c) => c.status === 'Changing' || c.status === 'ChangeSucceeded')
  if (!paid.length) return base
  const lines: PriceLine[] = [...base.Lines]
  let company = 0
  let personal = 0
  for (const c of paid) {
    const n = (JSON.parse(c.ticket_ids_json) as number[]).length
    const detail = `${c.old_service_no} → ${c.new_service_no} · ${c.new_dep_date}`
    if (c.change_fee > 0)
      lines.push({ Kind: 'ChangeFee', Label: priceLineLabel('ChangeFee', lang), UnitPrice: c.change_fee, Count: n, Amount: c.change_fee * n, Detail: detail })
    if (c.price_difference > 0)
      lines.push({
        Kind: 'PriceDifference',
        Label: priceLineLabel('PriceDifference', lang),
        UnitPrice: c.price_difference,
        Count: n,
        Amount: c.price_difference * n,
        Detail: detail,
      })
    company += c.company_amount
    personal += c.personal_amount
  }
  return {
    ...base,
    Lines: lines,
    Total: base.Total + company + personal,
    CompanyAmount: base.CompanyAmount + company,
    PersonalAmount: base.PersonalAmount + personal,
  }
}

export async function flightOrderDetail(ctx: AuthedContext, loaded: LoadedOrder): Promise<FlightOrderDetail> {
  const { order } = loaded
  const db = ctx.db
  const lang = ctx.lang
  const [segments, passengers, tickets, refunds, changes, setting, power] = await Promise.all([
    db.selectFrom('order_segments').selectAll().where('order_id', '=', order.id).orderBy('segment_index').execute(),
    db.selectFrom('order_passengers').selectAll().where('order_id', '=', order.id).orderBy('id').execute(),
    db.selectFrom('tickets').selectAll().where('order_id', '=', order.id).orderBy('segment_index').orderBy('passenger_id').execute(),
    db.selectFrom('refunds').selectAll().where('order_id', '=', order.id).orderBy('id').execute(),
    db.selectFrom('changes').selectAll().where('order_id', '=', order.id).orderBy('id').execute(),
    loadSetting(ctx.db, ctx.caller.companyId),
    ctx.power(),
  ])
  const doc = JSON.parse(order.detail_json) as FlightOrderDoc
  const status = order.status as OrderStatus
  const showTicketNo = setting.FlightSettings.NormalSettings.IsDisplayTicketNo
  const paxName = new Map(passengers.map((p) => [p.id, rowName(p)]))
  const pendingChange = changes.find((c) => c.status === 'Placed')
  const cur = await textCurrencyOf(ctx)
  const [refundApprovals, changeApprovals] = await Promise.all([
    afterSaleApprovalNos(
      db,
      order.company_id,
      FLIGHT_REFUND,
      refunds.map((r) => r.id),
    ),
    afterSaleApprovalNos(
      db,
      order.company_id,
      FLIGHT_CHANGE,
      changes.map((c) => c.id),
    ),
  ])

  const segs: OrderSegment[] = segments.map((s) => {
    const policy = localizeVerdict(JSON.parse(s.policy_json) as PolicyVerdict, lang, cur)
    const rules = feeRules(familyOf(s.cabin_code), lang)
    // The flight the travellers are on now (a change moved them all), with the booked one beside it.
    const now = currentFlight(s, tickets)
    return {
      SegmentIndex: s.segment_index,
      Flight: bookedRow(now.flight_no, now.route_key, now.dep_date, policy, lang),
      ...(now.changed ? { ChangedFrom: { FlightNo: s.flight_no, DepartDate: s.dep_date } } : {}),
      CabinCode: s.cabin_code,
      CabinClass: s.cabin_class,
      CabinClassName: cabinClassName(s.cabin_class as never, lang),
      Discount: s.discount,
      Price: s.price,
      RefundRule: rules.refund,
      ChangeRule: rules.change,
      Policy: policy,
      PolicyReason: reasonsDisplay(s.policy_reason, lang),
    }
  })
  const ticketRows: OrderTicket[] = tickets.map((t) => {
    const flight = inventory().flight(t.flight_no, t.route_key)
    return {
      TicketId: t.id,
      PassengerId: t.passenger_id,
      SegmentIndex: t.segment_index,
      TicketNo: showTicketNo ? t.ticket_no : '',
      Status: t.status as TicketStatus,
      StatusName: ticketStatusName(t.status as TicketStatus, lang),
      FlightNo: t.flight_no,
      DepartDate: t.dep_date,
      DepartTime: flight ? hhmm(flight.depMin) : '',
      CabinCode: t.cabin_code,
      Fare: t.fare,
    }
  })
  const ticketPax = new Map(tickets.map((t) => [t.id, t.passenger_id]))
  const paxOf = (json: string) => [...new Set((JSON.parse(json) as number[]).map((id) => ticketPax.get(id)!).filter(Boolean))]
  /** What a refund and a change record both say first: state, passengers and reason. */
  const recordHead = (x: { status: string; ticket_ids_json: string; reason: string }) => ({
    Status: x.status as OrderStatus,
    StatusName: orderStatusName(x.status as OrderStatus, lang),
    PassengerIds: paxOf(x.ticket_ids_json),
    Reason: x.reason,
  })
  const refundRows: RefundRecord[] = refunds.map((r) => ({
    RefundNo: r.refund_no,
    ...recordHead(r),
    RefundFee: r.refund_fee,
    RefundAmount: r.refund_amount,
    CompanyRefund: r.company_refund,
    PersonalRefund: r.personal_refund,
    ApprovalNo: refundApprovals.get(r.id) ?? '',
    CreatedAt: chinaDateTime(r.created_at),
  }))
  const changeRows: ChangeRecord[] = changes.map((c) => ({
    ChangeNo: c.change_no,
    ...recordHead(c),
    OldFlightNo: c.old_service_no,
    NewFlightNo: c.new_service_no,
    NewDepartDate: c.new_dep_date,
    NewCabinCode: c.new_cabin_code,
    ChangeFee: c.change_fee,
    PriceDifference: c.price_difference,
    CompanyAmount: c.company_amount,
    PersonalAmount: c.personal_amount,
    ApprovalNo: changeApprovals.get(c.id) ?? '',
    CreatedAt: chinaDateTime(c.created_at),
  }))
  const actions = actionsFor({ status, ticketStatuses: tickets.map((t) => t.status as TicketStatus), changeAwaitingPayment: !!pendingChange }, power)
  if (!loaded.canManage) Object.assign(actions, { CanPay: false, CanCancel: false, CanRefund: false, CanChange: false })
  return {
    ...(await orderDetailCommon(ctx, order, pendingChange)),
    Product: 'Flight',
    TripType: order.trip_type as 'OneWay' | 'RoundTrip',
    Segments: segs,
    Passengers: passengers.map((p) => {
      const mine = p.person_id === ctx.caller.personId
      return {
        PassengerId: p.id,
        PersonId: p.person_id,
        Name: paxName.get(p.id)!,
        PassengerType: p.pax_type as 'Adult' | 'Child' | 'Infant',
        IdType: p.id_type,
        IdNo: mine ? p.id_no : maskId(p.id_no),
        Mobile: mine ? p.mobile : maskMobile(p.mobile),
      }
    }),
    Tickets: ticketRows,
    PriceDetail: withChanges(doc.PriceDetail, changes, lang),
    Actions: actions,
    Refunds: refundRows,
    Changes: changeRows,
    Insurance: tickets.some((t) => t.insurance > 0),
  }
}
