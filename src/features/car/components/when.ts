/** Times of the car home: China time as the server writes it ('yyyy-MM-dd HH:mm'). */

const asMinutes = (s: string): number => Date.UTC(+s.slice(0, 4), +s.slice(5, 7) - 1, +s.slice(8, 10), +s.slice(11, 13), +s.slice(14, 16)) / 60_000

const two = (n: number) => String(n).padStart(2, '0')
const text = (minutes: number): string => {
  const d = new Date(minutes * 60_000)
  return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`
}

/** The first reserved time the home offers: the earliest the server allows, up to the next 10 minutes. */
export const firstReserved = (earliest: string): string => text(Math.ceil(asMinutes(earliest) / 10) * 10)

/** The day 'yyyy-MM-dd' plus `n` days. */
export const dayPlus = (day: string, n: number): string => text(asMinutes(`${day} 00:00`) + n * 1440).slice(0, 10)

/** a is before b (both 'yyyy-MM-dd HH:mm'). */
export const before = (a: string, b: string): boolean => asMinutes(a) < asMinutes(b)
