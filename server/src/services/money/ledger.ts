/**
 * The ledgers (docs/money.md): a person's wallet (fen), travel beans and points, and the
 * company's prepayment account (fen). A balance is never negative — the table has a CHECK and
 * every debit is one conditional UPDATE (`balance >= amount`) in the caller's transaction, which
 * also locks the row, so concurrent debits are taken one at a time and a debit that does not fit
 * changes nothing — and every movement writes a record with the balance after it, so the balance
 * always equals the sum of its account's records.
 */
import { sql } from 'kysely'
import type { Db, Trx } from '../../db/schema'
import { chinaDay } from '../../lib/time'
import type { Ledger } from './tables'
import { moneyShort } from './texts'
import { equal } from '../../db/match'

/** The owner of the company's prepayment account. */
export const COMPANY_OWNER = 0

const SHORT = {
  Wallet: 'moneyWalletShort',
  Beans: 'moneyBeansShort',
  Prepayment: 'moneyPrepaymentShort',
  Points: 'moneyPointsShort',
} as const

export interface Movement {
  companyId: number
  ledger: Ledger
  ownerId: number
  kind: string
  /** Signed: credit positive, debit negative (fen, beans or points). */
  amount: number
  product?: string
  orderNo?: string
  refNo?: string
  at: string
}

/** The account's id, creating it at 0 when missing (concurrent creations make one). */
export async function accountId(trx: Db, companyId: number, ledger: Ledger, ownerId: number, at: string): Promise<number> {
  const find = () =>
    trx
      .selectFrom('money_accounts')
      .select('id')
      .where((eb) => equal(eb, { company_id: companyId, ledger, owner_id: ownerId }))
      .executeTakeFirst()
  const found = await find()
  if (found) return found.id
  await trx
    .insertInto('money_accounts')
    .values({ company_id: companyId, ledger, owner_id: ownerId, balance: 0, updated_at: at })
    .onConflict((oc) => oc.columns(['company_id', 'ledger', 'owner_id']).doNothing())
    .execute()
  return (await find())!.id
}

export async function balanceOf(db: Db, companyId: number, ledger: Ledger, ownerId: number): Promise<number> {
  const row = await db
    .selectFrom('money_accounts')
    .select('balance')
    .where((eb) => equal(eb, { company_id: companyId, ledger, owner_id: ownerId }))
    .executeTakeFirst()
  return row ? Number(row.balance) : 0
}

/** China month 'yyyy-MM' of an instant. */
export const chinaMonth = (at: string): string => chinaDay(new Date(at)).slice(0, 7)

/**
 * Moves a balance and records it, in the caller's transaction. A debit that does not fit throws
 * 1015 (InsufficientFunds) and changes nothing. A zero movement records nothing.
 */
export async function post(trx: Trx, m: Movement): Promise<{ balance: number } | null> {
  if (m.amount === 0) return null
  const id = await accountId(trx, m.companyId, m.ledger, m.ownerId, m.at)
  let q = trx
    .updateTable('money_accounts')
    .set({ balance: sql<number>`balance + ${m.amount}`, updated_at: m.at })
    .where('id', '=', id)
  if (m.amount < 0) q = q.where('balance', '>=', -m.amount)
  const updated = await q.returning('balance').executeTakeFirst()
  if (!updated) throw moneyShort(SHORT[m.ledger])
  const balance = Number(updated.balance)
  await trx
    .insertInto('money_records')
    .values({
      company_id: m.companyId,
      account_id: id,
      ledger: m.ledger,
      owner_id: m.ownerId,
      kind: m.kind,
      amount: m.amount,
      balance_after: balance,
      product: m.product ?? '',
      order_no: m.orderNo ?? '',
      ref_no: m.refNo ?? '',
      month: chinaMonth(m.at),
      created_at: m.at,
    })
    .execute()
  return { balance }
}
