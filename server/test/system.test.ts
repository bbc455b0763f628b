import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ErrorCode } from '../../types/api'
import { createTestEnv, expectError, expectOk, TODAY, type TestEnv } from './helpers'

describe('reference data', () => {
  let env: TestEnv
  before(async () => (env = await createTestEnv()))
  after(() => env.close())

  it('systemInfo/getCurrencyInfos: the 15 currencies of docs/constants.md, CNY first with type 0', async () => {
    const list = expectOk(await env.call('systemInfo/getCurrencyInfos'))
    assert.deepEqual(
      list.map((c: { CurrencyCode: string }) => c.CurrencyCode),
      ['CNY', 'USD', 'EUR', 'GBP', 'HKD', 'JPY', 'KRW', 'AUD', 'CAD', 'CHF', 'NZD', 'RUB', 'SGD', 'THB', 'TWD'],
    )
    const { RateDate, ...cny } = list[0]
    assert.deepEqual(cny, { Currency: '人民币', CurrencyCode: 'CNY', CurrencySymbol: '¥', CurrencyType: 0, RateMicro: 1_000_000, MinorUnits: 2 })
    // Each carries today's rate (China day), so a currency chosen in settings converts at once.
    assert.equal(RateDate, TODAY)
    const usd = list.find((c: { CurrencyCode: string }) => c.CurrencyCode === 'USD')
    assert.ok(Number.isSafeInteger(usd.RateMicro) && usd.RateMicro > 1_000_000, `USD rate ${usd.RateMicro}`)
    assert.equal(list.find((c: { CurrencyCode: string }) => c.CurrencyCode === 'JPY').MinorUnits, 0)
    assert.equal(new Set(list.map((c: { CurrencyType: number }) => c.CurrencyType)).size, 15)
    const en = expectOk(await env.call('systemInfo/getCurrencyInfos', {}, { lang: 2 }))
    assert.equal(en[2].Currency, 'Euro')
    expectError(await env.call('systemInfo/getCurrencyInfos', 5), ErrorCode.ValidationFailed)
  })

  it('systemInfo/getMobileCountryCodes: codes with names in four languages', async () => {
    const list = expectOk(await env.call('systemInfo/getMobileCountryCodes', {}, { lang: 5 }))
    assert.ok(list.length >= 20)
    assert.deepEqual(list[0], { CountryCode: '86', Iso: 'CN', Name: '中国', NameCN: '中国', NameTC: '中國', NameEN: 'China', NameJP: '中国' })
    for (const code of ['852', '853', '886', '1', '44', '81', '82', '65', '61']) {
      assert.ok(
        list.some((c: { CountryCode: string }) => c.CountryCode === code),
        code,
      )
    }
    assert.equal(list.find((c: { Iso: string }) => c.Iso === 'GB').Name, 'イギリス')
    expectError(await env.call('systemInfo/getMobileCountryCodes', null, { raw: '"CN"' }), ErrorCode.ValidationFailed)
  })

  it('systemInfo/getMobileCountryCodesByKeyword: by digits or by a name in any language', async () => {
    const by = async (Keyword: string) =>
      expectOk(await env.call('systemInfo/getMobileCountryCodesByKeyword', { Keyword }, { lang: 2 })).map((c: { Iso: string }) => c.Iso)
    assert.deepEqual(await by('85'), ['HK', 'MO'])
    assert.deepEqual(await by('+1'), ['US', 'CA'])
    assert.deepEqual(await by('japan'), ['JP'])
    assert.deepEqual(await by('日本'), ['JP'])
    assert.deepEqual(await by('澳洲'), ['AU'])
    assert.equal((await by('')).length, (await by(' ')).length)
    assert.deepEqual(await by('atlantis'), [])
    expectError(await env.call('systemInfo/getMobileCountryCodesByKeyword', {}), ErrorCode.ValidationFailed)
    expectError(await env.call('systemInfo/getMobileCountryCodesByKeyword', { Keyword: 'x'.repeat(31) }), ErrorCode.ValidationFailed)
  })
})

describe('telemetry', () => {
  let env: TestEnv
  before(async () => (env = await createTestEnv()))
  after(() => env.close())

  const report = { Appid: 'h5-8.10.1', Level: 3, Title: 'TypeError', Message: '{"message":"x is undefined"}', Time: '2026-11-19 14:00:00' }

  it('log/error stores the report, with the signed-in user when there is one', async () => {
    expectOk(await env.call('log/error', report, { headers: { PageUrl: 'https://travel.example.com/#/home', RequestSource: 'Web', DeviceInfo: 'iPhone' } }))
    const token = await env.login('employee01')
    expectOk(await env.call('log/error', { ...report, Title: 'Signed in' }, { token }))
    const rows = await env.db.selectFrom('client_error_logs').selectAll().orderBy('id').execute()
    assert.equal(rows.length, 2)
    assert.equal(rows[0].user_id, null)
    assert.equal(rows[0].page_url, 'https://travel.example.com/#/home')
    assert.equal(rows[0].request_source, 'Web')
    assert.equal(rows[0].message, report.Message)
    assert.ok(rows[1].user_id !== null && rows[1].company_id !== null)
  })

  it('log/error is accepted from an outdated client and with a broken token', async () => {
    expectOk(await env.call('log/error', report, { version: '1.0.0', token: 'stale', currency: 'XYZ' }))
  })

  it('log/error refuses bad input', async () => {
    expectError(await env.call('log/error', { ...report, Level: 'error' }), ErrorCode.ValidationFailed)
    expectError(await env.call('log/error', { ...report, Message: 'x'.repeat(20001) }), ErrorCode.ValidationFailed)
    const { Appid: _omit, ...noAppid } = report
    expectError(await env.call('log/error', noAppid), ErrorCode.ValidationFailed)
  })

  const event = { U: '4', C: 'HENGYUAN', DT: '2026-11-19 14:00:01', ED: '搜索', ET: 1, FP: '/home', TP: '/home' }

  it('collect stores an array of usage events; the company comes from the session, not the payload', async () => {
    const token = await env.login('other01')
    expectOk(await env.call('collect', [event, { ...event, ET: 3, TP: '/trip/list' }], { token }))
    expectOk(await env.call('collect', []))
    const rows = await env.db.selectFrom('usage_events').selectAll().orderBy('id').execute()
    assert.equal(rows.length, 2)
    assert.equal(rows[0].c, 'HENGYUAN', 'stored as reported')
    const lanhai = await env.db.selectFrom('companies').select('id').where('code', '=', 'LANHAI').executeTakeFirstOrThrow()
    assert.equal(rows[0].company_id, lanhai.id)
    assert.equal(rows[1].tp, '/trip/list')
  })

  it('collect accepts a text/plain body (sendBeacon)', async () => {
    expectOk(await env.call('collect', [event], { contentType: 'text/plain;charset=UTF-8' }))
  })

  it('collect refuses what is not an array of events', async () => {
    const notArray = expectError(await env.call('collect', event, { lang: 2 }), ErrorCode.ValidationFailed)
    assert.equal(notArray.ErrMsg, 'The field request body must be an array.')
    const et = expectError(await env.call('collect', [{ ...event, ET: 4 }], { lang: 2 }), ErrorCode.ValidationFailed)
    assert.equal(et.ErrMsg, 'The field 0.ET has an invalid value.')
    expectError(await env.call('collect', [{ ...event, ED: 'x'.repeat(201) }]), ErrorCode.ValidationFailed)
    expectError(
      await env.call(
        'collect',
        Array.from({ length: 201 }, () => event),
      ),
      ErrorCode.ValidationFailed,
    )
  })
})
