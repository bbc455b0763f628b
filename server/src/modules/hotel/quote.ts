/**
 * The plan a booking screen chose (HotelChoice), quoted now: newhotel/hotel/checkPrice, and the
 * first step of the booking. A hotel, room type or plan that no longer exists answers 503 (the
 * offer is gone); a price other than the one the screen showed is PriceChanged.
 */
import type { HotelChoice, HotelPriceCheckReq, HotelPriceCheckRes } from '../../../../types/api/hotel'
import type { AuthedContext } from '../../http/context'
import { Allotments } from './allotments'
import { hotelById, planOf, roomOf, type Hotel, type RoomTypeDef } from './catalog'
import { hotelProduct, requirePowerFor } from './guard'
import { nameIn } from './labels'
import { boundMemberCard, memberCardView } from './membership'
import { offerFor, offerStay, priceDetail, ratePlanView, type Offer } from './offers'
import { hotelTravellers, type HotelProduct, type HotelTravellers } from './rank'
import { checkStayDates, type StayDates } from './stay'
import { offerExpired } from './texts'
import { textCurrencyOf } from '../../services/money/rates'

export interface Quoted {
  offer: Offer
  stay: StayDates
  product: HotelProduct
}

/** The chosen plan for the stay, priced for these travellers' standards. */
export async function quoteChoice(
  ctx: AuthedContext,
  choice: HotelChoice,
  travellers: (product: HotelProduct, room: RoomTypeDef, hotel: Hotel) => Promise<HotelTravellers>,
): Promise<Quoted & { travellers: HotelTravellers }> {
  const h = hotelById(choice.HotelId)
  if (!h) throw offerExpired()
  await requirePowerFor(ctx, h.city.international, 'Book')
  const stay = checkStayDates(choice, ctx.now())
  const room = roomOf(h, choice.RoomCode)
  const plan = room && planOf(room, choice.PlanCode)
  if (!room || !plan) throw offerExpired()
  const product = hotelProduct(h.city)
  const [who, cur] = await Promise.all([travellers(product, room, h), textCurrencyOf(ctx)])
  const allot = await Allotments.load(ctx.db, [h.id], stay.dates)
  return { offer: offerFor(h, room, plan, stay, allot, who.policies, ctx.lang, ctx.now(), cur), stay, product, travellers: who }
}

/** The plan quoted now; `bookingQuote` adds the booker's membership (the price check, and a booking refused for a moved price). */
export function priceCheckResult(q: Quoted, choice: HotelChoice, lang: AuthedContext['lang']): HotelPriceCheckRes {
  const o = q.offer
  return {
    PriceChanged: o.amounts.avg !== choice.AvgPrice,
    OldAvgPrice: choice.AvgPrice,
    NewAvgPrice: o.amounts.avg,
    Remaining: o.remaining,
    Plan: ratePlanView(o, lang),
    PriceDetail: priceDetail(offerStay(o), nameIn(o.room.names, lang), choice.RoomCount, 'Mixed', lang),
  }
}

/** The quote as the booking screen takes it: with the caller's bound membership of the hotel's group. */
export async function bookingQuote(ctx: AuthedContext, q: Quoted, choice: HotelChoice): Promise<HotelPriceCheckRes> {
  const bound = await boundMemberCard(ctx, q.offer.hotel)
  return { ...priceCheckResult(q, choice, ctx.lang), BoundMember: bound ? memberCardView(bound, ctx.lang) : null }
}

export async function checkPrice(ctx: AuthedContext, req: HotelPriceCheckReq): Promise<HotelPriceCheckRes> {
  const q = await quoteChoice(ctx, req.Choice, (product) => hotelTravellers(ctx, product, req.PassengerIds ?? []))
  return bookingQuote(ctx, q, req.Choice)
}
