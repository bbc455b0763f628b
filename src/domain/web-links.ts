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
