/**
 * The train search state shared by the search, list and train pages: the two stations (or
 * cities), the date within the railway's sale window, high-speed only, student tickets, the
 * travellers the policy is for, the station list, and the results with their filter and sort
 * (both applied here: the day's trains come in one answer).
 *
 * Recent stations persist under 'trainCities' ({ stations: StationRef[] }); the criteria live in
 * the session store for the tab, as the flight and hotel searches keep theirs.
 */
import { makeAutoObservable, observable } from 'mobx'
import type { SearchTrainsReq, TrainCityListRes, TrainRankStandard, TrainRow, TrainStation } from '@api/train'
import { SALE_WINDOW_DAYS, type TrainSort } from '@api/train-values'
import { clock } from '@/core/clock'
import { forgetsPerson, loadAnswer, loadInto, type LoadState } from '@/shared/search-results'
import { KEYS, SESSION_KEYS } from '@/core/storage-keys'
import { shiftDay } from '@/domain/hotel-stay'
import { filterTrains, NO_TRAIN_FILTER, sortTrains, type TrainFilter } from '@/domain/train'
import type { KVStore } from '@/platform/kv'
import { sessionStore, storage } from '@/platform/storage'
import { isStationRef, type StationRef } from '@/shared/station-ref'
import * as api from './api'

export { stationName, stationRefOf, stationText, type StationRef } from '@/shared/station-ref'

export type { LoadState }

export interface Traveller {
  id: number
  name: string
}

export const MAX_RECENT_STATIONS = 8
const BEIJING: StationRef = { code: 'VNP', cn: '北京南', en: 'Beijing South' }
const SHANGHAI: StationRef = { code: 'AOH', cn: '上海虹桥', en: 'Shanghai Hongqiao' }

const isTrainStation = (v: unknown): v is StationRef => isStationRef(v, /^[A-Z]{3}$/)

interface Criteria {
  from: StationRef
  to: StationRef
  date: string
  highSpeedOnly: boolean
  student: boolean
  travellers: Traveller[]
}

export class TrainSearchStore {
  from: StationRef = BEIJING
  to: StationRef = SHANGHAI
  date = ''
  highSpeedOnly = false
  student = false
  travellers: Traveller[] = []
  recent: StationRef[] = []

  stations: TrainCityListRes | null = null
  stationsState: LoadState = 'idle'

  resultKey = ''
  resultState: LoadState = 'idle'
  /** The answer's rows, replaced whole by each answer and never changed in place: observed by reference, not copied into observables row by row. */
  rows: TrainRow[] = []
  resultRank: TrainRankStandard | null = null
  /** The stations of the searched cities (the filter offers them). */
  resultFrom: TrainStation[] = []
  resultTo: TrainStation[] = []
  filter: TrainFilter = NO_TRAIN_FILTER
  sort: TrainSort = 'DepartEarly'

  constructor(
    private readonly kv: KVStore = storage,
    private readonly session: KVStore = sessionStore,
  ) {
    makeAutoObservable<TrainSearchStore, 'kv' | 'session'>(this, { kv: false, session: false, rows: observable.ref })
    const saved = kv.getJSON<{ stations?: unknown[] } | null>(KEYS.trainCities, null)
    this.recent = Array.isArray(saved?.stations) ? saved!.stations.filter(isTrainStation).slice(0, MAX_RECENT_STATIONS) : []
    if (this.recent[0]) this.from = this.recent[0]
    if (this.recent[1] && this.recent[1].code !== this.from.code) this.to = this.recent[1]
    const c = session.getJSON<Partial<Criteria> | null>(SESSION_KEYS.trainSearchCriteria, null)
    if (c) {
      if (isTrainStation(c.from)) this.from = c.from
      if (isTrainStation(c.to)) this.to = c.to
      if (typeof c.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(c.date)) this.date = c.date
      this.highSpeedOnly = c.highSpeedOnly === true
      this.student = c.student === true
      if (Array.isArray(c.travellers)) this.travellers = c.travellers.filter((p) => Number.isInteger(p?.id) && typeof p.name === 'string')
    }
  }

  /** Sign-out and an account switch: the travellers, standard and results were someone else's. */
  forgetPerson(): void {
    this.travellers = []
    this.rows = []
    this.resultRank = null
    this.save()
  }

  get today(): string {
    return this.stations?.Today ?? clock.today()
  }

  get lastSaleDate(): string {
    return this.stations?.LastSaleDate ?? shiftDay(this.today, SALE_WINDOW_DAYS)
  }

  /** The chosen date, moved into the sale window (a date kept from yesterday becomes today). */
  get day(): string {
    if (!this.date || this.date < this.today) return this.today
    return this.date > this.lastSaleDate ? this.lastSaleDate : this.date
  }

  /** A message key when the search cannot be made. */
  problem(): string | null {
    if (this.from.code === this.to.code) return 'train:search.sameStation'
    return null
  }

  private save(): void {
    const c: Criteria = { from: this.from, to: this.to, date: this.date, highSpeedOnly: this.highSpeedOnly, student: this.student, travellers: this.travellers }
    this.session.setJSON(SESSION_KEYS.trainSearchCriteria, c)
  }

  private remember(s: StationRef): void {
    this.recent = [s, ...this.recent.filter((x) => x.code !== s.code)].slice(0, MAX_RECENT_STATIONS)
    this.kv.setJSON(KEYS.trainCities, { stations: this.recent })
  }

  pick(side: 'from' | 'to', s: StationRef): void {
    const other = side === 'from' ? this.to : this.from
    // Picking the other side's station swaps them, as the railway apps do.
    if (other.code === s.code) return this.swap()
    this[side] = s
    this.remember(s)
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

  setHighSpeedOnly(on: boolean): void {
    this.highSpeedOnly = on
    this.save()
  }

  setStudent(on: boolean): void {
    this.student = on
    this.save()
  }

  setTravellers(list: Traveller[]): void {
    this.travellers = list
    this.save()
  }

  setFilter(f: TrainFilter): void {
    this.filter = f
  }

  setSort(s: TrainSort): void {
    this.sort = s
  }

  resetListFilters(): void {
    this.filter = NO_TRAIN_FILTER
    this.sort = 'DepartEarly'
  }

  loadStations(): Promise<void> {
    return loadInto(this, 'stationsState', api.stationList, (res) => (this.stations = res))
  }

  request(): SearchTrainsReq {
    return {
      From: this.from.code,
      To: this.to.code,
      Date: this.day,
      ...(this.highSpeedOnly ? { HighSpeedOnly: true } : {}),
      ...(this.student ? { Student: true } : {}),
      ...(this.travellers.length ? { PassengerIds: this.travellers.map((p) => p.id) } : {}),
    }
  }

  /** The rows after the filter and sort. */
  get shown(): TrainRow[] {
    return sortTrains(filterTrains(this.rows, this.filter), this.sort)
  }

  loadTrains(req: SearchTrainsReq, force = false): Promise<void> {
    return loadAnswer(
      this,
      JSON.stringify(req),
      force,
      () => api.searchTrains(req),
      (res) => {
        this.rows = res.Trains
        this.resultRank = res.RankStandard
        this.resultFrom = res.From
        this.resultTo = res.To
      },
    )
  }
}

/** The one search store of the train subpackage. */
export const trainSearch = forgetsPerson(new TrainSearchStore(), (s) => s.forgetPerson())
