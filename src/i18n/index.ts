/**
 * i18next for both targets. Initialised synchronously at import (initAsync: false) in the
 * language docs/constants.md asks for, so the first render already has its texts.
 *
 * Three names for one language: the i18next code ('zh-CN'), the stored key ('CN', docs/data.md)
 * and the LanguageType header number (1). This module converts between them.
 */
import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'
import { LANGUAGE_CODES, type LanguageCode, type LanguageKey } from '../../types/api/envelope'
import { KEYS } from '../core/storage-keys'
import { browserLanguage, setDocumentLanguage } from '../platform/env'
import { storage } from '../platform/storage'
import { LANGUAGES, NAMESPACES, resources, type Lng } from './resources'

export { LANGUAGES, NAMESPACES, resources }
export type { Lng, Namespace } from './resources'

export const LNG_OF: Record<LanguageKey, Lng> = { CN: 'zh-CN', TC: 'zh-TW', EN: 'en', JAP: 'ja' }
export const KEY_OF: Record<Lng, LanguageKey> = { 'zh-CN': 'CN', 'zh-TW': 'TC', en: 'EN', ja: 'JAP' }
export const DEFAULT_LANGUAGE: LanguageKey = 'CN'

function isLanguageKey(v: string): v is LanguageKey {
  return Object.prototype.hasOwnProperty.call(LANGUAGE_CODES, v)
}

function isLng(v: string): v is Lng {
  return (LANGUAGES as readonly string[]).includes(v)
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

export function languageCodeOf(key: LanguageKey): LanguageCode {
  return LANGUAGE_CODES[key]
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

if (!i18n.isInitialized) {
  void i18n.use(initReactI18next).init({
    resources,
    lng: LNG_OF[resolveStartLanguage()],
    fallbackLng: LNG_OF[DEFAULT_LANGUAGE],
    supportedLngs: [...LANGUAGES],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    initAsync: false,
    // React escapes on render; escaping here would show '&amp;' in texts.
    interpolation: { escapeValue: false },
    // Every supported language is a full code ('zh-CN', 'en'): no language-only fallback ('zh') to
    // derive on each translation.
    load: 'currentOnly',
    showSupportNotice: false,
  })
  // H5: the page's lang attribute follows the interface language (the HTML starts as zh-CN).
  setDocumentLanguage(i18n.language)
  i18n.on('languageChanged', setDocumentLanguage)
}

export function currentLanguage(): LanguageKey {
  const lng = i18n.language
  return isLng(lng) ? KEY_OF[lng] : DEFAULT_LANGUAGE
}

/** The LanguageType header value. */
export function currentLanguageCode(): LanguageCode {
  return languageCodeOf(currentLanguage())
}

function normalise(lang: LanguageKey | Lng): LanguageKey {
  return isLng(lang) ? KEY_OF[lang] : lang
}

/** The user picked a language: persist it, stop following the device, switch without reload. */
export async function setLanguage(lang: LanguageKey | Lng): Promise<void> {
  const key = normalise(lang)
  storage.set(KEYS.language, key)
  storage.set(KEYS.followSystemLanguage, 'false')
  await i18n.changeLanguage(LNG_OF[key])
}

/** The user picked 'follow system': persist the flag and switch to the device language. */
export async function followSystemLanguage(): Promise<void> {
  const key = detectLanguage(browserLanguage())
  storage.set(KEYS.followSystemLanguage, 'true')
  storage.set(KEYS.language, key)
  await i18n.changeLanguage(LNG_OF[key])
}

/** At app start (and after the device language may have changed): apply docs/constants.md's choice. */
export async function restoreLanguage(): Promise<LanguageKey> {
  const key = resolveStartLanguage()
  if (i18n.language !== LNG_OF[key]) await i18n.changeLanguage(LNG_OF[key])
  return key
}

/** Translate outside React (core, stores). */
export function t(key: string, options?: Record<string, unknown>): string {
  return i18n.t(key, options)
}

export default i18n
