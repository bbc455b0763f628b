/**
 * What an approver reads about an international order before deciding (ApprovalIntlFlightOrder):
 * each flight with its local times and fare family, the verdict and the reason, the travellers,
 * the money and the order's fields.
 */
import type { ApprovalIntlFlightOrder } from '../../../../types/api/approval'
import type { OrderStatus } from '../../../../types/api/order'
import type { FareFamily } from '../../../../types/api/intlflight-values'
import type { Db } from '../../db/schema'
import type { Lang } from '../../i18n'
import { orderStatusName, paymentTypeName } from '../../kernel/orders/labels'
import { reasonDisplay } from '../../kernel/orders/reason-text'
import type { OrderRow } from '../../kernel/orders/tables'
import { rowName } from '../../lib/names'
import { familyName } from './fares'
import { placeOf } from './places'
import { violationText } from './policy'
import { FLIGHT_BY_NO, instanceOf, localTime } from './schedule'
import type { IntlOrderDoc } from './tables'
import { orderMoneyAndFields, travellerNames } from '../../kernel/orders/approval-facts'

export async function approvalIntlOrder(db: Db, order: OrderRow, lang: Lang): Promise<ApprovalIntlFlightOrder> {
  const [segs, pax, booker] = await Promise.all([
    db.selectFrom('intlflight_segments').selectAll().where('order_id', '=', order.id).orderBy('leg_no').orderBy('seg_no').execute(),
    db.selectFrom('order_passengers').select(['ch_name', 'last_name', 'first_name']).where('order_id', '=', order.id).orderBy('id').execute(),
    db.selectFrom('persons').select(['ch_name', 'last_name', 'first_name']).where('id', '=', order.booker_person_id).executeTakeFirst(),
  ])
  const doc = JSON.parse(order.detail_json) as IntlOrderDoc
  const flights = segs.map((s) => {
    const def = FLIGHT_BY_NO.get(s.flight_no)
    if (!def) return `${s.flight_no} · ${s.dep_date}`
    const i = instanceOf(def, s.dep_date)
    return `${s.flight_no} ${placeOf(def.from, lang).CityName} ${localTime(i.depart, def.from).slice(11)} → ${placeOf(def.to, lang).CityName} ${localTime(i.arrive, def.to).slice(11)} · ${s.dep_date} · ${familyName(s.family as FareFamily, lang)}`
  })
  return {
    OrderNo: order.order_no,
    Status: order.status,
    StatusName: orderStatusName(order.status as OrderStatus, lang),
    TripType: doc.TripType,
    PaymentType: order.payment_type,
    PaymentTypeName: paymentTypeName(order.payment_type as never, lang),
    BookerName: booker ? rowName(booker) : '',
    Flights: flights,
    InPolicy: doc.Policy.InPolicy,
    Violations: doc.Policy.Violations.map((v) => violationText(v, lang)),
    PolicyReason: reasonDisplay(doc.PolicyReason, lang),
    PassengerNames: travellerNames(pax),
    InquirySheetNo: doc.InquirySheetNo,
    ...orderMoneyAndFields(order),
  }
}
