import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ErrorCode } from '../../types/api'
import { createTestEnv, expectError, expectOk, PASSWORD, type TestEnv } from './helpers'

describe('user/modifyPassword', () => {
  let env: TestEnv
  before(async () => (env = await createTestEnv()))
  after(() => env.close())

  it('changes the password; the new one signs in, the old one no longer', async () => {
    const token = await env.login('employee01')
    const otherDevice = await env.login('employee01')
    expectOk(await env.call('user/modifyPassword', { OldPassword: PASSWORD, NewPassword: 'Newpass2027' }, { token }))
    expectError(await env.call('Login/UserLogin/v2', { UserName: 'employee01', Password: PASSWORD }), ErrorCode.WrongCredentials)
    expectOk(await env.call('Login/UserLogin/v2', { UserName: 'employee01', Password: 'Newpass2027' }))
    // The asking session stays, other sessions end.
    expectOk(await env.call('user/getPermissions', {}, { token }))
    expectError(await env.call('user/getPermissions', {}, { token: otherDevice }), ErrorCode.NotLoggedIn)
  })

  it('refuses a wrong old password, a weak or unchanged new one, and bad input', async () => {
    const token = await env.login('booker01')
    const wrong = expectError(
      await env.call('user/modifyPassword', { OldPassword: 'Nope12345', NewPassword: 'Newpass2027' }, { token }),
      ErrorCode.WrongCredentials,
    )
    assert.equal(wrong.ErrMsg, '原密码错误')
    for (const weak of ['short1', 'onlyletters', '1234567890', 'has space 123', 'x1'.repeat(11)]) {
      const r = expectError(await env.call('user/modifyPassword', { OldPassword: PASSWORD, NewPassword: weak }, { token, lang: 2 }), ErrorCode.ValidationFailed)
      assert.equal(r.ErrMsg, 'The password must be 8-20 letters and digits, with at least one letter and one digit.')
    }
    const same = expectError(await env.call('user/modifyPassword', { OldPassword: PASSWORD, NewPassword: PASSWORD }, { token }), ErrorCode.ValidationFailed)
    assert.equal(same.ErrMsg, '新密码不能与原密码相同')
    expectError(await env.call('user/modifyPassword', { OldPassword: PASSWORD }, { token }), ErrorCode.ValidationFailed)
    expectError(await env.call('user/modifyPassword', { OldPassword: PASSWORD, NewPassword: 'Abc12345' }), ErrorCode.NotLoggedIn)
    // Nothing changed.
    expectOk(await env.call('Login/UserLogin/v2', { UserName: 'booker01', Password: PASSWORD }))
  })
})

describe('forgotten password by phone (steps 1-3)', () => {
  let env: TestEnv
  before(async () => (env = await createTestEnv()))
  after(() => env.close())

  it('sends a code, checks it for a ticket and resets with the ticket', async () => {
    const token = await env.login('approver01')
    const sent = expectOk(await env.call('user/getForgotPasswordVerificationCode', { Mobile: '13800000002', MobileCountryCode: '86' }))
    assert.equal(sent.MaskedTarget, '+86 138****0002')
    assert.equal(env.sent.at(-1)!.purpose, 'ForgotSms')
    const code = env.lastCode()

    const wrong = code === '123456' ? '654321' : '123456'
    expectError(await env.call('user/checkVerificationCode', { Mobile: '13800000002', VerifyCode: wrong }), ErrorCode.CodeInvalid)
    const checked = expectOk(await env.call('user/checkVerificationCode', { Mobile: '13800000002', VerifyCode: code }))
    assert.equal(checked.ExpiresInSeconds, 900)

    // The policy is checked before the ticket is spent.
    expectError(await env.call('user/resetPassword/v2', { ResetTicket: checked.ResetTicket, NewPassword: 'weak' }), ErrorCode.ValidationFailed)
    expectOk(await env.call('user/resetPassword/v2', { ResetTicket: checked.ResetTicket, NewPassword: 'Reset2027x' }))
    const again = expectError(await env.call('user/resetPassword/v2', { ResetTicket: checked.ResetTicket, NewPassword: 'Reset2028x' }), ErrorCode.CodeInvalid)
    assert.equal(again.ErrMsg, '验证已失效，请重新验证手机号')

    expectOk(await env.call('Login/UserLogin/v2', { UserName: 'approver01', Password: 'Reset2027x' }))
    expectError(await env.call('Login/UserLogin/v2', { UserName: 'approver01', Password: PASSWORD }), ErrorCode.WrongCredentials)
    // A reset signs the account out everywhere.
    expectError(await env.call('user/getPermissions', {}, { token }), ErrorCode.NotLoggedIn)
  })

  it('refuses an expired ticket, unknown phones and bad input', async () => {
    expectOk(await env.call('user/getForgotPasswordVerificationCode', { Mobile: '13800000003' }))
    const { ResetTicket } = expectOk(await env.call('user/checkVerificationCode', { Mobile: '13800000003', VerifyCode: env.lastCode() }))
    env.advance(901)
    expectError(await env.call('user/resetPassword/v2', { ResetTicket, NewPassword: 'Reset2027x' }), ErrorCode.CodeInvalid)
    expectError(await env.call('user/resetPassword/v2', { ResetTicket: 'made-up', NewPassword: 'Reset2027x' }), ErrorCode.CodeInvalid)

    const unknown = expectError(await env.call('user/getForgotPasswordVerificationCode', { Mobile: '13911112222' }, { lang: 2 }), ErrorCode.NotFound)
    assert.equal(unknown.ErrMsg, 'This account does not exist.')
    expectError(await env.call('user/getForgotPasswordVerificationCode', {}), ErrorCode.ValidationFailed)
    expectError(await env.call('user/checkVerificationCode', { Mobile: '13800000003', VerifyCode: '' }), ErrorCode.ValidationFailed)
    expectError(await env.call('user/resetPassword/v2', { ResetTicket: 'x'.repeat(129), NewPassword: 'Reset2027x' }), ErrorCode.ValidationFailed)
  })

  it('limits reset codes to 3 a day per phone', async () => {
    for (let i = 0; i < 3; i++) expectOk(await env.call('user/getForgotPasswordVerificationCode', { Mobile: '13800000004' }))
    expectError(await env.call('user/getForgotPasswordVerificationCode', { Mobile: '13800000004' }), ErrorCode.TooManyCodes)
  })
})

describe('forgotten password by e-mail', () => {
  let env: TestEnv
  before(async () => (env = await createTestEnv()))
  after(() => env.close())

  it('sets a new password with the e-mail code', async () => {
    const sent = expectOk(await env.call('user/getForgotPasswordCode/v2', { Email: 'YANG.LIU@hengyuan.example' }))
    assert.equal(sent.MaskedTarget, 'ya***@hengyuan.example')
    assert.equal(env.sent.at(-1)!.channel, 'email')
    const code = env.lastCode()
    // A weak password does not spend the code.
    expectError(
      await env.call('user/modifyPasswordByEmail/v2', { Email: 'yang.liu@hengyuan.example', VerifyCode: code, NewPassword: 'abc' }),
      ErrorCode.ValidationFailed,
    )
    expectOk(await env.call('user/modifyPasswordByEmail/v2', { Email: 'yang.liu@hengyuan.example', VerifyCode: code, NewPassword: 'Mail2027ok' }))
    expectOk(await env.call('Login/UserLogin/v2', { UserName: 'admin01', Password: 'Mail2027ok' }))
    expectError(
      await env.call('user/modifyPasswordByEmail/v2', { Email: 'yang.liu@hengyuan.example', VerifyCode: code, NewPassword: 'Mail2028ok' }),
      ErrorCode.CodeInvalid,
    )
  })

  it('refuses unknown addresses and bad input', async () => {
    expectError(await env.call('user/getForgotPasswordCode/v2', { Email: 'nobody@hengyuan.example' }), ErrorCode.NotFound)
    expectError(await env.call('user/getForgotPasswordCode/v2', { Email: 'no-at-sign' }), ErrorCode.ValidationFailed)
    expectError(await env.call('user/getForgotPasswordCode/v2', { Email: 'a'.repeat(101) }), ErrorCode.ValidationFailed)
    expectError(await env.call('user/modifyPasswordByEmail/v2', { Email: 'yang.liu@hengyuan.example', NewPassword: 'Mail2027ok' }), ErrorCode.ValidationFailed)
    expectError(
      await env.call('user/modifyPasswordByEmail/v2', { Email: 'wei.zhang@hengyuan.example', VerifyCode: '123456', NewPassword: 'Mail2027ok' }),
      ErrorCode.CodeInvalid,
    )
  })
})
