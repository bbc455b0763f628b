/**
 * Trip change alerts in WeChat (docs/disruptions.md): the mini-program asks the traveller to accept
 * the disruption templates (wechat/subscribeTemplates) in WeChat's dialog, then hands the login
 * code and the accepted ids to wechat/subscribe; a web page offers nothing (platform/subscribe).
 * Asked where a traveller expects it: an order's first showing after it was booked, and the
 * settings' row. The templates are read before the offer shows: WeChat's dialog must follow the
 * tap at once.
 */
import { canSubscribe, requestSubscribe } from '@/platform/subscribe'
import { http } from '@/stores'

let templates: readonly string[] | null = null

/** The templates to ask for ([] on H5, or when they could not be read: no offer then). */
export async function alertTemplates(): Promise<readonly string[]> {
  if (!canSubscribe()) return []
  if (templates) return templates
  const r = await http.call('wechat/subscribeTemplates', {}, { silent: true, parallel: true }).catch(() => null)
  if (r) templates = r.TemplateIds
  return r?.TemplateIds ?? []
}

/** Asks in WeChat's dialog and registers what was accepted: how many messages may now be sent, null when none. */
export async function subscribeTripAlerts(ids: readonly string[]): Promise<number | null> {
  const got = await requestSubscribe(ids)
  if (!got) return null
  const r = await http.call('wechat/subscribe', { Code: got.code, TemplateIds: got.accepted.slice(0, 3) }, { loading: true })
  return r.Accepted
}

/** Orders booked in this run of the app whose details page has not shown yet: the moment to offer the alerts. */
const justBooked = new Set<string>()

export function markJustBooked(orderNo: string): void {
  if (canSubscribe()) justBooked.add(orderNo)
}

/** Whether the order was just booked; true once only. */
export function takeJustBooked(orderNo: string): boolean {
  return justBooked.delete(orderNo)
}
