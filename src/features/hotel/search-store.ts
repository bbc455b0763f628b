/**
 * The hotel search state shared by the search, list and hotel pages: the market (domestic or
 * international), the city of each, the stay, rooms and guests, keyword, stars and price band,
 * the travellers the policy is for, the index info, and the results with their filters and sort.
 *
 * Recent cities persist under 'hotelCities' ({ cities: { CN: HotelCityRef[], INTL: [...] } }); the
 * criteria live in the session store for the tab, as the flight search keeps its own.
 */
import { makeAutoObservable, observable } from 'mobx'
import type { HotelIndexInitInfoRes, HotelRankStandard, HotelRow, HotelSort, SearchHotelsReq } from '@api/hotel'
import { clock } from '@/core/clock'
import { forgetsPerson, loadSearch, loadInto, type LoadState } from '@/shared/search-results'
import { KEYS, SESSION_KEYS } from '@/core/storage-keys'
import { cityName } from '@/domain/city'
import {
  checkStay,
  DEFAULT_OCCUPANCY,
  defaultStay,
  firstCheckIn,
  nightsOf,
  normaliseOccupancy,
  normaliseStay,
  shiftDay,
  type Occupancy,
  type Stay,
  type StayLimits,
  type StayProblem,
} from '@/domain/hotel-stay'
import type { KVStore } from '@/platform/kv'
import { sessionStore, storage } from '@/platform/storage'
import * as api from './api'
import type { HotelQuery } from './search-params'

export type { LoadState }
export * from './search-values'
import {
  cityRefOf,
  DEFAULT_MAX_BOOK_DAYS,
  isCityRef,
  MAX_RECENT_CITIES,
  NO_LIST_FILTERS,
  SHANGHAI,
  TOKYO,
  type HotelCityRef,
  type KeywordChoice,
  type ListFilters,
  type Market,
  type Traveller,
} from './search-values'

interface Criteria {
  market: Market
  city: Partial<Record<Market, HotelCityRef>>
  stay: Stay
  occupancy: Occupancy
  keyword: KeywordChoice | null
  stars: number[]
  band: number | null
  travellers: Traveller[]
}

export class HotelSearchStore {
  market: Market = 'CN'
  city: Record<Market, HotelCityRef> = { CN: SHANGHAI, INTL: TOKYO }
  stay: Stay = { checkIn: '', checkOut: '', earlyMorning: false }
  occupancy: Occupancy = DEFAULT_OCCUPANCY
  keyword: KeywordChoice | null = null
  stars: number[] = []
  /** Index into the price bands; null = any price. */
  band: number | null = null
  travellers: Traveller[] = []
  recent: Record<Market, HotelCityRef[]> = { CN: [], INTL: [] }
  /** The stay came from the person (or this tab's last search), not from the defaults. */
  private stayChosen = false

  init: Partial<Record<Market, HotelIndexInitInfoRes>> = {}
  initState: LoadState = 'idle'

  resultKey = ''
  resultState: LoadState = 'idle'
  /** The answer's rows, replaced whole by each answer and never changed in place: observed by reference, not copied into observables row by row. */
  rows: HotelRow[] = []
  nights = 0
  resultRank: HotelRankStandard | null = null
  filters: ListFilters = NO_LIST_FILTERS
  sort: HotelSort = 'Recommended'

  constructor(
    private readonly kv: KVStore = storage,
    private readonly session: KVStore = sessionStore,
  ) {
    makeAutoObservable<HotelSearchStore, 'kv' | 'session' | 'stayChosen'>(this, { kv: false, session: false, stayChosen: false, rows: observable.ref })
    const saved = kv.getJSON<{ cities?: Partial<Record<Market, unknown[]>> } | null>(KEYS.hotelCities, null)
    for (const m of ['CN', 'INTL'] as const) {
      const list = Array.isArray(saved?.cities?.[m]) ? saved!.cities![m]!.filter(isCityRef).slice(0, MAX_RECENT_CITIES) : []
      this.recent[m] = list
      if (list[0]) this.city[m] = list[0]
    }
    const c = session.getJSON<Partial<Criteria> | null>(SESSION_KEYS.hotelSearchCriteria, null)
    if (c) {
      if (c.market === 'CN' || c.market === 'INTL') this.market = c.market
      for (const m of ['CN', 'INTL'] as const) if (isCityRef(c.city?.[m])) this.city[m] = c.city![m]!
      if (c.stay && typeof c.stay.checkIn === 'string' && typeof c.stay.checkOut === 'string') {
        this.stay = { checkIn: c.stay.checkIn, checkOut: c.stay.checkOut, earlyMorning: c.stay.earlyMorning === true }
        this.stayChosen = true
      }
      this.occupancy = normaliseOccupancy(c.occupancy)
      if (c.keyword && typeof c.keyword.value === 'string' && typeof c.keyword.name === 'string') this.keyword = c.keyword
      if (Array.isArray(c.stars)) this.stars = c.stars.filter((s) => [2, 3, 4, 5].includes(s))
      if (typeof c.band === 'number') this.band = c.band
      if (Array.isArray(c.travellers)) this.travellers = c.travellers.filter((p) => Number.isInteger(p?.id) && typeof p.name === 'string')
    }
    this.stay = normaliseStay(this.stay.checkIn ? this.stay : null, this.limits)
  }

  /** Sign-out and an account switch: the travellers, standards and results were someone else's. */
  forgetPerson(): void {
    this.travellers = []
    this.init = {}
    this.initState = 'idle'
    this.rows = []
    this.resultRank = null
    this.persist()
  }

  get international(): boolean {
    return this.market === 'INTL'
  }

  get info(): HotelIndexInitInfoRes | undefined {
    return this.init[this.market]
  }

  get today(): string {
    return this.info?.Today ?? clock.today()
  }

  get limits(): StayLimits {
    const i = this.info
    return {
      today: i?.Today ?? clock.today(),
      earlyMorningWindow: i?.EarlyMorning ?? false,
      maxBookDays: i?.MaxBookDays ?? DEFAULT_MAX_BOOK_DAYS,
      maxNights: i?.MaxNights,
    }
  }

  get currentCity(): HotelCityRef {
    return this.city[this.market]
  }

  get passengerIds(): number[] {
    return this.travellers.map((p) => p.id)
  }

  stayProblem(): StayProblem | null {
    return checkStay(this.stay, this.limits)
  }

  private persist(): void {
    const c: Criteria = {
      market: this.market,
      city: this.city,
      stay: this.stay,
      occupancy: this.occupancy,
      keyword: this.keyword,
      stars: this.stars,
      band: this.band,
      travellers: this.travellers,
    }
    this.session.setJSON(SESSION_KEYS.hotelSearchCriteria, c)
  }

  loadInit(market: Market = this.market): Promise<void> {
    return loadInto(
      this,
      'initState',
      () => api.indexInitInfo(market === 'INTL'),
      (info) => {
        this.init = { ...this.init, [market]: info }
        // A first visit starts in the default city; a remembered one stays.
        if (!this.recent[market].length && !this.session.getJSON(SESSION_KEYS.hotelSearchCriteria, null)) this.city[market] = cityRefOf(info.DefaultCity)
        // The server's clock decides tonight — or, after midnight, last night.
        this.stay = this.stayChosen ? normaliseStay(this.stay, this.limits) : defaultStay(this.limits)
        this.persist()
      },
    )
  }

  setMarket(m: Market): void {
    if (this.market === m) return
    this.market = m
    this.keyword = null
    this.persist()
    if (!this.init[m]) {
      this.initState = 'idle'
      void this.loadInit(m)
    }
  }

  pickCity(c: HotelCityRef): void {
    const m = this.market
    if (this.city[m].code !== c.code) this.keyword = null
    this.city[m] = c
    this.recent[m] = [c, ...this.recent[m].filter((x) => x.code !== c.code)].slice(0, MAX_RECENT_CITIES)
    this.kv.setJSON(KEYS.hotelCities, { cities: this.recent })
    this.persist()
  }

  setStay(checkIn: string, checkOut: string): void {
    this.stay = { checkIn, checkOut, earlyMorning: this.limits.earlyMorningWindow && checkIn < this.limits.today }
    this.stayChosen = true
    this.persist()
  }

  /** After midnight: the stay begins last night (keeping its nights), or tonight again. */
  setEarlyMorning(on: boolean): void {
    const { today } = this.limits
    const nights = Math.max(1, nightsOf(this.stay.checkIn, this.stay.checkOut))
    const checkIn = on ? shiftDay(today, -1) : today
    this.setStay(checkIn, shiftDay(checkIn, nights))
  }

  setOccupancy(o: Occupancy): void {
    this.occupancy = normaliseOccupancy(o)
    this.persist()
  }

  setKeyword(k: KeywordChoice | null): void {
    this.keyword = k && k.value.trim() ? k : null
    this.persist()
  }

  setStarsAndBand(stars: number[], band: number | null): void {
    this.stars = [...stars].sort()
    this.band = band
    this.persist()
  }

  setTravellers(list: Traveller[]): void {
    this.travellers = list
    this.persist()
  }

  setFilters(f: ListFilters): void {
    this.filters = f
  }

  setSort(s: HotelSort): void {
    this.sort = s
  }

  /** A new search starts without the list filters of the last one (they belong to its city). */
  resetListFilters(): void {
    this.filters = NO_LIST_FILTERS
    this.sort = 'Recommended'
  }

  /** The search as the list and hotel pages carry it in their URL (search-params.ts). */
  query(): HotelQuery {
    const c = this.currentCity
    return {
      intl: this.international,
      city: { code: c.code, name: c.names.CN || c.code, country: c.country, currency: c.currency },
      checkIn: this.stay.checkIn,
      checkOut: this.stay.checkOut,
      earlyMorning: this.stay.earlyMorning,
      occupancy: this.occupancy,
      keyword: this.keyword,
      stars: this.stars,
      band: this.band,
      sort: this.sort,
      filters: this.filters,
      travellers: this.travellers,
    }
  }

  /**
   * The search of a URL (a reload, a shared link, back): it replaces the store's. A check-in
   * before the first bookable night (China day) moves to it, its nights kept; the answer is the
   * first bookable night then (the page says so), else null.
   */
  applyQuery(q: HotelQuery): string | null {
    const m: Market = q.intl ? 'INTL' : 'CN'
    this.market = m
    if (this.city[m].code !== q.city.code) {
      const known = [...this.recent[m], this.city[m]].find((c) => c.code === q.city.code)
      this.city[m] = known ?? {
        code: q.city.code,
        names: { CN: q.city.name, EN: q.city.name, JP: q.city.name },
        tc: q.city.name,
        country: q.city.country,
        currency: q.city.currency,
      }
    }
    const first = firstCheckIn(this.limits)
    const asked: Stay = { checkIn: q.checkIn, checkOut: q.checkOut, earlyMorning: q.earlyMorning }
    this.stay = normaliseStay(asked, this.limits)
    this.stayChosen = true
    this.occupancy = q.occupancy
    this.keyword = q.keyword
    this.stars = q.stars
    this.band = q.band
    this.sort = q.sort
    this.filters = q.filters
    // Names the URL does not carry come from the store's own list of the same people.
    this.travellers = q.travellers.map((p) => ({ id: p.id, name: p.name || this.travellers.find((x) => x.id === p.id)?.name || '' }))
    this.persist()
    return q.checkIn < first ? this.stay.checkIn : null
  }

  /** The request of the list: the search criteria plus the list's filters and sort. */
  request(bands: readonly { min: number; max: number | null }[]): SearchHotelsReq {
    const f = this.filters
    const band = this.band === null ? null : bands[this.band]
    const k = this.keyword
    return {
      CityCode: this.currentCity.code,
      CheckIn: this.stay.checkIn,
      CheckOut: this.stay.checkOut,
      Rooms: this.occupancy.rooms,
      Adults: this.occupancy.adults,
      ...(k && k.kind !== 'Hotel'
        ? k.kind === 'Brand'
          ? { Brands: [k.value, ...f.brands.filter((b) => b !== k.value)] }
          : k.kind === 'Area'
            ? { Areas: [k.value, ...f.areas.filter((a) => a !== k.value)] }
            : { Keyword: k.value }
        : {}),
      ...(this.stars.length ? { Stars: this.stars } : {}),
      ...(band ? { PriceMin: band.min, ...(band.max !== null ? { PriceMax: band.max } : {}) } : {}),
      ...(f.brands.length && k?.kind !== 'Brand' ? { Brands: f.brands } : {}),
      ...(f.groups.length ? { Groups: f.groups } : {}),
      ...(f.areas.length && k?.kind !== 'Area' ? { Areas: f.areas } : {}),
      ...(f.facilities.length ? { Facilities: f.facilities } : {}),
      ...(f.payKinds.length ? { PayKinds: f.payKinds } : {}),
      ...(f.freeCancel ? { FreeCancel: true } : {}),
      Sort: this.sort,
      ...(this.stay.earlyMorning ? { EarlyMorning: true } : {}),
      ...(this.travellers.length ? { PassengerIds: this.passengerIds } : {}),
    }
  }

  loadHotels(req: SearchHotelsReq, force = false): Promise<void> {
    return loadSearch(this, req, force, api.searchHotels, (res) => {
      this.rows = res.Hotels
      this.nights = res.Nights
      this.resultRank = res.RankStandard
    })
  }
}

export { cityName }

/** The one search store of the hotel subpackage. */
export const hotelSearch = forgetsPerson(new HotelSearchStore(), (s) => s.forgetPerson())
