/** Helpers of the money tests: an account's balance against the sum of its records, straight from the tables. */
import type { Kysely } from 'kysely'
import type { Envelope } from '../../types/api'
import type { Database } from '../src/db/schema'
import type { TestEnv } from './helpers'

/** Balance, sum of records and records with a negative balance of a person's ledger (null: the company's prepayment). */
export async function ledgerState(
  db: Kysely<Database>,
  userName: string | null,
  ledger: string,
  companyCode = 'HENGYUAN',
): Promise<{ balance: number; sum: number; negatives: number }> {
  const company = await db.selectFrom('companies').select('id').where('code', '=', companyCode).executeTakeFirstOrThrow()
  let q = db.selectFrom('money_accounts').select(['money_accounts.id', 'money_accounts.balance']).where('money_accounts.company_id', '=', company.id)
  q = userName === null ? q.where('owner_id', '=', 0) : q.innerJoin('users', 'users.id', 'money_accounts.owner_id').where('users.user_name', '=', userName)
  const acct = await q.where('ledger', '=', ledger as never).executeTakeFirstOrThrow()
  const rows = await db.selectFrom('money_records').select(['amount', 'balance_after']).where('account_id', '=', acct.id).orderBy('id').execute()
  return {
    balance: Number(acct.balance),
    sum: rows.reduce((s, r) => s + Number(r.amount), 0),
    negatives: rows.filter((r) => Number(r.balance_after) < 0).length,
  }
}

/**
 * The cashier as a payer uses it: the paystart call, then what it leaves for a channel paid at the
 * sandbox channel (its signed notification settles the order). The answer is the call's, with
 * the order's status once the channel's word arrived.
 */
export async function payThrough(env: TestEnv, token: string, path: string, body: Record<string, unknown>): Promise<Envelope<any>> {
  const res = await env.call(path, body, { token })
  const intent = res.IsSuccess ? (res.ResultData as { Intent?: { IntentNo: string } }).Intent : undefined
  if (!intent) return res
  await env.payAtChannel(intent.IntentNo)
  const after = await env.call('Pay/query', { IntentNo: intent.IntentNo }, { token })
  if (!after.IsSuccess) throw new Error(`Pay/query ${intent.IntentNo}: ${after.ErrorCode} ${after.ErrMsg}`)
  if (after.ResultData.Status !== 'Succeeded') throw new Error(`the channel's payment of ${intent.IntentNo} ended ${after.ResultData.Status}`)
  return { ...res, ResultData: { ...res.ResultData, Status: after.ResultData.OrderStatus } }
}

/** The channel sends a payment's notification again (the same notification id, freshly signed). */
export async function notifyAgain(env: TestEnv, channel: string, intentNo: string): Promise<void> {
  const res = await env.sandbox.control('notify', { channel, intentNo })
  if (!res.ok) throw new Error(`the sandbox channel did not notify ${intentNo} again: ${res.status} ${await res.text()}`)
}
