/**
 * H5: the common texts of one language at a time. Each language's are a chunk of their own
 * (src/i18n/core/<language>.ts); the start-up loads the interface language's before i18next
 * starts (app-start.h5.ts), and a change of language loads the new one's before it is shown. The
 * page's HTML asks for the start language's chunk beside the entry (scripts/preload-chunks.cjs).
 */
import type { CoreTexts, Lng } from '../i18n/resources'

const LOAD: Record<Lng, () => Promise<{ default: CoreTexts }>> = {
  'zh-CN': () => import(/* webpackChunkName: "texts-zh-CN" */ '../i18n/core/zh-CN'),
  'zh-TW': () => import(/* webpackChunkName: "texts-zh-TW" */ '../i18n/core/zh-TW'),
  en: () => import(/* webpackChunkName: "texts-en" */ '../i18n/core/en'),
  ja: () => import(/* webpackChunkName: "texts-ja" */ '../i18n/core/ja'),
}

const loaded: Partial<Record<Lng, CoreTexts>> = {}

/** Loads the common texts of `lng` (once). */
export async function loadCoreTexts(lng: Lng): Promise<CoreTexts> {
  return (loaded[lng] ??= (await LOAD[lng]()).default)
}

/** The common texts loaded so far, by language: a copy, as i18next keeps and fills the tables it starts with. */
export function coreTextsLoaded(): Partial<Record<Lng, CoreTexts>> {
  return Object.fromEntries(Object.entries(loaded).map(([lng, texts]) => [lng, { ...texts }]))
}
