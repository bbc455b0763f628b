/**
 * Fares of one flight on one date: which booking classes are open, their prices (fen), seats an
 * unsold flight starts with, fare families and their refund / change fee tables, taxes.
 *
 * - Full economy fare (Y) from the city-pair distance: 200 CNY + 1.05 CNY/km, at least 400 CNY.
 * - Economy classes sell at fixed shares of Y (B 90 % ... V 35 %). Which are open depends on the
 *   days ahead, time of day, weekday and a per-flight-date demand draw; near departure the
 *   discount classes also cost more (+5 points within 7 days, +10 within 3), so a quoted price
 *   can change overnight — the reason for the price check (318).
 * - Business is 2.3× Y (2.8× on wide-bodies), first 3.5× Y, premium economy 1.3× Y.
 * - Seats per flight, date and class are a pure function of those three until the first booking
 *   stores them (see inventory.ts); bookings then count down the stored row. One discount class
 *   of every flight and date is sold out from the start (drawn per flight and date), so every
 *   flight's fares show what a sold-out fare looks like, whatever the day.
 */
import type { CabinClass } from '../../../../types/api/flight'
import { daysBetween, weekday } from '../../lib/time'
import { rng, unit } from '../../lib/prng'
import type { ScheduledFlight } from './schedule'

export type FareFamily = 'Flex' | 'Standard' | 'Saver'

export interface CabinOffer {
  code: string
  cls: CabinClass
  family: FareFamily
  price: number
  fullPrice: number
  discount: number
  childPrice: number
  infantPrice: number
  initialSeats: number
  baggageKg: number
  cabinPieces: number
}

const ECONOMY: [string, number][] = [
  ['Y', 1],
  ['B', 0.9],
  ['M', 0.8],
  ['H', 0.7],
  ['K', 0.6],
  ['L', 0.5],
  ['Q', 0.45],
  ['G', 0.4],
  ['V', 0.35],
]

/** Round fen to whole 10 CNY, as published domestic fares are. */
const round10 = (fen: number): number => Math.round(fen / 1000) * 1000

export function fullEconomyFare(km: number): number {
  return round10(Math.max(400, 200 + 1.05 * km) * 100)
}

export function familyOf(code: string): FareFamily {
  if ('YFJW'.includes(code)) return 'Flex'
  if ('BMHCA'.includes(code)) return 'Standard'
  return 'Saver'
}

/** How much the discount classes cost extra close to departure. */
export function nearDepartureUplift(daysAhead: number): number {
  return daysAhead >= 7 ? 0 : daysAhead >= 3 ? 0.05 : 0.1
}

/** The cheapest economy share still on sale for this flight and date. */
function economyFloor(f: ScheduledFlight, date: string, daysAhead: number): number {
  const demand = unit(`demand|${f.flightNo}|${date}`)
  const h = Math.floor(f.depMin / 60)
  const hour = (h >= 7 && h < 10) || (h >= 17 && h < 21) ? 0.15 : h < 7 || h >= 21 ? -0.1 : 0
  const ahead = daysAhead >= 30 ? -0.15 : daysAhead >= 14 ? -0.1 : daysAhead >= 7 ? 0 : daysAhead >= 3 ? 0.1 : 0.2
  const wd = weekday(date)
  const week = wd === 4 || wd === 6 ? 0.05 : wd === 1 || wd === 2 ? -0.05 : 0
  return Math.min(0.9, Math.max(0.35, 0.3 + 0.35 * demand + hour + ahead + week))
}

/** Seats a flight-date-class starts with; a few discount classes are already gone (0), besides the one of soldOutClass. */
export function initialSeats(flightNo: string, date: string, code: string, cls: CabinClass): number {
  const u = unit(`seats|${flightNo}|${date}|${code}`)
  switch (cls) {
    case 'First':
      return 1 + Math.floor(u * 6)
    case 'Business':
      return 2 + Math.floor(u * 7)
    case 'Premium':
      return 2 + Math.floor(u * 8)
    default:
      if (code === 'Y') return 9 + Math.floor(u * 20)
      return u < 0.05 ? 0 : 1 + Math.floor(u * 9)
  }
}

/**
 * The economy discount class of a flight on a date that is already sold out when its fares are
 * first shown: one of the discount classes on sale (never Y), drawn per flight and date.
 */
export function soldOutClass(flightNo: string, date: string, codes: readonly string[]): string | null {
  const discount = codes.filter((c) => c !== 'Y')
  if (!discount.length) return null
  return discount[Math.min(discount.length - 1, Math.floor(unit(`closed|${flightNo}|${date}`) * discount.length))]
}

const discount2 = (price: number, full: number): number => Math.round((price / full) * 100) / 100

function offer(f: ScheduledFlight, date: string, code: string, cls: CabinClass, full: number, price: number, lowCost: boolean): CabinOffer {
  return {
    code,
    cls,
    family: familyOf(code),
    price,
    fullPrice: full,
    discount: discount2(price, full),
    childPrice: round10(full * 0.5),
    infantPrice: round10(full * 0.1),
    initialSeats: initialSeats(f.flightNo, date, code, cls),
    baggageKg: lowCost ? 0 : cls === 'First' ? 40 : cls === 'Business' ? 30 : cls === 'Premium' ? 25 : 20,
    cabinPieces: cls === 'First' || cls === 'Business' ? 2 : 1,
  }
}

/**
 * The classes on sale for a flight on a date, cheapest first. `today` decides the days ahead;
 * flights more than 365 days out, or on a weekday they do not fly, have none.
 */
export function cabinOffers(f: ScheduledFlight, date: string, today: string): CabinOffer[] {
  const daysAhead = daysBetween(today, date)
  if (daysAhead < 0 || daysAhead > 365 || !(f.daysMask & (1 << weekday(date)))) return []
  const y = fullEconomyFare(f.fareKm)
  const lowCost = f.carrier.lowCost
  const uplift = nearDepartureUplift(daysAhead)
  const floor = economyFloor(f, date, daysAhead)
  const out: CabinOffer[] = []
  const open = ECONOMY.filter(([code, share]) => code === 'Y' || share >= floor - 1e-9)
  // Y plus the four cheapest open classes: what an airline display shows for one flight.
  const shown = [open[0], ...open.slice(1).slice(-4)]
  const closed = soldOutClass(
    f.flightNo,
    date,
    shown.map(([code]) => code),
  )
  for (const [code, share] of shown) {
    const s = code === 'Y' ? 1 : Math.min(0.95, share + uplift)
    const o = offer(f, date, code, 'Economy', y, round10(y * s), lowCost)
    if (code === closed) o.initialSeats = 0
    out.push(o)
  }
  if (lowCost) return out.sort((a, b) => a.price - b.price)

  const wide = f.aircraft === 'A330' || f.aircraft === 'B787'
  const r = rng(`premium|${f.flightNo}|${date}`)
  if (wide && ['CA', 'MU', 'CZ', 'HU'].includes(f.carrier.code)) {
    const w = round10(y * 1.3)
    out.push(offer(f, date, 'W', 'Premium', w, w, false))
  }
  const regionalOnly = f.aircraft === 'ARJ21' && (f.carrier.code === 'EU' || f.carrier.code === 'G5')
  if (!regionalOnly) {
    const j = round10(y * (wide ? 2.8 : 2.3))
    out.push(offer(f, date, 'J', 'Business', j, j, false))
    if (daysAhead >= 3) out.push(offer(f, date, 'C', 'Business', j, round10(j * 0.8), false))
    if (daysAhead >= 14 && r() < 0.5) out.push(offer(f, date, 'D', 'Business', j, round10(j * 0.6), false))
  }
  if (wide && ['CA', 'MU', 'CZ', 'HU'].includes(f.carrier.code)) {
    const first = round10(y * 3.5)
    out.push(offer(f, date, 'F', 'First', first, first, false))
    if (daysAhead >= 7) out.push(offer(f, date, 'A', 'First', first, round10(first * 0.85), false))
  }
  return out.sort((a, b) => a.price - b.price || a.code.localeCompare(b.code))
}

// --- Fee tables --------------------------------------------------------------------------------

/** Windows before departure in hours: >= 168, 48–168, 4–48, 0–4, after departure. */
export const FEE_WINDOWS: [number, number | null][] = [
  [168, null],
  [48, 168],
  [4, 48],
  [0, 4],
  [0, 0],
]

/** Percent of the fare per window, [refund, change]. */
export const FEE_TABLES: Record<FareFamily, { refund: number[]; change: number[] }> = {
  Flex: { refund: [0, 5, 10, 15, 20], change: [0, 0, 5, 10, 15] },
  Standard: { refund: [5, 10, 20, 30, 40], change: [0, 5, 10, 20, 30] },
  Saver: { refund: [10, 20, 30, 40, 50], change: [5, 10, 20, 30, 40] },
}

/** Index of the fee window for a number of hours before departure (negative = departed). */
export function feeWindow(hoursBefore: number): number {
  if (hoursBefore < 0) return 4
  if (hoursBefore >= 168) return 0
  if (hoursBefore >= 48) return 1
  if (hoursBefore >= 4) return 2
  return 3
}

/** The fee in fen for a fare, rounded to whole CNY the way airlines round fees. */
export function feeFor(fare: number, family: FareFamily, kind: 'refund' | 'change', hoursBefore: number): { percent: number; fee: number; window: number } {
  const window = feeWindow(hoursBefore)
  const percent = FEE_TABLES[family][kind][window]
  return { percent, fee: Math.round((fare * percent) / 100 / 100) * 100, window }
}

// --- Taxes ---------------------------------------------------------------------------------------

export type PaxType = 'Adult' | 'Child' | 'Infant'

/** Airport construction fee (adults only) and fuel surcharge (children half, infants none). */
export function taxesFor(paxType: PaxType, km: number): { airport: number; fuel: number } {
  const fuel = km <= 800 ? 1000 : 2000
  if (paxType === 'Adult') return { airport: 5000, fuel }
  if (paxType === 'Child') return { airport: 0, fuel: fuel / 2 }
  return { airport: 0, fuel: 0 }
}

export function fareFor(c: CabinOffer, paxType: PaxType): number {
  return paxType === 'Adult' ? c.price : paxType === 'Child' ? Math.min(c.price, c.childPrice) : c.infantPrice
}

/** Service fee per ticket (fen), charged to the company, never refunded. */
export const SERVICE_FEE = 2000
/** Accident insurance per passenger and segment (fen). */
export const INSURANCE_PRICE = 3000

/** The cabin class a booking-class letter belongs to (fixed across carriers in this inventory). */
export function classOf(code: string): CabinClass {
  if (code === 'W') return 'Premium'
  if ('JCD'.includes(code)) return 'Business'
  if ('FA'.includes(code)) return 'First'
  return 'Economy'
}
