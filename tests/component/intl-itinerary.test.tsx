// An international itinerary's words: a change of plane is a connection (中转 / 轉機 / connection /
// 乗継), never 经停 (a stop on the same plane), in the list row and the flights alike; durations in
// the kit's one format, as on the domestic list.
import TestUtils from '@tarojs/test-utils-react'
import type { IntlCarriers, IntlLayover, IntlPlaces, IntlSegment } from '@api/intlflight'
import { ItinerarySummary, SegmentList } from '@/features/intl-flight/components/itinerary'
import { useTestLanguage } from './i18n'
import { flush } from './form-helpers'

const seg = (no: string, from: string, to: string, dep: string, arr: string, minutes: number): IntlSegment => ({
  FlightNo: no,
  Carrier: 'CA',
  Aircraft: '789',
  From: from,
  To: to,
  DepartTerminal: 'T3',
  ArriveTerminal: 'T1',
  DepartTime: dep,
  ArriveTime: arr,
  DepartUtcOffset: '+08:00',
  ArriveUtcOffset: '+01:00',
  DepartAt: `${dep.replace(' ', 'T')}:00+08:00`,
  ArriveAt: `${arr.replace(' ', 'T')}:00+01:00`,
  Duration: minutes,
  DistanceKm: 1000,
})
const SEGS = [seg('CA1502', 'SHA', 'PEK', '2026-12-10 08:00', '2026-12-10 10:05', 125), seg('CA931', 'PEK', 'FRA', '2026-12-10 13:00', '2026-12-10 17:20', 680)]
const LAYOVERS: IntlLayover[] = [{ Airport: 'PEK', Minutes: 175, MinConnectMinutes: 90, Overnight: false }]
const place = (cn: string, en: string) => ({ CityCode: '', CityName: cn, CityNameCN: cn, CityNameEN: en, CityNameJP: cn, AirPortName: cn, CountryCode: 'CN' })
const PLACES = { SHA: place('上海', 'Shanghai'), PEK: place('北京', 'Beijing'), FRA: place('法兰克福', 'Frankfurt') } as unknown as IntlPlaces
const CARRIERS: IntlCarriers = { CA: { Name: 'Air China', Alliance: 'StarAlliance' } as IntlCarriers[string] }

describe('international itinerary words', () => {
  let mounted: TestUtils | null = null
  afterEach(() => {
    mounted?.unmout()
    mounted = null
  })
  async function render(lang: 'zh-CN' | 'zh-TW' | 'en' | 'ja') {
    useTestLanguage(lang)
    mounted = new TestUtils()
    await mounted.mount(
      () => (
        <>
          <ItinerarySummary segments={SEGS} layovers={LAYOVERS} totalMinutes={800} places={PLACES} carriers={CARRIERS} />
          <SegmentList segments={SEGS} layovers={LAYOVERS} totalMinutes={800} places={PLACES} carriers={CARRIERS} />
        </>
      ),
      {},
    )
    await flush()
    return document.body.textContent ?? ''
  }

  it.each<['zh-CN' | 'zh-TW' | 'en' | 'ja', string[], RegExp]>([
    ['zh-CN', ['中转1次', '中转1次：北京 2h55m', '在北京中转 2h55m'], /经停/],
    ['zh-TW', ['轉機1次', '在北京轉機 2h55m'], /經停/],
    ['en', ['1 connection', '1 connection: 北京 2h55m'], /stop/],
    ['ja', ['乗継1回'], /経停|経由/],
  ])('%s', async (lang, shown, never) => {
    const text = await render(lang)
    for (const s of shown) expect(text).toContain(s)
    expect(text).not.toMatch(never)
    // One duration format, the kit's: 13h20m, never 13小时20分.
    expect(text).toContain('13h20m')
    expect(text).not.toMatch(/小时|小時|時間\d/)
  })
})
