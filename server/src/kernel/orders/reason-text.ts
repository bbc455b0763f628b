/**
 * Why a traveller booked out of policy, as stored with the order segment. A company reason code
 * is kept with its labels in every language ('@rc' + JSON), so each reader sees it in their own;
 * a reason typed by the traveller is kept and shown as typed.
 */
import type { Lang } from '../../i18n'

const PREFIX = '@rc'

interface CodedReason {
  code: string
  /** The code's label by language ('zh-CN', 'zh-TW', 'en', 'ja'). */
  labels: Record<string, string>
  /** The traveller's own words next to the code, if any. */
  text: string
}

export function storedReason(code: string, labels: Record<string, string>, text: string): string {
  const coded: CodedReason = { code, labels, text }
  return PREFIX + JSON.stringify(coded)
}

/** '<code> <label>' in `lang`, then the traveller's words after a colon; plain reasons as stored. */
export function reasonDisplay(stored: string, lang: Lang): string {
  if (!stored.startsWith(PREFIX + '{')) return stored
  let r: CodedReason
  try {
    r = JSON.parse(stored.slice(PREFIX.length)) as CodedReason
  } catch {
    return stored
  }
  const label = r.labels?.[lang] ?? r.labels?.['zh-CN'] ?? ''
  const head = `${r.code} ${label}`.trim()
  if (!r.text) return head
  return lang === 'en' ? `${head}: ${r.text}` : `${head}：${r.text}`
}
