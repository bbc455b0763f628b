/**
 * The places of the rider's booked trips on the ride's day in the ride's city: the hotel of a stay
 * that covers the day (check-in to check-out), and the airport or station where a flight or train
 * of theirs arrives that day. Only orders the caller travels on (a passenger or guest) and that are
 * not cancelled or refunded.
 */
import type { Db } from '../../db/schema'
import type { Lang } from '../../i18n'
import { arrivalOf } from '../../kernel/arrivals'
import { findProduct } from '../../kernel/orders/products'
import { stayPlaceOf } from '../../kernel/stays'
import type { OrderRow } from '../../kernel/orders/tables'
import { chinaDay } from '../../lib/time'
import type { CarPlace } from '../../../../types/api/car'
import { arrivalPlace, placeView, type Place } from './places'

const GONE = ['Cancelled', 'RefundSucceeded', 'Refunding', 'PaymentFailed']

function hotelPlace(hotelId: number, cityCode: string): Place | null {
  const h = stayPlaceOf(hotelId)
  if (!h) return null
  const keys = [h.names.CN, h.names.EN, h.names.JP].join(' ').toLowerCase()
  return { id: `${cityCode}-H-${h.id}`, kind: 'Hotel', cityCode, names: h.names, address: h.address, lat: h.lat, lon: h.lon, keys }
}

async function arrivalsOf(db: Db, order: OrderRow, cityCode: string, date: string, now: Date): Promise<Place[]> {
  const p = findProduct(order.product)
  if (!p) return []
  const facts = await p.approval.facts(db, order)
  const out: Place[] = []
  for (const leg of facts.legs) {
    if (leg.to !== cityCode) continue
    const [no, when] = leg.label.split(' · ')
    const a = no && when ? arrivalOf(order.product, no, when.slice(0, 10), now, order.product === 'Train' ? cityCode : undefined) : null
    if (!a || a.cityCode !== cityCode || chinaDay(a.expected) !== date) continue
    const place = arrivalPlace(a)
    if (place) out.push(place)
  }
  return out
}

export async function tripPlaces(
  db: Db,
  who: { companyId: number; personId: number },
  cityCode: string,
  date: string,
  now: Date,
  lang: Lang,
): Promise<CarPlace[]> {
  const orders = await db
    .selectFrom('orders')
    .selectAll('orders')
    .where('orders.company_id', '=', who.companyId)
    .where('orders.product', 'in', ['Hotel', 'Flight', 'Train'])
    .where('orders.status', 'not in', GONE)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('order_passengers')
          .select('order_passengers.id')
          .whereRef('order_passengers.order_id', '=', 'orders.id')
          .where('order_passengers.person_id', '=', who.personId),
      ),
    )
    .execute()
  const found: Place[] = []
  const hotels = orders.filter((o) => o.product === 'Hotel').map((o) => o.id)
  if (hotels.length) {
    const stays = await db
      .selectFrom('hotel_stays')
      .select(['hotel_id', 'city_code'])
      .where('order_id', 'in', hotels)
      .where('city_code', '=', cityCode)
      .where('check_in', '<=', date)
      .where('check_out', '>=', date)
      .execute()
    for (const s of stays) {
      const p = hotelPlace(s.hotel_id, s.city_code)
      if (p) found.push(p)
    }
  }
  for (const o of orders.filter((x) => x.product !== 'Hotel')) found.push(...(await arrivalsOf(db, o, cityCode, date, now)))
  const seen = new Set<string>()
  return found.filter((p) => !seen.has(p.id) && seen.add(p.id)).map((p) => placeView(p, lang))
}
