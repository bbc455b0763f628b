// International flight rules (src/domain/intl-flight.ts): a travel document against the trip's
// last day, English names as in the document, layovers from the flights' instants and their
// hours and minutes, the fare's own currency.
import {
  dayOffset,
  documentVerdict,
  englishNameProblem,
  fareCurrencyText,
  hoursMinutes,
  layoversOf,
  normalizeEnglishName,
  orderedLegDates,
  setLegDate,
  followsLeg,
} from '@/domain/intl-flight'

describe('documentVerdict: the document against today and the trip’s last day', () => {
  const today = '2026-11-26'
  const end = '2026-12-13'
  test.each([
    ['', 'missing'],
    ['not a date', 'missing'],
    ['2026-11-25', 'expired'],
    ['2026-12-01', 'endsBeforeTrip'],
    ['2026-12-12', 'endsBeforeTrip'],
    ['2026-12-13', 'expiresSoon'],
    ['2027-06-12', 'expiresSoon'],
    ['2027-06-13', 'ok'],
    ['2031-01-01', 'ok'],
  ])('expiry %s → %s', (expiry, verdict) => {
    expect(documentVerdict(expiry, end, today)).toBe(verdict)
  })
  test('without a readable trip end only the expiry against today counts', () => {
    expect(documentVerdict('2026-12-01', '', today)).toBe('ok')
    expect(documentVerdict('2026-11-01', '', today)).toBe('expired')
  })
})

describe('englishNameProblem: letters and single spaces, at most 30', () => {
  test.each([
    ['ZHANG', null],
    ['san feng', null],
    ['  Li  ', null],
    ['', 'required'],
    ['   ', 'required'],
    ['ZHANG3', 'format'],
    ['O’NEIL', 'format'],
    ['ZHANG  WEI', 'format'],
    ['张', 'format'],
    ['A'.repeat(30), null],
    ['A'.repeat(31), 'tooLong'],
  ])('%j → %s', (name, problem) => {
    expect(englishNameProblem(name)).toBe(problem)
  })
  test.each([
    [' san   feng ', 'SAN FENG'],
    ['zhang', 'ZHANG'],
  ])('normalizes %j to %j', (a, b) => expect(normalizeEnglishName(a)).toBe(b))
})

describe('layovers and durations', () => {
  const seg = (To: string, DepartTime: string, DepartAt: string, ArriveTime: string, ArriveAt: string) => ({ To, DepartTime, DepartAt, ArriveTime, ArriveAt })
  test('a connection in Tokyo (time zones) counts the minutes between the instants', () => {
    const l = layoversOf([
      seg('NRT', '2026-12-06 06:35', '2026-12-05T22:35:00.000Z', '2026-12-06 10:15', '2026-12-06T01:15:00.000Z'),
      seg('FRA', '2026-12-06 15:30', '2026-12-06T06:30:00.000Z', '2026-12-06 19:25', '2026-12-06T18:25:00.000Z'),
    ])
    expect(l).toEqual([{ airport: 'NRT', minutes: 315, overnight: false }])
  })
  test('an overnight connection and a nonstop', () => {
    expect(
      layoversOf([
        seg('HEL', '2026-12-06 12:00', '2026-12-06T04:00:00.000Z', '2026-12-06 22:40', '2026-12-06T20:40:00.000Z'),
        seg('FRA', '2026-12-07 07:10', '2026-12-07T05:10:00.000Z', '2026-12-07 09:00', '2026-12-07T08:00:00.000Z'),
      ]),
    ).toEqual([{ airport: 'HEL', minutes: 510, overnight: true }])
    expect(layoversOf([seg('FRA', '2026-12-06 12:00', '2026-12-06T04:00:00.000Z', '2026-12-06 18:20', '2026-12-06T17:20:00.000Z')])).toEqual([])
  })
  test.each([
    [680, { h: 11, m: 20 }],
    [60, { h: 1, m: 0 }],
    [45, { h: 0, m: 45 }],
    [0, { h: 0, m: 0 }],
    [-5, { h: 0, m: 0 }],
  ])('%i minutes → %j', (m, hm) => expect(hoursMinutes(m)).toEqual(hm))
  test.each([
    ['2026-12-06 23:50', '2026-12-07 05:40', 1],
    ['2026-12-06 08:00', '2026-12-06 18:00', 0],
    ['2026-12-31 22:00', '2027-01-02 06:00', 2],
  ])('%s → %s is +%i day(s)', (a, b, n) => expect(dayOffset(a, b)).toBe(n))
})

describe('fareCurrencyText', () => {
  test.each([
    [123450, 'EUR', 'EUR 1,234.50'],
    [569000, 'CNY', 'CNY 5,690.00'],
    [98000, 'JPY', 'JPY 98,000'],
  ])('%i %s → %s', (a, c, s) => expect(fareCurrencyText(a, c)).toBe(s))
})

describe('multi-city leg dates: each leg flies on or after the one before', () => {
  it.each([
    ['a later leg set later', ['2026-12-01', '2026-12-05', '2026-12-09'], 1, '2026-12-06', ['2026-12-01', '2026-12-06', '2026-12-09']],
    [
      'the first leg set past the others moves them with it',
      ['2026-12-01', '2026-12-05', '2026-12-09'],
      0,
      '2026-12-07',
      ['2026-12-07', '2026-12-07', '2026-12-09'],
    ],
    ['the same day as the leg before is allowed', ['2026-12-01', '2026-12-05'], 1, '2026-12-01', ['2026-12-01', '2026-12-01']],
    ['earlier legs never move', ['2026-12-01', '2026-12-05', '2026-12-09'], 2, '2026-12-03', ['2026-12-01', '2026-12-05', '2026-12-03']],
    [
      'the last of four legs',
      ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'],
      3,
      '2026-12-20',
      ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-20'],
    ],
  ])('%s', (_what, dates, index, date, want) => {
    expect(setLegDate(dates, index, date)).toEqual(want)
  })

  it.each([
    [
      ['2026-12-05', '2026-12-01', '2026-12-09'],
      ['2026-12-05', '2026-12-05', '2026-12-09'],
    ],
    [
      ['2026-12-05', '2026-12-04', '2026-12-03'],
      ['2026-12-05', '2026-12-05', '2026-12-05'],
    ],
    [
      ['2026-12-01', '2026-12-02'],
      ['2026-12-01', '2026-12-02'],
    ],
    [[], []],
  ])('orders %j', (dates, want) => {
    expect(orderedLegDates(dates)).toEqual(want)
  })
})

describe('a multi-city leg leaves at least an hour after the one before lands', () => {
  it.each([
    ['the first leg', '2026-12-06T01:00:00Z', null, true],
    ['exactly an hour later', '2026-12-06T03:00:00Z', '2026-12-06T02:00:00Z', true],
    ['59 minutes later', '2026-12-06T02:59:00Z', '2026-12-06T02:00:00Z', false],
    ['before it lands', '2026-12-06T01:00:00Z', '2026-12-06T02:00:00Z', false],
    ['the next day', '2026-12-07T00:30:00Z', '2026-12-06T23:00:00Z', true],
    ['offsets count as instants', '2026-12-06T10:00:00+08:00', '2026-12-06T01:30:00Z', false],
  ])('%s', (_what, depart, prev, want) => {
    expect(followsLeg(depart, prev)).toBe(want)
  })
})

describe('refundRuleText: a refund line’s rule in the interface language, never the raw words', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { refundRuleText } = require('@/features/intl-flight/components/labels') as typeof import('@/features/intl-flight/components/labels')
  const t = ((key: string, o?: { fee?: string }) => (key.endsWith('ruleNone') ? '不可退' : `退票费 ${o?.fee}`)) as never
  test('non-refundable and a fee per leg', () => {
    const text = refundRuleText(t, (v) => `¥${(v / 100).toLocaleString('en')}`, ['EconomyLight', 'EconomyStandard'])
    expect(text).toBe('不可退 / 退票费 ¥1,200')
    expect(text).not.toMatch(/NonRefundable|Fee /)
  })
})

describe('the passport number field: a hint in the language, never a sample number that reads as filled in', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const fs = require('fs') as typeof import('fs')
  const form = fs.readFileSync(`${__dirname}/../../src/features/intl-flight/components/passengers-card.tsx`, 'utf8')
  test('the booking form (and the quote confirmation, which uses it) shows the localized hint', () => {
    expect(form).not.toMatch(/placeholder='E\d+'/)
    expect(form).toContain("placeholder={t('intlFlight:booking.passportHint')}")
  })
  test.each([
    ['zh-CN', '请输入护照号码'],
    ['zh-TW', '請輸入護照號碼'],
    ['en', 'Enter passport number'],
    ['ja', 'パスポート番号を入力'],
  ])('%s', (lang, hint) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    expect((require(`../../src/features/intl-flight/locales/${lang}.json`) as { booking: { passportHint: string } }).booking.passportHint).toBe(hint)
  })
})

describe('passportOnFile: the passport among the documents on file fills the booking form', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { passportOnFile } = require('@/domain/intl-flight') as typeof import('@/domain/intl-flight')
  test('found behind an ID card that is the main document', () => {
    expect(
      passportOnFile([
        { DocType: 'IDCard', DocNo: '110101199001011234' },
        { DocType: 'Passport', DocNo: ' E98765432 ', IssuingCountry: 'CN', Nationality: 'CN', Expiry: '2031-05-01' },
      ]),
    ).toEqual({ docNo: 'E98765432', issuer: 'CN', nationality: 'CN', expiry: '2031-05-01' })
  })
  test('none without a passport', () => {
    expect(passportOnFile([{ DocType: 'IDCard', DocNo: '110101199001011234' }])).toBeNull()
    expect(passportOnFile([])).toBeNull()
  })
})

describe('arrangeItineraries: the list sorted and filtered as the traveller asks', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { arrangeItineraries } = require('@/domain/intl-flight') as typeof import('@/domain/intl-flight')
  const row = (key: string, depart: string, price: number, minutes: number, stops: number) => ({
    key,
    Stops: stops,
    LowestTotal: price,
    TotalMinutes: minutes,
    Segments: [{ DepartAt: `2026-12-10T${depart}:00+08:00` }],
  })
  const rows = [row('a', '13:00', 500_000, 700, 0), row('b', '08:00', 420_000, 900, 1), row('c', '10:00', 420_000, 680, 0)]
  const keys = (r: { key: string }[]) => r.map((x) => x.key)
  test('earliest, cheapest (ties by departure), shortest', () => {
    expect(keys(arrangeItineraries(rows, 'depart', false))).toEqual(['b', 'c', 'a'])
    expect(keys(arrangeItineraries(rows, 'price', false))).toEqual(['b', 'c', 'a'])
    expect(keys(arrangeItineraries(rows, 'duration', false))).toEqual(['c', 'a', 'b'])
  })
  test('nonstop only; the answer itself is left as it was', () => {
    expect(keys(arrangeItineraries(rows, 'depart', true))).toEqual(['c', 'a'])
    expect(keys(rows)).toEqual(['a', 'b', 'c'])
  })
})
