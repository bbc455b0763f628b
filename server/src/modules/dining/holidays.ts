/**
 * China's public holidays and their make-up working days (调休), as the State Council's General
 * Office publishes them each November for the next year (国务院办公厅关于 YYYY 年部分节假日安排的
 * 通知; the sources are in docs/dining.md). DiningSettings.PayDays 'WorkingDay' pays on a working
 * day of this calendar: Monday to Friday unless a holiday, and a weekend day the notice makes a
 * working day. A year without its notice here is Monday to Friday.
 */
import { addDays, weekday } from '../../lib/time'

interface YearNotice {
  /** The notice: its number and the day it was published. */
  source: string
  /** Days off, each [first, last] inclusive. */
  off: [string, string][]
  /** Weekend days that are working days. */
  work: string[]
}

export const HOLIDAY_NOTICES: Record<number, YearNotice> = {
  2025: {
    source: '国办发明电〔2024〕12号, 2024-11-12',
    off: [
      ['2025-01-01', '2025-01-01'],
      ['2025-01-28', '2025-02-04'],
      ['2025-04-04', '2025-04-06'],
      ['2025-05-01', '2025-05-05'],
      ['2025-05-31', '2025-06-02'],
      ['2025-10-01', '2025-10-08'],
    ],
    work: ['2025-01-26', '2025-02-08', '2025-04-27', '2025-09-28', '2025-10-11'],
  },
  2026: {
    source: '国务院办公厅关于2026年部分节假日安排的通知, 2025-11-04',
    off: [
      ['2026-01-01', '2026-01-03'],
      ['2026-02-15', '2026-02-23'],
      ['2026-04-04', '2026-04-06'],
      ['2026-05-01', '2026-05-05'],
      ['2026-06-19', '2026-06-21'],
      ['2026-09-25', '2026-09-27'],
      ['2026-10-01', '2026-10-07'],
    ],
    work: ['2026-01-04', '2026-02-14', '2026-02-28', '2026-05-09', '2026-09-20', '2026-10-10'],
  },
}

/** Every day off and make-up working day of the notices, by date. */
const DAYS: ReadonlyMap<string, boolean> = (() => {
  const days = new Map<string, boolean>()
  for (const notice of Object.values(HOLIDAY_NOTICES)) {
    for (const [first, last] of notice.off) for (let d = first; d <= last; d = addDays(d, 1)) days.set(d, false)
    for (const d of notice.work) days.set(d, true)
  }
  return days
})()

/** Whether a 'yyyy-MM-dd' China day is a working day. */
export const isWorkingDay = (day: string): boolean => DAYS.get(day) ?? weekday(day) < 5
