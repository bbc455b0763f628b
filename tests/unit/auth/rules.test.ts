import {
  acceptCodeInput,
  checkCaptcha,
  checkCompanyName,
  checkContactName,
  checkNewUserName,
  firstErrorField,
  hasErrors,
  REGISTER_FIELDS,
  validateChangePassword,
  validateEmailReset,
  validateNewPassword,
  validatePasswordLogin,
  validateRegister,
  validateSmsLogin,
} from '@/features/auth/rules'
import i18n from '@/i18n'

const keys = (errors: Record<string, { key: string } | undefined>) =>
  Object.fromEntries(
    Object.entries(errors)
      .filter(([, m]) => m)
      .map(([f, m]) => [f, m!.key]),
  )

describe('password sign-in form', () => {
  const good = { userName: 'employee01', password: 'Travel2026', captchaShown: false, captcha: '', agreed: true }

  it('passes when filled and agreed', () => {
    expect(validatePasswordLogin(good)).toEqual({})
  })

  it('names every missing piece, the agreement included', () => {
    expect(keys(validatePasswordLogin({ ...good, userName: '  ', password: '', agreed: false }))).toEqual({
      userName: 'auth:login.userNameRequired',
      password: 'validation:password.required',
      agreement: 'validation:agreement.required',
    })
  })

  it('does not apply the new-password policy to a sign-in (old accounts may predate it)', () => {
    expect(validatePasswordLogin({ ...good, password: 'abc' })).toEqual({})
  })

  it('asks for the image code only while it is shown', () => {
    expect(keys(validatePasswordLogin({ ...good, captchaShown: true }))).toEqual({ captcha: 'auth:login.captchaRequired' })
    expect(keys(validatePasswordLogin({ ...good, captchaShown: true, captcha: 'AB' }))).toEqual({ captcha: 'auth:login.captchaFormat' })
    expect(validatePasswordLogin({ ...good, captchaShown: true, captcha: 'AB7K' })).toEqual({})
    expect(checkCaptcha(' ab7k ')).toBeUndefined()
  })
})

describe('SMS sign-in form', () => {
  const good = { countryCode: '86', phone: '13800000001', code: '123456', fetched: true, agreed: true }

  it('passes with a fetched 6-digit code', () => {
    expect(validateSmsLogin(good)).toEqual({})
  })

  it('a code before fetching one is "get a code first", whatever was typed', () => {
    expect(keys(validateSmsLogin({ ...good, fetched: false }))).toEqual({ code: 'validation:smsCode.notFetched' })
    expect(keys(validateSmsLogin({ ...good, fetched: false, code: '' }))).toEqual({ code: 'validation:smsCode.notFetched' })
  })

  it('checks the phone against its country code', () => {
    expect(keys(validateSmsLogin({ ...good, phone: '7700900123' }))).toEqual({ phone: 'validation:phone.mainlandFormat' })
    expect(validateSmsLogin({ ...good, phone: '7700900123', countryCode: '44' })).toEqual({})
    expect(keys(validateSmsLogin({ ...good, code: '12345', agreed: false }))).toEqual({
      code: 'validation:smsCode.format',
      agreement: 'validation:agreement.required',
    })
  })

  it.each([
    ['1', false, '', true],
    ['', false, '', false],
    ['12a3', true, '123', false],
    ['1234567', true, '123456', false],
    ['654321', true, '654321', false],
  ])('typing %p (fetched %p) keeps %p, refused with a message: %p', (typed, fetched, kept, refused) => {
    const r = acceptCodeInput(typed, fetched)
    expect(r.value).toBe(kept)
    expect(r.error?.key === 'validation:smsCode.notFetched').toBe(refused)
  })
})

describe('new passwords', () => {
  it('8-20 letters and digits, entered twice', () => {
    expect(validateNewPassword({ password: 'Fresh2026', confirmation: 'Fresh2026' })).toEqual({})
    expect(keys(validateNewPassword({ password: 'short1', confirmation: 'short1' }))).toEqual({ password: 'validation:password.length' })
    expect(keys(validateNewPassword({ password: 'lettersonly', confirmation: 'lettersonly' }))).toEqual({ password: 'validation:password.letterAndDigit' })
    expect(keys(validateNewPassword({ password: 'Fresh2026', confirmation: 'Fresh2027' }))).toEqual({ confirmation: 'validation:password.mismatch' })
    expect(keys(validateNewPassword({ password: 'Fresh2026', confirmation: '' }))).toEqual({ confirmation: 'validation:password.confirmRequired' })
  })

  it('changing: the old one is required and must differ from the new one', () => {
    expect(validateChangePassword({ old: 'Travel2026', password: 'Fresh2026', confirmation: 'Fresh2026' })).toEqual({})
    expect(keys(validateChangePassword({ old: 'Travel2026', password: 'Travel2026', confirmation: 'Travel2026' }))).toEqual({
      password: 'validation:password.sameAsOld',
    })
    expect(keys(validateChangePassword({ old: '', password: 'Fresh2026', confirmation: 'Fresh2026' }))).toEqual({ old: 'validation:password.oldRequired' })
    expect(keys(validateChangePassword({ old: '', password: '', confirmation: '' }))).toEqual({
      old: 'validation:password.oldRequired',
      password: 'validation:password.required',
      confirmation: 'validation:password.confirmRequired',
    })
  })

  it('by e-mail: address, fetched code and the new password', () => {
    const good = { email: 'wei.zhang@hengyuan.example', code: '123456', fetched: true, password: 'Fresh2026', confirmation: 'Fresh2026' }
    expect(validateEmailReset(good)).toEqual({})
    expect(keys(validateEmailReset({ ...good, email: 'nope', fetched: false }))).toEqual({
      email: 'validation:email.format',
      code: 'validation:smsCode.notFetched',
    })
    expect(keys(validateEmailReset({ ...good, email: '' }))).toEqual({ email: 'validation:email.required' })
  })
})

describe('company registration', () => {
  const good = {
    companyName: '恒远科技有限公司',
    contactName: 'Wei Zhang',
    userName: 'admin.hy',
    countryCode: '86',
    phone: '13900000001',
    code: '123456',
    fetched: true,
    email: 'admin@hengyuan.example',
    password: 'Admin2026',
    confirmation: 'Admin2026',
    agreed: true,
  }

  it('passes a complete form', () => {
    expect(validateRegister(good)).toEqual({})
  })

  it('reports every field in reading order; the first one is scrolled to', () => {
    const e = validateRegister({
      ...good,
      companyName: '',
      contactName: '',
      userName: 'a',
      phone: '',
      code: '',
      email: '',
      password: '',
      confirmation: '',
      agreed: false,
    })
    expect(Object.keys(keys(e)).sort()).toEqual([...REGISTER_FIELDS].sort())
    expect(firstErrorField(REGISTER_FIELDS, e)).toBe('companyName')
    expect(firstErrorField(REGISTER_FIELDS, validateRegister({ ...good, email: 'x' }))).toBe('email')
    expect(firstErrorField(REGISTER_FIELDS, validateRegister({ ...good, email: 'x', code: '' }))).toBe('code')
    expect(firstErrorField(REGISTER_FIELDS, validateRegister(good))).toBeNull()
  })

  it('the phone code: fetched before it is entered, then 6 digits', () => {
    expect(keys(validateRegister({ ...good, fetched: false }))).toEqual({ code: 'validation:smsCode.notFetched' })
    expect(keys(validateRegister({ ...good, code: '' }))).toEqual({ code: 'validation:smsCode.required' })
    expect(keys(validateRegister({ ...good, code: '12345' }))).toEqual({ code: 'validation:smsCode.format' })
  })

  it.each([
    ['admin', undefined],
    ['a.b_c-d@e', undefined],
    ['abc', 'auth:register.userNameFormat'],
    ['has space', 'auth:register.userNameFormat'],
    ['名字很长', 'auth:register.userNameFormat'],
    ['', 'auth:register.userNameRequired'],
  ])('user name %p -> %p', (v, key) => {
    expect(checkNewUserName(v)?.key).toBe(key)
  })

  it('company and contact names: lengths as the server takes them', () => {
    expect(checkCompanyName('恒')?.key).toBe('auth:register.companyNameLength')
    expect(checkCompanyName('恒远')).toBeUndefined()
    expect(checkCompanyName('x'.repeat(101))?.params).toEqual({ min: 2, max: 100 })
    expect(checkContactName('王'.repeat(40))).toBeUndefined()
    expect(checkContactName('王'.repeat(41))?.key).toBe('auth:register.contactNameLength')
  })

  it('hasErrors ignores cleared fields', () => {
    expect(hasErrors({ a: undefined })).toBe(false)
    expect(hasErrors({ a: { key: 'x' } })).toBe(true)
  })
})

describe('every message key a rule returns exists in all four languages', () => {
  const produced = new Set<string>()
  const collect = (e: Record<string, { key: string } | undefined>) => Object.values(e).forEach((m) => m && produced.add(m.key))
  beforeAll(() => {
    collect(validatePasswordLogin({ userName: '', password: '', captchaShown: true, captcha: '', agreed: false }))
    collect(validatePasswordLogin({ userName: 'x', password: 'x', captchaShown: true, captcha: 'x', agreed: true }))
    collect(
      validateRegister({
        companyName: '',
        contactName: '',
        userName: '',
        countryCode: '86',
        phone: '',
        code: '',
        fetched: false,
        email: '',
        password: '',
        confirmation: '',
        agreed: false,
      }),
    )
    collect(
      validateRegister({
        companyName: 'x',
        contactName: 'x'.repeat(41),
        userName: 'x',
        countryCode: '86',
        phone: '1',
        code: '1',
        fetched: true,
        email: 'x',
        password: 'x',
        confirmation: 'y',
        agreed: true,
      }),
    )
    collect(
      validateRegister({
        companyName: 'x',
        contactName: 'x',
        userName: 'x',
        countryCode: '86',
        phone: '1',
        code: '',
        fetched: true,
        email: 'x',
        password: 'x',
        confirmation: 'y',
        agreed: true,
      }),
    )
  })

  it.each(['zh-CN', 'zh-TW', 'en', 'ja'])('%s', (lng) => {
    for (const key of produced) expect([key, i18n.exists(key, { lng })]).toEqual([key, true])
  })
})
