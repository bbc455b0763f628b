/**
 * The international flight search shared by the search, list and booking pages: trip type, the
 * places and dates of the legs, the cabin, the answer of the search, and the itinerary and fare
 * family chosen for each leg. Kept for the tab in memory; the booking page without a complete
 * choice leads back to the search.
 */
import { makeAutoObservable, runInAction } from 'mobx'
import type { IntlFare, IntlItinerary, IntlPlace, IntlSearchRes } from '@api/intlflight'
import { INTL_CABINS, MAX_INTL_LEGS, type FareFamily, type IntlCabin } from '@api/intlflight-values'
import { clock } from '@/core/clock'
import { isCancelled } from '@/core/errors'
import type { Lang } from '@/domain/format'
import { shiftDay } from '@/domain/hotel-stay'
import { orderedLegDates, setLegDate } from '@/domain/intl-flight'
import { rootStore } from '@/stores'
import { answerKey } from '@/shared/search-results'
import * as api from './api'

export type TripType = 'OneWay' | 'RoundTrip' | 'MultiCity'
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

/** A leg of a multi-city trip after the first (the first is the search's from, to and depart). */
export interface MoreLeg {
  from: PlaceRef
  to: PlaceRef
  date: string
}

export interface Choice {
  itinerary: IntlItinerary
  fare: IntlFare
}

const TRIP_TYPES: readonly TripType[] = ['OneWay', 'RoundTrip', 'MultiCity']
const CODE = /^[A-Z]{3}$/
const DAY = /^\d{4}-\d{2}-\d{2}$/

/** A place in a URL: its code, and its names 'cn|en|jp' beside it. */
const namesOf = (p: PlaceRef) => [p.cn, p.en, p.jp].join('|')
function placeOf(code: string | undefined, names: string | undefined, known: PlaceRef[]): PlaceRef | null {
  const c = (code ?? '').toUpperCase()
  if (!CODE.test(c)) return null
  const [cn, en, jp] = (names ?? '').split('|')
  if (cn) return { code: c, cn, en: en || cn, jp: jp || cn }
  return known.find((k) => k.code === c) ?? { code: c, cn: c, en: c, jp: c }
}

export class IntlSearchStore {
  tripType: TripType = 'RoundTrip'
  from: PlaceRef = SHANGHAI
  to: PlaceRef = FRANKFURT
  depart = ''
  ret = ''
  cabin: IntlCabin = 'Economy'
  /** Multi-city: the legs after the first (1 to 3 of them). */
  more: MoreLeg[] = []

  result: IntlSearchRes | null = null
  resultKey = ''
  state: LoadState = 'idle'
  /** The chosen itinerary and fare of each leg, in order. */
  choices: Choice[] = []
  private ask = 0

  constructor() {
    makeAutoObservable<IntlSearchStore, 'ask'>(this, { ask: false })
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

  /** Every leg's places and date as the search asks them (multi-city dates in order). */
  get legPlaces(): { from: PlaceRef; to: PlaceRef; date: string }[] {
    const first = { from: this.from, to: this.to, date: this.departDay }
    if (this.tripType === 'OneWay') return [first]
    if (this.tripType === 'RoundTrip') return [first, { from: this.to, to: this.from, date: this.returnDay }]
    const all = [first, ...this.more]
    const dates = orderedLegDates(all.map((l) => l.date))
    return all.map((l, i) => ({ ...l, date: dates[i] }))
  }

  get legs(): { From: string; To: string; Date: string }[] {
    return this.legPlaces.map((l) => ({ From: l.from.code, To: l.to.code, Date: l.date }))
  }

  get canAddLeg(): boolean {
    return this.tripType === 'MultiCity' && this.more.length + 1 < MAX_INTL_LEGS
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
    // Multi-city starts with a second leg on from where the first lands, four days later.
    if (t === 'MultiCity' && this.more.length === 0) this.more = [{ from: this.to, to: this.from, date: shiftDay(this.departDay, 4) }]
  }
  addLeg(): void {
    if (!this.canAddLeg) return
    const last = this.legPlaces.at(-1)!
    this.more = [...this.more, { from: last.to, to: last.from, date: shiftDay(last.date, 3) }]
  }
  /** Removes multi-city leg `index` (1..); the trip keeps at least two. */
  removeLeg(index: number): void {
    if (index < 1 || this.more.length <= 1) return
    this.more = this.more.filter((_, i) => i !== index - 1)
  }
  /** A place of any leg: leg 0 is the search's own from and to. */
  pickAt(index: number, side: 'from' | 'to', p: PlaceRef): void {
    if (index === 0) return this.pick(side, p)
    this.more = this.more.map((l, i) => (i === index - 1 ? { ...l, [side]: p } : l))
  }
  /** A multi-city leg's date; later legs that would fly earlier move with it. */
  setLegDay(index: number, date: string): void {
    const dates = setLegDate(
      this.legPlaces.map((l) => l.date),
      index,
      date,
    )
    this.depart = dates[0]
    this.more = this.more.map((l, i) => ({ ...l, date: dates[i + 1] }))
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
  /** The return date alone (tapped on the return field); never before the departure. */
  setReturn(day: string): void {
    if (day >= this.departDay) this.ret = day
  }

  /**
   * The search as the list's URL parameters (trip type, places with their names, dates, cabin), so
   * that a reload, the back button or a shared link shows the same search.
   */
  get query(): Record<string, string> {
    const q: Record<string, string> = {
      trip: this.tripType,
      from: this.from.code,
      fromName: namesOf(this.from),
      to: this.to.code,
      toName: namesOf(this.to),
      date: this.departDay,
      cabin: this.cabin,
    }
    if (this.tripType === 'RoundTrip') q.ret = this.returnDay
    if (this.tripType === 'MultiCity')
      q.legs = this.legPlaces
        .slice(1)
        .map((l) => `${l.from.code}.${l.to.code}.${l.date}`)
        .join('~')
    return q
  }

  /** Takes the search a URL describes; false (nothing changed) when it is not a usable one. */
  applyQuery(p: Record<string, string | undefined>): boolean {
    const trip = TRIP_TYPES.find((x) => x === p.trip)
    const known = [this.from, this.to, ...this.more.flatMap((l) => [l.from, l.to])]
    const from = placeOf(p.from, p.fromName, known)
    const to = placeOf(p.to, p.toName, known)
    if (!trip || !from || !to || !DAY.test(p.date ?? '')) return false
    let more: MoreLeg[] = []
    if (trip === 'MultiCity') {
      const parts = (p.legs ?? '').split('~').map((x) => x.split('.'))
      const legs = parts.map(([a, b, d]) => ({
        from: placeOf(a, undefined, [from, to, ...known]),
        to: placeOf(b, undefined, [from, to, ...known]),
        date: d ?? '',
      }))
      if (!legs.length || legs.length + 1 > MAX_INTL_LEGS || legs.some((l) => !l.from || !l.to || !DAY.test(l.date))) return false
      more = legs.map((l) => ({ from: l.from!, to: l.to!, date: l.date }))
    }
    this.tripType = trip
    this.from = from
    this.to = to
    this.depart = p.date!
    if (trip === 'RoundTrip' && DAY.test(p.ret ?? '')) this.ret = p.ret!
    if (trip === 'MultiCity') this.more = more
    this.cabin = INTL_CABINS.find((c) => c === p.cabin) ?? 'Economy'
    return true
  }

  /** A message key when the search cannot be made. */
  problem(): string | null {
    if (this.legPlaces.some((l) => l.from.code === l.to.code)) return 'intlFlight:search.samePlace'
    return null
  }

  /** Searches unless the same criteria were answered; the choices start afresh. */
  async run(force = false): Promise<void> {
    const key = answerKey(JSON.stringify([this.tripType, this.legs, this.cabin]))
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
