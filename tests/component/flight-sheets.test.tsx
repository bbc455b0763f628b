import TestUtils from '@tarojs/test-utils-react'
import { act } from 'react'
import { observable, runInAction } from 'mobx'
import type { FlightRow, PolicyVerdict } from '@api/flight'
import type { SegmentReason } from '@/features/flight/reasons'
import { NO_FILTERS, type FlightFilters } from '@/domain/flight-list'
import { useTestLanguage } from './i18n'

// The sheet's only I/O is reasoncode/get; the component is tested against a fixed list of codes.
jest.mock('@/shared/reason-codes', () => ({
  reasonCodeList: jest.fn(async (_product: string, kind: 'Policy' | 'LowestPrice') => ({
    kind,
    allowOther: true,
    items:
      kind === 'LowestPrice'
        ? [{ Id: 5, Code: 'L1', Text: 'Lowest fare at a bad time', Kind: 'LowestPrice' }]
        : [{ Id: 1, Code: 'A1', Text: 'Client meeting', Kind: 'Policy' }],
  })),
}))

// eslint-disable-next-line import-x/first
import ReasonSheet, { reasonKinds } from '@/features/flight/components/reason-sheet'
// eslint-disable-next-line import-x/first
import FilterSheet from '@/features/flight/components/filter-sheet'
// eslint-disable-next-line import-x/first
import DateStrip from '@/features/flight/components/date-strip'

const LOWEST: PolicyVerdict = {
  InPolicy: false,
  Violations: [{ Kind: 'LowestPrice', Message: 'Not the lowest fare within ±2 h (CZ5002 06:20 ¥750)' }],
  PriceToBeat: 75000,
  LowestPriceFlight: { FlightNo: 'CZ5002', DepartTime: '06:20', CabinCode: 'Q', Price: 75000 },
}
const CABIN: PolicyVerdict = {
  InPolicy: false,
  Violations: [{ Kind: 'CabinClass', Message: 'Above the cabin class' }],
  PriceToBeat: 75000,
  LowestPriceFlight: null,
}

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const flush = () => act(async () => new Promise((r) => setTimeout(r, 0)))
const q = (sel: string) => document.querySelector(sel) as HTMLElement
/** Taro's form fields are Stencil components whose inner element appears a frame later: wait for it. */
async function waitFor(sel: string): Promise<HTMLElement> {
  const deadline = Date.now() + 10_000
  for (;;) {
    const el = q(sel)
    if (el) return el
    if (Date.now() > deadline) throw new Error(`${sel} did not render`)
    await act(() => new Promise((r) => setTimeout(r, 10)))
  }
}

describe('reason kinds', () => {
  it.each<[string, PolicyVerdict, string[]]>([
    ['not the lowest', LOWEST, ['LowestPrice']],
    ['cabin class', CABIN, ['Policy']],
    ['both', { ...LOWEST, Violations: [...LOWEST.Violations, ...CABIN.Violations] }, ['Policy', 'LowestPrice']],
  ])('%s', (_n, v, kinds) => expect(reasonKinds(v)).toEqual(kinds))
})

describe('ReasonSheet', () => {
  beforeAll(() => useTestLanguage('en'))
  let mounted: TestUtils | null = null
  afterEach(() => {
    mounted?.unmout()
    mounted = null
  })

  async function mount(verdict: PolicyVerdict, kind: 'Policy' | 'LowestPrice' = reasonKinds(verdict)[0]) {
    const confirmed: SegmentReason[] = []
    const utils = new TestUtils()
    mounted = utils
    await utils.mount(
      () => <ReasonSheet open segmentIndex={1} verdict={verdict} kind={kind} onConfirm={(r) => confirmed.push(r)} onClose={() => undefined} />,
      {},
    )
    await flush()
    return { utils, confirmed }
  }

  it('lists the codes of the violation with "other"; confirming needs a choice', async () => {
    const { utils, confirmed } = await mount(LOWEST)
    expect(q('.sheet__title').textContent).toBe('Why not the Lowest Fare?')
    expect(Array.from(document.querySelectorAll('[data-testid="reason-option"]')).map((e) => e.textContent)).toEqual(['L1Lowest fare at a bad time'])
    expect(q('[data-testid="reason-other"]').textContent).toBe('Other reason')
    await act(async () => utils.fireEvent.click(q('[data-testid="reason-confirm"]')))
    expect(q('[data-testid="reason-error"]').textContent).toBe('Please choose or enter a reason for not choosing the lowest fare.')
    expect(confirmed).toEqual([])
    await act(async () => utils.fireEvent.click(q('[data-testid="reason-option"]')))
    await act(async () => utils.fireEvent.click(q('[data-testid="reason-confirm"]')))
    expect(confirmed).toEqual([
      { segmentIndex: 1, reasonCodeId: 5, reasonCode: 'L1', reasonLabel: 'Lowest fare at a bad time', reasonText: '', kind: 'LowestPrice' },
    ])
  })

  it('"other" needs a text of at most 50 characters, counted as typed', async () => {
    const { utils, confirmed } = await mount(CABIN)
    expect(q('.sheet__title').textContent).toBe('Choose a Reason Code')
    await act(async () => utils.fireEvent.click(q('[data-testid="reason-other"]')))
    expect(q('.reason-sheet__counter').textContent).toBe('0/50')
    await act(async () => utils.fireEvent.click(q('[data-testid="reason-confirm"]')))
    expect(q('[data-testid="reason-error"]').textContent).toBe('Please choose or enter a reason for booking out of policy.')
    const area = await waitFor('[data-testid="reason-text"] textarea')
    await act(async () => {
      ;(area as HTMLTextAreaElement).value = '客户会议改期'
      utils.fireEvent.input(area)
    })
    expect(q('.reason-sheet__counter').textContent).toBe('6/50')
    await act(async () => utils.fireEvent.click(q('[data-testid="reason-confirm"]')))
    expect(confirmed).toEqual([{ segmentIndex: 1, reasonCodeId: null, reasonCode: '', reasonLabel: '', reasonText: '客户会议改期', kind: 'Policy' }])
  })
})

describe('FilterSheet', () => {
  beforeAll(() => useTestLanguage('zh-CN'))
  let mounted: TestUtils | null = null
  afterEach(() => {
    mounted?.unmout()
    mounted = null
  })

  const row = (no: string, time: string, stops = 0): FlightRow =>
    ({
      FlightNo: no,
      CarrierCode: no.slice(0, 2),
      CarrierName: no.slice(0, 2) === 'CA' ? '中国国际航空' : '东方航空',
      DepartTime: time,
      DepartAirport: 'SHA',
      DepartAirportName: '虹桥',
      ArriveAirport: 'PEK',
      ArriveAirportName: '首都',
      Stops: stops ? [{ CityCode: 'TNA' }] : [],
      LowestPrice: 50000,
    }) as unknown as FlightRow

  it('counts each option, applies the draft on confirm, resets', async () => {
    const applied: FlightFilters[] = []
    const utils = new TestUtils()
    mounted = utils
    const rows = [row('CA1', '07:00'), row('CA2', '13:00', 1), row('MU1', '19:00')]
    await utils.mount(() => <FilterSheet open rows={rows} value={NO_FILTERS} onApply={(f) => applied.push(f)} onClose={() => undefined} />, {})
    const chip = (group: string, value: string) => q(`[data-testid="filter-${group}"] [data-value="${value}"]`)
    expect(chip('carriers', 'CA').textContent).toBe('中国国际航空2')
    expect(chip('bands', '12-18').textContent).toBe('下午 12:00-18:00' + '1')
    expect(q('[data-testid="filter-apply"]').textContent).toBe('查看3个航班')
    await act(async () => utils.fireEvent.click(chip('carriers', 'CA')))
    await act(async () => utils.fireEvent.click(q('[data-testid="filter-direct"]')))
    expect(q('[data-testid="filter-apply"]').textContent).toBe('查看1个航班')
    expect(chip('carriers', 'MU').textContent).toBe('东方航空1')
    await act(async () => utils.fireEvent.click(q('[data-testid="filter-apply"]')))
    expect(applied).toEqual([{ ...NO_FILTERS, carriers: ['CA'], directOnly: true }])
    await act(async () => utils.fireEvent.click(q('[data-testid="filter-reset"]')))
    expect(q('[data-testid="filter-apply"]').textContent).toBe('查看3个航班')
  })
})

describe('DateStrip', () => {
  beforeAll(() => useTestLanguage('en'))
  let mounted: TestUtils | null = null
  afterEach(() => {
    mounted?.unmout()
    mounted = null
  })

  it('shows the lowest fares when they arrive after the strip rendered, with nothing else rendering', async () => {
    const prices = observable.map<string, string>()
    const utils = new TestUtils()
    mounted = utils
    const days = ['2026-12-01', '2026-12-02', '2026-12-03']
    await utils.mount(
      () => (
        <DateStrip
          days={days}
          selected="2026-12-02"
          today="2026-11-30"
          price={(d) => prices.get(d) ?? ''}
          onPick={() => undefined}
          onCalendar={() => undefined}
        />
      ),
      {},
    )
    const price = (d: string) => q(`[data-date="${d}"] .date-strip__price`).textContent
    expect(days.map(price)).toEqual(['—', '—', '—'])
    await act(async () => runInAction(() => prices.merge({ '2026-12-01': '¥820', '2026-12-03': '¥540' })))
    expect(days.map(price)).toEqual(['¥820', '—', '¥540'])
  })
})
