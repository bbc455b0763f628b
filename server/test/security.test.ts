/** Security headers on the site and the API, and per-client limits on sign-in, codes and registration. */
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { ErrorCode } from '../../types/api'
import { buildApp, inlineScriptHashes } from '../src/app'
import { defaultConfig } from '../src/config'
import { openDatabase } from '../src/db/connect'
import { callUrl } from '../src/app/register'
import { createTestEnv, PASSWORD, type TestEnv } from './helpers'

const INLINE = '!function(n){n.document.documentElement.style.fontSize="20px"}(window);'

describe('security headers', () => {
  const root = mkdtempSync(join(tmpdir(), 'h5-csp-'))
  writeFileSync(
    join(root, 'index.html'),
    `<!doctype html><html><head><script>${INLINE}</script><script defer src="/js/app.15ce2908.js"></script></head><body></body></html>`,
  )
  let app: Awaited<ReturnType<typeof buildApp>>
  let close: () => Promise<void>
  before(async () => {
    const h = await openDatabase({ sqliteFile: ':memory:' })
    app = await buildApp({ db: h.db, logger: false, staticRoot: root })
    close = async () => {
      await app.close()
      await h.close()
    }
  })
  after(async () => {
    await close()
    rmSync(root, { recursive: true, force: true })
  })

  it('the page allows its own scripts and only the inline script it ships, by hash', async () => {
    const page = await app.inject({ url: '/' })
    const csp = String(page.headers['content-security-policy'])
    const [hash] = inlineScriptHashes(String(page.body))
    assert.match(hash, /^'sha256-[A-Za-z0-9+/]+=*'$/)
    const directives = Object.fromEntries(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([k, ...v]) => [k, v]),
    )
    assert.deepEqual(directives['script-src'], ["'self'", hash])
    assert.deepEqual(directives['default-src'], ["'self'"])
    assert.deepEqual(directives['connect-src'], ["'self'"])
    assert.deepEqual(directives['object-src'], ["'none'"])
    assert.ok(directives['frame-ancestors'].includes("'self'"))
    assert.ok(directives['frame-ancestors'].includes('https://*.dingtalk.com'))
    assert.equal(csp.includes("'unsafe-eval'"), false)
    assert.equal(page.headers['x-content-type-options'], 'nosniff')
    assert.equal(page.headers['referrer-policy'], 'strict-origin-when-cross-origin')
    // Frames are decided by frame-ancestors; HSTS only over HTTPS.
    assert.equal(page.headers['x-frame-options'], undefined)
    assert.equal(page.headers['strict-transport-security'], undefined)
  })

  it('API answers carry the same headers', async () => {
    const r = await app.inject({ method: 'POST', url: '/api/home/getversionnumber', payload: {} })
    assert.equal(r.headers['x-content-type-options'], 'nosniff')
    assert.match(String(r.headers['content-security-policy']), /default-src 'self'/)
  })

  it('HSTS is sent when the request came over HTTPS', async () => {
    const h = await openDatabase({ sqliteFile: ':memory:' })
    const proxied = await buildApp({ db: h.db, logger: false, staticRoot: null, trustProxy: true })
    try {
      const r = await proxied.inject({ method: 'POST', url: '/api/home/getversionnumber', payload: {}, headers: { 'x-forwarded-proto': 'https' } })
      assert.equal(r.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains')
    } finally {
      await proxied.close()
      await h.close()
    }
  })

  it('finds every inline script of a page and none of the external ones', () => {
    assert.equal(inlineScriptHashes('<script src="/a.js"></script><script>a()</script><script type="text/javascript">b()</script>').length, 2)
    assert.deepEqual(inlineScriptHashes('<script defer="defer" src="/x.js"></script>'), [])
  })
})

describe('password spraying: failed sign-ins from one address across accounts', () => {
  // The ceiling as configured for the test (the default, docs/constants.md: 300 in 10 minutes).
  const CEILING = 40
  const WINDOW = 600
  const spraying = {
    clientLimits: { signIn: { max: 30, windowSeconds: 60 }, codes: { max: 10, windowSeconds: 60 }, register: { max: 20, windowSeconds: 60 } },
    failedSignInsPerAddress: { max: CEILING, windowSeconds: WINDOW },
  }
  let env: TestEnv
  let second: TestEnv
  before(async () => {
    env = await createTestEnv({ onDisk: true, config: spraying })
    // Another server instance on the same database, behind the same balancer.
    second = await createTestEnv({ sameDatabaseAs: env, config: spraying })
  })
  after(async () => {
    await second.close()
    await env.close()
  })

  const from = (instance: TestEnv, ip: string, body: unknown) =>
    instance.app
      .inject({
        method: 'POST',
        url: callUrl('Login/UserLogin/v2'),
        remoteAddress: ip,
        headers: { 'content-type': 'application/json', LanguageType: '2' },
        payload: JSON.stringify(body),
      })
      .then((r) => r.json())

  it('the default ceiling is one an office behind one address does not reach: 300 failed sign-ins in 10 minutes', () => {
    assert.deepEqual(defaultConfig.failedSignInsPerAddress, { max: 300, windowSeconds: 600 })
  })

  it('45 wrong passwords on 45 user names from one address, alternating between two instances: answered 1002 up to the ceiling, then 1012 whatever the account; other addresses sign in; the window ends and it may try again', async () => {
    const answers = []
    for (let i = 0; i < 45; i++) answers.push(await from(i % 2 ? second : env, '10.1.0.1', { UserName: `spray.target${i}`, Password: 'Summer2026!' }))
    assert.deepEqual(
      answers.map((a) => a.ErrorCode),
      [...Array(CEILING).fill(ErrorCode.WrongCredentials), ...Array(45 - CEILING).fill(ErrorCode.TooManyRequests)],
    )
    const limited = answers[CEILING]
    assert.ok(limited.ResultData.RetryAfterSeconds > 0 && limited.ResultData.RetryAfterSeconds <= WINDOW)
    // The counter is the database's: both instances counted into it, one row for the address.
    const rows = await env.db.selectFrom('client_limits').select(['limit_key', 'hits']).where('limit_key', '=', 'signInFailed|10.1.0.1').execute()
    assert.deepEqual(
      rows.map((r) => Number(r.hits)),
      [CEILING],
    )
    // A real account with its right password, from that address: it waits too (the address is what is limited).
    assert.equal((await from(env, '10.1.0.1', { UserName: 'employee01', Password: PASSWORD })).ErrorCode, ErrorCode.TooManyRequests)
    // Another address is not touched.
    assert.equal((await from(env, '10.1.0.2', { UserName: 'employee01', Password: PASSWORD })).IsSuccess, true)
    env.advance(WINDOW)
    second.advance(WINDOW)
    assert.equal((await from(second, '10.1.0.1', { UserName: 'employee01', Password: PASSWORD })).IsSuccess, true)
  })

  it("an office's traffic under the ceiling is not limited: colleagues signing in on both instances, mistyped passwords and unknown names up to one short of the ceiling", async () => {
    const people = ['employee01', 'booker01', 'approver01', 'admin01']
    const answers: number[] = []
    for (let i = 0; i < CEILING - 1; i++) {
      const instance = i % 2 ? second : env
      // A mistyped password (at most two for a name, below the image code's three) or an unknown name, then a colleague signs in.
      const name = i < 8 ? people[i % 4] : `new.starter${i}`
      answers.push((await from(instance, '10.1.0.3', { UserName: name, Password: 'Travel2025' })).ErrorCode)
      if (i % 3 === 0) answers.push((await from(instance, '10.1.0.3', { UserName: people[i % 4], Password: PASSWORD })).ErrorCode)
    }
    assert.ok(!answers.includes(ErrorCode.TooManyRequests), `limited: ${answers.join(',')}`)
    assert.equal(answers.filter((c) => c === ErrorCode.WrongCredentials).length, CEILING - 1)
    assert.equal((await from(second, '10.1.0.3', { UserName: 'booker01', Password: PASSWORD })).IsSuccess, true)
  })

  it('the per-account limit is counted across instances too', async () => {
    const limited = { ...spraying, clientLimits: { ...spraying.clientLimits, signIn: { max: 2, windowSeconds: 60 } } }
    const a = await createTestEnv({ onDisk: true, config: limited })
    const b = await createTestEnv({ sameDatabaseAs: a, config: limited })
    try {
      const login = { UserName: 'approver01', Password: PASSWORD }
      const post = (x: TestEnv) =>
        x.app
          .inject({
            method: 'POST',
            url: callUrl('Login/UserLogin/v2'),
            remoteAddress: '10.1.0.4',
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify(login),
          })
          .then((r) => r.json())
      assert.equal((await post(a)).IsSuccess, true)
      assert.equal((await post(b)).IsSuccess, true)
      assert.equal((await post(a)).ErrorCode, ErrorCode.TooManyRequests)
    } finally {
      await b.close()
      await a.close()
    }
  })
})

describe('per-client limits', () => {
  let env: TestEnv
  before(async () => {
    env = await createTestEnv({
      config: {
        clientLimits: { signIn: { max: 3, windowSeconds: 60 }, codes: { max: 2, windowSeconds: 60 }, register: { max: 1, windowSeconds: 60 } },
      },
    })
  })
  after(() => env.close())

  const from = (ip: string, path: string, body: unknown, lang = 2) =>
    env.app
      .inject({
        method: 'POST',
        url: callUrl(path),
        remoteAddress: ip,
        headers: { 'content-type': 'application/json', LanguageType: String(lang) },
        payload: JSON.stringify(body),
      })
      .then((r) => {
        assert.equal(r.statusCode, 200)
        return r.json()
      })

  it('sign-in: the fourth attempt on one account within the window is refused with a localized retry time, across the sign-in calls; another client or account is not affected', async () => {
    const login = { UserName: 'employee01', Password: PASSWORD }
    assert.equal((await from('10.0.0.1', 'Login/UserLogin/v2', login)).IsSuccess, true)
    assert.equal((await from('10.0.0.1', 'Login/UserLogin/v2', { ...login, Password: 'wrong-one' })).ErrorCode, ErrorCode.WrongCredentials)
    assert.equal((await from('10.0.0.1', 'Login/CheckUserName', { UserName: 'employee01' })).IsSuccess, true)
    const refused = await from('10.0.0.1', 'Login/UserLogin/v2', login)
    assert.equal(refused.IsSuccess, false)
    assert.equal(refused.ErrorCode, ErrorCode.TooManyRequests)
    assert.ok(refused.ResultData.RetryAfterSeconds > 0 && refused.ResultData.RetryAfterSeconds <= 60)
    assert.equal(refused.ErrMsg, `Too many attempts from this device. Please try again in ${refused.ResultData.RetryAfterSeconds} seconds.`)
    const zh = await from('10.0.0.1', 'Login/UserLogin/v2', login, 1)
    assert.match(zh.ErrMsg, /^操作过于频繁，请\d+秒后再试$/)
    assert.equal((await from('10.0.0.2', 'Login/UserLogin/v2', login)).IsSuccess, true)
    // A colleague behind the same address signs in.
    assert.equal((await from('10.0.0.1', 'Login/UserLogin/v2', { UserName: 'booker01', Password: PASSWORD })).IsSuccess, true)
  })

  it('codes and registration have their own counters', async () => {
    const send = { Mobile: '13800000001', MobileCountryCode: '86' }
    const first = await from('10.0.0.3', 'Login/GetPhoneVerifyCode', send)
    const second = await from('10.0.0.3', 'Login/GetPhoneVerifyCode', send)
    for (const r of [first, second]) assert.notEqual(r.ErrorCode, ErrorCode.TooManyRequests)
    assert.equal((await from('10.0.0.3', 'Login/GetPhoneVerifyCode', send)).ErrorCode, ErrorCode.TooManyRequests)
    // The sign-in group of the same client is untouched by the codes it asked for.
    assert.equal((await from('10.0.0.3', 'Login/UserLogin/v2', { UserName: 'employee01', Password: PASSWORD })).IsSuccess, true)
    // A well-formed registration with a wrong code: refused, and counted (malformed bodies are refused before counting).
    const company = {
      CompanyName: '限流测试有限公司',
      ContactName: '王五',
      Mobile: '13800000002',
      MobileCountryCode: '86',
      Email: 'limit@example.com',
      UserName: 'limit.admin',
      Password: 'Travel2026x',
      VerifyCode: '000000',
    }
    assert.notEqual((await from('10.0.0.3', 'personalapi/systeminfo/addRegisterCompany', company)).ErrorCode, ErrorCode.TooManyRequests)
    assert.equal((await from('10.0.0.3', 'personalapi/systeminfo/addRegisterCompany', company)).ErrorCode, ErrorCode.TooManyRequests)
  })
})
