/** Pure rules: policy maths, mixed-payment split, fee tables, taxes, passenger rules, inventory. */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { DayPolicy, mergeVerdicts, splitFare, type FlightPolicy, type PolicyFlight } from '../src/modules/flight/policy'
import { feeFor, feeWindow, FEE_TABLES, taxesFor, cabinOffers, fullEconomyFare } from '../src/modules/flight/fares'
import { priceBooking } from '../src/modules/flight/pricing'
import { checkPassengers, idCardProblem, paxTypeOn, type PassengerData } from '../src/modules/flight/passengers'
import { buildTimetable } from '../src/modules/flight/schedule'
import { allCities, airportByCode, searchPlaces } from '../src/services/places/places'
import { makeIdCard } from '../src/lib/id-card'
import { CARRIERS } from '../src/modules/flight/data/carriers'
import { reasonDisplay, storedReason } from '../src/kernel/orders/reason-text'

const policy = (p: Partial<FlightPolicy> = {}): FlightPolicy => ({
  rankId: 1,
  rankName: '普通员工',
  rankNameEn: 'Staff',
  lowestEnabled: true,
  rangeHour: 2,
  tolerance: 0,
  cabinCeiling: 'Economy',
  discountCeiling: 0.8,
  advanceDays: null,
  ...p,
})

const eco = (code: string, price: number, discount: number, seats = 5) => ({ code, cls: 'Economy' as const, price, discount, seats })
/** 06:00 ¥500, 07:30 ¥450 (sold out), 08:00 ¥600, 09:30 ¥700 + business ¥2000, 12:00 ¥400. */
const FLIGHTS: PolicyFlight[] = [
  { flightNo: 'AA1001', depMin: 360, cabins: [eco('L', 50000, 0.5), eco('Y', 100000, 1)] },
  { flightNo: 'AA1003', depMin: 450, cabins: [eco('Q', 45000, 0.45, 0), eco('Y', 100000, 1)] },
  { flightNo: 'AA1005', depMin: 480, cabins: [eco('K', 60000, 0.6), eco('B', 90000, 0.9)] },
  { flightNo: 'AA1007', depMin: 570, cabins: [eco('H', 70000, 0.7), { code: 'C', cls: 'Business', price: 200000, discount: 0.8, seats: 3 }] },
  { flightNo: 'AA1009', depMin: 720, cabins: [eco('G', 40000, 0.4)] },
]
const at = (flightNo: string) => FLIGHTS.find((f) => f.flightNo === flightNo)!
const cabin = (flightNo: string, code: string) => at(flightNo).cabins.find((c) => c.code === code)!

describe('policy: lowest fare within ±RangeHour', () => {
  const cases: [string, string, string, Partial<FlightPolicy>, string[], number | null, string | null][] = [
    // [name, flight, cabin, policy, violation kinds, PriceToBeat, lowest flight]
    ['cheapest in the window is in policy', 'AA1001', 'L', {}, [], 50000, null],
    ['a dearer fare 2 h later: the 06:00 fare beats it', 'AA1005', 'K', {}, ['LowestPrice'], 50000, 'AA1001'],
    ['sold-out fares do not count as the lowest', 'AA1003', 'Y', {}, ['LowestPrice', 'Discount'], 50000, 'AA1001'],
    ['window edge is inclusive (exactly 2 h)', 'AA1005', 'K', { rangeHour: 1 }, [], 60000, null],
    ['tolerance absorbs a small difference', 'AA1005', 'K', { tolerance: 10000 }, [], 60000, null],
    ['tolerance just too small', 'AA1005', 'K', { tolerance: 9999 }, ['LowestPrice'], 59999, 'AA1001'],
    ['a cheaper fare 3.5 h away is outside the window', 'AA1007', 'H', {}, ['LowestPrice'], 60000, 'AA1005'],
    ['rule off: cheapest elsewhere does not matter', 'AA1005', 'K', { lowestEnabled: false }, [], 60000, null],
  ]
  for (const [name, f, c, p, kinds, ptb, lowest] of cases) {
    it(name, () => {
      const v = new DayPolicy(policy(p), FLIGHTS, 7).verdict(at(f), cabin(f, c), 'zh-CN')
      assert.deepEqual(
        v.Violations.map((x) => x.Kind),
        kinds,
      )
      assert.equal(v.InPolicy, kinds.length === 0)
      assert.equal(v.PriceToBeat, ptb)
      assert.equal(v.LowestPriceFlight?.FlightNo ?? null, lowest)
    })
  }
  it('the message names the flight, time and price', () => {
    const v = new DayPolicy(policy(), FLIGHTS, 7).verdict(at('AA1005'), cabin('AA1005', 'K'), 'zh-CN')
    assert.equal(v.Violations[0].Message, '未选择前后2小时内最低价（AA1001 06:00 ¥500）')
    const en = new DayPolicy(policy(), FLIGHTS, 7).verdict(at('AA1005'), cabin('AA1005', 'K'), 'en')
    assert.equal(en.Violations[0].Message, 'Not the lowest fare within ±2 h (AA1001 06:00 ¥500)')
  })
})

describe('policy: cabin ceiling, discount ceiling, advance days', () => {
  const cases: [string, string, string, Partial<FlightPolicy>, number, string[]][] = [
    ['business above an economy ceiling', 'AA1007', 'C', { lowestEnabled: false }, 7, ['CabinClass']],
    ['business allowed under a business ceiling', 'AA1007', 'C', { lowestEnabled: false, cabinCeiling: 'Business' }, 7, []],
    ['no ceiling at all', 'AA1007', 'C', { lowestEnabled: false, cabinCeiling: null }, 7, []],
    ['economy 9折 above an 8折 ceiling', 'AA1005', 'B', { lowestEnabled: false }, 7, ['Discount']],
    ['economy exactly at the ceiling', 'AA1005', 'K', { lowestEnabled: false, discountCeiling: 0.6 }, 7, []],
    ['discount ceiling ignores business fares', 'AA1007', 'C', { lowestEnabled: false, cabinCeiling: 'First', discountCeiling: 0.5 }, 7, []],
    ['booked 2 days ahead with a 3-day rule', 'AA1001', 'L', { advanceDays: 3 }, 2, ['AdvanceDays']],
    ['booked exactly 3 days ahead', 'AA1001', 'L', { advanceDays: 3 }, 3, []],
    ['everything at once', 'AA1005', 'B', { advanceDays: 10 }, 1, ['LowestPrice', 'Discount', 'AdvanceDays']],
  ]
  for (const [name, f, c, p, ahead, kinds] of cases) {
    it(name, () => {
      const v = new DayPolicy(policy(p), FLIGHTS, ahead).verdict(at(f), cabin(f, c), 'en')
      assert.deepEqual(
        v.Violations.map((x) => x.Kind),
        kinds,
      )
    })
  }
  it('rule off: PriceToBeat is the dearest allowed fare of the flight', () => {
    const v = new DayPolicy(policy({ lowestEnabled: false }), FLIGHTS, 7).verdict(at('AA1007'), cabin('AA1007', 'C'), 'en')
    assert.equal(v.PriceToBeat, 70000, 'H 70% is allowed, C business is not')
  })
  it('nothing allowed on the flight: the cheapest allowed fare of the day', () => {
    const v = new DayPolicy(policy({ lowestEnabled: false, discountCeiling: 0.45 }), FLIGHTS, 7).verdict(at('AA1001'), cabin('AA1001', 'L'), 'en')
    assert.equal(v.PriceToBeat, 40000, 'AA1001 has nothing at 45% or less; the day has G 40% on AA1009 (Q 45% on AA1003 is sold out)')
  })
  it('nothing allowed all day: no price to beat (no cap)', () => {
    const v = new DayPolicy(policy({ lowestEnabled: false, discountCeiling: 0.3 }), FLIGHTS, 7).verdict(at('AA1001'), cabin('AA1001', 'L'), 'en')
    assert.equal(v.PriceToBeat, null, 'no economy fare at 30% or less exists')
  })
})

describe('policy: several travellers and the mixed-payment split', () => {
  it('merges violations once per kind and keeps the smallest PriceToBeat', () => {
    const strict = new DayPolicy(policy(), FLIGHTS, 7).verdict(at('AA1005'), cabin('AA1005', 'B'), 'en')
    const loose = new DayPolicy(policy({ rankId: 2, discountCeiling: null, tolerance: 50000 }), FLIGHTS, 7).verdict(at('AA1005'), cabin('AA1005', 'B'), 'en')
    const m = mergeVerdicts([strict, loose])
    assert.deepEqual(
      m.Violations.map((v) => v.Kind),
      ['LowestPrice', 'Discount'],
    )
    assert.equal(m.PriceToBeat, 50000)
    assert.equal(mergeVerdicts([]).InPolicy, true)
  })
  const splits: [number, number | null, number, number][] = [
    [90000, 50000, 50000, 40000],
    [50000, 50000, 50000, 0],
    [40000, 50000, 40000, 0],
    [90000, null, 90000, 0],
  ]
  for (const [fare, ptb, company, personal] of splits) {
    it(`fare ${fare} with PriceToBeat ${ptb}: company ${company}, personal ${personal}`, () => {
      assert.deepEqual(splitFare(fare, ptb), { company, personal })
    })
  }
  it('priceBooking: mixed splits adult fares only; taxes, fees and free insurance stay with the company', () => {
    const flight = buildTimetable().byRoute.get('BJS-SHA')![0]
    const offer = cabinOffers(flight, '2026-11-26', '2026-11-19').find((c) => c.code === 'Y')!
    const q = priceBooking(
      [{ offer, km: flight.fareKm, label: '北京-上海', priceToBeat: [50000, 50000] }],
      ['Adult', 'Child'],
      { paymentType: 'Mixed', insurance: true, freeInsurance: true },
      'zh-CN',
    )
    const [adult, child] = q.tickets
    assert.equal(adult.personalAmount, offer.price - 50000)
    assert.equal(adult.companyAmount, 50000 + 5000 + (flight.fareKm <= 800 ? 1000 : 2000) + 2000 + 3000)
    assert.equal(child.personalAmount, 0)
    assert.equal(q.detail.CompanyAmount + q.detail.PersonalAmount, q.detail.Total)
    assert.equal(q.detail.Total, q.detail.Fare + q.detail.Taxes + q.detail.ServiceFee + q.detail.Insurance)
    const personal = priceBooking(
      [{ offer, km: 1000, label: '', priceToBeat: [50000] }],
      ['Adult'],
      { paymentType: 'Personal', insurance: false, freeInsurance: true },
      'en',
    )
    assert.equal(personal.detail.CompanyAmount, 0)
    const paidIns = priceBooking(
      [{ offer, km: 1000, label: '', priceToBeat: [null] }],
      ['Adult'],
      { paymentType: 'Company', insurance: true, freeInsurance: false },
      'en',
    )
    assert.equal(paidIns.detail.PersonalAmount, 3000, 'insurance the company does not pay is personal')
  })
})

describe('fee tables', () => {
  const windows: [number, number][] = [
    [400, 0],
    [168, 0],
    [167.9, 1],
    [48, 1],
    [47.5, 2],
    [4, 2],
    [3.9, 3],
    [0, 3],
    [-1, 4],
  ]
  for (const [hours, w] of windows) it(`${hours} h before departure is window ${w}`, () => assert.equal(feeWindow(hours), w))
  it('fees are the family percentage of the fare, rounded to whole CNY', () => {
    assert.deepEqual(feeFor(68000, 'Saver', 'refund', 200), { percent: 10, fee: 6800, window: 0 })
    assert.deepEqual(feeFor(68000, 'Saver', 'refund', 100), { percent: 20, fee: 13600, window: 1 })
    assert.deepEqual(feeFor(68000, 'Standard', 'change', 10), { percent: 10, fee: 6800, window: 2 })
    assert.deepEqual(feeFor(136000, 'Flex', 'change', 200), { percent: 0, fee: 0, window: 0 })
    assert.deepEqual(feeFor(61050, 'Saver', 'refund', -2), { percent: 50, fee: 30500, window: 4 })
  })
  it('every family gets dearer closer to departure, and refunds cost at least changes', () => {
    for (const t of Object.values(FEE_TABLES)) {
      for (let i = 1; i < 5; i++) assert.ok(t.refund[i] >= t.refund[i - 1] && t.change[i] >= t.change[i - 1])
      t.refund.forEach((r, i) => assert.ok(r >= t.change[i]))
    }
  })
  it('taxes: adults pay airport tax and fuel, children half fuel, infants nothing', () => {
    assert.deepEqual(taxesFor('Adult', 1200), { airport: 5000, fuel: 2000 })
    assert.deepEqual(taxesFor('Child', 500), { airport: 0, fuel: 500 })
    assert.deepEqual(taxesFor('Infant', 1200), { airport: 0, fuel: 0 })
  })
})

describe('passenger rules (docs/validation.md)', () => {
  const adult = (over: Partial<PassengerData> = {}): PassengerData => ({
    personId: null,
    chName: '张伟',
    lastName: '',
    firstName: '',
    gender: 'M',
    birthDate: '1992-11-05',
    nationality: 'CN',
    idType: 'IDCard',
    idNo: makeIdCard('330106', '1992-11-05', 'M', 1),
    idExpiry: null,
    mobileCountryCode: '86',
    mobile: '13800000001',
    email: '',
    ...over,
  })
  const ok = (list: PassengerData[]) => checkPassengers(list, '2026-11-26', '2026-11-26', '2026-11-19')
  const fails = (list: PassengerData[], pattern: RegExp) =>
    assert.throws(
      () => ok(list),
      (e: { messageKey?: string }) => pattern.test(e.messageKey ?? ''),
    )

  it('ID card: length, region, format, check digit', () => {
    const good = makeIdCard('110105', '1980-01-31', 'F', 3)
    assert.equal(idCardProblem(good), null)
    assert.equal(idCardProblem(''), 'idRequired')
    assert.equal(idCardProblem(good.slice(0, 17)), 'idCardLength')
    assert.equal(idCardProblem('99' + good.slice(2)), 'idCardRegion')
    assert.equal(idCardProblem(good.slice(0, 17) + (good[17] === '1' ? '2' : '1')), 'idCardFormat')
    assert.equal(idCardProblem(good.slice(0, 10) + '1332' + good.slice(14)), 'idCardFormat')
  })
  it('birth date and gender must agree with the ID card', () => {
    fails([adult({ birthDate: '1992-11-06' })], /idCardMismatch/)
    fails([adult({ gender: 'F' })], /idCardMismatch/)
  })
  it('age classes on the travel date', () => {
    assert.equal(paxTypeOn('2014-11-26', '2026-11-26'), 'Adult')
    assert.equal(paxTypeOn('2014-11-27', '2026-11-26'), 'Child')
    assert.equal(paxTypeOn('2024-11-26', '2026-11-26'), 'Child')
    assert.equal(paxTypeOn('2024-11-27', '2026-11-26'), 'Infant')
    assert.equal(paxTypeOn('2026-11-12', '2026-11-26'), 'Infant')
    assert.equal(paxTypeOn('2026-11-13', '2026-11-26'), null)
    assert.equal(paxTypeOn('2012-02-28', '2024-02-29'), 'Adult', 'Feb 29 minus 12 years clamps to Feb 28')
  })
  it('a baby under 14 days is refused; children and babies need an adult; one baby per adult', () => {
    const baby = (birth: string) => adult({ idNo: makeIdCard('330106', birth, 'F', 7), birthDate: birth, gender: 'F', chName: '张小', mobile: '' })
    fails([adult(), baby('2026-11-15')], /babyTooYoung/)
    fails([baby('2025-06-01')], /needsAdult/)
    fails(
      [adult(), baby('2025-06-01'), adult({ idNo: makeIdCard('330106', '2025-03-01', 'M', 9), birthDate: '2025-03-01', chName: '张二', mobile: '' })],
      /tooManyInfants/,
    )
    assert.deepEqual(ok([adult(), baby('2025-06-01')]).types, ['Adult', 'Infant'])
  })
  it('documents: expired blocks, under 6 months warns, passports need expiry and English names', () => {
    const passport = (over: Partial<PassengerData>) =>
      adult({ chName: '', lastName: 'CARTER', firstName: 'EMILY', gender: 'F', idType: 'Passport', idNo: 'E12345678', idExpiry: '2030-01-01', ...over })
    fails([passport({ idExpiry: '2026-11-25' })], /docExpired/)
    fails([passport({ idExpiry: null })], /docExpiryRequired/)
    fails([passport({ chName: '凯特', lastName: '', firstName: '' })], /paxEnglishName/)
    assert.deepEqual(
      ok([passport({ idExpiry: '2027-05-25' })]).warnings.map((w) => w.key),
      ['docExpiringSoon'],
    )
    assert.deepEqual(ok([passport({ idExpiry: '2027-05-26' })]).warnings, [])
  })
  it('documents must not repeat', () => fails([adult(), adult({ chName: '李四' })], /duplicateId/))
  it('names: Chinese names only Chinese characters, English names only letters', () => {
    fails([adult({ chName: '张3' })], /paxChineseName/)
    fails([adult({ lastName: 'ZH4NG', firstName: 'WEI' })], /paxEnglishName/)
  })
})

describe('inventory', () => {
  it('is the same on every build (deterministic)', () => {
    const a = buildTimetable()
    const b = buildTimetable()
    assert.equal(a.flightCount, b.flightCount)
    const sig = (t: typeof a) => [...t.byRoute.get('BJS-SHA')!].map((f) => `${f.flightNo}${f.depMin}${f.aircraft}`).join()
    assert.equal(sig(a), sig(b))
    const fa = a.byRoute.get('CAN-CTU')![0]
    assert.deepEqual(cabinOffers(fa, '2027-01-05', '2026-11-19'), cabinOffers(b.byRoute.get('CAN-CTU')![0], '2027-01-05', '2026-11-19'))
  })
  it('covers at least 60 airports with real codes, three-language names and 20 carriers', () => {
    const airports = allCities().flatMap((c) => c.airports)
    assert.ok(airports.length >= 60)
    for (const code of ['PEK', 'PKX', 'PVG', 'SHA', 'CAN', 'SZX', 'CTU', 'TFU', 'KMG', 'XIY', 'CKG', 'HGH', 'URC', 'LXA', 'HUZ', 'ZHA', 'NTG', 'WUX'])
      assert.ok(airportByCode(code), code)
    for (const a of airports) assert.ok(/^[A-Z]{3}$/.test(a.code) && a.names.CN && a.names.EN && a.names.JP, a.code)
    assert.equal(CARRIERS.length, 20)
  })
  it('schedules are realistic: 06:00 to 23:30, durations from distance, every top pair served', () => {
    const t = buildTimetable()
    for (const list of t.byRoute.values()) {
      for (const f of list) {
        assert.ok(f.depMin >= 360 && f.arrMin <= 23 * 60 + 30, `${f.flightNo} ${f.depMin}-${f.arrMin}`)
        assert.ok(f.arrMin - f.depMin >= 45)
      }
    }
    const bjsSha = t.byRoute.get('BJS-SHA')!
    assert.ok(bjsSha.length >= 30, 'the busiest route has dozens of flights')
    assert.ok(
      [...t.byRoute.values()].flat().some((f) => f.stop),
      'some one-stop flights',
    )
    assert.ok(
      [...t.byRoute.values()].flat().some((f) => f.operating),
      'some code-shares',
    )
    assert.ok(t.byRoute.has('URC-KHG') || t.byRoute.has('KHG-URC'))
  })
  it('fares follow distance and open classes get cheaper further ahead', () => {
    assert.ok(fullEconomyFare(2500) > fullEconomyFare(1000))
    const f = buildTimetable().byRoute.get('BJS-CAN')![3]
    const near = Math.min(...cabinOffers(f, '2026-11-20', '2026-11-19').map((c) => c.price))
    const far = Math.min(...cabinOffers(f, '2027-01-20', '2026-11-19').map((c) => c.price))
    assert.ok(far <= near)
  })
  it('every flight of every day has one economy discount class sold out from the start, never Y', () => {
    const t = buildTimetable()
    const today = '2026-11-19'
    for (const route of ['SHA-BJS', 'BJS-SHA', 'BJS-CAN']) {
      for (let d = 0; d < 40; d++) {
        const date = new Date(Date.UTC(2026, 10, 19 + d)).toISOString().slice(0, 10)
        for (const f of t.byRoute.get(route)!) {
          const offers = cabinOffers(f, date, today)
          if (!offers.length) continue
          const sold = offers.filter((c) => c.initialSeats === 0)
          assert.ok(
            sold.some((c) => c.cls === 'Economy' && c.code !== 'Y'),
            `${f.flightNo} ${date}: ${offers.map((c) => `${c.code}${c.initialSeats}`)}`,
          )
          assert.ok(offers.find((c) => c.code === 'Y')!.initialSeats > 0)
          assert.ok(
            offers.some((c) => c.initialSeats > 0),
            'something left to book',
          )
          assert.deepEqual(cabinOffers(f, date, today), offers, 'the same on every ask')
        }
      }
    }
  })
  it('city search matches Chinese, pinyin, initials, English, Japanese and codes', () => {
    for (const [k, city] of [
      ['北京', 'BJS'],
      ['beijing', 'BJS'],
      ['bj', 'BJS'],
      ['PKX', 'BJS'],
      ['Urumqi', 'URC'],
      ['wlmq', 'URC'],
      ['ハルビン', 'HRB'],
      ['廣州', 'CAN'],
      ['xian', 'XIY'],
    ]) {
      assert.equal(searchPlaces(k, 'zh-CN')[0]?.CityCode, city, k)
    }
  })
})

describe('stored policy reasons', () => {
  const coded = storedReason('A1', { 'zh-CN': '客户指定航班', 'zh-TW': '客戶指定航班', en: 'Flight chosen by the client', ja: '顧客指定の便' }, '')
  const codedWords = storedReason('L1', { 'zh-CN': '最低价航班时间不合适', en: 'Lowest fare at a bad time' }, '会议改期')
  const cases: [string, string, 'zh-CN' | 'zh-TW' | 'en' | 'ja', string][] = [
    ['a code in Chinese', coded, 'zh-CN', 'A1 客户指定航班'],
    ['the same code in English', coded, 'en', 'A1 Flight chosen by the client'],
    ['the same code in Japanese', coded, 'ja', 'A1 顧客指定の便'],
    ['a code with words, English colon', codedWords, 'en', 'L1 Lowest fare at a bad time: 会议改期'],
    ['a label missing in Japanese falls back to Chinese', codedWords, 'ja', 'L1 最低价航班时间不合适：会议改期'],
    ['typed words as typed', '客户临时改期', 'en', '客户临时改期'],
    ['an unreadable stored value as stored', '@rc{broken', 'en', '@rc{broken'],
    ['nothing', '', 'en', ''],
  ]
  for (const [name, stored, lang, shown] of cases) it(name, () => assert.equal(reasonDisplay(stored, lang), shown))
})
