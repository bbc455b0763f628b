/**
 * The international flight standard per rank (intlflight_rank_policies): business class is
 * allowed on a leg whose flying time reaches the rank's BusinessMinMinutes (null: economy only;
 * 0: always), and a rank may ask to book AdvanceDays ahead. Several travellers: every traveller's
 * standard must allow the fare. A fare over the standard is marked with why (the violations,
 * kept with the order so each reader gets them in their language), needs a reason (reason codes
 * of product IntlFlight, kind Policy) and, as IntlFlightSettings' VettingSettings say, approval.
 * A rank may also ask for the day's lowest fare: a fare at most LowestPricePct per cent above the
 * lowest of its family between the same two airports that day (not judged for a consultant's
 * price). Under mixed payment the company pays up to the economy standard fare of a leg over the
 * cabin rule, or up to the allowed price of a leg over the lowest-price rule.
 */
import type { IntlPolicyVerdict, IntlPolicyViolation, IntlRankStandard } from '../../../../types/api/intlflight'
import type { IntlCabin } from '../../../../types/api/intlflight-values'
import type { GenerationSource } from '../../db/generation'
import type { AuthedContext } from '../../http/context'
import type { Lang } from '../../i18n'
import { travellersWithStandards, type TravellersWith } from '../../kernel/orders/travellers'
import { companyStandards, rankLabel, rankOfRow, type StandardRank } from '../../kernel/ranks/rows'
import { CNY_TEXT, withAmounts, yuan, type TextCurrency } from '../../lib/money'
import { daysBetween } from '../../lib/time'
import { it } from './texts'

export interface IntlPolicy extends StandardRank {
  businessMinMinutes: number | null
  advanceDays: number | null
  lowestPricePct: number | null
}

export const NO_POLICY: IntlPolicyVerdict = { InPolicy: true, Violations: [], PriceToBeat: null }

const companyPolicies = companyStandards('intlflight_rank_policies', (r): IntlPolicy => ({
  ...rankOfRow(r),
  businessMinMinutes: r.business_min_minutes,
  advanceDays: r.advance_days,
  lowestPricePct: r.lowest_price_pct,
}))

export type IntlTravellers = TravellersWith<IntlPolicy>

/** The travellers in the caller's flight booking scope (international flights share it), with their standards. */
export const intlTravellers = (ctx: AuthedContext, personIds: readonly (number | null)[], names?: readonly string[]): Promise<IntlTravellers> =>
  travellersWithStandards(ctx, 'Flight', personIds, names, () => companyPolicies(ctx as GenerationSource, ctx.caller.companyId))

export const allPolicies = (ctx: AuthedContext) => companyPolicies(ctx as GenerationSource, ctx.caller.companyId)

const hours = (min: number) => Math.round((min / 60) * 10) / 10

export interface LegFacts {
  cabin: IntlCabin
  flyingMinutes: number
  /** Per passenger: the chosen fare's total and the leg's economy standard total (fen). */
  total: number
  economyTotal: number
  /** The day's lowest total of the chosen family between the leg's airports; null: not judged (a consultant's price). */
  lowestTotal: number | null
}

/** The verdict on fares of legs leaving first on `firstDate`, booked on `today`. */
export function intlVerdict(
  policies: readonly (IntlPolicy | null)[],
  legs: readonly LegFacts[],
  firstDate: string,
  today: string,
  lang: Lang,
  firstLegNo = 1,
  /** The currency the texts quote amounts in (the caller's display currency). */
  cur: TextCurrency = CNY_TEXT,
): IntlPolicyVerdict {
  const own = policies.filter((p): p is IntlPolicy => p !== null)
  if (!own.length) return NO_POLICY
  const violations: IntlPolicyViolation[] = []
  let cap = 0
  let capped = false
  legs.forEach((l, i) => {
    const breaker = l.cabin === 'Business' ? own.find((p) => p.businessMinMinutes === null || l.flyingMinutes < p.businessMinMinutes) : undefined
    if (breaker) {
      const params = {
        leg: i + firstLegNo,
        hours: hours(l.flyingMinutes),
        rank: rankLabel(breaker, lang),
        min: breaker.businessMinMinutes === null ? '' : hours(breaker.businessMinMinutes),
      }
      violations.push({ Kind: 'Cabin', Message: it(lang, breaker.businessMinMinutes === null ? 'polCabin' : 'polCabinHours', params), Params: params })
      cap += l.economyTotal
      capped = true
      return
    }
    const strictest = l.lowestTotal === null ? undefined : own.filter((p) => p.lowestPricePct !== null).sort((a, b) => a.lowestPricePct! - b.lowestPricePct!)[0]
    const allowed = strictest ? Math.floor((l.lowestTotal! * (100 + strictest.lowestPricePct!)) / 100) : Infinity
    if (strictest && l.total > allowed) {
      const params = { leg: i + firstLegNo, lowest: yuan(l.lowestTotal!), rank: rankLabel(strictest, lang), pct: strictest.lowestPricePct! }
      violations.push({ Kind: 'LowestPrice', Message: it(lang, 'polLowest', withAmounts(params, AMOUNTS, cur)), Params: params })
      cap += allowed
      capped = true
    } else cap += l.total
  })
  const ahead = daysBetween(today, firstDate)
  const strict = own.filter((p) => p.advanceDays !== null).sort((a, b) => b.advanceDays! - a.advanceDays!)[0]
  if (strict && ahead < strict.advanceDays!) {
    const params = { days: strict.advanceDays!, left: ahead }
    violations.push({ Kind: 'Advance', Message: it(lang, 'polAdvance', params), Params: params })
  }
  return { InPolicy: violations.length === 0, Violations: violations, PriceToBeat: capped ? cap : null }
}

/** Parameters that are amounts (kept in Params as yuan() writes CNY), quoted in the reader's currency. */
const AMOUNTS = ['lowest'] as const

/** A stored violation in the reader's language and currency. */
export function violationText(
  v: { Kind: string; Message: string; Params?: Record<string, string | number> },
  lang: Lang,
  cur: TextCurrency = CNY_TEXT,
): string {
  if (!v.Params) return v.Message
  if (v.Kind === 'Cabin') return it(lang, v.Params.min === '' ? 'polCabin' : 'polCabinHours', v.Params)
  if (v.Kind === 'Advance') return it(lang, 'polAdvance', v.Params)
  if (v.Kind === 'LowestPrice') return it(lang, 'polLowest', withAmounts(v.Params, AMOUNTS, cur))
  return v.Message
}

export function rankStandard(p: IntlPolicy, lang: Lang): IntlRankStandard {
  const b = p.businessMinMinutes
  return {
    RankId: p.rankId,
    RankName: rankLabel(p, lang),
    BusinessMinMinutes: b,
    AdvanceDays: p.advanceDays,
    LowestPricePct: p.lowestPricePct,
    Summary: [
      b === null ? it(lang, 'sumEconomyOnly') : b === 0 ? it(lang, 'sumBusinessAny') : it(lang, 'sumBusinessHours', { min: hours(b) }),
      ...(p.advanceDays !== null ? [it(lang, 'sumAdvance', { days: p.advanceDays })] : []),
      ...(p.lowestPricePct !== null ? [it(lang, 'sumLowest', { pct: p.lowestPricePct })] : []),
    ],
  }
}

/** intlflightrank: one person's standard (the caller by default; others in the booking scope). */
export async function standardOf(ctx: AuthedContext, personId: number | undefined): Promise<IntlRankStandard | null> {
  const t = await intlTravellers(ctx, personId ? [personId] : [])
  const p = t.policies[0]
  return p ? rankStandard(p, ctx.lang) : null
}
