/**
 * The domestic flight's travel-standard verdict (docs/roles-and-powers.md ranks): the kinds of
 * rule a fare can break and the verdict on a fare. Part of the flight contract: flight.ts
 * re-exports everything here; the booking files build on it without importing flight.ts.
 */
import type { PolicyViolation, ProductVerdict } from './policy'

export const VIOLATION_KINDS = ['LowestPrice', 'CabinClass', 'Discount', 'AdvanceDays'] as const
export type ViolationKind = (typeof VIOLATION_KINDS)[number]

/** Params: hours, flight, time, price, discount, percent, days; cabin as a class code. */
export type Violation = PolicyViolation<ViolationKind>

export interface LowestPriceFlight {
  FlightNo: string
  DepartTime: string
  CabinCode: string
  Price: number
}

/** The verdict on one cabin (or on a row: its cheapest cabin) for the travellers searched for. */
/** PriceToBeat: the highest adult fare the policy accepts. */
export interface PolicyVerdict extends ProductVerdict<ViolationKind> {
  /** The cheapest fare within ±RangeHour that made LowestPrice fail; null otherwise. */
  LowestPriceFlight: LowestPriceFlight | null
}
