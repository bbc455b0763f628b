// The fares an international leg may change to: per traveller the fare family's change fee, the
// difference (a cheaper fare shows none) and both, in each language; one fare is chosen at a tap.
import TestUtils from '@tarojs/test-utils-react'
import type { IntlCarriers, IntlChangeQuoteRes, IntlPlaces, IntlSegment } from '@api/intlflight'
import { ChangeOptions, type ChosenFare } from '@/features/intl-flight/change/options'
import { useTestLanguage } from './i18n'
import { byTestId, flush, tap } from './form-helpers'

const seg: IntlSegment = {
  FlightNo: 'MU219',
  Carrier: 'MU',
  Aircraft: '77W',
  From: 'PVG',
  To: 'FRA',
  DepartTerminal: 'T1',
  ArriveTerminal: 'T2',
  DepartTime: '2026-12-12 13:50',
  ArriveTime: '2026-12-12 19:10',
  DepartUtcOffset: '+08:00',
  ArriveUtcOffset: '+01:00',
  DepartAt: '2026-12-12T05:50:00.000Z',
  ArriveAt: '2026-12-12T18:10:00.000Z',
  Duration: 680,
  DistanceKm: 8900,
}
const place = (cn: string, en: string) => ({ CityCode: '', CityName: cn, CityNameCN: cn, CityNameEN: en, CityNameJP: cn, AirPortName: cn, CountryCode: 'CN' })
const fare = (Family: 'EconomyStandard' | 'EconomyLight', diff: number) => ({
  Family,
  Cabin: 'Economy' as const,
  LegTotal: 500_000 + diff,
  Seats: 9,
  ChangeFee: 80_000,
  FareDifference: diff,
  PerTraveller: 80_000 + diff,
  Total: 2 * (80_000 + diff),
})
const QUOTE: IntlChangeQuoteRes = {
  LegNo: 1,
  Family: 'EconomyStandard',
  ChangeFee: 80_000,
  Travellers: 2,
  Options: [
    { Key: 'MU219@2026-12-12', Segments: [seg], Layovers: [], Stops: 0, TotalMinutes: 680, Fares: [fare('EconomyStandard', 12_000), fare('EconomyLight', 0)] },
  ],
  Places: { PVG: place('上海', 'Shanghai'), FRA: place('法兰克福', 'Frankfurt') } as unknown as IntlPlaces,
  Carriers: { MU: { Name: 'China Eastern', Alliance: 'SkyTeam' } } as IntlCarriers,
  Families: {
    EconomyStandard: { Family: 'EconomyStandard', Name: '经济舱标准' } as IntlChangeQuoteRes['Families']['EconomyStandard'],
    EconomyLight: { Family: 'EconomyLight', Name: '经济舱轻享' } as IntlChangeQuoteRes['Families']['EconomyLight'],
  },
}

describe('international change options', () => {
  let mounted: TestUtils | null = null
  afterEach(() => {
    mounted?.unmout()
    mounted = null
  })
  async function render(lang: 'zh-CN' | 'zh-TW' | 'en' | 'ja', chosen: ChosenFare | null, onChoose: (c: ChosenFare) => void = () => undefined) {
    useTestLanguage(lang)
    mounted = new TestUtils()
    await mounted.mount(() => <ChangeOptions quote={QUOTE} chosen={chosen} onChoose={onChoose} />, {})
    await flush()
    return document.body.textContent ?? ''
  }

  it.each<['zh-CN' | 'zh-TW' | 'en' | 'ja', RegExp]>([
    ['zh-CN', /改签费 ¥800 \+ 差价 ¥120 · 剩余9座/],
    ['zh-TW', /改簽費 ¥800 \+ 差價 ¥120/],
    ['en', /Change fee ¥800 \+ difference ¥120 · 9 seats left/],
    ['ja', /変更手数料 ¥800 \+ 差額 ¥120/],
  ])('%s: the fee, the difference and the total per traveller', async (lang, line) => {
    const text = await render(lang, null)
    expect(text).toMatch(line)
    expect(text).toContain('¥920')
    // A cheaper fare: no difference, the fee alone.
    expect(text).toContain('¥0')
    expect(text).toContain('MU219')
  })

  it('chooses a fare at a tap and marks the chosen one', async () => {
    const chosen: ChosenFare[] = []
    await render('zh-CN', null, (c) => chosen.push(c))
    await tap(byTestId('change-fare-EconomyLight'))
    expect(chosen.map((c) => [c.option.Key, c.fare.Family, c.fare.Total])).toEqual([['MU219@2026-12-12', 'EconomyLight', 160_000]])
    mounted?.unmout()
    await render('zh-CN', { option: QUOTE.Options[0], fare: QUOTE.Options[0].Fares[1] })
    expect(byTestId('change-fare-EconomyLight')?.getAttribute('aria-checked')).toBe('true')
    expect(byTestId('change-fare-EconomyStandard')?.getAttribute('aria-checked')).toBe('false')
  })
})
