/**
 * The shared city picker's data for application legs: the A–Z list and hot cities of the flight
 * city list (loaded once per language; applications name the same IATA city codes bookings use)
 * and the server search mapped to picker hits.
 */
import { useCallback, useState } from 'react'
import type { AirportCityItem, CityItem, FlightCityListRes, NameVariants } from '@api/flight'
import type { CityEntry, CityHit, CitySection } from '@/components/city-picker'
import { isCancelled } from '@/core/errors'
import type { Lang } from '@/domain/format'
import { cityList, searchCities } from './api'

const cache = new Map<Lang, FlightCityListRes>()

export function localName(names: NameVariants | null | undefined, fallback: string, lang: Lang): string {
  if (!names) return fallback
  if (lang === 'en') return names.EN || fallback
  if (lang === 'ja') return names.JP || fallback
  // The server's name is in the request's language (Traditional for zh-TW); the variants have CN only.
  return lang === 'zh-TW' ? fallback || names.CN : names.CN || fallback
}

function entryOf(c: CityItem, lang: Lang): CityEntry {
  return {
    code: c.CityCode,
    name: localName(c.CityNames, c.CityName, lang),
    sub: c.ProvinceName,
    keys: { pinyin: c.Pinyin, initials: c.Initials, names: [c.CityName, c.CityNames.CN, c.CityNames.EN, c.CityNames.JP], codes: [c.CityCode, ...c.Airports.map((a) => a.Code)] },
  }
}

function hitOf(i: AirportCityItem, lang: Lang): CityHit {
  const city = localName(i.CityNames, i.CityName, lang)
  if (i.Type === 'Airport' && i.AirportCode) return { key: `apt-${i.AirportCode}`, code: i.CityCode, name: city, sub: localName(i.AirPortNames, i.AirPortName ?? '', lang), tag: i.AirportCode, airport: true }
  return { key: `city-${i.CityCode}`, code: i.CityCode, name: city, sub: '', tag: i.CityCode, airport: false }
}

export function useCities(lang: Lang) {
  const [state, setState] = useState<'loading' | 'error' | 'done'>(cache.has(lang) ? 'done' : 'loading')
  const [, setVersion] = useState(0)

  const load = useCallback(() => {
    if (cache.has(lang)) return setState('done')
    setState('loading')
    cityList().then(
      (res) => {
        cache.set(lang, res)
        setState('done')
        setVersion((v) => v + 1)
      },
      (e) => !isCancelled(e) && setState('error'),
    )
  }, [lang])

  const list = cache.get(lang)
  const sections: CitySection[] = list ? list.Groups.map((g) => ({ letter: g.Letter, cities: g.Cities.map((c) => entryOf(c, lang)) })) : []
  const hot: CityEntry[] = list ? list.HotCities.map((c) => entryOf(c, lang)) : []
  const search = useCallback((keyword: string) => searchCities(keyword).then((r) => r.Items.map((i) => hitOf(i, lang))), [lang])
  return { state, load, sections, hot, search }
}
