/**
 * A flight order as the approval sees it: the facts of its summary (flights, dates, policy
 * verdicts and reasons; the kernel adds travellers, amount and purpose) and the detail an
 * approver reads before deciding.
 */
import type { ApprovalFlightOrder, ApprovalFlightSegment } from '../../../../types/api/approval'
import type { PaymentType, PolicyVerdict } from '../../../../types/api/flight'
import type { OrderStatus } from '../../../../types/api/order'
import type { Db } from '../../db/schema'
import type { Lang } from '../../i18n'
import { bookingDay } from '../../kernel/orders/approval-subject'
import { orderStatusName, paymentTypeName } from '../../kernel/orders/labels'
import type { ApprovalFacts } from '../../kernel/orders/products'
import { reasonsDisplay, splitReasons } from '../../kernel/orders/reason-list'
import type { OrderDoc, OrderRow } from '../../kernel/orders/tables'
import { rowName } from '../../lib/names'
import { hhmm } from '../../lib/time'
import { localName } from '../../services/places/places'
import { inventory } from './inventory'
import { cabinClassName, localizeVerdict } from './labels'
import { orderMoneyAndFields, travellerNames } from '../../kernel/orders/approval-facts'

/** What the approval summary of a flight order says: its flights, dates and policy verdicts. */
export async function flightApprovalFacts(db: Db, order: OrderRow): Promise<ApprovalFacts> {
  const segments = await db.selectFrom('order_segments').selectAll().where('order_id', '=', order.id).orderBy('segment_index').execute()
  const legs = segments.map((s) => {
    const f = inventory().flight(s.flight_no, s.route_key)
    const [from, to] = s.route_key.split('-')
    return { from: f?.depCity.code ?? from, to: f?.arrCity.code ?? to, label: `${s.flight_no} · ${s.dep_date} ${f ? hhmm(f.depMin) : ''}`.trim() }
  })
  return {
    legs,
    startDate: segments[0]?.dep_date ?? bookingDay(order),
    endDate: segments[segments.length - 1]?.dep_date ?? bookingDay(order),
    allInPolicy: segments.every((s) => s.in_policy === 1),
    violations: segments.flatMap((s) => (JSON.parse(s.policy_json) as PolicyVerdict).Violations),
    reasons: segments.flatMap((s) => splitReasons(s.policy_reason)),
  }
}

/** The flight order an approver reads before deciding. */
export async function approvalFlightOrder(db: Db, order: OrderRow, lang: Lang): Promise<ApprovalFlightOrder> {
  const [segments, pax, booker] = await Promise.all([
    db.selectFrom('order_segments').selectAll().where('order_id', '=', order.id).orderBy('segment_index').execute(),
    db.selectFrom('order_passengers').selectAll().where('order_id', '=', order.id).orderBy('id').execute(),
    db.selectFrom('persons').select(['ch_name', 'last_name', 'first_name']).where('id', '=', order.booker_person_id).executeTakeFirst(),
  ])
  const doc = JSON.parse(order.detail_json) as OrderDoc
  const rows: ApprovalFlightSegment[] = segments.map((s) => {
    const f = inventory().flight(s.flight_no, s.route_key)
    return {
      SegmentIndex: s.segment_index,
      FlightNo: s.flight_no,
      CarrierName: f ? localName({ CN: f.carrier.cn, EN: f.carrier.en, JP: f.carrier.jp }, lang) : '',
      DepartCityName: f ? localName(f.depCity.names, lang) : '',
      ArriveCityName: f ? localName(f.arrCity.names, lang) : '',
      DepartAirportName: f ? localName(f.depAirport.names, lang) : '',
      ArriveAirportName: f ? localName(f.arrAirport.names, lang) : '',
      DepartDate: s.dep_date,
      DepartTime: f ? hhmm(f.depMin) : '',
      ArriveTime: f ? hhmm(f.arrMin) : '',
      CabinClassName: cabinClassName(s.cabin_class as never, lang),
      CabinCode: s.cabin_code,
      Price: s.price,
      Policy: localizeVerdict(JSON.parse(s.policy_json) as PolicyVerdict, lang),
      PolicyReason: reasonsDisplay(s.policy_reason, lang),
    }
  })
  const f = doc.Fields
  return {
    OrderNo: order.order_no,
    Status: order.status,
    StatusName: orderStatusName(order.status as OrderStatus, lang),
    TripType: order.trip_type as 'OneWay' | 'RoundTrip',
    PaymentType: order.payment_type,
    PaymentTypeName: paymentTypeName(order.payment_type as PaymentType, lang),
    BookerName: booker ? rowName(booker) : '',
    Segments: rows,
    PassengerNames: travellerNames(pax),
    ...orderMoneyAndFields(order),
    CustomItemName: f?.CustomItem?.Name ?? '',
  }
}
