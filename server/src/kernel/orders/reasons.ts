/** Reasons of any product: for booking out of policy (one per broken rule), and refund, change and lowest-price reasons as its reason settings ask for them. */
import type { ReasonSettings } from '../../../../types/api'
import type { ApiError } from '../../errors'
import type { AuthedContext } from '../../http/context'
import { pick } from '../../i18n'
import { joinReasons } from './reason-list'
import { storedReason } from './reason-text'
import { invalid } from './texts'
import { equal } from '../../db/match'

/**
 * Returns the reason text to store. A reason code must be the company's (of the product and this
 * kind); free text needs IsDisplayOtherItem and is at most 50 characters; nothing given is
 * refused (with the product's `required` error) only when the setting requires a reason.
 */
export async function checkReason(
  ctx: AuthedContext,
  product: string,
  kind: 'Refund' | 'Change' | 'LowestPrice',
  settings: ReasonSettings,
  codeId: number | null,
  text: string,
  required: () => ApiError,
): Promise<string> {
  if (kind !== 'LowestPrice' && !settings.IsDisplay) return ''
  const free = text.trim()
  if ([...free].length > 50) throw invalid('reasonTooLong')
  let label = ''
  if (codeId !== null) {
    const row = await ctx.db
      .selectFrom('reason_codes')
      .select(['code', 'text_json'])
      .where((eb) => equal(eb, { company_id: ctx.caller.companyId, id: codeId, product, kind, status: 1 }))
      .executeTakeFirst()
    if (!row) throw invalid('reasonUnknown')
    label = `${row.code} ${pick(JSON.parse(row.text_json), 'zh-CN')}`
  }
  const freeAllowed = settings.IsDisplayOtherItem || kind === 'LowestPrice'
  const parts = [label, freeAllowed ? free : ''].filter(Boolean)
  if (!parts.length && (settings.IsRequired || kind === 'LowestPrice')) throw required()
  return parts.join('：')
}

/**
 * A reason asked for in words only (no reason codes): the text as given, trimmed; nothing given is
 * refused (with the product's `required` error) when the settings show a reason and require it.
 */
export function givenReason(text: string | undefined, settings: Pick<ReasonSettings, 'IsDisplay' | 'IsRequired'>, required: () => ApiError): string {
  const reason = (text ?? '').trim()
  if (settings.IsDisplay && settings.IsRequired && !reason) throw required()
  return reason
}

/** A rule of the company's standard that a choice breaks: over the standard, or not the lowest price. */
export type ReasonRule = 'Policy' | 'LowestPrice'

/** A reason as the booking form sends it: a company code of a rule's kind, or free text (with the rule it answers). */
export interface GivenReason {
  /** The part of the order it answers (a flight segment); 0 when the order has one. */
  SegmentIndex?: number
  Kind?: ReasonRule | null
  ReasonCodeId?: number | null
  ReasonText?: string
}

/** One out-of-policy part of an order and the rules it breaks; `missing` is the product's error for an unanswered one (rule null: none given at all). */
export interface ReasonAsk {
  index: number
  rules: readonly ReasonRule[]
  missing(rule: ReasonRule | null): ApiError
}

/**
 * The policy reasons of an order, one per broken rule of each out-of-policy part
 * (docs/validation.md): a choice over the standard AND not the lowest price needs both an
 * out-of-policy and a not-the-lowest reason. A reason's rule is its code's kind (one of `kinds`,
 * the product's reason-code kinds for bookings), or the Kind sent with a free text; with one rule
 * broken any one reason answers it. Answers the stored reason of every asked part, by index
 * (the answers joined in rule order, reason-list.ts).
 */
export async function policyReasons(
  ctx: AuthedContext,
  product: string,
  kinds: readonly ReasonRule[],
  asks: readonly ReasonAsk[],
  given: readonly GivenReason[],
): Promise<Map<number, string>> {
  const out = new Map<number, string>()
  for (const ask of asks) {
    const answers: { kind: ReasonRule | null; text: string }[] = []
    for (const g of given.filter((r) => (r.SegmentIndex ?? 0) === ask.index)) {
      const text = (g.ReasonText ?? '').trim()
      if ([...text].length > 50) throw invalid('reasonTooLong')
      const codeId = g.ReasonCodeId
      if (codeId) {
        const row = await ctx.db
          .selectFrom('reason_codes')
          .select(['code', 'text_json', 'kind'])
          .where((eb) => equal(eb, { company_id: ctx.caller.companyId, id: codeId, product, status: 1 }))
          .where('kind', 'in', [...kinds])
          .executeTakeFirst()
        if (!row) throw invalid('reasonUnknown')
        answers.push({ kind: row.kind as ReasonRule, text: storedReason(row.code, JSON.parse(row.text_json) as Record<string, string>, text) })
      } else if (text) answers.push({ kind: g.Kind ?? null, text })
    }
    if (!answers.length) throw ask.missing(null)
    if (ask.rules.length <= 1) {
      out.set(ask.index, answers[0].text)
      continue
    }
    const texts = ask.rules.map((rule) => {
      const a = answers.find((x) => x.kind === rule)
      if (!a) throw ask.missing(rule)
      return a.text
    })
    out.set(ask.index, joinReasons(texts))
  }
  return out
}
