/**
 * The bus search shared by the search, list and booking pages: the two places (a city stands for
 * all its stations), the date within the sale window, the station list, the day's departures with
 * their filter, and the departure chosen for booking. Recent places persist under 'busPlaces';
 * the criteria live in the tab's session store.
 */
import { makeAutoObservable, observable } from 'mobx'
import type { BusRankStandard, BusRow, BusStationListRes, SearchBusesReq } from '@api/bus'
import { BUS_SALE_DAYS } from '@api/bus-values'
import { clock } from '@/core/clock'
import { KEYS, SESSION_KEYS } from '@/core/storage-keys'
import { shiftDay } from '@/domain/hotel-stay'
import { matchesRoute, NO_ROUTE_FILTER, stationsOf, type RouteFilter } from '@/domain/route-filter'
import type { KVStore } from '@/platform/kv'
import { sessionStore, storage } from '@/platform/storage'
import { forgetsPerson, loadAnswer, loadInto, type LoadState } from '@/shared/search-results'
import { isStationRef, type StationRef } from '@/shared/station-ref'
import * as api from './api'

const MAX_RECENT = 8
const SHANGHAI: StationRef = { code: 'SHA', cn: '上海', en: 'Shanghai' }
const SUZHOU: StationRef = { code: 'SZV', cn: '苏州', en: 'Suzhou' }
const isPlace = (v: unknown): v is StationRef => isStationRef(v, /^[A-Z0-9]{3,5}$/)

/** The rows a filter keeps (empty lists: any; available: a seat left). */
export const filterBuses = (rows: readonly BusRow[], f: RouteFilter): BusRow[] => rows.filter((r) => matchesRoute(r, f, r.SeatsLeft > 0))

export class BusSearchStore {
  from: StationRef = SHANGHAI
  to: StationRef = SUZHOU
  date = ''
  recent: StationRef[] = []
  stations: BusStationListRes | null = null
  stationsState: LoadState = 'idle'
  resultKey = ''
  resultState: LoadState = 'idle'
  rows: BusRow[] = []
  standard: BusRankStandard | null = null
  filter: RouteFilter = NO_ROUTE_FILTER

  constructor(
    private readonly kv: KVStore = storage,
    private readonly session: KVStore = sessionStore,
  ) {
    makeAutoObservable<BusSearchStore, 'kv' | 'session'>(this, { kv: false, session: false, rows: observable.ref })
    const saved = kv.getJSON<{ places?: unknown[] } | null>(KEYS.busPlaces, null)
    this.recent = Array.isArray(saved?.places) ? saved!.places.filter(isPlace).slice(0, MAX_RECENT) : []
    const c = session.getJSON<{ from?: unknown; to?: unknown; date?: unknown } | null>(SESSION_KEYS.busSearchCriteria, null)
    if (isPlace(c?.from)) this.from = c.from
    if (isPlace(c?.to)) this.to = c.to
    if (typeof c?.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(c.date)) this.date = c.date
  }

  forgetPerson(): void {
    this.rows = []
    this.standard = null
  }

  get today(): string {
    return this.stations?.Today ?? clock.today()
  }

  get lastSaleDate(): string {
    return this.stations?.LastSaleDate ?? shiftDay(this.today, BUS_SALE_DAYS)
  }

  /** The chosen date, moved into the sale window. */
  get day(): string {
    if (!this.date || this.date < this.today) return this.today
    return this.date > this.lastSaleDate ? this.lastSaleDate : this.date
  }

  problem(): string | null {
    return this.from.code.slice(0, 3) === this.to.code.slice(0, 3) ? 'bus:search.samePlace' : null
  }

  private save(): void {
    this.session.setJSON(SESSION_KEYS.busSearchCriteria, { from: this.from, to: this.to, date: this.date })
  }

  pick(side: 'from' | 'to', s: StationRef): void {
    if ((side === 'from' ? this.to : this.from).code === s.code) return this.swap()
    this[side] = s
    this.recent = [s, ...this.recent.filter((x) => x.code !== s.code)].slice(0, MAX_RECENT)
    this.kv.setJSON(KEYS.busPlaces, { places: this.recent })
    this.save()
  }

  swap(): void {
    const f = this.from
    this.from = this.to
    this.to = f
    this.save()
  }

  setDate(d: string): void {
    this.date = d
    this.save()
  }

  setFilter(f: RouteFilter): void {
    this.filter = f
  }

  loadStations(): Promise<void> {
    return loadInto(this, 'stationsState', api.stationList, (res) => (this.stations = res))
  }

  request(): SearchBusesReq {
    return { From: this.from.code, To: this.to.code, Date: this.day }
  }

  get shown(): BusRow[] {
    return filterBuses(this.rows, this.filter)
  }

  get fromStations() {
    return stationsOf(this.rows, 'FromStation')
  }

  get toStations() {
    return stationsOf(this.rows, 'ToStation')
  }

  loadBuses(req: SearchBusesReq, force = false): Promise<void> {
    return loadAnswer(
      this,
      JSON.stringify(req),
      force,
      () => api.searchBuses(req),
      (res) => {
        this.rows = res.Buses
        this.standard = res.Standard
      },
    )
  }
}

export const busSearch = forgetsPerson(new BusSearchStore(), (s) => s.forgetPerson())

/** The departure chosen for booking, kept in the tab's session store (a reload keeps it). */
export const saveSelection = (row: BusRow): void => sessionStore.setJSON(SESSION_KEYS.busSelection, row)
export function loadSelection(): BusRow | null {
  const r = sessionStore.getJSON<BusRow | null>(SESSION_KEYS.busSelection, null)
  return r && typeof r.ScheduleNo === 'string' && r.Policy && typeof r.Price === 'number' ? r : null
}
