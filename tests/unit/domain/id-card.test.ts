import { checkIdCard, checkIdentityMatchesIdCard, idCardBirthDate, idCardCheckChar, idCardGender, isValidRegionCode, messages, parseIdCard } from '@/domain'

const TODAY = '2026-11-22'

// Check characters computed with the GB 11643 weights; the first one is the standard's own example.
const VALID: ReadonlyArray<[string, string, 'male' | 'female']> = [
  ['11010519491231002X', '1949-12-31', 'female'],
  ['440304199001011233', '1990-01-01', 'male'],
  ['310104200002290049', '2000-02-29', 'female'], // Feb 29 of a leap century year
  ['11010520240229002X', '2024-02-29', 'female'],
  ['650102199912310010', '1999-12-31', 'male'],
  ['810000198001010057', '1980-01-01', 'male'], // Hong Kong
  ['820000199505050040', '1995-05-05', 'female'], // Macau
  ['71000019851111002X', '1985-11-11', 'female'], // Taiwan
  ['910000200103150038', '2001-03-15', 'male'], // overseas
  ['510107201202290810', '2012-02-29', 'male'],
  ['230102197806153720', '1978-06-15', 'female'],
  ['500103198808080883', '1988-08-08', 'female'],
  ['150102197001011514', '1970-01-01', 'male'],
  ['540102196603010074', '1966-03-01', 'male'],
  ['110105190003010013', '1900-03-01', 'male'], // earliest accepted year
  ['330106202611220017', '2026-11-22', 'male'], // born today
]

describe('checkIdCard', () => {
  it.each(VALID)('accepts %s', (id) => {
    expect(checkIdCard(id, TODAY)).toEqual({ ok: true })
  })

  it('accepts a lower-case x and surrounding spaces', () => {
    expect(checkIdCard(' 11010519491231002x ', TODAY).ok).toBe(true)
  })

  it.each([
    ['', messages.idCard.required],
    ['   ', messages.idCard.required],
    [null, messages.idCard.required],
    [undefined, messages.idCard.required],
    ['11010519491231002', messages.idCard.length], // 17
    ['11010519491231002X1', messages.idCard.length], // 19
    ['110105491231002', messages.idCard.length], // old 15-digit form
    ['1101051949123100XX', messages.idCard.format], // X only as the last character
    ['11010519491231002Y', messages.idCard.format],
    ['AB0105194912310020', messages.idCard.format], // non-digit region is a format error
    ['11010519491231002０', messages.idCard.format], // full-width digit
    ['110105199902290013', messages.idCard.format], // 1999-02-29 does not exist
    ['110105190002290017', messages.idCard.format], // 1900 was not a leap year
    ['110105199913010014', messages.idCard.format], // month 13
    ['110105189912310015', messages.idCard.format], // before 1900
    ['330106202611230012', messages.idCard.format], // born tomorrow
    ['110105194912310021', messages.idCard.format], // wrong check digit (X expected)
    ['440304199001011234', messages.idCard.format], // wrong check digit (3 expected)
  ])('%p -> %s', (id, key) => {
    expect(checkIdCard(id, TODAY)).toEqual({ ok: false, severity: 'error', key })
  })

  // Correct check digits, so only the region is wrong.
  it.each(['00', '10', '16', '20', '24', '30', '38', '40', '47', '49', '55', '60', '66', '70', '72', '80', '83', '90', '92', '99'])(
    'region %s is refused',
    (region) => {
      const first17 = `${region}010519900101123`
      const id = first17 + idCardCheckChar(first17)
      expect(checkIdCard(id, TODAY)).toEqual({ ok: false, severity: 'error', key: messages.idCard.region })
    },
  )

  it('fails closed when today cannot be read', () => {
    expect(checkIdCard('11010519491231002X', 'not a date').ok).toBe(false)
  })
})

describe('isValidRegionCode', () => {
  const accepted = [
    ...[11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46],
    ...[50, 51, 52, 53, 54, 61, 62, 63, 64, 65, 71, 81, 82, 91],
  ]
  it.each(Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0')))('%s', (code) => {
    expect(isValidRegionCode(code)).toBe(accepted.includes(Number(code)))
  })
  it.each(['1', '110', 'ab', ''])('rejects %p', (code) => expect(isValidRegionCode(code)).toBe(false))
})

describe('idCardCheckChar', () => {
  it.each(VALID)('%s', (id) => expect(idCardCheckChar(id.slice(0, 17))).toBe(id[17]))
  it.each(['', '1234', '1101051949123100X', '110105194912310021'])('null for %p', (s) => expect(idCardCheckChar(s)).toBeNull())
})

describe('parseIdCard, idCardBirthDate, idCardGender', () => {
  it.each(VALID)('%s -> %s %s', (id, birthDate, gender) => {
    expect(parseIdCard(id)).toEqual({ regionCode: id.slice(0, 6), birthDate, gender })
    expect(idCardBirthDate(id)).toBe(birthDate)
    expect(idCardGender(id)).toBe(gender)
  })
  it.each(['', '110105199902290013', '440304199001011234', '990105199001011230', null])('null for %p', (id) => {
    expect(parseIdCard(id)).toBeNull()
    expect(idCardBirthDate(id)).toBeNull()
    expect(idCardGender(id)).toBeNull()
  })
})

describe('checkIdentityMatchesIdCard', () => {
  const id = '440304199001011233' // 1990-01-01, male
  const mismatch = { ok: false, severity: 'error', key: messages.idCard.identityMismatch }
  it.each([
    [{ birthDate: '1990-01-01', gender: 'male' as const }, { ok: true }],
    [{ birthDate: '1990/1/1' }, { ok: true }],
    [{ gender: 'male' as const }, { ok: true }],
    [{}, { ok: true }],
    [{ birthDate: '', gender: null }, { ok: true }],
    [{ birthDate: '1990-01-02', gender: 'male' as const }, mismatch],
    [{ birthDate: '1990-01-01', gender: 'female' as const }, mismatch],
    [{ birthDate: 'garbage' }, mismatch],
  ])('%o', (entered, expected) => {
    expect(checkIdentityMatchesIdCard(id, entered)).toEqual(expected)
  })
  it('leaves unreadable IDs to checkIdCard', () => {
    expect(checkIdentityMatchesIdCard('123', { gender: 'female' })).toEqual({ ok: true })
  })
})
