/**
 * The train travel standard (火车票标准) per rank: the seat classes allowed on high-speed trains
 * (G, C, D), on other trains by day (Z, T, K) and on overnight journeys (catalog.ts timesOf). An
 * empty list allows any class; an empty night list means the day's rule applies at night too, and
 * so does a train without sleepers.
 * Several travellers: the strictest (every traveller's rule must allow the class).
 *
 * PriceToBeat is the dearest allowed class's price on the train: under mixed payment the company
 * pays up to it per ticket and the traveller the rest. A train with none of the allowed classes
 * lets the company pay up to its cheapest class.
 */
import type { SeatClass, TrainPolicyVerdict, TrainRankStandard, TrainType, TrainViolation } from '../../../../types/api/train'
import { HIGH_SPEED_TYPES } from '../../../../types/api/train-values'
import type { AuthedContext } from '../../http/context'
import type { GenerationSource } from '../../db/generation'
import type { Lang } from '../../i18n'
import { companyStandards, rankLabel, rankOfRow, type StandardRank } from '../../kernel/ranks/rows'
import { travellersWithStandards, type TravellersWith } from '../../kernel/orders/travellers'
import { classList, summaryText, violation } from './labels'

export interface TrainPolicy extends StandardRank {
  highSpeed: SeatClass[]
  conventional: SeatClass[]
  night: SeatClass[]
}

export const NO_POLICY: TrainPolicyVerdict = { InPolicy: true, Violations: [], PriceToBeat: null }

/** Every rank's train standard of a company, under the cache generation (db/generation.ts). Shared: read only. */
const companyPolicies = companyStandards('train_rank_policies', (r): TrainPolicy => ({
  ...rankOfRow(r),
  highSpeed: JSON.parse(r.high_speed_json) as SeatClass[],
  conventional: JSON.parse(r.conventional_json) as SeatClass[],
  night: JSON.parse(r.night_json) as SeatClass[],
}))

export type TrainTravellers = TravellersWith<TrainPolicy>

/** The travellers in the caller's train booking scope, with the standards they follow. */
export const trainTravellers = (ctx: AuthedContext, personIds: readonly (number | null)[], names?: readonly string[]): Promise<TrainTravellers> =>
  travellersWithStandards(ctx, 'Train', personIds, names, () => companyPolicies(ctx as GenerationSource, ctx.caller.companyId))

/** The classes a standard allows on a journey; null = any. */
export function allowedFor(p: TrainPolicy, type: TrainType, overnight: boolean): SeatClass[] | null {
  const day = HIGH_SPEED_TYPES.includes(type) ? p.highSpeed : p.conventional
  const list = overnight && p.night.length ? p.night : day
  return list.length ? list : null
}

/**
 * The verdict on one class of a journey for the travellers: `prices` are the train's classes and
 * their prices (for PriceToBeat).
 */
export function trainVerdict(
  policies: readonly (TrainPolicy | null)[],
  type: TrainType,
  overnight: boolean,
  cls: SeatClass,
  prices: readonly { cls: SeatClass; price: number }[],
  lang: Lang,
): TrainPolicyVerdict {
  const own = policies.filter((p): p is TrainPolicy => p !== null)
  if (!own.length) return NO_POLICY
  // The night rule is about sleepers: a train without any (a late G train) keeps the day's rule.
  overnight = overnight && prices.some((x) => x.cls === 'SoftSleeper' || x.cls === 'HardSleeper')
  let allowed: SeatClass[] | null = null
  for (const p of own) {
    const a = allowedFor(p, type, overnight)
    if (a) allowed = allowed ? allowed.filter((c) => a.includes(c)) : [...a]
  }
  if (!allowed) return NO_POLICY
  const violations: TrainViolation[] = []
  if (!allowed.includes(cls)) {
    const nightRule = overnight && own.some((p) => p.night.length > 0)
    violations.push(violation(nightRule ? 'NightSeatClass' : 'SeatClass', lang, cls, type, allowed))
  }
  const allowedPrices = prices.filter((x) => allowed!.includes(x.cls)).map((x) => x.price)
  const cap = allowedPrices.length ? Math.max(...allowedPrices) : Math.min(...prices.map((x) => x.price))
  return { InPolicy: violations.length === 0, Violations: violations, PriceToBeat: cap }
}

/** Who pays one ticket of `price` under the payment type (Mixed: the company up to the cap). */
export { splitTicket } from '../../kernel/orders/split'

const standards = new WeakMap<TrainPolicy, Map<Lang, TrainRankStandard>>()
export function rankStandard(p: TrainPolicy, lang: Lang): TrainRankStandard {
  let byLang = standards.get(p)
  if (!byLang) standards.set(p, (byLang = new Map()))
  let s = byLang.get(lang)
  if (!s) {
    const unlimited = !p.highSpeed.length && !p.conventional.length && !p.night.length
    s = {
      RankId: p.rankId,
      RankName: rankLabel(p, lang),
      HighSpeed: p.highSpeed,
      Conventional: p.conventional,
      Night: p.night,
      Summary: unlimited
        ? [summaryText('none', lang)]
        : [
            summaryText('highSpeed', lang, { classes: classList(p.highSpeed, lang) }),
            summaryText('conventional', lang, { classes: classList(p.conventional, lang) }),
            ...(p.night.length ? [summaryText('night', lang, { classes: classList(p.night, lang) })] : []),
          ],
    }
    byLang.set(lang, s)
  }
  return s
}

/** The standard of one person (the caller by default): trainrank and the search page. */
export async function standardOf(ctx: AuthedContext, personId: number | undefined): Promise<TrainRankStandard | null> {
  const t = await trainTravellers(ctx, personId ? [personId] : [])
  const p = t.policies[0]
  return p ? rankStandard(p, ctx.lang) : null
}
