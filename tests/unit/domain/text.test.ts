import { checkAgreement, checkFeedback, checkHexColor, checkMessage, checkReason, collapseRepeatedHalf, isHexColor, isRepeatedHalf, messages } from '@/domain'

const err = (key: string, params?: Record<string, string | number>) =>
  params ? { ok: false, severity: 'error', key, params } : { ok: false, severity: 'error', key }

describe('checkReason', () => {
  const fifty = '因'.repeat(50)
  it.each([
    ['客户指定航班', { required: true }, { ok: true }],
    [fifty, { required: true }, { ok: true }],
    [` ${fifty} `, { required: true }, { ok: true }], // spaces around are not counted
    ['😀'.repeat(50), { required: true }, { ok: true }], // 50 characters, 100 UTF-16 units
    ['', { required: false }, { ok: true }],
    ['   ', { required: false }, { ok: true }],
    ['', { required: true }, err(messages.reason.outOfPolicyRequired)],
    ['  ', { required: true, kind: 'outOfPolicy' as const }, err(messages.reason.outOfPolicyRequired)],
    [null, { required: true, kind: 'notLowest' as const }, err(messages.reason.notLowestRequired)],
    [`${fifty}因`, { required: true }, err(messages.reason.tooLong, { max: 50 })],
    [`${fifty}因`, { required: false }, err(messages.reason.tooLong, { max: 50 })],
  ])('%p %p', (text, options, expected) => {
    expect(checkReason(text, options)).toEqual(expected)
  })
})

describe('checkFeedback', () => {
  it.each([
    ['界面很好用，谢谢！', { ok: true }],
    ['12345678', { ok: true }], // exactly 8
    ['  1234567  ', err(messages.feedback.tooShort, { min: 8 })], // 7 after trimming
    ['', err(messages.feedback.required)],
    ['   ', err(messages.feedback.required)],
  ])('%p', (text, expected) => {
    expect(checkFeedback(text)).toEqual(expected)
  })
})

describe('checkMessage and checkAgreement', () => {
  it.each([
    ['你好', { ok: true }],
    ['', err(messages.message.required)],
    [' \n\t ', err(messages.message.required)],
    [undefined, err(messages.message.required)],
  ])('message %p', (text, expected) => {
    expect(checkMessage(text)).toEqual(expected)
  })
  it.each([
    [true, { ok: true }],
    [false, err(messages.agreement.required)],
  ])('agreement ticked=%p', (ticked, expected) => {
    expect(checkAgreement(ticked)).toEqual(expected)
  })
})

describe('hex colours', () => {
  it.each([
    ['#fff', true],
    ['#FFF', true],
    ['#1677ff', true],
    ['#1677FF', true],
    [' #0a0B0c ', true],
    ['1677ff', false],
    ['#ffff', false],
    ['#12345', false],
    ['#1234567', false],
    ['#ggg', false],
    ['#', false],
    ['', false],
    [null, false],
    ['rgb(0,0,0)', false],
  ])('%p -> %p', (value, ok) => {
    expect(isHexColor(value)).toBe(ok)
    expect(checkHexColor(value)).toEqual(ok ? { ok: true } : err(messages.color.format))
  })
})

describe('isRepeatedHalf', () => {
  it.each([
    ['123123', true],
    ['abcabc', true],
    ['aaaaaa', true],
    ['1380013800013800138000', true],
    ['张三张三张三', false], // 6 long but halves '张三张' and '三张三' differ
    ['张三丰张三丰', true],
    ['zhang@a.comzhang@a.com', true],
    ['1212', false], // too short
    ['12121', false], // odd
    ['1231234', false], // odd
    ['123124', false],
    ['123 123', false],
    ['', false],
    [null, false],
  ])('%p -> %p', (value, expected) => {
    expect(isRepeatedHalf(value)).toBe(expected)
  })
  it.each([
    ['1380013800013800138000', '13800138000'],
    ['123124', '123124'],
    ['1212', '1212'],
  ])('collapseRepeatedHalf(%p) = %p', (value, expected) => {
    expect(collapseRepeatedHalf(value)).toBe(expected)
  })
})
