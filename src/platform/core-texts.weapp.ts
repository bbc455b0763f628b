/**
 * The mini-program: the common texts of all four languages are part of the start (its main
 * package has no chunks to load later); loading one is already done.
 */
import zhCN from '../i18n/core/zh-CN'
import zhTW from '../i18n/core/zh-TW'
import en from '../i18n/core/en'
import ja from '../i18n/core/ja'
import type { CoreTexts, Lng } from '../i18n/resources'

const all: Record<Lng, CoreTexts> = { 'zh-CN': zhCN, 'zh-TW': zhTW, en, ja }

export async function loadCoreTexts(lng: Lng): Promise<CoreTexts> {
  return all[lng]
}

/** The common texts loaded so far, by language: a copy, as i18next keeps and fills the tables it starts with. */
export function coreTextsLoaded(): Partial<Record<Lng, CoreTexts>> {
  return Object.fromEntries(Object.entries(all).map(([lng, texts]) => [lng, { ...texts }]))
}
