/**
 * Finding a table: the partner restaurants near today's hotel, the office or where the person is,
 * nearest first, with the caller's meal standard there; a restaurant's page; a table booking.
 */
import { ErrorCode } from '../../../../types/api'
import type * as D from '../../../../types/api/dining'
import type { Db } from '../../db/schema'
import type { AuthedContext } from '../../http/context'
import { pick, type Lang, type Texts } from '../../i18n'
import { isUniqueViolation } from '../../db/errors'
import { chinaDay, chinaMinutes, chinaTimestamp } from '../../lib/time'
import { cityByCode, distanceKm, localName } from '../../services/places/places'
import { DINING_CITIES } from './data'
import { personStandard, standardView, stayCities } from './standard'
import type { RestaurantRow } from './tables'
import { diningError } from './texts'

type Point = { lat: number; lon: number }

const minutesOf = (hm: string) => Number(hm.slice(0, 2)) * 60 + Number(hm.slice(3, 5))
/** Whether 'HH:mm-HH:mm' hours hold the minute. */
export const openAt = (hours: readonly string[], minutes: number): boolean =>
  hours.some((h) => minutes >= minutesOf(h.slice(0, 5)) && minutes < minutesOf(h.slice(6, 11)))

export function restaurantView(r: RestaurantRow, from: Point | null, now: Date, lang: Lang): D.Restaurant {
  const hours = JSON.parse(r.hours_json) as string[]
  return {
    RestaurantId: r.id,
    Name: pick(JSON.parse(r.name_json) as Texts, lang),
    Cuisine: pick(JSON.parse(r.cuisine_json) as Texts, lang),
    AvgSpend: r.avg_spend,
    Distance: from ? Math.round(distanceKm(from, r) * 1000) : 0,
    Hours: hours,
    OpenNow: openAt(hours, chinaMinutes(now)),
    Address: pick(JSON.parse(r.address_json) as Texts, lang),
    CityCode: r.city_code,
  }
}

export const restaurantRow = async (db: Db, id: number): Promise<RestaurantRow> => {
  const r = await db.selectFrom('dining_restaurants').selectAll().where('id', '=', id).executeTakeFirst()
  if (!r) throw diningError(ErrorCode.NotFound, 'diningNoRestaurant')
  return r
}

const cityCentre = (code: string): Point | null => DINING_CITIES.find((c) => c.code === code) ?? null
const cityName = (code: string, lang: Lang) => {
  const c = cityByCode(code)
  return c ? localName(c.names, lang) : code
}

/** Where to look from: the place, its city and its name ('' for none). */
async function placeOf(ctx: AuthedContext, req: D.DiningRestaurantsReq): Promise<{ at: Point; city: string; name: string } | null> {
  const { companyId, personId } = ctx.caller
  const today = chinaDay(ctx.now())
  if (req.Near === 'Here' && req.Lat !== undefined && req.Lon !== undefined) {
    const here = { lat: req.Lat, lon: req.Lon }
    const near = [...DINING_CITIES].sort((a, b) => distanceKm(here, a) - distanceKm(here, b))[0]
    return { at: here, city: near.code, name: '' }
  }
  if (req.Near === 'Hotel') {
    const [city] = await stayCities(ctx.db, companyId, personId, today)
    const at = city ? cityCentre(city) : null
    return city && at ? { at, city, name: cityName(city, ctx.lang) } : null
  }
  const office = await ctx.db.selectFrom('dining_offices').selectAll().where('company_id', '=', companyId).executeTakeFirst()
  if (office) return { at: office, city: office.city_code, name: pick(JSON.parse(office.name_json) as Texts, ctx.lang) }
  const first = DINING_CITIES[0]
  return { at: first, city: first.code, name: cityName(first.code, ctx.lang) }
}

export async function restaurants(ctx: AuthedContext, req: D.DiningRestaurantsReq): Promise<D.DiningRestaurantsRes> {
  const place = await placeOf(ctx, req)
  if (!place) return { Near: req.Near, PlaceName: '', CityCode: '', CityName: '', Items: [], Standard: null }
  const now = ctx.now()
  const rows = await ctx.db.selectFrom('dining_restaurants').selectAll().where('city_code', '=', place.city).execute()
  const items = rows.map((r) => restaurantView(r, place.at, now, ctx.lang)).sort((a, b) => a.Distance - b.Distance)
  const std = await personStandard(ctx, ctx.caller.companyId, ctx.caller.personId, place.city, chinaDay(now))
  return {
    Near: req.Near,
    PlaceName: place.name,
    CityCode: place.city,
    CityName: cityName(place.city, ctx.lang),
    Items: items,
    Standard: standardView(std, ctx.lang),
  }
}

export async function restaurant(ctx: AuthedContext, req: D.DiningRestaurantReq): Promise<D.DiningRestaurantRes> {
  const r = await restaurantRow(ctx.db, req.RestaurantId)
  const now = ctx.now()
  const dishes = JSON.parse(r.dishes_json) as { name: string[]; price: number }[]
  const langIndex = ['zh-CN', 'zh-TW', 'en', 'ja'].indexOf(ctx.lang)
  const std = await personStandard(ctx, ctx.caller.companyId, ctx.caller.personId, r.city_code, chinaDay(now))
  return {
    Restaurant: restaurantView(r, null, now, ctx.lang),
    Dishes: dishes.map((d) => ({ Name: d.name[langIndex] ?? d.name[0], Price: d.price })),
    Phone: r.phone,
    Standard: standardView(std, ctx.lang),
  }
}

/** A table for the caller's party; the same request id answers the booking it made. */
export async function book(ctx: AuthedContext, req: D.DiningBookReq): Promise<D.DiningBooking> {
  const r = await restaurantRow(ctx.db, req.RestaurantId)
  const { companyId, userId, personId } = ctx.caller
  const now = ctx.now()
  if (`${req.Date} ${req.Time}` < chinaTimestamp(now).slice(0, 16)) throw diningError(ErrorCode.ValidationFailed, 'diningPastDate')
  const answer = (no: string, b: { date: string; time: string; people: number }): D.DiningBooking => ({
    BookingNo: no,
    RestaurantId: r.id,
    RestaurantName: pick(JSON.parse(r.name_json) as Texts, ctx.lang),
    Date: b.date,
    Time: b.time,
    People: b.people,
  })
  const first = () =>
    ctx.db
      .selectFrom('dining_bookings')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('user_id', '=', userId)
      .where('client_request_id', '=', req.ClientRequestId)
      .executeTakeFirst()
  const before = await first()
  if (before) return answer(before.booking_no, before)
  try {
    const row = await ctx.db
      .insertInto('dining_bookings')
      .values({
        company_id: companyId,
        booking_no: `DB${chinaDay(now).replace(/-/g, '')}${String(now.getTime() % 1_000_000).padStart(6, '0')}`,
        user_id: userId,
        person_id: personId,
        restaurant_id: r.id,
        date: req.Date,
        time: req.Time,
        people: req.People,
        client_request_id: req.ClientRequestId,
        created_at: now.toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    return answer(row.booking_no, row)
  } catch (e) {
    const won = isUniqueViolation(e) ? await first() : undefined
    if (!won) throw e
    return answer(won.booking_no, won)
  }
}
