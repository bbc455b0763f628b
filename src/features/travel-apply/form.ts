/**
 * The trip application form as data (pure): the draft the page edits, its rules (from
 * tripformapi/application/getInitInfo and TripApplicationFormSettings through the settings
 * store), the checks, and the request it becomes. Leg rules are domain/checkTripLegs; budgets
 * display and require exactly as the company set them; company fields are domain/booking's.
 */
import type { BudgetBusiness, CreateTripApplicationReq } from '@api/trip-form'
import { checkTripLegs } from '@/domain/trip-legs'
import { charLength, type MessageParams } from '@/domain/check'
import { parseMoneyToCents } from '@/domain/format'
import { checkCompanyFields, type CompanyFieldRules, type CompanyFieldValues, type Issue } from '@/domain/booking'
import '@/i18n/ns/travelApply'

export interface CityChoice {
  code: string
  name: string
}

export interface LegDraft {
  /** Stable React key; legs are added and removed. */
  key: string
  from: CityChoice | null
  to: CityChoice | null
  date: string
}

export interface TravellerChoice {
  /** 0 for the caller while their PersonId is unknown (the server defaults to the caller). */
  personId: number
  name: string
  department: string
}

export interface ApplicationDraft {
  travellers: TravellerChoice[]
  legs: LegDraft[]
  /** 'yyyy-MM-dd'; '' = the last leg's date. */
  endDate: string
  /** Yuan as typed ('6000', '6,000.50'). */
  totalBudget: string
  budgets: Partial<Record<BudgetBusiness, string>>
  fields: CompanyFieldValues
  remark: string
}

export interface Rule {
  display: boolean
  required: boolean
}

export interface ApplicationRules {
  today: string
  maxLegs: number
  maxTravellers: number
  totalBudget: Rule
  businessBudget: Rule
  businesses: BudgetBusiness[]
  company: CompanyFieldRules
}

export const REMARK_MAX = 200

const error = (field: string, key: string, params?: MessageParams): Issue => ({ field, key, severity: 'error', ...(params ? { params } : {}) })

/** A positive whole amount of fen, or null (blank), or 'bad'. */
export function budgetValue(text: string | undefined): number | null | 'bad' {
  const s = (text ?? '').trim()
  if (!s) return null
  const fen = parseMoneyToCents(s)
  return fen === null || fen < 0 || fen > 100_000_000 ? 'bad' : fen
}

/** The end of the trip: the chosen end date, else the last leg's day. */
export function endDateOf(d: Pick<ApplicationDraft, 'legs' | 'endDate'>): string {
  return d.endDate || d.legs[d.legs.length - 1]?.date || ''
}

/**
 * Every problem, in the order the form shows its fields: travellers, legs (the first failing
 * leg, numbered as the UI labels them), end date, budgets, company fields, remark. Issue.field
 * names the row the page scrolls to ('travellers', 'leg.1', 'endDate', 'budget.total',
 * 'budget.Flight', 'field.CostCenter', 'remark').
 */
export function checkApplication(d: ApplicationDraft, r: ApplicationRules): Issue[] {
  const out: Issue[] = []
  if (d.travellers.length === 0) out.push(error('travellers', 'travelApply:errors.travellersRequired'))
  else if (d.travellers.length > r.maxTravellers) out.push(error('travellers', 'travelApply:errors.tooManyTravellers', { max: r.maxTravellers }))

  const legs = checkTripLegs(
    d.legs.map((l) => ({ from: l.from?.code, to: l.to?.code, date: l.date })),
    { today: r.today },
  )
  if (!legs.ok) out.push(error(`leg.${'index' in legs ? legs.index : 0}`, legs.key, legs.params))
  else if (d.legs.length > r.maxLegs) out.push(error(`leg.${r.maxLegs}`, 'travelApply:errors.tooManyLegs', { max: r.maxLegs }))

  const last = d.legs[d.legs.length - 1]?.date ?? ''
  if (d.endDate && last && d.endDate < last) out.push(error('endDate', 'travelApply:errors.endBeforeLast'))

  let total: number | null = null
  if (r.totalBudget.display) {
    const v = budgetValue(d.totalBudget)
    if (v === 'bad') out.push(error('budget.total', 'travelApply:errors.amountFormat'))
    else if (v === null && r.totalBudget.required) out.push(error('budget.total', 'travelApply:errors.totalRequired'))
    else total = v
  }
  if (r.businessBudget.display) {
    let sum = 0
    let any = false
    for (const b of r.businesses) {
      const v = budgetValue(d.budgets[b])
      if (v === 'bad') out.push(error(`budget.${b}`, 'travelApply:errors.amountFormat'))
      else if (v !== null) {
        any = true
        sum += v
      }
    }
    if (!any && r.businessBudget.required) out.push(error(`budget.${r.businesses[0] ?? 'total'}`, 'travelApply:errors.businessRequired'))
    if (total !== null && sum > total) out.push(error(`budget.${r.businesses[0] ?? 'total'}`, 'travelApply:errors.businessOverTotal'))
  }

  out.push(...checkCompanyFields(d.fields, r.company))
  if (charLength(d.remark.trim()) > REMARK_MAX) out.push(error('remark', 'travelApply:errors.remarkTooLong', { max: REMARK_MAX }))
  return out
}

/** The create request of a draft that passed `checkApplication`. */
export function toCreateReq(d: ApplicationDraft, r: ApplicationRules, clientRequestId: string): CreateTripApplicationReq {
  const f = d.fields
  const total = r.totalBudget.display ? budgetValue(d.totalBudget) : null
  const budgets = r.businessBudget.display
    ? r.businesses.flatMap((b) => {
        const v = budgetValue(d.budgets[b])
        return typeof v === 'number' ? [{ Business: b, Amount: v }] : []
      })
    : []
  const extend = Object.fromEntries(
    Object.entries(f.extend)
      .filter(([, v]) => (v ?? '').trim() !== '')
      .map(([k, v]) => [k, (v ?? '').trim()]),
  )
  // PersonId 0 is the caller before their id is known: alone, the server's default (the caller) says it.
  const ids = d.travellers.map((x) => x.personId).filter((id) => id > 0)
  return {
    ClientRequestId: clientRequestId,
    ...(ids.length ? { TravellerIds: ids } : {}),
    Legs: d.legs.map((l) => ({ DepartCityCode: l.from?.code ?? '', ArriveCityCode: l.to?.code ?? '', DepartDate: l.date })),
    ...(d.endDate ? { EndDate: d.endDate } : {}),
    ...(f.purpose ? { PurposeId: f.purpose.id } : {}),
    ...(f.purposeText.trim() ? { PurposeText: f.purposeText.trim() } : {}),
    ...(typeof total === 'number' ? { TotalBudget: total } : {}),
    ...(budgets.length ? { BusinessBudgets: budgets } : {}),
    ...(f.costCenter ? { CostCenterId: f.costCenter.id } : {}),
    ...(f.department ? { DepartmentId: f.department.id } : {}),
    ...(f.businessUnit ? { BusinessUnitId: f.businessUnit.id } : {}),
    ...(f.customItem ? { CustomItemId: f.customItem.id } : {}),
    ...(f.attachments.length ? { AttachmentIds: f.attachments.map((a) => a.fileId) } : {}),
    ...(Object.keys(extend).length ? { ExtendFields: extend } : {}),
    ...(d.remark.trim() ? { Remark: d.remark.trim() } : {}),
  }
}

let legSeq = 0
export function newLeg(from: CityChoice | null = null, date = ''): LegDraft {
  legSeq += 1
  return { key: `leg-${legSeq}`, from, to: null, date }
}

/**
 * The next leg starts where the last one ended, on its day (a multi-city trip continues; a
 * return flight is one tap away).
 */
export function appendLeg(legs: readonly LegDraft[]): LegDraft[] {
  const last = legs[legs.length - 1]
  return [...legs, newLeg(last?.to ?? null, last?.date ?? '')]
}

export function removeLeg(legs: readonly LegDraft[], key: string): LegDraft[] {
  return legs.length <= 1 ? [...legs] : legs.filter((l) => l.key !== key)
}

/** A retry of the same submission reuses its id: the server then answers the same application. */
export function requestId(now: number = Date.now(), rand: () => number = Math.random): string {
  return `ta-${now.toString(36)}-${Math.floor(rand() * 1e9).toString(36)}`
}

/** The element id of a form row for an Issue.field ('leg.1' → 'ta-leg-1'; company fields keep theirs). */
export function anchorOf(field: string): string {
  return field.startsWith('field.') ? `cf-${field.slice(6)}` : `ta-${field.replace(/\./g, '-')}`
}
