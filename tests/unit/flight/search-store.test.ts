import { runInAction } from 'mobx'
import { KEYS, KEEP_ON_VERSION_UPDATE } from '@/core/storage-keys'
import { memoryKV, withJSON } from '@/platform/kv'
import { rootStore } from '@/stores'
import { FlightSearchStore, MAX_RECENT_CITIES, cityName, flightSearch, type CityRef } from '@/features/flight/search-store'
import { checkSearch, fromParams, normaliseDates, returnLeg, toParams } from '@/features/flight/search-params'
import { loadReasons, saveReasons, toPolicyReasons } from '@/features/flight/reasons'
import { discountValue, shortAirport } from '@/features/flight/components/labels'
import { NO_FILTERS } from '@/domain/flight-list'

const city = (code: string, cn: string, en = cn): CityRef => ({ code, names: { CN: cn, EN: en, JP: cn } })
const SHA = city('SHA', '上海', 'Shanghai')
const BJS = city('BJS', '北京', 'Beijing')
const CAN = city('CAN', '广州', 'Guangzhou')

function store() {
  const kv = withJSON(memoryKV())
  const session = withJSON(memoryKV())
  return { kv, session, s: new FlightSearchStore(kv, session) }
}

describe('recent cities (planeCities)', () => {
  it('keeps picked cities first, without repeats, at most 8, under the spec key that survives 107', () => {
    const { kv, s } = store()
    const codes = ['CAN', 'SZX', 'CTU', 'HGH', 'WUH', 'XIY', 'CKG', 'NKG', 'CSX', 'XMN']
    for (const c of codes) s.setCity('to', city(c, c))
    s.setCity('to', city('CTU', 'CTU'))
    expect(s.recentCities.map((c) => c.code)).toEqual(['CTU', 'XMN', 'CSX', 'NKG', 'CKG', 'XIY', 'WUH', 'HGH'])
    expect(s.recentCities).toHaveLength(MAX_RECENT_CITIES)
    const saved = kv.getJSON<{ to: CityRef; cities: CityRef[] }>(KEYS.planeCities, { to: SHA, cities: [] })
    expect(saved.to.code).toBe('CTU')
    expect(saved.cities.map((c) => c.code)).toEqual(s.recentCities.map((c) => c.code))
    expect(KEEP_ON_VERSION_UPDATE).toContain(KEYS.planeCities)
  })

  it('a new store reads them back; a corrupted value is ignored', () => {
    const { kv, session, s } = store()
    s.setCity('from', CAN)
    s.setCity('to', BJS)
    s.rememberSearch()
    const again = new FlightSearchStore(kv, session)
    expect(again.from.code).toBe('CAN')
    expect(again.to.code).toBe('BJS')
    expect(again.recentRoutes.map((r) => `${r.from.code}-${r.to.code}`)).toEqual(['CAN-BJS'])
    kv.set(KEYS.planeCities, '{"cities":[{"code":"bad"}],"routes":"x"}')
    const third = new FlightSearchStore(kv, session)
    expect(third.recentCities).toEqual([])
    expect(third.recentRoutes).toEqual([])
  })

  it('picking the other end city swaps them', () => {
    const { s } = store()
    s.setCity('from', SHA)
    s.setCity('to', BJS)
    s.setCity('from', BJS)
    expect([s.from.code, s.to.code]).toEqual(['BJS', 'SHA'])
  })

  it('names follow the language', () => {
    expect(cityName(SHA, 'en')).toBe('Shanghai')
    expect(cityName(SHA, 'zh-CN')).toBe('上海')
    expect(cityName({ ...SHA, tc: '上海' }, 'zh-TW')).toBe('上海')
  })
})

describe('search parameters', () => {
  it('round-trips a search through the URL', () => {
    const q = {
      tripType: 'RoundTrip' as const,
      leg: 0 as const,
      from: 'SHA',
      to: 'BJS',
      date: '2026-11-23',
      returnDate: '2026-11-25',
      cabin: 'Economy' as const,
      passengerIds: [3, 7],
    }
    const params = Object.fromEntries(Object.entries(toParams(q)).map(([k, v]) => [k, v === undefined ? undefined : String(v)]))
    expect(fromParams(params)).toEqual(q)
    expect(returnLeg(q)).toEqual({ ...q, leg: 1, from: 'BJS', to: 'SHA', date: '2026-11-25' })
  })

  it.each([
    [{ from: 'SHA', to: 'SHA', date: '2026-11-23' }],
    [{ from: 'SH', to: 'BJS', date: '2026-11-23' }],
    [{ from: 'SHA', to: 'BJS', date: '2026-02-30' }],
    [{ from: 'SHA', to: 'BJS', date: '2026-11-23', trip: 'RoundTrip' }],
  ])('refuses an unusable URL %j', (p) => expect(fromParams(p)).toBeNull())

  it.each<[Parameters<typeof checkSearch>[0], string | null]>([
    [{ tripType: 'OneWay', from: 'SHA', to: 'BJS', departDate: '2026-11-23', returnDate: '' }, null],
    [{ tripType: 'OneWay', from: 'SHA', to: 'SHA', departDate: '2026-11-23', returnDate: '' }, 'flight:search.errors.sameCity'],
    [{ tripType: 'OneWay', from: '', to: 'SHA', departDate: '2026-11-23', returnDate: '' }, 'flight:search.errors.cityRequired'],
    [{ tripType: 'OneWay', from: 'SHA', to: 'BJS', departDate: '2026-11-21', returnDate: '' }, 'flight:search.errors.dateOutOfRange'],
    [{ tripType: 'OneWay', from: 'SHA', to: 'BJS', departDate: '2027-11-23', returnDate: '' }, 'flight:search.errors.dateOutOfRange'],
    [{ tripType: 'RoundTrip', from: 'SHA', to: 'BJS', departDate: '2026-11-25', returnDate: '2026-11-24' }, 'flight:search.errors.returnBeforeDepart'],
    [{ tripType: 'RoundTrip', from: 'SHA', to: 'BJS', departDate: '2026-11-25', returnDate: '2026-11-25' }, null],
  ])('checkSearch %j', (form, key) => expect(checkSearch(form, '2026-11-22', 365)?.key ?? null).toBe(key))

  it('keeps dates valid: past days move to today, a return before the departure follows it', () => {
    expect(normaliseDates('2026-11-22', '2026-11-20', '2026-11-21', 365)).toEqual({ depart: '2026-11-22', ret: '2026-11-22' })
    expect(normaliseDates('2026-11-22', '2026-11-30', '2026-11-25', 365)).toEqual({ depart: '2026-11-30', ret: '2026-11-30' })
    expect(normaliseDates('2026-11-22', '', '', 365)).toEqual({ depart: '2026-11-23', ret: '2026-11-25' })
    expect(normaliseDates('2026-11-22', '2028-01-01', '', 365).depart).toBe('2027-11-22')
  })
})

describe('policy reasons next to the selection', () => {
  it('saves per segment and turns into PolicyReasons', () => {
    // Kept for the person signed in (platform/personal.ts).
    rootStore.session.signIn('tok-reasons', 1)
    saveReasons([
      { segmentIndex: 0, reasonCodeId: 4, reasonCode: 'A1', reasonLabel: 'Meeting time', reasonText: '' },
      { segmentIndex: 1, reasonCodeId: null, reasonCode: '', reasonLabel: '', reasonText: ' client dinner ' },
    ])
    expect(loadReasons()).toHaveLength(2)
    expect(toPolicyReasons(loadReasons())).toEqual([
      { SegmentIndex: 0, ReasonCodeId: 4 },
      { SegmentIndex: 1, ReasonCodeId: null, ReasonText: 'client dinner' },
    ])
    saveReasons([])
    expect(loadReasons()).toEqual([])
    rootStore.session.signOut()
  })
})

describe('labels', () => {
  it.each([
    [0.45, 'zh-CN', '4.5'],
    [0.8, 'zh-CN', '8'],
    [0.75, 'zh-TW', '7.5'],
    [0.45, 'en', '45'],
    [0.8, 'ja', '80'],
  ] as const)('discount %s in %s is %s', (d, lang, text) => expect(discountValue(d, lang)).toBe(text))

  it.each([
    ['上海虹桥国际机场', '上海', '虹桥'],
    ['Shanghai Pudong International Airport', 'Shanghai', 'Pudong'],
    ['上海浦東国際空港', '上海', '浦東'],
    ['北京大兴国际机场', '北京', '大兴'],
    ['三亚凤凰国际机场', '三亚', '凤凰'],
    ['Airport', 'X', 'Airport'],
  ])('shortAirport(%s) = %s', (name, cityN, short) => expect(shortAirport(name, cityN)).toBe(short))
})

describe('a change of person', () => {
  it('forgets the travellers, results and chosen outbound; keeps route, cabin and recent cities', () => {
    const { session, s } = store()
    s.setCity('from', CAN)
    s.setCabin('Business')
    runInAction(() => {
      s.travellers = [{ id: 7, name: '林涛' }]
      s.rows = [{ FlightNo: 'CA1501' } as never]
      s.resultKey = 'BJS-SHA'
    })
    s.forgetPerson()
    expect([s.travellers, s.rows, s.resultKey, s.outbound, s.init]).toEqual([[], [], '', null, null])
    expect([s.from.code, s.cabin, s.recentCities.map((c) => c.code)]).toEqual(['CAN', 'Business', ['CAN']])
    // The next launch in this tab does not bring the travellers back either.
    expect(new FlightSearchStore(withJSON(memoryKV()), session).travellers).toEqual([])
  })

  it('the app-wide search store is registered with the root store: signing out resets it', () => {
    runInAction(() => {
      flightSearch.travellers = [{ id: 7, name: '林涛' }]
    })
    rootStore.session.signIn('tok-a', 1)
    rootStore.session.signOut()
    expect(flightSearch.travellers).toEqual([])
  })
})

describe('round trip: the return leg', () => {
  it('starts without the outbound list filters (airline, time band), which would leave only unselectable flights', () => {
    const { s } = store()
    s.setFilters({ ...s.filters, carriers: ['MU'], bands: ['Morning'] as never, directOnly: true })
    s.setOutbound({ segment: { flight: { FlightNo: 'MU5101' } } as never, reason: null })
    expect(s.filters).toEqual(NO_FILTERS)
  })
})
