/**
 * The mini-program: the common texts of all four languages, both parts (src/i18n/core), are part
 * of the start (its main package has no chunks to load later); loading one is already done.
 */
import zhCN from '../i18n/core/zh-CN'
import zhCNApp from '../i18n/core/zh-CN-app'
import zhTW from '../i18n/core/zh-TW'
import zhTWApp from '../i18n/core/zh-TW-app'
import en from '../i18n/core/en'
import enApp from '../i18n/core/en-app'
import ja from '../i18n/core/ja'
import jaApp from '../i18n/core/ja-app'
import { withAppTexts, type AppTexts, type CoreTexts, type Lng } from '../i18n/resources'

const all: Record<Lng, CoreTexts> = {
  'zh-CN': withAppTexts(zhCN, zhCNApp),
  'zh-TW': withAppTexts(zhTW, zhTWApp),
  en: withAppTexts(en, enApp),
  ja: withAppTexts(ja, jaApp),
}

/** Both parts are there from the start. */
export const APP_TEXTS_AT_START: boolean = true

export async function loadCoreTexts(lng: Lng): Promise<CoreTexts> {
  return all[lng]
}

/** Already part of the start: nothing more to add. */
export async function loadAppTexts(_lng: Lng): Promise<AppTexts> {
  return {}
}

/** The common texts loaded so far, by language: a copy, as i18next keeps and fills the tables it starts with. */
export function coreTextsLoaded(): Partial<Record<Lng, CoreTexts>> {
  return Object.fromEntries(Object.entries(all).map(([lng, texts]) => [lng, { ...texts }]))
}
