/**
 * The message tab's badge: approvals waiting for me plus my unread messages
 * (message/getUnreadCount's Total), on the tab whose index TAB_ROUTES gives. Main package on
 * purpose: every tab page may refresh it on show without loading the approval subpackage.
 */
import type { UnreadCountRes } from '@api/message'
import { http } from '@/stores'
import { TAB_ROUTES } from '@/routes'
import { setTabBadge } from '@/platform/tab-bar'

export const MESSAGE_TAB_INDEX = TAB_ROUTES.indexOf('message')

/** '99+' beyond two digits so the badge never outgrows the tab; '' hides it. */
export function badgeText(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return ''
  return count > 99 ? '99+' : String(Math.floor(count))
}

/** Shows or clears the badge. */
export function applyBadge(total: number): void {
  if (MESSAGE_TAB_INDEX >= 0) setTabBadge(MESSAGE_TAB_INDEX, badgeText(total))
}

/**
 * Reads the counts and updates the badge; null when the call failed (the badge keeps what it
 * showed). Silent: a badge must never toast over the page the user is on. Parallel: the message
 * tab reads the same counts for its rows at the same time.
 */
export async function refreshMessageBadge(): Promise<UnreadCountRes | null> {
  const r = await http.call('message/getUnreadCount', {}, { silent: true, parallel: true }).catch(() => null)
  if (r) applyBadge(r.Total)
  return r
}
