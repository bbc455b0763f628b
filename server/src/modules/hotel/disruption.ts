/**
 * A hotel stay follows its traveller's late arrival (the disruption assistant's TripDependent,
 * kernel/disruptions/registry.ts; docs/hotels.md "Disruptions"): a stay of the traveller's in the
 * city they now arrive in, checking in on the day they were to arrive, whose latest arrival the new
 * arrival passes, gets a late-arrival note for the hotel — the arrival time moved (while it is
 * still that night, up to 06:00 the next morning) and a line in the remark with the expected time
 * and the service — which the order details show; the order's timeline says so too.
 */
import type { OrderStatus } from '../../../../types/api/order'
import type { Trx } from '../../db/schema'
import type { Lang } from '../../i18n'
import type { DisruptedTrip, NewArrival, TripDependent } from '../../kernel/disruptions/registry'
import { addEvent } from '../../kernel/orders/state'
import { addDays, chinaDateTime, chinaDay, chinaMinutes } from '../../lib/time'
import { hotelById } from './catalog'
import { nameIn } from './labels'
import { ht } from './texts'

/** An arrival before this minute of the next morning is still the check-in night. */
const NIGHT_ENDS = 6 * 60
/** How the remark's late-arrival line starts (dsHotelLateNote), so a later note replaces it. */
const MARKS = ['【晚到】', '[Late arrival]', '【到着遅れ】']

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))

/** Minutes after the check-in day's midnight (a latest arrival before 06:00 is the next morning). */
const bookedMinutes = (hhmm: string) => {
  const m = minutesOf(hhmm)
  return m < NIGHT_ENDS ? m + 1440 : m
}

export async function followStays(trx: Trx, trip: DisruptedTrip, arrival: NewArrival, lang: Lang, now: Date): Promise<string[]> {
  const oldDay = chinaDay(trip.service.arrival)
  const stays = await trx
    .selectFrom('hotel_stays as s')
    .innerJoin('orders as o', 'o.id', 's.order_id')
    .selectAll('s')
    .where('s.company_id', '=', trip.companyId)
    .where('o.company_id', '=', trip.companyId)
    .where('s.city_code', '=', arrival.cityCode)
    .where('s.check_in', '=', oldDay)
    .where('s.status', '=', 'Held')
    .where('o.status', 'not in', ['Cancelled', 'RefundSucceeded'])
    .where((eb) =>
      eb.exists(eb.selectFrom('order_passengers as p').select('p.id').whereRef('p.order_id', '=', 's.order_id').where('p.person_id', '=', trip.personId)),
    )
    .orderBy('s.id')
    .execute()
  const at = now.toISOString()
  const day = chinaDay(arrival.at)
  const lines: string[] = []
  for (const s of stays) {
    const nextDay = addDays(s.check_in, 1)
    const minutes = (day === nextDay ? 1440 : 0) + chinaMinutes(arrival.at)
    if (day < s.check_in || (day <= nextDay && minutes <= bookedMinutes(s.arrival_time))) continue
    const expected = chinaDateTime(arrival.at)
    const sameNight = day <= nextDay && minutes < 1440 + NIGHT_ENDS
    // The note is for the hotel: in Chinese at home, in English abroad; an earlier note is replaced.
    const note = ht(s.international ? 'en' : 'zh-CN', 'dsHotelLateNote', { no: arrival.no, at: expected })
    const remark = [note, ...s.remark.split('\n').filter((l) => l && !MARKS.some((m) => l.startsWith(m)))].join('\n')
    await trx
      .updateTable('hotel_stays')
      .set({ ...(sameNight ? { arrival_time: expected.slice(11) } : {}), remark, updated_at: at })
      .where('id', '=', s.id)
      .execute()
    const order = await trx.selectFrom('orders').selectAll().where('id', '=', s.order_id).executeTakeFirstOrThrow()
    await addEvent(trx, order, order.status as OrderStatus, 'evHotelLateArrival', { no: arrival.no, at: expected }, at)
    const hotel = hotelById(s.hotel_id)
    lines.push(ht(lang, 'dsHotelLateArrival', { hotel: hotel ? nameIn(hotel.names, lang) : String(s.hotel_id), at: expected }))
  }
  return lines
}

export const HOTEL_FOLLOWS: TripDependent = {
  name: 'hotel',
  follow: followStays,
}
