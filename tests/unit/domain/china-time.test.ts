// The business calendar is China time wherever the phone is: the day turns at 16:00 UTC.
import { chinaDateTime, chinaToday, chinaYear } from '@/domain/china-time'
import { clock, setClockSource } from '@/core/clock'

describe('china time', () => {
  it.each([
    ['2026-11-24T15:59:59Z', '2026-11-24', '2026-11-24 23:59', 2026],
    ['2026-11-24T16:00:00Z', '2026-11-25', '2026-11-25 00:00', 2026],
    ['2026-11-24T17:50:00Z', '2026-11-25', '2026-11-25 01:50', 2026],
    ['2026-12-31T16:00:00Z', '2027-01-01', '2027-01-01 00:00', 2027],
    ['2028-02-28T16:30:00Z', '2028-02-29', '2028-02-29 00:30', 2028],
    ['2026-01-01T00:00:00Z', '2026-01-01', '2026-01-01 08:00', 2026],
  ])('%s is %s in China', (iso, day, dateTime, year) => {
    const ms = Date.parse(iso)
    expect(chinaToday(ms)).toBe(day)
    expect(chinaDateTime(ms)).toBe(dateTime)
    expect(chinaYear(ms)).toBe(year)
  })

  it('the client clock reads its source, and the real clock again once released', () => {
    setClockSource(() => Date.parse('2026-11-24T17:50:00Z'))
    expect(clock.today()).toBe('2026-11-25')
    expect(clock.dateTime()).toBe('2026-11-25 01:50')
    setClockSource(null)
    expect(Math.abs(clock.now() - Date.now())).toBeLessThan(1000)
    expect(clock.today()).toBe(chinaToday(Date.now()))
  })
})
