/** The wire protocol: envelope, routing, parsing, validation messages, headers, OpenAPI, permission guard. */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { gunzipSync } from 'node:zlib'
import { Type } from '@sinclair/typebox'
import { ErrorCode, type EmptyReq } from '../../types/api'
import { defineDomain } from '../src/http/call'
import { callUrl } from '../src/app/register'
import { LANGS, MESSAGES } from '../src/i18n'
import { DOMAINS } from '../src/modules'
import { seededRate } from '../src/modules/money/seed'
import { createTestEnv, expectError, expectOk, PASSWORD, TODAY, type TestEnv } from './helpers'
import { addDays } from '../src/lib/time'

type TestCalls = {
  'test/guarded': { req: EmptyReq; res: { Ok: boolean } }
  'test/boom': { req: EmptyReq; res: null }
  'test/money': { req: EmptyReq; res: { AmountFen: number } }
}

/** A domain as a later developer would add it: a permission flag, a crash, an amount. */
const testDomain = defineDomain<TestCalls>('test', 'Test-only calls', (call) => {
  call('test/guarded', {
    summary: 'Needs company management',
    auth: 'required',
    power: 'ManagePermission.Enable',
    body: Type.Object({}),
    result: Type.Object({ Ok: Type.Boolean() }),
    handle: async () => ({ Ok: true }),
  })
  call('test/boom', {
    summary: 'Fails unexpectedly',
    auth: 'none',
    body: Type.Object({}),
    result: Type.Null(),
    handle: async () => {
      throw new Error('database exploded at /secret/path.ts:12')
    },
  })
  call('test/money', {
    summary: 'Carries an amount',
    auth: 'optional',
    money: true,
    body: Type.Object({}),
    result: Type.Object({ AmountFen: Type.Integer() }),
    async handle(_body, ctx) {
      // The handler-level guard, for checks that depend on the body.
      if (ctx.caller) await ctx.requirePower('BusinessPermission.Flight.Book')
      return { AmountFen: 12345 }
    },
  })
})

describe('protocol', () => {
  let env: TestEnv
  before(async () => (env = await createTestEnv({ extraDomains: [testDomain] })))
  after(() => env.close())

  it('answers HTTP 200 with the full envelope, also for errors', async () => {
    const ok = await env.app.inject({ method: 'POST', url: '/api/systemInfo/getCurrencyInfos', payload: {} })
    assert.equal(ok.statusCode, 200)
    assert.deepEqual(Object.keys(ok.json()), ['IsSuccess', 'ErrorCode', 'ErrMsg', 'RedirectUrl', 'CurrencyInfo', 'ResultData'])
    const err = await env.app.inject({ method: 'POST', url: '/api/user/getPermissions', payload: {} })
    assert.equal(err.statusCode, 200)
    assert.deepEqual(err.json(), { IsSuccess: false, ErrorCode: 101, ErrMsg: '您尚未登录，请先登录', RedirectUrl: '', CurrencyInfo: null, ResultData: null })
  })

  it('maps unexpected failures to 1010 with no detail', async () => {
    const r = expectError(await env.call('test/boom'), ErrorCode.InternalError)
    assert.equal(r.ErrMsg, '系统繁忙，请稍后再试')
    assert.ok(!JSON.stringify(r).includes('secret'))
    assert.ok(
      env.logLines.some((l) => l.includes('database exploded')),
      'details go to the log',
    )
  })

  it('routes case-insensitively, with or without a trailing slash', async () => {
    for (const url of ['/api/login/userlogin/v2', '/API/LOGIN/USERLOGIN/V2', '/api/Login/UserLogin/v2/']) {
      const res = await env.app.inject({ method: 'POST', url, payload: { UserName: 'employee01', Password: PASSWORD } })
      assert.equal(res.json().IsSuccess, true, url)
    }
    assert.equal(callUrl('Login/UserLogin/v2'), '/api/Login/UserLogin/v2')
    assert.equal(callUrl('personalapi/systeminfo/addRegisterCompany'), '/personalapi/systeminfo/addRegisterCompany')
    assert.equal(callUrl('customer/getSettingsV2'), '/api/customer/getSettingsV2')
  })

  it('sends a kept search answer gzip-compressed to a client that accepts it, the same JSON; plain otherwise', async () => {
    const token = await env.login('employee01')
    const body = JSON.stringify({ CityCode: 'SHA', CheckIn: addDays(TODAY, 7), CheckOut: addDays(TODAY, 9) })
    const ask = (encoding?: string) =>
      env.app.inject({
        method: 'POST',
        url: callUrl('newhotel/hotel/searchHotels'),
        payload: body,
        headers: { 'content-type': 'application/json', Token: token, ...(encoding ? { 'accept-encoding': encoding } : {}) },
      })
    const plain = await ask()
    assert.equal(plain.headers['content-encoding'], undefined)
    for (const [encoding, gzip] of [
      ['gzip, deflate, br', true],
      ['br;q=1, gzip;q=0.5', true],
      ['gzip;q=0', false],
      ['identity', false],
    ] as const) {
      const res = await ask(encoding)
      assert.equal(res.headers['content-encoding'], gzip ? 'gzip' : undefined, encoding)
      assert.equal(res.headers['content-type'], 'application/json; charset=utf-8')
      const text = gzip ? gunzipSync(res.rawPayload).toString('utf8') : res.body
      assert.deepEqual(JSON.parse(text), plain.json(), encoding)
      if (gzip) assert.ok(res.rawPayload.length * 4 < plain.rawPayload.length, 'at least four times smaller')
    }
    // Answers not kept (most calls) go out as they are.
    const small = await env.app.inject({
      method: 'POST',
      url: callUrl('home/getversionnumber'),
      payload: '{}',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
    })
    assert.equal(small.headers['content-encoding'], undefined)
  })

  it('answers unknown calls with 1005, and GET on a call path likewise', async () => {
    const r = await env.app.inject({ method: 'POST', url: '/api/no/such/call', payload: {}, headers: { LanguageType: '2' } })
    assert.equal(r.statusCode, 200)
    assert.deepEqual({ code: r.json().ErrorCode, msg: r.json().ErrMsg }, { code: 1005, msg: 'There is no call no/such/call.' })
    const get = await env.app.inject({ method: 'GET', url: '/api/Login/UserLogin/v2' })
    assert.equal(get.json().ErrorCode, 1005)
    const rootGet = await env.app.inject({ method: 'GET', url: '/definitely-not-a-file.txt' })
    assert.equal(rootGet.statusCode, 404)
  })

  it('treats malformed JSON, wrong media types and empty bodies sensibly', async () => {
    const bad = expectError(await env.call('Login/CheckUserName', {}, { raw: '{"UserName": ', lang: 2 }), ErrorCode.ValidationFailed)
    assert.equal(bad.ErrMsg, 'The request body is not valid JSON.')
    const media = await env.app.inject({ method: 'POST', url: '/api/Login/CheckUserName', headers: { 'content-type': 'application/xml' }, payload: '<x/>' })
    assert.equal(media.statusCode, 200)
    assert.equal(media.json().ErrorCode, ErrorCode.ValidationFailed)
    // No body at all on a call without parameters is fine.
    const empty = await env.app.inject({ method: 'POST', url: '/api/systemInfo/getCurrencyInfos' })
    assert.equal(empty.json().IsSuccess, true)
    const emptyJson = await env.app.inject({
      method: 'POST',
      url: '/api/systemInfo/getCurrencyInfos',
      headers: { 'content-type': 'application/json' },
      payload: '',
    })
    assert.equal(emptyJson.json().IsSuccess, true)
    // ... but a call with required fields says which one is missing.
    const missing = expectError(await env.call('Login/CheckUserName', undefined, { raw: '' }), ErrorCode.ValidationFailed)
    assert.equal(missing.ErrMsg, '缺少必填字段 UserName')
    const huge = await env.app.inject({
      method: 'POST',
      url: '/api/log/error',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ Message: 'x'.repeat(1_100_000) }),
    })
    assert.equal(huge.json().ErrorCode, ErrorCode.ValidationFailed)
  })

  it('writes validation messages in the language of the LanguageType header', async () => {
    const msgs: Record<string, string> = {}
    for (const lang of [1, 2, 3, 4, 5, 99]) {
      msgs[lang] = expectError(await env.call('Login/CheckUserName', {}, { lang }), ErrorCode.ValidationFailed).ErrMsg
    }
    assert.deepEqual(msgs, {
      1: '缺少必填字段 UserName',
      2: 'The field UserName is required.',
      3: '缺少必填欄位 UserName',
      4: '缺少必填欄位 UserName',
      5: '必須項目 UserName がありません',
      99: '缺少必填字段 UserName',
    })
  })

  it('has every server message in all four languages', () => {
    for (const [key, texts] of Object.entries(MESSAGES)) {
      for (const lang of LANGS) assert.ok((texts as Record<string, string>)[lang]?.trim(), `${key} ${lang}`)
    }
  })

  it('an unknown CurrencyType is fatal (99996, shown on /error); a known one is echoed where money is', async () => {
    const bad = expectError(await env.call('systemInfo/getCurrencyInfos', {}, { currency: '77' }), ErrorCode.Fatal)
    assert.equal(bad.ErrMsg, '所选币种有误')
    expectError(await env.call('systemInfo/getCurrencyInfos', {}, { currency: 'DOGE' }), ErrorCode.Fatal)
    assert.equal((await env.call('systemInfo/getCurrencyInfos', {}, { currency: '3' })).CurrencyInfo, null, 'no money, no currency')
    const money = await env.call('test/money', {}, { currency: 'EUR', lang: 2 })
    // With today's rate (the platform's for a caller without a session; docs/money.md).
    assert.deepEqual(money.CurrencyInfo, {
      Currency: 'Euro',
      CurrencyCode: 'EUR',
      CurrencySymbol: '€',
      CurrencyType: 2,
      RateMicro: seededRate('EUR', TODAY),
      RateDate: TODAY,
      MinorUnits: 2,
    })
    const cny = await env.call('test/money')
    assert.equal(cny.CurrencyInfo?.CurrencyCode, 'CNY')
  })

  it('requirePower: the route flag and the handler guard', async () => {
    expectError(await env.call('test/guarded'), ErrorCode.NotLoggedIn)
    const employee = await env.login('employee01')
    const denied = expectError(await env.call('test/guarded', {}, { token: employee, lang: 2 }), ErrorCode.NoPermission)
    assert.equal(denied.ErrMsg, 'You do not have permission to do this.')
    const admin = await env.login('admin01')
    assert.deepEqual(expectOk(await env.call('test/guarded', {}, { token: admin })), { Ok: true })
    // The personal account of the same administrator has no company management.
    const personal = expectOk(await env.call('Login/ToggleApp', {}, { token: admin }))
    expectError(await env.call('test/guarded', {}, { token: personal.Token }), ErrorCode.NoPermission)
    expectError(await env.call('test/money', {}, { token: personal.Token }), ErrorCode.NoPermission)
    expectOk(await env.call('test/money', {}, { token: employee }))
  })

  it('publishes the contract at /api/openapi.json with every call', async () => {
    const res = await env.app.inject({ method: 'GET', url: '/api/openapi.json' })
    assert.equal(res.statusCode, 200)
    const doc = res.json()
    assert.equal(doc.openapi, '3.1.0')
    const paths = Object.keys(doc.paths).map((p) => p.toLowerCase())
    for (const domain of DOMAINS) {
      for (const c of domain.calls) assert.ok(paths.includes(callUrl(c.path).toLowerCase()), c.path)
    }
    const login = doc.paths['/api/Login/UserLogin/v2'].post
    assert.equal(login.operationId, 'Login/UserLogin/v2')
    const schema = login.requestBody.content['application/json'].schema
    assert.deepEqual(schema.required, ['UserName', 'Password'])
    assert.equal(schema.properties.UserName.maxLength, 64)
    assert.ok(doc.paths['/api/user/getPermissions'].post.security)
    assert.ok(doc.components.securitySchemes.Token)
  })
})
