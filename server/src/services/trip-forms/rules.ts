/**
 * The rules of a trip application's content (docs/validation.md leg rules, the budget settings of TripApplicationFormSettings), pure so the
 * tests can table them: legs (known cities, departure ≠ arrival, real dates, none in the past or
 * beyond the booking horizon, each not earlier than the previous), the end date, and the budgets
 * as TripApplicationFormSettings display and require them.
 */
import { ErrorCode } from '../../../../types/api'
import type { TripApplicationFormSettings } from '../../../../types/api/settings'
import type { BudgetBusiness, BusinessBudgetInput, TripLegInput } from '../../../../types/api/trip-form'
import type { Lang } from '../../i18n'
import { daysBetween, isRealDate } from '../../lib/time'
import { MAX_BOOK_DAYS } from '../../../../types/api/booking-data'
import { yuan } from '../../lib/money'
import { resolveCity } from '../places/places'
import { businessName, tripError, tt } from './texts'

export interface Leg {
  from: string
  to: string
  date: string
}

export interface CheckedTrip {
  legs: Leg[]
  startDate: string
  endDate: string
}

const invalid = (key: Parameters<typeof tripError>[1], params?: Record<string, string | number>) => tripError(ErrorCode.ValidationFailed, key, params)

export function checkLegs(input: readonly TripLegInput[], endDate: string | undefined, today: string): CheckedTrip {
  const legs: Leg[] = []
  input.forEach((l, i) => {
    const n = i + 1
    const from = resolveCity(l.DepartCityCode)
    if (!from) throw invalid('tripCityUnknown', { code: l.DepartCityCode })
    const to = resolveCity(l.ArriveCityCode)
    if (!to) throw invalid('tripCityUnknown', { code: l.ArriveCityCode })
    if (from.code === to.code) throw invalid('tripLegSameCity', { n })
    if (!isRealDate(l.DepartDate)) throw invalid('tripDateInvalid', { field: `Legs.${i}.DepartDate` })
    if (daysBetween(today, l.DepartDate) < 0) throw invalid('tripDatePast')
    if (daysBetween(today, l.DepartDate) > MAX_BOOK_DAYS) throw invalid('tripDateTooFar', { days: MAX_BOOK_DAYS })
    const prev = legs[legs.length - 1]
    if (prev && daysBetween(prev.date, l.DepartDate) < 0) throw invalid('tripLegDateOrder', { n })
    legs.push({ from: from.code, to: to.code, date: l.DepartDate })
  })
  const last = legs[legs.length - 1].date
  let end = last
  if (endDate !== undefined) {
    if (!isRealDate(endDate)) throw invalid('tripDateInvalid', { field: 'EndDate' })
    if (daysBetween(last, endDate) < 0) throw invalid('tripEndBeforeLeg')
    if (daysBetween(today, endDate) > MAX_BOOK_DAYS) throw invalid('tripDateTooFar', { days: MAX_BOOK_DAYS })
    end = endDate
  }
  return { legs, startDate: legs[0].date, endDate: end }
}

export interface CheckedBudgets {
  total: number | null
  byBusiness: { business: BudgetBusiness; amount: number }[]
}

/** Hidden budgets are dropped (as hidden order fields are); required ones must be given. */
export function checkBudgets(
  settings: Pick<TripApplicationFormSettings, 'TotalBudgetSettings' | 'BusinessBudgetSettings'>,
  total: number | null | undefined,
  business: readonly BusinessBudgetInput[] | undefined,
  lang: Lang,
): CheckedBudgets {
  const ts = settings.TotalBudgetSettings
  const bs = settings.BusinessBudgetSettings
  const t = ts?.IsDisplayTotalBudget ? (total ?? null) : null
  if (ts?.IsDisplayTotalBudget && ts.IsRequiredTotalBudget && t === null) throw invalid('tripBudgetRequired', { field: tt(lang, 'budgetTotal') })
  const byBusiness = bs?.IsDisplayBusinessBudget ? (business ?? []).map((b) => ({ business: b.Business, amount: b.Amount })) : []
  if (bs?.IsDisplayBusinessBudget && bs.IsRequiredBusinessBudget && !byBusiness.length)
    throw invalid('tripBudgetRequired', { field: tt(lang, 'budgetBusiness') })
  const seen = new Set<string>()
  for (const b of byBusiness) {
    if (seen.has(b.business)) throw invalid('tripBudgetDuplicate', { business: businessName(b.business, lang) })
    seen.add(b.business)
  }
  const sum = byBusiness.reduce((s, b) => s + b.amount, 0)
  if (t !== null && byBusiness.length && sum > t) throw invalid('tripBudgetOverTotal', { sum: yuan(sum), total: yuan(t) })
  return { total: t, byBusiness }
}
