/**
 * Places found by what a Chinese traveller types: the Chinese name (or part of it), the pinyin,
 * its initials, the English name or a word of it, the code, the city. Train stations and coach
 * stations are both such places (modules/train/stations.ts, modules/bus/stations.ts).
 */

/** What a place is named by; `pinyin` in syllables ('bei jing nan'). */
export interface PlaceNames {
  code: string
  cn: string
  pinyin: string
  en: string
  cityCode: string
  cityCn: string
  cityEn: string
  hot?: boolean
}

export interface Place {
  code: string
  cn: string
  /** Joined ('beijingnan'). */
  pinyin: string
  /** The syllables' first letters ('bjn'). */
  initials: string
  en: string
  cityCode: string
  cityCn: string
  cityEn: string
  hot: boolean
  /** Lower-case texts a keyword matches the start of. */
  keys: string[]
}

export function placeOf(n: PlaceNames): Place {
  const syllables = n.pinyin.split(' ')
  const en = n.en.toLowerCase()
  return {
    code: n.code,
    cn: n.cn,
    pinyin: syllables.join(''),
    initials: syllables.map((s) => s[0]).join(''),
    en: n.en,
    cityCode: n.cityCode,
    cityCn: n.cityCn,
    cityEn: n.cityEn,
    hot: n.hot === true,
    keys: [
      n.cn,
      syllables.join(''),
      syllables.map((s) => s[0]).join(''),
      en,
      ...en.split(' ').slice(1),
      n.code.toLowerCase(),
      n.cityCn,
      n.cityEn.toLowerCase(),
    ],
  }
}

/** The places a keyword finds (the hot ones without one), at most `limit`. */
export function findPlaces<P extends Place>(all: readonly P[], keyword: string | undefined, limit = 30): P[] {
  const k = (keyword ?? '').trim().toLowerCase()
  const list = k ? all.filter((s) => s.keys.some((x) => x.startsWith(k)) || s.cn.includes(k)) : all.filter((s) => s.hot)
  return list.slice(0, limit)
}

/** Places grouped A–Z by the first letter of their pinyin, each group in pinyin order. */
export function letterGroups<P extends Place, V>(all: readonly P[], view: (p: P) => V): { Letter: string; Stations: V[] }[] {
  const groups = new Map<string, V[]>()
  for (const s of [...all].sort((a, b) => a.pinyin.localeCompare(b.pinyin))) {
    const letter = s.pinyin[0].toUpperCase()
    groups.set(letter, [...(groups.get(letter) ?? []), view(s)])
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([Letter, Stations]) => ({ Letter, Stations }))
}

/** Looks places of a list up by code: one by its own code; or all of a city by the city's code. */
export function placeFinder<P extends Place>(places: readonly P[]): { byCode(code: string): P | undefined; of(code: string): P[] } {
  const byCode = new Map(places.map((p) => [p.code, p]))
  return {
    byCode: (code) => byCode.get(code),
    of(code) {
      const p = byCode.get(code)
      return p ? [p] : places.filter((x) => x.cityCode === code)
    },
  }
}
