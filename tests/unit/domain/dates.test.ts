import {
  addDays,
  addMonths,
  addYears,
  checkDateRange,
  compareDates,
  dayOfWeek,
  daysInMonth,
  diffDays,
  fromDayNumber,
  isLeapYear,
  messages,
  parseDate,
  toDayNumber,
  toIsoDate,
} from '@/domain'

const err = (key: string) => ({ ok: false, severity: 'error', key })
const d = (s: string) => parseDate(s)!

describe('parseDate', () => {
  it.each([
    ['2024-02-29', { year: 2024, month: 2, day: 29 }],
    ['2000-02-29', { year: 2000, month: 2, day: 29 }],
    ['2024/6/5', { year: 2024, month: 6, day: 5 }],
    ['2024.06.05', { year: 2024, month: 6, day: 5 }],
    ['20240605', { year: 2024, month: 6, day: 5 }],
    ['2024-06-05 23:59:59', { year: 2024, month: 6, day: 5 }],
    ['2024-06-05T08:30:00+08:00', { year: 2024, month: 6, day: 5 }],
    [' 2024-06-05 ', { year: 2024, month: 6, day: 5 }],
    [
      { year: 2024, month: 12, day: 31 },
      { year: 2024, month: 12, day: 31 },
    ],
  ])('%p', (input, expected) => {
    expect(parseDate(input)).toEqual(expected)
  })

  it.each([
    '2023-02-29',
    '1900-02-29',
    '2100-02-29',
    '2024-02-30',
    '2024-04-31',
    '2024-13-01',
    '2024-00-10',
    '2024-01-00',
    '24-01-01',
    '2024-1-1x',
    '',
    'today',
    null,
    undefined,
  ])('null for %p', (input) => {
    expect(parseDate(input)).toBeNull()
  })

  it('reads a Date in local time and refuses an invalid Date', () => {
    expect(parseDate(new Date(2024, 1, 29, 23, 59))).toEqual({ year: 2024, month: 2, day: 29 })
    expect(parseDate(new Date('x'))).toBeNull()
    expect(parseDate({ year: 2023, month: 2, day: 29 })).toBeNull()
  })
})

describe('calendar maths', () => {
  it.each([
    [2024, true],
    [2023, false],
    [2000, true],
    [1900, false],
    [2100, false],
  ])('isLeapYear(%i) = %p', (y, leap) => {
    expect(isLeapYear(y)).toBe(leap)
    expect(daysInMonth(y, 2)).toBe(leap ? 29 : 28)
  })

  it.each([
    ['1970-01-01', 0, 4], // Thursday
    ['2000-01-01', 10957, 6], // Saturday
    ['2020-11-24', 18590, 2], // Tuesday
    ['2024-02-29', 19782, 4], // Thursday
    ['1969-12-31', -1, 3],
  ])('%s is day %i, weekday %i', (s, n, wd) => {
    expect(toDayNumber(d(s))).toBe(n)
    expect(toIsoDate(fromDayNumber(n))).toBe(s)
    expect(dayOfWeek(d(s))).toBe(wd)
  })

  it('round-trips every day from 1900 to 2100 and agrees with Date.UTC', () => {
    for (let n = toDayNumber(d('1900-01-01')); n <= toDayNumber(d('2100-12-31')); n += 1) {
      const date = fromDayNumber(n)
      if (toDayNumber(date) !== n || Date.UTC(date.year, date.month - 1, date.day) / 86400000 !== n) {
        throw new Error(`day ${n} -> ${toIsoDate(date)}`)
      }
    }
  })

  it.each([
    ['2024-01-31', 1, '2024-02-29'],
    ['2023-01-31', 1, '2023-02-28'],
    ['2024-03-31', -1, '2024-02-29'],
    ['2024-12-15', 1, '2025-01-15'],
    ['2024-01-15', -1, '2023-12-15'],
    ['2024-08-31', 6, '2025-02-28'],
  ])('addMonths(%s, %i) = %s', (s, n, expected) => {
    expect(toIsoDate(addMonths(d(s), n))).toBe(expected)
  })

  it.each([
    ['2024-02-29', 1, '2025-02-28'],
    ['2024-02-29', 4, '2028-02-29'],
    ['2024-02-29', -1, '2023-02-28'],
    ['2023-03-01', -1, '2022-03-01'],
  ])('addYears(%s, %i) = %s', (s, n, expected) => {
    expect(toIsoDate(addYears(d(s), n))).toBe(expected)
  })

  it('addDays, diffDays and compareDates', () => {
    expect(toIsoDate(addDays(d('2024-02-28'), 1))).toBe('2024-02-29')
    expect(toIsoDate(addDays(d('2023-02-28'), 1))).toBe('2023-03-01')
    expect(toIsoDate(addDays(d('2024-01-01'), -1))).toBe('2023-12-31')
    expect(diffDays(d('2024-01-01'), d('2025-01-01'))).toBe(366)
    expect(diffDays(d('2025-01-01'), d('2024-01-01'))).toBe(-366)
    expect(Math.sign(compareDates(d('2024-01-01'), d('2024-01-02')))).toBe(-1)
    expect(compareDates(d('2024-01-01'), d('2024-01-01'))).toBe(0)
  })
})

describe('checkDateRange (within one year)', () => {
  it.each([
    ['2024-01-01', '2024-01-01', { ok: true }],
    ['2024-01-01', '2025-01-01', { ok: true }], // exactly one year
    ['2024-01-01', '2025-01-02', err(messages.dateRange.tooLong)],
    ['2024-02-29', '2025-02-28', { ok: true }],
    ['2024-02-29', '2025-03-01', err(messages.dateRange.tooLong)],
    ['2023-03-01', '2024-02-29', { ok: true }],
    ['2023-03-01', '2024-03-01', { ok: true }],
    ['2023-03-01', '2024-03-02', err(messages.dateRange.tooLong)],
    ['2024-05-02', '2024-05-01', err(messages.dateRange.endBeforeStart)],
    ['', '2024-05-01', err(messages.dateRange.required)],
    ['2024-05-01', null, err(messages.dateRange.required)],
    ['2023-02-29', '2023-03-01', err(messages.dateRange.required)],
  ])('%p..%p', (start, end, expected) => {
    expect(checkDateRange(start, end)).toEqual(expected)
  })
})
