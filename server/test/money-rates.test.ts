/**
 * Exchange rates (docs/money.md): the seeded platform rates by China day, the last known rate
 * carried to days without one, a company's own rate set by an administrator with the cloud-bill
 * power and seen by that company only, and the refusals.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ErrorCode } from '../../types/api'
import type { ExchangeRate, ExchangeRatesRes } from '../../types/api/money'
import { fromFen } from '../../types/api/money-values'
import { addDays } from '../src/lib/time'
import { rateDays, seededRate } from '../src/modules/money/seed'
import { createTestEnv, expectError, expectOk, TODAY, type TestEnv } from './helpers'

const RATE_DAYS = rateDays(TODAY)

describe('exchange rates', () => {
  let env: TestEnv
  let employee: string
  let admin: string
  let other: string
  before(async () => {
    env = await createTestEnv()
    employee = await env.login('employee01')
    admin = await env.login('admin01')
    other = await env.login('other01')
  })
  after(async () => env?.close())

  const rates = async (token: string, date?: string): Promise<ExchangeRatesRes> =>
    expectOk(await env.call('systemInfo/getExchangeRates', date ? { Date: date } : {}, { token }))
  const usd = (r: ExchangeRatesRes): ExchangeRate => r.Rates.find((x) => x.CurrencyCode === 'USD')!

  it("gives today's (China day) rate of every currency, CNY at 1, JPY and KRW without a minor unit", async () => {
    const r = await rates(employee)
    assert.equal(r.Date, TODAY)
    assert.equal(r.Rates.length, 15)
    assert.equal(r.Rates[0].CurrencyCode, 'CNY')
    assert.equal(r.Rates[0].RateMicro, 1_000_000)
    assert.equal(usd(r).RateMicro, seededRate('USD', TODAY))
    assert.equal(usd(r).RateDate, TODAY)
    assert.equal(usd(r).Source, 'Platform')
    const minor = Object.fromEntries(r.Rates.map((x: { CurrencyCode: string; MinorUnits: number }) => [x.CurrencyCode, x.MinorUnits]))
    assert.equal(minor.JPY, 0)
    assert.equal(minor.KRW, 0)
    assert.equal(minor.EUR, 2)
    // The rates move from day to day.
    const week = await Promise.all([1, 2, 3, 4, 5].map(async (n) => usd(await rates(employee, addDays(TODAY, n))).RateMicro))
    assert.ok(new Set([usd(r).RateMicro, ...week]).size > 1)
  })

  it('keeps the last known rate after the seeded days and the first before them', async () => {
    const late = usd(await rates(employee, addDays(RATE_DAYS.last, 40)))
    assert.equal(late.RateDate, RATE_DAYS.last)
    assert.equal(late.RateMicro, seededRate('USD', RATE_DAYS.last))
    const early = usd(await rates(employee, '2020-01-01'))
    assert.equal(early.RateDate, RATE_DAYS.first)
  })

  it("lets an administrator set the company's rate from a day on; the company sees it, another company does not", async () => {
    expectError(await env.call('systemInfo/setExchangeRate', { CurrencyCode: 'USD', Date: TODAY, Rate: '7.5' }, { token: employee }), ErrorCode.NoPermission)
    const set = expectOk(await env.call('systemInfo/setExchangeRate', { CurrencyCode: 'USD', Date: TODAY, Rate: '7.5' }, { token: admin }))
    assert.equal(usd(set).RateMicro, 7_500_000)
    assert.equal(usd(set).Rate, '7.5')
    assert.equal(usd(set).Source, 'Company')
    // From that day on, until a later platform rate (the platform has one every day: the next day is the platform's again).
    const before = usd(await rates(employee, addDays(TODAY, -1)))
    assert.equal(before.Source, 'Platform')
    const next = usd(await rates(employee, addDays(TODAY, 1)))
    assert.equal(next.Source, 'Platform')
    assert.equal(usd(await rates(employee, TODAY)).RateMicro, 7_500_000)
    // A day past every platform rate keeps the company's own when it is the later one.
    expectOk(await env.call('systemInfo/setExchangeRate', { CurrencyCode: 'USD', Date: addDays(RATE_DAYS.last, 10), Rate: '6.9' }, { token: admin }))
    assert.equal(usd(await rates(employee, addDays(RATE_DAYS.last, 20))).RateMicro, 6_900_000)
    assert.equal(usd(await rates(other, addDays(RATE_DAYS.last, 20))).RateMicro, seededRate('USD', RATE_DAYS.last))
    assert.equal(usd(await rates(other, TODAY)).Source, 'Platform')
    // Setting the same day again replaces the company's rate.
    expectOk(await env.call('systemInfo/setExchangeRate', { CurrencyCode: 'USD', Date: TODAY, Rate: '7.25' }, { token: admin }))
    assert.equal(usd(await rates(employee, TODAY)).RateMicro, 7_250_000)
    // Converting with it: ¥1,280 at 7.25 is $176.55.
    assert.equal(fromFen(128_000, 'USD', usd(await rates(employee, TODAY)).RateMicro), 17_655)
  })

  it('refuses a bad rate, a bad day, CNY, and callers without a session', async () => {
    expectError(
      await env.call('systemInfo/setExchangeRate', { CurrencyCode: 'USD', Date: TODAY, Rate: '7.1234567' }, { token: admin }),
      ErrorCode.ValidationFailed,
    )
    expectError(await env.call('systemInfo/setExchangeRate', { CurrencyCode: 'USD', Date: TODAY, Rate: '0' }, { token: admin }), ErrorCode.ValidationFailed)
    expectError(
      await env.call('systemInfo/setExchangeRate', { CurrencyCode: 'USD', Date: '2026-02-30', Rate: '7' }, { token: admin }),
      ErrorCode.ValidationFailed,
    )
    expectError(await env.call('systemInfo/setExchangeRate', { CurrencyCode: 'CNY', Date: TODAY, Rate: '1' }, { token: admin }), ErrorCode.ValidationFailed)
    expectError(await env.call('systemInfo/getExchangeRates', { Date: '2026-13-01' }, { token: employee }), ErrorCode.ValidationFailed)
    expectError(await env.call('systemInfo/getExchangeRates', {}), ErrorCode.NotLoggedIn)
  })

  it("puts today's rate of the caller's company on the envelope of calls with money, and a changed rate at once", async () => {
    const admin2 = await env.login('admin01')
    const envelope = async (token: string, currency: string) => (await env.call('pay_wallet/getWalletInfo', {}, { token, currency })).CurrencyInfo!
    const cny = await envelope(employee, '0')
    assert.deepEqual([cny.CurrencyCode, cny.RateMicro, cny.MinorUnits, cny.RateDate], ['CNY', 1_000_000, 2, TODAY])
    const jpy = await envelope(other, 'JPY')
    assert.deepEqual([jpy.RateMicro, jpy.MinorUnits, jpy.RateDate], [seededRate('JPY', TODAY), 0, TODAY])
    expectOk(await env.call('systemInfo/setExchangeRate', { CurrencyCode: 'JPY', Date: TODAY, Rate: '0.05' }, { token: admin2 }))
    assert.equal((await envelope(employee, 'JPY')).RateMicro, 50_000, 'the company sees its new rate at once')
    assert.equal((await envelope(other, 'JPY')).RateMicro, seededRate('JPY', TODAY), 'another company keeps the platform rate')
    // Calls without money carry no currency at all.
    assert.equal((await env.call('frequentContact/list', {}, { token: employee, currency: 'JPY' })).CurrencyInfo, null)
  })
})
