/**
 * Which company links the in-app web view opens (/module/webview): https only, to a host the
 * company's settings list (CommonSettings.WebViewHosts: 'a.example.cn' that host, '.example.cn'
 * any host under it), without user or password in the address.
 */
export type WebLinkVerdict = 'ok' | 'notHttps' | 'notAllowed' | 'invalid'

export function webLinkVerdict(url: string, hosts: readonly string[] | undefined): WebLinkVerdict {
  const m = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)(?:[/?#]|$)/i.exec(url.trim())
  if (!m) return 'invalid'
  if (m[1].toLowerCase() !== 'https') return 'notHttps'
  const authority = m[2]
  if (authority.includes('@') || !authority) return 'invalid'
  const host = authority.replace(/:\d+$/, '').toLowerCase()
  if (!/^[a-z0-9.-]+$/.test(host)) return 'invalid'
  const allowed = (hosts ?? []).some((h) => {
    const rule = h.trim().toLowerCase()
    return rule.startsWith('.') ? host.endsWith(rule) && host.length > rule.length : host === rule
  })
  return allowed ? 'ok' : 'notAllowed'
}

/** At most this many hosts (types/api/settings-admin WEB_VIEW_HOSTS_MAX, checked again by the server). */
export const WEB_VIEW_HOSTS_MAX = 20
export type WebViewHostProblem = 'https' | 'format' | 'twice' | 'tooMany'
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?'
const HOST = new RegExp(`^${LABEL}(?:\\.${LABEL})*\\.[a-z]{2,63}$`)

/**
 * An entry of the web-view hosts as the server keeps it — a host ('intranet.example.cn') or a
 * suffix of two labels or more ('.example.cn'), lower case, 'https://' and a last '/' left out —
 * or what is wrong with it among the hosts already listed.
 */
export function webViewHostEntry(entry: string, listed: readonly string[]): { host: string } | { problem: WebViewHostProblem } {
  let h = entry.trim().toLowerCase()
  if (/^[a-z][a-z0-9+.-]*:\/\//.test(h) && !h.startsWith('https://')) return { problem: 'https' }
  h = h.replace(/^https:\/\//, '').replace(/\/$/, '')
  const name = h.startsWith('.') ? h.slice(1) : h
  if (!HOST.test(name) || (h.startsWith('.') && !name.includes('.'))) return { problem: 'format' }
  if (listed.includes(h)) return { problem: 'twice' }
  if (listed.length >= WEB_VIEW_HOSTS_MAX) return { problem: 'tooMany' }
  return { host: h }
}
