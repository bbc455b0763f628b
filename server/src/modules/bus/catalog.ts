/**
 * The coach timetable (generated, fixed): routes between stations of nearby cities, each with its
 * distance, time on the road, fare of a seat and the day's departures. A schedule runs every day;
 * its number names the route and the time ('SHA01-SZV01-0730'). A route's fare is the same for
 * every departure of a class (sleepers and business seats dearer), so a change to another
 * departure of the same route and class keeps the fare. What is left of a departure's seats is
 * its capacity less what others bought before (a pure function of the schedule and date) less
 * what this server sold (bus_inventory).
 */
import type { BusClass } from '../../../../types/api/bus-values'
import { unit } from '../../lib/prng'
import { chinaInstant, hhmm } from '../../lib/time'
import { busStationByCode, type BusStationDef } from './stations'

/** [from station, to station, minutes on the road, seat fare (yuan), first departure (minutes), every (minutes), last, classes] */
type RouteRow = [string, string, number, number, number, number, number, BusClass[]]

const ROUTES: RouteRow[] = [
  ['SHA01', 'SZV01', 110, 42, 6 * 60 + 30, 60, 20 * 60, ['Seat', 'Business']],
  ['SHA02', 'SZV02', 100, 40, 7 * 60, 90, 19 * 60, ['Seat']],
  ['SHA01', 'HGH01', 190, 88, 7 * 60, 60, 19 * 60, ['Seat', 'Business']],
  ['SHA02', 'HGH02', 180, 85, 7 * 60 + 30, 120, 18 * 60, ['Seat']],
  ['SHA01', 'NKG01', 270, 110, 7 * 60, 120, 17 * 60, ['Seat', 'Business']],
  ['SHA02', 'NGB01', 220, 105, 8 * 60, 120, 18 * 60, ['Seat']],
  ['SHA01', 'CAN01', 1260, 380, 17 * 60, 120, 19 * 60, ['Sleeper']],
  ['SZV01', 'HGH01', 160, 75, 7 * 60, 120, 18 * 60, ['Seat']],
  ['SZV01', 'NKG01', 170, 70, 7 * 60 + 30, 90, 18 * 60, ['Seat']],
  ['HGH01', 'NGB01', 140, 65, 7 * 60, 90, 19 * 60, ['Seat', 'Business']],
  ['BJS01', 'TSN01', 150, 45, 6 * 60, 45, 20 * 60, ['Seat', 'Business']],
  ['BJS02', 'TSN02', 140, 42, 7 * 60, 60, 19 * 60, ['Seat']],
  ['CAN01', 'SZX01', 140, 60, 6 * 60 + 30, 40, 21 * 60, ['Seat', 'Business']],
  ['CAN02', 'SZX02', 150, 58, 7 * 60, 60, 20 * 60, ['Seat']],
  ['CAN01', 'DGG01', 90, 35, 7 * 60, 60, 20 * 60, ['Seat']],
  ['SZX01', 'DGG01', 80, 32, 7 * 60, 60, 20 * 60, ['Seat']],
]

const FARE_FACTOR: Record<BusClass, number> = { Seat: 1, Business: 1.5, Sleeper: 1 }
export const CAPACITY: Record<BusClass, number> = { Seat: 45, Business: 30, Sleeper: 36 }

export interface Schedule {
  no: string
  from: BusStationDef
  to: BusStationDef
  /** Minutes after midnight, China time. */
  depart: number
  minutes: number
  cls: BusClass
  /** Fen. */
  price: number
}

function build(): Schedule[] {
  const out: Schedule[] = []
  const add = (fromCode: string, toCode: string, r: RouteRow) => {
    const [, , minutes, fare, first, every, last, classes] = r
    const from = busStationByCode(fromCode)!
    const to = busStationByCode(toCode)!
    let i = 0
    for (let t = first; t <= last; t += every, i++) {
      const cls = classes[i % classes.length]
      // Back the other way: the same times, a quarter of an hour later.
      out.push({ no: `${fromCode}-${toCode}-${hhmm(t).replace(':', '')}`, from, to, depart: t, minutes, cls, price: Math.round(fare * FARE_FACTOR[cls]) * 100 })
    }
  }
  for (const r of ROUTES) {
    add(r[0], r[1], r)
    add(r[1], r[0], [r[0], r[1], r[2], r[3], r[4] + 15, r[5], r[6] + 15, r[7]])
  }
  return out.sort((a, b) => a.depart - b.depart || a.no.localeCompare(b.no))
}

export const SCHEDULES: readonly Schedule[] = build()
const BY_NO = new Map(SCHEDULES.map((s) => [s.no, s]))
export const scheduleByNo = (no: string): Schedule | undefined => BY_NO.get(no)

/** Departures between any of the stations on a day, by time. */
export function schedulesBetween(from: readonly BusStationDef[], to: readonly BusStationDef[]): Schedule[] {
  const a = new Set(from.map((s) => s.code))
  const b = new Set(to.map((s) => s.code))
  return SCHEDULES.filter((s) => a.has(s.from.code) && b.has(s.to.code))
}

export const departureOf = (s: Schedule, date: string): Date => chinaInstant(date, s.depart)

export function timesOf(s: Schedule): { departTime: string; arriveTime: string; arriveOffset: number } {
  const end = s.depart + s.minutes
  return { departTime: hhmm(s.depart), arriveTime: hhmm(end % 1440), arriveOffset: Math.floor(end / 1440) }
}

/** Seats others bought before this server sold any: a share of the coach, by schedule and date. */
export const soldElsewhere = (s: Schedule, date: string): number => Math.floor(unit(`bus|${s.no}|${date}`) * CAPACITY[s.cls] * 0.8)
