/**
 * The flight search state shared by the search, list and cabins pages: the criteria, recent
 * cities and routes (persisted under the spec's 'planeCities' key, so they survive the 107
 * clean-up), the index info, the result rows with their filters and sort, the lowest prices per
 * day, and the outbound fare of a round trip while the return is chosen.
 *
 * planeCities holds JSON { from, to, cities, routes } (PlaneCities below): the last searched pair,
 * the recent cities of the city picker (max 8) and the recent searches shown as chips (max 6).
 */
import { makeAutoObservable, observable, runInAction } from 'mobx'
import type { FlightIndexInitInfoRes, FlightRankStandard, FlightRow } from '@api/flight'
import { KEYS, SESSION_KEYS } from '@/core/storage-keys'
import { isCancelled } from '@/core/errors'
import { addDays, parseDate, toIsoDate } from '@/domain/dates'
import { NO_FILTERS, initialSort, visibleFlights, type FlightFilters, type ListSort } from '@/domain/flight-list'
import { cityName, type CityRef } from '@/domain/city'

export { cityName, type CityRef }
import type { KVStore } from '@/platform/kv'
import { sessionStore, storage } from '@/platform/storage'
import { clock } from '@/core/clock'
import { answerKey, loadInto } from '@/shared/search-results'
import { rootStore } from '@/stores'
import type { TripType } from './selection'
import * as api from './search-api'
import { normaliseDates, queryKey, type CabinFilter, type LegQuery } from './search-params'

export * from './search-values'
import {
  BEIJING,
  DEFAULT_MAX_BOOK_DAYS,
  MAX_RECENT_CITIES,
  MAX_RECENT_ROUTES,
  readPlaneCities,
  SHANGHAI,
  type LoadState,
  type OutboundChoice,
  type PlaneCities,
  type RouteRef,
  type Traveller,
} from './search-values'

const OUTBOUND_KEY = SESSION_KEYS.flightOutbound
const CRITERIA_KEY = SESSION_KEYS.flightSearchCriteria

export class FlightSearchStore {
  tripType: TripType = 'OneWay'
  from: CityRef = SHANGHAI
  to: CityRef = BEIJING
  departDate = ''
  returnDate = ''
  cabin: CabinFilter = 'Economy'
  /** Empty = the signed-in person alone. */
  travellers: Traveller[] = []

  recentCities: CityRef[] = []
  recentRoutes: RouteRef[] = []

  init: FlightIndexInitInfoRes | null = null
  initState: LoadState = 'idle'
  /** The rank standard of the signed-in traveller (index info), for pages reached without a search. */
  rank: FlightRankStandard | null = null
  /**
   * The distinct standards of the chosen travellers (null: one has none), shown on the search
   * page; the list's verdicts are the server's, for all of them together.
   */
  travellerRanks: (FlightRankStandard | null)[] = []

  // results of the list page
  resultKey = ''
  resultState: LoadState = 'idle'
  /** The answer's rows, replaced whole by each answer and never changed in place: observed by reference, not copied into observables row by row. */
  rows: FlightRow[] = []
  resultRank: FlightRankStandard | null = null
  filters: FlightFilters = NO_FILTERS
  sort: ListSort = 'DepartAsc'
  /** The user picked a sort: the company's default order no longer applies. */
  private sortChosen = false
  /** Only the answer to the latest traveller change may set travellerRanks. */
  private rankAsk = 0
  /** Lowest fare per 'ROUTE|CABIN|date' (null: nothing on sale that day). */
  lowestPrices = new Map<string, number | null>()

  outbound: OutboundChoice | null = null

  constructor(
    private readonly kv: KVStore = storage,
    private readonly session: KVStore = sessionStore,
  ) {
    makeAutoObservable<FlightSearchStore, 'kv' | 'session' | 'sortChosen' | 'rankAsk'>(this, {
      kv: false,
      session: false,
      sortChosen: false,
      rankAsk: false,
      rows: observable.ref,
    })
    const saved = readPlaneCities(kv)
    if (saved.from) this.from = saved.from
    if (saved.to) this.to = saved.to
    this.recentCities = saved.cities
    this.recentRoutes = saved.routes
    const c = session.getJSON<Partial<{ tripType: TripType; departDate: string; returnDate: string; cabin: CabinFilter; travellers: Traveller[] }> | null>(
      CRITERIA_KEY,
      null,
    )
    if (c) {
      if (c.tripType === 'RoundTrip' || c.tripType === 'OneWay') this.tripType = c.tripType
      if (typeof c.cabin === 'string') this.cabin = c.cabin
      if (Array.isArray(c.travellers)) this.travellers = c.travellers.filter((p) => Number.isInteger(p?.id) && typeof p.name === 'string')
      this.departDate = c.departDate ?? ''
      this.returnDate = c.returnDate ?? ''
    }
    this.outbound = session.getJSON<OutboundChoice | null>(OUTBOUND_KEY, null)
    this.setDates(this.departDate, this.returnDate)
  }

  /**
   * Forgets what belongs to the person signed in until now: the travellers, their standards,
   * index info, results and the chosen outbound flight. Route, dates, cabin and the recent cities
   * stay, as on a shared phone they are not anyone's secret.
   */
  forgetPerson(): void {
    this.travellers = []
    this.init = null
    this.initState = 'idle'
    this.rank = null
    this.travellerRanks = []
    this.resultKey = ''
    this.resultState = 'idle'
    this.rows = []
    this.resultRank = null
    this.filters = NO_FILTERS
    this.sort = 'DepartAsc'
    this.sortChosen = false
    this.lowestPrices.clear()
    this.outbound = null
    this.session.remove(OUTBOUND_KEY)
    this.persistCriteria()
  }

  get today(): string {
    return this.init?.Today ?? clock.today()
  }

  get maxBookDays(): number {
    return this.init?.MaxBookDays ?? DEFAULT_MAX_BOOK_DAYS
  }

  get lastBookable(): string {
    return toIsoDate(addDays(parseDate(this.today)!, this.maxBookDays))
  }

  get passengerIds(): number[] {
    return this.travellers.map((p) => p.id)
  }

  private persistCriteria(): void {
    this.session.setJSON(CRITERIA_KEY, {
      tripType: this.tripType,
      departDate: this.departDate,
      returnDate: this.returnDate,
      cabin: this.cabin,
      travellers: this.travellers,
    })
  }

  private persistCities(): void {
    const v: PlaneCities = { from: this.from, to: this.to, cities: this.recentCities, routes: this.recentRoutes }
    this.kv.setJSON(KEYS.planeCities, v)
  }

  loadInit(): Promise<void> {
    return loadInto(this, 'initState', api.getIndexInitInfo, (res) => {
      this.init = res
      this.rank = res.RankStandard
      if (!this.travellers.length) this.travellerRanks = [res.RankStandard]
      if (!this.sortChosen) this.sort = initialSort(res.SearchOrder)
      this.setDates(this.departDate, this.returnDate)
    })
  }

  setTripType(t: TripType): void {
    this.tripType = t
    this.persistCriteria()
  }

  /** Sets either end; picking the city already at the other end swaps them (as Ctrip does). */
  setCity(end: 'from' | 'to', city: CityRef): void {
    const other = end === 'from' ? this.to : this.from
    if (other.code === city.code) this.swap()
    else this[end] = city
    this.recentCities = [city, ...this.recentCities.filter((c) => c.code !== city.code)].slice(0, MAX_RECENT_CITIES)
    this.persistCities()
  }

  swap(): void {
    const f = this.from
    this.from = this.to
    this.to = f
    this.persistCities()
  }

  setDates(depart: string, ret: string): void {
    const n = normaliseDates(this.today, depart, ret, this.maxBookDays)
    this.departDate = n.depart
    this.returnDate = n.ret
    this.persistCriteria()
  }

  setCabin(c: CabinFilter): void {
    this.cabin = c
    this.persistCriteria()
  }

  /** Travellers changed: the policy line shows each distinct standard among them. */
  async setTravellers(list: Traveller[]): Promise<void> {
    this.travellers = list
    this.persistCriteria()
    if (!list.length) {
      this.travellerRanks = this.init ? [this.init.RankStandard] : []
      return
    }
    const ask = ++this.rankAsk
    try {
      const ranks = await Promise.all(list.map((p) => api.getFlightRank(p.id)))
      const distinct = ranks.filter((r, i) => ranks.findIndex((x) => (x?.RankId ?? 0) === (r?.RankId ?? 0)) === i)
      runInAction(() => {
        if (ask === this.rankAsk) this.travellerRanks = distinct
      })
    } catch {
      // The line is a hint; the verdicts on the list come from the server either way.
    }
  }

  useRoute(r: RouteRef): void {
    this.from = r.from
    this.to = r.to
    this.persistCities()
  }

  /** A search was started: remember the pair as a recent search and both cities as recent cities. */
  rememberSearch(): void {
    const route = { from: this.from, to: this.to }
    this.recentRoutes = [route, ...this.recentRoutes.filter((r) => r.from.code !== route.from.code || r.to.code !== route.to.code)].slice(0, MAX_RECENT_ROUTES)
    const cities = [this.to, this.from, ...this.recentCities]
    this.recentCities = cities.filter((c, i) => cities.findIndex((x) => x.code === c.code) === i).slice(0, MAX_RECENT_CITIES)
    this.persistCities()
  }

  clearRecentRoutes(): void {
    this.recentRoutes = []
    this.persistCities()
  }

  /** A city name for a code seen in the search (or null). */
  knownCity(code: string): CityRef | null {
    for (const c of [this.from, this.to, ...this.recentCities]) if (c.code === code) return c
    return null
  }

  // ---- results

  get visibleRows(): FlightRow[] {
    return visibleFlights(this.rows, this.filters, this.sort)
  }

  /** Loads the rows of a leg; a repeated call for the same search with rows in hand is a no-op unless forced. */
  async loadFlights(q: LegQuery, force = false): Promise<void> {
    const key = answerKey(queryKey(q))
    // Page show and mount both ask; one answer (or the one on its way) is enough.
    if (!force && key === this.resultKey && (this.resultState === 'done' || this.resultState === 'loading')) return
    if (key !== this.resultKey) this.rows = []
    this.resultKey = key
    this.resultState = 'loading'
    try {
      const res = await api.getFlights({ from: q.from, to: q.to, date: q.date, cabin: q.cabin, passengerIds: q.passengerIds })
      runInAction(() => {
        if (this.resultKey !== key) return
        this.rows = res.Flights
        this.resultRank = res.RankStandard
        this.resultState = 'done'
        const low = res.Flights.reduce<number | null>((m, r) => (r.LowestPrice !== null && (m === null || r.LowestPrice < m) ? r.LowestPrice : m), null)
        this.lowestPrices.set(priceKey(q.from, q.to, q.cabin, q.date), low)
      })
    } catch (e) {
      runInAction(() => {
        if (this.resultKey === key && !isCancelled(e)) this.resultState = 'error'
      })
    }
  }

  /** The rows may be stale (a fare expired): the next loadFlights asks the server again. */
  invalidateResults(): void {
    this.resultKey = ''
    this.resultState = 'idle'
  }

  setFilters(f: FlightFilters): void {
    this.filters = f
  }

  setSort(s: ListSort): void {
    this.sort = s
    this.sortChosen = true
  }

  /** Fetches the lowest prices of [start, end] (≤ 62 days) for a route unless known. */
  async loadLowestPrices(from: string, to: string, cabin: CabinFilter, start: string, end: string, parallel = false): Promise<void> {
    const s = parseDate(start)
    const e = parseDate(end)
    if (!s || !e) return
    const last = parseDate(this.lastBookable)!
    const first = parseDate(this.today)!
    const dates: string[] = []
    for (let d = s; toIsoDate(d) <= toIsoDate(e); d = addDays(d, 1)) {
      if (toIsoDate(d) < toIsoDate(first) || toIsoDate(d) > toIsoDate(last)) continue
      if (!this.lowestPrices.has(priceKey(from, to, cabin, toIsoDate(d)))) dates.push(toIsoDate(d))
    }
    if (!dates.length) return
    try {
      const res = await api.getRouteLowestPrices({ from, to, cabin, start: dates[0], end: dates[dates.length - 1] }, parallel)
      runInAction(() => {
        for (const d of res.Days) this.lowestPrices.set(priceKey(from, to, cabin, d.Date), d.LowestPrice)
      })
    } catch {
      // Prices under days are a help; the calendar works without them.
    }
  }

  lowestPrice(from: string, to: string, cabin: CabinFilter, date: string): number | null | undefined {
    return this.lowestPrices.get(priceKey(from, to, cabin, date))
  }

  // ---- round trip

  setOutbound(o: OutboundChoice | null): void {
    this.outbound = o
    // The outbound list's filters (airline, time band) say nothing about the return leg: with them
    // kept, the return list could show only flights one cannot choose.
    if (o) this.filters = NO_FILTERS
    if (o) this.session.setJSON(OUTBOUND_KEY, o)
    else this.session.remove(OUTBOUND_KEY)
  }
}

export function priceKey(from: string, to: string, cabin: CabinFilter, date: string): string {
  return `${from}-${to}|${cabin}|${date}`
}

/** The one store of the flight subpackage. */
export const flightSearch = new FlightSearchStore()
// Sign-out and an account switch drop what was chosen and loaded for the person before.
rootStore.session.onPersonChange(() => flightSearch.forgetPerson())
