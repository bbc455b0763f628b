/** The four interface languages and a text in each (docs/product.md): what every table of server messages is made of. */

export const LANGS = ['zh-CN', 'zh-TW', 'en', 'ja'] as const
export type Lang = (typeof LANGS)[number]

/** Each text in the four languages (i18n.ts checks the keys are all there). */
export type Texts = Record<Lang, string>
