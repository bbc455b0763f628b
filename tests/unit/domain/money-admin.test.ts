import { rateProblem } from '@api/money-values'
import { checkMoneySettings, checkRate, checkTopUp, moneySettingsDraftOf, moneySettingsOf, type MoneySettingsDraft } from '@/domain/money-admin'

const key = (c: { ok: boolean; key?: string }) => (c.ok ? 'ok' : c.key)

describe('an exchange rate as typed', () => {
  it.each([
    ['7.1234', 'ok'],
    [' 0.0475 ', 'ok'],
    ['1', 'ok'],
    ['1000', 'ok'],
    ['999.999999', 'ok'],
    ['', 'validation:money.rateRequired'],
    ['   ', 'validation:money.rateRequired'],
    ['0', 'validation:money.rateFormat'],
    ['0.000000', 'validation:money.rateFormat'],
    ['7.1234567', 'validation:money.rateFormat'],
    ['12345678', 'validation:money.rateTooLarge'],
    ['99999999', 'validation:money.rateTooLarge'],
    ['1234567.123456', 'validation:money.rateTooLarge'],
    ['1000.000001', 'validation:money.rateTooLarge'],
    ['00001000.5', 'validation:money.rateTooLarge'],
    ['99999999.1234567', 'validation:money.rateFormat'],
    ['-7.1', 'validation:money.rateFormat'],
    ['7,12', 'validation:money.rateFormat'],
    ['7.', 'validation:money.rateFormat'],
    ['abc', 'validation:money.rateFormat'],
  ])('%p → %s', (text, expected) => {
    expect(key(checkRate(text))).toBe(expected)
  })

  it('names the real upper bound, grouped', () => {
    expect(checkRate('99999999')).toEqual({ ok: false, severity: 'error', key: 'validation:money.rateTooLarge', params: { max: '1,000' } })
  })
})

describe('rateProblem, shared with the server', () => {
  it.each([
    ['7.1234', null],
    ['1000', null],
    ['0', 'Format'],
    ['.5', 'Format'],
    ['1e3', 'Format'],
    ['1000.1', 'TooLarge'],
    ['99999999', 'TooLarge'],
    ['9'.repeat(40), 'TooLarge'],
  ] as const)('%p → %p', (text, expected) => {
    expect(rateProblem(text)).toBe(expected)
  })
})

describe('a prepayment top-up in yuan', () => {
  it.each([
    ['1', 'ok'],
    ['50000', 'ok'],
    ['10000000', 'ok'],
    ['99.99', 'ok'],
    ['', 'validation:policy.required'],
    ['0.99', 'validation:money.topUpMin'],
    ['0', 'validation:money.topUpMin'],
    ['10000000.01', 'validation:policy.moneyMax'],
    ['1.234', 'validation:policy.money'],
    ['ten', 'validation:policy.money'],
  ])('%p → %s', (text, expected) => {
    expect(key(checkTopUp(text))).toBe(expected)
  })
})

const saved = { WalletPay: true, BeansPay: true, VoucherPay: false, Prepayment: true, LowBalance: 1_000_000, PayTimeoutMinutes: 15, OrderPayMinutes: 0 }

describe('the money settings form', () => {
  it('shows what the server keeps: yuan without trailing zeros, no order limit as blank', () => {
    expect(moneySettingsDraftOf(saved)).toEqual({
      WalletPay: true,
      BeansPay: true,
      VoucherPay: false,
      Prepayment: true,
      LowBalance: '10000',
      PayTimeoutMinutes: '15',
      OrderPayMinutes: '',
    })
    expect(moneySettingsDraftOf({ ...saved, LowBalance: 12_345, OrderPayMinutes: 30 })).toMatchObject({ LowBalance: '123.45', OrderPayMinutes: '30' })
  })

  it('gives back what it was given when nothing is changed', () => {
    expect(moneySettingsOf(moneySettingsDraftOf(saved))).toEqual(saved)
    expect(moneySettingsOf(moneySettingsDraftOf({ ...saved, LowBalance: 12_345, OrderPayMinutes: 4320 }))).toEqual({
      ...saved,
      LowBalance: 12_345,
      OrderPayMinutes: 4320,
    })
  })

  const draft = (over: Partial<MoneySettingsDraft>): MoneySettingsDraft => ({ ...moneySettingsDraftOf(saved), ...over })
  it.each<[Partial<MoneySettingsDraft>, Record<string, string>]>([
    [{}, {}],
    [{ OrderPayMinutes: '0' }, {}],
    [{ OrderPayMinutes: '10' }, {}],
    [{ LowBalance: '0' }, {}],
    [{ LowBalance: '' }, { LowBalance: 'validation:policy.required' }],
    [{ LowBalance: '1.005' }, { LowBalance: 'validation:policy.money' }],
    [{ PayTimeoutMinutes: '4' }, { PayTimeoutMinutes: 'validation:policy.range' }],
    [{ PayTimeoutMinutes: '121' }, { PayTimeoutMinutes: 'validation:policy.range' }],
    [{ PayTimeoutMinutes: '' }, { PayTimeoutMinutes: 'validation:policy.required' }],
    [{ PayTimeoutMinutes: '7.5' }, { PayTimeoutMinutes: 'validation:policy.wholeNumber' }],
    [{ OrderPayMinutes: '9' }, { OrderPayMinutes: 'validation:policy.range' }],
    [{ OrderPayMinutes: '4321' }, { OrderPayMinutes: 'validation:policy.range' }],
  ])('%p → %p', (over, expected) => {
    const out = checkMoneySettings(draft(over))
    expect(Object.fromEntries(Object.entries(out).map(([k, c]) => [k, key(c!)]))).toEqual(expected)
  })
})
