/** The invoice forms' rules (src/domain/invoice.ts), table by table. */
import {
  checkAddressDraft,
  checkApplyDraft,
  checkBankAccount,
  checkHeaderDraft,
  checkInvoicePhone,
  checkTaxId,
  normalizeTaxId,
  type AddressDraft,
  type HeaderDraft,
} from '@/domain/invoice'
import { normalizeBankAccount } from '@api/invoice-values'

const VALID = '91310000MA1FL0000N'
const keyOf = (c: { ok: boolean; key?: string } | undefined) => (c && !c.ok ? c.key : null)

describe('checkTaxId', () => {
  it.each([
    ['a valid code', VALID, null],
    ['typed with spaces and in lower case', '9131 0000 ma1f l000 0n', null],
    ['empty', '  ', 'validation:invoice.taxIdRequired'],
    ['17 characters', VALID.slice(0, 17), 'validation:invoice.taxIdLength'],
    ['a letter never used (O)', `9131000OMA1FL0000N`, 'validation:invoice.taxIdCharacters'],
    ['a letter in the region', `91A10000MA1FL0000N`, 'validation:invoice.taxIdRegion'],
    ['a wrong check character', `${VALID.slice(0, 17)}M`, 'validation:invoice.taxIdCheck'],
    ['one digit mistyped', `91310001MA1FL0000N`, 'validation:invoice.taxIdCheck'],
  ])('%s', (_, code, expected) => {
    expect(keyOf(checkTaxId(code))).toBe(expected)
  })

  it('normalizes what is typed', () => {
    expect(normalizeTaxId(' 9131 0000ma1fl0000n ')).toBe(VALID)
  })
})

describe('checkHeaderDraft', () => {
  const header = (p: Partial<HeaderDraft>): HeaderDraft => ({
    Kind: 'Company',
    Title: '上海某某科技有限公司',
    TaxId: VALID,
    Address: '',
    Phone: '',
    BankName: '',
    BankAccount: '',
    Email: '',
    IsDefault: false,
    ...p,
  })
  it.each([
    ['a complete company header', {}, {}],
    ['a person needs no tax ID', { Kind: 'Personal' as const, Title: '张三', TaxId: '' }, {}],
    ['a company needs its tax ID', { TaxId: '' }, { TaxId: 'validation:invoice.taxIdRequired' }],
    ['no title', { Title: ' ' }, { Title: 'validation:invoice.titleRequired' }],
    ['a bad e-mail', { Email: 'a@b' }, { Email: 'validation:email.format' }],
    ['a good e-mail', { Email: 'finance@example.com' }, {}],
    ['phone and account as printed', { Phone: '010-88886666', BankAccount: '6222 0210 0112 3456' }, {}],
    [
      'a phone of letters, an account with a comma',
      { Phone: 'abc!!', BankAccount: '-12,ab' },
      { Phone: 'validation:invoice.phoneFormat', BankAccount: 'validation:invoice.bankAccountFormat' },
    ],
    ['a person has neither (the form hides them)', { Kind: 'Personal' as const, Title: '张三', TaxId: '', Phone: 'abc!!', BankAccount: '-12,ab' }, {}],
  ])('%s', (_, patch, expected) => {
    const got = Object.fromEntries(Object.entries(checkHeaderDraft(header(patch))).map(([k, c]) => [k, keyOf(c)]))
    expect(got).toEqual(expected)
  })
})

describe('checkInvoicePhone (registration phone, optional)', () => {
  it.each([
    ['empty', '', null],
    ['only spaces', '   ', null],
    ['a landline with its area code', '010-88886666', null],
    ['brackets and spaces', '(021) 5080 0000', null],
    ['a leading + and a mobile', '+86 138 0013 8000', null],
    ['7 digits', '8888666', null],
    ['20 digits', '1'.repeat(20), null],
    ['letters and marks', 'abc!!', 'validation:invoice.phoneFormat'],
    ['an extension in words', '010-88886666 ext 12', 'validation:invoice.phoneFormat'],
    ['a + inside', '010+88886666', 'validation:invoice.phoneFormat'],
    ['two leading +', '++8610888866666', 'validation:invoice.phoneFormat'],
    ['a full-width digit', '０10-88886666', 'validation:invoice.phoneFormat'],
    ['6 digits', '123-456', 'validation:invoice.phoneLength'],
    ['21 digits', '1'.repeat(21), 'validation:invoice.phoneLength'],
    ['separators only', '(-) -', 'validation:invoice.phoneLength'],
  ])('%s', (_, phone, expected) => {
    expect(keyOf(checkInvoicePhone(phone))).toBe(expected)
  })

  it('says the digit range', () => {
    expect(checkInvoicePhone('12345')).toEqual({ ok: false, severity: 'error', key: 'validation:invoice.phoneLength', params: { min: 7, max: 20 } })
  })
})

describe('checkBankAccount (optional, spaces dropped)', () => {
  it.each([
    ['empty', '', null],
    ['16 digits', '6222021001123456', null],
    ['in groups of four', '6222 0210 0112 3456 789', null],
    ['8 digits', '12345678', null],
    ['30 digits', '1'.repeat(30), null],
    ['a hyphen, a comma and letters', '-12,ab', 'validation:invoice.bankAccountFormat'],
    ['hyphens between groups', '6222-0210-0112-3456', 'validation:invoice.bankAccountFormat'],
    ['7 digits', '1234 567', 'validation:invoice.bankAccountLength'],
    ['31 digits', '1'.repeat(31), 'validation:invoice.bankAccountLength'],
  ])('%s', (_, account, expected) => {
    expect(keyOf(checkBankAccount(account))).toBe(expected)
  })

  it('is stored without its spaces', () => {
    expect(normalizeBankAccount(' 6222 0210 0112 3456 ')).toBe('6222021001123456')
  })
})

describe('checkAddressDraft', () => {
  const address = (p: Partial<AddressDraft>): AddressDraft => ({
    Name: '张三',
    MobileCountryCode: '86',
    Mobile: '13800138000',
    Region: '上海市 浦东新区',
    Detail: '世纪大道 100 号',
    Postcode: '',
    IsDefault: false,
    ...p,
  })
  it.each([
    ['complete, no postcode', {}, {}],
    ['a 6-digit postcode', { Postcode: '200120' }, {}],
    ['a 5-digit postcode', { Postcode: '20012' }, { Postcode: 'validation:invoice.postcodeFormat' }],
    ['a mainland phone of 10 digits', { Mobile: '1380013800' }, { Mobile: 'validation:phone.mainlandFormat' }],
    ['a Hong Kong phone of 8 digits', { MobileCountryCode: '852', Mobile: '91234567' }, {}],
    [
      'nothing but the phone',
      { Name: '', Region: '', Detail: '' },
      { Name: 'validation:invoice.nameRequired', Region: 'validation:invoice.regionRequired', Detail: 'validation:invoice.detailRequired' },
    ],
  ])('%s', (_, patch, expected) => {
    const got = Object.fromEntries(Object.entries(checkAddressDraft(address(patch))).map(([k, c]) => [k, keyOf(c)]))
    expect(got).toEqual(expected)
  })
})

describe('checkApplyDraft', () => {
  it.each([
    ['electronic to an e-mail', { HeaderId: 1, Medium: 'Electronic' as const, Email: 'a@example.com', AddressId: null }, {}],
    ['electronic without an e-mail', { HeaderId: 1, Medium: 'Electronic' as const, Email: '', AddressId: null }, { Email: 'validation:invoice.emailRequired' }],
    ['electronic to a bad e-mail', { HeaderId: 1, Medium: 'Electronic' as const, Email: 'nope', AddressId: null }, { Email: 'validation:email.format' }],
    ['paper to an address (no e-mail needed)', { HeaderId: 1, Medium: 'Paper' as const, Email: '', AddressId: 3 }, {}],
    ['paper without an address', { HeaderId: 1, Medium: 'Paper' as const, Email: '', AddressId: null }, { AddressId: 'validation:invoice.addressRequired' }],
    ['no header', { HeaderId: null, Medium: 'Paper' as const, Email: '', AddressId: 3 }, { HeaderId: 'validation:invoice.headerRequired' }],
  ])('%s', (_, draft, expected) => {
    const got = Object.fromEntries(Object.entries(checkApplyDraft(draft)).map(([k, c]) => [k, keyOf(c)]))
    expect(got).toEqual(expected)
  })
})
