/**
 * Flight search, cabins of one flight, and the lowest-price calendar. Each answer is the cached
 * inventory of the route-day, the stored seat counts (one indexed query), and the policy of the
 * travellers evaluated once per distinct rank.
 */
import type { CabinClass, FlightRow, FlightSort, GetCabinClassRes, GetFlightsRes, PolicyVerdict, RouteLowestPriceRes } from '../../../../types/api/flight'
import type { AuthedContext } from '../../http/context'
import { keepSerialized } from '../../http/envelope'
import type { Lang } from '../../i18n'
import { MAX_BOOK_DAYS } from '../../../../types/api/booking-data'
import { currencyKey, type TextCurrency } from '../../lib/money'
import { textCurrencyOf } from '../../services/money/rates'
import { addDays, chinaDay, chinaMinutes, daysBetween, isRealDate } from '../../lib/time'
import { inventory, seatsLeft, storedSeats, type FlightDay } from './inventory'
import { invalid, offerExpired } from './texts'
import { resolveCity } from '../../services/places/places'
import { DayPolicy, NO_POLICY, mergeVerdicts, type FlightPolicy, type PolicyFlight } from './policy'
import { distinctPolicies, rankStandard, strictest } from './rank'
import { cabinItem, flightRow, type PricedCabin } from './rows'
import { routeKey } from './schedule'
import { resolveTravellers } from './travellers'

/** Sales close this many minutes before departure. */
export const SALES_CLOSE_MINUTES = 45

export function resolveRoute(dep: string, arr: string): string {
  const from = resolveCity(dep)
  const to = resolveCity(arr)
  if (!from) throw invalid('cityUnknown', { code: dep })
  if (!to) throw invalid('cityUnknown', { code: arr })
  if (from.code === to.code) throw invalid('routeSameCity')
  return routeKey(from.code, to.code)
}

/** Throws 1001 unless the date is real and within today .. today + 365. Returns days ahead. */
export function checkBookDate(date: string, today: string, field = 'DepartDate'): number {
  if (!isRealDate(date)) throw invalid('dateInvalid', { field })
  const ahead = daysBetween(today, date)
  if (ahead < 0 || ahead > MAX_BOOK_DAYS) throw invalid('dateOutOfRange', { days: MAX_BOOK_DAYS })
  return ahead
}

/** Flights still on sale: on the booking day, those departing within SALES_CLOSE_MINUTES are closed. */
export function onSale(days: readonly FlightDay[], date: string, now: Date): FlightDay[] {
  if (date !== chinaDay(now)) return days as FlightDay[]
  const cutoff = chinaMinutes(now) + SALES_CLOSE_MINUTES
  return days.filter((d) => d.flight.depMin > cutoff)
}

export interface RouteDay {
  route: string
  date: string
  today: string
  daysAhead: number
  days: FlightDay[]
  priced: PricedCabin[][]
  policyFlights: PolicyFlight[]
}

/** The route-day with seats applied: what search, cabins, price check and booking all start from. */
export async function loadRouteDay(ctx: { db: AuthedContext['db']; now(): Date }, route: string, date: string, seats?: Map<string, number>): Promise<RouteDay> {
  const now = ctx.now()
  const today = chinaDay(now)
  const daysAhead = checkBookDate(date, today)
  const days = onSale(inventory().flightsOn(route, date, today), date, now)
  const stored = seats ?? (await storedSeats(ctx.db, route, [date]))
  const priced = days.map((d) => d.cabins.map((offer) => ({ offer, seats: seatsLeft(stored, d, offer) })))
  const policyFlights = days.map((d, i) => ({
    flightNo: d.flight.flightNo,
    depMin: d.flight.depMin,
    cabins: priced[i].map((c) => ({ code: c.offer.code, cls: c.offer.cls, price: c.offer.price, discount: c.offer.discount, seats: c.seats })),
  }))
  return { route, date, today, daysAhead, days, priced, policyFlights }
}

/** Verdict of one cabin for several policies (merged), its texts quoting amounts in `cur`. */
export function verdictFor(rd: RouteDay, evaluators: readonly DayPolicy[], index: number, code: string, lang: Lang, cur: TextCurrency): PolicyVerdict {
  if (!evaluators.length) return NO_POLICY
  const pf = rd.policyFlights[index]
  const cabin = pf.cabins.find((c) => c.code === code)
  if (!cabin) return NO_POLICY
  return mergeVerdicts(evaluators.map((e) => e.verdict(pf, cabin, lang, cur)))
}

export const evaluatorsFor = (rd: RouteDay, policies: readonly FlightPolicy[]): DayPolicy[] =>
  policies.map((p) => new DayPolicy(p, rd.policyFlights, rd.daysAhead))

const inClass = (cls: CabinClass, filter: CabinClass | 'All' | undefined): boolean => !filter || filter === 'All' || cls === filter

function sortRows(rows: FlightRow[], sort: FlightSort): FlightRow[] {
  const price = (r: FlightRow) => r.LowestPrice ?? Number.MAX_SAFE_INTEGER
  const cmp: Record<FlightSort, (a: FlightRow, b: FlightRow) => number> = {
    DepartAsc: (a, b) => a.DepartTime.localeCompare(b.DepartTime),
    DepartDesc: (a, b) => b.DepartTime.localeCompare(a.DepartTime),
    PriceAsc: (a, b) => price(a) - price(b) || a.DepartTime.localeCompare(b.DepartTime),
    PriceDesc: (a, b) => (b.LowestPrice ?? -1) - (a.LowestPrice ?? -1) || a.DepartTime.localeCompare(b.DepartTime),
    DurationAsc: (a, b) => a.DurationMinutes - b.DurationMinutes || a.DepartTime.localeCompare(b.DepartTime),
  }
  return rows.sort(cmp[sort])
}

export interface SearchInput {
  DepartCityCode: string
  ArriveCityCode: string
  DepartDate: string
  CabinClass?: CabinClass | 'All'
  Sort?: FlightSort
  PassengerIds?: number[]
}

/**
 * Answers of searches, keyed by everything they depend on: route, date, booking day (and the
 * sales-closing minute on the day itself), language, the currency the texts quote amounts in (and
 * its rate), class filter, sort, the travellers'
 * standards and the stored seat counts of the route-day. Seats are read on every request, so a
 * booking anywhere (any process, any database) changes the key and the next search recomputes.
 */
const answers = new Map<string, GetFlightsRes>()
// About 40 KB each for the busiest routes: at most ~20 MB.
const ANSWER_LIMIT = 500

export async function searchFlights(ctx: AuthedContext, req: SearchInput, defaultSort: () => Promise<FlightSort>): Promise<GetFlightsRes> {
  const route = resolveRoute(req.DepartCityCode, req.ArriveCityCode)
  const now = ctx.now()
  const today = chinaDay(now)
  checkBookDate(req.DepartDate, today)
  const [travellers, stored, cur] = await Promise.all([
    resolveTravellers(ctx, req.PassengerIds ?? []),
    storedSeats(ctx.db, route, [req.DepartDate]),
    textCurrencyOf(ctx),
  ])
  const policies = distinctPolicies(travellers.policies)
  const sort = req.Sort ?? (await defaultSort())
  const key = [
    route,
    req.DepartDate,
    today,
    req.DepartDate === today ? chinaMinutes(now) : '',
    ctx.lang,
    currencyKey(cur),
    req.CabinClass ?? 'All',
    sort,
    JSON.stringify(policies),
    [...stored.entries()]
      .map(([k, v]) => `${k}=${v}`)
      .sort()
      .join(','),
  ].join('|')
  const hit = answers.get(key)
  if (hit) return hit

  const rd = await loadRouteDay(ctx, route, req.DepartDate, stored)
  const evaluators = evaluatorsFor(rd, policies)
  const rows: FlightRow[] = []
  rd.days.forEach((day, i) => {
    const cabins = rd.priced[i].filter((c) => inClass(c.offer.cls, req.CabinClass))
    if (!cabins.length) return
    let cheapest: PricedCabin | null = null
    for (const c of cabins) if (c.seats > 0 && (!cheapest || c.offer.price < cheapest.offer.price)) cheapest = c
    const verdict = cheapest ? verdictFor(rd, evaluators, i, cheapest.offer.code, ctx.lang, cur) : NO_POLICY
    rows.push(flightRow(day, cabins, verdict, ctx.lang))
  })
  const legend = strictest(policies)
  // Serialized once: the same answer goes to every traveller of the same standards until seats move.
  const answer = keepSerialized({ Flights: sortRows(rows, sort), RankStandard: legend ? rankStandard(legend, ctx.lang, cur) : null, Today: rd.today })
  if (answers.size >= ANSWER_LIMIT) answers.delete(answers.keys().next().value as string)
  answers.set(key, answer)
  return answer
}

export interface CabinInput {
  FlightNo: string
  DepartDate: string
  DepartCityCode: string
  ArriveCityCode: string
  PassengerIds?: number[]
}

export async function flightCabins(ctx: AuthedContext, req: CabinInput): Promise<GetCabinClassRes> {
  const route = resolveRoute(req.DepartCityCode, req.ArriveCityCode)
  const [travellers, cur] = await Promise.all([resolveTravellers(ctx, req.PassengerIds ?? []), textCurrencyOf(ctx)])
  const rd = await loadRouteDay(ctx, route, req.DepartDate)
  const index = rd.days.findIndex((d) => d.flight.flightNo === req.FlightNo)
  if (index < 0) throw offerExpired('flightChanged')
  const evaluators = evaluatorsFor(rd, distinctPolicies(travellers.policies))
  const priced = rd.priced[index]
  let cheapest: PricedCabin | null = null
  for (const c of priced) if (c.seats > 0 && (!cheapest || c.offer.price < cheapest.offer.price)) cheapest = c
  const rowVerdict = cheapest ? verdictFor(rd, evaluators, index, cheapest.offer.code, ctx.lang, cur) : NO_POLICY
  return {
    Flight: flightRow(rd.days[index], priced, rowVerdict, ctx.lang),
    Cabins: priced.map((c) => cabinItem(c, verdictFor(rd, evaluators, index, c.offer.code, ctx.lang, cur), ctx.lang)),
  }
}

export const MAX_CALENDAR_DAYS = 62

export async function lowestPriceCalendar(
  ctx: { db: AuthedContext['db']; now(): Date },
  req: { DepartCityCode: string; ArriveCityCode: string; StartDate: string; EndDate: string; CabinClass?: CabinClass | 'All' },
): Promise<RouteLowestPriceRes> {
  const route = resolveRoute(req.DepartCityCode, req.ArriveCityCode)
  const now = ctx.now()
  const today = chinaDay(now)
  if (!isRealDate(req.StartDate)) throw invalid('dateInvalid', { field: 'StartDate' })
  if (!isRealDate(req.EndDate)) throw invalid('dateInvalid', { field: 'EndDate' })
  const start = daysBetween(today, req.StartDate) < 0 ? today : req.StartDate
  const lastBookable = addDays(today, MAX_BOOK_DAYS)
  const end = daysBetween(req.EndDate, lastBookable) < 0 ? lastBookable : req.EndDate
  const span = daysBetween(start, end)
  if (span > MAX_CALENDAR_DAYS) throw invalid('rangeTooLong', { days: MAX_CALENDAR_DAYS })
  const dates: string[] = []
  for (let i = 0; i <= span; i++) dates.push(addDays(start, i))
  const stored = await storedSeats(ctx.db, route, dates)
  const out: RouteLowestPriceRes['Days'] = dates.map((date) => {
    let low: number | null = null
    for (const day of onSale(inventory().flightsOn(route, date, today), date, now)) {
      for (const c of day.cabins) {
        if (!inClass(c.cls, req.CabinClass) || (low !== null && c.price >= low)) continue
        if (seatsLeft(stored, day, c) > 0) low = c.price
      }
    }
    return { Date: date, LowestPrice: low, IsLowest: false }
  })
  const min = Math.min(...out.map((d) => d.LowestPrice ?? Infinity))
  for (const d of out) d.IsLowest = d.LowestPrice !== null && d.LowestPrice === min
  return { Days: out }
}
