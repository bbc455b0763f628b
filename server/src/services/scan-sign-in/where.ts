/**
 * Who and where a sign-in request comes from, as far as the request tells: the browser and system
 * named by its user agent, and its client address (kept coarse: the last part hidden).
 */
export interface AgentInfo {
  Browser: string
  System: string
}

const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/MicroMessenger\/(\d+)/, 'WeChat'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/(?:Chrome|CriOS|HeadlessChrome|Chromium)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
]

const SYSTEMS: readonly [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
]

/** 'Chrome 131' on 'Windows' from a user agent; '' for what it does not say. */
export function describeAgent(userAgent: string): AgentInfo {
  let browser = ''
  for (const [re, name] of BROWSERS) {
    const m = re.exec(userAgent)
    if (m) {
      browser = `${name} ${m[1]}`
      break
    }
  }
  const system = SYSTEMS.find(([re]) => re.test(userAgent))?.[1] ?? ''
  return { Browser: browser, System: system }
}

export type NetworkKind = 'Local' | 'Private' | 'Public'

/** The address without an IPv4-mapped IPv6 prefix. */
export function plainAddress(ip: string): string {
  return ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
}

export function networkOf(ipRaw: string): NetworkKind {
  const ip = plainAddress(ipRaw).toLowerCase()
  if (ip === '::1' || /^127\./.test(ip)) return 'Local'
  if (/^(10\.|192\.168\.|169\.254\.|172\.(1[6-9]|2\d|3[01])\.)/.test(ip) || /^f[cd][0-9a-f]{2}:/.test(ip) || /^fe80:/.test(ip)) return 'Private'
  return 'Public'
}

/** '203.0.113.*' / '2001:db8:85a3:8d3:*': enough to recognise a network, not a machine. */
export function maskAddress(ipRaw: string): string {
  const ip = plainAddress(ipRaw)
  if (/^\d+\.\d+\.\d+\.\d+$/.test(ip)) return ip.replace(/\.\d+$/, '.*')
  if (ip.includes(':')) return `${ip.split(':').slice(0, 4).join(':')}:*`
  return ''
}

/** An IANA zone name as the browser reports it ('Asia/Shanghai'); anything else is dropped. */
export function cleanTimeZone(zone: string | undefined): string {
  return zone && /^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(zone) ? zone : ''
}
