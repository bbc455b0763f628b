// "Book with this application" opens the flight search with the application's first leg and its
// authorization code: the page shows those cities (by code) and that date instead of the last
// search, and the search it starts carries the code on to the list.
import TestUtils from '@tarojs/test-utils-react'
import { act } from 'react'
import type { CityItem, FlightCityListRes } from '@api/flight'
import { setClockSource } from '@/core/clock'
import { useTestLanguage } from './i18n'
import { byTestId, flush } from './form-helpers'

const mockParams: { current: Record<string, string> } = { current: {} }
jest.mock('@tarojs/taro', () => {
  const actual = jest.requireActual('@tarojs/taro')
  return {
    __esModule: true,
    ...actual,
    default: { ...(actual.default ?? actual), getCurrentPages: () => [] },
    useRouter: () => ({ params: mockParams.current, path: '/planeTicket/query' }),
  }
})
const mockCity = (code: string, cn: string, en: string): CityItem => ({
  CityCode: code,
  CityName: cn,
  CityNames: { CN: cn, EN: en, JP: cn },
  Pinyin: en.toLowerCase(),
  Initials: en[0],
  Letter: en[0],
  ProvinceName: '',
  IsHot: true,
  Airports: [],
})
const mockList: FlightCityListRes = {
  HotCities: [],
  Groups: [{ Letter: 'S', Cities: [mockCity('SHA', '上海', 'Shanghai'), mockCity('SZX', '深圳', 'Shenzhen'), mockCity('CAN', '广州', 'Guangzhou')] }],
}
jest.mock('@/shared/airport-cities', () => ({ cityList: jest.fn(async () => mockList), searchCities: jest.fn(async () => ({ Items: [] })) }))
jest.mock('@/components/search-gate', () => ({ searchGate: () => null }))
const mockGo = jest.fn(async (..._a: unknown[]) => undefined)
jest.mock('@/core/navigate', () => ({ ...jest.requireActual('@/core/navigate'), go: (...a: unknown[]) => mockGo(...a) }))

// eslint-disable-next-line import-x/first
import FlightSearch from '@/features/flight/search'
// eslint-disable-next-line import-x/first
import { flightSearch } from '@/features/flight/search-store'

describe('flight search opened from a trip application', () => {
  let mounted: TestUtils | null = null
  beforeAll(() => setClockSource(() => Date.UTC(2026, 10, 27, 2, 0)))
  afterAll(() => setClockSource(null))
  afterEach(() => {
    mounted?.unmout()
    mounted = null
    mockGo.mockClear()
  })
  async function mount(params: Record<string, string>) {
    useTestLanguage('zh-CN')
    mockParams.current = params
    mounted = new TestUtils()
    await mounted.mount(() => <FlightSearch />, {})
    await flush()
    await flush()
  }

  it('shows the application route and date and carries the code to the list', async () => {
    // The last search was Shanghai → Guangzhou tomorrow.
    flightSearch.useRoute({
      from: { code: 'SHA', names: { CN: '上海', EN: 'Shanghai', JP: '上海' } },
      to: { code: 'CAN', names: { CN: '广州', EN: 'Guangzhou', JP: '广州' } },
    })
    flightSearch.setDates('2026-11-28', '2026-11-30')
    await mount({ authCode: 'AC20261127', from: 'SHA', to: 'SZX', date: '2026-12-20' })
    expect(byTestId('from-city')?.textContent).toContain('上海')
    expect(byTestId('to-city')?.textContent).toContain('深圳')
    expect(byTestId('depart-date')?.textContent).toContain('12-20')
    expect(flightSearch.departDate).toBe('2026-12-20')
    await act(async () => byTestId('search-flights')!.click())
    await flush()
    expect(mockGo).toHaveBeenCalledWith('flightList', expect.objectContaining({ from: 'SHA', to: 'SZX', date: '2026-12-20', authCode: 'AC20261127' }))
  })

  it('a plain visit keeps the last search and carries no code', async () => {
    flightSearch.useRoute({
      from: { code: 'SHA', names: { CN: '上海', EN: 'Shanghai', JP: '上海' } },
      to: { code: 'CAN', names: { CN: '广州', EN: 'Guangzhou', JP: '广州' } },
    })
    await mount({})
    expect(byTestId('to-city')?.textContent).toContain('广州')
    await act(async () => byTestId('search-flights')!.click())
    await flush()
    expect(mockGo).toHaveBeenCalledWith('flightList', expect.objectContaining({ to: 'CAN', authCode: undefined }))
  })
})
