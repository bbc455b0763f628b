/**
 * A train order as the approval sees it: the facts of its summary (the stations, the date, the
 * verdict and the reason; the kernel adds passengers, amount and purpose) and what an approver
 * reads before deciding (ApprovalTrainOrder).
 */
import type { ApprovalTrainOrder } from '../../../../types/api/approval'
import type { OrderStatus } from '../../../../types/api/order'
import type { SeatClass, TrainPolicyVerdict } from '../../../../types/api/train'
import type { Db } from '../../db/schema'
import type { Lang } from '../../i18n'
import { orderStatusName, paymentTypeName } from '../../kernel/orders/labels'
import type { ApprovalFacts } from '../../kernel/orders/products'
import { reasonDisplay } from '../../kernel/orders/reason-text'
import type { OrderRow } from '../../kernel/orders/tables'
import { rowName } from '../../lib/names'
import { journeyOf, timesOf, trainByNo } from './catalog'
import { seatClassName, stationName, violationMessage } from './labels'
import { stationByCode } from './stations'
import type { TrainOrderDoc } from './tables'
import { orderMoneyAndFields, travellerNames } from '../../kernel/orders/approval-facts'

interface Leg {
  trainNo: string
  date: string
  from: string
  to: string
  cls: SeatClass
  verdict: TrainPolicyVerdict
  reason: string
}

async function legsOf(db: Db, order: OrderRow): Promise<Leg[]> {
  const tickets = await db
    .selectFrom('train_tickets')
    .select(['train_no', 'dep_date', 'from_station', 'to_station', 'seat_class', 'policy_json', 'policy_reason', 'status'])
    .where('order_id', '=', order.id)
    .orderBy('id')
    .execute()
  if (tickets.length) {
    const t = tickets[0]
    return [
      {
        trainNo: t.train_no,
        date: t.dep_date,
        from: t.from_station,
        to: t.to_station,
        cls: t.seat_class as SeatClass,
        verdict: JSON.parse(t.policy_json) as TrainPolicyVerdict,
        reason: t.policy_reason,
      },
    ]
  }
  const g = await db.selectFrom('train_grabs').select(['from_station', 'to_station', 'options_json']).where('order_id', '=', order.id).executeTakeFirst()
  if (!g) return []
  const doc = JSON.parse(order.detail_json) as TrainOrderDoc & { Policy?: TrainPolicyVerdict; PolicyReason?: string }
  return (JSON.parse(g.options_json) as { TrainNo: string; Date: string; SeatClass: SeatClass; Policy: TrainPolicyVerdict }[]).map((o) => ({
    trainNo: o.TrainNo,
    date: o.Date,
    from: g.from_station,
    to: g.to_station,
    cls: o.SeatClass,
    verdict: o.Policy,
    reason: doc.PolicyReason ?? '',
  }))
}

export async function trainApprovalFacts(db: Db, order: OrderRow): Promise<ApprovalFacts> {
  const legs = await legsOf(db, order)
  const city = (code: string) => stationByCode(code)?.cityCode ?? code
  const dates = legs.map((l) => l.date).sort()
  return {
    legs: legs.slice(0, 1).map((l) => ({ from: city(l.from), to: city(l.to), label: `${l.trainNo} · ${l.date}` })),
    startDate: dates[0] ?? '',
    endDate: dates[dates.length - 1] ?? '',
    allInPolicy: legs.every((l) => l.verdict.InPolicy),
    violations: legs.flatMap((l) => l.verdict.Violations).filter((v, i, all) => all.findIndex((x) => x.Message === v.Message) === i),
    reasons: [...new Set(legs.map((l) => l.reason).filter(Boolean))],
  }
}

export async function approvalTrainOrder(db: Db, order: OrderRow, lang: Lang): Promise<ApprovalTrainOrder> {
  const [legs, pax, booker] = await Promise.all([
    legsOf(db, order),
    db.selectFrom('order_passengers').select(['ch_name', 'last_name', 'first_name']).where('order_id', '=', order.id).orderBy('id').execute(),
    db.selectFrom('persons').select(['ch_name', 'last_name', 'first_name']).where('id', '=', order.booker_person_id).executeTakeFirst(),
  ])
  const doc = JSON.parse(order.detail_json) as TrainOrderDoc
  const label = (l: Leg) => {
    const t = trainByNo(l.trainNo)
    const j = t && journeyOf(t, l.from, l.to, l.date)
    const from = stationByCode(l.from)
    const to = stationByCode(l.to)
    const times = j ? timesOf(j) : null
    return `${l.trainNo} ${from ? stationName(from, lang) : l.from} ${times?.departTime ?? ''} → ${to ? stationName(to, lang) : l.to} ${times?.arriveTime ?? ''} · ${l.date} · ${seatClassName(l.cls, lang)}`
  }
  return {
    OrderNo: order.order_no,
    Status: order.status,
    StatusName: orderStatusName(order.status as OrderStatus, lang),
    Kind: doc.Kind,
    PaymentType: order.payment_type,
    PaymentTypeName: paymentTypeName(order.payment_type as never, lang),
    BookerName: booker ? rowName(booker) : '',
    Journeys: legs.map(label),
    InPolicy: legs.every((l) => l.verdict.InPolicy),
    Violations: [...new Set(legs.flatMap((l) => l.verdict.Violations.map((v) => violationMessage(v, lang))))],
    PolicyReason: reasonDisplay(legs.find((l) => l.reason)?.reason ?? '', lang),
    PassengerNames: travellerNames(pax),
    ...orderMoneyAndFields(order),
  }
}
