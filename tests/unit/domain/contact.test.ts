import { checkEmail, checkPhone, isEmail, isMainlandCountryCode, messages, normalizeCountryCode } from '@/domain'

const err = (key: string) => ({ ok: false, severity: 'error', key })

describe('checkPhone', () => {
  it.each([
    ['13800138000', undefined],
    ['13800138000', null],
    ['13800138000', ''],
    ['13800138000', '+86'],
    ['13800138000', '86'],
    ['13800138000', '0086'],
    [' 19912345678 ', '+86'],
    ['10000000000', '+86'], // the rule is "11 digits starting with 1", nothing narrower
    ['91234567', '+852'], // Hong Kong
    ['66123456', '853'], // Macau
    ['0912345678', '+886'], // Taiwan, leading 0 kept as typed
    ['2025550123', '+1'],
    ['9012345678', '+81'],
    ['1234', '+44'], // 4 digits: the shortest accepted
    ['123456789012345', '+44'], // 15 digits: the longest accepted
  ])('accepts %p with code %p', (phone, code) => {
    expect(checkPhone(phone, code)).toEqual({ ok: true })
  })

  it.each([
    ['', undefined, messages.phone.required],
    ['  ', '+852', messages.phone.required],
    [null, undefined, messages.phone.required],
    ['1380013800', undefined, messages.phone.mainlandFormat], // 10 digits
    ['138001380001', '+86', messages.phone.mainlandFormat], // 12 digits
    ['23800138000', '+86', messages.phone.mainlandFormat], // not starting with 1
    ['138 0013 8000', '+86', messages.phone.mainlandFormat],
    ['+8613800138000', undefined, messages.phone.mainlandFormat],
    ['１３８００１３８０００', undefined, messages.phone.mainlandFormat], // full-width digits
    ['123', '+44', messages.phone.format],
    ['1234567890123456', '+44', messages.phone.format],
    ['9123-4567', '+852', messages.phone.format],
    ['9123 4567', '+852', messages.phone.format],
    ['abcd5678', '+1', messages.phone.format],
  ])('%p with code %p -> %s', (phone, code, key) => {
    expect(checkPhone(phone, code)).toEqual(err(key))
  })
})

describe('normalizeCountryCode', () => {
  it.each([
    ['+86', '86'],
    ['0086', '86'],
    ['', '86'],
    [null, '86'],
    [undefined, '86'],
    [' +852 ', '852'],
    ['1', '1'],
  ])('%p -> %p', (code, expected) => {
    expect(normalizeCountryCode(code)).toBe(expected)
    expect(isMainlandCountryCode(code)).toBe(expected === '86')
  })
})

describe('email', () => {
  it.each(['zhang.san@example.com', 'li_si+travel@corp.example.com.cn', 'wang-wu@sub-domain.example.co.jp', 'A1@B2.IO', ' trimmed@example.com '])(
    'accepts %p',
    (email) => {
      expect(isEmail(email)).toBe(true)
      expect(checkEmail(email)).toEqual({ ok: true })
    },
  )

  it.each([
    'plainaddress',
    '@example.com',
    'zhang@',
    'zhang@example',
    'zhang@.example.com',
    'zhang@example..com',
    'zhang..san@example.com',
    '.zhang@example.com',
    'zhang san@example.com',
    'zhang@exa mple.com',
    'zhang@example.c',
    'zhang@-example.com',
    'zhang@@example.com',
    `${'a'.repeat(250)}@x.com`,
  ])('refuses %p', (email) => {
    expect(isEmail(email)).toBe(false)
    expect(checkEmail(email)).toEqual(err(messages.email.format))
  })

  it.each([
    ['', false, { ok: true }],
    [null, false, { ok: true }],
    ['  ', undefined, { ok: true }],
    ['', true, err(messages.email.required)],
    [' ', true, err(messages.email.required)],
    [undefined, true, err(messages.email.required)],
    ['bad', false, err(messages.email.format)],
  ])('%p with notification=%p', (email, required, expected) => {
    expect(checkEmail(email, { required })).toEqual(expected)
  })
})
