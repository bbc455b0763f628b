import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ErrorCode } from '../../types/api'
import { SCAN_CODE_TTL_SECONDS, SCAN_POLLS_PER_MINUTE } from '../src/services/scan-sign-in/service'
import { describeAgent, maskAddress, networkOf } from '../src/services/scan-sign-in/where'
import { createTestEnv, expectError, expectOk, type TestEnv } from './helpers'

const DESKTOP_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

describe('scan to sign in', () => {
  let env: TestEnv
  let phone: string
  before(async () => {
    env = await createTestEnv()
    phone = await env.login('employee01')
  })
  after(() => env.close())

  const create = async () => expectOk(await env.call('Login/CreateScanCode', { TimeZone: 'Asia/Shanghai' }, { headers: { DeviceInfo: DESKTOP_UA } }))
  const poll = (Code: string, Secret: string) => env.call('Login/PollScanCode', { Code, Secret })
  const info = (Code: string, lang?: number) => env.call('Login/GetScanCodeInfo', { Code }, { token: phone, lang })
  const decide = (Code: string, Confirm: boolean) => env.call('Login/DecideScanCode', { Code, Confirm }, { token: phone })

  it('signs the browser in as the phone once the phone confirms, and hands the session out once', async () => {
    const c = await create()
    assert.match(c.Code, /^[A-Z2-9]{4}-[A-Z2-9]{4}$/)
    assert.equal(c.ExpiresInSeconds, SCAN_CODE_TTL_SECONDS)
    assert.deepEqual(expectOk(await poll(c.Code, c.Secret)), { Status: 'Pending' })

    // Typed on the phone in lower case without the dash: the same code.
    const seen = expectOk(await info(c.Code.replace('-', '').toLowerCase()))
    assert.deepEqual(
      { ...seen, RequestedAt: undefined, ExpiresAt: undefined },
      {
        Browser: 'Chrome 131',
        System: 'Windows',
        TimeZone: 'Asia/Shanghai',
        Address: '127.0.0.*',
        Network: 'Local',
        SameNetwork: true,
        RequestedAt: undefined,
        ExpiresAt: undefined,
      },
    )
    assert.equal(seen.ExpiresAt, c.ExpiresAt)
    assert.deepEqual(expectOk(await poll(c.Code, c.Secret)), { Status: 'Scanned' })

    expectOk(await decide(c.Code, true))
    const done = expectOk(await poll(c.Code, c.Secret))
    assert.equal(done.Status, 'Confirmed')
    const init = expectOk(await env.call('home/loadInitInfo/v2', {}, { token: done.Session!.Token }))
    assert.equal(init.PersonalInfor.UserName, 'employee01')

    // Reused: neither the browser nor a phone gets anything more out of it.
    const again = expectError(await poll(c.Code, c.Secret), ErrorCode.LinkExpired)
    assert.deepEqual(again.ResultData, { Status: 'Used' })
    const phoneAgain = expectError(await decide(c.Code, true), ErrorCode.LinkExpired)
    assert.equal(phoneAgain.ErrMsg, '登录码已使用，请在电脑上刷新二维码')
  })

  it('refuses each way a code cannot sign in, in the request language', async () => {
    const cases: { name: string; setUp: (code: string) => Promise<void>; browser: unknown; phoneCode: number; phoneMsg: string | null }[] = [
      {
        name: 'expired',
        setUp: async () => env.advance(SCAN_CODE_TTL_SECONDS),
        browser: { Status: 'Expired' },
        phoneCode: ErrorCode.LinkExpired,
        phoneMsg: 'This sign-in code has expired. Refresh the QR code on the computer.',
      },
      {
        name: 'declined',
        setUp: async (code) => void expectOk(await decide(code, false)),
        browser: { Status: 'Declined' },
        phoneCode: ErrorCode.LinkExpired,
        phoneMsg: 'This sign-in request was declined.',
      },
      {
        name: 'confirmed but not yet taken (a second phone)',
        setUp: async (code) => void expectOk(await decide(code, true)),
        browser: null,
        phoneCode: ErrorCode.LinkExpired,
        phoneMsg: 'This sign-in code has already been used. Refresh the QR code on the computer.',
      },
    ]
    for (const k of cases) {
      const c = await create()
      await k.setUp(c.Code)
      if (k.browser) assert.deepEqual(expectOk(await poll(c.Code, c.Secret)), k.browser, k.name)
      const refused = expectError(await env.call('Login/GetScanCodeInfo', { Code: c.Code }, { token: phone, lang: 2 }), k.phoneCode)
      assert.equal(refused.ErrMsg, k.phoneMsg, k.name)
      expectError(await decide(c.Code, true), k.phoneCode)
    }
    // An expired confirmation is not collected late either.
    const late = await create()
    expectOk(await decide(late.Code, true))
    env.advance(SCAN_CODE_TTL_SECONDS)
    assert.deepEqual(expectOk(await poll(late.Code, late.Secret)), { Status: 'Expired' })
  })

  it("does not let another browser poll someone else's code, nor a phone guess codes", async () => {
    const mine = await create()
    const theirs = await create()
    // The other browser knows the code (it was on a screen) but holds another secret.
    const stolen = expectError(await poll(mine.Code, theirs.Secret), ErrorCode.NotFound)
    assert.equal(stolen.ErrMsg, '登录码不存在，请核对后重新输入')
    expectOk(await decide(mine.Code, true))
    expectError(await poll(mine.Code, theirs.Secret), ErrorCode.NotFound)
    expectError(await poll(mine.Code, 'x'), ErrorCode.NotFound)
    // The owner still gets its session.
    assert.equal(expectOk(await poll(mine.Code, mine.Secret)).Status, 'Confirmed')

    expectError(await info('ZZZZ-ZZZZ'), ErrorCode.CodeInvalid)
    expectError(await info('short'), ErrorCode.CodeInvalid)
    // Reading or confirming needs a signed-in phone.
    expectError(await env.call('Login/GetScanCodeInfo', { Code: theirs.Code }), ErrorCode.NotLoggedIn)
    expectError(await env.call('Login/DecideScanCode', { Code: theirs.Code, Confirm: true }), ErrorCode.NotLoggedIn)
  })

  it('limits polls per code', async () => {
    const c = await create()
    for (let i = 0; i < SCAN_POLLS_PER_MINUTE; i++) expectOk(await poll(c.Code, c.Secret))
    const limited = expectError(await poll(c.Code, c.Secret), ErrorCode.TooManyRequests)
    assert.ok((limited.ResultData as { RetryAfterSeconds: number }).RetryAfterSeconds > 0)
  })

  it('tells browser, system and network from the request', () => {
    const cases: [string, { Browser: string; System: string }][] = [
      [DESKTOP_UA, { Browser: 'Chrome 131', System: 'Windows' }],
      [
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
        { Browser: 'Safari 17', System: 'macOS' },
      ],
      ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', { Browser: 'Firefox 128', System: 'Linux' }],
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
        { Browser: 'Edge 131', System: 'Windows' },
      ],
      ['', { Browser: '', System: '' }],
    ]
    for (const [ua, want] of cases) assert.deepEqual(describeAgent(ua), want, ua)
    assert.deepEqual(
      ['127.0.0.1', '::ffff:192.168.3.7', '172.20.1.1', '203.0.113.9', '2001:db8:85a3:8d3:1319:8a2e:370:7348'].map((ip) => [networkOf(ip), maskAddress(ip)]),
      [
        ['Local', '127.0.0.*'],
        ['Private', '192.168.3.*'],
        ['Private', '172.20.1.*'],
        ['Public', '203.0.113.*'],
        ['Public', '2001:db8:85a3:8d3:*'],
      ],
    )
  })
})
