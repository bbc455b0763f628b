import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ErrorCode } from '../../types/api'
import { createTestEnv, expectError, expectOk, PASSWORD, type TestEnv } from './helpers'

const DEMO_USERS = ['employee01', 'booker01', 'approver01', 'admin01', 'consultant01', 'other01']

describe('sign-in with password', () => {
  let env: TestEnv
  before(async () => (env = await createTestEnv()))
  after(() => env.close())

  it('signs in every demo account and the token opens loadInitInfo', async () => {
    for (const user of DEMO_USERS) {
      const res = expectOk(await env.call('Login/UserLogin/v2', { UserName: user, Password: PASSWORD }))
      assert.equal(res.LoginType, 1)
      assert.match(res.Token, /^[\w-]{40,}$/)
      assert.ok(new Date(res.ExpiresAt).getTime() - env.now().getTime() === 7 * 24 * 3600 * 1000)
      const init = expectOk(await env.call('home/loadInitInfo/v2', {}, { token: res.Token }))
      assert.equal(init.PersonalInfor.UserName, user)
    }
  })

  it('treats the user name case-insensitively', async () => {
    expectOk(await env.call('Login/UserLogin/v2', { UserName: 'EMPLOYEE01', Password: PASSWORD }))
  })

  it('refuses a wrong password in the request language, and an unknown user alike', async () => {
    const zh = expectError(await env.call('Login/UserLogin/v2', { UserName: 'booker01', Password: 'Wrong1234' }), ErrorCode.WrongCredentials)
    assert.equal(zh.ErrMsg, '用户名或密码错误')
    assert.deepEqual(zh.ResultData, { NeedVerifyCode: false })
    const en = expectError(await env.call('Login/UserLogin/v2', { UserName: 'nobody', Password: 'x' }, { lang: 2 }), ErrorCode.WrongCredentials)
    assert.equal(en.ErrMsg, 'Incorrect user name or password.')
    const tw = expectError(await env.call('Login/UserLogin/v2', { UserName: 'nobody2', Password: 'x' }, { lang: 3 }), ErrorCode.WrongCredentials)
    assert.equal(tw.ErrMsg, '用戶名或密碼錯誤')
    const ja = expectError(await env.call('Login/UserLogin/v2', { UserName: 'nobody3', Password: 'x' }, { lang: 5 }), ErrorCode.WrongCredentials)
    assert.equal(ja.ErrMsg, 'ユーザー名またはパスワードが正しくありません')
  })

  it('rejects bad input with 1001 naming the field', async () => {
    const missing = expectError(await env.call('Login/UserLogin/v2', { UserName: 'employee01' }, { lang: 2 }), ErrorCode.ValidationFailed)
    assert.match(missing.ErrMsg, /Password/)
    const wrongType = expectError(await env.call('Login/UserLogin/v2', { UserName: 'employee01', Password: 12345678 }, { lang: 2 }), ErrorCode.ValidationFailed)
    assert.equal(wrongType.ErrMsg, 'The field Password must be a string.')
    const tooLong = expectError(await env.call('Login/UserLogin/v2', { UserName: 'x'.repeat(65), Password: 'a' }), ErrorCode.ValidationFailed)
    assert.equal(tooLong.ErrMsg, '字段 UserName 不能超过 64 个字符')
    const empty = expectError(await env.call('Login/UserLogin/v2', { UserName: '', Password: 'a' }), ErrorCode.ValidationFailed)
    assert.equal(empty.ErrMsg, '字段 UserName 不能为空')
    const badType = expectError(await env.call('Login/UserLogin/v2', { UserName: 'employee01', Password: PASSWORD, LoginType: 3 }), ErrorCode.ValidationFailed)
    assert.match(badType.ErrMsg, /LoginType/)
  })
})

describe('image code after repeated wrong passwords', () => {
  let env: TestEnv
  before(async () => (env = await createTestEnv({ config: { demoSmsEcho: true } })))
  after(() => env.close())

  const login = (extra: Record<string, string> = {}, password = PASSWORD) =>
    env.call('Login/UserLogin/v2', { UserName: 'approver01', Password: password, ...extra })

  it('asks for the image code after 3 wrong passwords and accepts the right one', async () => {
    let check = expectOk(await env.call('Login/CheckUserName', { UserName: 'approver01' }))
    assert.deepEqual(check, { Exists: true, NeedVerifyCode: false, HasPersonalAccount: true })

    expectError(await login({}, 'Wrong0001'), ErrorCode.WrongCredentials)
    expectError(await login({}, 'Wrong0002'), ErrorCode.WrongCredentials)
    const third = expectError(await login({}, 'Wrong0003'), ErrorCode.WrongCredentials)
    assert.deepEqual(third.ResultData, { NeedVerifyCode: true })

    check = expectOk(await env.call('Login/CheckUserName', { UserName: 'APPROVER01' }))
    assert.equal(check.NeedVerifyCode, true)

    // Even the right password is refused without the image code.
    const required = expectError(await login(), ErrorCode.VerifyCodeRequired)
    assert.equal(required.ErrMsg, '密码错误次数过多，请输入图形验证码')

    const captcha = expectOk(await env.call('Login/GetVerifyCodeV2', { UserName: 'approver01' }))
    assert.match(captcha.VerifyCodeImage, /^data:image\/svg\+xml;base64,/)
    const svg = Buffer.from(captcha.VerifyCodeImage.split(',')[1], 'base64').toString()
    assert.match(svg, /^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    assert.match(captcha.DevCode, /^[A-Z2-9]{4}$/)

    // A wrong image code spends the image.
    expectError(await login({ VerifyCodeId: captcha.VerifyCodeId, VerifyCode: 'ZZZZ' }), ErrorCode.CodeInvalid)
    expectError(await login({ VerifyCodeId: captcha.VerifyCodeId, VerifyCode: captcha.DevCode }), ErrorCode.CodeInvalid)

    const fresh = expectOk(await env.call('Login/GetVerifyCodeV2', { UserName: 'approver01' }))
    // Case does not matter for the image code.
    expectOk(await login({ VerifyCodeId: fresh.VerifyCodeId, VerifyCode: fresh.DevCode.toLowerCase() }))
    // Success clears the streak.
    check = expectOk(await env.call('Login/CheckUserName', { UserName: 'approver01' }))
    assert.equal(check.NeedVerifyCode, false)
  })

  it("an image code for one user name does not unlock another's", async () => {
    for (let i = 0; i < 3; i++)
      expectError(await env.call('Login/UserLogin/v2', { UserName: 'booker01', Password: 'Wrong000' + i }), ErrorCode.WrongCredentials)
    const other = expectOk(await env.call('Login/GetVerifyCodeV2', { UserName: 'admin01' }))
    expectError(
      await env.call('Login/UserLogin/v2', { UserName: 'booker01', Password: PASSWORD, VerifyCodeId: other.VerifyCodeId, VerifyCode: other.DevCode }),
      ErrorCode.CodeInvalid,
    )
  })

  it('forgets a failure streak after a day', async () => {
    for (let i = 0; i < 3; i++) expectError(await env.call('Login/UserLogin/v2', { UserName: 'admin01', Password: 'Wrong000' + i }), ErrorCode.WrongCredentials)
    expectError(await env.call('Login/UserLogin/v2', { UserName: 'admin01', Password: PASSWORD }), ErrorCode.VerifyCodeRequired)
    env.advance(24 * 3600 + 60)
    expectOk(await env.call('Login/UserLogin/v2', { UserName: 'admin01', Password: PASSWORD }))
  })

  it('Login/CheckUserName reports unknown names and bad input', async () => {
    assert.deepEqual(expectOk(await env.call('Login/CheckUserName', { UserName: 'ghost' })), {
      Exists: false,
      NeedVerifyCode: false,
      HasPersonalAccount: false,
    })
    assert.equal(expectOk(await env.call('Login/CheckUserName', { UserName: 'consultant01' })).HasPersonalAccount, false)
    expectError(await env.call('Login/CheckUserName', {}), ErrorCode.ValidationFailed)
    expectError(await env.call('Login/GetVerifyCodeV2', { UserName: 7 }), ErrorCode.ValidationFailed)
  })
})

describe('sign-in with SMS or e-mail code', () => {
  let env: TestEnv
  before(async () => (env = await createTestEnv()))
  after(() => env.close())

  it('signs in by SMS code', async () => {
    const sent = expectOk(await env.call('Login/GetPhoneVerifyCode', { Mobile: '13800000001', MobileCountryCode: '+86' }))
    assert.equal(sent.MaskedTarget, '+86 138****0001')
    assert.equal(sent.ExpiresInSeconds, 600)
    assert.equal(sent.DevCode, undefined, 'DevCode only with DEMO_SMS_ECHO=1')
    assert.equal(env.sent.at(-1)!.channel, 'sms')
    assert.equal(env.sent.at(-1)!.purpose, 'LoginSms')
    const code = env.lastCode()
    assert.match(code, /^\d{6}$/)

    const wrong = code === '000000' ? '111111' : '000000'
    const bad = expectError(await env.call('Login/SignInWithPhoneVerifyCode', { Mobile: '13800000001', VerifyCode: wrong }), ErrorCode.CodeInvalid)
    assert.equal(bad.ErrMsg, '验证码错误')
    const res = expectOk(await env.call('Login/SignInWithPhoneVerifyCode', { Mobile: '13800000001', VerifyCode: code }))
    const init = expectOk(await env.call('home/loadInitInfo/v2', {}, { token: res.Token }))
    assert.equal(init.PersonalInfor.UserName, 'employee01')
    // A code works once.
    expectError(await env.call('Login/SignInWithPhoneVerifyCode', { Mobile: '13800000001', VerifyCode: code }), ErrorCode.CodeInvalid)
  })

  it('refuses an expired SMS code', async () => {
    expectOk(await env.call('Login/GetPhoneVerifyCode', { Mobile: '13800000003' }))
    env.advance(601)
    const r = expectError(
      await env.call('Login/SignInWithPhoneVerifyCode', { Mobile: '13800000003', VerifyCode: env.lastCode() }, { lang: 2 }),
      ErrorCode.CodeInvalid,
    )
    assert.equal(r.ErrMsg, 'The verification code has expired. Please request a new one.')
  })

  it('kills a code after 5 wrong entries', async () => {
    expectOk(await env.call('Login/GetPhoneVerifyCode', { Mobile: '13800000004' }))
    const code = env.lastCode()
    const wrong = code === '999999' ? '888888' : '999999'
    for (let i = 0; i < 5; i++)
      expectError(await env.call('Login/SignInWithPhoneVerifyCode', { Mobile: '13800000004', VerifyCode: wrong }), ErrorCode.CodeInvalid)
    expectError(await env.call('Login/SignInWithPhoneVerifyCode', { Mobile: '13800000004', VerifyCode: code }), ErrorCode.CodeInvalid)
  })

  it('signs in by e-mail code', async () => {
    const sent = expectOk(await env.call('Login/GetPhoneVerifyCode', { Email: 'Na.Li@hengyuan.example' }))
    assert.equal(sent.MaskedTarget, 'na***@hengyuan.example')
    assert.equal(env.sent.at(-1)!.channel, 'email')
    const res = expectOk(await env.call('Login/SignInWithVerifyCode', { Email: 'na.li@hengyuan.example', VerifyCode: env.lastCode() }))
    const init = expectOk(await env.call('home/loadInitInfo/v2', {}, { token: res.Token }))
    assert.equal(init.PersonalInfor.UserName, 'approver01')
  })

  it('an SMS code is not an e-mail code', async () => {
    expectOk(await env.call('Login/GetPhoneVerifyCode', { Mobile: '13800000002' }))
    expectError(await env.call('Login/SignInWithVerifyCode', { Email: 'na.li@hengyuan.example', VerifyCode: env.lastCode() }), ErrorCode.CodeInvalid)
  })

  it('reports unknown accounts and bad input', async () => {
    const unknown = expectError(await env.call('Login/GetPhoneVerifyCode', { Mobile: '13912345678' }), ErrorCode.NotFound)
    assert.equal(unknown.ErrMsg, '账号不存在')
    // A traveller without an account cannot sign in.
    expectError(await env.call('Login/GetPhoneVerifyCode', { Mobile: '13900000007' }), ErrorCode.NotFound)
    const format = expectError(await env.call('Login/GetPhoneVerifyCode', { Mobile: '2380000000' }), ErrorCode.ValidationFailed)
    assert.equal(format.ErrMsg, '手机号格式不正确')
    expectError(await env.call('Login/GetPhoneVerifyCode', { Mobile: '12ab', MobileCountryCode: '44' }), ErrorCode.ValidationFailed)
    expectError(await env.call('Login/GetPhoneVerifyCode', {}), ErrorCode.ValidationFailed)
    expectError(await env.call('Login/GetPhoneVerifyCode', { Mobile: '13800000001', Email: 'wei.zhang@hengyuan.example' }), ErrorCode.ValidationFailed)
    expectError(await env.call('Login/GetPhoneVerifyCode', { Email: 'not-an-email' }), ErrorCode.ValidationFailed)
    expectError(await env.call('Login/SignInWithPhoneVerifyCode', { Mobile: '13800000001' }), ErrorCode.ValidationFailed)
    expectError(await env.call('Login/SignInWithVerifyCode', { Email: 'na.li@hengyuan.example', VerifyCode: 123456 }), ErrorCode.ValidationFailed)
  })

  it('a foreign phone with its country code works', async () => {
    // Non-employee travellers have no account: the phone is valid but unknown.
    expectError(await env.call('Login/GetPhoneVerifyCode', { Mobile: '7700900123', MobileCountryCode: '44' }), ErrorCode.NotFound)
  })
})

describe('session lifecycle', () => {
  let env: TestEnv
  before(async () => (env = await createTestEnv()))
  after(() => env.close())

  it('answers 101 without a token or with an unknown one', async () => {
    const none = expectError(await env.call('home/loadInitInfo/v2'), ErrorCode.NotLoggedIn)
    assert.equal(none.ErrMsg, '您尚未登录，请先登录')
    assert.equal(none.ResultData, null)
    expectError(await env.call('home/loadInitInfo/v2', {}, { token: 'garbage' }), ErrorCode.NotLoggedIn)
  })

  it('answers 102 once the token expired', async () => {
    const token = await env.login('employee01')
    env.advance(7 * 24 * 3600 - 10)
    expectOk(await env.call('user/getPermissions', {}, { token }))
    env.advance(20)
    const r = expectError(await env.call('user/getPermissions', {}, { token }), ErrorCode.TokenExpired)
    assert.equal(r.ErrMsg, '登录已失效，请重新登录')
  })

  it('honours a shorter TOKEN_TTL', async () => {
    const short = await createTestEnv({ config: { tokenTtlSeconds: 60 } })
    try {
      const token = await short.login('employee01')
      short.advance(61)
      expectError(await short.call('user/getPermissions', {}, { token }), ErrorCode.TokenExpired)
    } finally {
      await short.close()
    }
  })

  it('user/logout ends the session', async () => {
    const token = await env.login('booker01')
    const other = await env.login('booker01')
    assert.equal(expectOk(await env.call('user/logout', {}, { token })), null)
    expectError(await env.call('user/getPermissions', {}, { token }), ErrorCode.NotLoggedIn)
    expectError(await env.call('user/logout', {}, { token }), ErrorCode.NotLoggedIn)
    expectError(await env.call('user/logout', [], { token: other }), ErrorCode.ValidationFailed)
    // Other devices stay signed in.
    expectOk(await env.call('user/getPermissions', {}, { token: other }))
  })

  it('answers 107 to an outdated client, before anything else', async () => {
    const r = expectError(await env.call('home/loadInitInfo/v2', {}, { version: '8.9.9' }), ErrorCode.VersionOutdated)
    assert.equal(r.ErrMsg, '新版本已上线，请更新到最新版本')
    expectError(await env.call('Login/UserLogin/v2', { UserName: 'employee01', Password: PASSWORD }, { version: '7.0' }), ErrorCode.VersionOutdated)
    expectError(await env.call('Login/UserLogin/v2', { UserName: 'employee01', Password: PASSWORD }, { version: 'banana' }), ErrorCode.VersionOutdated)
    expectOk(await env.call('Login/UserLogin/v2', { UserName: 'employee01', Password: PASSWORD }, { version: '8.10.1' }))
    expectOk(await env.call('Login/UserLogin/v2', { UserName: 'employee01', Password: PASSWORD }, { version: '8.10.10' }))
    expectOk(await env.call('Login/UserLogin/v2', { UserName: 'employee01', Password: PASSWORD }, { version: '9.0.0-beta' }))
  })

  it('home/getversionnumber answers outdated clients too', async () => {
    assert.deepEqual(expectOk(await env.call('home/getversionnumber', {}, { version: '8.1.0' })), {
      VersionNumber: '8.10.1',
      MinVersion: '8.10.1',
      IsForceUpdate: true,
    })
    assert.equal(expectOk(await env.call('home/getversionnumber', {}, { version: '8.10.1' })).IsForceUpdate, false)
    assert.equal(expectOk(await env.call('home/getversionnumber')).IsForceUpdate, false)
    expectError(await env.call('home/getversionnumber', [1]), ErrorCode.ValidationFailed)
  })

  it('MIN_CLIENT_VERSION raises the bar', async () => {
    const strict = await createTestEnv({ config: { minClientVersion: '9.1' } })
    try {
      expectError(await strict.call('Login/CheckUserName', { UserName: 'x' }, { version: '8.10.1' }), ErrorCode.VersionOutdated)
      expectOk(await strict.call('Login/CheckUserName', { UserName: 'x' }, { version: '9.1.0' }))
      assert.equal(expectOk(await strict.call('home/getversionnumber', {}, { version: '8.10.1' })).MinVersion, '9.1')
    } finally {
      await strict.close()
    }
  })
})

describe('Login/ToggleApp', () => {
  let env: TestEnv
  before(async () => (env = await createTestEnv()))
  after(() => env.close())

  it('switches to the personal account and back, each time with a new token', async () => {
    const unit = await env.login('employee01')
    const personal = expectOk(await env.call('Login/ToggleApp', {}, { token: unit }))
    assert.equal(personal.LoginType, 2)
    expectError(await env.call('user/getPermissions', {}, { token: unit }), ErrorCode.NotLoggedIn)

    const init = expectOk(await env.call('home/loadInitInfo/v2', {}, { token: personal.Token }))
    assert.equal(init.PersonalInfor.LoginType, 2)
    // A personal account books private trips only and pays itself.
    assert.equal(init.PersonalPower.BusinessPermission.Flight.Book, false)
    assert.equal(init.PersonalPower.PrivatePermission.Flight, true)
    assert.deepEqual(init.PersonalPower.PaymentPermission, { CompanyPay: false, PersonalPay: true, MixedPay: false })

    const back = expectOk(await env.call('Login/ToggleApp', { LoginType: 1 }, { token: personal.Token }))
    assert.equal(back.LoginType, 1)
    const power = expectOk(await env.call('user/getPermissions', {}, { token: back.Token }))
    assert.equal(power.BusinessPermission.Flight.Book, true)
  })

  it('signs in straight into the personal account', async () => {
    const r = expectOk(await env.call('Login/UserLogin/v2', { UserName: 'admin01', Password: PASSWORD, LoginType: 2 }))
    assert.equal(r.LoginType, 2)
    const power = expectOk(await env.call('user/getPermissions', {}, { token: r.Token }))
    assert.equal(power.ManagePermission.Enable, false, 'no company management from a personal account')
  })

  it('refuses accounts without a personal account', async () => {
    const token = await env.login('consultant01')
    const r = expectError(await env.call('Login/ToggleApp', {}, { token }), ErrorCode.NoPermission)
    assert.equal(r.ErrMsg, '该账号未开通个人账户')
    // The refused switch leaves the session alone.
    expectOk(await env.call('user/getPermissions', {}, { token }))
    expectError(await env.call('Login/UserLogin/v2', { UserName: 'consultant01', Password: PASSWORD, LoginType: 2 }), ErrorCode.NoPermission)
  })

  it('needs a token and valid input', async () => {
    expectError(await env.call('Login/ToggleApp', {}), ErrorCode.NotLoggedIn)
    const token = await env.login('employee01')
    expectError(await env.call('Login/ToggleApp', { LoginType: '2' }, { token }), ErrorCode.ValidationFailed)
  })
})
