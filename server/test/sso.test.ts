/**
 * Company single sign-on against a real OpenID provider (server/sandbox-idp, the `oidc-provider`
 * package) started here: the administrator's settings, a sign-in from the e-mail to a session,
 * and each refusal — a wrong audience, an expired token, an unknown person, a bad or reused
 * state, an e-mail domain nobody signs in.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ErrorCode } from '../../types/api'
import { createTestEnv, expectError, expectOk, type TestEnv } from './helpers'

const SITE = 'http://127.0.0.1:4899'
/** server/sandbox-idp/idp.mjs (an ES module: imported when the suite starts). */
type Idp = { issuer: string; setTamper(kind: 'audience' | null): void; close(): Promise<void> }
const CLIENT = { clientId: 'travel-hengyuan', clientSecret: 'sandbox-secret-0123456789', redirectUris: [`${SITE}/sso/callback`] }

/** A browser at the provider: follows its redirects with its cookies, signs in as `email` (or cancels); answers where the provider sends the browser back. */
async function atProvider(authorizeUrl: string, email: string | null): Promise<URL> {
  const jar = new Map<string, string>()
  const go = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as object), cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    })
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';')
      const i = pair.indexOf('=')
      jar.set(pair.slice(0, i), pair.slice(i + 1))
    }
    return res
  }
  let res = await go(authorizeUrl)
  for (let hops = 0; hops < 10; hops++) {
    const location = res.headers.get('location')
    if (res.status === 200) {
      // The sign-in page: answer its form.
      const html = await res.text()
      const uid = /\/interaction\/([\w-]+)\/login/.exec(html)?.[1]
      assert.ok(uid, `the provider's sign-in page: ${html.slice(0, 200)}`)
      const origin = new URL(authorizeUrl).origin
      res = email
        ? await go(`${origin}/interaction/${uid}/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ email }).toString(),
          })
        : await go(`${origin}/interaction/${uid}/abort`, { method: 'POST' })
      continue
    }
    assert.ok(location, `a redirect from the provider (HTTP ${res.status})`)
    const next = new URL(location, authorizeUrl)
    if (next.origin === SITE) return next
    res = await go(next.toString())
  }
  throw new Error('the provider never sent the browser back')
}

describe('company single sign-on (OpenID Connect)', () => {
  let env: TestEnv
  let idp: Idp
  let admin: string

  /** From the e-mail to sso/finish's answer: start, the provider, /sso/callback, finish. */
  async function signIn(email: string, asWho = email) {
    const started = expectOk(await env.call('sso/start', { Email: email, Redirect: '/pages/trip/list/index' }))
    const back = await atProvider(started.AuthorizeUrl, asWho)
    const hop = await env.app.inject({ method: 'GET', url: `/sso/callback${back.search}` })
    assert.equal(hop.statusCode, 302)
    const to = new URLSearchParams(String(hop.headers.location).replace(/^\/#\/callback\?/, ''))
    assert.equal(to.get('ssoState'), started.State, 'the state comes back')
    return { state: started.State, code: to.get('ssoCode') ?? '' }
  }
  const finish = (r: { state: string; code: string }) => env.call('sso/finish', { Code: r.code, State: r.state }, { lang: 2 })

  before(async () => {
    env = await createTestEnv({ config: { publicBaseUrl: SITE } })
    // ID tokens carry the wall clock's times: the server's clock starts there.
    env.advance(Math.round((Date.now() - env.now().getTime()) / 1000))
    const { startSandboxIdp } = (await import('../sandbox-idp/idp.mjs')) as { startSandboxIdp(o: object): Promise<Idp> }
    idp = await startSandboxIdp({ clients: [CLIENT], idTokenTtl: 60 })
    admin = await env.login('admin01')
  })
  after(async () => {
    await idp?.close()
    await env?.close()
  })

  it('the administrator sets the provider; the secret is kept and never sent back', async () => {
    const empty = expectOk(await env.call('sso/getSettings', {}, { token: admin }))
    assert.deepEqual(empty, { Enabled: false, Issuer: '', ClientId: '', HasClientSecret: false, Domains: [], RedirectUri: `${SITE}/sso/callback` })
    const base = { Enabled: true, Issuer: idp.issuer, ClientId: CLIENT.clientId, Domains: ['Hengyuan.example'] }
    const refusals: [string, object, number][] = [
      ['no secret yet', base, ErrorCode.ValidationFailed],
      ['no domain', { ...base, ClientSecret: 'x', Domains: [] }, ErrorCode.ValidationFailed],
      ['not a domain', { ...base, ClientSecret: 'x', Domains: ['hengyuan'] }, ErrorCode.ValidationFailed],
      ['plain http elsewhere than localhost', { ...base, ClientSecret: 'x', Issuer: 'http://idp.example.com' }, ErrorCode.ValidationFailed],
    ]
    for (const [what, body, code] of refusals) assert.ok(expectError(await env.call('sso/saveSettings', body, { token: admin }), code), what)
    const saved = expectOk(await env.call('sso/saveSettings', { ...base, ClientSecret: CLIENT.clientSecret }, { token: admin }))
    assert.deepEqual(saved.Domains, ['hengyuan.example'])
    assert.equal(saved.HasClientSecret, true)
    // Saved again without a secret: the stored one stays; no answer ever carries it.
    const again = expectOk(await env.call('sso/saveSettings', base, { token: admin }))
    assert.equal(again.HasClientSecret, true)
    assert.ok(!JSON.stringify(again).includes(CLIENT.clientSecret))
    assert.ok(!JSON.stringify(await env.call('sso/getSettings', {}, { token: admin })).includes(CLIENT.clientSecret))
    // Another company may not claim the domain; an employee may not read the settings.
    const other = await env.login('other01')
    expectError(await env.call('sso/getSettings', {}, { token: other }), ErrorCode.NoPermission)
    expectError(await env.call('sso/getSettings', {}, { token: await env.login('employee01') }), ErrorCode.NoPermission)
  })

  it('an e-mail of the domain signs in at the provider and comes back signed in', async () => {
    const started = expectOk(await env.call('sso/start', { Email: 'Wei.Zhang@hengyuan.example' }))
    const url = new URL(started.AuthorizeUrl)
    assert.equal(url.origin, idp.issuer)
    assert.equal(url.searchParams.get('code_challenge_method'), 'S256')
    assert.equal(url.searchParams.get('login_hint'), 'wei.zhang@hengyuan.example')
    assert.ok(url.searchParams.get('nonce') && url.searchParams.get('state') === started.State)
    const r = await signIn('wei.zhang@hengyuan.example')
    const session = expectOk(await finish(r))
    assert.equal(session.Redirect, '/pages/trip/list/index')
    const me = expectOk(await env.call('home/loadInitInfo/v2', {}, { token: session.Token }))
    assert.equal(me.PersonalInfor.UserName, 'employee01')
    // The same return again: the state was spent.
    const reused = expectError(await finish(r), ErrorCode.LinkExpired)
    assert.match(reused.ErrMsg, /invalid or has expired/)
  })

  it('refuses what it cannot believe, and says why', async () => {
    // Nobody of the company has this e-mail (it is of the company's domain).
    const unknown = expectError(await finish(await signIn('nobody@hengyuan.example')), ErrorCode.NotFound)
    assert.match(unknown.ErrMsg, /Nobody with the e-mail nobody@hengyuan\.example works at .+; ask your company administrator/)
    // The provider signs in somebody of another domain.
    const elsewhere = expectError(await finish(await signIn('wei.zhang@hengyuan.example', 'yan.feng@lanhai.example')), ErrorCode.WrongCredentials)
    assert.deepEqual(elsewhere.ResultData, { Reason: 'noEmail' })
    // An ID token for another client, signed by the provider's own key.
    idp.setTamper('audience')
    const audience = await signIn('wei.zhang@hengyuan.example').then(finish)
    idp.setTamper(null)
    assert.deepEqual(expectError(audience, ErrorCode.WrongCredentials).ResultData, { Reason: 'audience' })
    // The token lives 60 s at the provider; the server reads it 5 minutes later (the state lives 10).
    const late = await signIn('wei.zhang@hengyuan.example')
    env.advance(300)
    assert.deepEqual(expectError(await finish(late), ErrorCode.WrongCredentials).ResultData, { Reason: 'expired' })
    // A state this server never issued, and one past its ten minutes.
    expectError(await finish({ state: 'forged-state', code: 'x' }), ErrorCode.LinkExpired)
    const old = await signIn('wei.zhang@hengyuan.example')
    env.advance(601)
    expectError(await finish(old), ErrorCode.LinkExpired)
    // A code this client did not get: the provider refuses it.
    const wrongCode = await signIn('wei.zhang@hengyuan.example')
    expectError(await finish({ ...wrongCode, code: 'not-the-code' }), ErrorCode.ServiceUnavailable)
    // Cancelled at the provider: /callback is told so.
    const started = expectOk(await env.call('sso/start', { Email: 'wei.zhang@hengyuan.example' }))
    const back = await atProvider(started.AuthorizeUrl, null)
    assert.equal(back.searchParams.get('error'), 'access_denied')
    const hop = await env.app.inject({ method: 'GET', url: `/sso/callback${back.search}` })
    assert.match(String(hop.headers.location), /^\/#\/callback\?.*ssoError=access_denied/)
    // No company signs in this domain.
    expectError(await env.call('sso/start', { Email: 'someone@elsewhere.example' }), ErrorCode.NotFound)
  })
})
