/** Helpers of the money tests: an account's balance against the sum of its records, straight from the tables. */
import type { Kysely } from 'kysely'
import type { Database } from '../src/db/schema'

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
