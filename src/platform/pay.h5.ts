/**
 * Paying in a browser (docs/money.md#the-client). A phone pays on the channel's own page (WeChat
 * Pay's H5 pay, Alipay's WAP pay), which sends the payer back to /pay/callback. A desktop browser
 * shows WeChat Pay's code for the payer's phone to scan (Native); Alipay's WAP page opens there too.
 *
 * Desktop, one rule: the browser's main pointer is fine and can hover (a mouse or a trackpad, not
 * a finger) and the window is at least DESKTOP_MIN_WIDTH px wide. Anything else is a phone (a
 * tablet too: its browser can open WeChat Pay's H5 page).
 */
import type { PayAction, PayScene } from '../../types/api/money'
import type { CarriedOut, PersonalChannel } from './pay-types'

export type { CarriedOut, PersonalChannel } from './pay-types'

export const DESKTOP_MIN_WIDTH = 768

export function isDesktop(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false
  return window.matchMedia('(hover: hover) and (pointer: fine)').matches && window.innerWidth >= DESKTOP_MIN_WIDTH
}

/** The personal channels a browser offers, in the order shown. */
export function payChannels(): PersonalChannel[] {
  return ['WeChatPay', 'Alipay']
}

/** Where the payer pays through this channel here: WeChat Pay by QR code on a desktop, on its H5 page on a phone; Alipay on its WAP page. */
export function payScene(channel: PersonalChannel): PayScene {
  if (channel === 'Alipay') return 'WAP'
  return isDesktop() ? 'Native' : 'H5'
}

/** A browser has no mini-program login code (only the JSAPI scene needs one). */
export async function payLoginCode(): Promise<string | undefined> {
  return undefined
}

/** Lets the payer pay: leaves for the channel's page; a QR code is drawn by the payment result page; wx.requestPayment exists only in the mini-program. */
export async function carryOut(action: PayAction): Promise<CarriedOut> {
  if (action.Kind === 'Redirect') {
    window.location.assign(action.Url)
    return 'Leaving'
  }
  if (action.Kind === 'QrCode') return 'Done'
  return 'Failed'
}
