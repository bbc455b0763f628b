/**
 * H5: the common texts of one language at a time, in two parts. Each language's start part is a
 * chunk of its own (src/i18n/core/<language>.ts: what sign-in speaks, the first page of a visit
 * without a session); the start-up loads the interface language's before i18next starts
 * (app-start.h5.ts), and a change of language loads the new one's before it is shown. The app
 * part (src/i18n/core/<language>-app.ts: the rest of validation and shell) is another chunk, loaded
 * when the first screen other than sign-in shows (i18n/index.ts ensureAppTexts). The page's HTML
 * asks for the start language's chunks beside the entry (scripts/preload-chunks.cjs).
 */
import type { AppTexts, CoreTexts, Lng } from '../i18n/resources'

const LOAD: Record<Lng, () => Promise<{ default: CoreTexts }>> = {
  'zh-CN': () => import(/* webpackChunkName: "texts-zh-CN" */ '../i18n/core/zh-CN'),
  'zh-TW': () => import(/* webpackChunkName: "texts-zh-TW" */ '../i18n/core/zh-TW'),
  en: () => import(/* webpackChunkName: "texts-en" */ '../i18n/core/en'),
  ja: () => import(/* webpackChunkName: "texts-ja" */ '../i18n/core/ja'),
}

const LOAD_APP: Record<Lng, () => Promise<{ default: AppTexts }>> = {
  'zh-CN': () => import(/* webpackChunkName: "app-texts-zh-CN" */ '../i18n/core/zh-CN-app'),
  'zh-TW': () => import(/* webpackChunkName: "app-texts-zh-TW" */ '../i18n/core/zh-TW-app'),
  en: () => import(/* webpackChunkName: "app-texts-en" */ '../i18n/core/en-app'),
  ja: () => import(/* webpackChunkName: "app-texts-ja" */ '../i18n/core/ja-app'),
}

/** The mini-program starts with both parts; here the app part comes later. */
export const APP_TEXTS_AT_START: boolean = false

const loaded: Partial<Record<Lng, CoreTexts>> = {}

/** Loads the common texts of `lng` (once): the start part. */
export async function loadCoreTexts(lng: Lng): Promise<CoreTexts> {
  return (loaded[lng] ??= (await LOAD[lng]()).default)
}

/** Loads the app part of the common texts of `lng`. */
export async function loadAppTexts(lng: Lng): Promise<AppTexts> {
  return (await LOAD_APP[lng]()).default
}

/** The common texts loaded so far, by language: a copy, as i18next keeps and fills the tables it starts with. */
export function coreTextsLoaded(): Partial<Record<Lng, CoreTexts>> {
  return Object.fromEntries(Object.entries(loaded).map(([lng, texts]) => [lng, { ...texts }]))
}
