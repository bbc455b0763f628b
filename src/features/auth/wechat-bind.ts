/**
 * The WeChat of an earlier visit that nobody had bound (docs/sign-in.md#wechat-in-its-browser):
 * the server kept its openid behind a ticket for ten minutes; whoever signs in next on this
 * browser binds it, so that WeChat signs them in from then on.
 */
import { KEYS } from '../../core/storage-keys'
import { t } from '../../i18n'
import { storage } from '../../platform/storage'
import { http, rootStore } from '../../stores'

export function keepWechatForBinding(ticket: string): void {
  storage.set(KEYS.wxBindTicket, ticket)
}

/** Quiet: an old ticket is simply dropped; a bound one is said. */
export async function bindKeptWechat(): Promise<void> {
  const ticket = storage.get(KEYS.wxBindTicket)
  if (!ticket) return
  storage.remove(KEYS.wxBindTicket)
  const res = await http.call('WeChatOAuth/CallBack', { BindTicket: ticket }, { silent: true, parallel: true }).catch(() => null)
  if (res?.Outcome === 'Bound') rootStore.ui.toast(t('auth:wechat.bound'))
}
