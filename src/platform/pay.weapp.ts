/**
 * Paying in the mini-program (docs/money.md#the-client): always WeChat Pay's JSAPI, the payment
 * sheet `wx.requestPayment` opens with the parameters the server signed with the merchant key.
 * Alipay is not offered (a mini-program cannot open it); the mini-program opens no channel page.
 */
import Taro from '@tarojs/taro'
import type { PayAction, PayScene } from '../../types/api/money'
import { getLoginCode } from './login.weapp'
import type { CarriedOut, PersonalChannel } from './pay-types'

export type { CarriedOut, PersonalChannel } from './pay-types'

export const DESKTOP_MIN_WIDTH = 768

export function isDesktop(): boolean {
  return false
}

export function payChannels(): PersonalChannel[] {
  return ['WeChatPay']
}

export function payScene(_channel: PersonalChannel): PayScene {
  return 'JSAPI'
}

/** The one-off login code WeChat Pay's JSAPI needs for the payer's openid (the server exchanges it). */
export async function payLoginCode(): Promise<string | undefined> {
  return (await getLoginCode().catch(() => null)) ?? undefined
}

/** WeChat answers a closed sheet with 'requestPayment:fail cancel'. */
const isCancel = (e: unknown): boolean => /cancel/i.test(String((e as { errMsg?: string } | null)?.errMsg ?? ''))

/**
 * Opens WeChat's payment sheet with exactly the server's parameters; resolves how it ended (the
 * server still decides whether it is paid). Callbacks, not the returned promise: Taro does not
 * promisify requestPayment, and only newer base libraries answer a call without callbacks with one.
 */
export function carryOut(action: PayAction): Promise<CarriedOut> {
  if (action.Kind === 'QrCode') return Promise.resolve('Done')
  if (action.Kind !== 'RequestPayment') return Promise.resolve('Failed')
  return new Promise<CarriedOut>((resolve) => {
    try {
      void Taro.requestPayment({
        ...action.Params,
        success: () => resolve('Done'),
        fail: (e: unknown) => resolve(isCancel(e) ? 'Cancelled' : 'Failed'),
      })
    } catch {
      resolve('Failed')
    }
  })
}
