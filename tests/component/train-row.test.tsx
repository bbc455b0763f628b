// A train of the result list: every seat class shows (one a line, any language), station names
// are not cut short, and a train that has left by the server's clock is greyed and marked.
import TestUtils from '@tarojs/test-utils-react'
import type { TrainRow, TrainSeatOffer, TrainStation } from '@api/train'
import TrainRowCard, { trainRowHeight } from '@/features/train/components/train-row'
import { useTestLanguage } from './i18n'
import { flush } from './form-helpers'

const station = (Code: string, Name: string, NameEN: string): TrainStation => ({
  Code,
  Name: NameEN,
  NameCN: Name,
  NameEN,
  Pinyin: '',
  Initials: '',
  CityCode: Code,
  CityName: NameEN,
  IsHot: false,
})
const seat = (SeatClass: TrainSeatOffer['SeatClass'], Name: string, Price: number, Remaining: number, InPolicy = false): TrainSeatOffer => ({
  SeatClass,
  Name,
  Price,
  Remaining,
  Policy: { InPolicy, Violations: [], PriceToBeat: null } as never,
})
const G7: TrainRow = {
  TrainNo: 'G7',
  TrainType: 'G',
  TrainTypeName: 'High-speed',
  StartStation: 'Beijing South',
  EndStation: 'Shanghai Hongqiao',
  FromStation: station('VNP', '北京南', 'Beijing South'),
  ToStation: station('AOH', '上海虹桥', 'Shanghai Hongqiao'),
  DepartDate: '2026-11-19',
  DepartTime: '08:30',
  ArriveDate: '2026-11-19',
  ArriveTime: '13:00',
  ArriveDayOffset: 0,
  DurationMinutes: 270,
  StopsBetween: 9,
  DistanceKm: 1318,
  Overnight: false,
  Seats: [
    seat('Business', 'Business class', 174800, 3),
    seat('PremiumFirst', 'Premium First Class', 120000, 0),
    seat('First', 'First class', 93000, 12),
    seat('Second', 'Second class', 55300, 40, true),
    seat('Standing', 'Standing', 55300, 20),
  ],
  SoldOut: false,
  Departed: false,
}

describe('train row', () => {
  let mounted: TestUtils | null = null
  afterEach(() => {
    mounted?.unmout()
    mounted = null
  })
  async function mount(row: TrainRow, lang: 'en' | 'zh-CN' = 'en') {
    useTestLanguage(lang)
    mounted = new TestUtils()
    await mounted.mount(() => <TrainRowCard row={row} onPress={() => undefined} />, {})
    await flush()
  }

  it('shows every seat class, the in-policy one too, and room for them all in the list height', async () => {
    await mount(G7)
    const seats = Array.from(document.querySelectorAll('[data-testid="train-seat"]')).map((e) => e.textContent ?? '')
    expect(seats).toHaveLength(5)
    expect(seats[3]).toContain('Second class')
    expect(seats[4]).toContain('Standing')
    expect(trainRowHeight([G7])).toBeGreaterThanOrEqual(192 + 5 * 36)
    expect(trainRowHeight([{ ...G7, Seats: G7.Seats.slice(0, 3) }])).toBeLessThan(trainRowHeight([G7]))
    expect(document.querySelector('[data-testid="train-departed"]')).toBeNull()
  })

  it('marks a train that has left as departed, without a price to book', async () => {
    await mount({ ...G7, Departed: true }, 'zh-CN')
    const row = document.querySelector('[data-testid="train-row"]')!
    expect(row.getAttribute('data-departed')).toBe('true')
    expect(row.className).toContain('train-row--dim')
    expect(document.querySelector('[data-testid="train-departed"]')!.textContent).toBe('已发车')
  })

  it('says stops with plural forms in English', async () => {
    await mount(G7)
    expect(document.body.textContent).toContain('9 stops')
    await mount({ ...G7, StopsBetween: 1 })
    expect(document.body.textContent).toContain('1 stop')
    expect(document.body.textContent).not.toContain('stop(s)')
  })

  it('carries the carbon of a passenger over the line’s km, in the reader’s language (docs/carbon.md)', async () => {
    // 1318 km × 0.03546 kg = 46.7 kg
    const co2 = () => Array.from(document.querySelectorAll('[data-testid="train-row"]')).pop()!.querySelector('[data-testid="co2"]')
    await mount(G7)
    expect(co2()!.textContent).toBe('CO₂e 46.7 kg')
    await mount(G7, 'zh-CN')
    expect(co2()!.textContent).toBe('碳排放 46.7 kg')
    await mount({ ...G7, DistanceKm: 0 })
    expect(co2()).toBeNull()
  })
})
