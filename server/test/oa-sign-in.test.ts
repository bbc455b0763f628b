/**
 * Office-automation sign-in (docs/sign-in.md#office-automation-sign-in): the administrator's
 * settings and secret (shown once, rotatable), a ticket signed as the OA system would sign it
 * signing the employee in and landing on its route, the sandbox party's link, and each refusal
 * with its reason and words.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ErrorCode } from '../../types/api'
import type { OaLoginReq } from '../../types/api/oa'
import { signOaTicket } from '../src/services/oa/service'
import { createTestEnv, expectError, expectOk, type TestEnv } from './helpers'

const SITE = 'http://127.0.0.1:4898'

describe('office-automation sign-in', () => {
  let env: TestEnv
  let admin: string
  let secret = ''
  let nonces = 0

  /** A ticket as the OA system makes it: now, a fresh nonce, signed with `key` (the company's secret). */
  function ticket(over: Partial<OaLoginReq> = {}, key = secret): OaLoginReq {
    const t = {
      Company: 'HENGYUAN',
      Employee: 'HY0003',
      Timestamp: Math.floor(env.now().getTime() / 1000),
      Nonce: `nonce-${++nonces}-abcdef`,
      Redirect: '/trip/list',
      ...over,
    }
    return { ...t, Sign: signOaTicket(key, t), ...(over.Sign ? { Sign: over.Sign } : {}) }
  }
  const login = (t: OaLoginReq, lang = 2) => env.call('login/oaLogin', t, { lang })

  before(async () => {
    env = await createTestEnv({ config: { publicBaseUrl: SITE } })
    admin = await env.login('admin01')
  })
  after(() => env?.close())

  it('the administrator turns it on with a secret shown once; employees may not', async () => {
    const empty = expectOk(await env.call('oa/getSettings', {}, { token: admin }))
    assert.deepEqual(empty, {
      Enabled: false,
      OaName: '',
      HasSecret: false,
      ClockSkewSeconds: 30,
      CompanyCode: 'HENGYUAN',
      CallbackUrl: `${SITE}/#/callback4Oa`,
    })
    // No secret yet: it cannot be turned on.
    expectError(await env.call('oa/saveSettings', { Enabled: true, OaName: 'Portal', ClockSkewSeconds: 30 }, { token: admin }), ErrorCode.ValidationFailed)
    expectError(await env.call('oa/saveSettings', { Enabled: false, OaName: '', ClockSkewSeconds: 301 }, { token: admin }), ErrorCode.ValidationFailed)
    const first = expectOk(await env.call('oa/rotateSecret', {}, { token: admin }))
    assert.match(first.Secret, /^[0-9a-f]{64}$/)
    const saved = expectOk(await env.call('oa/saveSettings', { Enabled: true, OaName: ' Hengyuan Portal ', ClockSkewSeconds: 60 }, { token: admin }))
    assert.deepEqual(
      { ...saved, CallbackUrl: '' },
      { Enabled: true, OaName: 'Hengyuan Portal', HasSecret: true, ClockSkewSeconds: 60, CompanyCode: 'HENGYUAN', CallbackUrl: '' },
    )
    assert.ok(!JSON.stringify(await env.call('oa/getSettings', {}, { token: admin })).includes(first.Secret), 'the secret is never sent again')
    // Rotated: the old secret signs nothing any more.
    const second = expectOk(await env.call('oa/rotateSecret', {}, { token: admin }))
    assert.notEqual(second.Secret, first.Secret)
    assert.equal(second.Settings.Enabled, true)
    secret = second.Secret
    expectError(await login(ticket({}, first.Secret)), ErrorCode.WrongCredentials)
    for (const user of ['employee01', 'other01']) expectError(await env.call('oa/getSettings', {}, { token: await env.login(user) }), ErrorCode.NoPermission)
    // What /callback4Oa shows first.
    assert.deepEqual(expectOk(await env.call('oa/oaAuthDetail/v3', { Company: 'HENGYUAN' }, { lang: 2 })), {
      CompanyName: 'Hengyuan Technology Co., Ltd.',
      OaName: 'Hengyuan Portal',
      Enabled: true,
    })
    assert.deepEqual(expectOk(await env.call('oa/oaAuthDetail/v3', { Company: 'NOBODY' })), { CompanyName: '', OaName: '', Enabled: false })
  })

  it('a signed ticket signs the employee in (by number or e-mail) and names the route to open', async () => {
    const byNumber = expectOk(await login(ticket()))
    assert.equal(byNumber.Redirect, '/trip/list')
    const me = expectOk(await env.call('home/loadInitInfo/v2', {}, { token: byNumber.Token }))
    assert.equal(me.PersonalInfor.UserName, 'employee01')
    const byEmail = expectOk(await login(ticket({ Employee: 'Wei.Zhang@hengyuan.example', Redirect: undefined })))
    assert.equal(byEmail.Redirect, '')
    // A route that leaves the app is never named back.
    for (const Redirect of ['https://evil.example/x', '//evil.example', 'javascript:alert(1)'])
      assert.equal(expectOk(await login(ticket({ Redirect }))).Redirect, '')
    // Within the allowed clock skew (60 s) either way.
    const now = Math.floor(env.now().getTime() / 1000)
    expectOk(await login(ticket({ Timestamp: now + 50 })))
    expectOk(await login(ticket({ Timestamp: now - 300 - 50 })))
  })

  it('refuses each bad ticket with its reason, in words', async () => {
    const now = Math.floor(env.now().getTime() / 1000)
    const used = ticket()
    expectOk(await login(used))
    const cases: [string, OaLoginReq, number, string, RegExp][] = [
      ['bad signature', { ...ticket(), Sign: 'f'.repeat(64) }, ErrorCode.WrongCredentials, 'signature', /not correctly signed/],
      ['signed by another key', ticket({}, 'b'.repeat(64)), ErrorCode.WrongCredentials, 'signature', /not correctly signed/],
      ['a field changed after signing', { ...ticket(), Employee: 'HY0005' }, ErrorCode.WrongCredentials, 'signature', /not correctly signed/],
      ['expired', ticket({ Timestamp: now - 300 - 61 }), ErrorCode.LinkExpired, 'expired', /has expired/],
      ['from the future', ticket({ Timestamp: now + 61 }), ErrorCode.LinkExpired, 'expired', /has expired/],
      ['reused nonce', used, ErrorCode.LinkExpired, 'reused', /already been used/],
      [
        'unknown employee',
        ticket({ Employee: 'HY9999' }),
        ErrorCode.NotFound,
        'unknownEmployee',
        /Nobody with the employee number or e-mail HY9999 works at Hengyuan/,
      ],
      ['employee of another company', ticket({ Employee: 'yan.feng@lanhai.example' }), ErrorCode.NotFound, 'unknownEmployee', /Nobody/],
      ['wrong company', ticket({ Company: 'NOBODY' }), ErrorCode.NotFound, 'company', /names no company/],
      ['OA off at that company', ticket({ Company: 'LANHAI' }), ErrorCode.NoPermission, 'off', /has not turned on sign-in from its office system/],
    ]
    for (const [what, t, code, reason, words] of cases) {
      const e = expectError(await login(t), code)
      assert.deepEqual(e.ResultData, { Reason: reason }, what)
      assert.match(e.ErrMsg, words, what)
    }
    // In the reader's language.
    assert.match(expectError(await login(used, 1), ErrorCode.LinkExpired).ErrMsg, /已使用过/)
    // Turned off: the same good ticket is refused.
    expectOk(await env.call('oa/saveSettings', { Enabled: false, OaName: 'Hengyuan Portal', ClockSkewSeconds: 60 }, { token: admin }))
    assert.deepEqual(expectError(await login(ticket()), ErrorCode.NoPermission).ResultData, { Reason: 'off' })
    assert.equal(expectOk(await env.call('oa/oaAuthDetail/v3', { Company: 'HENGYUAN' })).Enabled, false)
    expectOk(await env.call('oa/saveSettings', { Enabled: true, OaName: 'Hengyuan Portal', ClockSkewSeconds: 60 }, { token: admin }))
  })

  it("the sandbox party's link signs the administrator themself in", async () => {
    const { Url } = expectOk(await env.call('oa/tryLink', { Redirect: '/management' }, { token: admin }))
    assert.ok(Url.startsWith(`${SITE}/#/callback4Oa?`), Url)
    const q = new URLSearchParams(Url.slice(Url.indexOf('?') + 1))
    const t = {
      Company: q.get('company') ?? '',
      Employee: q.get('employee') ?? '',
      Timestamp: Number(q.get('ts')),
      Nonce: q.get('nonce') ?? '',
      Redirect: q.get('redirect') ?? '',
      Sign: q.get('sign') ?? '',
    }
    assert.equal(t.Employee, 'HY0005')
    const session = expectOk(await login(t))
    assert.equal(session.Redirect, '/management')
    assert.equal(expectOk(await env.call('home/loadInitInfo/v2', {}, { token: session.Token })).PersonalInfor.UserName, 'admin01')
    // Five minutes and a skew later the same kind of link is refused.
    const late = expectOk(await env.call('oa/tryLink', {}, { token: admin })).Url
    env.advance(300 + 61)
    const lq = new URLSearchParams(late.slice(late.indexOf('?') + 1))
    const stale = {
      Company: lq.get('company') ?? '',
      Employee: lq.get('employee') ?? '',
      Timestamp: Number(lq.get('ts')),
      Nonce: lq.get('nonce') ?? '',
      Sign: lq.get('sign') ?? '',
    }
    assert.deepEqual(expectError(await login(stale), ErrorCode.LinkExpired).ResultData, { Reason: 'expired' })
  })
})
