/**
 * A table booking follows its traveller's late arrival (the disruption assistant's TripDependent,
 * kernel/disruptions/registry.ts; docs/dining.md "Disruptions"): a booking of the traveller's in
 * the city they now arrive in, on the day they were to arrive, that they can no longer reach
 * (they arrive on a later day, or are not at the table DINING_READY_MINUTES after arriving) moves
 * by the dining rules: to the day they arrive, at the booked time or, when that is too early, the
 * first quarter hour they can be there — within the same meal's window (rules.ts) while the
 * restaurant is open. A booking no time of that meal can save stays as it is and the answer says
 * so (call the restaurant).
 */
import type { Trx } from '../../db/schema'
import { pick, type Lang, type Texts } from '../../i18n'
import type { DisruptedTrip, NewArrival, TripDependent } from '../../kernel/disruptions/registry'
import { chinaDay, chinaMinutes, hhmm } from '../../lib/time'
import { openAt } from './restaurants'
import { DEFAULT_WINDOWS } from './rules'
import { dt } from './texts'

/** From the arrival to the table. */
export const DINING_READY_MINUTES = 30
const STEP = 15

const minutesOf = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5))

/** The meal window a booked minute falls in (none: that minute only). */
const windowOf = (m: number): readonly [number, number] => Object.values(DEFAULT_WINDOWS).find(([from, to]) => m >= from && m < to) ?? [m, m + 1]

export async function followTables(trx: Trx, trip: DisruptedTrip, arrival: NewArrival, lang: Lang): Promise<string[]> {
  const oldDay = chinaDay(trip.service.arrival)
  const rows = await trx
    .selectFrom('dining_bookings as b')
    .innerJoin('dining_restaurants as r', 'r.id', 'b.restaurant_id')
    .select(['b.id', 'b.date', 'b.time', 'r.name_json', 'r.hours_json', 'r.phone'])
    .where('b.company_id', '=', trip.companyId)
    .where('b.person_id', '=', trip.personId)
    .where('r.city_code', '=', arrival.cityCode)
    .where('b.date', '=', oldDay)
    .orderBy('b.id')
    .execute()
  const ready = new Date(arrival.at.getTime() + DINING_READY_MINUTES * 60_000)
  const day = chinaDay(ready)
  const readyAt = chinaMinutes(ready)
  const lines: string[] = []
  for (const b of rows) {
    const booked = minutesOf(b.time)
    if (day === b.date && readyAt <= booked) continue
    const restaurant = pick(JSON.parse(b.name_json) as Texts, lang)
    const [from, to] = windowOf(booked)
    const at = Math.max(booked, Math.ceil(readyAt / STEP) * STEP)
    if (day < b.date || at < from || at >= to || !openAt(JSON.parse(b.hours_json) as string[], at)) {
      lines.push(dt(lang, 'dsDiningFlagged', { restaurant, date: b.date, time: b.time, phone: b.phone }))
      continue
    }
    const time = hhmm(at)
    await trx.updateTable('dining_bookings').set({ date: day, time }).where('id', '=', b.id).where('date', '=', b.date).where('time', '=', b.time).execute()
    lines.push(dt(lang, 'dsDiningMoved', { restaurant, date: day, time }))
  }
  return lines
}

export const DINING_FOLLOWS: TripDependent = { name: 'dining', follow: followTables }
