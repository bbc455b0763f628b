/**
 * The language the interface starts in, read before i18next starts (on H5 the start-up loads that
 * language's texts first). Three names for one language: the i18next code ('zh-CN'), the stored
 * key ('CN', docs/data.md) and the LanguageType header number (1).
 */
import { LANGUAGE_CODES, type LanguageKey } from '../../types/api/envelope'
import { KEYS } from '../core/storage-keys'
import { browserLanguage } from '../platform/env'
import { storage } from '../platform/storage'
import type { Lng } from './resources'

export const LNG_OF: Record<LanguageKey, Lng> = { CN: 'zh-CN', TC: 'zh-TW', EN: 'en', JAP: 'ja' }
export const KEY_OF: Record<Lng, LanguageKey> = { 'zh-CN': 'CN', 'zh-TW': 'TC', en: 'EN', ja: 'JAP' }
export const DEFAULT_LANGUAGE: LanguageKey = 'CN'

function isLanguageKey(v: string): v is LanguageKey {
  return Object.prototype.hasOwnProperty.call(LANGUAGE_CODES, v)
}

/**
 * docs/constants.md: zh-cn → CN, zh-tw / zh-hk → TC, ja → JAP, en → EN, anything else CN. Tags are
 * matched on their prefix, so 'en-GB', 'ja-JP' and 'zh-Hant-TW' are understood too.
 */
export function detectLanguage(tag: string): LanguageKey {
  const t = tag.toLowerCase().replace(/_/g, '-')
  if (/^zh-(tw|hk|mo|hant)\b/.test(t)) return 'TC'
  if (/^ja\b/.test(t)) return 'JAP'
  if (/^en\b/.test(t)) return 'EN'
  return DEFAULT_LANGUAGE
}

export function isFollowingSystem(): boolean {
  return storage.get(KEYS.followSystemLanguage) === 'true'
}

/**
 * The language to start in: the device's when the user chose 'follow system' or never chose,
 * else the stored one. 'HK' from older clients reads as TC, as the server treats it.
 */
export function resolveStartLanguage(): LanguageKey {
  const stored = storage.get(KEYS.language) ?? ''
  if (isFollowingSystem() || !stored) return detectLanguage(browserLanguage())
  if (stored === 'HK') return 'TC'
  return isLanguageKey(stored) ? stored : detectLanguage(browserLanguage())
}
