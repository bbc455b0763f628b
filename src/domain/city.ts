/** A city as a pick keeps it: its code and its names, so any language can show it later. */
import type { NameVariants } from '@api/flight'
import type { Lang } from './format'

export interface CityRef {
  code: string
  names: NameVariants
  /** The Traditional Chinese name when it was seen (the server derives it from CN). */
  tc?: string
}

export function cityName(c: Pick<CityRef, 'names' | 'tc'>, lang: Lang): string {
  if (lang === 'en') return c.names.EN || c.names.CN
  if (lang === 'ja') return c.names.JP || c.names.CN
  if (lang === 'zh-TW') return c.tc || c.names.CN
  return c.names.CN
}

/** A place name in the language: the variant, else the server's name (which is in the request's language). */
export function localName(names: NameVariants | null | undefined, fallback: string, lang: Lang): string {
  if (!names) return fallback
  if (lang === 'en') return names.EN || fallback
  if (lang === 'ja') return names.JP || fallback
  // zh-TW: the server's name of the request language is Traditional; the variants have only CN.
  return lang === 'zh-TW' ? fallback || names.CN : names.CN || fallback
}
