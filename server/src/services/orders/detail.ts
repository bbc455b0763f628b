/**
 * The flight order as the detail page and the list show it, in the reader's language: itinerary
 * rebuilt from the timetable, passengers (documents masked except the reader's own), tickets,
 * price, what is payable now, allowed actions, timeline, refunds and changes.
 */
import type { PolicyVerdict } from '../../../../types/api/flight'
import type { ChangeRecord, FlightOrderDetail, OrderSegment, OrderStatus, OrderTicket, RefundRecord, TicketStatus, TimelineEntry } from '../../../../types/api/order'
import { PAY_CHANNELS } from '../../../../types/api/order'
import type { AuthedContext } from '../../http/context'
import type { Lang } from '../../i18n'
import { loadSetting } from '../company'
import { chinaDateTime, chinaTimestamp, hhmm } from '../../lib/time'
import { inventory } from '../flight/inventory'
import { cabinClassName, localizeVerdict, orderStatusName, ticketStatusName } from '../flight/labels'
import { ft, type FlightMessageKey } from '../flight/messages'
import { familyOf } from '../flight/fares'
import { feeRules, flightRow } from '../flight/rows'
import { reasonDisplay } from '../flight/reason-text'
import { displayName } from './passengers'
import type { OrderDetailDoc } from './create'
import type { LoadedOrder } from './access'
import { actionsFor } from './state'
import { flightDb } from './tables'

export function maskId(id: string): string {
  return id.length > 8 ? `${id.slice(0, 4)}${'*'.repeat(id.length - 8)}${id.slice(-4)}` : id.replace(/.(?=.{2})/g, '*')
}
export const maskMobile = (m: string): string => (m.length >= 7 ? `${m.slice(0, 3)}****${m.slice(-4)}` : m)

export const timelineText = (lang: Lang, key: string, params: string): string => ft(lang, key as FlightMessageKey, JSON.parse(params) as Record<string, string>)

/** The itinerary row of a booked flight, from the timetable (which never changes). */
export function bookedRow(flightNo: string, route: string, date: string, policy: PolicyVerdict, lang: Lang) {
  const flight = inventory().flight(flightNo, route)
  if (!flight) throw new Error(`flight ${flightNo} on ${route} is not in the timetable`)
  return flightRow({ flight, date, cabins: [] }, [], policy, lang)
}

export async function flightOrderDetail(ctx: AuthedContext, loaded: LoadedOrder): Promise<FlightOrderDetail> {
  const { order } = loaded
  const db = flightDb(ctx.db)
  const lang = ctx.lang
  const [segments, passengers, tickets, events, refunds, changes, setting, power, booker] = await Promise.all([
    db.selectFrom('order_segments').selectAll().where('order_id', '=', order.id).orderBy('segment_index').execute(),
    db.selectFrom('order_passengers').selectAll().where('order_id', '=', order.id).orderBy('id').execute(),
    db.selectFrom('tickets').selectAll().where('order_id', '=', order.id).orderBy('segment_index').orderBy('passenger_id').execute(),
    db.selectFrom('order_events').selectAll().where('order_id', '=', order.id).orderBy('id').execute(),
    db.selectFrom('refunds').selectAll().where('order_id', '=', order.id).orderBy('id').execute(),
    db.selectFrom('changes').selectAll().where('order_id', '=', order.id).orderBy('id').execute(),
    loadSetting(ctx.db, ctx.caller.companyId),
    ctx.power(),
    ctx.db.selectFrom('persons').select(['ch_name', 'last_name', 'first_name']).where('id', '=', order.booker_person_id).executeTakeFirst(),
  ])
  const doc = JSON.parse(order.detail_json) as OrderDetailDoc
  const status = order.status as OrderStatus
  const showTicketNo = setting.FlightSettings.NormalSettings.IsDisplayTicketNo
  const paxName = new Map(passengers.map((p) => [p.id, displayName({ chName: p.ch_name, lastName: p.last_name, firstName: p.first_name })]))
  const pendingChange = changes.find((c) => c.status === 'Placed')

  const segs: OrderSegment[] = segments.map((s) => {
    const policy = localizeVerdict(JSON.parse(s.policy_json) as PolicyVerdict, lang)
    const rules = feeRules(familyOf(s.cabin_code), lang)
    return {
      SegmentIndex: s.segment_index,
      Flight: bookedRow(s.flight_no, s.route_key, s.dep_date, policy, lang),
      CabinCode: s.cabin_code,
      CabinClass: s.cabin_class,
      CabinClassName: cabinClassName(s.cabin_class as never, lang),
      Discount: s.discount,
      Price: s.price,
      RefundRule: rules.refund,
      ChangeRule: rules.change,
      Policy: policy,
      PolicyReason: reasonDisplay(s.policy_reason, lang),
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
  const timeline: TimelineEntry[] = events.map((e) => ({ Time: chinaTimestamp(e.created_at), Status: orderStatusName(e.status as OrderStatus, lang), Text: timelineText(lang, e.text_key, e.params_json) }))
  const ticketPax = new Map(tickets.map((t) => [t.id, t.passenger_id]))
  const paxOf = (json: string) => [...new Set((JSON.parse(json) as number[]).map((id) => ticketPax.get(id)!).filter(Boolean))]
  const refundRows: RefundRecord[] = refunds.map((r) => ({
    RefundNo: r.refund_no,
    Status: r.status as OrderStatus,
    StatusName: orderStatusName(r.status as OrderStatus, lang),
    PassengerIds: paxOf(r.ticket_ids_json),
    Reason: r.reason,
    RefundFee: r.refund_fee,
    RefundAmount: r.refund_amount,
    CompanyRefund: r.company_refund,
    PersonalRefund: r.personal_refund,
    CreatedAt: chinaDateTime(r.created_at),
  }))
  const changeRows: ChangeRecord[] = changes.map((c) => ({
    ChangeNo: c.change_no,
    Status: c.status as OrderStatus,
    StatusName: orderStatusName(c.status as OrderStatus, lang),
    PassengerIds: paxOf(c.ticket_ids_json),
    Reason: c.reason,
    OldFlightNo: c.old_flight_no,
    NewFlightNo: c.new_flight_no,
    NewDepartDate: c.new_dep_date,
    NewCabinCode: c.new_cabin_code,
    ChangeFee: c.change_fee,
    PriceDifference: c.price_difference,
    CompanyAmount: c.company_amount,
    PersonalAmount: c.personal_amount,
    CreatedAt: chinaDateTime(c.created_at),
  }))
  const payInfo =
    status === 'Placed'
      ? { PayFor: order.order_no, CompanyAmount: order.company_amount, PersonalAmount: order.personal_amount, Channels: [...PAY_CHANNELS] }
      : pendingChange
        ? { PayFor: pendingChange.change_no, CompanyAmount: pendingChange.company_amount, PersonalAmount: pendingChange.personal_amount, Channels: [...PAY_CHANNELS] }
        : null
  const actions = actionsFor({ status, ticketStatuses: tickets.map((t) => t.status as TicketStatus), changeAwaitingPayment: !!pendingChange }, power)
  if (!loaded.canManage) Object.assign(actions, { CanPay: false, CanCancel: false, CanRefund: false, CanChange: false })
  const f = doc.Fields
  return {
    OrderNo: order.order_no,
    Product: 'Flight',
    TripType: order.trip_type as 'OneWay' | 'RoundTrip',
    Status: status,
    StatusName: orderStatusName(status, lang),
    ApprovalStatus: order.approval_status as FlightOrderDetail['ApprovalStatus'],
    PaymentType: order.payment_type as FlightOrderDetail['PaymentType'],
    CreatedAt: chinaDateTime(order.created_at),
    BookerName: booker ? displayName({ chName: booker.ch_name, lastName: booker.last_name, firstName: booker.first_name }) : '',
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
    Contacts: doc.Contacts.map((c) => ({ Name: c.Name, Mobile: maskMobile(c.Mobile), Email: c.Email })),
    PriceDetail: doc.PriceDetail!,
    PayInfo: payInfo,
    Actions: actions,
    Timeline: timeline,
    Refunds: refundRows,
    Changes: changeRows,
    CostCenterName: f.CostCenter?.Name ?? '',
    DepartmentName: f.Department?.Name ?? '',
    BusinessUnitName: f.BusinessUnit?.Name ?? '',
    CustomItemName: f.CustomItem?.Name ?? '',
    Purpose: f.Purpose,
    AuthorizationCode: f.AuthorizationCode,
    ExtendFields: f.ExtendFields.map((e) => ({ Name: e.Name, Value: e.Value })),
    Attachments: f.Attachments.map((a) => ({ ...a, Url: ctx.mediaUrl(`/api/systemInfo/files/${a.FileId}`) })),
    BookMessage: doc.BookMessage,
    Insurance: tickets.some((t) => t.insurance > 0),
  }
}
