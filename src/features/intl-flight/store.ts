/**
 * The international flight search shared by the search, list and booking pages: trip type, the
 * places and dates of the legs, the cabin, the answer of the search, and the itinerary and fare
 * family chosen for each leg. Kept for the tab in memory; the booking page without a complete
 * choice leads back to the search.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import type { IntlFare, IntlItinerary, IntlPlace, IntlSearchRes } from '@api/intlflight'
import type { FareFamily, IntlCabin } from '@api/intlflight-values'
import { clock } from '@/core/clock'
import { isCancelled } from '@/core/errors'
import type { Lang } from '@/domain/format'
import { shiftDay } from '@/domain/hotel-stay'
import { rootStore } from '@/stores'
import * as api from './api'

export type TripType = 'OneWay' | 'RoundTrip'
export type LoadState = 'idle' | 'loading' | 'error' | 'done'

/** A place as a pick keeps it: its code and names, so any language can show it. */
export interface PlaceRef {
  code: string
  cn: string
  en: string
  jp: string
}

export function placeRefOf(p: IntlPlace): PlaceRef {
  return { code: p.CityCode, cn: p.CityNameCN, en: p.CityNameEN, jp: p.CityNameJP }
}

export function placeName(p: Pick<PlaceRef, 'cn' | 'en' | 'jp'>, lang: Lang): string {
  if (lang === 'en') return p.en || p.cn
  if (lang === 'ja') return p.jp || p.cn
  return p.cn
}

const SHANGHAI: PlaceRef = { code: 'SHA', cn: '上海', en: 'Shanghai', jp: '上海' }
const FRANKFURT: PlaceRef = { code: 'FRA', cn: '法兰克福', en: 'Frankfurt', jp: 'フランクフルト' }

export interface Choice {
  itinerary: IntlItinerary
  fare: IntlFare
}

export class IntlSearchStore {
  tripType: TripType = 'RoundTrip'
  from: PlaceRef = SHANGHAI
  to: PlaceRef = FRANKFURT
  depart = ''
  ret = ''
  cabin: IntlCabin = 'Economy'

  result: IntlSearchRes | null = null
  resultKey = ''
  state: LoadState = 'idle'
  /** The chosen itinerary and fare of each leg, in order. */
  choices: Choice[] = []
  private ask = 0

  constructor() {
    makeAutoObservable<IntlSearchStore, "ask">(this, { ask: false })
  }

  get today(): string {
    return clock.today()
  }

  get departDay(): string {
    const first = shiftDay(this.today, 1)
    return this.depart && this.depart >= first ? this.depart : shiftDay(this.today, 7)
  }

  get returnDay(): string {
    return this.ret && this.ret >= this.departDay ? this.ret : shiftDay(this.departDay, 7)
  }

  get legs(): { From: string; To: string; Date: string }[] {
    const out = [{ From: this.from.code, To: this.to.code, Date: this.departDay }]
    if (this.tripType === 'RoundTrip') out.push({ From: this.to.code, To: this.from.code, Date: this.returnDay })
    return out
  }

  /** The leg being chosen on the list: the first without a choice. */
  get legIndex(): number {
    return Math.min(this.choices.length, this.legs.length - 1)
  }

  get complete(): boolean {
    return this.result !== null && this.choices.length === this.result.Legs.length
  }

  setTripType(t: TripType): void {
    this.tripType = t
  }
  setCabin(c: IntlCabin): void {
    this.cabin = c
  }
  pick(side: 'from' | 'to', p: PlaceRef): void {
    this[side] = p
  }
  swap(): void {
    const f = this.from
    this.from = this.to
    this.to = f
  }
  setDates(depart: string, ret: string | null): void {
    this.depart = depart
    if (ret) this.ret = ret
  }

  /** A message key when the search cannot be made. */
  problem(): string | null {
    if (this.from.code === this.to.code) return 'intlFlight:search.samePlace'
    return null
  }

  /** Searches unless the same criteria were answered; the choices start afresh. */
  async run(force = false): Promise<void> {
    const key = JSON.stringify([this.tripType, this.legs, this.cabin])
    if (!force && key === this.resultKey && this.state === 'done') return
    const ask = ++this.ask
    this.state = 'loading'
    this.choices = []
    try {
      const r = await api.search({ TripType: this.tripType, Legs: this.legs, Cabin: this.cabin })
      if (ask !== this.ask) return
      runInAction(() => {
        this.result = r
        this.resultKey = key
        this.state = 'done'
      })
    } catch (e) {
      if (ask !== this.ask || isCancelled(e)) return
      runInAction(() => (this.state = 'error'))
    }
  }

  choose(leg: number, itinerary: IntlItinerary, family: FareFamily): void {
    const fare = itinerary.Fares.find((f) => f.Family === family)
    if (!fare) return
    this.choices = [...this.choices.slice(0, leg), { itinerary, fare }]
  }

  /** Back to choosing a leg again (the later legs' choices go). */
  unchoose(leg: number): void {
    this.choices = this.choices.slice(0, leg)
  }
}

export const intlSearch = new IntlSearchStore()

// Another person signed in: the answer and choices carried the previous one's standard.
rootStore.session.onPersonChange(() => {
  intlSearch.result = null
  intlSearch.resultKey = ''
  intlSearch.choices = []
})
