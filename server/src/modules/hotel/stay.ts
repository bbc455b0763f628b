/**
 * The dates of a stay, as every hotel call checks them (search, hotel page, price check, booking):
 * real dates, check-out after check-in, 1–28 nights, check-in from today (China time) up to the
 * booking horizon — or yesterday, for an early-morning stay booked between 00:00 and 06:00 China
 * time (the traveller arriving now still needs "last night").
 */
import { MAX_NIGHTS } from '../../../../types/api/hotel'
import { MAX_BOOK_DAYS } from '../../../../types/api/booking-data'
import { addDays, chinaDay, chinaMinutes, daysBetween, isRealDate } from '../../lib/time'
import { nightsOf } from './allotments'
import { invalid } from './texts'

/** Rooms from 14:00 on the check-in day, to be left by 12:00 on the check-out day. */
export const CHECK_IN_FROM = '14:00'
export const CHECK_OUT_BY = '12:00'

/** Minutes after China's midnight until which yesterday can still be booked. */
export const EARLY_MORNING_END = 6 * 60

export interface StayDates {
  checkIn: string
  checkOut: string
  nights: number
  /** The nights, check-in first. */
  dates: string[]
  /** Check-in is yesterday: an early-morning stay. */
  earlyMorning: boolean
}

export interface Today {
  today: string
  yesterday: string
  /** 00:00–06:00 China time. */
  earlyMorning: boolean
}

export function todayOf(now: Date): Today {
  const today = chinaDay(now)
  return { today, yesterday: addDays(today, -1), earlyMorning: chinaMinutes(now) < EARLY_MORNING_END }
}

export function checkStayDates(req: { CheckIn: string; CheckOut: string; EarlyMorning?: boolean }, now: Date): StayDates {
  const { CheckIn: checkIn, CheckOut: checkOut } = req
  if (!isRealDate(checkIn)) throw invalid('hotelDateInvalid', { field: 'CheckIn' })
  if (!isRealDate(checkOut)) throw invalid('hotelDateInvalid', { field: 'CheckOut' })
  const nights = daysBetween(checkIn, checkOut)
  if (nights < 1) throw invalid('hotelCheckOutOrder')
  if (nights > MAX_NIGHTS) throw invalid('hotelNightsTooMany', { max: MAX_NIGHTS })
  const t = todayOf(now)
  const earlyMorning = checkIn === t.yesterday
  if (earlyMorning) {
    if (!t.earlyMorning || req.EarlyMorning !== true) throw invalid('hotelEarlyMorningOnly')
  } else if (checkIn < t.today) throw invalid('hotelCheckInPast')
  if (daysBetween(t.today, checkIn) > MAX_BOOK_DAYS) throw invalid('hotelBookTooFar', { days: MAX_BOOK_DAYS })
  return { checkIn, checkOut, nights, dates: nightsOf(checkIn, nights), earlyMorning }
}

/** The wall clock of a time zone at an instant: 'yyyy-MM-dd' and 'HH:mm' (a hotel's local time). */
export function localClock(timeZone: string, at: Date): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at)
  const get = (t: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === t)?.value ?? '00'
  return { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` }
}
