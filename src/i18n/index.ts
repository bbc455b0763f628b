/**
 * i18next for both targets. Initialised synchronously at import (initAsync: false) in the
 * language docs/constants.md asks for (start-language.ts), with the common texts loaded so far
 * (platform/core-texts: on H5 the start language's, loaded by the start-up before this module
 * runs), so the first render already has its texts. A change of language loads its texts first.
 */
import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'
import { LANGUAGE_CODES, type LanguageCode, type LanguageKey } from '../../types/api/envelope'
import { KEYS } from '../core/storage-keys'
import { APP_TEXTS_AT_START, coreTextsLoaded, loadAppTexts, loadCoreTexts } from '../platform/core-texts'
import { browserLanguage, setDocumentLanguage } from '../platform/env'
import { storage } from '../platform/storage'
import { LANGUAGES, NAMESPACES, type Lng } from './resources'
import { DEFAULT_LANGUAGE, KEY_OF, LNG_OF, detectLanguage, resolveStartLanguage } from './start-language'

export { LANGUAGES, NAMESPACES }
export type { Lng, Namespace } from './resources'
export { DEFAULT_LANGUAGE, KEY_OF, LNG_OF, detectLanguage, isFollowingSystem, resolveStartLanguage } from './start-language'

function isLng(v: string): v is Lng {
  return (LANGUAGES as readonly string[]).includes(v)
}

export function languageCodeOf(key: LanguageKey): LanguageCode {
  return LANGUAGE_CODES[key]
}

/**
 * i18next writes the language codes out anew on every translation: for 'zh-CN' and its fallback
 * it calls Intl.getCanonicalLocales two or three times per t(), which was the largest part of
 * rendering a result row (a hotel row makes eight translations). The written-out form of a code
 * never changes, so it is kept once worked out.
 */
function rememberLanguageCodes(): void {
  const utils = i18n.services.languageUtils as { formatLanguageCode: (code: string) => string } | undefined
  if (!utils) return
  const format = utils.formatLanguageCode.bind(utils)
  const known = new Map<string, string>()
  utils.formatLanguageCode = (code: string) => {
    if (typeof code !== 'string') return format(code)
    let v = known.get(code)
    if (v === undefined) known.set(code, (v = format(code)))
    return v
  }
}

/** The event i18next sends once a language's app part of the common texts is added. */
const APP_TEXTS_ADDED = 'appTextsAdded'

if (!i18n.isInitialized) {
  void i18n.use(initReactI18next).init({
    resources: coreTextsLoaded(),
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
    // Screens translate anew when the language changes and when the app part of the common texts
    // arrives (a page rendered while it loaded).
    react: { bindI18n: `languageChanged ${APP_TEXTS_ADDED}` },
  })
  rememberLanguageCodes()
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

/**
 * The app part of the common texts (platform/core-texts): on the mini-program part of the start;
 * on H5 loaded when the first screen other than sign-in shows, for its language and for each
 * language switched to after that.
 */
const appTexts = { wanted: APP_TEXTS_AT_START, added: new Set<string>() }

/** Whether the interface language's app part is there: every screen but sign-in waits for it (components/page). */
export function appTextsReady(): boolean {
  return APP_TEXTS_AT_START || appTexts.added.has(i18n.language)
}

async function addAppTexts(lng: Lng): Promise<void> {
  if (APP_TEXTS_AT_START || appTexts.added.has(lng)) return
  const texts = await loadAppTexts(lng)
  for (const [ns, table] of Object.entries(texts)) i18n.addResourceBundle(lng, ns, table, true, false)
  appTexts.added.add(lng)
}

/**
 * Loads and adds the app part of the interface language's common texts (once), and of every
 * language switched to later; then the screens on show translate anew: those that rendered while
 * the texts loaded, also those that rendered before they arrived but began to listen after.
 */
export async function ensureAppTexts(): Promise<void> {
  appTexts.wanted = true
  const lng = i18n.language
  if (isLng(lng)) await addAppTexts(lng)
  i18n.emit(APP_TEXTS_ADDED, lng)
}

/** Switches to `lng` once its common texts are there (on H5 loaded on first use). */
async function switchTo(lng: Lng): Promise<void> {
  const texts = await loadCoreTexts(lng)
  for (const ns of NAMESPACES) if (!i18n.hasResourceBundle(lng, ns)) i18n.addResourceBundle(lng, ns, texts[ns])
  if (appTexts.wanted) await addAppTexts(lng)
  if (i18n.language !== lng) await i18n.changeLanguage(lng)
}

/** The user picked a language: persist it, stop following the device, switch without reload. */
export async function setLanguage(lang: LanguageKey | Lng): Promise<void> {
  const key = normalise(lang)
  storage.set(KEYS.language, key)
  storage.set(KEYS.followSystemLanguage, 'false')
  await switchTo(LNG_OF[key])
}

/** The user picked 'follow system': persist the flag and switch to the device language. */
export async function followSystemLanguage(): Promise<void> {
  const key = detectLanguage(browserLanguage())
  storage.set(KEYS.followSystemLanguage, 'true')
  storage.set(KEYS.language, key)
  await switchTo(LNG_OF[key])
}

/** At app start (and after the device language may have changed): apply docs/constants.md's choice. */
export async function restoreLanguage(): Promise<LanguageKey> {
  const key = resolveStartLanguage()
  await switchTo(LNG_OF[key])
  return key
}

/** Translate outside React (core, stores). */
export function t(key: string, options?: Record<string, unknown>): string {
  return i18n.t(key, options)
}

export default i18n
