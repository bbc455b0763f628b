// Matching a typed keyword against cities the way Chinese travel apps do: the Chinese name
// (any part), pinyin and initials (from the start), English or Japanese names, and IATA codes.
// Runs on the loaded city list for an instant answer while the server search is on its way.

export interface CityKeys {
  /** 'shanghai' */
  pinyin: string
  /** 'SH' */
  initials: string
  /** Names in every language the user may type (CN, EN, JP). */
  names: string[]
  /** City code and its airports' codes: 'SHA', 'PVG'. */
  codes: string[]
}

export interface CityEntry {
  /** What a pick returns: the city code. */
  code: string
  /** In the interface language. */
  name: string
  /** A second line or hint: province, airports. */
  sub?: string
  keys?: CityKeys
}

export interface CitySection {
  letter: string
  cities: CityEntry[]
}

export interface CityHit {
  /** Unique in a result list (a city and its airports share the city code). */
  key: string
  code: string
  name: string
  /** Airport name, or province for a city. */
  sub: string
  /** Shown on the right: the airport or city code. */
  tag: string
  airport: boolean
}

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, '')

/** Lower is better; null when the keyword does not match. */
export function matchScore(keys: CityKeys, keyword: string): number | null {
  const k = norm(keyword)
  if (!k) return null
  const codes = keys.codes.map((c) => c.toLowerCase())
  if (codes.includes(k)) return 0
  const names = keys.names.map(norm).filter(Boolean)
  if (names.some((n) => n === k)) return 1
  if (names.some((n) => n.startsWith(k))) return 2
  if (keys.pinyin.toLowerCase().startsWith(k)) return 3
  if (keys.initials.toLowerCase().startsWith(k)) return 4
  if (names.some((n) => n.includes(k))) return 5
  if (codes.some((c) => c.startsWith(k))) return 6
  return null
}

/** Local hits, best first, at most `limit`. */
export function matchCities(sections: readonly CitySection[], keyword: string, limit = 30): CityHit[] {
  const scored: { hit: CityHit; score: number }[] = []
  for (const s of sections) {
    for (const c of s.cities) {
      if (!c.keys) continue
      const score = matchScore(c.keys, keyword)
      if (score === null) continue
      scored.push({ score, hit: { key: `city-${c.code}`, code: c.code, name: c.name, sub: c.sub ?? '', tag: c.code, airport: false } })
    }
  }
  return scored
    .sort((a, b) => a.score - b.score || a.hit.name.localeCompare(b.hit.name))
    .slice(0, limit)
    .map((s) => s.hit)
}
