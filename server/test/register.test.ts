import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ErrorCode } from '../../types/api'
import { createTestEnv, expectError, expectOk, PASSWORD, secondsToChinaMidnight, type TestEnv } from './helpers'

const REGISTER = 'personalapi/systeminfo/addRegisterCompany'
const SEND = 'mobileverification/sendMobileVerificationCode'

const form = (over: Record<string, unknown> = {}) => ({
  CompanyName: '云帆咨询有限公司',
  CompanyNameEn: 'Yunfan Consulting Co., Ltd.',
  ContactName: '何晓明',
  Mobile: '13512345678',
  MobileCountryCode: '86',
  Email: 'xiaoming.he@yunfan.example',
  UserName: 'yunfan.admin',
  Password: 'Yunfan2026',
  // Well-formed, never sent: enough for the cases the server refuses before it looks at the code.
  VerifyCode: '000000',
  ...over,
})

/** Asks for a registration code for `mobile` as a visitor and returns the code the server "sent". */
async function registerCode(env: TestEnv, mobile: string, countryCode = '86'): Promise<string> {
  const r = expectOk(await env.call(SEND, { Purpose: 'Register', Mobile: mobile, MobileCountryCode: countryCode }))
  assert.equal(r.ExpiresInSeconds, 600)
  const last = env.sent.at(-1)!
  assert.equal(last.purpose, 'Register')
  assert.equal(last.to, `${countryCode} ${mobile}`)
  return last.code
}

async function companiesNamed(env: TestEnv, name: string): Promise<number> {
  const rows = await env.db.selectFrom('companies').select('id').where('name', '=', name).execute()
  return rows.length
}

describe('personalapi/systeminfo/addRegisterCompany', () => {
  let env: TestEnv
  before(async () => (env = await createTestEnv()))
  after(() => env.close())

  it('is served at the site root, not under /api', async () => {
    const res = await env.app.inject({ method: 'POST', url: '/api/' + REGISTER, payload: form() })
    assert.equal(res.json().ErrorCode, ErrorCode.NotFound)
  })

  it('registers a company whose administrator is signed in at once, with the code sent to the phone', async () => {
    const code = await registerCode(env, '13512345678')
    const r = expectOk(await env.call(REGISTER, form({ VerifyCode: code })))
    assert.match(r.CompanyCode, /^C\d{6}$/)
    assert.equal(r.CompanyName, '云帆咨询有限公司')
    assert.equal(r.LoginType, 1)

    const init = expectOk(await env.call('home/loadInitInfo/v2', {}, { token: r.Token }))
    assert.equal(init.PersonalInfor.CompanyCode, r.CompanyCode)
    assert.equal(init.PersonalInfor.IsAdmin, true)
    assert.equal(init.PersonalInfor.ChName, '何晓明')
    assert.equal(init.PersonalInfor.DepartmentName, '云帆咨询有限公司')
    assert.equal(init.PersonalPower.ManagePermission.Enable, true)
    // A new company starts with the simple settings: nothing required, no approval.
    assert.equal(init.PersonalSetting.CommonSettings.IsRequiredCostCenter, false)
    assert.equal(init.PersonalSetting.FlightSettings.NormalSettings.VettingSettings.IsEnableVetting, false)
    assert.ok(init.Theme)

    // The password works, and the company sees no demo-company data.
    expectOk(await env.call('Login/UserLogin/v2', { UserName: 'Yunfan.Admin', Password: 'Yunfan2026' }))
    const notices = expectOk(await env.call('notice/list', {}, { token: r.Token }))
    assert.ok(notices.Items.every((n: { IsPlatform: boolean }) => n.IsPlatform))
    assert.deepEqual(expectOk(await env.call('ad/list', {}, { token: r.Token })), [])
  })

  it('refuses taken user names, company names, phones and e-mails with 1008', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ UserName: 'EMPLOYEE01', CompanyName: 'A公司', Mobile: '13500000001', Email: 'a@a.example' }, '用户名已被使用'],
      [{ UserName: 'fresh.user1', CompanyName: '恒远科技有限公司', Mobile: '13500000002', Email: 'b@b.example' }, '该企业名称已注册'],
      [{ UserName: 'fresh.user2', CompanyName: 'B公司', Mobile: '13800000001', Email: 'c@c.example' }, '该手机号已绑定其他账号'],
      [{ UserName: 'fresh.user3', CompanyName: 'C公司', Mobile: '13500000003', Email: 'Wei.Zhang@hengyuan.example' }, '该邮箱已绑定其他账号'],
    ]
    for (const [over, msg] of cases) {
      const r = expectError(await env.call(REGISTER, form(over)), ErrorCode.AlreadyExists)
      assert.equal(r.ErrMsg, msg)
    }
  })

  it('refuses bad input with 1001', async () => {
    const bad: Record<string, unknown>[] = [
      { UserName: 'ab' },
      { UserName: 'has space' },
      { Password: PASSWORD.toLowerCase().replace(/\d/g, 'x') },
      { Mobile: '123' },
      { Email: 'nope' },
      { CompanyName: 'X' },
      { CompanyName: 'x'.repeat(101) },
      { ContactName: '' },
      { Mobile: 13512345678 },
    ]
    for (const over of bad)
      expectError(
        await env.call(REGISTER, form({ UserName: 'new.admin', CompanyName: '新公司', Mobile: '13500009999', Email: 'n@n.example', ...over })),
        ErrorCode.ValidationFailed,
      )
    const { CompanyName: _omit, ...withoutName } = form()
    const r = expectError(await env.call(REGISTER, withoutName, { lang: 2 }), ErrorCode.ValidationFailed)
    assert.equal(r.ErrMsg, 'The field CompanyName is required.')
  })
})

describe('registration proves the phone with an SMS code', () => {
  let env: TestEnv
  before(async () => (env = await createTestEnv()))
  after(() => env.close())

  const fresh = (n: number, over: Record<string, unknown> = {}) =>
    form({
      CompanyName: `验证码测试${n}有限公司`,
      CompanyNameEn: undefined,
      Mobile: `1370000000${n}`,
      Email: `code${n}@code.example`,
      UserName: `code.admin${n}`,
      ...over,
    })

  it('refuses a registration without a code, naming the field, and creates nothing', async () => {
    const { VerifyCode: _omit, ...body } = fresh(1)
    const en = expectError(await env.call(REGISTER, body, { lang: 2 }), ErrorCode.ValidationFailed)
    assert.equal(en.ErrMsg, 'The field VerifyCode is required.')
    const zh = expectError(await env.call(REGISTER, body), ErrorCode.ValidationFailed)
    assert.equal(zh.ErrMsg, '缺少必填字段 VerifyCode')
    for (const bad of ['12345', '1234567', 'abcdef', '', 123456]) {
      expectError(await env.call(REGISTER, fresh(1, { VerifyCode: bad })), ErrorCode.ValidationFailed)
    }
    assert.equal(await companiesNamed(env, '验证码测试1有限公司'), 0)
  })

  it('refuses a code when none was sent to the phone (1007), creating nothing', async () => {
    const r = expectError(await env.call(REGISTER, fresh(1)), ErrorCode.CodeInvalid)
    assert.equal(r.ErrMsg, '验证码已失效，请重新获取')
    assert.equal(await companiesNamed(env, '验证码测试1有限公司'), 0)
  })

  it('refuses a wrong code (1007) and creates nothing; the right one then registers', async () => {
    const code = await registerCode(env, '13700000001')
    const wrong = code === '999999' ? '999998' : '999999'
    const r = expectError(await env.call(REGISTER, fresh(1, { VerifyCode: wrong }), { lang: 2 }), ErrorCode.CodeInvalid)
    assert.equal(r.ErrMsg, 'The verification code is incorrect.')
    assert.equal(await companiesNamed(env, '验证码测试1有限公司'), 0)
    const users = await env.db.selectFrom('users').select('id').where('user_name_key', '=', 'code.admin1').execute()
    assert.equal(users.length, 0, 'no user either')
    const done = expectOk(await env.call(REGISTER, fresh(1, { VerifyCode: code })))
    assert.equal(done.CompanyName, '验证码测试1有限公司')
    assert.equal(await companiesNamed(env, '验证码测试1有限公司'), 1)
  })

  it('a code is bound to its phone: the code of another phone does not register this one', async () => {
    const other = await registerCode(env, '13700000008')
    expectError(await env.call(REGISTER, fresh(2, { VerifyCode: other })), ErrorCode.CodeInvalid)
    assert.equal(await companiesNamed(env, '验证码测试2有限公司'), 0)
  })

  it('a code is spent by the registration: used again it fails (1007)', async () => {
    const code = await registerCode(env, '13700000003')
    expectOk(await env.call(REGISTER, fresh(3, { VerifyCode: code })))
    // Free the phone again (as if the administrator moved to another number): the code stays spent.
    await env.db.updateTable('persons').set({ mobile: '13700000093' }).where('mobile', '=', '13700000003').execute()
    const again = expectError(await env.call(REGISTER, fresh(4, { Mobile: '13700000003', VerifyCode: code })), ErrorCode.CodeInvalid)
    assert.equal(again.ErrMsg, '验证码已失效，请重新获取')
    assert.equal(await companiesNamed(env, '验证码测试4有限公司'), 0)
  })

  it('a double submit with one code creates one company', async () => {
    const code = await registerCode(env, '13700000005')
    const [a, b] = await Promise.all([
      env.call(REGISTER, fresh(5, { VerifyCode: code })),
      env.call(REGISTER, fresh(5, { VerifyCode: code, CompanyName: '验证码测试5b有限公司', UserName: 'code.admin5b', Email: 'code5b@code.example' })),
    ])
    const wins = [a, b].filter((r) => r.IsSuccess)
    assert.equal(wins.length, 1, JSON.stringify([a.ErrMsg, b.ErrMsg]))
    const loser = [a, b].find((r) => !r.IsSuccess)!
    // The loser either lost the code (1007) or, when it ran its checks after the winner was done, met the phone (1008).
    assert.ok(loser.ErrorCode === ErrorCode.CodeInvalid || loser.ErrorCode === ErrorCode.AlreadyExists, `${loser.ErrorCode} ${loser.ErrMsg}`)
    assert.equal((await companiesNamed(env, '验证码测试5有限公司')) + (await companiesNamed(env, '验证码测试5b有限公司')), 1)
  })

  it('a refused form does not spend the code', async () => {
    const code = await registerCode(env, '13700000006')
    expectError(await env.call(REGISTER, fresh(6, { UserName: 'employee01', VerifyCode: code })), ErrorCode.AlreadyExists)
    expectError(await env.call(REGISTER, fresh(6, { Password: 'short', VerifyCode: code })), ErrorCode.ValidationFailed)
    expectOk(await env.call(REGISTER, fresh(6, { VerifyCode: code })))
  })

  it('only a Register code registers: a sign-in or phone-check code for the same phone does not', async () => {
    // employee01's phone code (MobileCheck) for a number that no account has.
    const token = await env.login('employee01')
    expectOk(await env.call(SEND, { Mobile: '13700000007' }, { token }))
    const check = env.sent.at(-1)!
    assert.equal(check.purpose, 'MobileCheck')
    expectError(await env.call(REGISTER, fresh(7, { VerifyCode: check.code })), ErrorCode.CodeInvalid)
    // And a Register code is no phone check: it is stored for nobody.
    await registerCode(env, '13700000007')
    const row = await env.db
      .selectFrom('verification_codes')
      .select(['user_id', 'company_id'])
      .where('purpose', '=', 'Register')
      .where('target', '=', '86 13700000007')
      .executeTakeFirstOrThrow()
    assert.deepEqual(row, { user_id: null, company_id: null })
  })

  it('an expired code fails (1007)', async () => {
    const code = await registerCode(env, '13700000009')
    env.advance(601)
    expectError(await env.call(REGISTER, fresh(9, { VerifyCode: code })), ErrorCode.CodeInvalid)
    assert.equal(await companiesNamed(env, '验证码测试9有限公司'), 0)
  })
})

describe("mobileverification/sendMobileVerificationCode with Purpose 'Register'", () => {
  let env: TestEnv
  before(async () => (env = await createTestEnv()))
  after(() => env.close())

  it('sends to a new phone without a token; a stale token does not matter', async () => {
    const r = expectOk(await env.call(SEND, { Purpose: 'Register', Mobile: '13600001111', MobileCountryCode: '+86' }))
    assert.equal(r.MaskedTarget, '+86 136****1111')
    assert.equal(r.DevCode, undefined, 'DevCode only with DEMO_SMS_ECHO=1')
    assert.equal(env.sent.at(-1)!.purpose, 'Register')
    assert.equal(env.sent.at(-1)!.channel, 'sms')
    expectOk(await env.call(SEND, { Purpose: 'Register', Mobile: '13600002222' }, { token: 'not-a-token' }))
    expectOk(await env.call(SEND, { Purpose: 'Register', Mobile: '91234567', MobileCountryCode: '852' }))
  })

  it("a visitor's MobileCheck still needs a token (101), whether the purpose is named or not", async () => {
    const before = env.sent.length
    expectError(await env.call(SEND, { Purpose: 'MobileCheck', Mobile: '13600003333' }), ErrorCode.NotLoggedIn)
    expectError(await env.call(SEND, { Mobile: '13600003333' }), ErrorCode.NotLoggedIn)
    expectError(await env.call(SEND, {}), ErrorCode.NotLoggedIn)
    assert.equal(env.sent.length, before, 'nothing sent')
  })

  it('refuses a phone an account already uses (1008), and sends nothing', async () => {
    const before = env.sent.length
    const r = expectError(await env.call(SEND, { Purpose: 'Register', Mobile: '13800000001', MobileCountryCode: '86' }), ErrorCode.AlreadyExists)
    assert.equal(r.ErrMsg, '该手机号已绑定其他账号')
    const en = expectError(await env.call(SEND, { Purpose: 'Register', Mobile: '13800000001' }, { lang: 2 }), ErrorCode.AlreadyExists)
    assert.equal(en.ErrMsg, 'This phone number is already linked to another account.')
    assert.equal(env.sent.length, before)
  })

  it('needs Mobile and a well-formed one (1001), and a known purpose', async () => {
    const none = expectError(await env.call(SEND, { Purpose: 'Register' }, { lang: 2 }), ErrorCode.ValidationFailed)
    assert.equal(none.ErrMsg, 'The field Mobile is required.')
    const bad = expectError(await env.call(SEND, { Purpose: 'Register', Mobile: '1360000' }), ErrorCode.ValidationFailed)
    assert.equal(bad.ErrMsg, '手机号格式不正确')
    const purpose = expectError(await env.call(SEND, { Purpose: 'Login', Mobile: '13600004444' }, { lang: 2 }), ErrorCode.ValidationFailed)
    assert.match(purpose.ErrMsg, /Purpose/)
  })

  it('sends at most 3 codes a day per phone; the 4th is refused (1006) until the next day in China', async () => {
    for (let i = 0; i < 3; i++) expectOk(await env.call(SEND, { Purpose: 'Register', Mobile: '13600005555' }))
    const before = env.sent.length
    const fourth = expectError(await env.call(SEND, { Purpose: 'Register', Mobile: '13600005555' }), ErrorCode.TooManyCodes)
    assert.equal(fourth.ErrMsg, '今日验证码发送次数已达上限（3次），请明天再试')
    // Signed in makes no difference: the phone's quota is used up.
    const token = await env.login('booker01')
    expectError(await env.call(SEND, { Purpose: 'Register', Mobile: '13600005555' }, { token }), ErrorCode.TooManyCodes)
    assert.equal(env.sent.length, before, 'nothing sent when refused')
    // Another phone has its own quota; the registration quota is not the phone-check one.
    expectOk(await env.call(SEND, { Purpose: 'Register', Mobile: '13600006666' }))
    expectOk(await env.call(SEND, {}, { token }))
    // START is 14:00 in China: 10 hours to midnight.
    env.advance(secondsToChinaMidnight(env.now()) + 1)
    expectOk(await env.call(SEND, { Purpose: 'Register', Mobile: '13600005555' }))
  })

  it('with DEMO_SMS_ECHO=1 answers DevCode, logs the code with the phone masked, and the code registers', async () => {
    const echo = await createTestEnv({ config: { demoSmsEcho: true }, logCodes: true })
    try {
      const r = expectOk(await echo.call(SEND, { Purpose: 'Register', Mobile: '13512345678' }))
      assert.match(r.DevCode, /^\d{6}$/)
      const line = echo.logLines.find((l) => l.includes('[sms]') && l.includes('(Register)'))
      assert.ok(line, 'a log line for the code')
      assert.match(line!, new RegExp(`\\[sms\\] to \\+86 135\\*\\*\\*\\*5678 code ${r.DevCode}`))
      assert.ok(!line!.includes('13512345678'), 'the log masks the phone')
      const done = expectOk(await echo.call(REGISTER, form({ VerifyCode: r.DevCode })))
      assert.match(done.CompanyCode, /^C\d{6}$/)
    } finally {
      await echo.close()
    }
  })
})
