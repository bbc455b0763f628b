import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ErrorCode } from '../../types/api'
import { createTestEnv, expectError, expectOk, secondsToChinaMidnight, type TestEnv } from './helpers'

const SEND = 'mobileverification/sendMobileVerificationCode'

describe('mobileverification/sendMobileVerificationCode', () => {
  let env: TestEnv
  let token: string
  before(async () => {
    env = await createTestEnv()
    token = await env.login('employee01')
  })
  after(() => env.close())

  it("needs a token (the default purpose MobileCheck; Purpose 'Register' is in register.test.ts)", async () => {
    expectError(await env.call(SEND, {}), ErrorCode.NotLoggedIn)
    expectError(await env.call(SEND, { Purpose: 'MobileCheck' }), ErrorCode.NotLoggedIn)
    expectError(await env.call(SEND, { Purpose: 'MobileCheck', Mobile: '13912340000' }, { token: 'stale' }), ErrorCode.NotLoggedIn)
    assert.equal(env.sent.length, 0)
  })

  it("sends to the caller's own phone by default, at most 3 a day; the 4th is refused", async () => {
    for (let i = 0; i < 3; i++) {
      const r = expectOk(await env.call(SEND, {}, { token }))
      assert.equal(r.MaskedTarget, '+86 138****0001')
      assert.equal(r.DevCode, undefined)
    }
    assert.equal(env.sent.filter((m) => m.purpose === 'MobileCheck').length, 3)
    const fourth = expectError(await env.call(SEND, {}, { token }), ErrorCode.TooManyCodes)
    assert.equal(fourth.ErrMsg, '今日验证码发送次数已达上限（3次），请明天再试')
    const en = expectError(await env.call(SEND, {}, { token, lang: 2 }), ErrorCode.TooManyCodes)
    assert.match(en.ErrMsg, /limit of 3 verification codes/)
    assert.equal(env.sent.filter((m) => m.purpose === 'MobileCheck').length, 3, 'nothing sent when refused')
  })

  it('counts per user: another phone does not reset the quota', async () => {
    expectError(await env.call(SEND, { Mobile: '13912340000' }, { token }), ErrorCode.TooManyCodes)
  })

  it('counts per phone: another user cannot send more to that phone', async () => {
    const booker = await env.login('booker01')
    expectError(await env.call(SEND, { Mobile: '13800000001', MobileCountryCode: '86' }, { token: booker }), ErrorCode.TooManyCodes)
    expectOk(await env.call(SEND, {}, { token: booker }))
  })

  it('starts again on the next day in China time', async () => {
    // START is 14:00 in China: 10 hours to midnight.
    env.advance(secondsToChinaMidnight(env.now()) + 1)
    expectOk(await env.call(SEND, {}, { token }))
  })

  it('checks the phone format', async () => {
    const admin = await env.login('admin01')
    const r = expectError(await env.call(SEND, { Mobile: '1380000000' }, { token: admin }), ErrorCode.ValidationFailed)
    assert.equal(r.ErrMsg, '手机号格式不正确')
    expectError(await env.call(SEND, { Mobile: 13800000004 }, { token: admin }), ErrorCode.ValidationFailed)
    expectOk(await env.call(SEND, { Mobile: '91234567', MobileCountryCode: '+852' }, { token: admin }))
  })
})

describe('codes with DEMO_SMS_ECHO and in the log', () => {
  it('returns DevCode only when DEMO_SMS_ECHO is on, and logs every code with a masked phone', async () => {
    const env = await createTestEnv({ config: { demoSmsEcho: true }, logCodes: true })
    try {
      const token = await env.login('approver01')
      const r = expectOk(await env.call(SEND, {}, { token }))
      assert.match(r.DevCode, /^\d{6}$/)
      const line = env.logLines.find((l) => l.includes('[sms]'))
      assert.ok(line, 'a log line for the code')
      assert.match(line!, new RegExp(`\\[sms\\] to \\+86 138\\*\\*\\*\\*0002 code ${r.DevCode}`))
      assert.ok(!line!.includes('13800000002'), 'the log masks the phone')

      const mail = expectOk(await env.call('user/getForgotPasswordCode/v2', { Email: 'na.li@hengyuan.example' }))
      assert.ok(env.logLines.some((l) => l.includes(`[email] to na***@hengyuan.example code ${mail.DevCode}`)))
    } finally {
      await env.close()
    }
  })

  it('CODE_DAILY_LIMIT changes the quota', async () => {
    const env = await createTestEnv({ config: { codeDailyLimit: 1 } })
    try {
      const token = await env.login('approver01')
      expectOk(await env.call(SEND, {}, { token }))
      const r = expectError(await env.call(SEND, {}, { token }), ErrorCode.TooManyCodes)
      assert.match(r.ErrMsg, /1次/)
    } finally {
      await env.close()
    }
  })
})
