/**
 * The hotel order as the detail page shows it (newhotel/order/getOrderDetail), in the reader's
 * language: what every order shows (kernel/orders/detail.ts) and the stay's own — the hotel,
 * room and plan, dates, guests by room, cards (the guarantee card masked), the cancellation rule
 * and, once cancelled, what was kept and given back.
 */
import type { HotelOrderDetail, HotelOrderNoReq, PayKind } from '../../../../types/api/hotel'
import type { OrderStatus } from '../../../../types/api/order'
import type { AuthedContext } from '../../http/context'
import { detailHeading, orderDetailCommon } from '../../kernel/orders/detail'
import { reasonDisplay } from '../../kernel/orders/reason-text'
import { rowName } from '../../lib/names'
import { chinaDateTime } from '../../lib/time'
import { loadHotelOrder, quoteCancel } from './cancel'
import { bedName, breakfastText, nameIn, planName, violationMessage } from './labels'
import { memberCardView } from './membership'
import { cancelView, priceLines } from './offers'
import { hotelPhoto } from './photos'
import { statusActions } from './product'
import { CHECK_IN_FROM, CHECK_OUT_BY } from './stay'
import type { HotelOrderDoc } from './tables'
import { textCurrencyOf } from '../../services/money/rates'

export async function hotelOrderDetail(ctx: AuthedContext, req: HotelOrderNoReq): Promise<HotelOrderDetail> {
  const { order, stay, canManage } = await loadHotelOrder(ctx, req.OrderNo, 'view')
  const lang = ctx.lang
  const r = stay.row
  const h = stay.hotel
  const [common, passengers, cur] = await Promise.all([
    orderDetailCommon(ctx, order, undefined),
    ctx.db
      .selectFrom('order_passengers')
      .select(['id', 'person_id', 'ch_name', 'last_name', 'first_name'])
      .where('order_id', '=', order.id)
      .orderBy('id')
      .execute(),
    textCurrencyOf(ctx),
  ])
  const doc = JSON.parse(order.detail_json) as HotelOrderDoc
  const status = order.status as OrderStatus
  const roomName = stay.room ? nameIn(stay.room.names, lang) : r.room_code
  const roomOfPassenger = (id: number) => stay.rooms.findIndex((x) => x.PassengerIds.includes(id)) + 1
  const actions = statusActions(status)
  actions.CanCancel &&= canManage && quoteCancel(order, stay, ctx.now()).cancellable
  actions.CanPay &&= canManage
  return {
    ...detailHeading(common),
    Product: order.product as HotelOrderDetail['Product'],
    PayKind: r.pay_kind as PayKind,
    Hotel: {
      HotelId: r.hotel_id,
      Name: h ? nameIn(h.names, lang) : String(r.hotel_id),
      Star: h?.star ?? 0,
      Address: h ? nameIn(h.address, lang) : '',
      Phone: h?.phone ?? '',
      Latitude: h?.lat ?? 0,
      Longitude: h?.lon ?? 0,
      CheckInFrom: CHECK_IN_FROM,
      CheckOutBy: CHECK_OUT_BY,
      CityName: h ? nameIn(h.city.names, lang) : r.city_code,
      Photo: hotelPhoto(r.hotel_id, 1, true),
    },
    RoomName: roomName,
    BedType: stay.room ? bedName(stay.room.bed, lang) : '',
    PlanName: stay.plan ? planName(stay.plan, lang) : r.plan_code,
    BreakfastText: breakfastText(stay.plan?.breakfast ?? 0, lang),
    CheckIn: r.check_in,
    CheckOut: r.check_out,
    Nights: r.nights,
    RoomCount: r.room_count,
    EarlyMorning: r.early_morning === 1,
    ArrivalTime: r.arrival_time,
    Guests: passengers.map((p) => ({
      PassengerId: p.id,
      PersonId: p.person_id,
      Name: rowName(p),
      Room: roomOfPassenger(p.id),
    })),
    ChildAges: stay.rooms.map((x) => x.ChildAges),
    SpecialRequests: stay.specialRequests,
    Remark: r.remark,
    MemberCard: stay.memberCard ? memberCardView(stay.memberCard, lang) : null,
    GuaranteeCard: stay.guarantee,
    Contacts: common.Contacts,
    Cancel: cancelView(stay.cancel, r.international === 1, lang, cur),
    Policy: { ...stay.verdict, Violations: stay.verdict.Violations.map((v) => ({ ...v, Message: violationMessage(v, lang, cur) })) },
    PolicyReason: reasonDisplay(r.policy_reason, lang),
    // The amounts as booked; the lines in the reader's language.
    PriceDetail: { ...doc.PriceDetail, Lines: priceLines(stay.nights, roomName, r.room_count, lang) },
    ConfirmationNo: r.confirmation_no,
    PayInfo: common.PayInfo,
    Actions: actions,
    Cancellation: stay.cancellation ? { ...stay.cancellation, At: chinaDateTime(stay.cancellation.At) } : null,
    Timeline: common.Timeline,
    CostCenterName: common.CostCenterName,
    DepartmentName: common.DepartmentName,
    Purpose: common.Purpose,
    AuthorizationCode: common.AuthorizationCode,
  }
}
