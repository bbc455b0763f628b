/**
 * Fares (fen) per car class: a base, a rate per km and per minute, a night surcharge on the
 * distance (23:00–05:00 China time), tolls when an end is an airport, and waiting after the free
 * minutes. A taxi is metered: its base covers the first 3 km. The same rule prices the quote (the
 * estimated route) and settles the ride (the route driven, the minutes waited), so the two lines
 * compare line by line.
 */
import type { CarClass, CarFareLine } from '../../../../types/api/car'
import type { Lang } from '../../i18n'
import { chinaMinutes } from '../../lib/time'
import { ct } from './texts'

interface Rate {
  base: number
  /** km the base covers. */
  included: number
  perKm: number
  perMin: number
  seats: number
}

export const RATES: Record<CarClass, Rate> = {
  Economy: { base: 1000, included: 0, perKm: 180, perMin: 40, seats: 4 },
  Comfort: { base: 1400, included: 0, perKm: 260, perMin: 50, seats: 4 },
  Business: { base: 2400, included: 0, perKm: 420, perMin: 80, seats: 4 },
  SixSeat: { base: 2000, included: 0, perKm: 340, perMin: 60, seats: 6 },
  Taxi: { base: 1300, included: 3, perKm: 250, perMin: 50, seats: 4 },
}

export const NIGHT_PCT = 20
export const AIRPORT_TOLL = 1000
/** The driver waits this long for free once there; each minute after costs WAIT_PER_MIN. */
export const FREE_WAIT_MINUTES = 5
export const WAIT_PER_MIN = 100
/** What cancelling costs once a driver has had the ride over FREE_CANCEL_SECONDS. */
export const CANCEL_FEE = 500

export interface RideFacts {
  cls: CarClass
  km: number
  minutes: number
  startsAt: Date
  airport: boolean
  waitedMinutes?: number
}

const isNight = (at: Date) => {
  const m = chinaMinutes(at)
  return m >= 23 * 60 || m < 5 * 60
}

/** The fare lines of a ride (those that are zero left out) and their total. */
export function fareOf(r: RideFacts, lang: Lang): { fare: number; lines: CarFareLine[] } {
  const rate = RATES[r.cls]
  const distance = Math.round(Math.max(0, r.km - rate.included) * rate.perKm)
  const waited = Math.max(0, (r.waitedMinutes ?? 0) - FREE_WAIT_MINUTES)
  const lines: CarFareLine[] = [
    { Kind: 'Base', Label: ct(lang, 'carLnBase'), Amount: rate.base },
    { Kind: 'Distance', Label: ct(lang, 'carLnDistance', { km: r.km }), Amount: distance },
    { Kind: 'Time', Label: ct(lang, 'carLnTime', { min: r.minutes }), Amount: r.minutes * rate.perMin },
    { Kind: 'Night', Label: ct(lang, 'carLnNight'), Amount: isNight(r.startsAt) ? Math.round((distance * NIGHT_PCT) / 100) : 0 },
    { Kind: 'Tolls', Label: ct(lang, 'carLnTolls'), Amount: r.airport ? AIRPORT_TOLL : 0 },
    { Kind: 'Waiting', Label: ct(lang, 'carLnWaiting', { min: waited }), Amount: waited * WAIT_PER_MIN },
  ].filter((l) => l.Amount > 0 || l.Kind === 'Base') as CarFareLine[]
  return { fare: lines.reduce((s, l) => s + l.Amount, 0), lines }
}

/** Waiting the rider owes when cancelling after the driver arrived (a no-show). */
export const waitingFee = (waitedMinutes: number): number => Math.max(0, waitedMinutes - FREE_WAIT_MINUTES) * WAIT_PER_MIN
