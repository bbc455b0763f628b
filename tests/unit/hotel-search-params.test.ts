import { setClockSource } from '@/core/clock'
import { memoryKV, withJSON } from '@/platform/kv'
import { HotelSearchStore } from '@/features/hotel/search-store'
import { fromHotelParams, toHotelParams } from '@/features/hotel/search-params'
import { toQuery, parseQuery } from '@/routes'

// One clock for "today": 10:00 China time on 2026-11-27, whatever the machine's zone and hour.
beforeEach(() => setClockSource(() => chinaInstantOf('2026-11-27', 10)))
afterEach(() => setClockSource(null))

/** Epoch ms of a China wall-clock hour (UTC+8). */
const chinaInstantOf = (day: string, hour: number): number => Date.parse(`${day}T00:00:00Z`) + (hour - 8) * 3_600_000

const fresh = () => new HotelSearchStore(withJSON(memoryKV()), withJSON(memoryKV()))

describe('the hotel search in the URL', () => {
  it('carries city, stay, rooms and guests, keyword, stars, price, filters, sort and travellers through a reload', () => {
    const a = fresh()
    a.setStay('2026-12-08', '2026-12-10')
    a.setOccupancy({ rooms: 2, adults: 2, childAges: [6] })
    a.setKeyword({ kind: 'Brand', value: 'HYATT', name: '凯悦' })
    a.setStarsAndBand([5, 4], 3)
    a.setTravellers([
      { id: 12, name: '王芳' },
      { id: 40, name: '张伟' },
    ])
    a.setFilters({ brands: [], groups: ['IHG'], areas: ['SHA-PD'], facilities: ['wifi'], payKinds: ['Prepay'], freeCancel: true })
    a.setSort('PriceAsc')
    const url = toQuery(toHotelParams(a.query()))
    // A reload: a new store with an empty session store reads only the URL.
    const b = fresh()
    const moved = b.applyQuery(fromHotelParams(parseQuery(url))!)
    expect(moved).toBeNull()
    expect(b.stay).toEqual({ checkIn: '2026-12-08', checkOut: '2026-12-10', earlyMorning: false })
    expect(
      b.request([
        { min: 0, max: 15000 },
        { min: 15000, max: 30000 },
        { min: 30000, max: 45000 },
        { min: 45000, max: 60000 },
      ]),
    ).toEqual(
      a.request([
        { min: 0, max: 15000 },
        { min: 15000, max: 30000 },
        { min: 30000, max: 45000 },
        { min: 45000, max: 60000 },
      ]),
    )
    expect(b.travellers).toEqual([
      { id: 12, name: '王芳' },
      { id: 40, name: '张伟' },
    ])
    expect(b.currentCity.code).toBe(a.currentCity.code)
  })

  it('reads an international search and a city it has not seen', () => {
    const q = fromHotelParams({ intl: '1', city: 'BKK', cityName: '曼谷', country: 'TH', cur: 'THB', in: '2026-12-01', out: '2026-12-03' })!
    const s = fresh()
    s.applyQuery(q)
    expect(s.market).toBe('INTL')
    expect(s.currentCity).toMatchObject({ code: 'BKK', names: { CN: '曼谷' }, currency: 'THB' })
  })

  it('moves a check-in date that has passed (China day) to today, keeping the nights, and says so', () => {
    const s = fresh()
    const moved = s.applyQuery(fromHotelParams({ city: 'SHA', in: '2026-11-20', out: '2026-11-22' })!)
    expect(moved).toBe('2026-11-27')
    expect(s.stay).toEqual({ checkIn: '2026-11-27', checkOut: '2026-11-29', earlyMorning: false })
  })

  it('uses China day, not the machine’s UTC day: 23:30 UTC is already the next day', () => {
    setClockSource(() => Date.UTC(2026, 10, 27, 23, 30))
    const s = fresh()
    expect(s.applyQuery(fromHotelParams({ city: 'SHA', in: '2026-11-28', out: '2026-11-29' })!)).toBeNull()
    expect(s.applyQuery(fromHotelParams({ city: 'SHA', in: '2026-11-27', out: '2026-11-28' })!)).toBe('2026-11-28')
  })

  it('keeps the store when the URL carries no search', () => {
    expect(fromHotelParams({ hotelId: '5' })).toBeNull()
  })
})

describe('the traveller picker of the hotel search', () => {
  const { travellerPicks } = jest.requireActual('@/features/hotel/search-store') as typeof import('@/features/hotel/search-store')
  it('starts with oneself ticked when the search is for oneself, else with the travellers chosen', () => {
    const me = { id: 7, name: '王芳' }
    expect(travellerPicks([], me)).toEqual([me])
    expect(travellerPicks([{ id: 12, name: '张伟' }], me)).toEqual([{ id: 12, name: '张伟' }])
    expect(travellerPicks([], null)).toEqual([])
  })
})
