/**
 * The meal standard as rules, in one table-driven place: the meal windows (China time), the
 * caps of a rank by meal and day, the city tiers, guests, and what a charge at the table gets.
 * Pure: the callers read the rank's document, the company's DiningSettings, the day and what the
 * company already paid today, and write what `judge` answers.
 *
 * A rank's standard is its Dining document of rank administration (GenericRankPolicy, fen):
 * BreakfastCap, LunchCap, DinnerCap (absent: PerMealCap), PerDayCap, GuestCap (absent or null:
 * no guests) and optional windows BreakfastWindow, LunchWindow, DinnerWindow ('HH:mm-HH:mm').
 */
import type { GenericRankPolicy } from '../../../../types/api/admin'
import type { DiningOverStandard, DiningRefusal, Meal } from '../../../../types/api/dining'
import { MEALS } from '../../../../types/api/dining'

/** Minutes of the China day, from inclusive, to exclusive. */
export type Window = readonly [number, number]

export const DEFAULT_WINDOWS: Record<Meal, Window> = {
  Breakfast: [6 * 60, 10 * 60],
  Lunch: [11 * 60, 14 * 60],
  Dinner: [17 * 60, 21 * 60 + 30],
}

/** Per cent of a rank's caps paid in a city of tier 1…4 (a tier-1 city's standard is the full one). */
export const TIER_PERCENT: readonly number[] = [100, 90, 80, 70]

const CAP_KEY: Record<Meal, string> = { Breakfast: 'BreakfastCap', Lunch: 'LunchCap', Dinner: 'DinnerCap' }
const WINDOW_KEY: Record<Meal, string> = { Breakfast: 'BreakfastWindow', Lunch: 'LunchWindow', Dinner: 'DinnerWindow' }

export interface DiningRank {
  /** Fen per meal for the person, before the tier; null: the company pays nothing for that meal. */
  caps: Record<Meal, number | null>
  dailyCap: number | null
  guestCap: number | null
  windows: Record<Meal, Window>
}

const fen = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : null)

/** 'HH:mm-HH:mm' → minutes; null when it does not read as a window. */
export function parseWindow(v: unknown): Window | null {
  const m = typeof v === 'string' ? /^(\d{2}):(\d{2})-(\d{2}):(\d{2})$/.exec(v) : null
  if (!m) return null
  const from = Number(m[1]) * 60 + Number(m[2])
  const to = Number(m[3]) * 60 + Number(m[4])
  return from < to && to <= 24 * 60 ? [from, to] : null
}

export const windowText = ([from, to]: Window): string => `${hm(from)}-${hm(to)}`
const hm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`

/** The rank's standard from its document; null when the rank keeps none. */
export function rankStandard(doc: GenericRankPolicy | null): DiningRank | null {
  if (!doc) return null
  const perMeal = fen(doc.PerMealCap)
  const caps = {} as Record<Meal, number | null>
  const windows = {} as Record<Meal, Window>
  for (const meal of MEALS) {
    caps[meal] = fen(doc[CAP_KEY[meal]]) ?? perMeal
    windows[meal] = parseWindow(doc[WINDOW_KEY[meal]]) ?? DEFAULT_WINDOWS[meal]
  }
  return { caps, dailyCap: fen(doc.PerDayCap), guestCap: fen(doc.GuestCap), windows }
}

/** The meal whose window holds `minutes` (China time), or null. */
export function mealAt(rank: DiningRank, minutes: number): Meal | null {
  return MEALS.find((m) => minutes >= rank.windows[m][0] && minutes < rank.windows[m][1]) ?? null
}

/** A cap after the city's tier (rounded down to the fen). */
export const tiered = (cap: number, tier: number): number => Math.floor((cap * (TIER_PERCENT[tier - 1] ?? 100)) / 100)

export interface ChargeFacts {
  rank: DiningRank | null
  tier: number
  /** Minutes of the China day when the restaurant charges. */
  minutes: number
  guests: number
  bill: number
  /** What the company paid today for the person's own meals (not guests), fen. */
  ownToday: number
  /** Why the company pays nothing today in this city (trip or working day), or null. */
  dayRefusal: DiningRefusal | null
  overStandard: DiningOverStandard
}

export interface Verdict {
  meal: Meal | null
  refusal: DiningRefusal | null
  company: number
  personal: number
  /** The company's part that counts against the person's daily cap. */
  own: number
  overStandard: boolean
}

const refused = (meal: Meal | null, refusal: DiningRefusal, bill: number): Verdict => ({
  meal,
  refusal,
  company: 0,
  personal: bill,
  own: 0,
  overStandard: false,
})

/** What the company pays of the person's own meal now: the meal's cap, within what the daily cap leaves. */
export function ownAllowance(rank: DiningRank, meal: Meal, tier: number, ownToday: number): number {
  const cap = rank.caps[meal]
  if (cap === null) return 0
  const mealCap = tiered(cap, tier)
  return rank.dailyCap === null ? mealCap : Math.max(0, Math.min(mealCap, tiered(rank.dailyCap, tier) - ownToday))
}

/**
 * What a charge at the table gets, first rule first: a standard, the meal's window, the day,
 * guests; then the company pays up to the person's allowance plus each guest's cap, and the rest
 * is the person's — or the charge is refused, as the company says.
 */
export function judge(f: ChargeFacts): Verdict {
  if (!f.rank) return refused(null, 'NoStandard', f.bill)
  const meal = mealAt(f.rank, f.minutes)
  if (!meal) return refused(null, 'OutsideWindow', f.bill)
  if (f.dayRefusal) return refused(meal, f.dayRefusal, f.bill)
  if (f.guests > 0 && f.rank.guestCap === null) return refused(meal, 'NoGuests', f.bill)
  const own = ownAllowance(f.rank, meal, f.tier, f.ownToday)
  const guests = f.guests * tiered(f.rank.guestCap ?? 0, f.tier)
  const company = Math.min(f.bill, own + guests)
  const personal = f.bill - company
  if (personal > 0 && f.overStandard === 'Refuse') return refused(meal, 'OverStandard', f.bill)
  return { meal, refusal: null, company, personal, own: Math.min(company, own), overStandard: personal > 0 }
}
