/**
 * WeChat in its browser (docs/sign-in.md#wechat-in-its-browser): the sandbox channel's round trip
 * (start, its authorize page, the return to /#/callback), a code nobody bound kept for binding and
 * bound after a password sign-in, the bound WeChat signing in, a signed-in caller binding; the
 * JS-SDK signature against WeChat's documented example and a foreign origin refused.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ErrorCode } from '../../types/api'
import { jsSdkSignature, officialAccountChannel, SANDBOX_JSAPI_TICKET } from '../src/services/wechat-oauth/channel'
import { createTestEnv, expectError, expectOk, type TestEnv } from './helpers'

const SITE = 'http://127.0.0.1:4897'

describe("WeChat's web authorization and JS-SDK", () => {
  let env: TestEnv

  /** Start → the sandbox's authorize page → WeChat's return → /#/callback: the code and state the page gets. */
  async function roundTrip(as: string) {
    const start = await env.app.inject({ method: 'GET', url: '/wechat/oauth/start?state=state-0123456789' })
    assert.equal(start.statusCode, 302)
    const authorize = new URL(String(start.headers.location), SITE)
    assert.equal(authorize.pathname, '/wechat/sandbox/authorize')
    assert.equal(authorize.searchParams.get('redirect_uri'), `${SITE}/wechat/oauth/callback`)
    const page = await env.app.inject({ method: 'GET', url: `${authorize.pathname}${authorize.search}&as=${as}` })
    const back = await env.app.inject({ method: 'GET', url: String(page.headers.location) })
    const to = new URLSearchParams(String(back.headers.location).replace(/^\/#\/callback\?/, ''))
    assert.equal(to.get('wxState'), 'state-0123456789')
    return to.get('wxCode') ?? ''
  }
  const callBack = (body: object, token?: string) => env.call('WeChatOAuth/CallBack', body, { token, lang: 2 })

  before(async () => {
    env = await createTestEnv({ config: { publicBaseUrl: SITE } })
  })
  after(() => env?.close())

  it('an openid nobody bound waits for a password sign-in, then signs its person in', async () => {
    const code = await roundTrip('zhangwei')
    const first = expectOk(await callBack({ Code: code }))
    assert.equal(first.Outcome, 'NeedSignIn')
    assert.ok(first.BindTicket)
    // Binding needs the person signed in.
    expectError(await callBack({ BindTicket: first.BindTicket }), ErrorCode.NotLoggedIn)
    const employee = await env.login('employee01')
    assert.equal(expectOk(await callBack({ BindTicket: first.BindTicket }, employee)).Outcome, 'Bound')
    // A ticket binds once.
    expectError(await callBack({ BindTicket: first.BindTicket }, employee), ErrorCode.LinkExpired)
    const again = expectOk(await callBack({ Code: await roundTrip('zhangwei') }))
    assert.equal(again.Outcome, 'SignedIn')
    const me = expectOk(await env.call('home/loadInitInfo/v2', {}, { token: again.Session?.Token }))
    assert.equal(me.PersonalInfor.UserName, 'employee01')
  })

  it('a signed-in person opening the link binds their WeChat; old tickets and foreign codes are refused', async () => {
    const admin = await env.login('admin01')
    assert.equal(expectOk(await callBack({ Code: await roundTrip('liuyang') }, admin)).Outcome, 'Bound')
    const signedIn = expectOk(await callBack({ Code: await roundTrip('liuyang') }))
    assert.equal(expectOk(await env.call('home/loadInitInfo/v2', {}, { token: signedIn.Session?.Token })).PersonalInfor.UserName, 'admin01')
    // A ticket older than ten minutes.
    const kept = expectOk(await callBack({ Code: await roundTrip('nobody') }))
    env.advance(601)
    expectError(await callBack({ BindTicket: kept.BindTicket }, admin), ErrorCode.LinkExpired)
    // A code WeChat (here the sandbox) never issued; no code at all.
    assert.match(expectError(await callBack({ Code: 'forged' }), ErrorCode.WrongCredentials).ErrMsg, /no longer valid/)
    expectError(await callBack({}), ErrorCode.ValidationFailed)
  })

  it("signs wx.config as WeChat's documentation does, only for the site's own pages", async () => {
    // WeChat's documented example (JS-SDK, appendix 1).
    const example = {
      ticket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
      nonceStr: 'Wm3WZYTPz0wzccnW',
      timestamp: 1414587457,
      url: 'http://mp.weixin.qq.com?params=value',
    }
    assert.equal(jsSdkSignature(example), '0f9de62fce790f9a083d5c99e95740ceb90c27ed')
    const url = `${SITE}/?from=share#/wechatShare`
    const config = expectOk(await env.call('WeChatOAuth/WeChatJsConfigResponse', { Url: url }))
    assert.equal(config.Sandbox, true)
    assert.equal(config.Timestamp, Math.floor(env.now().getTime() / 1000))
    // Signed over the address without its '#' part.
    const expected = jsSdkSignature({ ticket: SANDBOX_JSAPI_TICKET, nonceStr: config.NonceStr, timestamp: config.Timestamp, url: `${SITE}/?from=share` })
    assert.equal(config.Signature, expected)
    for (const foreign of ['https://evil.example/#/home', 'http://127.0.0.1:4898/', 'javascript:alert(1)', 'not a url']) {
      const e = expectError(await env.call('WeChatOAuth/WeChatJsConfigResponse', { Url: foreign }, { lang: 2 }), ErrorCode.NoPermission)
      assert.match(e.ErrMsg, /not on this site/, foreign)
    }
  })

  it('names the official account to follow', async () => {
    const account = expectOk(await env.call('WeChatOAuth/OfficialAccount', {}))
    assert.equal(account.Sandbox, true)
    assert.ok(account.Name && account.FollowUrl.startsWith('https://'))
  })

  it("is WeChat's with the account's settings, the sandbox without, and none in production without them", async () => {
    const real = officialAccountChannel({
      WECHAT_MP_APP_ID: 'wx0123456789',
      WECHAT_MP_SECRET: 'secret',
      WECHAT_MP_JS_ORIGINS: 'https://m.example.com/, https://www.example.com',
    })
    assert.equal(real?.sandbox, false)
    assert.deepEqual(real?.jsOrigins, ['https://m.example.com', 'https://www.example.com'])
    const authorize = new URL(real?.authorizeUrl('https://m.example.com/wechat/oauth/callback', 'state-1', 'snsapi_base') ?? '')
    assert.equal(authorize.origin + authorize.pathname, 'https://open.weixin.qq.com/connect/oauth2/authorize')
    assert.equal(authorize.searchParams.get('appid'), 'wx0123456789')
    assert.equal(authorize.hash, '#wechat_redirect')
    assert.equal(officialAccountChannel({})?.sandbox, true)
    assert.equal(await officialAccountChannel({})?.openIdOf('not-from-the-sandbox'), null)
    assert.equal(officialAccountChannel({ NODE_ENV: 'production' }), null)
  })
})
