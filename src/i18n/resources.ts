/**
 * The namespaces every screen needs, statically imported per language so both bundlers inline
 * them and a missing file fails the build. A product's own texts live in a feature namespace
 * instead, registered by src/i18n/ns/<name>.ts (or a product's texts.ts) where its screens import it. tests/unit/i18n
 * checks that every locale file is one or the other and that the four languages have
 * identical keys.
 */
import zhCNCommon from './locales/zh-CN/common.json'
import zhCNErrors from './locales/zh-CN/errors.json'
import zhCNWidgets from './locales/zh-CN/widgets.json'
import zhCNValidation from './locales/zh-CN/validation.json'
import zhCNShell from './locales/zh-CN/shell.json'
import zhTWCommon from './locales/zh-TW/common.json'
import zhTWErrors from './locales/zh-TW/errors.json'
import zhTWWidgets from './locales/zh-TW/widgets.json'
import zhTWValidation from './locales/zh-TW/validation.json'
import zhTWShell from './locales/zh-TW/shell.json'
import enCommon from './locales/en/common.json'
import enErrors from './locales/en/errors.json'
import enWidgets from './locales/en/widgets.json'
import enValidation from './locales/en/validation.json'
import enShell from './locales/en/shell.json'
import jaCommon from './locales/ja/common.json'
import jaErrors from './locales/ja/errors.json'
import jaWidgets from './locales/ja/widgets.json'
import jaValidation from './locales/ja/validation.json'
import jaShell from './locales/ja/shell.json'

export const LANGUAGES = ['zh-CN', 'zh-TW', 'en', 'ja'] as const
export type Lng = (typeof LANGUAGES)[number]

export const NAMESPACES = ['common', 'errors', 'widgets', 'validation', 'shell'] as const

/**
 * Namespaces registered by the screens that use them (src/i18n/ns/<name>.ts). A travel product's
 * own namespace is not listed here: it lives in the product's folder (ProductDef.texts).
 */
export const FEATURE_NAMESPACES = [
  'auth',
  'sso',
  'oa',
  'account',
  'booking',
  'approval',
  'approvalSetting',
  'travelApply',
  'trip',
  'kit',
  'traveller',
  'money',
  'support',
  'invoice',
  'personal',
  'business',
  'organisation',
  'travelPolicy',
  'passkey',
] as const
export type Namespace = (typeof NAMESPACES)[number]

/** Nested string tables as read from JSON. */
export interface Table {
  [key: string]: string | Table
}

export const resources: Record<Lng, Record<Namespace, Table>> = {
  'zh-CN': { common: zhCNCommon, errors: zhCNErrors, widgets: zhCNWidgets, validation: zhCNValidation, shell: zhCNShell },
  'zh-TW': { common: zhTWCommon, errors: zhTWErrors, widgets: zhTWWidgets, validation: zhTWValidation, shell: zhTWShell },
  en: { common: enCommon, errors: enErrors, widgets: enWidgets, validation: enValidation, shell: enShell },
  ja: { common: jaCommon, errors: jaErrors, widgets: jaWidgets, validation: jaValidation, shell: jaShell },
}
