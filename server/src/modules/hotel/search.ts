/**
 * The hotel list (newhotel/hotel/searchHotels): a city's hotels for the stay, filtered and sorted,
 * each with its cheapest bookable plan for the rooms asked and the travellers' verdict on it.
 *
 * A hotel is listed when it has a room type for the adults asked and passes the filters; its
 * LowestPrice is the cheapest average night among the plans of those room types that pass the
 * plan filters (pay kinds, free cancellation) and have the rooms asked left for every night —
 * null when none has (sold out). A price range leaves sold-out hotels out; the sorts put them
 * last.
 */
import type { HotelRow, HotelSort, PayKind, SearchHotelsReq, SearchHotelsRes } from '../../../../types/api/hotel'
import { PAY_KINDS } from '../../../../types/api/hotel'
import type { AuthedContext } from '../../http/context'
import { keepSerialized } from '../../http/envelope'
import { Allotments } from './allotments'
import { hotelsIn, type Hotel, type RatePlanDef, type RoomTypeDef } from './catalog'
import { cityView } from './cities'
import { hotelProduct, requireCity } from './guard'
import { nameIn } from './labels'
import { stayAmountsCached, type StayAmounts } from './pricing'
import { hotelPhoto } from './photos'
import { hotelVerdict, NO_POLICY } from './policy'
import { hotelTravellers, standardOfRank } from './rank'
import { checkStayDates, localClock } from './stay'
import { freeCancelNow } from './offers'
import { textCurrencyOf } from '../../services/money/rates'
import { currencyKey } from '../../lib/money'

/** The recommended order: rating weighted by how many reviewed it. */
export const recommendScore = (h: Pick<Hotel, 'score' | 'reviews'>): number => h.score * Math.log10(h.reviews + 10)

/** Keyword words (split at spaces), each found in one of the hotel's texts, any language. */
export function matchesKeyword(h: Hotel, keyword: string): boolean {
  const words = keyword.trim().toLowerCase().split(/\s+/).filter(Boolean)
  return words.every((w) => h.keys.some((k) => k.includes(w)))
}

/** Answers by everything they depend on (see the key in searchHotels); ~25 KB each, at most ~12 MB. */
const answers = new Map<string, SearchHotelsRes>()
const ANSWER_LIMIT = 500

interface PricedPlan {
  amounts: StayAmounts
  remaining: number
}

interface Candidate {
  hotel: Hotel
  rooms: RoomTypeDef[]
  plans: { room: RoomTypeDef; plan: RatePlanDef }[]
}

function candidate(h: Hotel, req: SearchHotelsReq): Candidate | null {
  const adults = req.Adults ?? 1
  const rooms = h.rooms.filter((r) => r.maxOccupancy >= adults)
  if (!rooms.length) return null
  if (req.Keyword?.trim() && !matchesKeyword(h, req.Keyword)) return null
  if (req.Stars?.length && !req.Stars.includes(h.star)) return null
  if (req.Brands?.length && !req.Brands.includes(h.brand.code)) return null
  if (req.Groups?.length && !req.Groups.includes(h.brand.group)) return null
  if (req.Areas?.length && !req.Areas.includes(h.area.code)) return null
  if (req.Facilities?.length && !req.Facilities.every((f) => h.facilities.includes(f))) return null
  const plans = rooms.flatMap((room) => room.plans.map((plan) => ({ room, plan })))
  if (req.PayKinds?.length && !plans.some((p) => req.PayKinds!.includes(p.plan.payKind))) return null
  if (req.FreeCancel && !plans.some((p) => p.plan.cancel === 'Free')) return null
  const wanted = plans.filter((p) => (!req.PayKinds?.length || req.PayKinds.includes(p.plan.payKind)) && (!req.FreeCancel || p.plan.cancel === 'Free'))
  return { hotel: h, rooms, plans: wanted }
}

/** The hotels and plans a search's filters keep: pure, so the last few hundred are kept. */
const candidateLists = new Map<string, Candidate[]>()
function candidatesFor(cityCode: string, req: SearchHotelsReq): Candidate[] {
  const { Adults, Keyword, Stars, Brands, Groups, Areas, Facilities, PayKinds, FreeCancel } = req
  const key = JSON.stringify([cityCode, Adults, Keyword, Stars, Brands, Groups, Areas, Facilities, PayKinds, FreeCancel])
  let list = candidateLists.get(key)
  if (!list) {
    list = hotelsIn(cityCode).flatMap((h) => candidate(h, req) ?? [])
    if (candidateLists.size >= 300) candidateLists.delete(candidateLists.keys().next().value as string)
    candidateLists.set(key, list)
  }
  return list
}

function compareRows(sort: HotelSort): (a: HotelRow & { rec: number }, b: HotelRow & { rec: number }) => number {
  const byRec = (a: { rec: number; HotelId: number }, b: { rec: number; HotelId: number }) => b.rec - a.rec || a.HotelId - b.HotelId
  return (a, b) => {
    const soldOut = Number(a.LowestPrice === null) - Number(b.LowestPrice === null)
    if (soldOut) return soldOut
    switch (sort) {
      case 'PriceAsc':
        return (a.LowestPrice ?? 0) - (b.LowestPrice ?? 0) || byRec(a, b)
      case 'PriceDesc':
        return (b.LowestPrice ?? 0) - (a.LowestPrice ?? 0) || byRec(a, b)
      case 'StarDesc':
        return b.Star - a.Star || byRec(a, b)
      case 'Distance':
        return a.DistanceKm - b.DistanceKm || a.HotelId - b.HotelId
      default:
        return byRec(a, b)
    }
  }
}

export async function searchHotels(ctx: AuthedContext, req: SearchHotelsReq): Promise<SearchHotelsRes> {
  const city = await requireCity(ctx, req.CityCode, 'Search')
  const stay = checkStayDates(req, ctx.now())
  const product = hotelProduct(city)
  const travellers = await hotelTravellers(ctx, product, req.PassengerIds ?? [])
  const rooms = req.Rooms ?? 1
  const policyCity = { code: city.code, tier: city.tier, international: city.international }
  // A free plan whose deadline (18:00 hotel local time) has passed no longer cancels for free:
  // neither the tag nor the filter counts it.
  const now = ctx.now()
  const free = (h: Hotel, p: RatePlanDef) => freeCancelNow(p, stay.checkIn, h.city.timeZone, now)
  const candidates = candidatesFor(city.code, req).flatMap((c) => {
    if (!req.FreeCancel) return [c]
    const plans = c.plans.filter((p) => free(c.hotel, p.plan))
    return plans.length ? [{ ...c, plans }] : []
  })
  const [allot, standard, cur] = await Promise.all([
    Allotments.load(
      ctx.db,
      candidates.map((c) => c.hotel.id),
      stay.dates,
    ),
    standardOfRank(ctx, travellers.persons.standardRankIds[0] ?? null, product),
    textCurrencyOf(ctx),
  ])
  const lang = ctx.lang
  // Everything the answer depends on, read fresh on every call: a booking or a changed standard
  // on any server changes the key, so the next search recomputes.
  const { PassengerIds: _who, ...asked } = req
  const local = localClock(city.timeZone, now)
  const key = JSON.stringify([
    asked,
    stay.checkIn,
    stay.checkOut,
    lang,
    currencyKey(cur),
    travellers.policies,
    standard,
    allot.signature(),
    local.date,
    local.time >= '18:00',
  ])
  const hit = answers.get(key)
  if (hit) return hit
  const rows: (HotelRow & { rec: number })[] = []
  for (const c of candidates) {
    const h = c.hotel
    // Prices and rooms left of every plan; the verdict only for the plan the row shows.
    const left = new Map<string, number>()
    const offers: PricedPlan[] = c.plans.map((p) => {
      if (!left.has(p.room.code)) left.set(p.room.code, allot.remaining(h, p.room, stay.dates))
      return { amounts: stayAmountsCached(h, p.room, p.plan, stay.checkIn, stay.nights), remaining: left.get(p.room.code)! }
    })
    const cheapest = (list: PricedPlan[]) => list.reduce<PricedPlan | null>((m, o) => (m === null || o.amounts.avg < m.amounts.avg ? o : m), null)
    const best = cheapest(offers.filter((o) => o.remaining >= rooms))
    const lowest = best?.amounts.avg ?? null
    if (
      (req.PriceMin !== undefined || req.PriceMax !== undefined) &&
      (lowest === null || lowest < (req.PriceMin ?? 0) || (req.PriceMax !== undefined && lowest > req.PriceMax))
    )
      continue
    const shown = best ?? cheapest(offers)
    const kinds = new Set(c.rooms.flatMap((r) => r.plans.map((p) => p.payKind)))
    rows.push({
      HotelId: h.id,
      Name: nameIn(h.names, lang),
      BrandName: nameIn(h.brand.names, lang),
      GroupCode: h.brand.group,
      Star: h.star,
      Score: h.score,
      Reviews: h.reviews,
      AreaCode: h.area.code,
      AreaName: nameIn(h.area.names, lang),
      Address: nameIn(h.address, lang),
      Latitude: h.lat,
      Longitude: h.lon,
      DistanceKm: h.distanceKm,
      Photo: hotelPhoto(h.id, 1, true),
      FacilityCodes: h.facilities,
      LowestPrice: lowest,
      LowestLocalPrice: best?.amounts.localAvg ?? null,
      Currency: city.currency,
      FreeCancel: c.rooms.some((r) => r.plans.some((p) => free(h, p))),
      PayKinds: PAY_KINDS.filter((k: PayKind) => kinds.has(k)),
      Policy: shown ? hotelVerdict(travellers.policies, policyCity, shown.amounts.avg, h.star, lang, cur) : NO_POLICY,
      rec: recommendScore(h),
    })
  }
  rows.sort(compareRows(req.Sort ?? 'Recommended'))
  // Serialized once: the same answer goes to every traveller of the same standard until rooms move.
  const answer = keepSerialized({ City: cityView(city, lang), Nights: stay.nights, Hotels: rows.map(({ rec: _rec, ...row }) => row), RankStandard: standard })
  if (answers.size >= ANSWER_LIMIT) answers.delete(answers.keys().next().value as string)
  answers.set(key, answer)
  return answer
}
