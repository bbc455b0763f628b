/**
 * The route of a search sold within a sale window (trains, buses; docs/kit.md): from and to (a
 * station or a city), the date moved into the window, the recent picks kept in storage, and the
 * station list whose answer says today and the last day on sale. A product's search store holds
 * one (MobX classes cannot be subclassed) and hands it to the kit's route search, result head and
 * station pickers; the product keeps its own criteria and tells the route how it saves them.
 */
import { makeAutoObservable } from 'mobx'
import type { StationItem, StationLists } from '@/components/station-picker'
import { clock } from '@/core/clock'
import { shiftDay } from '@/domain/hotel-stay'
import type { KVStore } from '@/platform/kv'
import { loadInto, type LoadState } from '@/shared/search-results'
import type { StationRef } from '@/shared/station-ref'

const MAX_RECENT = 8

/** The station list of such a product: its stations and the sale window. */
export type SaleStations<S extends StationItem> = StationLists<S> & { Today: string; LastSaleDate: string }

export interface SaleRouteOptions<S extends StationItem> {
  /** Where the recent picks are kept (`{ [field]: StationRef[] }` under `key` of the persistent store). */
  kv: KVStore
  recentKey: string
  recentField: string
  /** A kept place this product can search. */
  isPlace: (v: unknown) => v is StationRef
  from: StationRef
  to: StationRef
  /** The days on sale when the list has not said. */
  saleDays: number
  fetchStations: () => Promise<SaleStations<S>>
  /** The two places are the same for a search (the message key when they are). */
  same: (a: StationRef, b: StationRef) => boolean
  sameKey: string
  /** Saves the product's criteria after a change of the route. */
  save: () => void
  /** Starts from the two last picks (before the criteria of the tab, when there are none). */
  startFromRecent?: boolean
}

export class SaleRoute<S extends StationItem> {
  from: StationRef
  to: StationRef
  date = ''
  recent: StationRef[] = []
  stations: SaleStations<S> | null = null
  stationsState: LoadState = 'idle'

  constructor(private readonly o: SaleRouteOptions<S>) {
    this.from = o.from
    this.to = o.to
    makeAutoObservable<SaleRoute<S>, 'o'>(this, { o: false })
    const saved = o.kv.getJSON<Record<string, unknown> | null>(o.recentKey, null)?.[o.recentField]
    this.recent = Array.isArray(saved) ? saved.filter(o.isPlace).slice(0, MAX_RECENT) : []
    if (o.startFromRecent && this.recent[0]) this.from = this.recent[0]
    if (o.startFromRecent && this.recent[1] && this.recent[1].code !== this.from.code) this.to = this.recent[1]
  }

  /** The route kept in the product's criteria, each part when it is valid. */
  restore(c: { from?: unknown; to?: unknown; date?: unknown } | null | undefined): void {
    if (this.o.isPlace(c?.from)) this.from = c.from
    if (this.o.isPlace(c?.to)) this.to = c.to
    if (typeof c?.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(c.date)) this.date = c.date
  }

  get today(): string {
    return this.stations?.Today ?? clock.today()
  }

  get lastSaleDate(): string {
    return this.stations?.LastSaleDate ?? shiftDay(this.today, this.o.saleDays)
  }

  /** The chosen date, moved into the sale window (a date kept from yesterday becomes today). */
  get day(): string {
    if (!this.date || this.date < this.today) return this.today
    return this.date > this.lastSaleDate ? this.lastSaleDate : this.date
  }

  /** A message key when the search cannot be made. */
  problem(): string | null {
    return this.o.same(this.from, this.to) ? this.o.sameKey : null
  }

  /** Picking the other side's place swaps them, as the railway apps do. */
  pick(side: 'from' | 'to', s: StationRef): void {
    if ((side === 'from' ? this.to : this.from).code === s.code) return this.swap()
    this[side] = s
    this.recent = [s, ...this.recent.filter((x) => x.code !== s.code)].slice(0, MAX_RECENT)
    this.o.kv.setJSON(this.o.recentKey, { [this.o.recentField]: this.recent })
    this.o.save()
  }

  swap(): void {
    const f = this.from
    this.from = this.to
    this.to = f
    this.o.save()
  }

  setDate(d: string): void {
    this.date = d
    this.o.save()
  }

  loadStations(): Promise<void> {
    return loadInto(this, 'stationsState', this.o.fetchStations, (res) => (this.stations = res))
  }
}
