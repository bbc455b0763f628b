/**
 * A hotel order as the approval sees it: the facts of its summary (the city, the stay's dates,
 * the verdict and the reason; the kernel adds guests, amount and purpose) and what an approver
 * reads before deciding (ApprovalHotelOrder).
 */
import type { ApprovalHotelOrder } from '../../../../types/api/approval'
import type { OrderStatus } from '../../../../types/api/order'
import type { Db } from '../../db/schema'
import type { Lang } from '../../i18n'
import { orderStatusName, paymentTypeName } from '../../kernel/orders/labels'
import type { ApprovalFacts } from '../../kernel/orders/products'
import { reasonDisplay } from '../../kernel/orders/reason-text'
import type { OrderRow } from '../../kernel/orders/tables'
import { rowName } from '../../lib/names'
import { nameIn, planName, violationMessage } from './labels'
import { stayOf } from './stays'
import { orderMoneyAndFields, travellerNames } from '../../kernel/orders/approval-facts'

/** What the approval summary of a hotel order says: the city, the stay and the verdict. */
export async function hotelApprovalFacts(db: Db, order: OrderRow): Promise<ApprovalFacts> {
  const s = await stayOf(db, order.id)
  const r = s.row
  return {
    legs: [{ from: r.city_code, to: r.city_code, label: `${r.check_in} ~ ${r.check_out}` }],
    startDate: r.check_in,
    endDate: r.check_out,
    allInPolicy: s.verdict.InPolicy,
    violations: s.verdict.Violations,
    reasons: r.policy_reason ? [r.policy_reason] : [],
  }
}

export async function approvalHotelOrder(db: Db, order: OrderRow, lang: Lang): Promise<ApprovalHotelOrder> {
  const [s, pax, booker] = await Promise.all([
    stayOf(db, order.id),
    db.selectFrom('order_passengers').select(['ch_name', 'last_name', 'first_name']).where('order_id', '=', order.id).orderBy('id').execute(),
    db.selectFrom('persons').select(['ch_name', 'last_name', 'first_name']).where('id', '=', order.booker_person_id).executeTakeFirst(),
  ])
  const r = s.row
  return {
    OrderNo: order.order_no,
    Status: order.status,
    StatusName: orderStatusName(order.status as OrderStatus, lang, order.product),
    International: r.international === 1,
    PaymentType: order.payment_type,
    PaymentTypeName: paymentTypeName(order.payment_type as never, lang),
    BookerName: booker ? rowName(booker) : '',
    HotelName: s.hotel ? nameIn(s.hotel.names, lang) : String(r.hotel_id),
    Star: s.hotel?.star ?? 0,
    CityName: s.hotel ? nameIn(s.hotel.city.names, lang) : r.city_code,
    RoomName: s.room ? nameIn(s.room.names, lang) : r.room_code,
    PlanName: s.plan ? planName(s.plan, lang) : r.plan_code,
    CheckIn: r.check_in,
    CheckOut: r.check_out,
    Nights: r.nights,
    RoomCount: r.room_count,
    AvgPrice: r.avg_price,
    PriceToBeat: s.verdict.PriceToBeat,
    InPolicy: s.verdict.InPolicy,
    Violations: s.verdict.Violations.map((v) => violationMessage(v, lang)),
    PolicyReason: reasonDisplay(r.policy_reason, lang),
    GuestNames: travellerNames(pax),
    ...orderMoneyAndFields(order),
  }
}
