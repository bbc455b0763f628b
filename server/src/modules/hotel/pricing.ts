/**
 * Nightly prices: a pure function of hotel, room type, rate plan and date, so every call (and
 * every server) quotes the same. The hotel's base price (its star and its city's price level)
 * times the room type, the night (Friday and Saturday nights are dearer, and each night moves a
 * little), the plan (non-refundable and penalty plans are cheaper) plus breakfast per person.
 *
 * Domestic hotels price in whole yuan. Hotels abroad price in their currency, rounded as the
 * currency is (JPY to 100 yen, KRW to 1,000 won, ...); the CNY worth of a night is its local
 * price at the fixed rate of data/cities.ts, rounded to the fen (docs/data.md). A stay's CNY
 * total is the sum of its nights' CNY prices, so totals and nights always agree.
 */
import { unit } from '../../lib/prng'
import { addDays, weekday } from '../../lib/time'
import type { Hotel, RatePlanDef, RoomTypeDef } from './catalog'
import { EXCHANGE } from './data/cities'

export interface NightPrice {
  date: string
  /** CNY fen. */
  cny: number
  /** Minor units of the hotel's currency (fen for domestic hotels). */
  local: number
}

/** Breakfast per person and night, CNY yuan, by star. */
const BREAKFAST: Record<number, number> = { 2: 20, 3: 35, 4: 60, 5: 120 }
const WEEKEND = 1.12

/** Friday and Saturday nights. */
export const isWeekendNight = (date: string): boolean => weekday(date) >= 4 && weekday(date) <= 5

export function exchangeOf(currency: string): { rate: number; exponent: number; roundTo: number } {
  const x = EXCHANGE[currency]
  if (!x) throw new Error(`no exchange rate for ${currency}`)
  return x
}

/** CNY fen of an amount in a currency's minor units, rounded to the fen. */
export function toCnyFen(localMinor: number, currency: string): number {
  if (currency === 'CNY') return localMinor
  const x = exchangeOf(currency)
  return Math.round((localMinor / 10 ** x.exponent) * x.rate * 100)
}

export function nightPrice(h: Hotel, room: RoomTypeDef, plan: RatePlanDef, date: string): NightPrice {
  const move = 0.93 + unit(`price|${h.id}|${date}`) * 0.14
  const yuan = h.base * room.factor * plan.factor * move * (isWeekendNight(date) ? WEEKEND : 1) + plan.breakfast * BREAKFAST[h.star]
  if (!h.city.international) {
    const fen = Math.round(yuan) * 100
    return { date, cny: fen, local: fen }
  }
  const x = exchangeOf(h.city.currency)
  const major = Math.max(x.roundTo, Math.round(yuan / x.rate / x.roundTo) * x.roundTo)
  const local = major * 10 ** x.exponent
  return { date, cny: toCnyFen(local, h.city.currency), local }
}

/**
 * A night's price never changes (it is a pure function of its key), so searches reuse it: the
 * list prices every plan of a city's hotels for the stay on each call. Bounded: past the limit
 * the oldest half goes.
 */
const NIGHT_CACHE_LIMIT = 200_000
const nightCache = new Map<string, NightPrice>()

export function nightPriceCached(h: Hotel, room: RoomTypeDef, plan: RatePlanDef, date: string): NightPrice {
  const key = `${h.id}|${room.code}|${plan.code}|${date}`
  let n = nightCache.get(key)
  if (!n) {
    n = nightPrice(h, room, plan, date)
    if (nightCache.size >= NIGHT_CACHE_LIMIT) {
      let drop = NIGHT_CACHE_LIMIT / 2
      for (const k of nightCache.keys()) {
        nightCache.delete(k)
        if (--drop <= 0) break
      }
    }
    nightCache.set(key, n)
  }
  return n
}

export function stayPrices(h: Hotel, room: RoomTypeDef, plan: RatePlanDef, checkIn: string, nights: number): NightPrice[] {
  return Array.from({ length: nights }, (_, i) => nightPriceCached(h, room, plan, addDays(checkIn, i)))
}

const stayCache = new Map<string, StayAmounts>()

/** A plan's amounts for a stay (pure, so kept like the nights; bounded the same way). */
export function stayAmountsCached(h: Hotel, room: RoomTypeDef, plan: RatePlanDef, checkIn: string, nights: number): StayAmounts {
  const key = `${h.id}|${room.code}|${plan.code}|${checkIn}|${nights}`
  let a = stayCache.get(key)
  if (!a) {
    a = stayAmounts(stayPrices(h, room, plan, checkIn, nights))
    if (stayCache.size >= NIGHT_CACHE_LIMIT) stayCache.clear()
    stayCache.set(key, a)
  }
  return a
}

export interface StayAmounts {
  /** Per room: the nights' sum and the average night, CNY fen. */
  total: number
  avg: number
  localTotal: number
  localAvg: number
}

export function stayAmounts(nights: readonly NightPrice[]): StayAmounts {
  const total = nights.reduce((s, n) => s + n.cny, 0)
  const localTotal = nights.reduce((s, n) => s + n.local, 0)
  const n = Math.max(1, nights.length)
  return { total, avg: Math.round(total / n), localTotal, localAvg: Math.round(localTotal / n) }
}

/** An amount in a currency for texts: '¥1,280' for CNY fen, 'JPY 32,000' / 'EUR 189.50' abroad. */
export function moneyText(minor: number, currency: string): string {
  const x = exchangeOf(currency)
  const v = minor / 10 ** x.exponent
  const text = Number.isInteger(v)
    ? v.toLocaleString('en-US')
    : v.toLocaleString('en-US', { minimumFractionDigits: x.exponent, maximumFractionDigits: x.exponent })
  return currency === 'CNY' ? `¥${text}` : `${currency} ${text}`
}
