/** Refund and change reasons as RefundReasonSettings / ChangeReasonSettings ask for them. */
import type { ReasonSettings } from '../../../../types/api'
import type { AuthedContext } from '../../http/context'
import { pick } from '../../i18n'
import { invalid, type FlightMessageKey } from '../flight/messages'
import { flightDb } from './tables'

/**
 * Returns the reason text to store. A reason code must be the company's (product Flight, this
 * kind); free text needs IsDisplayOtherItem and is at most 50 characters; nothing given is
 * refused only when the setting requires a reason.
 */
export async function checkReason(
  ctx: AuthedContext,
  kind: 'Refund' | 'Change' | 'LowestPrice',
  settings: ReasonSettings,
  codeId: number | null,
  text: string,
  requiredKey: FlightMessageKey,
): Promise<string> {
  if (kind !== 'LowestPrice' && !settings.IsDisplay) return ''
  const free = text.trim()
  if ([...free].length > 50) throw invalid('reasonTooLong')
  let label = ''
  if (codeId !== null) {
    const row = await flightDb(ctx.db)
      .selectFrom('reason_codes')
      .select(['code', 'text_json'])
      .where('company_id', '=', ctx.caller.companyId)
      .where('id', '=', codeId)
      .where('product', '=', 'Flight')
      .where('kind', '=', kind)
      .where('status', '=', 1)
      .executeTakeFirst()
    if (!row) throw invalid('reasonUnknown')
    label = `${row.code} ${pick(JSON.parse(row.text_json), 'zh-CN')}`
  }
  const freeAllowed = settings.IsDisplayOtherItem || kind === 'LowestPrice'
  const parts = [label, freeAllowed ? free : ''].filter(Boolean)
  if (!parts.length && (settings.IsRequired || kind === 'LowestPrice')) throw invalid(requiredKey)
  return parts.join('：')
}
