/** Texts of trip applications in the four languages ([zh-CN, zh-TW, en, ja]; docs/glossary.md: 出差申请). */
import type { BudgetBusiness, ReviewType, TripApplicationStatus, TripBookingStatus } from '../../../../types/api/trip-form'
import type { Lang } from '../../i18n'
import { defineTexts, pickRow, type Row, rows } from '../../lib/texts'
import J from './texts.json'

const ROWS = rows(J.ROWS)

export const tripTexts = defineTexts(ROWS)
export type TripTextKey = keyof typeof ROWS
export const tt = tripTexts.text
export const tripError = tripTexts.error

const STATUS: Record<TripApplicationStatus, Row> = rows(J.STATUS)
const BOOKING: Record<TripBookingStatus, Row> = rows(J.BOOKING)
const REVIEW: Record<ReviewType, Row> = {
  0: ['无需审批', '無需審批', 'No approval', '承認不要'],
  1: ['先审批后预订', '先審批後預訂', 'Approval before booking', '承認後に予約'],
  2: ['先预订后审批', '先預訂後審批', 'Booking before approval', '予約後に承認'],
}
const BUSINESS: Record<BudgetBusiness, Row> = rows(J.BUSINESS)

export const applicationStatusName = (s: TripApplicationStatus, lang: Lang): string => pickRow(STATUS[s] ?? STATUS.Submitted, lang)
export const bookingStatusName = (s: TripBookingStatus, lang: Lang): string => pickRow(BOOKING[s], lang)
export const reviewTypeName = (r: number, lang: Lang): string => pickRow(REVIEW[r as ReviewType] ?? REVIEW[1], lang)
export const businessName = (b: BudgetBusiness, lang: Lang): string => pickRow(BUSINESS[b], lang)
