// The business calendar is China Standard Time (UTC+8, no daylight saving) wherever the phone
// is: flight dates, "today" of a search, order times and trip days are China dates. Between
// 16:00 and 24:00 UTC the UTC day is already the next China day, so nothing here reads the
// device's zone: every function takes an absolute instant (epoch milliseconds).
const CHINA_OFFSET_MS = 8 * 3_600_000

const shifted = (epochMs: number): string => new Date(epochMs + CHINA_OFFSET_MS).toISOString()

/** 'yyyy-MM-dd' of the instant in China. */
export function chinaToday(epochMs: number): string {
  return shifted(epochMs).slice(0, 10)
}

/** 'yyyy-MM-dd HH:mm' of the instant in China, the format of the server's stamps. */
export function chinaDateTime(epochMs: number): string {
  const s = shifted(epochMs)
  return `${s.slice(0, 10)} ${s.slice(11, 16)}`
}

/** The calendar year in China, e.g. for leaving the year out of this year's stamps. */
export function chinaYear(epochMs: number): number {
  return Number(shifted(epochMs).slice(0, 4))
}
