/**
 * Vouchers: an amount off the personal part of an order of a product (or any), from a minimum
 * spend, until a China day. Available or used; expired is read from the day. Using one is a
 * conditional UPDATE (Available → Used), so a voucher pays once however many payments race.
 */
import type { Selectable } from 'kysely'
import type { Db, Trx } from '../../db/schema'
import type { Lang } from '../../i18n'
import { yuan } from '../../lib/money'
import type { VouchersTable } from './tables'
import { moneyInvalid, moneyText } from './texts'
import { equal } from '../../db/match'

export type VoucherRow = Selectable<VouchersTable>
export type VoucherState = 'Available' | 'Used' | 'Expired' | 'NotYetValid'

export const voucherState = (v: Pick<VoucherRow, 'status' | 'valid_from' | 'expires_on'>, today: string): VoucherState =>
  v.status === 'Used' ? 'Used' : v.expires_on < today ? 'Expired' : v.valid_from > today ? 'NotYetValid' : 'Available'

/** Why the voucher cannot pay `personal` fen of a `product` order today; null when it can. */
export function voucherRefusal(v: VoucherRow, product: string, personal: number, today: string, lang: Lang): string | null {
  const state = voucherState(v, today)
  if (state === 'Used') return moneyText(lang, 'moneyVoucherUsed')
  if (state === 'Expired') return moneyText(lang, 'moneyVoucherExpired')
  if (state === 'NotYetValid') return moneyText(lang, 'moneyVoucherNotYet')
  if (v.product && v.product !== product) return moneyText(lang, 'moneyVoucherProduct')
  if (personal < v.min_spend) return moneyText(lang, 'moneyVoucherMinimum', { min: `¥${yuan(v.min_spend)}` })
  return null
}

/** The caller's voucher by id (1005 for anyone else's). */
export async function ownVoucher(db: Db, companyId: number, userId: number, id: number): Promise<VoucherRow | undefined> {
  return db.selectFrom('vouchers').selectAll().where('id', '=', id).where('company_id', '=', companyId).where('user_id', '=', userId).executeTakeFirst()
}

/** Marks the voucher used by the order, or throws 1001 when someone used it first. */
export async function useVoucher(trx: Trx, id: number, orderId: number, at: string, lang: Lang): Promise<void> {
  const r = await trx
    .updateTable('vouchers')
    .set({ status: 'Used', used_order_id: orderId, used_at: at })
    .where((eb) => equal(eb, { id, status: 'Available' }))
    .executeTakeFirst()
  if (Number(r.numUpdatedRows) !== 1) throw moneyInvalid('moneyVoucherUnusable', { why: moneyText(lang, 'moneyVoucherUsed') })
}

/** Gives a voucher back (its payment failed, or its order was refunded in full). */
export async function returnVoucher(trx: Trx, id: number): Promise<void> {
  await trx.updateTable('vouchers').set({ status: 'Available', used_order_id: null, used_at: null }).where('id', '=', id).execute()
}
