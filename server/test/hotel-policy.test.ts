/**
 * The hotel standard as pure maths (modules/hotel/policy.ts), table by table: which cap applies
 * (city exception, tier, abroad), when a plan is over the standard (price, star), the strictest
 * of several travellers, who pays what under each payment type and pay kind; the card checks and
 * the CNY worth of prices abroad.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { luhnValid, checkGuaranteeCard } from '../src/modules/hotel/guests'
import { capFor, hotelVerdict, splitStay, type HotelPolicy, type PolicyCity } from '../src/modules/hotel/policy'
import { rankStandard } from '../src/modules/hotel/rank'
import { moneyText, toCnyFen } from '../src/modules/hotel/pricing'
import { ApiError } from '../src/errors'

const staff: HotelPolicy = {
  rankId: 1,
  rankName: '普通员工',
  rankNameEn: 'Staff',
  tierCaps: [60000, 45000, 35000, 30000],
  cityCaps: [
    { cityCode: 'SYX', cap: 50000 },
    { cityCode: 'LON', cap: 150000 },
  ],
  intlCap: 120000,
  starCeiling: 4,
}
const director: HotelPolicy = {
  ...staff,
  rankId: 3,
  rankName: '总监',
  rankNameEn: 'Director',
  tierCaps: [120000, 90000, 70000, 60000],
  cityCaps: [],
  intlCap: 250000,
  starCeiling: 5,
}
const open: HotelPolicy = { ...staff, rankId: 4, tierCaps: [null, null, null, null], cityCaps: [], intlCap: null, starCeiling: null }

const SHA: PolicyCity = { code: 'SHA', tier: 1, international: false }
const CTU: PolicyCity = { code: 'CTU', tier: 2, international: false }
const HRB: PolicyCity = { code: 'HRB', tier: 3, international: false }
const SYX: PolicyCity = { code: 'SYX', tier: 3, international: false }
const LJG: PolicyCity = { code: 'LJG', tier: 4, international: false }
const TYO: PolicyCity = { code: 'TYO', tier: null, international: true }
const LON: PolicyCity = { code: 'LON', tier: null, international: true }

describe('hotel policy: the cap', () => {
  const cases: [string, HotelPolicy, PolicyCity, number | null][] = [
    ['tier 1', staff, SHA, 60000],
    ['tier 2', staff, CTU, 45000],
    ['tier 3', staff, HRB, 35000],
    ['tier 4', staff, LJG, 30000],
    ['city exception over its tier (Sanya, tier 3)', staff, SYX, 50000],
    ['abroad', staff, TYO, 120000],
    ['city exception abroad', staff, LON, 150000],
    ['no exception for that rank', director, SYX, 70000],
    ['no cap at all', open, SHA, null],
    ['no cap abroad', open, TYO, null],
  ]
  for (const [name, p, city, cap] of cases) it(name, () => assert.equal(capFor(p, city), cap))
})

describe('hotel policy: the verdict', () => {
  const cases: [string, (HotelPolicy | null)[], PolicyCity, number, number, boolean, string[], number | null][] = [
    ['at the cap is within', [staff], SHA, 60000, 4, true, [], 60000],
    ['a fen over the cap', [staff], SHA, 60001, 4, false, ['PriceCap'], 60000],
    ['star over the ceiling', [staff], SHA, 50000, 5, false, ['Star'], 60000],
    ['both', [staff], CTU, 80000, 5, false, ['PriceCap', 'Star'], 45000],
    ['Sanya exception lets ¥480 pass', [staff], SYX, 48000, 3, true, [], 50000],
    ['abroad over the cap', [staff], TYO, 130000, 4, false, ['PriceCap'], 120000],
    ['director within at ¥1,100 in a 5-star', [director], SHA, 110000, 5, true, [], 120000],
    ['strictest of two travellers: the lower cap and ceiling', [director, staff], SHA, 70000, 5, false, ['PriceCap', 'Star'], 60000],
    ['nobody with a standard', [null], SHA, 999900, 5, true, [], null],
    ['a traveller without a standard beside one with', [null, staff], HRB, 36000, 3, false, ['PriceCap'], 35000],
    ['no cap, no ceiling', [open], SHA, 999900, 5, true, [], null],
  ]
  for (const [name, policies, city, avg, star, inPolicy, kinds, ptb] of cases) {
    it(name, () => {
      const v = hotelVerdict(policies, city, avg, star, 'en')
      assert.equal(v.InPolicy, inPolicy)
      assert.deepEqual(
        v.Violations.map((x) => x.Kind),
        kinds,
      )
      assert.equal(v.PriceToBeat, ptb)
    })
  }

  it('says why in each language, with the parameters to say it again', () => {
    const v = hotelVerdict([staff], SHA, 68000, 5, 'zh-CN')
    assert.deepEqual(
      v.Violations.map((x) => x.Message),
      ['超出住宿标准（每间夜 ¥600，所选 ¥680）', '超出酒店星级标准（最高4星）'],
    )
    assert.deepEqual(v.Violations[0].Params, { cap: '600', price: '680' })
    assert.equal(hotelVerdict([staff], SHA, 68000, 5, 'en').Violations[1].Message, 'Above the allowed star level (up to 4 stars)')
    assert.match(hotelVerdict([staff], SHA, 68000, 4, 'ja').Violations[0].Message, /宿泊上限/)
  })
})

describe('hotel policy: who pays', () => {
  const nights = [50000, 70000]
  const cases: [string, Parameters<typeof splitStay>, { company: number; personal: number; atHotel: number }][] = [
    ['company pays all', [nights, 2, 60000, 'Company', 'Prepay'], { company: 240000, personal: 0, atHotel: 0 }],
    ['personal pays all', [nights, 1, 60000, 'Personal', 'Prepay'], { company: 0, personal: 120000, atHotel: 0 }],
    ['mixed: the company up to the cap per night and room', [nights, 2, 60000, 'Mixed', 'Prepay'], { company: 220000, personal: 20000, atHotel: 0 }],
    ['mixed without a cap', [nights, 1, null, 'Mixed', 'Prepay'], { company: 120000, personal: 0, atHotel: 0 }],
    ['pay at hotel: nothing charged now', [nights, 2, 60000, 'Personal', 'PayAtHotel'], { company: 0, personal: 0, atHotel: 240000 }],
    ['monthly: the company', [nights, 1, 60000, 'Company', 'Monthly'], { company: 120000, personal: 0, atHotel: 0 }],
  ]
  for (const [name, args, want] of cases) it(name, () => assert.deepEqual(splitStay(...args), want))
})

describe('hotel standard in words', () => {
  it('lists tiers, exceptions, the cap abroad and the star ceiling', () => {
    const s = rankStandard(
      { ...staff, cityCaps: [{ cityCode: 'SYX', cap: 50000 }] },
      { ...staff, tierCaps: [null, null, null, null], cityCaps: [{ cityCode: 'LON', cap: 150000 }] },
      'Hotel',
      'zh-CN',
    )!
    assert.deepEqual(s.TierCaps, [60000, 45000, 35000, 30000])
    assert.equal(s.IntlCap, 120000)
    assert.deepEqual(
      s.CityCaps.map((c) => [c.CityCode, c.CityName, c.Cap]),
      [
        ['SYX', '三亚', 50000],
        ['LON', '伦敦', 150000],
      ],
    )
    assert.deepEqual(s.Summary.slice(0, 6), [
      '一线城市：每间夜不超过 ¥600',
      '二线城市：每间夜不超过 ¥450',
      '三线城市：每间夜不超过 ¥350',
      '四线及其他城市：每间夜不超过 ¥300',
      '三亚：每间夜不超过 ¥500',
      '酒店星级不超过4星',
    ])
    assert.ok(s.Summary.includes('境外酒店：每间夜不超过 ¥1,200'))
    const abroadFirst = rankStandard(staff, staff, 'IntlHotel', 'en')!
    assert.equal(abroadFirst.Summary[0], 'Hotels abroad: up to ¥1,200 per room and night')
    assert.deepEqual(rankStandard(open, open, 'Hotel', 'en')!.Summary, ['No restrictions'])
    assert.equal(rankStandard(null, null, 'Hotel', 'en'), null)
  })
})

describe('cards and currencies', () => {
  it('checks card numbers by Luhn', () => {
    for (const n of ['4111111111111111', '5500005555555559', '378282246310005']) assert.ok(luhnValid(n), n)
    for (const n of ['4111111111111112', '1234567812345678']) assert.ok(!luhnValid(n), n)
  })

  const refused = (f: () => unknown, key: string) => assert.throws(f, (e: unknown) => e instanceof ApiError && e.messageKey === key)
  it('takes a guarantee card valid in the check-in month, masked', () => {
    assert.deepEqual(checkGuaranteeCard({ CardNo: '4111 1111 1111 1111', Expiry: '1226', Holder: ' ZHANG WEI ' }, '2026-12-31'), {
      CardNo: '**** 1111',
      Expiry: '12/26',
      Holder: 'ZHANG WEI',
    })
    refused(() => checkGuaranteeCard({ CardNo: '4111 1111 1111 1111', Expiry: '1126', Holder: 'ZHANG WEI' }, '2026-12-01'), 'hotelGuaranteeExpired')
    refused(() => checkGuaranteeCard({ CardNo: '4111 1111 1111 1112', Expiry: '1230', Holder: 'ZHANG WEI' }, '2026-12-01'), 'hotelGuaranteeNumber')
    refused(() => checkGuaranteeCard({ CardNo: '4111 1111 1111 1111', Expiry: '1330', Holder: 'ZHANG WEI' }, '2026-12-01'), 'hotelGuaranteeNumber')
    refused(() => checkGuaranteeCard({ CardNo: '4111 1111 1111 1111', Expiry: '1230', Holder: '  ' }, '2026-12-01'), 'hotelGuaranteeHolder')
    refused(() => checkGuaranteeCard(null, '2026-12-01'), 'hotelGuaranteeRequired')
  })

  it('converts local prices to CNY at the fixed rate, to the fen', () => {
    assert.equal(toCnyFen(32000, 'JPY'), 152000)
    assert.equal(toCnyFen(18950, 'EUR'), 147810)
    assert.equal(toCnyFen(250000, 'KRW'), 1300 * 100)
    assert.equal(toCnyFen(88800, 'CNY'), 88800)
    assert.equal(moneyText(32000, 'JPY'), 'JPY 32,000')
    assert.equal(moneyText(18950, 'EUR'), 'EUR 189.50')
    assert.equal(moneyText(88800, 'CNY'), '¥888')
  })
})
