/**
 * Amounts in the server's worded policy texts follow the request's display currency
 * (docs/money.md#amounts-in-texts): the flight's lowest-fare reason and tolerance, the hotel's
 * nightly cap and cancellation penalty, the international flight's lowest fare and fare fees, the
 * bus's and the car's caps, in CNY, USD and JPY at the company's rate of today, converted and
 * rounded as the client shows the prices beside them. A search asked in CNY and then in USD gets
 * the USD texts (the kept answers are the currency's).
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { FlightRow } from '../../types/api/flight'
import { carViolations, standardText } from '../src/modules/car/rules'
import { fenOfYuan, money, withAmounts, type TextCurrency } from '../src/lib/money'
import { addDays } from '../src/lib/time'
import { createTestEnv, expectOk, TODAY, type TestEnv } from './helpers'
import { anyRuleReasons, bookingBody, choice, DAY, me, passengerOf } from './flight-harness'
import { OUT } from './intlflight-harness'

/** The company's rates of today for the test: CNY per unit. */
const RATE = { USD: 7.100749, JPY: 0.048 } as const

const CURRENCIES = [
  { code: 'CNY', header: '0' },
  { code: 'USD', header: '1' },
  { code: 'JPY', header: '5' },
] as const
type Code = (typeof CURRENCIES)[number]['code']

/**
 * How the client shows fen in `code` (an oracle of its own, in floating point, for amounts far
 * from a half): the symbol first, two decimals only when not zero, JPY in whole yen.
 */
function shown(fen: number, code: Code): string {
  const grouped = (v: number, decimals: number) => v.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })
  if (code === 'JPY') return `JP¥${grouped(Math.round(fen / 100 / RATE.JPY), 0)}`
  const cents = code === 'CNY' ? fen : Math.round(fen / RATE.USD)
  return `${code === 'CNY' ? '¥' : '$'}${grouped(cents / 100, cents % 100 === 0 ? 0 : 2)}`
}

const EN = 2

describe('amounts in worded texts follow the display currency', () => {
  let env: TestEnv
  /** employee01 (rank R1) and approver01 (R2: a flight tolerance of ¥100, the international lowest-fare rule). */
  let [employee, approver] = ['', '']
  before(async () => {
    env = await createTestEnv()
    const [admin, ...travellers] = await Promise.all(['admin01', 'employee01', 'approver01'].map((name) => env.login(name)))
    ;[employee, approver] = travellers
    for (const [code, rate] of Object.entries(RATE)) {
      expectOk(await env.call('systemInfo/setExchangeRate', { CurrencyCode: code, Date: TODAY, Rate: String(rate) }, { token: admin }))
    }
  })
  after(() => env?.close())

  const ask = async <T = any>(path: string, body: unknown, token: string, currency: string): Promise<T> => {
    const r = await env.call<T>(path, body, { token, lang: EN, currency })
    return expectOk(r)
  }

  it('the oracle agrees with the examples of the brief: ¥540 is $76.05 at 7.100749, ¥100 is JP¥2,083 at 0.048', () => {
    assert.equal(shown(54_000, 'USD'), '$76.05')
    assert.equal(shown(10_000, 'JPY'), 'JP¥2,083')
    assert.equal(shown(61_000, 'CNY'), '¥610')
    assert.equal(shown(128_050, 'CNY'), '¥1,280.50')
  })

  for (const { code, header } of CURRENCIES) {
    describe(code, () => {
      it("a flight row's lowest-fare reason, the cabins' and the price check's, and the standard's tolerance", async () => {
        const rows = (await ask('domesticFlightv2/getFlights', { DepartCityCode: 'BJS', ArriveCityCode: 'SHA', DepartDate: DAY }, employee, header))
          .Flights as FlightRow[]
        const row = rows.find((r) => r.Policy.Violations.some((v) => v.Kind === 'LowestPrice'))!
        assert.ok(row, 'a row above the lowest fare of its window')
        const low = row.Policy.LowestPriceFlight!
        const reason = `Not the lowest fare within ±2 h (${low.FlightNo} ${low.DepartTime} ${shown(low.Price, code)})`
        assert.equal(row.Policy.Violations.find((v) => v.Kind === 'LowestPrice')!.Message, reason)

        const cabinBody = { FlightNo: row.FlightNo, DepartDate: row.DepartDate, DepartCityCode: row.DepartCityCode, ArriveCityCode: row.ArriveCityCode }
        const cabin = (await ask('domesticFlightv2/getCabinClass', cabinBody, employee, header)).Cabins.find(
          (c: { Policy: FlightRow['Policy']; SeatsLeft: number }) => c.SeatsLeft > 0 && c.Policy.Violations.some((v) => v.Kind === 'LowestPrice'),
        )
        const cabinLow = cabin.Policy.LowestPriceFlight
        const cabinReason = `Not the lowest fare within ±2 h (${cabinLow.FlightNo} ${cabinLow.DepartTime} ${shown(cabinLow.Price, code)})`
        assert.equal(cabin.Policy.Violations.find((v: { Kind: string }) => v.Kind === 'LowestPrice').Message, cabinReason)

        const check = await ask(
          'domesticFlightv2/checkOrderPrice',
          { Segments: [choice(row, cabin)], Passengers: [passengerOf(await me(env, employee))] },
          employee,
          header,
        )
        assert.equal(check.Segments[0].Policy.Violations.find((v: { Kind: string }) => v.Kind === 'LowestPrice').Message, cabinReason)

        // approver01's standard (R2) allows ¥100 above the lowest fare.
        const rank = await ask('flightrank', {}, approver, header)
        assert.equal(rank.Summary[0].slice(rank.Summary[0].indexOf(' (')), ` (${shown(10_000, code)} tolerance)`)
        assert.equal(shown(10_000, code), { CNY: '¥100', USD: '$14.08', JPY: 'JP¥2,083' }[code])
      })

      it("a hotel's nightly cap (row and standard) and a room's cancellation penalty", async () => {
        const list = await ask('newhotel/hotel/searchHotels', { CityCode: 'SHA', CheckIn: addDays(TODAY, 7), CheckOut: addDays(TODAY, 9) }, employee, header)
        const over = list.Hotels.find((h: { Policy: { Violations: { Kind: string }[] } }) => h.Policy.Violations.some((v) => v.Kind === 'PriceCap'))
        assert.ok(over, 'a hotel above the cap')
        const v = over.Policy.Violations.find((x: { Kind: string }) => x.Kind === 'PriceCap')
        // Params keep the CNY amounts as before; the message quotes them in the display currency.
        const [cap, price] = [fenOfYuan(String(v.Params.cap))!, fenOfYuan(String(v.Params.price))!]
        assert.equal(cap, over.Policy.PriceToBeat)
        assert.equal(v.Message, `Above the nightly cap (${shown(cap, code)} per room, chosen ${shown(price, code)})`)
        assert.ok(list.RankStandard.Summary.includes(`Tier-1 cities: up to ${shown(60_000, code)} per room and night`), list.RankStandard.Summary.join(' | '))

        const abroad = await ask('newhotel/hotel/getHotelIndexInitInfo', { International: true }, employee, header)
        assert.equal(abroad.RankStandard.Summary[0], `Hotels abroad: up to ${shown(120_000, code)} per room and night`)

        const detail = await ask(
          'newhotel/hotel/getHotelDetail',
          { HotelId: over.HotelId, CheckIn: addDays(TODAY, 7), CheckOut: addDays(TODAY, 9) },
          employee,
          header,
        )
        const plans = detail.Rooms.flatMap((r: { Plans: unknown[] }) => r.Plans) as { Cancel: { Penalty: number; Text: string } }[]
        assert.ok(plans.length)
        for (const p of plans) assert.ok(p.Cancel.Text.includes(`(${shown(p.Cancel.Penalty, code)} per room)`), p.Cancel.Text)
      })

      it("an international fare's lowest-fare reason and the fare families' fees", async () => {
        const r = await ask('intlflight/get', { TripType: 'OneWay', Legs: [{ From: 'SHA', To: 'FRA', Date: OUT }] }, approver, header)
        const fares = r.Legs[0].Itineraries.flatMap((i: { Fares: unknown[] }) => i.Fares) as { Policy: any }[]
        const fare = fares.find((f) => f.Policy.Violations.some((v: { Kind: string }) => v.Kind === 'LowestPrice'))
        assert.ok(fare, 'a fare above the lowest of its family')
        const v = fare.Policy.Violations.find((x: { Kind: string }) => x.Kind === 'LowestPrice')
        const lowest = fenOfYuan(String(v.Params.lowest))!
        assert.ok(v.Message.startsWith(`Leg 1 is not the day's lowest fare (${shown(lowest, code)}; the `), v.Message)
        const families = Object.values(r.Families) as { ChangeFee: number | null; RefundFee: number | null; Summary: string[] }[]
        const fee = families.find((f) => (f.ChangeFee ?? 0) > 0)!
        assert.ok(fee.Summary.includes(`Change fee ${shown(fee.ChangeFee!, code)}`), fee.Summary.join(' | '))
        const refund = families.find((f) => (f.RefundFee ?? 0) > 0)!
        assert.ok(refund.Summary.includes(`Refund fee ${shown(refund.RefundFee!, code)}`), refund.Summary.join(' | '))
      })

      it("a bus row's fare over the cap and the standard's cap", async () => {
        const r = await ask('bus/search', { From: 'SHA01', To: 'CAN01', Date: addDays(TODAY, 3) }, employee, header)
        const row = r.Buses.find((b: { Policy: { Violations: { Kind: string }[] } }) => b.Policy.Violations.some((v) => v.Kind === 'PriceCap'))
        assert.ok(row, 'a bus over the cap')
        assert.equal(
          row.Policy.Violations.find((v: { Kind: string }) => v.Kind === 'PriceCap').Message,
          `Fare ${shown(row.Price, code)} is over the cap of ${shown(10_000, code)}`,
        )
        assert.ok(r.Standard.Summary[0].startsWith(`Fare up to ${shown(10_000, code)};`), r.Standard.Summary[0])
      })

      it("a car quote's standard (its cap a ride) and the cap's reason", async () => {
        const q = await ask('car/quote', { Service: 'Ride', From: 'BJS-O0', To: 'BJS-A-PEK' }, employee, header)
        const cap = /Cap (\S+) a ride/.exec(q.StandardText)
        assert.ok(cap, q.StandardText)
        assert.equal(cap[1], shown(15_000, code))
        for (const o of q.Options as { Fare: number; Verdict: { Violations: { Kind: string; Message: string }[] } }[]) {
          const v = o.Verdict.Violations.find((x) => x.Kind === 'Cap')
          if (v) assert.equal(v.Message, `The estimate ${shown(o.Fare, code)} is over the cap of ${shown(15_000, code)} a ride.`)
        }
      })
    })
  }

  it('a search asked in CNY, then in USD, then in CNY again gets each currency’s texts (kept answers and the answer cache)', async () => {
    const reasons = async (header: string) => {
      const flights = (await ask('domesticFlightv2/getFlights', { DepartCityCode: 'BJS', ArriveCityCode: 'SHA', DepartDate: DAY }, employee, header))
        .Flights as FlightRow[]
      const hotels = await ask('newhotel/hotel/searchHotels', { CityCode: 'SHA', CheckIn: addDays(TODAY, 7), CheckOut: addDays(TODAY, 9) }, employee, header)
      const intl = await ask('intlflight/get', { TripType: 'OneWay', Legs: [{ From: 'SHA', To: 'FRA', Date: OUT }] }, approver, header)
      const messages = (list: { Policy: { Violations: { Message: string }[] } }[]) => list.flatMap((x) => x.Policy.Violations.map((v) => v.Message))
      return {
        flight: messages(flights),
        hotel: [...messages(hotels.Hotels), ...hotels.RankStandard.Summary],
        intl: messages(intl.Legs[0].Itineraries.flatMap((i: { Fares: unknown[] }) => i.Fares)),
      }
    }
    const cny = await reasons('0')
    const usd = await reasons('1')
    const again = await reasons('0')
    for (const product of ['flight', 'hotel', 'intl'] as const) {
      assert.ok(cny[product].some((m) => m.includes('¥')) && !cny[product].some((m) => m.includes('$')), product)
      assert.ok(usd[product].some((m) => m.includes('$')) && !usd[product].some((m) => /¥\d/.test(m)), product)
      assert.deepEqual(again[product], cny[product], product)
    }
  })

  it("a flight order booked in CNY quotes its stored lowest-fare reason in each reader's currency (the order's details)", async () => {
    const rows = (await ask('domesticFlightv2/getFlights', { DepartCityCode: 'BJS', ArriveCityCode: 'CAN', DepartDate: DAY }, employee, '0'))
      .Flights as FlightRow[]
    let picked: { row: FlightRow; cabin: any } | null = null
    for (const row of rows) {
      const body = { FlightNo: row.FlightNo, DepartDate: row.DepartDate, DepartCityCode: row.DepartCityCode, ArriveCityCode: row.ArriveCityCode }
      const cabin = (await ask('domesticFlightv2/getCabinClass', body, employee, '0')).Cabins.find(
        (c: { Policy: FlightRow['Policy']; SeatsLeft: number }) => c.SeatsLeft > 1 && c.Policy.Violations.some((v) => v.Kind === 'LowestPrice'),
      )
      if (cabin) {
        picked = { row, cabin }
        break
      }
    }
    assert.ok(picked, 'a fare above the lowest of its window')
    const body = await bookingBody(env, employee, [choice(picked.row, picked.cabin)], [passengerOf(await me(env, employee))], {
      PolicyReasons: anyRuleReasons('时间合适'),
    })
    const { OrderNo } = expectOk(await env.call('flight/submitBooking', body, { token: employee }))
    for (const { code, header } of CURRENCIES) {
      const detail = await ask('flightOrder/getOrderDetail', { OrderNo }, employee, header)
      const policy = detail.Segments[0].Policy
      const low = policy.LowestPriceFlight
      assert.equal(
        policy.Violations.find((v: { Kind: string }) => v.Kind === 'LowestPrice').Message,
        `Not the lowest fare within ±2 h (${low.FlightNo} ${low.DepartTime} ${shown(low.Price, code)})`,
        code,
      )
    }
  })
})

describe('money in texts: the helper', () => {
  const USD: TextCurrency = { code: 'USD', symbol: '$', units: 2, rateMicro: 7_100_749 }
  const JPY: TextCurrency = { code: 'JPY', symbol: 'JP¥', units: 0, rateMicro: 48_000 }
  for (const [fen, cur, text] of [
    [61_000, undefined, '¥610'],
    [128_050, undefined, '¥1,280.50'],
    [54_000, USD, '$76.05'],
    [700, USD, '$0.99'],
    [710_075, USD, '$1,000'],
    [61_000, JPY, 'JP¥12,708'],
    [-5_000, undefined, '-¥50'],
  ] as const) {
    it(`${fen} fen in ${cur?.code ?? 'CNY'}: ${text}`, () => assert.equal(money(fen, cur), text))
  }

  it('reads stored amounts again: fen as numbers, yuan as yuan() wrote them; other values stay', () => {
    assert.deepEqual(withAmounts({ price: '1,280.50', cap: 10_000, flight: 'MU5101' }, ['price', 'cap', 'flight'], USD), {
      price: '$180.33',
      cap: '$14.08',
      flight: 'MU5101',
    })
    assert.deepEqual(withAmounts({ price: '610' }, ['price']), { price: '¥610' })
    for (const [text, fen] of [
      ['610', 61_000],
      ['1,280', 128_000],
      ['12.50', 1_250],
      ['12.5', 1_250],
      ['-3', -300],
      ['1,28', null],
      ['¥5', null],
    ] as const)
      assert.equal(fenOfYuan(text), fen, text)
  })

  it("the car's cap reason and standard quote the cap in the currency given", () => {
    const p = { Classes: [], Windows: [], Cities: [], Cap: 15_000, Addresses: [] }
    const ride = { cls: 'Economy' as const, startMinute: 600, cityCode: 'BJS', fare: 21_300, ends: ['Office', 'Airport'] as ['Office', 'Airport'] }
    assert.deepEqual(
      carViolations(p, ride, 'en', USD).map((v) => v.Message),
      ['The estimate $30 is over the cap of $21.12 a ride.'],
    )
    assert.equal(standardText(p, 'en', JPY), 'Cap JP¥3,125 a ride')
    assert.equal(standardText(p, 'en'), 'Cap ¥150 a ride')
  })
})
