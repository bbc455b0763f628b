/**
 * The namespaces every screen needs (NAMESPACES), one module per language in src/i18n/core: on the
 * mini-program all four are part of the start, on H5 only the interface language's is loaded
 * (platform/core-texts). A product's own texts live in a feature namespace instead, registered by
 * src/i18n/ns/<name>.ts (or a product's texts.ts) where its screens import it. tests/unit/i18n
 * checks that every locale file is one or the other and that the four languages have identical keys.
 */
export const LANGUAGES = ['zh-CN', 'zh-TW', 'en', 'ja'] as const
export type Lng = (typeof LANGUAGES)[number]

/**
 * The start's: every screen's, and sign-in's (auth, sso, passkey), the first page a visitor without
 * a session sees (WeChat sign-in's among auth). The office-system sign-in's (oa) are a feature
 * namespace: only its account pages and the company's settings speak them.
 */
export const NAMESPACES = ['common', 'errors', 'widgets', 'validation', 'shell', 'auth', 'sso', 'passkey'] as const

/**
 * Namespaces registered by the screens that use them (src/i18n/ns/<name>.ts). A travel product's
 * own namespace is not listed here: it lives in the product's folder (ProductDef.texts).
 */
export const FEATURE_NAMESPACES = [
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
] as const
export type Namespace = (typeof NAMESPACES)[number]

/** Nested string tables as read from JSON. */
export interface Table {
  [key: string]: string | Table
}

/** The common texts of one language: a table per namespace of NAMESPACES. */
export type CoreTexts = Record<Namespace, Table>

/** The app part of the common texts: the groups of some namespaces that sign-in does not speak (src/i18n/start-texts.json). */
export type AppTexts = Partial<Record<Namespace, Table>>

/** The start part with the app part's groups added to their namespaces. */
export function withAppTexts(start: CoreTexts, app: AppTexts): CoreTexts {
  const out = { ...start }
  for (const [ns, table] of Object.entries(app) as [Namespace, Table][]) out[ns] = { ...out[ns], ...table }
  return out
}
