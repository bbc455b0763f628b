/**
 * The city picker's data for cities with airports (flight search, trip application legs): the A–Z
 * list and hot cities (loaded once per language), the server search mapped to picker hits, and the
 * names of every city seen so a pick becomes a CityRef that any language can show later.
 */
import { useCallback, useRef, useState } from 'react'
import type { AirportCityItem, CityItem, FlightCityListRes } from '@api/flight'
import { isCancelled } from '@/core/errors'
import { cityName, localName, type CityRef } from '@/domain/city'
import type { Lang } from '@/domain/format'
import { cityList, searchCities } from '@/shared/airport-cities'
import type { CityEntry, CityHit, CitySection } from '.'

const cache = new Map<Lang, FlightCityListRes>()

function refOf(c: { CityCode: string; CityName: string; CityNames: CityItem['CityNames'] }, lang: Lang): CityRef {
  return { code: c.CityCode, names: c.CityNames, ...(lang === 'zh-TW' ? { tc: c.CityName } : {}) }
}

/** What the row shows under a city's name: its airports (flight search) or its province. */
export type CitySub = 'airports' | 'province'

function entryOf(c: CityItem, lang: Lang, sub: CitySub): CityEntry {
  return {
    code: c.CityCode,
    name: localName(c.CityNames, c.CityName, lang),
    sub: sub === 'province' ? c.ProvinceName : c.Airports.length > 1 ? c.Airports.map((a) => a.Code).join(' / ') : '',
    keys: {
      pinyin: c.Pinyin,
      initials: c.Initials,
      names: [c.CityName, c.CityNames.CN, c.CityNames.EN, c.CityNames.JP],
      codes: [c.CityCode, ...c.Airports.map((a) => a.Code)],
    },
  }
}

function hitOf(i: AirportCityItem, lang: Lang): CityHit {
  const city = localName(i.CityNames, i.CityName, lang)
  if (i.Type === 'Airport' && i.AirportCode) {
    return {
      key: `apt-${i.AirportCode}`,
      code: i.CityCode,
      name: city,
      sub: localName(i.AirPortNames, i.AirPortName ?? '', lang),
      tag: i.AirportCode,
      airport: true,
    }
  }
  return { key: `city-${i.CityCode}`, code: i.CityCode, name: city, sub: '', tag: i.CityCode, airport: false }
}

export function useAirportCities(lang: Lang, sub: CitySub = 'airports') {
  const [state, setState] = useState<'loading' | 'error' | 'done'>(cache.has(lang) ? 'done' : 'loading')
  const [, setVersion] = useState(0)
  const seen = useRef(new Map<string, CityRef>())

  const load = useCallback(() => {
    if (cache.has(lang)) {
      setState('done')
      return
    }
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
  if (list) {
    for (const g of list.Groups) for (const c of g.Cities) if (!seen.current.has(c.CityCode)) seen.current.set(c.CityCode, refOf(c, lang))
  }
  const sections: CitySection[] = list ? list.Groups.map((g) => ({ letter: g.Letter, cities: g.Cities.map((c) => entryOf(c, lang, sub)) })) : []
  const hot: CityEntry[] = list ? list.HotCities.map((c) => entryOf(c, lang, sub)) : []

  const search = useCallback(
    (keyword: string) =>
      searchCities(keyword).then((r) => {
        for (const i of r.Items) if (!seen.current.has(i.CityCode)) seen.current.set(i.CityCode, refOf(i, lang))
        return r.Items.map((i) => hitOf(i, lang))
      }),
    [lang],
  )

  /** The CityRef of a picked code (null if never seen: cannot happen for a pick from the lists). */
  const resolve = (code: string, fallbackName: string): CityRef =>
    seen.current.get(code) ?? { code, names: { CN: fallbackName, EN: fallbackName, JP: fallbackName } }

  const entry = (c: CityRef): CityEntry => ({ code: c.code, name: cityName(c, lang) })

  return { state, load, sections, hot, search, resolve, entry }
}
