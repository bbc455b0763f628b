/**
 * A station (or city) as a search keeps it (trains, coaches): its code and names, so any language
 * can show it later and a reload keeps it.
 */
import type { StationItem } from '@/components/station-picker'
import type { Lang } from '@/domain/format'

export interface StationRef {
  code: string
  cn: string
  en: string
  /** The name in Traditional Chinese when it was seen. */
  tc?: string
}

export function stationRefOf(s: StationItem, lang: Lang): StationRef {
  return { code: s.Code, cn: s.NameCN, en: s.NameEN, ...(lang === 'zh-TW' ? { tc: s.Name } : {}) }
}

export function stationName(s: Pick<StationRef, 'cn' | 'en' | 'tc'>, lang: Lang): string {
  if (lang === 'en') return s.en || s.cn
  if (lang === 'zh-TW') return s.tc || s.cn
  return s.cn
}

/** A station of an answer in the language ('Name' is already in the request's language). */
export function stationText(s: Pick<StationItem, 'Name' | 'NameEN'>, lang: Lang): string {
  return lang === 'en' ? s.NameEN || s.Name : s.Name
}

/** A kept value that is a station of the product (its codes match `code`). */
export function isStationRef(v: unknown, code: RegExp): v is StationRef {
  const s = v as StationRef | null
  return !!s && typeof s.code === 'string' && code.test(s.code) && typeof s.cn === 'string' && typeof s.en === 'string'
}
