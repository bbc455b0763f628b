import {
  ageClass,
  ageOn,
  checkAtLeast,
  checkBirthDate,
  checkPassengerSet,
  isAtLeast,
  legacyPassengerTypeCode,
  messages,
  addDays,
  parseDate,
  toIsoDate,
  type AgeClass,
} from '@/domain'

const err = (key: string, params?: Record<string, string | number>) =>
  params ? { ok: false, severity: 'error', key, params } : { ok: false, severity: 'error', key }

describe('ageClass', () => {
  it.each([
    // [birth, onDate, class]: boundaries exactly on birthdays
    ['1990-01-01', '2024-06-15', 'adult'],
    ['2012-06-15', '2024-06-15', 'adult'], // 12th birthday today
    ['2012-06-16', '2024-06-15', 'child'], // turns 12 tomorrow
    ['2022-06-15', '2024-06-15', 'child'], // 2nd birthday today
    ['2022-06-16', '2024-06-15', 'baby'],
    ['2024-06-01', '2024-06-15', 'baby'], // exactly 14 days old
    ['2024-06-02', '2024-06-15', 'tooYoung'], // 13 days
    ['2024-06-15', '2024-06-15', 'tooYoung'], // born today
    ['2023-12-27', '2024-01-10', 'baby'], // 14 days across a year end
    ['2023-12-28', '2024-01-10', 'tooYoung'],
    ['2024-02-29', '2024-03-14', 'baby'], // 14 days across a leap day
    ['2024-03-01', '2024-03-14', 'tooYoung'],
    // Feb 29 birthdays: the birthday is Mar 1 in common years, Feb 29 in leap years
    ['2012-02-29', '2024-02-28', 'child'],
    ['2012-02-29', '2024-02-29', 'adult'],
    ['2012-03-01', '2024-02-29', 'child'],
    ['2012-02-29', '2014-02-28', 'baby'],
    ['2012-02-29', '2014-03-01', 'child'],
    ['2013-02-28', '2025-02-28', 'adult'],
  ] as const)('born %s, on %s -> %s', (birth, on, expected) => {
    expect(ageClass(birth, on)).toBe(expected)
  })

  it.each([
    ['2024-06-16', '2024-06-15'], // not born yet
    ['', '2024-06-15'],
    [null, '2024-06-15'],
    ['2023-02-29', '2024-06-15'],
    ['1990-01-01', 'soon'],
  ])('null for born %p on %p', (birth, on) => {
    expect(ageClass(birth, on)).toBeNull()
  })

  it('accepts Date and CalendarDate inputs', () => {
    expect(ageClass(new Date(2012, 5, 15), { year: 2024, month: 6, day: 15 })).toBe('adult')
  })
})

describe('legacyPassengerTypeCode (1 adult, 2 child, 3 under two)', () => {
  it.each([
    ['1990-01-01', 1],
    ['2012-06-15', 1], // exactly 12 -> adult
    ['2012-06-16', 2],
    ['2022-06-15', 2], // exactly 2 -> child
    ['2022-06-16', 3],
    ['2024-06-02', 3], // under 14 days is still 3: the legacy helper never refused it
    ['2024-06-20', 3], // a future date falls in "under 2" as in the legacy ranges
  ])('born %s on 2024-06-15 -> %i', (birth, code) => {
    expect(legacyPassengerTypeCode(birth, '2024-06-15')).toBe(code)
  })

  it('null for unreadable dates instead of a silent adult', () => {
    expect(legacyPassengerTypeCode('31/12/1990', '2024-06-15')).toBeNull()
  })

  it('agrees with ageClass for every birth date over 13 years', () => {
    const on = parseDate('2024-02-29')!
    const codeOf: Record<AgeClass, number> = { adult: 1, child: 2, baby: 3, tooYoung: 3 }
    for (let d = 0; d <= 13 * 366; d++) {
      const birth = toIsoDate(addDays(on, -d))
      expect([birth, legacyPassengerTypeCode(birth, on)]).toEqual([birth, codeOf[ageClass(birth, on)!]])
    }
  })
})

describe('ageOn and isAtLeast', () => {
  it.each([
    ['1990-05-20', '2024-05-19', 33],
    ['1990-05-20', '2024-05-20', 34],
    ['2000-02-29', '2023-02-28', 22],
    ['2000-02-29', '2023-03-01', 23],
    ['2000-02-29', '2024-02-29', 24],
    ['2024-06-15', '2024-06-15', 0],
    ['2024-06-16', '2024-06-15', null],
    ['bad', '2024-06-15', null],
  ])('ageOn(%s, %s) = %p', (birth, on, age) => {
    expect(ageOn(birth, on)).toBe(age)
  })

  it.each([
    ['2006-06-15', 18, true],
    ['2006-06-16', 18, false],
    ['2010-06-15', 14, true],
    ['2010-06-16', 14, false],
    ['2006-02-28', 18, true],
    ['', 18, false],
  ])('isAtLeast(%s, 2024-06-15, %i) = %p', (birth, years, expected) => {
    expect(isAtLeast(birth, '2024-06-15', years)).toBe(expected)
    expect(checkAtLeast(birth, '2024-06-15', years)).toEqual(
      expected ? { ok: true } : birth === '' ? err(messages.birthDate.required) : err(messages.age.atLeast, { years }),
    )
  })

  it('checkAtLeast defaults to 18', () => {
    expect(checkAtLeast('2006-06-16', '2024-06-15')).toEqual(err(messages.age.atLeast, { years: 18 }))
  })
})

describe('checkBirthDate', () => {
  it.each([
    ['1990-01-01', { ok: true }],
    ['2024-06-15', { ok: true }], // today
    ['2024-06-16', err(messages.birthDate.invalid)],
    ['2023-02-29', err(messages.birthDate.invalid)],
    ['', err(messages.birthDate.required)],
    [null, err(messages.birthDate.required)],
  ])('%p', (birth, expected) => {
    expect(checkBirthDate(birth, '2024-06-15')).toEqual(expected)
  })
})

describe('checkPassengerSet', () => {
  const ON = '2024-06-15'
  const adult = { name: '张三', birthDate: '1985-03-02' }
  const child = { name: '张小明', birthDate: '2016-09-01' }
  const baby = { name: '张小宝', birthDate: '2024-01-20' }
  const newborn = { name: '张小小', birthDate: '2024-06-10' }

  it.each([
    [[adult], {}, { ok: true }],
    [[adult, child, baby], {}, { ok: true }],
    [[child, adult], {}, { ok: true }], // order does not matter
    [[], {}, { ok: true }],
    [[child], {}, err(messages.passenger.needAdult)],
    [[child, baby], {}, err(messages.passenger.needAdult)],
    [[adult, newborn], {}, { ...err(messages.passenger.tooYoung, { name: '张小小', days: 14 }), index: 1 }],
    [[adult, { name: '李四', birthDate: '' }], {}, { ...err(messages.passenger.birthDateRequired, { name: '李四' }), index: 1 }],
    [[adult, child], { adultsOnly: true }, { ...err(messages.passenger.adultOnly, { name: '张小明', years: 12 }), index: 1 }],
    [[adult, adult], { adultsOnly: true }, { ok: true }],
  ])('%#', (passengers, options, expected) => {
    expect(checkPassengerSet(passengers, ON, options)).toEqual(expected)
  })

  it('classes on the travel date, not today: a child who turns 12 before departure travels as an adult', () => {
    const turning12 = { name: '王五', birthDate: '2012-07-01' }
    expect(checkPassengerSet([turning12], '2024-06-30')).toEqual(err(messages.passenger.needAdult))
    expect(checkPassengerSet([turning12], '2024-07-01')).toEqual({ ok: true })
  })
})
