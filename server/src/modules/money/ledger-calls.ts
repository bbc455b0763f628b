/** The kind of call every ledger has: its records, newest first, paged, by China month and product (docs/money.md). */
import * as M from '../../../../types/api/money'
import type { CallSpec } from '../../http/call'
import { resultOf } from '../../http/result-schema'
import { COMPANY_OWNER } from '../../services/money/ledger'
import type { Ledger } from '../../services/money/tables'
import * as S from './service'

/**
 * The declaration of a ledger's records call: the caller's own ledger (wallet, beans, points), or
 * the company's (prepayment); signed in, with the ledger's permission and whether it shows amounts.
 */
export const recordsCall = (
  ledger: Ledger,
  whose: 'caller' | 'company',
  summary: string,
  flags: Pick<CallSpec<M.MoneyRecordsReq, M.MoneyRecordsRes, 'required'>, 'power' | 'money'>,
): CallSpec<M.MoneyRecordsReq, M.MoneyRecordsRes, 'required'> => ({
  summary,
  auth: 'required',
  ...flags,
  body: M.MoneyRecordsReq,
  result: resultOf<M.MoneyRecordsRes>('MoneyRecordsRes', 'money'),
  handle: (body, ctx) => S.records(ctx, ledger, whose === 'company' ? COMPANY_OWNER : ctx.caller.userId, body),
})
