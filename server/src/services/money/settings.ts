/** The company's money settings (money_settings): what its people may pay with, its prepayment rules. */
import type { Db } from '../../db/schema'

export interface MoneySettings {
  walletPay: boolean
  beansPay: boolean
  voucherPay: boolean
  /** The company's part of orders comes from its prepayment account. */
  prepayment: boolean
  lowBalance: number
  payTimeoutMinutes: number
  /** Minutes a placed order may stay unpaid before it is cancelled; 0: no limit. */
  orderPayMinutes: number
}

/** Without a row: wallet, beans and vouchers allowed, no prepayment, 15 minutes to pay. */
export const DEFAULT_MONEY_SETTINGS: MoneySettings = {
  walletPay: true,
  beansPay: true,
  voucherPay: true,
  prepayment: false,
  lowBalance: 0,
  payTimeoutMinutes: 15,
  orderPayMinutes: 0,
}

export async function moneySettings(db: Db, companyId: number): Promise<MoneySettings> {
  const r = await db.selectFrom('money_settings').selectAll().where('company_id', '=', companyId).executeTakeFirst()
  if (!r) return DEFAULT_MONEY_SETTINGS
  return {
    walletPay: r.wallet_pay === 1,
    beansPay: r.beans_pay === 1,
    voucherPay: r.voucher_pay === 1,
    prepayment: r.prepayment === 1,
    lowBalance: r.low_balance,
    payTimeoutMinutes: r.pay_timeout_minutes,
    orderPayMinutes: r.order_pay_minutes,
  }
}

/** Writes the company's money settings (one row per company). */
export async function saveMoneySettings(db: Db, companyId: number, s: MoneySettings, at: string): Promise<void> {
  const values = {
    wallet_pay: +s.walletPay,
    beans_pay: +s.beansPay,
    voucher_pay: +s.voucherPay,
    prepayment: +s.prepayment,
    low_balance: s.lowBalance,
    pay_timeout_minutes: s.payTimeoutMinutes,
    order_pay_minutes: s.orderPayMinutes,
    updated_at: at,
  }
  await db
    .insertInto('money_settings')
    .values({ company_id: companyId, ...values })
    .onConflict((oc) => oc.column('company_id').doUpdateSet(values))
    .execute()
}
