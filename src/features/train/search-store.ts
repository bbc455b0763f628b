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
import type { SearchTrainsReq, TrainRankStandard, TrainRow, TrainStation } from '@api/train'
import { SALE_WINDOW_DAYS, type TrainSort } from '@api/train-values'
import { forgetsPerson, loadSearch, type LoadState } from '@/shared/search-results'
import { SaleRoute } from '@/shared/sale-route'
import { KEYS, SESSION_KEYS } from '@/core/storage-keys'
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

// The first search's stations, with their names in each script (a station picked later carries its own).
const BEIJING: StationRef = { code: 'VNP', cn: '北京南', en: 'Beijing South', tc: '北京南' }
const SHANGHAI: StationRef = { code: 'AOH', cn: '上海虹桥', en: 'Shanghai Hongqiao', tc: '上海虹橋' }

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
  /** The stations and the date (shared/sale-route.ts). */
  readonly route: SaleRoute<TrainStation>
  highSpeedOnly = false
  student = false
  travellers: Traveller[] = []

  resultKey = ''
  resultState: LoadState = 'idle'
  /** A train's answer words no amount: a currency change converts the list on screen. */
  readonly amountsInTexts = false
  /** The answer's rows, replaced whole by each answer and never changed in place: observed by reference, not copied into observables row by row. */
  rows: TrainRow[] = []
  resultRank: TrainRankStandard | null = null
  /** The stations of the searched cities (the filter offers them). */
  resultFrom: TrainStation[] = []
  resultTo: TrainStation[] = []
  filter: TrainFilter = NO_TRAIN_FILTER
  sort: TrainSort = 'DepartEarly'

  constructor(
    kv: KVStore = storage,
    private readonly session: KVStore = sessionStore,
  ) {
    this.route = new SaleRoute<TrainStation>({
      kv,
      recentKey: KEYS.trainCities,
      recentField: 'stations',
      isPlace: isTrainStation,
      from: BEIJING,
      to: SHANGHAI,
      saleDays: SALE_WINDOW_DAYS,
      fetchStations: api.stationList,
      same: (a, b) => a.code === b.code,
      sameKey: 'train:search.sameStation',
      save: () => this.save(),
      startFromRecent: true,
    })
    makeAutoObservable<TrainSearchStore, 'session'>(this, { session: false, route: false, rows: observable.ref })
    const c = session.getJSON<Partial<Criteria> | null>(SESSION_KEYS.trainSearchCriteria, null)
    if (c) {
      this.route.restore(c)
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

  private save(): void {
    const r = this.route
    const c: Criteria = { from: r.from, to: r.to, date: r.date, highSpeedOnly: this.highSpeedOnly, student: this.student, travellers: this.travellers }
    this.session.setJSON(SESSION_KEYS.trainSearchCriteria, c)
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

  request(): SearchTrainsReq {
    const r = this.route
    return {
      From: r.from.code,
      To: r.to.code,
      Date: r.day,
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
    return loadSearch(this, req, force, api.searchTrains, (res) => {
      this.rows = res.Trains
      this.resultRank = res.RankStandard
      this.resultFrom = res.From
      this.resultTo = res.To
    })
  }
}

/** The one search store of the train subpackage. */
export const trainSearch = forgetsPerson(new TrainSearchStore(), (s) => s.forgetPerson())
