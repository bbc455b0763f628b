/**
 * The company's money settings and exchange rates as an administrator types them (docs/money.md
 * "Money settings", "Exchange rates"): a rate in CNY per unit with at most six decimals, the
 * prepayment's low-balance warning and a top-up in yuan, and the two payment time limits. The
 * ranges are the server's (types/api/money.ts); every check gives the first failure per field.
 */
import type { MoneySettingsRes, MoneySettingsSaveReq } from '@api/money'
import { RATE_MAX, rateProblem } from '@api/money-values'
import { fail, messages, PASS, type Check } from './check'
import { formatThousands } from './format'
import type { FieldChecks } from './invoice'
import { checkWhole, checkYuan, yuanText } from './travel-policy'

/** CNY per unit: more than 0, at most 6 decimals, at most RATE_MAX (rateProblem, shared with the server). */
export function checkRate(text: string): Check {
  const v = text.trim()
  if (!v) return fail(messages.money.rateRequired)
  const problem = rateProblem(v)
  if (problem === 'Format') return fail(messages.money.rateFormat)
  return problem === 'TooLarge' ? fail(messages.money.rateTooLarge, { max: formatThousands(RATE_MAX) }) : PASS
}

/** The company's prepayment is topped up by ¥1 to ¥10,000,000 at a time. */
export const TOP_UP_MAX_YUAN = 10_000_000
export function checkTopUp(text: string): Check {
  const c = checkYuan(text, TOP_UP_MAX_YUAN, true)
  if (!c.ok) return c
  return Number(text.trim()) < 1 ? fail(messages.money.topUpMin) : PASS
}

/** Yuan typed (checked) → fen. */
export const fenOf = (text: string): number => Math.round(Number(text.trim()) * 100)

/** The settings form: switches as they are, numbers as typed. */
export interface MoneySettingsDraft {
  WalletPay: boolean
  BeansPay: boolean
  VoucherPay: boolean
  Prepayment: boolean
  /** Yuan. */
  LowBalance: string
  /** Minutes a channel payment may stay pending, 5–120. */
  PayTimeoutMinutes: string
  /** Minutes a placed order may wait for payment: blank or 0 for no limit, else 10–4320 (three days). */
  OrderPayMinutes: string
}

export const PAY_TIMEOUT = { min: 5, max: 120 } as const
export const ORDER_PAY = { min: 10, max: 4320 } as const

export const moneySettingsDraftOf = (s: MoneySettingsRes): MoneySettingsDraft => ({
  WalletPay: s.WalletPay,
  BeansPay: s.BeansPay,
  VoucherPay: s.VoucherPay,
  Prepayment: s.Prepayment,
  LowBalance: yuanText(s.LowBalance),
  PayTimeoutMinutes: String(s.PayTimeoutMinutes),
  OrderPayMinutes: s.OrderPayMinutes ? String(s.OrderPayMinutes) : '',
})

export function checkMoneySettings(d: MoneySettingsDraft): FieldChecks<'LowBalance' | 'PayTimeoutMinutes' | 'OrderPayMinutes'> {
  const out: FieldChecks<'LowBalance' | 'PayTimeoutMinutes' | 'OrderPayMinutes'> = {}
  const low = checkYuan(d.LowBalance, TOP_UP_MAX_YUAN, true)
  if (!low.ok) out.LowBalance = low
  const pay = checkWhole(d.PayTimeoutMinutes, PAY_TIMEOUT.min, PAY_TIMEOUT.max, true)
  if (!pay.ok) out.PayTimeoutMinutes = pay
  const order = d.OrderPayMinutes.trim() === '0' ? PASS : checkWhole(d.OrderPayMinutes, ORDER_PAY.min, ORDER_PAY.max)
  if (!order.ok) out.OrderPayMinutes = order
  return out
}

/** The checked draft as moneySettings/save takes it. */
export const moneySettingsOf = (d: MoneySettingsDraft): MoneySettingsSaveReq => ({
  WalletPay: d.WalletPay,
  BeansPay: d.BeansPay,
  VoucherPay: d.VoucherPay,
  Prepayment: d.Prepayment,
  LowBalance: fenOf(d.LowBalance),
  PayTimeoutMinutes: Number(d.PayTimeoutMinutes.trim()),
  OrderPayMinutes: d.OrderPayMinutes.trim() ? Number(d.OrderPayMinutes.trim()) : 0,
})
