import {
  checkCodeFetched,
  checkNewPassword,
  checkPassword,
  checkPasswordConfirmation,
  checkSmsCode,
  checkTrainAccountPassword,
  checkTrainSmsCode,
  messages,
} from '@/domain'

const err = (key: string, params?: Record<string, string | number>) =>
  params ? { ok: false, severity: 'error', key, params } : { ok: false, severity: 'error', key }

describe('checkPassword', () => {
  it.each(['abc12345', 'A1b2C3d4', '1234567a', 'abcdefghij123456789Z', 'Travel2024'])('accepts %p', (pw) => {
    expect(checkPassword(pw)).toEqual({ ok: true })
  })

  it.each([
    ['', err(messages.password.required)],
    [null, err(messages.password.required)],
    ['abc1234', err(messages.password.length, { min: 8, max: 20 })], // 7
    ['abcdefghij1234567890x', err(messages.password.length, { min: 8, max: 20 })], // 21
    ['abc 12345', err(messages.password.chars)],
    ['abc_12345', err(messages.password.chars)],
    ['密码abc12345', err(messages.password.chars)],
    ['abcdefgh', err(messages.password.letterAndDigit)],
    ['12345678', err(messages.password.letterAndDigit)],
  ])('%p', (pw, expected) => {
    expect(checkPassword(pw)).toEqual(expected)
  })

  it.each([
    ['abc123', true],
    ['abc12', false],
    ['abcdefghij1234567890', true],
  ])('6-minimum variant: %p', (pw, ok) => {
    expect(checkPassword(pw, { minLength: 6 }).ok).toBe(ok)
  })

  it('reports the variant bounds in the message params', () => {
    expect(checkPassword('a1', { minLength: 6 })).toEqual(err(messages.password.length, { min: 6, max: 20 }))
  })
})

describe('checkNewPassword', () => {
  it.each([
    ['old12345', 'new12345', { ok: true }],
    ['', 'new12345', err(messages.password.oldRequired)],
    ['old12345', 'old12345', err(messages.password.sameAsOld)],
    ['old12345', 'short1', err(messages.password.length, { min: 8, max: 20 })],
    ['old12345', 'onlyletters', err(messages.password.letterAndDigit)],
  ])('%p -> %p', (oldPw, newPw, expected) => {
    expect(checkNewPassword(oldPw, newPw)).toEqual(expected)
  })
})

describe('checkPasswordConfirmation', () => {
  it.each([
    ['abc12345', 'abc12345', { ok: true }],
    ['abc12345', '', err(messages.password.confirmRequired)],
    ['abc12345', 'abc12346', err(messages.password.mismatch)],
    ['abc12345', 'ABC12345', err(messages.password.mismatch)],
  ])('%p / %p', (pw, confirmation, expected) => {
    expect(checkPasswordConfirmation(pw, confirmation)).toEqual(expected)
  })
})

describe('checkTrainAccountPassword', () => {
  const format = err(messages.train12306.passwordFormat, { min: 6, max: 20 })
  it.each([
    ['abc123', { ok: true }],
    ['123456', { ok: true }], // 12306 decides composition, not us
    ['abcdef', { ok: true }],
    ['a'.repeat(20), { ok: true }],
    ['', err(messages.train12306.passwordRequired)],
    ['abc12', format],
    ['a'.repeat(21), format],
    ['abc!123', format],
  ])('%p', (pw, expected) => {
    expect(checkTrainAccountPassword(pw)).toEqual(expected)
  })
})

describe('six-digit codes', () => {
  it.each([
    ['123456', { ok: true }],
    [' 012345 ', { ok: true }],
    ['', 'required'],
    ['12345', 'format'],
    ['1234567', 'format'],
    ['12345a', 'format'],
  ] as const)('%p', (code, outcome) => {
    const sms = checkSmsCode(code)
    const train = checkTrainSmsCode(code)
    if (outcome === 'required') {
      expect(sms).toEqual(err(messages.smsCode.required))
      expect(train).toEqual(err(messages.train12306.smsCodeRequired))
    } else if (outcome === 'format') {
      expect(sms).toEqual(err(messages.smsCode.format, { length: 6 }))
      expect(train).toEqual(err(messages.train12306.smsCodeFormat, { length: 6 }))
    } else {
      expect(sms).toEqual(outcome)
      expect(train).toEqual(outcome)
    }
  })

  it('a code must be fetched before it is entered', () => {
    expect(checkSmsCode('123456', { fetched: false })).toEqual(err(messages.smsCode.notFetched))
    expect(checkSmsCode('123456', { fetched: true })).toEqual({ ok: true })
    expect(checkCodeFetched(false)).toEqual(err(messages.smsCode.notFetched))
    expect(checkCodeFetched(true)).toEqual({ ok: true })
  })
})
