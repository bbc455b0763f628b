import { checkAlarmNote, checkEmergencyName, checkEmergencyPhone, isMasked, messages } from '@/domain'
import { fieldOfError } from '@/features/personal/components/code-form'

describe('emergency contact name', () => {
  it.each([
    ['林芳', true],
    ['  Anna Li  ', true],
    ['x'.repeat(30), true],
    ['', messages.emergency.nameRequired],
    ['   ', messages.emergency.nameRequired],
    [null, messages.emergency.nameRequired],
    ['x'.repeat(31), messages.emergency.nameTooLong],
    ['林'.repeat(31), messages.emergency.nameTooLong],
  ])('%p', (name, expected) => {
    const r = checkEmergencyName(name)
    if (expected === true) expect(r.ok).toBe(true)
    else expect(r).toMatchObject({ ok: false, key: expected })
  })
})

describe('emergency contact phone: a phone, and not the traveller’s own', () => {
  const own = { mobile: '13800000001', countryCode: '86' }
  it.each([
    ['someone else', '13700000088', '86', own, true],
    ['the own phone', '13800000001', '86', own, messages.emergency.ownPhone],
    ['the own phone with +86', '13800000001', '+86', own, messages.emergency.ownPhone],
    ['the own phone with spaces around', ' 13800000001 ', '86', own, messages.emergency.ownPhone],
    ['the own phone, code left empty (mainland)', '13800000001', '', own, messages.emergency.ownPhone],
    ['the own phone kept with +86 on the profile', '13800000001', '86', { mobile: '13800000001', countryCode: '+86' }, messages.emergency.ownPhone],
    ['the same digits under another code', '13800000001', '852', own, true],
    ['an own phone abroad', '91234567', '852', { mobile: '91234567', countryCode: '852' }, messages.emergency.ownPhone],
    ['own phone unknown', '13800000001', '86', null, true],
    ['own phone masked (the server checks)', '13800000001', '86', { mobile: '138****0001', countryCode: '86' }, true],
    ['own phone empty', '13800000001', '86', { mobile: '', countryCode: '86' }, true],
    ['not a phone first', '1380000000', '86', own, messages.phone.mainlandFormat],
    ['nothing typed', '', '86', own, messages.phone.required],
  ] as const)('%s', (_, phone, cc, me, expected) => {
    const r = checkEmergencyPhone(phone, cc, me)
    if (expected === true) expect(r.ok).toBe(true)
    else expect(r).toMatchObject({ ok: false, key: expected })
  })
})

describe('alarm note', () => {
  it.each([
    ['', true],
    [undefined, true],
    ['航班延误', true],
    ['x'.repeat(200), true],
    [' '.repeat(5) + 'x'.repeat(200) + ' ', true],
    ['x'.repeat(201), false],
  ])('%p', (note, ok) => {
    expect(checkAlarmNote(note).ok).toBe(ok)
  })
})

describe('masked values', () => {
  it.each([
    ['138****5678', true],
    ['1101**********1234', true],
    ['+86 138****5678', true],
    ['13800005678', false],
    ['110101199001011234', false],
    ['', false],
    [null, false],
  ])('%p', (v, masked) => expect(isMasked(v)).toBe(masked))
})

describe('server refusals said on the code form', () => {
  it.each([
    [1008, { field: 'phone', key: 'personal:code.usedByAnother' }],
    [1007, { field: 'code', key: 'personal:code.wrong' }],
    [1006, { field: 'code', key: 'personal:code.limit' }],
    [1012, { field: 'code', key: 'personal:code.limit' }],
    [1001, null],
    [1098, null],
  ])('%i', (code, expected) => expect(fieldOfError(code)).toEqual(expected))
})
