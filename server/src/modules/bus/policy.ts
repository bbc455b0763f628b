/**
 * The bus travel standard (汽车票标准) per rank: the dearest ticket (PriceCap, fen) and the coach
 * classes allowed ([] = any). Several travellers: the strictest (the lowest cap, the classes every
 * one may take). PriceToBeat is what the company pays up to per ticket under mixed payment: the
 * cap, or the fare when no cap applies.
 */
import type { BusPolicyVerdict, BusRankStandard } from '../../../../types/api/bus'
import type { BusClass } from '../../../../types/api/bus-values'
import type { AuthedContext } from '../../http/context'
import type { GenerationSource } from '../../db/generation'
import type { Lang } from '../../i18n'
import { CNY_TEXT, money, withAmounts, type TextCurrency } from '../../lib/money'
import { textCurrencyOf } from '../../services/money/rates'
import { companyStandards, rankLabel, rankOfRow, type StandardRank } from '../../kernel/ranks/rows'
import { travellersWithStandards, type TravellersWith } from '../../kernel/orders/travellers'
import { className } from './labels'
import { bt } from './texts'

export interface BusPolicy extends StandardRank {
  cap: number | null
  classes: BusClass[]
}

export const NO_POLICY: BusPolicyVerdict = { InPolicy: true, Violations: [], PriceToBeat: null }

const companyPolicies = companyStandards('bus_rank_policies', (r): BusPolicy => ({
  ...rankOfRow(r),
  cap: r.price_cap,
  classes: JSON.parse(r.classes_json) as BusClass[],
}))

export type BusTravellers = TravellersWith<BusPolicy>

/** The travellers in the caller's bus booking scope, with the standards they follow. */
export const busTravellers = (ctx: AuthedContext, personIds: readonly (number | null)[], names?: readonly string[]): Promise<BusTravellers> =>
  travellersWithStandards(ctx, 'Bus', personIds, names, () => companyPolicies(ctx as GenerationSource, ctx.caller.companyId))

/** The verdict on a ticket of `cls` at `price` for the travellers; its texts quote amounts in `cur`. */
export function busVerdict(policies: readonly (BusPolicy | null)[], cls: BusClass, price: number, lang: Lang, cur: TextCurrency = CNY_TEXT): BusPolicyVerdict {
  const own = policies.filter((p): p is BusPolicy => p !== null)
  if (!own.length) return NO_POLICY
  const caps = own.map((p) => p.cap).filter((c): c is number => c !== null)
  const cap = caps.length ? Math.min(...caps) : null
  let allowed: BusClass[] | null = null
  for (const p of own) if (p.classes.length) allowed = allowed ? allowed.filter((c) => p.classes.includes(c)) : [...p.classes]
  const violations: BusPolicyVerdict['Violations'] = []
  if (allowed && !allowed.includes(cls)) {
    const params = { cls: className(cls, lang), allowed: allowed.map((c) => className(c, lang)).join('/') }
    violations.push({ Kind: 'BusClass', Message: bt(lang, 'busViolationClass', params), Params: { cls, allowed: allowed.join(',') } })
  }
  if (cap !== null && price > cap)
    violations.push({ Kind: 'PriceCap', Message: bt(lang, 'busViolationCap', { price: money(price, cur), cap: money(cap, cur) }), Params: { price, cap } })
  return { InPolicy: violations.length === 0, Violations: violations, PriceToBeat: cap === null ? null : Math.min(price, cap) }
}

/** A stored violation in the reader's language and currency (PriceCap keeps its amounts in fen). */
export function violationText(
  v: { Kind: string; Message: string; Params?: Record<string, string | number> },
  lang: Lang,
  cur: TextCurrency = CNY_TEXT,
): string {
  const p = v.Params ?? {}
  if (v.Kind === 'BusClass' && typeof p.cls === 'string')
    return bt(lang, 'busViolationClass', {
      cls: className(p.cls as BusClass, lang),
      allowed: String(p.allowed ?? '')
        .split(',')
        .filter(Boolean)
        .map((c) => className(c as BusClass, lang))
        .join('/'),
    })
  if (v.Kind === 'PriceCap' && typeof p.price === 'number' && typeof p.cap === 'number')
    return bt(lang, 'busViolationCap', withAmounts({ price: p.price, cap: p.cap }, ['price', 'cap'], cur))
  return v.Message
}

/** The standard in words; `cur`: the currency the cap is quoted in (the caller's display currency). */
/** A stored verdict with its violations in the reader's language and currency. */
export const localVerdict = (v: BusPolicyVerdict, lang: Lang, cur: TextCurrency): BusPolicyVerdict => ({
  ...v,
  Violations: v.Violations.map((x) => ({ ...x, Message: violationText(x, lang, cur) })),
})

export function rankStandard(p: BusPolicy, lang: Lang, cur: TextCurrency = CNY_TEXT): BusRankStandard {
  const any = bt(lang, 'busStandardNone')
  return {
    RankId: p.rankId,
    RankName: rankLabel(p, lang),
    PriceCap: p.cap,
    Classes: p.classes,
    Summary: [
      bt(lang, 'busStandardLine', {
        cap: p.cap === null ? any : money(p.cap, cur),
        classes: p.classes.length ? p.classes.map((c) => className(c, lang)).join('/') : any,
      }),
    ],
  }
}

/** The standard of one person (the caller by default). */
export async function standardOf(ctx: AuthedContext, personId: number | undefined): Promise<BusRankStandard | null> {
  const [t, cur] = await Promise.all([busTravellers(ctx, personId ? [personId] : []), textCurrencyOf(ctx)])
  const p = t.policies[0]
  return p ? rankStandard(p, ctx.lang, cur) : null
}

/** Who pays one ticket of `price` under the payment type (Mixed: the company up to the cap). */
export { splitTicket } from '../../kernel/orders/split'
