/**
 * Cars as a product of the order kernel ('Car', orders Y…, approval subject CarOrder,
 * CarSettings, under the 'Train' booking and view scope: ground travel until the contract gives
 * cars a scope of their own). What an order's row says (the trips tab reads the pick-up time from
 * it), what its approver reads, what cancelling before payment gives back (the ride), and what
 * paying fulfils: the ride goes to the dispatch (dispatch.ts), the order Processing.
 */
import type { ApprovalTrainOrder } from '../../../../types/api/approval'
import type { CarClass, CarService } from '../../../../types/api/car'
import type { MessageLink } from '../../../../types/api/message'
import type { OrderActions, OrderStatus } from '../../../../types/api/order'
import type { Db } from '../../db/schema'
import type { Lang } from '../../i18n'
import { orderMoneyAndFields, travellerNames } from '../../kernel/orders/approval-facts'
import { orderStatusName, paymentTypeName } from '../../kernel/orders/labels'
import { type ApprovalFacts, listItemsBy, type ProductDef } from '../../kernel/orders/products'
import { reasonDisplay } from '../../kernel/orders/reason-text'
import { moveOrder } from '../../kernel/orders/state'
import type { OrderRow } from '../../kernel/orders/tables'
import { rowName } from '../../lib/names'
import { chinaDateTime, chinaDay } from '../../lib/time'
import { localName } from '../../services/places/places'
import { dispatchStart } from './dispatch'
import type { Place } from './places'
import { clsName } from './rules'
import type { RideRow } from './tables'
import { ct, type CarTextKey } from './texts'
import { carReport } from './report'

export const orderLink = (orderNo: string): MessageLink => ({ Path: '/car/orderDetails', Params: { orderNo } })

/** Statuses a car order can be cancelled from (a running ride until it starts: cancel.ts). */
export const CANCELLABLE: readonly OrderStatus[] = ['PendingApproval', 'Placed', 'Processing']

export const statusActions = (status: OrderStatus): OrderActions => ({
  CanPay: status === 'Placed',
  CanCancel: CANCELLABLE.includes(status),
  CanRefund: false,
  CanChange: false,
})

export const serviceName = (s: string, lang: Lang) => ct(lang, `carSvc${s}` as CarTextKey)

/** 'Ride now · Economy', and '国贸中心 → 首都机场 · 2026-11-19 14:00'. */
export function rideLines(r: Pick<RideRow, 'service' | 'car_class' | 'from_json' | 'to_json' | 'pickup_at'>, lang: Lang): { title: string; subtitle: string } {
  const from = JSON.parse(r.from_json) as Place
  const to = JSON.parse(r.to_json) as Place
  return {
    title: `${serviceName(r.service, lang)} · ${clsName(r.car_class as CarClass, lang)}`,
    subtitle: `${localName(from.names, lang)} → ${localName(to.names, lang)} · ${chinaDateTime(r.pickup_at)}`,
  }
}

const rideOf = (db: Db, orderId: number) => db.selectFrom('car_rides').selectAll().where('order_id', '=', orderId).executeTakeFirst()

async function approvalFacts(db: Db, order: OrderRow): Promise<ApprovalFacts> {
  const r = await rideOf(db, order.id)
  if (!r) return { legs: [], startDate: '', endDate: '', allInPolicy: true, violations: [], reasons: [] }
  const from = JSON.parse(r.from_json) as Place
  const to = JSON.parse(r.to_json) as Place
  const day = chinaDay(new Date(r.pickup_at))
  const violations = JSON.parse(r.violations_json) as ApprovalFacts['violations']
  return {
    legs: [{ from: from.cityCode, to: to.cityCode, label: `${serviceName(r.service, 'zh-CN')} · ${chinaDateTime(r.pickup_at)}` }],
    startDate: day,
    endDate: day,
    allInPolicy: violations.length === 0,
    violations,
    reasons: r.policy_reason ? [r.policy_reason] : [],
  }
}

async function approvalOrder(db: Db, order: OrderRow, lang: Lang): Promise<ApprovalTrainOrder> {
  const [r, pax, booker] = await Promise.all([
    rideOf(db, order.id),
    db.selectFrom('order_passengers').select(['ch_name', 'last_name', 'first_name']).where('order_id', '=', order.id).orderBy('id').execute(),
    db.selectFrom('persons').select(['ch_name', 'last_name', 'first_name']).where('id', '=', order.booker_person_id).executeTakeFirst(),
  ])
  const lines = r ? rideLines(r, lang) : null
  const violations = r ? (JSON.parse(r.violations_json) as { Message: string }[]) : []
  return {
    OrderNo: order.order_no,
    Status: order.status,
    StatusName: orderStatusName(order.status as OrderStatus, lang),
    Kind: r?.service ?? '',
    PaymentType: order.payment_type,
    PaymentTypeName: paymentTypeName(order.payment_type as never, lang),
    BookerName: booker ? rowName(booker) : '',
    Journeys: lines ? [`${lines.title} · ${lines.subtitle}`] : [],
    InPolicy: violations.length === 0,
    Violations: violations.map((v) => v.Message),
    PolicyReason: reasonDisplay(r?.policy_reason ?? '', lang),
    PassengerNames: travellerNames(pax),
    ...orderMoneyAndFields(order),
  }
}

export const CAR: ProductDef = {
  kind: 'Car',
  orderPrefix: 'Y',
  scope: 'Train',
  orderLink,
  report: carReport,
  listItems: listItemsBy(
    (db, ids) =>
      db.selectFrom('car_rides').select(['order_id', 'service', 'car_class', 'from_json', 'to_json', 'pickup_at']).where('order_id', 'in', ids).execute(),
    (o, rides, lang) => {
      const r = rides.find((x) => x.order_id === o.id)
      const lines = r ? rideLines(r, lang) : { title: '', subtitle: '' }
      return { Title: lines.title, SubTitle: lines.subtitle, Actions: statusActions(o.status as OrderStatus) }
    },
  ),
  async release(trx, orderId, at) {
    await trx
      .updateTable('car_rides')
      .set({ state: 'Cancelled', next_step_at: null, updated_at: at })
      .where('order_id', '=', orderId)
      .where('state', '=', 'Waiting')
      .execute()
  },
  async fulfil(trx, order, now, log) {
    const at = now.toISOString()
    await moveOrder(trx, order.id, 'Paid', 'Processing', at)
    const r = await dispatchStart(trx, order.id, now)
    await log('Processing', 'evCarCalling', { cls: r.car_class })
    return 'Processing'
  },
  approval: {
    subject: 'CarOrder',
    kindName: (lang) => ct(lang, 'subjectCarOrder'),
    vetting: (s) => ({ Booking: s.CarSettings.VettingSettings }),
    facts: approvalFacts,
    detail: async (db, order, lang) => ({ CarOrder: await approvalOrder(db, order, lang) }),
    violationText: (v) => v.Message,
  },
}

export type { CarService }
