/**
 * A rate plan for a stay — an offer: its nights' prices, rooms left, cancellation rule and policy
 * verdict, and how the screens show it (RatePlan, RoomType, the price lines). Shared by the hotel
 * page, the price check and the booking, so all three quote alike.
 */
import type { PaymentType } from '../../../../types/api/flight'
import type { CancelKind, CancelRule, HotelPolicyVerdict, HotelPriceDetail, HotelPriceLine, RatePlan, RoomType } from '../../../../types/api/hotel'
import type { Lang } from '../../i18n'
import { money, type TextCurrency } from '../../lib/money'
import { addDays } from '../../lib/time'
import type { Allotments } from './allotments'
import type { Hotel, RatePlanDef, RoomTypeDef } from './catalog'
import { bedName, breakfastText, label, nameIn, planName } from './labels'
import { roomPhoto } from './photos'
import { localClock } from './stay'
import { hotelVerdict, splitStay, type HotelPolicy } from './policy'
import { stayAmounts, stayPrices, type NightPrice, type StayAmounts } from './pricing'
import type { StayDates } from './stay'

/** The cancellation rule as booked (CancelRule without its words). */
export interface CancelCore {
  Kind: CancelKind
  FreeUntil: string | null
  Penalty: number
  /** A Free plan booked after its deadline: the deadline that passed. */
  FreeExpired?: string
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
  /** The currency the offer's texts quote amounts in (the caller's display currency). */
  cur: TextCurrency
}

/** A free plan's deadline: 18:00 hotel local time on the check-in day (or the day before). */
export function freeUntilOf(plan: Pick<RatePlanDef, 'freeDayBefore'>, checkIn: string): string {
  return `${plan.freeDayBefore ? addDays(checkIn, -1) : checkIn} 18:00`
}

/**
 * Whether the plan still cancels for free when booked at `now`: a Free plan whose deadline (hotel
 * local time, read from the server's clock) has passed cancels like a Penalty one from booking on.
 */
export function freeCancelNow(plan: Pick<RatePlanDef, 'cancel' | 'freeDayBefore'>, checkIn: string, timeZone: string, now: Date): boolean {
  if (plan.cancel !== 'Free') return false
  const local = localClock(timeZone, now)
  return `${local.date} ${local.time}` < freeUntilOf(plan, checkIn)
}

/**
 * Free plans: free until 18:00 local on the check-in day (or the day before), then the first
 * night; booked after that deadline, the plan is a Penalty one (FreeExpired keeps the deadline
 * for the words).
 */
export function cancelCore(plan: RatePlanDef, checkIn: string, nights: readonly NightPrice[], timeZone: string, now: Date): CancelCore {
  const first = nights[0]?.cny ?? 0
  if (plan.cancel === 'Free') {
    const until = freeUntilOf(plan, checkIn)
    return freeCancelNow(plan, checkIn, timeZone, now)
      ? { Kind: 'Free', FreeUntil: until, Penalty: first }
      : { Kind: 'Penalty', FreeUntil: null, Penalty: first, FreeExpired: until }
  }
  if (plan.cancel === 'Penalty') return { Kind: 'Penalty', FreeUntil: null, Penalty: first }
  return { Kind: 'NonRefundable', FreeUntil: null, Penalty: nights.reduce((s, n) => s + n.cny, 0) }
}

/** The cancellation rule in words, quoting the penalty in `cur` beside the prices. */
export function cancelView(c: CancelCore, international: boolean, lang: Lang, cur: TextCurrency): CancelRule {
  const penalty = money(c.Penalty, cur)
  const local = international ? label('localTime', lang) : ''
  const Text =
    c.Kind === 'Free'
      ? label('cancelFree', lang, { until: c.FreeUntil ?? '', local, penalty })
      : c.FreeExpired
        ? label('cancelFreeExpired', lang, { until: c.FreeExpired, local, penalty })
        : label(c.Kind === 'Penalty' ? 'cancelPenalty' : 'cancelNonRefundable', lang, { penalty })
  return { Kind: c.Kind, FreeUntil: c.FreeUntil, Penalty: c.Penalty, Text }
}

export function offerFor(
  h: Hotel,
  room: RoomTypeDef,
  plan: RatePlanDef,
  stay: StayDates,
  allot: Allotments,
  policies: readonly (HotelPolicy | null)[],
  lang: Lang,
  now: Date,
  cur: TextCurrency,
): Offer {
  const nights = stayPrices(h, room, plan, stay.checkIn, stay.nights)
  const amounts = stayAmounts(nights)
  return {
    hotel: h,
    room,
    plan,
    nights,
    amounts,
    remaining: allot.remaining(h, room, stay.dates),
    verdict: hotelVerdict(policies, { code: h.city.code, tier: h.city.tier, international: h.city.international }, amounts.avg, h.star, lang, cur),
    cancel: cancelCore(plan, stay.checkIn, nights, h.city.timeZone, now),
    cur,
  }
}

export function ratePlanView(o: Offer, lang: Lang): RatePlan {
  return {
    PlanCode: o.plan.code,
    Name: planName({ ...o.plan, cancel: o.cancel.Kind }, lang),
    Breakfast: o.plan.breakfast,
    BreakfastText: breakfastText(o.plan.breakfast, lang),
    Cancel: cancelView(o.cancel, o.hotel.city.international, lang, o.cur),
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
    Photo: roomPhoto(h.id, room.code, true),
    Plans: offers.map((o) => ratePlanView(o, lang)),
  }
}

/** One line per night: the room's price times the rooms. */
export function priceLines(nights: readonly { Date: string; Price: number }[], roomName: string, rooms: number, lang: Lang): HotelPriceLine[] {
  return nights.map((n) => ({
    Kind: 'Room',
    Label: roomName,
    UnitPrice: n.Price,
    Count: rooms,
    Amount: n.Price * rooms,
    Detail: label('lineDetail', lang, { date: n.Date, n: rooms }),
  }))
}

/** What `rooms` rooms of the offer cost and who pays it. */
export function priceDetail(
  stay: { nights: readonly { Date: string; Price: number; LocalPrice: number }[]; currency: string; payKind: RatePlanDef['payKind']; cap: number | null },
  roomName: string,
  rooms: number,
  paymentType: PaymentType,
  lang: Lang,
): HotelPriceDetail {
  const split = splitStay(
    stay.nights.map((n) => n.Price),
    rooms,
    stay.cap,
    paymentType,
    stay.payKind,
  )
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
