import { checkCardExpiry, checkCardNumber, luhnValid, messages, normalizeCardNumber, parseCardExpiry } from '@/domain'

const err = (key: string) => ({ ok: false, severity: 'error', key })

describe('checkCardNumber', () => {
  // Issuers' published test numbers: all pass Luhn.
  it.each([
    '4111111111111111', // Visa
    '4012888888881881', // Visa
    '5555555555554444', // Mastercard
    '2223003122003222', // Mastercard 2-series
    '378282246310005', // Amex, 15 digits
    '30569309025904', // Diners, 14 digits
    '6011111111111117', // Discover
    '3530111333300000', // JCB
    '6200000000000005', // UnionPay
    '4222222222222', // Visa, 13 digits
    '6205500000000000004', // UnionPay, 19 digits
    '4111 1111 1111 1111',
    '4111-1111-1111-1111',
  ])('accepts %p', (number) => {
    expect(checkCardNumber(number)).toEqual({ ok: true })
  })

  it.each([
    ['4111111111111112', messages.card.numberFormat], // Luhn fails
    ['5555555555554440', messages.card.numberFormat],
    ['00000000000', messages.card.numberFormat], // 11 digits (Luhn-valid, too short)
    ['00000000000000000000', messages.card.numberFormat], // 20 digits
    ['4111a11111111111', messages.card.numberFormat],
    ['', messages.card.numberRequired],
    ['   ', messages.card.numberRequired],
    [null, messages.card.numberRequired],
  ])('%p -> %s', (number, key) => {
    expect(checkCardNumber(number)).toEqual(err(key))
  })

  it.each([
    ['79927398713', true], // the textbook Luhn example
    ['79927398710', false],
    ['0', true],
    ['', false],
    ['12a', false],
  ])('luhnValid(%p) = %p', (digits, ok) => expect(luhnValid(digits)).toBe(ok))

  it('normalizeCardNumber drops spaces and dashes', () => {
    expect(normalizeCardNumber(' 6222 0200-1234 5678 ')).toBe('6222020012345678')
  })
})

describe('card validity MMYY', () => {
  const TODAY = '2025-06-15'
  it.each([
    ['0625', { ok: true }], // valid through the end of this month
    ['06/25', { ok: true }],
    ['0725', { ok: true }],
    ['1299', { ok: true }],
    ['0126', { ok: true }],
    ['0525', err(messages.card.expired)],
    ['1224', err(messages.card.expired)],
    ['1325', err(messages.card.expiryFormat)],
    ['0025', err(messages.card.expiryFormat)],
    ['625', err(messages.card.expiryFormat)],
    ['062025', err(messages.card.expiryFormat)],
    ['ab25', err(messages.card.expiryFormat)],
    ['', err(messages.card.expiryRequired)],
    [null, err(messages.card.expiryRequired)],
  ])('%p on 2025-06-15', (value, expected) => {
    expect(checkCardExpiry(value, TODAY)).toEqual(expected)
  })

  it('expires the day after its month ends', () => {
    expect(checkCardExpiry('0625', '2025-06-30').ok).toBe(true)
    expect(checkCardExpiry('0625', '2025-07-01')).toEqual(err(messages.card.expired))
  })

  it('fails closed when today cannot be read', () => {
    expect(checkCardExpiry('1230', 'x')).toEqual(err(messages.card.expired))
  })

  it.each([
    ['0625', { month: 6, year: 2025 }],
    ['12/30', { month: 12, year: 2030 }],
    ['1300', null],
    ['', null],
    [undefined, null],
  ])('parseCardExpiry(%p)', (value, expected) => expect(parseCardExpiry(value)).toEqual(expected))
})
