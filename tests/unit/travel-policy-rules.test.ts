// Travel standards and reason codes as administrators type them (src/domain/travel-policy.ts):
// numbers and money in the server's ranges, blank = no limit, drafts to documents and back.
import {
  addCityCap,
  checkFlightDraft,
  checkGenericDraft,
  checkHotelDraft,
  checkHours,
  checkIntlFlightDraft,
  checkRankDraft,
  checkReasonDraft,
  checkWhole,
  checkYuan,
  flightDraftOf,
  flightPolicyOf,
  genericDraftOf,
  genericPolicyOf,
  hotelDraftOf,
  hotelPolicyOf,
  intlFlightDraftOf,
  intlFlightPolicyOf,
  messages,
  reasonTextsOf,
  toggleSeat,
  trainDraftOf,
  yuanText,
  type FlightDraft,
  type HotelDraft,
} from '@/domain'
import type { FlightRankPolicy, HotelRankPolicy } from '@api/admin'

const keyOf = (c: { ok: boolean; key?: string }) => (c.ok ? null : c.key)

describe('numbers', () => {
  it.each([
    ['', false, null],
    ['', true, messages.policy.required],
    ['  ', true, messages.policy.required],
    ['0', false, null],
    ['90', false, null],
    ['91', false, messages.policy.range],
    ['-1', false, messages.policy.wholeNumber],
    ['1.5', false, messages.policy.wholeNumber],
    ['abc', false, messages.policy.wholeNumber],
    [' 12 ', false, null],
  ] as const)('whole %j (required %s) in 0–90 → %s', (text, required, key) => {
    expect(keyOf(checkWhole(text, 0, 90, required))).toBe(key)
  })

  it('a range failure names its bounds', () => {
    expect(checkWhole('0', 1, 9)).toEqual({ ok: false, severity: 'error', key: messages.policy.range, params: { min: 1, max: 9 } })
  })

  it.each([
    ['', null],
    ['0', null],
    ['450', null],
    ['450.5', null],
    ['450.55', null],
    ['450.555', messages.policy.money],
    ['4,500', messages.policy.money],
    ['-3', messages.policy.money],
    ['100000', null],
    ['100000.01', messages.policy.moneyMax],
  ] as const)('yuan %j → %s', (text, key) => {
    expect(keyOf(checkYuan(text))).toBe(key)
  })

  it.each([
    ['8', null],
    ['0.5', null],
    ['7.5', null],
    ['0.4', messages.policy.range],
    ['24.5', messages.policy.range],
    ['7.25', messages.policy.hours],
    ['', messages.policy.required],
  ] as const)('hours %j → %s', (text, key) => {
    expect(keyOf(checkHours(text, 0.5, 24))).toBe(key)
  })

  it.each([
    [null, ''],
    [45000, '450'],
    [45050, '450.5'],
    [0, '0'],
  ])('fen %p reads as %j yuan', (fen, text) => {
    expect(yuanText(fen)).toBe(text)
  })
})

describe('ranks', () => {
  it.each([
    [{ Name: '经理', NameEn: 'Manager', Level: '2' }, []],
    [{ Name: ' ', NameEn: '', Level: '2' }, ['Name']],
    [{ Name: '经理', NameEn: '', Level: '' }, ['Level']],
    [{ Name: '经理', NameEn: '', Level: '10' }, ['Level']],
    [{ Name: '经'.repeat(61), NameEn: 'x'.repeat(81), Level: '1' }, ['Name', 'NameEn']],
  ])('%j fails on %j', (draft, fields) => {
    expect(Object.keys(checkRankDraft(draft))).toEqual(fields)
  })
})

describe('flights', () => {
  const stored: FlightRankPolicy = {
    CabinClassCeiling: 'Economy',
    DiscountCeiling: 0.8,
    LowestPrice: { IsEnable: true, RangeHour: 2, TolerancePrice: 5000 },
    AdvanceDays: 3,
  }

  it('a stored standard reads back as typed and saves as it was', () => {
    const d = flightDraftOf(stored)
    expect(d).toEqual({ Cabin: 'Economy', Discount: '80', Lowest: true, RangeHour: '2', Tolerance: '50', AdvanceDays: '3' })
    expect(flightPolicyOf(d)).toEqual(stored)
  })

  it('no standard: every field empty (no limit), lowest fare off', () => {
    const d = flightDraftOf(null)
    expect(d).toMatchObject({ Cabin: '', Discount: '', Lowest: false, AdvanceDays: '' })
    expect(checkFlightDraft(d)).toEqual({})
    expect(flightPolicyOf(d)).toEqual({
      CabinClassCeiling: null,
      DiscountCeiling: null,
      LowestPrice: { IsEnable: false, RangeHour: 2, TolerancePrice: 0 },
      AdvanceDays: null,
    })
  })

  const base: FlightDraft = { Cabin: '', Discount: '', Lowest: true, RangeHour: '2', Tolerance: '0', AdvanceDays: '' }
  it.each([
    [{ Discount: '9' }, ['Discount']],
    [{ Discount: '101' }, ['Discount']],
    [{ Discount: '75' }, []],
    [{ RangeHour: '25' }, ['RangeHour']],
    [{ RangeHour: '' }, ['RangeHour']],
    [{ RangeHour: '', Lowest: false }, []],
    [{ Tolerance: '' }, ['Tolerance']],
    [{ Tolerance: '10001' }, ['Tolerance']],
    [{ AdvanceDays: '91' }, ['AdvanceDays']],
  ] as const)('%j fails on %j', (change, fields) => {
    expect(Object.keys(checkFlightDraft({ ...base, ...change }))).toEqual(fields)
  })
})

describe('international flights', () => {
  it.each([
    [null, 'never', null],
    [0, 'always', 0],
    [480, 'long', 480],
    [390, 'long', 390],
  ] as const)('business from %p minutes reads as %s and saves back', (minutes, rule, saved) => {
    const d = intlFlightDraftOf({ BusinessMinMinutes: minutes, AdvanceDays: null, LowestPricePct: 10 })
    expect(d.Business).toBe(rule)
    expect(intlFlightPolicyOf(d)).toEqual({ BusinessMinMinutes: saved, AdvanceDays: null, LowestPricePct: 10 })
  })

  it('hours are checked only when business depends on them', () => {
    expect(Object.keys(checkIntlFlightDraft({ Business: 'long', BusinessHours: '', AdvanceDays: '', LowestPct: '101' }))).toEqual([
      'BusinessHours',
      'LowestPct',
    ])
    expect(checkIntlFlightDraft({ Business: 'never', BusinessHours: '', AdvanceDays: '7', LowestPct: '' })).toEqual({})
  })
})

describe('hotels', () => {
  const stored: HotelRankPolicy = { TierCaps: [45000, 35000, null, 20000], CityCaps: [{ CityCode: 'SZX', Cap: 50000 }], IntlCap: null, StarCeiling: 4 }

  it('reads back and saves as it was, tiers without a cap stay open', () => {
    const d = hotelDraftOf(stored, (c) => (c === 'SZX' ? '深圳' : c))
    expect(d).toEqual({ Tiers: ['450', '350', '', '200'], Cities: [{ CityCode: 'SZX', CityName: '深圳', Cap: '500' }], IntlCap: '', Star: '4' })
    expect(hotelPolicyOf(d)).toEqual(stored)
  })

  it('a city exception needs its cap; tiers may stay empty', () => {
    const d: HotelDraft = addCityCap(hotelDraftOf(null), { CityCode: 'SHA', CityName: '上海' })
    expect(Object.keys(checkHotelDraft(d))).toEqual(['city:SHA'])
    expect(addCityCap(d, { CityCode: 'SHA', CityName: '上海' })).toBe(d)
  })

  it.each([
    [['abc', '', '', ''], ['tier1']],
    [['', '', '', '100000.5'], ['tier4']],
    [['1', '2', '3', '4'], []],
  ] as const)('tiers %j fail on %j', (tiers, fields) => {
    expect(Object.keys(checkHotelDraft({ ...hotelDraftOf(null), Tiers: [...tiers] }))).toEqual(fields)
  })
})

describe('trains', () => {
  it('seat classes toggle in the order of the list', () => {
    const all = ['Business', 'First', 'Second']
    let d = trainDraftOf(null)
    d = toggleSeat(d, 'HighSpeed', 'Second', all)
    d = toggleSeat(d, 'HighSpeed', 'Business', all)
    expect(d.HighSpeed).toEqual(['Business', 'Second'])
    expect(toggleSeat(d, 'HighSpeed', 'Business', all).HighSpeed).toEqual(['Second'])
    expect(d.Night).toEqual([])
  })
})

describe('car, bus and dining', () => {
  it('keeps keys the form does not show; blank money saves as no limit', () => {
    const stored = { DinnerCap: 8000, PerDayCap: 15000, Note: 'kept' }
    const d = genericDraftOf('Dining', stored)
    expect(d).toMatchObject({ DinnerCap: '80', PerDayCap: '150' })
    expect(genericPolicyOf('Dining', { ...d, PerDayCap: '' }, stored)).toMatchObject({ DinnerCap: 8000, PerDayCap: null, Note: 'kept' })
  })

  it("edits the car standard the server enforces: classes, hours, cities, the cap and the ends' kinds", () => {
    const stored = { Classes: ['Economy'], Windows: [{ From: '21:00', To: '06:00' }], Cities: ['BJS', 'SHA'], Cap: 15000, Addresses: ['Office', 'Airport'] }
    const d = genericDraftOf('Car', stored as never)
    expect(d).toEqual({ Classes: ['Economy'], Windows: '21:00-06:00', Cities: 'BJS, SHA', Cap: '150', Addresses: ['Office', 'Airport'] })
    const edited = { ...d, Windows: '21:00-06:00，12:00-13:30', Cities: 'bjs sha', Cap: '' }
    expect(checkGenericDraft('Car', edited)).toEqual({})
    expect(genericPolicyOf('Car', edited, stored as never)).toEqual({
      Classes: ['Economy'],
      Windows: [
        { From: '21:00', To: '06:00' },
        { From: '12:00', To: '13:30' },
      ],
      Cities: ['BJS', 'SHA'],
      Cap: null,
      Addresses: ['Office', 'Airport'],
    })
    expect(genericPolicyOf('Car', genericDraftOf('Car', null), null)).toEqual({ Classes: [], Windows: [], Cities: [], Cap: null, Addresses: [] })
    expect(Object.keys(checkGenericDraft('Car', { ...d, Windows: '21:00-21:00, 25:00-06:00', Cities: 'B1' }))).toEqual(['Windows', 'Cities'])
    expect(Object.keys(checkGenericDraft('Car', { ...d, Windows: '9:00-18:00' }))).toEqual(['Windows'])
  })

  it.each([
    ['Dining', { DinnerCap: 'x', PerDayCap: '200' }, ['DinnerCap']],
    ['Dining', { DinnerCap: '', PerDayCap: '' }, []],
    ['Bus', { SeatClasses: ['Seat'] }, []],
  ] as const)('%s %j fails on %j', (product, draft, fields) => {
    expect(Object.keys(checkGenericDraft(product, { ...draft } as never))).toEqual(fields)
  })

  it('unknown values are not offered back', () => {
    expect(genericDraftOf('Bus', { SeatClasses: ['Seat', 'Rocket'] })).toEqual({ PriceCap: '', SeatClasses: ['Seat'] })
  })
})

describe('reason codes', () => {
  const texts = { 'zh-CN': '客户要求', 'zh-TW': '', en: 'Client asked', ja: '' }
  it.each([
    [{ Code: 'P9', Texts: texts, Sort: '' }, []],
    [{ Code: '', Texts: texts, Sort: '' }, ['Code']],
    [{ Code: 'P 9', Texts: texts, Sort: '' }, ['Code']],
    [{ Code: 'x'.repeat(31), Texts: texts, Sort: '' }, ['Code']],
    [{ Code: 'P9', Texts: { ...texts, 'zh-CN': ' ' }, Sort: '' }, ['zh-CN']],
    [{ Code: 'P9', Texts: { ...texts, ja: 'あ'.repeat(51) }, Sort: '1000' }, ['ja', 'Sort']],
  ])('%j fails on %j', (draft, fields) => {
    expect(Object.keys(checkReasonDraft(draft))).toEqual(fields)
  })

  it('blank translations are left out (they show the zh-CN text)', () => {
    expect(reasonTextsOf({ Code: 'P9', Texts: { ...texts, en: ' Client asked ' }, Sort: '' })).toEqual({ 'zh-CN': '客户要求', en: 'Client asked' })
  })
})
