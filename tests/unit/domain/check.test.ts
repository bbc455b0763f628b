import { charLength, fail, failAt, firstFailure, isBlank, isFailure, isWarning, messages, PASS, warn } from '@/domain'

describe('result shapes', () => {
  it.each([
    [fail(messages.phone.required), { ok: false, severity: 'error', key: 'validation:phone.required' }],
    [fail(messages.reason.tooLong, { max: 50 }), { ok: false, severity: 'error', key: 'validation:reason.tooLong', params: { max: 50 } }],
    [
      failAt(3, messages.attachment.empty, { name: 'a.pdf' }),
      { ok: false, severity: 'error', key: 'validation:attachment.empty', params: { name: 'a.pdf' }, index: 3 },
    ],
    [warn(messages.document.expiresSoon, { months: 6 }), { ok: true, severity: 'warning', key: 'validation:document.expiresSoon', params: { months: 6 } }],
    [PASS, { ok: true }],
  ])('%#', (check, expected) => {
    expect(check).toEqual(expected)
  })

  it('PASS cannot be mutated by a careless caller', () => {
    expect(Object.isFrozen(PASS)).toBe(true)
    expect(Object.isFrozen(messages)).toBe(true)
    expect(Object.isFrozen(messages.idCard)).toBe(true)
  })

  it('narrowing helpers', () => {
    expect(isFailure(fail(messages.phone.required))).toBe(true)
    expect(isFailure(PASS)).toBe(false)
    expect(isWarning(warn(messages.document.expiresSoon))).toBe(true)
    expect(isWarning(PASS)).toBe(false)
    expect(isWarning(fail(messages.document.expired))).toBe(false)
  })
})

describe('firstFailure', () => {
  it('returns the first failing check and does not run the rest', () => {
    const later = jest.fn(() => fail(messages.email.format))
    expect(
      firstFailure(
        () => PASS,
        () => fail(messages.email.required),
        later,
      ),
    ).toEqual(fail(messages.email.required))
    expect(later).not.toHaveBeenCalled()
  })
  it('passes when all pass or none are given', () => {
    expect(
      firstFailure(
        () => PASS,
        () => PASS,
      ),
    ).toEqual(PASS)
    expect(firstFailure()).toEqual(PASS)
  })
})

describe('text helpers', () => {
  it.each([
    ['', true],
    ['  \n\t', true],
    [null, true],
    [undefined, true],
    [' a ', false],
  ])('isBlank(%p) = %p', (value, expected) => expect(isBlank(value)).toBe(expected))

  it.each([
    ['abc', 3],
    ['差旅', 2],
    ['𠇔', 1],
    ['😀😀', 2],
    ['', 0],
  ])('charLength(%p) = %i', (value, expected) => expect(charLength(value)).toBe(expected))
})
