// Business constants of docs/constants.md that are rules rather than UI timings (request time-outs,
// toast and reload timers belong to core/ and stores/). Limits used by a single validator live
// beside it (files.ts, text.ts, age.ts, ...) and are re-exported from index.ts.
import { parseTime } from './format'

/** 1 travel bean (Lxd) is worth 1 CNY. */
export const TRAVEL_BEANS_PER_CNY = 1

/** 12306 verification: at most 3 SMS per user per day, to be completed within 30 minutes. */
export const TRAIN_VERIFICATION_SMS_PER_DAY = 3
export const TRAIN_VERIFICATION_WINDOW_MINUTES = 30
/** Mobile check codes: at most 3 per user per day. */
export const CHECK_CODES_PER_DAY = 3

/** Hotel price-filter band edges in CNY; 400 and 700 appear in some filters as extra edges. */
export const HOTEL_PRICE_BANDS_CNY: readonly number[] = [150, 300, 450, 600, 1000, 1300, 1800]
export const HOTEL_PRICE_BANDS_EXTRA_CNY: readonly number[] = [400, 700]
export const HOTEL_STAR_LEVELS: readonly number[] = [2, 3, 4, 5]

const EARLY_MORNING_END = 6 * 60
const ROOM_READY = 14 * 60

/**
 * Checking in before 06:00 means the room is needed from the previous night, so the booking
 * must use the early-morning option (the previous date as check-in). False for unreadable times.
 */
export function needsEarlyMorningOption(arrivalTime: string | null | undefined): boolean {
  const t = parseTime(arrivalTime)
  return t != null && t < EARLY_MORNING_END
}

/** Rooms are held all night, but one reached before 14:00 may not be ready yet: tell the guest. */
export function mayWaitForRoom(arrivalTime: string | null | undefined): boolean {
  const t = parseTime(arrivalTime)
  return t != null && t < ROOM_READY
}

/** Airport pick-up: the car comes this many minutes after landing. */
export const CAR_PICKUP_DELAYS_MINUTES: readonly number[] = [10, 20, 30, 40, 50, 60]

/** A flight delayed by more than 30 minutes makes a refund or change involuntary. */
export const INVOLUNTARY_DELAY_MINUTES = 30

export function isInvoluntaryDelay(delayMinutes: number): boolean {
  return Number.isFinite(delayMinutes) && delayMinutes > INVOLUNTARY_DELAY_MINUTES
}

/** Order-list period filters, in months; history is kept for one year. */
export const ORDER_LIST_PERIOD_MONTHS: readonly number[] = [1, 6, 12]
export const HISTORY_KEPT_MONTHS = 12
