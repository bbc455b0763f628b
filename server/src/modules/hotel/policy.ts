/**
 * The hotel travel standard (住宿标准), pure: a rank's caps applied to a rate plan.
 *
 * The nightly cap per room is the city's own cap when the rank has one for the city, else the
 * cap of the city's tier (domestic) or the cap for hotels abroad (international), in CNY fen. A
 * plan is over the standard when its average night (CNY) is above the cap or the hotel has more
 * stars than the rank's ceiling. Several travellers: the strictest of their standards (the lowest
 * cap, the lowest ceiling). PriceToBeat is the cap: under mixed payment the company pays up to it
 * per night and room, the traveller the rest.
 */
import type { HotelPolicyVerdict, HotelViolation, PayKind } from '../../../../types/api/hotel'
import type { PaymentType } from '../../../../types/api/flight'
import type { Lang } from '../../i18n'
import { CNY_TEXT, yuan, type TextCurrency } from '../../lib/money'
import { violation } from './labels'
import type { StandardRank } from '../../kernel/ranks/rows'

export interface HotelPolicy extends StandardRank {
  /** Caps by tier 1–4, fen; null = none. */
  tierCaps: (number | null)[]
  cityCaps: { cityCode: string; cap: number }[]
  intlCap: number | null
  starCeiling: number | null
}

export interface PolicyCity {
  code: string
  tier: number | null
  international: boolean
}

export const NO_POLICY: HotelPolicyVerdict = { InPolicy: true, Violations: [], PriceToBeat: null }

export function capFor(p: HotelPolicy, city: PolicyCity): number | null {
  const own = p.cityCaps.find((c) => c.cityCode === city.code)
  if (own) return own.cap
  if (city.international) return p.intlCap
  return city.tier === null ? null : (p.tierCaps[city.tier - 1] ?? null)
}

const minOf = (values: readonly (number | null)[]): number | null =>
  values.reduce<number | null>((m, v) => (v === null ? m : m === null ? v : Math.min(m, v)), null)

/** The strictest cap and star ceiling of the travellers' standards for a city. */
export function strictest(policies: readonly (HotelPolicy | null)[], city: PolicyCity): { cap: number | null; starCeiling: number | null; any: boolean } {
  const own = policies.filter((p): p is HotelPolicy => p !== null)
  return { cap: minOf(own.map((p) => capFor(p, city))), starCeiling: minOf(own.map((p) => p.starCeiling)), any: own.length > 0 }
}

/** The verdict on a plan whose average night is `avgPrice` (CNY fen) in a hotel of `star` stars; its texts quote amounts in `cur`. */
export function hotelVerdict(
  policies: readonly (HotelPolicy | null)[],
  city: PolicyCity,
  avgPrice: number,
  star: number,
  lang: Lang,
  cur: TextCurrency = CNY_TEXT,
): HotelPolicyVerdict {
  const { cap, starCeiling, any } = strictest(policies, city)
  if (!any) return NO_POLICY
  const violations: HotelViolation[] = []
  if (cap !== null && avgPrice > cap) violations.push(violation('PriceCap', lang, { cap: yuan(cap), price: yuan(avgPrice) }, cur))
  if (starCeiling !== null && star > starCeiling) violations.push(violation('Star', lang, { star: starCeiling }))
  return { InPolicy: violations.length === 0, Violations: violations, PriceToBeat: cap }
}

export interface StaySplit {
  company: number
  personal: number
  /** Paid at the hotel, not charged at booking. */
  atHotel: number
}

/**
 * Who pays a stay of `rooms` rooms with these nightly prices (CNY fen). Pay-at-hotel plans are
 * paid at the hotel (nothing charged now); monthly plans by the company. Otherwise by the
 * payment type: Mixed gives the company min(night, cap) of every night and room.
 */
export function splitStay(nights: readonly number[], rooms: number, cap: number | null, paymentType: PaymentType, payKind: PayKind): StaySplit {
  const total = nights.reduce((s, n) => s + n, 0) * rooms
  if (payKind === 'PayAtHotel') return { company: 0, personal: 0, atHotel: total }
  if (payKind === 'Monthly' || paymentType === 'Company') return { company: total, personal: 0, atHotel: 0 }
  if (paymentType === 'Personal') return { company: 0, personal: total, atHotel: 0 }
  const company = nights.reduce((s, n) => s + (cap === null ? n : Math.min(n, cap)), 0) * rooms
  return { company, personal: total - company, atHotel: 0 }
}
