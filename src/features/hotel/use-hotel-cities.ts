/**
 * The city picker's data for hotel cities, domestic or international: the A–Z list and hot cities
 * (loaded once per market and language); matching is the picker's own, on the loaded list.
 */
import { useCallback, useState } from 'react'
import type { HotelCity, HotelCityListRes } from '@api/hotel'
import { isCancelled } from '@/core/errors'
import { localName } from '@/domain/city'
import type { Lang } from '@/domain/format'
import type { CityEntry, CitySection } from '@/components/city-picker'
import { cityList } from './api'
import type { Market } from './search-store'

const cache = new Map<string, HotelCityListRes>()

export function entryOf(c: HotelCity, lang: Lang): CityEntry {
  return {
    code: c.CityCode,
    name: localName(c.CityNames, c.CityName, lang),
    sub: c.International ? c.CountryName : '',
    keys: { pinyin: c.Pinyin, initials: c.Initials, names: [c.CityName, c.CityNames.CN, c.CityNames.EN, c.CityNames.JP], codes: [c.CityCode] },
  }
}

export function useHotelCities(market: Market, lang: Lang) {
  const key = `${market}|${lang}`
  const [state, setState] = useState<'loading' | 'error' | 'done'>(cache.has(key) ? 'done' : 'loading')
  const [, setVersion] = useState(0)

  const load = useCallback(() => {
    if (cache.has(key)) return setState('done')
    setState('loading')
    cityList(market === 'INTL').then(
      (res) => {
        cache.set(key, res)
        setState('done')
        setVersion((v) => v + 1)
      },
      (e) => setState(isCancelled(e) ? 'loading' : 'error'),
    )
  }, [key, market])

  const data = cache.get(key)
  const sections: CitySection[] = (data?.Groups ?? []).map((g) => ({ letter: g.Letter, cities: g.Cities.map((c) => entryOf(c, lang)) }))
  const hot = (data?.HotCities ?? []).map((c) => entryOf(c, lang))
  const byCode = (code: string): HotelCity | undefined =>
    data?.HotCities.find((c) => c.CityCode === code) ?? data?.Groups.flatMap((g) => g.Cities).find((c) => c.CityCode === code)
  return { state: cache.has(key) ? 'done' : state, load, sections, hot, byCode }
}
