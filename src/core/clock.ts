/**
 * The client's one clock. "Today" and "now" are China time (domain/china-time) read from the
 * absolute instant, never from the phone's zone; screens and stores ask here instead of
 * constructing Dates, so a test can move every reader at once.
 */
import { chinaDateTime, chinaToday, chinaYear } from '@/domain/china-time'
import { realTimers } from './timers'

let source: () => number = realTimers.now

export const clock = {
  now: (): number => source(),
  /** 'yyyy-MM-dd' in China. */
  today: (): string => chinaToday(source()),
  /** 'yyyy-MM-dd HH:mm' in China. */
  dateTime: (): string => chinaDateTime(source()),
  year: (): number => chinaYear(source()),
}

/** Tests only: read time from `now` (epoch ms); `null` restores the real clock. */
export function setClockSource(now: (() => number) | null): void {
  source = now ?? realTimers.now
}
