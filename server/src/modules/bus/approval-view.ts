/** A bus order as the approval sees it: the facts of its summary and what an approver reads (ApprovalDetail.BusOrder). */
import type { ApprovalTrainOrder } from '../../../../types/api/approval'
import type { BusPolicyVerdict } from '../../../../types/api/bus'
import type { OrderStatus } from '../../../../types/api/order'
import type { Db } from '../../db/schema'
import type { Lang } from '../../i18n'
import { orderMoneyAndFields, travellerNames } from '../../kernel/orders/approval-facts'
import { orderStatusName, paymentTypeName } from '../../kernel/orders/labels'
import type { ApprovalFacts } from '../../kernel/orders/products'
import { reasonDisplay } from '../../kernel/orders/reason-text'
import type { OrderRow } from '../../kernel/orders/tables'
import { rowName } from '../../lib/names'
import { scheduleByNo } from './catalog'
import { className, scheduleText } from './labels'
import { violationText } from './policy'
import { busStationByCode } from './stations'

async function firstTicket(db: Db, order: OrderRow) {
  return db
    .selectFrom('bus_tickets')
    .select(['schedule_no', 'dep_date', 'from_station', 'to_station', 'bus_class', 'policy_json', 'policy_reason'])
    .where('order_id', '=', order.id)
    .orderBy('id')
    .executeTakeFirst()
}

export async function busApprovalFacts(db: Db, order: OrderRow): Promise<ApprovalFacts> {
  const t = await firstTicket(db, order)
  if (!t) return { legs: [], startDate: '', endDate: '', allInPolicy: true, violations: [], reasons: [] }
  const v = JSON.parse(t.policy_json) as BusPolicyVerdict
  const city = (code: string) => busStationByCode(code)?.cityCode ?? code
  return {
    legs: [{ from: city(t.from_station), to: city(t.to_station), label: `${t.schedule_no} · ${t.dep_date}` }],
    startDate: t.dep_date,
    endDate: t.dep_date,
    allInPolicy: v.InPolicy,
    violations: v.Violations,
    reasons: t.policy_reason ? [t.policy_reason] : [],
  }
}

export async function approvalBusOrder(db: Db, order: OrderRow, lang: Lang): Promise<ApprovalTrainOrder> {
  const [t, pax, booker] = await Promise.all([
    firstTicket(db, order),
    db.selectFrom('order_passengers').select(['ch_name', 'last_name', 'first_name']).where('order_id', '=', order.id).orderBy('id').execute(),
    db.selectFrom('persons').select(['ch_name', 'last_name', 'first_name']).where('id', '=', order.booker_person_id).executeTakeFirst(),
  ])
  const s = t && scheduleByNo(t.schedule_no)
  const v = t ? (JSON.parse(t.policy_json) as BusPolicyVerdict) : null
  return {
    OrderNo: order.order_no,
    Status: order.status,
    StatusName: orderStatusName(order.status as OrderStatus, lang),
    Kind: 'Ticket',
    PaymentType: order.payment_type,
    PaymentTypeName: paymentTypeName(order.payment_type as never, lang),
    BookerName: booker ? rowName(booker) : '',
    Journeys: t && s ? [`${scheduleText(s, t.dep_date, lang)} · ${className(s.cls, lang)}`] : [],
    InPolicy: v?.InPolicy ?? true,
    Violations: (v?.Violations ?? []).map((x) => violationText(x, lang)),
    PolicyReason: reasonDisplay(t?.policy_reason ?? '', lang),
    PassengerNames: travellerNames(pax),
    ...orderMoneyAndFields(order),
  }
}
