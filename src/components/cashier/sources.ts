/**
 * What else may pay the traveller's part at the cashier (docs/money.md): the wallet, travel beans
 * and one voucher, as the company allows; and how a personal amount splits between them —
 * voucher first, then beans (whole beans, 1 bean = ¥1), then the wallet, the rest by the channel.
 */
import type { BeanAccountRes, PayIntent, Voucher, WalletInfoRes } from '@api/money'
import { http } from '@/stores'

export interface MoneySources {
  wallet: WalletInfoRes | null
  beans: BeanAccountRes | null
  vouchers: Voucher[]
}

/** Each source the person may use; one that fails to load is simply not offered. */
export async function loadSources(product: string, personal: number): Promise<MoneySources> {
  const quiet = <T>(p: Promise<T>) => p.catch(() => null)
  const [wallet, beans, vouchers] = await Promise.all([
    quiet(http.call('pay_wallet/getWalletInfo', {}, { parallel: true, silent: true })),
    quiet(http.call('lvxingdouapi/openapi/lxd/personal/acct', {}, { parallel: true, silent: true })),
    quiet(http.call('voucher/list', { Product: product, Amount: personal }, { parallel: true, silent: true })),
  ])
  return { wallet: wallet ?? null, beans: beans ?? null, vouchers: vouchers?.Items.filter((v) => v.State === 'Available') ?? [] }
}

export interface SourceChoice {
  voucher: Voucher | null
  useBeans: boolean
  useWallet: boolean
}

export interface SourceSplit {
  voucher: number
  beans: number
  /** Fen the beans stand for. */
  beansFen: number
  wallet: number
  channel: number
}

export function splitPersonal(personal: number, choice: SourceChoice, s: MoneySources): SourceSplit {
  let left = personal
  const voucher = choice.voucher && personal >= choice.voucher.MinSpend ? Math.min(choice.voucher.Amount, left) : 0
  left -= voucher
  const fenPerBean = s.beans?.FenPerBean ?? 100
  const beans = choice.useBeans && s.beans?.CanPayWithBeans ? Math.min(s.beans.Balance, Math.floor(left / fenPerBean)) : 0
  left -= beans * fenPerBean
  const wallet = choice.useWallet && s.wallet?.PayWithWallet ? Math.min(s.wallet.Balance, left) : 0
  left -= wallet
  return { voucher, beans, beansFen: beans * fenPerBean, wallet, channel: left }
}

/** How a payment through the channel's page ended ('Pending' while it has not), or null when it cannot be read now. */
export async function intentOutcome(intentNo: string): Promise<string | null> {
  try {
    return (await http.call('Pay/query', { IntentNo: intentNo }, { parallel: true, silent: true }))?.Status ?? null
  } catch {
    return null
  }
}

/** The caller's payment of the order still under way at its channel, or null (none, or it cannot be read now). */
export async function pendingPayment(orderNo: string): Promise<PayIntent | null> {
  try {
    return (await http.call('Pay/pending', { OrderNo: orderNo }, { parallel: true, silent: true }))?.Intent ?? null
  } catch {
    return null
  }
}

/** Gives up a pending payment on the server (what it held goes back); the order can be paid anew. */
export function cancelPayment(intentNo: string): Promise<PayIntent> {
  return http.call('Pay/cancel', { IntentNo: intentNo }, { loading: true })
}
