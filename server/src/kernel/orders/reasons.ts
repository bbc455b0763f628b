/** Refund, change and lowest-price reasons of any product, as its reason settings ask for them. */
import type { ReasonSettings } from '../../../../types/api'
import type { ApiError } from '../../errors'
import type { AuthedContext } from '../../http/context'
import { pick } from '../../i18n'
import { invalid } from './texts'

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
      .where('company_id', '=', ctx.caller.companyId)
      .where('id', '=', codeId)
      .where('product', '=', product)
      .where('kind', '=', kind)
      .where('status', '=', 1)
      .executeTakeFirst()
    if (!row) throw invalid('reasonUnknown')
    label = `${row.code} ${pick(JSON.parse(row.text_json), 'zh-CN')}`
  }
  const freeAllowed = settings.IsDisplayOtherItem || kind === 'LowestPrice'
  const parts = [label, freeAllowed ? free : ''].filter(Boolean)
  if (!parts.length && (settings.IsRequired || kind === 'LowestPrice')) throw required()
  return parts.join('：')
}
