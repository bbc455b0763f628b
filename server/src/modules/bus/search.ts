/**
 * Stations and the search (bus/stations, bus/stationList, bus/search): the departures between two
 * stations or cities on a date with time, arrival, duration, class, fare, seats left and the
 * travellers' verdict. Seats left are read fresh on every call.
 */
import type { BusRow, BusStationListRes, BusStationsReq, BusStationsRes, SearchBusesReq, SearchBusesRes } from '../../../../types/api/bus'
import { BUS_SALE_DAYS } from '../../../../types/api/bus-values'
import type { AuthedContext } from '../../http/context'
import type { Lang } from '../../i18n'
import type { Db, Trx } from '../../db/schema'
import { findPlaces, letterGroups } from '../../lib/places'
import { addDays, chinaDay, isRealDate } from '../../lib/time'
import { CAPACITY, departureOf, scheduleByNo, schedulesBetween, soldElsewhere, timesOf, type Schedule } from './catalog'
import { className, stationView } from './labels'
import { busTravellers, busVerdict, rankStandard, type BusPolicy } from './policy'
import { BUS_CITIES, BUS_STATIONS, busStationsOf } from './stations'
import { invalid } from './texts'
import type { TextCurrency } from '../../lib/money'
import { textCurrencyOf } from '../../services/money/rates'

export function searchStations(req: BusStationsReq, lang: Lang): BusStationsRes {
  return { Stations: findPlaces([...BUS_CITIES, ...BUS_STATIONS], req.Keyword).map((s) => stationView(s, lang)) }
}

export function stationList(lang: Lang, now: Date): BusStationListRes {
  const today = chinaDay(now)
  return {
    HotStations: BUS_CITIES.map((s) => stationView(s, lang)),
    Groups: letterGroups(BUS_STATIONS, (s) => stationView(s, lang)),
    Today: today,
    LastSaleDate: addDays(today, BUS_SALE_DAYS),
  }
}

/** A date on sale today (1001 otherwise). */
export function checkSaleDate(date: string, now: Date): void {
  if (!isRealDate(date)) throw invalid('busDateInvalid', { field: 'Date' })
  const today = chinaDay(now)
  if (date < today || date > addDays(today, BUS_SALE_DAYS)) throw invalid('busDateOutOfWindow', { days: BUS_SALE_DAYS })
}

export function requireSchedule(no: string): Schedule {
  const s = scheduleByNo(no)
  if (!s) throw invalid('busScheduleUnknown', { no })
  return s
}

/** Seats this server sold of departures, by 'no|date'. */
export async function soldOf(db: Db | Trx, keys: readonly { no: string; date: string }[]): Promise<Map<string, number>> {
  const out = new Map<string, number>()
  if (!keys.length) return out
  const rows = await db
    .selectFrom('bus_inventory')
    .select(['schedule_no', 'dep_date', 'sold'])
    .where(
      'schedule_no',
      'in',
      keys.map((k) => k.no),
    )
    .where('dep_date', 'in', [...new Set(keys.map((k) => k.date))])
    .execute()
  for (const r of rows) out.set(`${r.schedule_no}|${r.dep_date}`, r.sold)
  return out
}

export const seatsLeft = (s: Schedule, date: string, sold: ReadonlyMap<string, number>): number =>
  Math.max(0, CAPACITY[s.cls] - soldElsewhere(s, date) - (sold.get(`${s.no}|${date}`) ?? 0))

export function busRow(s: Schedule, date: string, left: number, policies: readonly (BusPolicy | null)[], now: Date, lang: Lang, cur: TextCurrency): BusRow {
  const t = timesOf(s)
  return {
    ScheduleNo: s.no,
    Date: date,
    FromStation: stationView(s.from, lang),
    ToStation: stationView(s.to, lang),
    DepartTime: t.departTime,
    ArriveTime: t.arriveTime,
    ArriveDayOffset: t.arriveOffset,
    DurationMinutes: s.minutes,
    Class: s.cls,
    ClassName: className(s.cls, lang),
    Price: s.price,
    SeatsLeft: left,
    Departed: departureOf(s, date).getTime() <= now.getTime(),
    Policy: busVerdict(policies, s.cls, s.price, lang, cur),
  }
}

/** Rows of schedules on a date for the travellers. */
export async function rowsOf(ctx: AuthedContext, list: readonly Schedule[], date: string, policies: readonly (BusPolicy | null)[]): Promise<BusRow[]> {
  const [sold, cur] = await Promise.all([
    soldOf(
      ctx.db,
      list.map((s) => ({ no: s.no, date })),
    ),
    textCurrencyOf(ctx),
  ])
  const now = ctx.now()
  return list.map((s) => busRow(s, date, seatsLeft(s, date, sold), policies, now, ctx.lang, cur))
}

export async function searchBuses(ctx: AuthedContext, req: SearchBusesReq): Promise<SearchBusesRes> {
  checkSaleDate(req.Date, ctx.now())
  const from = busStationsOf(req.From)
  const to = busStationsOf(req.To)
  if (!from.length) throw invalid('busStationUnknown', { code: req.From })
  if (!to.length) throw invalid('busStationUnknown', { code: req.To })
  if (from[0].cityCode === to[0].cityCode) throw invalid('busSamePlace')
  const [travellers, cur] = await Promise.all([busTravellers(ctx, req.PersonIds ?? []), textCurrencyOf(ctx)])
  const first = travellers.policies[0]
  return {
    Buses: await rowsOf(ctx, schedulesBetween(from, to), req.Date, travellers.policies),
    Standard: first ? rankStandard(first, ctx.lang, cur) : null,
    Today: chinaDay(ctx.now()),
  }
}

/**
 * Takes `n` seats of a departure in the caller's transaction; false when too few are left. The
 * row is made first, then one conditional increment: a lost race for the last seats sells none.
 */
export async function takeSeats(trx: Trx, s: Schedule, date: string, n: number, at: string): Promise<boolean> {
  await trx
    .insertInto('bus_inventory')
    .values({ schedule_no: s.no, dep_date: date, sold: 0, updated_at: at })
    .onConflict((oc) => oc.columns(['schedule_no', 'dep_date']).doNothing())
    .execute()
  const room = CAPACITY[s.cls] - soldElsewhere(s, date) - n
  const res = await trx
    .updateTable('bus_inventory')
    .set((eb) => ({ sold: eb('sold', '+', n), updated_at: at }))
    .where('schedule_no', '=', s.no)
    .where('dep_date', '=', date)
    .where('sold', '<=', room)
    .executeTakeFirst()
  return Number(res.numUpdatedRows) === 1
}

/** Gives seats back to sale. */
export async function returnSeats(trx: Trx, tickets: readonly { schedule_no: string; dep_date: string }[], at: string): Promise<void> {
  for (const t of tickets)
    await trx
      .updateTable('bus_inventory')
      .set((eb) => ({ sold: eb('sold', '-', 1), updated_at: at }))
      .where('schedule_no', '=', t.schedule_no)
      .where('dep_date', '=', t.dep_date)
      .where('sold', '>', 0)
      .execute()
}
