/**
 * A flight order as the approval sees it, read from the order domain's tables: the summary kept
 * with the approval (route, flights, dates, travellers, amount, policy verdict and reasons) and
 * the detail an approver reads before deciding.
 */
import type { ApprovalFlightOrder, ApprovalFlightSegment } from '../../../../types/api/approval'
import type { PaymentType, PolicyVerdict } from '../../../../types/api/flight'
import type { OrderStatus } from '../../../../types/api/order'
import type { Lang } from '../../i18n'
import { chinaDay, hhmm } from '../../lib/time'
import { inventory } from '../flight/inventory'
import { cabinClassName, localizeVerdict, orderStatusName, paymentTypeName } from '../flight/labels'
import { localName } from '../flight/places'
import { reasonDisplay } from '../flight/reason-text'
import type { OrderDetailDoc } from '../orders/create'
import { displayName } from '../orders/passengers'
import { routeOfLegs, type SubjectSummaryDoc } from './summary'
import type { Db } from './tables'

export interface OrderFacts {
  orderId: number
  orderNo: string
  status: string
  approvalStatus: string
  createdAt: string
  bookerUserId: number
  bookerPersonId: number
  /** Employees travelling (with a rank); others count as the booker, as the order domain decides. */
  responsible: number[]
  customItemId: number | null
  summary: SubjectSummaryDoc
  allInPolicy: boolean
}

export async function orderFacts(db: Db, companyId: number, orderId: number): Promise<OrderFacts | null> {
  const order = await db.selectFrom('orders').selectAll().where('company_id', '=', companyId).where('id', '=', orderId).executeTakeFirst()
  if (!order) return null
  const [segments, pax] = await Promise.all([
    db.selectFrom('order_segments').selectAll().where('order_id', '=', order.id).orderBy('segment_index').execute(),
    db.selectFrom('order_passengers').selectAll().where('order_id', '=', order.id).orderBy('id').execute(),
  ])
  const doc = JSON.parse(order.detail_json) as OrderDetailDoc
  const legs = segments.map((s) => {
    const f = inventory().flight(s.flight_no, s.route_key)
    const [from, to] = s.route_key.split('-')
    return { from: f?.depCity.code ?? from, to: f?.arrCity.code ?? to, label: `${s.flight_no} · ${s.dep_date} ${f ? hhmm(f.depMin) : ''}`.trim() }
  })
  const verdicts = segments.map((s) => JSON.parse(s.policy_json) as PolicyVerdict)
  const allInPolicy = segments.every((s) => s.in_policy === 1)
  return {
    orderId: order.id,
    orderNo: order.order_no,
    status: order.status,
    approvalStatus: order.approval_status,
    createdAt: order.created_at,
    bookerUserId: order.booker_user_id,
    bookerPersonId: order.booker_person_id,
    responsible: [...new Set(pax.map((p) => (p.person_id !== null && p.rank_id !== null ? p.person_id : order.booker_person_id)))],
    customItemId: doc.Fields?.CustomItem?.Id ?? null,
    allInPolicy,
    summary: {
      route: routeOfLegs(legs),
      flights: legs.map((l) => l.label),
      startDate: segments[0]?.dep_date ?? chinaDay(new Date(order.created_at)),
      endDate: segments[segments.length - 1]?.dep_date ?? chinaDay(new Date(order.created_at)),
      travellers: pax.map((p) => displayName({ chName: p.ch_name, lastName: p.last_name, firstName: p.first_name })),
      amount: order.total,
      inPolicy: allInPolicy,
      violations: verdicts.flatMap((v) => v.Violations.map((x) => x.Message)),
      violationItems: verdicts.flatMap((v) => v.Violations),
      reasons: segments.map((s) => s.policy_reason).filter(Boolean),
      purpose: doc.Fields?.Purpose ?? '',
    },
  }
}

export async function approvalFlightOrder(db: Db, companyId: number, orderId: number, lang: Lang): Promise<ApprovalFlightOrder | null> {
  const order = await db.selectFrom('orders').selectAll().where('company_id', '=', companyId).where('id', '=', orderId).executeTakeFirst()
  if (!order) return null
  const [segments, pax, booker] = await Promise.all([
    db.selectFrom('order_segments').selectAll().where('order_id', '=', order.id).orderBy('segment_index').execute(),
    db.selectFrom('order_passengers').selectAll().where('order_id', '=', order.id).orderBy('id').execute(),
    db.selectFrom('persons').select(['ch_name', 'last_name', 'first_name']).where('id', '=', order.booker_person_id).executeTakeFirst(),
  ])
  const doc = JSON.parse(order.detail_json) as OrderDetailDoc
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
      PolicyReason: reasonDisplay(s.policy_reason, lang),
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
    BookerName: booker ? displayName({ chName: booker.ch_name, lastName: booker.last_name, firstName: booker.first_name }) : '',
    Segments: rows,
    PassengerNames: pax.map((p) => displayName({ chName: p.ch_name, lastName: p.last_name, firstName: p.first_name })),
    Total: order.total,
    CompanyAmount: order.company_amount,
    PersonalAmount: order.personal_amount,
    CostCenterName: f?.CostCenter?.Name ?? '',
    CustomItemName: f?.CustomItem?.Name ?? '',
    Purpose: f?.Purpose ?? '',
    AuthorizationCode: f?.AuthorizationCode ?? '',
  }
}
