/**
 * A rate plan for a stay — an offer: its nights' prices, rooms left, cancellation rule and policy
 * verdict, and how the screens show it (RatePlan, RoomType, the price lines). Shared by the hotel
 * page, the price check and the booking, so all three quote alike.
 */
import type { PaymentType } from '../../../../types/api/flight'
import type { CancelKind, CancelRule, HotelPolicyVerdict, HotelPriceDetail, HotelPriceLine, RatePlan, RoomType } from '../../../../types/api/hotel'
import type { Lang } from '../../i18n'
import { yuan } from '../../lib/money'
import { addDays } from '../../lib/time'
import type { Allotments } from './allotments'
import type { Hotel, RatePlanDef, RoomTypeDef } from './catalog'
import { bedName, breakfastText, label, nameIn, planName } from './labels'
import { roomPhoto } from './photos'
import { hotelVerdict, splitStay, type HotelPolicy } from './policy'
import { stayAmounts, stayPrices, type NightPrice, type StayAmounts } from './pricing'
import type { StayDates } from './stay'

/** The cancellation rule as booked (CancelRule without its words). */
export interface CancelCore {
  Kind: CancelKind
  FreeUntil: string | null
  Penalty: number
}

export interface Offer {
  hotel: Hotel
  room: RoomTypeDef
  plan: RatePlanDef
  nights: NightPrice[]
  amounts: StayAmounts
  remaining: number
  verdict: HotelPolicyVerdict
  cancel: CancelCore
}

/** Free plans: free until 18:00 local on the check-in day (or the day before), then the first night. */
export function cancelCore(plan: RatePlanDef, checkIn: string, nights: readonly NightPrice[]): CancelCore {
  const first = nights[0]?.cny ?? 0
  if (plan.cancel === 'Free') return { Kind: 'Free', FreeUntil: `${plan.freeDayBefore ? addDays(checkIn, -1) : checkIn} 18:00`, Penalty: first }
  if (plan.cancel === 'Penalty') return { Kind: 'Penalty', FreeUntil: null, Penalty: first }
  return { Kind: 'NonRefundable', FreeUntil: null, Penalty: nights.reduce((s, n) => s + n.cny, 0) }
}

export function cancelView(c: CancelCore, international: boolean, lang: Lang): CancelRule {
  const penalty = yuan(c.Penalty)
  const Text =
    c.Kind === 'Free'
      ? label('cancelFree', lang, { until: c.FreeUntil ?? '', local: international ? label('localTime', lang) : '', penalty })
      : label(c.Kind === 'Penalty' ? 'cancelPenalty' : 'cancelNonRefundable', lang, { penalty })
  return { ...c, Text }
}

export function offerFor(h: Hotel, room: RoomTypeDef, plan: RatePlanDef, stay: StayDates, allot: Allotments, policies: readonly (HotelPolicy | null)[], lang: Lang): Offer {
  const nights = stayPrices(h, room, plan, stay.checkIn, stay.nights)
  const amounts = stayAmounts(nights)
  return {
    hotel: h,
    room,
    plan,
    nights,
    amounts,
    remaining: allot.remaining(h, room, stay.dates),
    verdict: hotelVerdict(policies, { code: h.city.code, tier: h.city.tier, international: h.city.international }, amounts.avg, h.star, lang),
    cancel: cancelCore(plan, stay.checkIn, nights),
  }
}

export function ratePlanView(o: Offer, lang: Lang): RatePlan {
  return {
    PlanCode: o.plan.code,
    Name: planName(o.plan, lang),
    Breakfast: o.plan.breakfast,
    BreakfastText: breakfastText(o.plan.breakfast, lang),
    Cancel: cancelView(o.cancel, o.hotel.city.international, lang),
    PayKind: o.plan.payKind,
    NeedsGuarantee: o.plan.payKind === 'PayAtHotel',
    AvgPrice: o.amounts.avg,
    TotalPrice: o.amounts.total,
    Nights: o.nights.map((n) => ({ Date: n.date, Price: n.cny, LocalPrice: n.local })),
    Currency: o.hotel.city.currency,
    AvgLocalPrice: o.amounts.localAvg,
    Remaining: o.remaining,
    Policy: o.verdict,
  }
}

export function roomView(h: Hotel, room: RoomTypeDef, offers: readonly Offer[], lang: Lang): RoomType {
  return {
    RoomCode: room.code,
    Name: nameIn(room.names, lang),
    Area: room.area,
    BedType: bedName(room.bed, lang),
    MaxOccupancy: room.maxOccupancy,
    Window: room.window,
    Smoking: room.smoking,
    Floor: label('floors', lang, { from: room.floors[0], to: room.floors[1] }),
    Photo: roomPhoto(h.id, room.code),
    Plans: offers.map((o) => ratePlanView(o, lang)),
  }
}

/** One line per night: the room's price times the rooms. */
export function priceLines(nights: readonly { Date: string; Price: number }[], roomName: string, rooms: number, lang: Lang): HotelPriceLine[] {
  return nights.map((n) => ({ Kind: 'Room', Label: roomName, UnitPrice: n.Price, Count: rooms, Amount: n.Price * rooms, Detail: label('lineDetail', lang, { date: n.Date, n: rooms }) }))
}

/** What `rooms` rooms of the offer cost and who pays it. */
export function priceDetail(
  stay: { nights: readonly { Date: string; Price: number; LocalPrice: number }[]; currency: string; payKind: RatePlanDef['payKind']; cap: number | null },
  roomName: string,
  rooms: number,
  paymentType: PaymentType,
  lang: Lang,
): HotelPriceDetail {
  const split = splitStay(stay.nights.map((n) => n.Price), rooms, stay.cap, paymentType, stay.payKind)
  return {
    Total: stay.nights.reduce((s, n) => s + n.Price, 0) * rooms,
    CompanyAmount: split.company,
    PersonalAmount: split.personal,
    AtHotelAmount: split.atHotel,
    Currency: stay.currency,
    LocalTotal: stay.nights.reduce((s, n) => s + n.LocalPrice, 0) * rooms,
    Lines: priceLines(stay.nights, roomName, rooms, lang),
  }
}

/** The offer as priceDetail reads it. */
export const offerStay = (o: Offer) => ({
  nights: o.nights.map((n) => ({ Date: n.date, Price: n.cny, LocalPrice: n.local })),
  currency: o.hotel.city.currency,
  payKind: o.plan.payKind,
  cap: o.verdict.PriceToBeat,
})
