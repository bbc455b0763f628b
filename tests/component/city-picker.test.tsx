import TestUtils from '@tarojs/test-utils-react'
import { act } from 'react'
import CityPicker, { matchCities, matchScore, type CityEntry, type CityHit, type CityPickerLabels, type CitySection } from '@/components/city-picker'

const city = (code: string, name: string, pinyin: string, initials: string, en: string, airports: string[] = [code]): CityEntry => ({
  code,
  name,
  sub: '',
  keys: { pinyin, initials, names: [name, en], codes: [code, ...airports] },
})

const SHA = city('SHA', '上海', 'shanghai', 'SH', 'Shanghai', ['PVG', 'SHA'])
const BJS = city('BJS', '北京', 'beijing', 'BJ', 'Beijing', ['PEK', 'PKX'])
const SZX = city('SZX', '深圳', 'shenzhen', 'SZ', 'Shenzhen')
const SYX = city('SYX', '三亚', 'sanya', 'SY', 'Sanya')
const CTU = city('CTU', '成都', 'chengdu', 'CD', 'Chengdu', ['CTU', 'TFU'])
const SECTIONS: CitySection[] = [
  { letter: 'B', cities: [BJS] },
  { letter: 'C', cities: [CTU] },
  { letter: 'S', cities: [SYX, SHA, SZX] },
]

const LABELS: CityPickerLabels = {
  placeholder: 'City, pinyin or airport code',
  current: 'Current',
  recent: 'Recent',
  hot: 'Popular',
  currentShort: 'Now',
  recentShort: 'Rec',
  hotShort: 'Hot',
  noMatch: (k) => `No results for "${k}"`,
  loading: 'Loading…',
  error: 'Could not load cities',
  retry: 'Retry',
  close: 'Close',
  clearKeyword: 'Clear',
  airport: 'Airport',
}

describe('city matching', () => {
  it.each<[string, string[]]>([
    ['上海', ['SHA']], // Chinese name
    ['上', ['SHA']],
    ['shang', ['SHA']], // pinyin prefix
    ['SH', ['SHA', 'SZX']], // initials of Shanghai, pinyin of Shenzhen; case-insensitive
    ['sha', ['SHA']], // the city code (and the pinyin)
    ['shen', ['SZX']],
    ['s', ['SYX', 'SHA', 'SZX']], // pinyin/initials prefix, then by name
    ['pvg', ['SHA']], // an airport code finds its city
    ['TFU', ['CTU']],
    ['Beijing', ['BJS']], // English name
    ['bj', ['BJS']],
    ['cd', ['CTU']],
    ['xyz', []],
    ['  ', []],
  ])('%s → %j', (keyword, codes) =>
    expect(
      matchCities(SECTIONS, keyword)
        .map((h) => h.code)
        .sort(),
    ).toEqual([...codes].sort()),
  )

  it('ranks an exact code above a pinyin prefix', () => {
    expect(matchScore(SHA.keys!, 'SHA')).toBeLessThan(matchScore(SHA.keys!, 'shan')!)
    expect(matchCities(SECTIONS, 'sh')[0].code).toBe('SHA')
  })
})

describe('CityPicker', () => {
  let mounted: TestUtils | null = null
  afterEach(() => {
    jest.useRealTimers()
    mounted?.unmout()
    mounted = null
  })

  async function mount(props: Partial<Parameters<typeof CityPicker>[0]> = {}) {
    const picked: string[] = []
    const closed: number[] = []
    const utils = new TestUtils()
    mounted = utils
    await utils.mount(
      () => (
        <CityPicker
          open
          title="Departure city"
          labels={LABELS}
          current={SHA}
          recent={[SZX, BJS]}
          hot={[BJS, SHA, CTU]}
          sections={SECTIONS}
          state="done"
          onRetry={() => undefined}
          onPick={(code) => picked.push(code)}
          onClose={() => closed.push(1)}
          debounceMs={50}
          {...props}
        />
      ),
      {},
    )
    return { utils, picked, closed }
  }

  const input = () => document.querySelector('[data-testid="city-search"] input, input') as HTMLInputElement
  const texts = (sel: string) => Array.from(document.querySelectorAll(sel)).map((e) => e.textContent)

  // Real timers (Taro's mount needs them): wait for the debounced search rather than a fixed time.
  async function until(cond: () => boolean, ms = 2000) {
    const end = Date.now() + ms
    while (!cond() && Date.now() < end) await act(async () => new Promise((r) => setTimeout(r, 10)))
  }

  async function type(utils: TestUtils, value: string) {
    await act(async () => {
      const el = input()
      el.value = value
      utils.fireEvent.input(el)
    })
  }

  it('shows current, recent and hot cities, the A–Z sections and an index bar', async () => {
    await mount()
    expect(texts('[data-testid="city-recent"] .city-picker__chip-text')).toEqual(['深圳', '北京'])
    expect(texts('[data-testid="city-hot"] .city-picker__chip-text')).toEqual(['北京', '上海', '成都'])
    expect(texts('.city-picker__letter')).toEqual(['B', 'C', 'S'])
    expect(texts('.city-picker__index-item')).toEqual(['Now', 'Rec', 'Hot', 'B', 'C', 'S'])
    expect(document.body.textContent).toContain('Current')
  })

  it('picking a recent city returns its code and closes', async () => {
    const { utils, picked, closed } = await mount()
    const chip = document.querySelector('[data-testid="city-recent"] [data-code="SZX"]') as HTMLElement
    await act(async () => utils.fireEvent.click(chip))
    expect(picked).toEqual(['SZX'])
    expect(closed).toEqual([1])
  })

  it('matches locally at once, then shows the server hits with airports', async () => {
    const calls: string[] = []
    const server = async (k: string): Promise<CityHit[]> => {
      calls.push(k)
      return [
        { key: 'city-SHA', code: 'SHA', name: '上海', sub: '上海', tag: 'SHA', airport: false },
        { key: 'apt-PVG', code: 'SHA', name: '上海', sub: '上海浦东国际机场', tag: 'PVG', airport: true },
      ]
    }
    const { utils, picked } = await mount({ search: server })
    await type(utils, 'pvg')
    // local match first: the city of the airport code
    expect(texts('.city-picker__hit-tag')).toEqual(['SHA'])
    expect(calls).toEqual([])
    await until(() => texts('.city-picker__hit-tag').length === 2)
    expect(calls).toEqual(['pvg'])
    expect(texts('.city-picker__hit-tag')).toEqual(['SHA', 'PVG'])
    expect(document.body.textContent).toContain('上海浦东国际机场')
    expect(document.body.textContent).toContain('Airport')
    const airportHit = Array.from(document.querySelectorAll('.city-picker__hit'))[1] as HTMLElement
    await act(async () => utils.fireEvent.click(airportHit))
    expect(picked).toEqual(['SHA'])
  })

  it('debounces: only the last keyword reaches the server', async () => {
    const calls: string[] = []
    // A generous debounce, so a slow machine between keystrokes does not look like a pause.
    const { utils } = await mount({ search: async (k) => (calls.push(k), []), debounceMs: 400 })
    await type(utils, 's')
    await type(utils, 'sh')
    await type(utils, 'sha')
    await until(() => calls.length > 0)
    await act(async () => new Promise((r) => setTimeout(r, 100)))
    expect(calls).toEqual(['sha'])
  })

  it('says when nothing matches', async () => {
    const { utils } = await mount()
    await type(utils, 'qqq')
    expect(document.body.textContent).toContain('No results for "qqq"')
  })

  it('shows loading and error states of the city list', async () => {
    await mount({ sections: [], state: 'loading', current: null, recent: [], hot: [] })
    expect(document.body.textContent).toContain('Loading…')
    mounted?.unmout()
    let retried = 0
    const { utils } = await mount({ sections: [], state: 'error', onRetry: () => void retried++ })
    expect(document.body.textContent).toContain('Could not load cities')
    await act(async () => utils.fireEvent.click(document.querySelector('.city-picker__retry')!))
    expect(retried).toBe(1)
  })
})
