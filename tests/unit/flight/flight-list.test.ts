import type { FlightRow } from '@api/flight'
import {
  NO_FILTERS,
  activeFilterCount,
  applyFilters,
  bandOf,
  conflictsWithOutbound,
  filterOptions,
  initialSort,
  isSoldOut,
  lowestFare,
  nextSort,
  sortFlights,
  toggle,
  visibleFlights,
  type FlightFilters,
  type ListSort,
} from '@/domain/flight-list'

const POLICY = { InPolicy: true, Violations: [], PriceToBeat: null, LowestPriceFlight: null }

function row(no: string, time: string, price: number | null, extra: Partial<FlightRow> = {}): FlightRow {
  return {
    FlightNo: no,
    CarrierCode: no.slice(0, 2),
    CarrierName: `${no.slice(0, 2)} Air`,
    OperatingFlightNo: null,
    IsShared: false,
    Aircraft: 'A320',
    AircraftName: 'Airbus A320',
    AircraftSize: 'M',
    DepartDate: '2026-11-23',
    DepartTime: time,
    DepartCityCode: 'SHA',
    DepartCityName: 'Shanghai',
    DepartAirport: 'SHA',
    DepartAirportName: 'Hongqiao',
    DepartTerminal: 'T2',
    ArriveDate: '2026-11-23',
    ArriveTime: '23:59',
    ArriveCityCode: 'BJS',
    ArriveCityName: 'Beijing',
    ArriveAirport: 'PEK',
    ArriveAirportName: 'Capital',
    ArriveTerminal: 'T3',
    ArriveDayOffset: 0,
    DurationMinutes: 130,
    Stops: [],
    Meal: '',
    HasMeal: false,
    LowestPrice: price,
    LowestCabinCode: price === null ? null : 'Y',
    Cabins: [],
    Policy: POLICY,
    ...extra,
  }
}

const STOP = { CityCode: 'TNA', CityName: 'Jinan', AirportCode: 'TNA', AirPortName: 'Yaoqiang', ArriveTime: '09:00', DepartTime: '09:50', Minutes: 50 }

// Eight rows covering every band, two carriers per airport pair, a stop and a sold-out flight.
const ROWS: FlightRow[] = [
  row('MU5101', '07:00', 90000),
  row('CA1501', '05:40', 70000, { DepartAirport: 'PVG', DepartAirportName: 'Pudong' }),
  row('MU5103', '08:00', 120000, { ArriveAirport: 'PKX', ArriveAirportName: 'Daxing' }),
  row('CA1519', '12:00', 65000, { Stops: [STOP] }),
  row('HO1251', '13:30', null),
  row('CA1531', '18:00', 80000, { DepartAirport: 'PVG', DepartAirportName: 'Pudong', ArriveAirport: 'PKX', ArriveAirportName: 'Daxing' }),
  row('MU5199', '23:50', 65000, { ArriveDayOffset: 1, ArriveDate: '2026-11-24', ArriveTime: '02:05' }),
  row('HO1253', '17:59', 99000),
]
const nos = (rows: FlightRow[]) => rows.map((r) => r.FlightNo)
const f = (part: Partial<FlightFilters>): FlightFilters => ({ ...NO_FILTERS, ...part })

describe('bandOf', () => {
  it.each([
    ['00:00', '00-06'],
    ['05:59', '00-06'],
    ['06:00', '06-12'],
    ['11:59', '06-12'],
    ['12:00', '12-18'],
    ['17:59', '12-18'],
    ['18:00', '18-24'],
    ['23:59', '18-24'],
    ['7:05', '06-12'],
    ['', null],
    ['25:00', null],
  ])('%s → %s', (time, band) => expect(bandOf(time)).toBe(band))
})

describe('applyFilters', () => {
  it.each<[string, Partial<FlightFilters>, string[]]>([
    ['no filter keeps every row in order', {}, nos(ROWS)],
    ['one carrier', { carriers: ['CA'] }, ['CA1501', 'CA1519', 'CA1531']],
    ['carriers are alternatives', { carriers: ['CA', 'HO'] }, ['CA1501', 'CA1519', 'HO1251', 'CA1531', 'HO1253']],
    ['morning band', { bands: ['06-12'] }, ['MU5101', 'MU5103']],
    ['early and late bands', { bands: ['00-06', '18-24'] }, ['CA1501', 'CA1531', 'MU5199']],
    ['afternoon band ends before 18:00', { bands: ['12-18'] }, ['CA1519', 'HO1251', 'HO1253']],
    ['departure airport', { departAirports: ['PVG'] }, ['CA1501', 'CA1531']],
    ['arrival airport', { arriveAirports: ['PKX'] }, ['MU5103', 'CA1531']],
    ['direct only drops the stop', { directOnly: true }, ['MU5101', 'CA1501', 'MU5103', 'HO1251', 'CA1531', 'MU5199', 'HO1253']],
    ['groups narrow each other', { carriers: ['CA'], departAirports: ['PVG'], bands: ['18-24'] }, ['CA1531']],
    ['nothing matches', { carriers: ['ZH'] }, []],
  ])('%s', (_name, part, expected) => expect(nos(applyFilters(ROWS, f(part)))).toEqual(expected))
})

describe('sortFlights', () => {
  it.each<[ListSort, string[]]>([
    ['DepartAsc', ['CA1501', 'MU5101', 'MU5103', 'CA1519', 'HO1251', 'HO1253', 'CA1531', 'MU5199']],
    ['DepartDesc', ['MU5199', 'CA1531', 'HO1253', 'HO1251', 'CA1519', 'MU5103', 'MU5101', 'CA1501']],
    // equal prices (65000) fall back to departure time; sold out last
    ['PriceAsc', ['CA1519', 'MU5199', 'CA1501', 'CA1531', 'MU5101', 'HO1253', 'MU5103', 'HO1251']],
    ['PriceDesc', ['MU5103', 'HO1253', 'MU5101', 'CA1531', 'CA1501', 'CA1519', 'MU5199', 'HO1251']],
  ])('%s', (sort, expected) => expect(nos(sortFlights(ROWS, sort))).toEqual(expected))

  it('does not touch its input', () => {
    const copy = [...ROWS]
    sortFlights(ROWS, 'PriceDesc')
    expect(ROWS).toEqual(copy)
  })

  it('filters then sorts', () => {
    expect(nos(visibleFlights(ROWS, f({ directOnly: true, carriers: ['MU'] }), 'PriceAsc'))).toEqual(['MU5199', 'MU5101', 'MU5103'])
  })
})

describe('filterOptions counts', () => {
  it('counts every option on the whole list without filters', () => {
    const o = filterOptions(ROWS, NO_FILTERS)
    expect(o.carriers).toEqual([
      { value: 'CA', label: 'CA Air', count: 3 },
      { value: 'MU', label: 'MU Air', count: 3 },
      { value: 'HO', label: 'HO Air', count: 2 },
    ])
    expect(o.bands.map((b) => [b.value, b.count])).toEqual([
      ['00-06', 1],
      ['06-12', 2],
      ['12-18', 3],
      ['18-24', 2],
    ])
    expect(o.departAirports).toEqual([
      { value: 'SHA', label: 'Hongqiao', count: 6 },
      { value: 'PVG', label: 'Pudong', count: 2 },
    ])
    expect(o.arriveAirports.map((a) => [a.value, a.count])).toEqual([
      ['PEK', 6],
      ['PKX', 2],
    ])
    expect(o.direct).toBe(7)
  })

  it.each<[string, Partial<FlightFilters>, Record<string, number>]>([
    // A group's own choice does not change its counts (the other options stay reachable) ...
    ['own group keeps its counts', { carriers: ['CA'] }, { CA: 3, MU: 3, HO: 2, '00-06': 1, '06-12': 0, '12-18': 1, '18-24': 1, direct: 2 }],
    // ... while the other groups narrow them.
    ['other groups narrow', { bands: ['06-12'] }, { CA: 0, MU: 2, HO: 0, '00-06': 1, '06-12': 2, '12-18': 3, '18-24': 2, direct: 2 }],
    ['direct narrows the others', { directOnly: true }, { CA: 2, MU: 3, HO: 2, '12-18': 2, direct: 7 }],
  ])('%s', (_name, part, expected) => {
    const o = filterOptions(ROWS, f(part))
    const got: Record<string, number> = { direct: o.direct }
    for (const c of o.carriers) got[c.value] = c.count
    for (const b of o.bands) got[b.value] = b.count
    for (const [k, v] of Object.entries(expected)) expect([k, got[k]]).toEqual([k, v])
  })

  it('keeps a chosen option listed even when it counts 0', () => {
    const o = filterOptions(ROWS, f({ carriers: ['HO'], arriveAirports: ['PKX'] }))
    expect(o.carriers.find((c) => c.value === 'HO')).toEqual({ value: 'HO', label: 'HO Air', count: 0 })
  })
})

describe('small helpers', () => {
  it.each<[Partial<FlightFilters>, number]>([
    [{}, 0],
    [{ directOnly: true }, 1],
    [{ carriers: ['CA', 'MU'], bands: ['00-06'], departAirports: ['PVG'], arriveAirports: ['PKX'], directOnly: true }, 6],
  ])('activeFilterCount(%j) = %d', (part, n) => expect(activeFilterCount(f(part))).toBe(n))

  it('toggle adds and removes', () => {
    expect(toggle(['CA'], 'MU')).toEqual(['CA', 'MU'])
    expect(toggle(['CA', 'MU'], 'CA')).toEqual(['MU'])
  })

  it.each<[ListSort, 'time' | 'price', ListSort]>([
    ['DepartAsc', 'time', 'DepartDesc'],
    ['DepartDesc', 'time', 'DepartAsc'],
    ['PriceAsc', 'time', 'DepartAsc'],
    ['DepartAsc', 'price', 'PriceAsc'],
    ['PriceAsc', 'price', 'PriceDesc'],
    ['PriceDesc', 'price', 'PriceAsc'],
  ])('nextSort(%s, %s) = %s', (cur, pressed, next) => expect(nextSort(cur, pressed)).toBe(next))

  it.each([
    [0, 'DepartAsc'],
    [1, 'PriceAsc'],
    [undefined, 'DepartAsc'],
  ])('initialSort(%s) = %s', (order, sort) => expect(initialSort(order)).toBe(sort))

  it('lowest fare skips sold-out rows', () => {
    expect(lowestFare(ROWS)).toBe(65000)
    expect(lowestFare([row('HO1', '10:00', null)])).toBeNull()
    expect(isSoldOut(ROWS[4])).toBe(true)
    expect(isSoldOut(ROWS[0])).toBe(false)
  })
})

describe('conflictsWithOutbound', () => {
  const outbound = { ArriveDate: '2026-11-23', ArriveTime: '10:00' }
  it.each<[string, string, boolean]>([
    ['2026-11-23', '10:30', true], // lands 10:00, 60 minutes to connect
    ['2026-11-23', '11:00', false],
    ['2026-11-23', '08:00', true],
    ['2026-11-24', '06:00', false],
    ['2026-11-22', '23:00', true],
  ])('return on %s %s conflicts: %s', (date, time, expected) => expect(conflictsWithOutbound({ DepartDate: date, DepartTime: time }, outbound)).toBe(expected))
  it('no outbound, no conflict', () => expect(conflictsWithOutbound({ DepartDate: '2026-11-23', DepartTime: '00:00' }, null)).toBe(false))
})
