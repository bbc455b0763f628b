/**
 * intlflight/get and the places it checks (intlflight/canSearch): legs are validated (trip type,
 * places known and in two countries, dates within the sale window and in order), then each leg's
 * itineraries come from the in-memory timetable (connections.ts) and are priced per fare family
 * (fares.ts) and judged by the travellers' standards (policy.ts). The only reads are the ranks'
 * standards and the day's rates, both cached under the cache generation: a search does no other
 * database work.
 */
import type { CanSearchRes, IntlItinerary, IntlLayover, IntlLegInput, IntlSearchReq, IntlSearchRes, IntlSegment } from '../../../../types/api/intlflight'
import { INTL_SALE_DAYS, type FareFamily, type IntlCabin } from '../../../../types/api/intlflight-values'
import { GenerationCache } from '../../db/generation'
import { keepSerialized } from '../../http/envelope'
import type { AuthedContext } from '../../http/context'
import type { Lang } from '../../i18n'
import { addDays, chinaDay, isRealDate } from '../../lib/time'
import { keyOf, layoverMinutes, mctOf, searchLeg, type Itin } from './connections'
import { capacityOf, fareCurrency, fareItem, fareOf, familiesOf, familyInfos, type FareMoney } from './fares'
import { carriersOf, nationName, placesOf } from './places'
import { intlTravellers, intlVerdict, type IntlPolicy } from './policy'
import { airportsOf, localDate, localTime, offsetText } from './schedule'
import { invalid, it } from './texts'
import { currencyKey, type TextCurrency } from '../../lib/money'
import { textCurrencyOf } from '../../services/money/rates'

/** Why two places cannot be searched, or null. */
export function placeProblem(
  from: string,
  to: string,
  lang: Lang,
): { key: 'ifPlaceUnknown' | 'ifSamePlace' | 'ifDomestic'; params: Record<string, string> } | null {
  const a = airportsOf(from)
  const b = airportsOf(to)
  if (!a.length) return { key: 'ifPlaceUnknown', params: { code: from } }
  if (!b.length) return { key: 'ifPlaceUnknown', params: { code: to } }
  if (from === to || a.some((x) => b.some((y) => x.city === y.city))) return { key: 'ifSamePlace', params: {} }
  if (a.every((x) => b.every((y) => x.country === y.country))) return { key: 'ifDomestic', params: { country: nationName(a[0].country, lang) } }
  return null
}

export function canSearch(from: string, to: string, lang: Lang): CanSearchRes {
  const p = placeProblem(from, to, lang)
  return p ? { CanSearch: false, Reason: it(lang, p.key, p.params) } : { CanSearch: true, Reason: it(lang, 'ifCanSearch') }
}

/** Checks legs against the trip type, the places and the sale window. */
export function checkLegs(tripType: string, legs: readonly IntlLegInput[], now: Date, lang: Lang): void {
  const n = legs.length
  const roundTripOk = n === 2 && airportsOf(legs[1].To).some((x) => airportsOf(legs[0].From).some((y) => x.city === y.city))
  if ((tripType === 'OneWay' && n !== 1) || (tripType === 'RoundTrip' && !roundTripOk) || (tripType === 'MultiCity' && n < 2)) throw invalid('ifLegCount')
  const today = chinaDay(now)
  legs.forEach((l, i) => {
    const p = placeProblem(l.From, l.To, lang)
    if (p) throw invalid(p.key, p.params)
    if (!isRealDate(l.Date)) throw invalid('ifDateInvalid', { field: `Legs.${i}.Date` })
    if (l.Date < today || l.Date > addDays(today, INTL_SALE_DAYS)) throw invalid('ifDateWindow', { days: INTL_SALE_DAYS })
    if (i > 0 && l.Date < legs[i - 1].Date) throw invalid('ifLegOrder', { n: i + 1 })
  })
}

export function segmentItem(s: Itin[number], lang: Lang): IntlSegment {
  void lang
  return {
    FlightNo: s.def.no,
    Carrier: s.def.carrier.code,
    Aircraft: s.def.aircraft,
    From: s.def.from.code,
    To: s.def.to.code,
    DepartTerminal: s.def.depTerminal,
    ArriveTerminal: s.def.arrTerminal,
    DepartTime: localTime(s.depart, s.def.from),
    ArriveTime: localTime(s.arrive, s.def.to),
    DepartUtcOffset: offsetText(s.depart, s.def.from),
    ArriveUtcOffset: offsetText(s.arrive, s.def.to),
    DepartAt: new Date(s.depart).toISOString(),
    ArriveAt: new Date(s.arrive).toISOString(),
    Duration: s.def.duration,
    DistanceKm: s.def.km,
  }
}

export function layoversOf(itin: Itin, lang: Lang): IntlLayover[] {
  const out: IntlLayover[] = []
  for (let i = 1; i < itin.length; i++) {
    const a = itin[i - 1]
    const b = itin[i]
    out.push({
      Airport: b.def.from.code,
      Minutes: layoverMinutes(a, b),
      MinConnectMinutes: mctOf(a.def, b.def),
      Overnight: localDate(b.depart, b.def.from) > localDate(a.arrive, a.def.to),
    })
  }
  return out
}

export const flyingMinutes = (itin: Itin): number => itin.reduce((s, x) => s + x.def.duration, 0)

export interface ItineraryContext {
  policies: readonly (IntlPolicy | null)[]
  today: string
  lang: Lang
  /** The currency the texts quote amounts in (the caller's display currency). */
  cur: TextCurrency
  money: (country: string) => Promise<FareMoney>
  /** The day's lowest total of a family for an itinerary's airports (lowestFares), or null: not judged. */
  lowest: (itin: Itin, family: FareFamily) => number | null
}

/**
 * The day's lowest total of each family between two airports: over what a search between those
 * airports that day offers (flights leaving after `after`), memoised for one request.
 */
export function lowestFares(today: string, after: number): (itin: Itin, family: FareFamily) => number {
  const memo = new Map<string, number>()
  return (itin, family) => {
    const first = itin[0]
    const last = itin[itin.length - 1]
    const key = `${first.def.from.code}|${last.def.to.code}|${first.date}|${family}`
    let v = memo.get(key)
    if (v === undefined) {
      const all = searchLeg(first.def.from.code, last.def.to.code, first.date).filter((x) => x[0].depart > after)
      v = Math.min(fareOf(itin, family, today).total, ...all.map((x) => fareOf(x, family, today).total))
      memo.set(key, v)
    }
    return v
  }
}

/** An itinerary with its fares (all families, or a cabin's, or the given ones) for leg `legNo` (1-based). */
export async function itineraryItem(itin: Itin, c: ItineraryContext, legNo: number, cabin?: IntlCabin, only?: FareFamily[]): Promise<IntlItinerary> {
  const money = await c.money(itin[0].def.from.country)
  const flying = flyingMinutes(itin)
  const econ = fareOf(itin, 'EconomyStandard', c.today)
  const fares = (only ?? familiesOf(cabin)).map((f) => {
    const calc = fareOf(itin, f, c.today)
    const cab = f.startsWith('Business') ? 'Business' : 'Economy'
    const seats = Math.min(9, ...itin.map((s) => capacityOf(s.def.no, s.date, cab)))
    const needLowest = c.policies.some((p) => p?.lowestPricePct != null)
    const policy = intlVerdict(
      c.policies,
      [{ cabin: cab, flyingMinutes: flying, total: calc.total, economyTotal: econ.total, lowestTotal: needLowest ? c.lowest(itin, f) : null }],
      itin[0].date,
      c.today,
      c.lang,
      legNo,
      c.cur,
    )
    return fareItem(calc, money, seats, policy)
  })
  const first = itin[0]
  const last = itin[itin.length - 1]
  return {
    Key: keyOf(itin),
    Segments: itin.map((s) => segmentItem(s, c.lang)),
    Layovers: layoversOf(itin, c.lang),
    Stops: itin.length - 1,
    TotalMinutes: Math.round((last.arrive - first.depart) / 60_000),
    FlyingMinutes: flying,
    ArriveDayOffset: Math.round((Date.parse(localDate(last.arrive, last.def.to)) - Date.parse(first.date)) / 86_400_000),
    FareCurrency: money.code,
    Fares: fares,
    LowestTotal: Math.min(...fares.map((f) => f.Total)),
  }
}

/** Money of the request: the fare currency of a country with the day's rate, once per country. */
export function moneyFor(ctx: AuthedContext, today: string): (country: string) => Promise<FareMoney> {
  const seen = new Map<string, Promise<FareMoney>>()
  return (country) => {
    let m = seen.get(country)
    if (!m) seen.set(country, (m = fareCurrency(ctx, ctx.caller.companyId, today, country)))
    return m
  }
}

/** Flights leaving within the hour are no longer sold (a search's answer is kept for a quarter hour: the quote checks again). */
export const SALE_CLOSES_MS = 60 * 60_000

/**
 * Answers of recent searches, by what makes them (company, language, the currency the texts quote
 * amounts in, day and quarter hour, legs,
 * cabin, the standards' ranks), under the cache generation: a write to the standards or the rates
 * starts afresh. Shared and read only.
 */
const answers = new GenerationCache<IntlSearchRes>(300)

export async function search(ctx: AuthedContext, req: IntlSearchReq): Promise<IntlSearchRes> {
  const now = ctx.now()
  checkLegs(req.TripType, req.Legs, now, ctx.lang)
  const [travellers, cur] = await Promise.all([intlTravellers(ctx, req.PassengerIds ?? []), textCurrencyOf(ctx)])
  const today = chinaDay(now)
  const quarter = Math.floor(now.getTime() / 900_000)
  const key = [
    ctx.caller.companyId,
    ctx.lang,
    currencyKey(cur),
    quarter,
    JSON.stringify(req.Legs),
    req.Cabin ?? '',
    req.NonstopOnly ? 1 : 0,
    travellers.persons.standardRankIds.join(','),
  ].join('|')
  return answers.get(ctx.db, await ctx.generation(), key, () => compute(ctx, req, travellers.policies, today, quarter * 900_000, cur))
}

async function compute(
  ctx: AuthedContext,
  req: IntlSearchReq,
  policies: readonly (IntlPolicy | null)[],
  today: string,
  from: number,
  cur: TextCurrency,
): Promise<IntlSearchRes> {
  const c: ItineraryContext = { policies, today, lang: ctx.lang, cur, money: moneyFor(ctx, today), lowest: lowestFares(today, from + SALE_CLOSES_MS) }
  const legs = await Promise.all(
    req.Legs.map(async (l, i) => {
      const itins = searchLeg(l.From, l.To, l.Date, req.NonstopOnly).filter((x) => x[0].depart > from + SALE_CLOSES_MS)
      return { From: l.From, To: l.To, Date: l.Date, Itineraries: await Promise.all(itins.map((x) => itineraryItem(x, c, i + 1, req.Cabin ?? 'Economy'))) }
    }),
  )
  const money = await Promise.all(req.Legs.map((l) => c.money(airportsOf(l.From)[0].country)))
  const rates = new Map(money.map((m) => [m.code, { Currency: m.code, RateMicro: m.rate.rateMicro, RateDate: m.rate.date }]))
  const all = legs.flatMap((l) => l.Itineraries)
  // Kept as text too: an answer sent many times is serialized (and gzipped) once.
  return keepSerialized({
    Legs: legs,
    Places: placesOf(
      all.flatMap((x) => x.Segments),
      ctx.lang,
      req.Legs.flatMap((l) =>
        airportsOf(l.From)
          .concat(airportsOf(l.To))
          .map((a) => a.code),
      ),
    ),
    Carriers: carriersOf(
      all.flatMap((x) => x.Segments),
      ctx.lang,
    ),
    Families: familyInfos(familiesOf(req.Cabin ?? 'Economy'), ctx.lang, cur),
    Rates: [...rates.values()],
    Today: today,
  })
}
