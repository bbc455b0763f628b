// Order-filling rules of domain/booking.ts, table by table: one traveller, the set, contacts,
// company fields, reasons, money split and payment choice, request ids.
import {
  allowedPayments,
  checkCompanyFields,
  checkContacts,
  checkReasonDraft,
  checkTraveller,
  checkTravellerSet,
  defaultPayment,
  emptyCompanyFields,
  emptyTraveller,
  maskIdNo,
  newRequestId,
  passengerKind,
  paymentSplit,
  reasonNeeded,
  refuseFiles,
  type CompanyFieldRules,
  type TravellerDraft,
  type TripDates,
} from '@/domain/booking'
import { idCardCheckChar } from '@/domain/id-card'

/** A valid ID card number for a birth date (yyyyMMdd); odd sequence = male. */
function idCard(birth: string, male = true): string {
  const first17 = `110101${birth}${male ? '123' : '124'}`
  return first17 + idCardCheckChar(first17)
}

const dates: TripDates = { today: '2026-11-22', firstDate: '2026-12-02', lastDate: '2026-12-06' }

function adult(over: Partial<TravellerDraft> = {}): TravellerDraft {
  return {
    ...emptyTraveller(over.key ?? 'a'),
    chName: '张伟',
    gender: 'M',
    birthDate: '1990-03-07',
    idNo: idCard('19900307'),
    mobile: '13800000001',
    ...over,
  }
}

const errorsOf = (d: TravellerDraft) =>
  checkTraveller(d, dates)
    .filter((i) => i.severity === 'error')
    .map((i) => [i.field, i.key])
const warningsOf = (d: TravellerDraft) =>
  checkTraveller(d, dates)
    .filter((i) => i.severity === 'warning')
    .map((i) => [i.field, i.key])

describe('checkTraveller', () => {
  const passport = (over: Partial<TravellerDraft>) =>
    adult({ idType: 'Passport', chName: '', lastName: 'SMITH', firstName: 'JOHN', idNo: 'E12345678', nationality: 'GB', idExpiry: '2030-01-01', ...over })
  it.each<[string, TravellerDraft, string[][]]>([
    ['a complete ID-card adult', adult(), []],
    ['an English name instead of the Chinese one', adult({ chName: '', lastName: 'Zhang', firstName: 'Wei' }), []],
    ['no name at all', adult({ chName: '' }), [['chName', 'validation:name.required']]],
    ['a Latin Chinese-name field', adult({ chName: 'Zhang Wei' }), [['chName', 'validation:name.chineseFormat']]],
    ['half an English name', adult({ chName: '', lastName: 'ZHANG' }), [['firstName', 'validation:name.givenNameRequired']]],
    ['no gender', adult({ gender: '' }), [['gender', 'booking:passengerForm.genderRequired']]],
    [
      'a bad check digit',
      adult({ idNo: idCard('19900307').slice(0, 17) + (idCard('19900307').endsWith('1') ? '2' : '1') }),
      [['idNo', 'validation:idCard.format']],
    ],
    ['a short ID number', adult({ idNo: '11010119900307' }), [['idNo', 'validation:idCard.length']]],
    [
      'a bad region',
      adult({
        idNo: (() => {
          const b = `990101199003071231`
          return b.slice(0, 17) + idCardCheckChar(b.slice(0, 17))
        })(),
      }),
      [['idNo', 'validation:idCard.region']],
    ],
    ['a birth date unlike the card', adult({ birthDate: '1990-03-08' }), [['birthDate', 'validation:idCard.identityMismatch']]],
    ['a gender unlike the card', adult({ gender: 'F' }), [['gender', 'validation:idCard.identityMismatch']]],
    ['an adult without a phone', adult({ mobile: '' }), [['mobile', 'validation:phone.required']]],
    ['a child without a phone', adult({ birthDate: '2018-05-05', idNo: idCard('20180505'), mobile: '' }), []],
    ['a bad mainland phone', adult({ mobile: '1380000' }), [['mobile', 'validation:phone.mainlandFormat']]],
    ['a bad e-mail', adult({ email: 'a@b' }), [['email', 'validation:email.format']]],
    ['a baby of 10 days', adult({ birthDate: '2026-11-22', idNo: idCard('20261122'), mobile: '' }), [['birthDate', 'validation:passenger.tooYoung']]],
    ['a birth date in the future', adult({ birthDate: '2027-01-01', idNo: idCard('19900307') }), [['birthDate', 'validation:birthDate.invalid']]],
    ['a masked number from the directory', adult({ personId: 4, idNo: '110101********1234' }), []],
    ['a masked number typed by hand', adult({ idNo: '110101********1234' }), [['idNo', 'validation:idCard.format']]],
    ['a valid passport', passport({}), []],
    [
      'a passport without English name',
      passport({ lastName: '', firstName: '', chName: '张伟' }),
      [
        ['lastName', 'validation:name.surnameRequired'],
        ['firstName', 'validation:name.givenNameRequired'],
      ],
    ],
    ['a passport number with symbols', passport({ idNo: 'E12-345' }), [['idNo', 'booking:passengerForm.docNoFormat']]],
    ['a passport without expiry', passport({ idExpiry: '' }), [['idExpiry', 'validation:document.expiryRequired']]],
    ['a passport expiring before the return flight', passport({ idExpiry: '2026-12-04' }), [['idExpiry', 'validation:document.expired']]],
    ['a pass without nationality', passport({ idType: 'HKMacaoPass', nationality: '' }), [['nationality', 'booking:passengerForm.nationalityRequired']]],
  ])('%s', (_name, d, expected) => {
    expect(errorsOf(d)).toEqual(expected)
  })

  it('warns (without blocking) when a passport has less than six months left at departure', () => {
    const d = passport({ idExpiry: '2027-03-01' })
    expect(errorsOf(d)).toEqual([])
    expect(warningsOf(d)).toEqual([['idExpiry', 'validation:document.expiresSoon']])
    expect(checkTraveller(d, dates).find((i) => i.severity === 'warning')?.params).toEqual({ months: 6, name: 'SMITH/JOHN' })
  })

  it('shows one error per field', () => {
    const fields = errorsOf(adult({ idNo: 'x', gender: '', chName: '' })).map(([f]) => f)
    expect(new Set(fields).size).toBe(fields.length)
  })
})

describe('passengerKind', () => {
  it.each([
    ['1990-01-01', 'Adult'],
    ['2014-12-02', 'Adult'],
    ['2014-12-03', 'Child'],
    ['2024-12-02', 'Child'],
    ['2024-12-03', 'Infant'],
    ['2026-11-18', 'Infant'],
    ['2026-11-19', null],
    ['', null],
  ])('%s on 2026-12-02 → %s', (birth, kind) => {
    expect(passengerKind(birth, '2026-12-02')).toBe(kind)
  })
})

describe('checkTravellerSet', () => {
  const child = adult({ key: 'c', chName: '张小', birthDate: '2018-05-05', idNo: idCard('20180505') })
  const infant = adult({ key: 'i', chName: '张宝', birthDate: '2026-01-01', idNo: idCard('20260101') })
  const infant2 = adult({ key: 'j', chName: '张贝', birthDate: '2026-02-01', idNo: idCard('20260201', false), gender: 'F' })
  const keys = (list: TravellerDraft[]) => checkTravellerSet(list, dates).map((i) => i.key)
  it.each<[string, TravellerDraft[], string[]]>([
    ['nobody', [], ['booking:travellers.noTraveller']],
    ['one adult', [adult()], []],
    ['adult, child and infant', [adult(), child, infant], []],
    ['a child alone', [child], ['validation:passenger.needAdult']],
    ['an infant alone', [infant], ['validation:passenger.needAdult']],
    ['two infants with one adult', [adult(), infant, infant2], ['booking:travellers.tooManyInfants']],
    ['the same ID twice', [adult(), adult({ key: 'b', chName: '李娜' })], ['validation:guest.duplicateId']],
    [
      'ten travellers',
      Array.from({ length: 10 }, (_, i) => adult({ key: `k${i}`, idNo: idCard(`1990030${i % 10}`) })),
      ['booking:travellers.tooManyTravellers'],
    ],
    ['a baby under 14 days', [adult(), adult({ key: 'n', birthDate: '2026-11-25', idNo: idCard('20261125') })], ['validation:passenger.tooYoung']],
  ])('%s', (_name, list, expected) => {
    expect(keys(list)).toEqual(expected)
  })
})

describe('checkContacts', () => {
  const c = (name: string, mobile: string, email = '') => ({ name, mobileCountryCode: '86', mobile, email })
  it.each<[string, ReturnType<typeof c>[], boolean, string[][]]>([
    ['a full contact', [c('张伟', '13800000001', 'a@b.cn')], true, []],
    ['no name', [c('', '13800000001')], false, [['contact.0.name', 'booking:contact.nameRequired']]],
    ['a bad phone', [c('张伟', '123')], false, [['contact.0.mobile', 'validation:phone.mainlandFormat']]],
    ['e-mail off: none needed', [c('张伟', '13800000001')], false, []],
    ['e-mail on: required', [c('张伟', '13800000001')], true, [['contact.0.email', 'validation:email.required']]],
    ['a repeated phone', [c('张伟', '13800000001'), c('李娜', '13800000001')], false, [['contact.1.mobile', 'validation:contact.duplicatePhone']]],
  ])('%s', (_name, list, emailRequired, expected) => {
    expect(checkContacts(list, { emailRequired }).map((i) => [i.field, i.key])).toEqual(expected)
  })
})

describe('checkCompanyFields', () => {
  const on = { display: true, required: true }
  const off = { display: false, required: false }
  const rules = (over: Partial<CompanyFieldRules> = {}): CompanyFieldRules => ({
    CostCenter: off,
    Department: off,
    BusinessUnit: off,
    CustomItem: off,
    Purpose: { ...off, type: 0 },
    AuthorizationCode: off,
    UploadAttachFile: off,
    BookMessage: off,
    extend: [],
    ...over,
  })
  const v = emptyCompanyFields()
  const keys = (r: CompanyFieldRules, values = v) => checkCompanyFields(values, r).map((i) => [i.field, i.key])
  it.each<[string, CompanyFieldRules, typeof v, string[][]]>([
    ['nothing displayed', rules(), v, []],
    ['hidden but "required" never blocks', rules({ CostCenter: { display: false, required: true } }), v, []],
    ['required cost centre missing', rules({ CostCenter: on }), v, [['field.CostCenter', 'booking:fields.chooseRequired']]],
    ['required cost centre chosen', rules({ CostCenter: on }), { ...v, costCenter: { id: 1, name: 'R&D' } }, []],
    ['optional department empty', rules({ Department: { display: true, required: false } }), v, []],
    ['purpose as text missing', rules({ Purpose: { ...on, type: 0 } }), v, [['field.Purpose', 'booking:fields.fillRequired']]],
    [
      'purpose list: text does not count',
      rules({ Purpose: { ...on, type: 1 } }),
      { ...v, purposeText: '开会' },
      [['field.Purpose', 'booking:fields.chooseRequired']],
    ],
    ['purpose either: text counts', rules({ Purpose: { ...on, type: 2 } }), { ...v, purposeText: '开会' }, []],
    ['purpose either: choice counts', rules({ Purpose: { ...on, type: 2 } }), { ...v, purpose: { id: 2, name: '会议' } }, []],
    ['authorization code required', rules({ AuthorizationCode: on }), v, [['field.AuthorizationCode', 'booking:fields.fillRequired']]],
    [
      'authorization code too long',
      rules({ AuthorizationCode: { display: true, required: false } }),
      { ...v, authorizationCode: 'x'.repeat(51) },
      [['field.AuthorizationCode', 'booking:fields.tooLong']],
    ],
    ['attachment required', rules({ UploadAttachFile: on }), v, [['field.UploadAttachFile', 'booking:fields.uploadRequired']]],
    [
      'extend fields by type',
      rules({
        extend: [
          { slot: 'ExtendField1', required: true, type: 'text', options: [] },
          { slot: 'ExtendField2', required: true, type: 'select', options: ['a'] },
        ],
      }),
      { ...v, extend: { ExtendField1: '  ' } },
      [
        ['field.ExtendField1', 'booking:fields.fillRequired'],
        ['field.ExtendField2', 'booking:fields.chooseRequired'],
      ],
    ],
    [
      'booking message too long',
      rules({ BookMessage: { display: true, required: false } }),
      { ...v, bookMessage: '留'.repeat(201) },
      [['field.BookMessage', 'booking:fields.tooLong']],
    ],
  ])('%s', (_name, r, values, expected) => {
    expect(keys(r, values)).toEqual(expected)
  })
})

describe('refuseFiles', () => {
  it.each<[string, number, { name: string; size: number }[], number[], string[]]>([
    [
      'good files pass',
      0,
      [
        { name: 'a.pdf', size: 10 },
        { name: 'b.JPG', size: 20 },
      ],
      [0, 1],
      [],
    ],
    [
      'empty, unknown type, too big',
      0,
      [
        { name: 'a.pdf', size: 0 },
        { name: 'b.exe', size: 5 },
        { name: 'c.png', size: 8 * 1024 * 1024 },
      ],
      [],
      ['validation:attachment.empty', 'validation:attachment.unsupportedType', 'validation:attachment.tooLarge'],
    ],
    [
      'only the room left is taken',
      9,
      [
        { name: 'a.pdf', size: 1 },
        { name: 'b.pdf', size: 1 },
      ],
      [0],
      ['validation:attachment.tooMany'],
    ],
  ])('%s', (_name, existing, picked, accepted, issues) => {
    const r = refuseFiles(existing, picked)
    expect(r.accepted).toEqual(accepted)
    expect(r.issues.map((i) => i.key)).toEqual(issues)
  })
})

describe('reasons', () => {
  const v = (InPolicy: boolean, kinds: string[]) => ({ InPolicy, Violations: kinds.map((Kind) => ({ Kind })) })
  it.each([
    [v(true, []), null],
    [v(false, ['LowestPrice']), 'notLowest'],
    [v(false, ['LowestPrice', 'Discount']), 'outOfPolicy'],
    [v(false, ['CabinClass']), 'outOfPolicy'],
  ])('reasonNeeded %#', (verdict, kind) => {
    expect(reasonNeeded(verdict)).toBe(kind)
  })
  it.each<[string, Parameters<typeof checkReasonDraft>[0], Parameters<typeof checkReasonDraft>[1], string[]]>([
    ['in policy, nothing given', undefined, null, []],
    ['out of policy, nothing given', undefined, 'outOfPolicy', ['validation:reason.outOfPolicyRequired']],
    ['not lowest, nothing given', undefined, 'notLowest', ['validation:reason.notLowestRequired']],
    ['a code is enough', { codeId: 3, text: '' }, 'outOfPolicy', []],
    ['free text is enough', { codeId: null, text: '客户临时改期' }, 'notLowest', []],
    ['51 characters are too many', { codeId: null, text: '原'.repeat(51) }, 'outOfPolicy', ['validation:reason.tooLong']],
    ['50 characters are fine', { codeId: null, text: '原'.repeat(50) }, 'outOfPolicy', []],
  ])('%s', (_name, draft, kind, expected) => {
    expect(checkReasonDraft(draft, kind, 'reason.0').map((i) => i.key)).toEqual(expected)
  })
})

describe('money', () => {
  const quote = { Total: 73000, Insurance: 3000, CompanyAmount: 66000, PersonalAmount: 7000 }
  it.each<[string, 'Company' | 'Personal' | 'Mixed', boolean, { total: number; company: number; personal: number }]>([
    ['mixed as quoted', 'Mixed', true, { total: 73000, company: 66000, personal: 7000 }],
    ['company with free insurance', 'Company', true, { total: 73000, company: 73000, personal: 0 }],
    ['company, traveller pays insurance', 'Company', false, { total: 73000, company: 70000, personal: 3000 }],
    ['personal pays all', 'Personal', true, { total: 73000, company: 0, personal: 73000 }],
  ])('%s', (_name, type, free, expected) => {
    expect(paymentSplit(quote, type, free)).toEqual(expected)
  })

  it.each([
    [{ CompanyPay: true, PersonalPay: true, MixedPay: true }, false, ['Company', 'Mixed', 'Personal'], 'Company'],
    [{ CompanyPay: true, PersonalPay: true, MixedPay: true }, true, ['Company', 'Mixed', 'Personal'], 'Mixed'],
    [{ CompanyPay: false, PersonalPay: true, MixedPay: false }, true, ['Personal'], 'Personal'],
    [{ CompanyPay: false, PersonalPay: false, MixedPay: false }, false, [], null],
  ])('payment choice %#', (rights, out, allowed, chosen) => {
    expect(allowedPayments(rights)).toEqual(allowed)
    expect(defaultPayment(allowedPayments(rights), out)).toBe(chosen)
  })
})

describe('small helpers', () => {
  it.each([
    ['110101199003071234', '110101********1234'],
    ['E12345678', 'E1***5678'],
    ['110***1234', '110***1234'],
  ])('maskIdNo %s', (id, masked) => {
    expect(maskIdNo(id)).toBe(masked)
  })

  it('request ids have the shape submitBooking accepts and differ', () => {
    const a = newRequestId()
    const b = newRequestId()
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,64}$/)
    expect(a).not.toBe(b)
    expect(
      newRequestId(
        'rf',
        () => 0,
        () => 0,
      ),
    ).toBe('rf-0-000000000000')
  })
})
