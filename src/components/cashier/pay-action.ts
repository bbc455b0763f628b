/**
 * What the channel collects, as the cashier and the wallet's recharge start it (docs/money.md#the-client):
 * the scene to pay in here and, in the mini-program, the login code go with the request; the
 * answer's action is carried out on this platform (src/platform/pay). The payer's side never says
 * how the payment ended: the payment result page (/pay/callback) waits on the server for that.
 */
import type { PayAction, PayIntent, PayScene } from '@api/money'
import { carryOut, payChannels, payLoginCode, payScene, type CarriedOut, type PersonalChannel } from '@/platform/pay'

export type { CarriedOut, PersonalChannel } from '@/platform/pay'

/** The channels offered here among those the server offers, in this platform's order (the mini-program: WeChat Pay only). */
export function personalChannels(offered: readonly string[]): PersonalChannel[] {
  return payChannels().filter((c) => offered.includes(c))
}

/** What a request that leaves something for `channel` adds: where the payer pays, and the mini-program's login code. */
export async function channelFields(channel: PersonalChannel): Promise<{ Scene: PayScene; LoginCode?: string }> {
  const Scene = payScene(channel)
  const LoginCode = Scene === 'JSAPI' ? await payLoginCode() : undefined
  return LoginCode ? { Scene, LoginCode } : { Scene }
}

/** The actions of intents opened in this app's run, for the result page when the server's answer has none. */
const actions = new Map<string, PayAction>()

/** How the payer pays a pending intent here, or null when unknown. */
export function actionOf(intent: PayIntent): PayAction | null {
  return intent.Action ?? actions.get(intent.IntentNo) ?? null
}

/**
 * Carries out the intent's action: the payment sheet, the channel's page, or nothing (a QR code the
 * result page draws). Without a known action there is nothing to do here: the result page waits.
 */
export async function payAtChannel(intent: PayIntent): Promise<CarriedOut> {
  if (intent.Action) actions.set(intent.IntentNo, intent.Action)
  const action = actionOf(intent)
  return action ? carryOut(action) : 'Done'
}
