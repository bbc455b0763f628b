import {
  compareAscii,
  currencySymbol,
  formatDate,
  formatDecimalMoney,
  formatDuration,
  formatMoney,
  formatMonthDayWeekday,
  formatThousands,
  formatTime,
  formatWeekday,
  parseInteger,
  parseMoneyToCents,
  parseTime,
  resolveLang,
  weekdayNames,
  LANGS,
  type Lang,
} from '@/domain'

describe('dates', () => {
  it.each([
    ['2020-11-24', 'zh-CN', '2020-11-24'],
    ['2020-11-24', 'zh-TW', '2020-11-24'],
    ['2020-11-24', 'en', 'Nov 24, 2020'],
    ['2020-11-04', 'en', 'Nov 04, 2020'],
    ['2020-11-24', 'ja', '2020/11/24'],
    ['2024-02-29 08:30:00', 'en', 'Feb 29, 2024'],
    ['2024-01-05', 'zh-CN', '2024-01-05'],
    ['2023-02-29', 'zh-CN', ''],
    ['', 'en', ''],
    [null, 'ja', ''],
  ] as const)('formatDate(%p, %s) = %p', (date, lang, expected) => {
    expect(formatDate(date, lang)).toBe(expected)
  })

  it.each([
    ['2020-11-24', 'zh-CN', '11-24 周二'],
    ['2020-11-24', 'zh-TW', '11-24 週二'],
    ['2020-11-24', 'en', 'Tue, Nov 24'],
    ['2020-11-24', 'ja', '11/24(火)'],
    ['2024-01-07', 'zh-CN', '01-07 周日'],
    ['2024-01-07', 'en', 'Sun, Jan 7'],
    ['2024-01-07', 'ja', '1/7(日)'],
    ['2024-02-29', 'zh-TW', '02-29 週四'],
    ['bad', 'zh-CN', ''],
  ] as const)('formatMonthDayWeekday(%p, %s) = %p', (date, lang, expected) => {
    expect(formatMonthDayWeekday(date, lang)).toBe(expected)
  })

  it.each([
    ['2024-12-31', 'zh-CN', '12-31 今天'],
    ['2025-01-01', 'zh-CN', '01-01 明天'],
    ['2025-01-02', 'zh-CN', '01-02 后天'],
    ['2025-01-03', 'zh-CN', '01-03 周五'],
    ['2024-12-30', 'zh-CN', '12-30 周一'],
    ['2025-01-02', 'zh-TW', '01-02 後天'],
    ['2024-12-31', 'en', 'Today, Dec 31'],
    ['2025-01-01', 'en', 'Tomorrow, Jan 1'],
    ['2025-01-02', 'en', 'Thu, Jan 2'],
    ['2024-12-31', 'ja', '12/31(今日)'],
    ['2025-01-02', 'ja', '1/2(明後日)'],
  ] as const)('relative day %p in %s with today 2024-12-31 = %p', (date, lang, expected) => {
    expect(formatMonthDayWeekday(date, lang, { today: '2024-12-31' })).toBe(expected)
  })

  it.each(LANGS)('%s has seven short and long weekday names starting on Sunday', (lang) => {
    expect(weekdayNames(lang)).toHaveLength(7)
    expect(weekdayNames(lang, 'long')).toHaveLength(7)
    expect(formatWeekday('2024-06-16', lang)).toBe(weekdayNames(lang)[0]) // a Sunday
  })

  it.each([
    ['zh-CN', 'short', '周六'],
    ['zh-CN', 'long', '星期六'],
    ['zh-TW', 'short', '週六'],
    ['en', 'short', 'Sat'],
    ['en', 'long', 'Saturday'],
    ['ja', 'short', '土'],
    ['ja', 'long', '土曜日'],
  ] as const)('formatWeekday(2024-06-15, %s, %s) = %s', (lang, style, expected) => {
    expect(formatWeekday('2024-06-15', lang, style)).toBe(expected)
  })
})

describe('times', () => {
  it.each([
    ['08:05', '08:05'],
    ['8:05', '08:05'],
    ['23:59:59', '23:59'],
    ['2024-06-15 00:00:00', '00:00'],
    ['2024-06-15T13:45:00+08:00', '13:45'], // shown as written: airport-local time
    ['2024-06-15T13:45:00Z', '13:45'],
    [0, '00:00'],
    [1439, '23:59'],
    [new Date(2024, 5, 15, 21, 7), '21:07'],
    ['24:00', ''],
    ['12:60', ''],
    ['noon', ''],
    [1440, ''],
    [-1, ''],
    [null, ''],
  ])('formatTime(%p) = %p', (value, expected) => {
    expect(formatTime(value)).toBe(expected)
  })

  it.each([
    ['00:00', 0],
    ['06:00', 360],
    ['23:59', 1439],
    ['7:5', null],
    ['', null],
    [undefined, null],
  ])('parseTime(%p) = %p', (value, expected) => {
    expect(parseTime(value)).toBe(expected)
  })
})

describe('formatDuration', () => {
  it.each([
    [155, '2h35m'],
    [180, '3h'],
    [45, '45m'],
    [0, '0m'],
    [1565, '26h5m'],
    [154.6, '2h35m'],
  ])('compact %p = %p in every language', (minutes, expected) => {
    for (const lang of LANGS) expect(formatDuration(minutes, lang)).toBe(expected)
  })

  it.each([
    [155, 'zh-CN', '2小时35分'],
    [155, 'zh-TW', '2小時35分'],
    [155, 'en', '2 h 35 min'],
    [155, 'ja', '2時間35分'],
    [120, 'zh-CN', '2小时'],
    [45, 'zh-CN', '45分钟'],
    [45, 'zh-TW', '45分鐘'],
    [45, 'en', '45 min'],
    [120, 'ja', '2時間'],
  ] as const)('long %p %s = %p', (minutes, lang, expected) => {
    expect(formatDuration(minutes, lang, 'long')).toBe(expected)
  })

  it.each([-5, Number.NaN, Number.POSITIVE_INFINITY, null, undefined])('%p -> empty', (minutes) => {
    expect(formatDuration(minutes, 'zh-CN')).toBe('')
  })
})

describe('numbers and money', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1234567, '1,234,567'],
    [-1234567.5, '-1,234,567.5'],
    ['1234567.891', '1,234,567.891'],
    [' 100000 ', '100,000'],
    [1e21, ''],
    [Number.NaN, ''],
    ['12,345', ''],
    ['abc', ''],
    [null, ''],
  ])('formatThousands(%p) = %p', (value, expected) => {
    expect(formatThousands(value)).toBe(expected)
  })

  it.each([
    [128000, '¥', '¥1,280'],
    [128050, '¥', '¥1,280.50'],
    [128005, '¥', '¥1,280.05'],
    [1, '¥', '¥0.01'],
    [0, '¥', '¥0'],
    [-5000, '¥', '-¥50'],
    [-5050, '¥', '-¥50.50'],
    [123456789012, 'US$', 'US$1,234,567,890.12'],
    [99, 'HK$', 'HK$0.99'],
    [12.5, '¥', ''], // not integer cents
    [Number.NaN, '¥', ''],
    [null, '¥', ''],
  ])('formatMoney(%p, %p) = %p', (cents, symbol, expected) => {
    expect(formatMoney(cents, symbol)).toBe(expected)
  })

  it('defaults to ¥', () => expect(formatMoney(128000)).toBe('¥1,280'))

  it.each([
    ['1280', '¥1,280'],
    ['1280.00', '¥1,280'],
    ['1280.5', '¥1,280.50'],
    ['1280.05', '¥1,280.05'],
    [1280.5, '¥1,280.50'],
    [0.1 + 0.2, '¥0.30'], // 0.30000000000000004
    [1.005, '¥1.01'], // 1.00499999... in binary; decided on the decimal digits
    ['1.005', '¥1.01'],
    ['1.004', '¥1'],
    ['-1.005', '-¥1.01'],
    ['0.001', '¥0'],
    [1e-7, '¥0'],
    ['-0.00', '¥0'],
    ['9007199254740.99', '¥9,007,199,254,740.99'],
    ['90071992547409.99', ''], // beyond exact integer cents
    ['abc', ''],
    ['', ''],
    [Number.POSITIVE_INFINITY, ''],
    [null, ''],
  ])('formatDecimalMoney(%p) = %p', (amount, expected) => {
    expect(formatDecimalMoney(amount)).toBe(expected)
  })

  it.each([
    ['1280', 128000],
    ['1,280.50', 128050],
    ['1,234,567.8', 123456780],
    ['¥1,280.5', 128050],
    ['￥99', 9900],
    ['US$ 12.34', 1234],
    ['CNY 100', 10000],
    ['-¥50', -5000],
    ['¥-50', -5000],
    ['+3', 300],
    ['.5', 50],
    ['12.500', 1250],
    ['0', 0],
    ['12.345', null], // more than two non-zero decimals
    ['1,28', null],
    ['12,3456', null],
    ['1e3', null],
    ['--1', null],
    ['-¥-1', null],
    ['x12', null],
    ['', null],
    ['.', null],
    [null, null],
  ])('parseMoneyToCents(%p) = %p', (value, expected) => {
    expect(parseMoneyToCents(value)).toBe(expected)
  })

  it('parsing what formatMoney printed gives the cents back', () => {
    for (const cents of [0, 1, 99, 100, 128000, 128050, -5050, 123456789012]) {
      expect(parseMoneyToCents(formatMoney(cents, '¥'))).toBe(cents)
      expect(parseMoneyToCents(formatMoney(cents, 'HK$'))).toBe(cents)
    }
  })

  it.each([
    ['12', 12],
    ['-3', -3],
    ['+7', 7],
    [' 42 ', 42],
    ['1.5', null],
    ['1e3', null],
    ['12a', null],
    ['', null],
    ['9007199254740993', null],
    [undefined, null],
  ])('parseInteger(%p) = %p', (value, expected) => {
    expect(parseInteger(value)).toBe(expected)
  })

  it.each([
    ['CNY', '¥'],
    ['cny', '¥'],
    ['', '¥'],
    [null, '¥'],
    ['USD', 'US$'],
    ['JPY', 'JP¥'],
    ['TWD', 'NT$'],
    ['EUR', '€'],
    ['MYR', 'MYR '],
  ])('currencySymbol(%p) = %p', (code, symbol) => {
    expect(currencySymbol(code)).toBe(symbol)
  })
})

describe('resolveLang', () => {
  it.each([
    ['zh-CN', 'zh-CN'],
    ['zh-cn', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['zh-Hans-CN', 'zh-CN'],
    ['zh_CN', 'zh-CN'],
    ['zh-TW', 'zh-TW'],
    ['zh-tw', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
    ['ja', 'ja'],
    ['ja-JP', 'ja'],
    ['en', 'en'],
    ['en-GB', 'en'],
    ['fr-FR', 'zh-CN'],
    ['', 'zh-CN'],
    [null, 'zh-CN'],
  ])('%p -> %s', (locale, lang) => {
    expect(resolveLang(locale)).toBe(lang as Lang)
  })
})

describe('compareAscii', () => {
  it.each<[string, string, number]>([
    ['08:05', '21:10', -1],
    ['21:10', '08:05', 1],
    ['CA1501', 'MU5101', -1],
    ['G101', 'G1011', -1],
    ['2026-11-27 07:00', '2026-11-26 23:30', 1],
    ['MU5101', 'MU5101', 0],
  ])('%s vs %s = %s', (a, b, expected) => expect(Math.sign(compareAscii(a, b))).toBe(expected))

  it('orders codes as the locale collation does', () => {
    const codes = ['MU5101', 'CA1501', '3U8881', 'HU7605', 'G7', 'D3001', 'CA150', 'ZH9101']
    expect([...codes].sort(compareAscii)).toEqual([...codes].sort((a, b) => a.localeCompare(b, 'zh-CN')))
  })
})
