/**
 * The bus search shared by the search, list and booking pages: the two places (a city stands for
 * all its stations), the date within the sale window, the station list, the day's departures with
 * their filter, and the departure chosen for booking. Recent places persist under 'busPlaces';
 * the criteria live in the tab's session store.
 */
import { makeAutoObservable, observable } from 'mobx'
import type { BusRankStandard, BusRow, BusStation, SearchBusesReq } from '@api/bus'
import { BUS_SALE_DAYS } from '@api/bus-values'
import { KEYS, SESSION_KEYS } from '@/core/storage-keys'
import { matchesRoute, NO_ROUTE_FILTER, stationsOf, type RouteFilter } from '@/domain/route-filter'
import type { KVStore } from '@/platform/kv'
import { sessionStore, storage } from '@/platform/storage'
import { SaleRoute } from '@/shared/sale-route'
import { forgetsPerson, loadSearch, type LoadState } from '@/shared/search-results'
import { isStationRef, type StationRef } from '@/shared/station-ref'
import * as api from './api'

// The first search's places, with their names in each script (a place picked later carries its own).
const SHANGHAI: StationRef = { code: 'SHA', cn: '上海', en: 'Shanghai', tc: '上海' }
const SUZHOU: StationRef = { code: 'SZV', cn: '苏州', en: 'Suzhou', tc: '蘇州' }
const isPlace = (v: unknown): v is StationRef => isStationRef(v, /^[A-Z0-9]{3,5}$/)

/** The rows a filter keeps (empty lists: any; available: a seat left). */
export const filterBuses = (rows: readonly BusRow[], f: RouteFilter): BusRow[] => rows.filter((r) => matchesRoute(r, f, r.SeatsLeft > 0))

export class BusSearchStore {
  /** The places and the date (shared/sale-route.ts). */
  readonly route: SaleRoute<BusStation>
  resultKey = ''
  resultState: LoadState = 'idle'
  rows: BusRow[] = []
  standard: BusRankStandard | null = null
  filter: RouteFilter = NO_ROUTE_FILTER

  constructor(
    kv: KVStore = storage,
    private readonly session: KVStore = sessionStore,
  ) {
    this.route = new SaleRoute<BusStation>({
      kv,
      recentKey: KEYS.busPlaces,
      recentField: 'places',
      isPlace,
      from: SHANGHAI,
      to: SUZHOU,
      saleDays: BUS_SALE_DAYS,
      fetchStations: api.stationList,
      // A city and its stations share the city's three letters.
      same: (a, b) => a.code.slice(0, 3) === b.code.slice(0, 3),
      sameKey: 'bus:search.samePlace',
      save: () => this.save(),
    })
    makeAutoObservable<BusSearchStore, 'session'>(this, { session: false, route: false, rows: observable.ref })
    this.route.restore(session.getJSON<{ from?: unknown; to?: unknown; date?: unknown } | null>(SESSION_KEYS.busSearchCriteria, null))
  }

  forgetPerson(): void {
    this.rows = []
    this.standard = null
  }

  private save(): void {
    const r = this.route
    this.session.setJSON(SESSION_KEYS.busSearchCriteria, { from: r.from, to: r.to, date: r.date })
  }

  setFilter(f: RouteFilter): void {
    this.filter = f
  }

  request(): SearchBusesReq {
    const r = this.route
    return { From: r.from.code, To: r.to.code, Date: r.day }
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
    return loadSearch(this, req, force, api.searchBuses, (res) => {
      this.rows = res.Buses
      this.standard = res.Standard
    })
  }
}

export const busSearch = forgetsPerson(new BusSearchStore(), (s) => s.forgetPerson())

/** The departure chosen for booking, kept in the tab's session store (a reload keeps it). */
export const saveSelection = (row: BusRow): void => sessionStore.setJSON(SESSION_KEYS.busSelection, row)
export function loadSelection(): BusRow | null {
  const r = sessionStore.getJSON<BusRow | null>(SESSION_KEYS.busSelection, null)
  return r && typeof r.ScheduleNo === 'string' && r.Policy && typeof r.Price === 'number' ? r : null
}
