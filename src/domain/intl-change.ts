/**
 * The international change rules the screen applies before asking the server
 * (docs/intl-flights.md#changes): which legs may still change (not yet left, a fare family that
 * allows changes), and the first of them to preselect. What a change costs is the server's quote.
 */
import { FARE_RULES, type FareFamily } from '@api/intlflight-values'

/** Why a leg cannot change, or 'ok'. */
export type LegChange = 'ok' | 'departed' | 'notChangeable'

export interface ChangeLeg {
  LegNo: number
  Family: FareFamily
  Segments: readonly { DepartAt: string }[]
}

/** A leg against the clock (epoch ms) and its family's rule: departed first, then the family. */
export function legChange(leg: ChangeLeg, now: number): LegChange {
  const first = leg.Segments[0]
  if (!first || Date.parse(first.DepartAt) <= now) return 'departed'
  return FARE_RULES[leg.Family].ChangeFee === null ? 'notChangeable' : 'ok'
}

/** The first leg that may change, or null. */
export function firstChangeableLeg(legs: readonly ChangeLeg[], now: number): number | null {
  return legs.find((l) => legChange(l, now) === 'ok')?.LegNo ?? null
}
