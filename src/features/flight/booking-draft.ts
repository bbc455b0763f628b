/**
 * What a domestic flight booking adds to the booking engine's draft (components/booking): the
 * travellers and the accident insurance; the reasons the chosen fares ask for (one per broken
 * rule and segment); what is wrong with the travellers; the price check and the submit request.
 * The fares are the selection's (selection.ts), moved by an accepted new price.
 */
import type { CheckOrderPriceReq, PolicyVerdict, PriceCheckResult, SubmitBookingReq } from '@api/flight'
import { BookingDraft, type ReasonSlot } from '@/components/booking'
import { SESSION_KEYS } from '@/core/storage-keys'
import { checkTraveller, checkTravellerSet, passengerKind, reasonNeeded, type Issue, type TravellerDraft, type TripDates } from '@/domain/booking'
import type { KVStore } from '@/platform/kv'
import { brokenRules, loadReasons, reasonSlot, type PolicyReasonKind } from './reasons'
import type { FlightSelection } from './selection'

export interface FlightOwn {
  travellers: TravellerDraft[]
  insurance: boolean
}

export type FlightDraft = BookingDraft<FlightOwn, PriceCheckResult>

/** A reason the fares ask for: its slot is the segment's index, + 2 for the segment's second broken rule. */
export interface FlightReason extends ReasonSlot {
  segment: number
  codes: PolicyReasonKind
}

/** Same flights and cabins = same draft; prices may move (a confirmed new price is kept). */
export function selectionKey(s: FlightSelection): string {
  return s.segments.map((g) => `${g.choice.FlightNo}|${g.choice.DepartDate}|${g.choice.CabinCode}`).join(',')
}

export function flightDraft(s: FlightSelection, store: KVStore): FlightDraft {
  const d: FlightDraft = new BookingDraft({
    store,
    key: SESSION_KEYS.flightBookingDraft,
    choiceKey: selectionKey(s),
    idPrefix: 'fb',
    own: { travellers: [], insurance: false },
  })
  // The reasons given on the cabins page come along, each in the place of the rule it answers; a kept draft holds them already.
  if (!d.restored) {
    const slots = flightReasons(d, s)
    for (const r of loadReasons()) {
      const slot = slots.find((x) => x.segment === r.segmentIndex && x.codes === r.kind)?.slot ?? String(r.segmentIndex)
      d.setReason(slot, { codeId: r.reasonCodeId, text: r.reasonText, label: [r.reasonCode, r.reasonLabel].filter(Boolean).join(' ') })
    }
  }
  return d
}

export const tripDates = (s: FlightSelection, today: string): TripDates => ({
  today,
  firstDate: s.segments[0].choice.DepartDate,
  lastDate: s.segments[s.segments.length - 1].choice.DepartDate,
})

/** The latest verdict per segment: the quote's (for the travellers now on the order) or the cabin's. */
export const policiesOf = (d: FlightDraft, s: FlightSelection): PolicyVerdict[] => s.segments.map((g, i) => d.quote?.Segments[i]?.Policy ?? g.cabin.Policy)

/** The reasons the fares need now, segment by segment, one per broken rule (reasons.ts). */
export function flightReasons(d: FlightDraft, s: FlightSelection): FlightReason[] {
  return policiesOf(d, s).flatMap((policy, i) => {
    const rules = brokenRules(policy)
    const needOf = (rule: PolicyReasonKind) => (rule === 'LowestPrice' ? 'notLowest' : 'outOfPolicy')
    if (rules.length === 1) return [{ slot: String(i), segment: i, codes: rules[0], need: reasonNeeded(policy) ?? needOf(rules[0]) }]
    return rules.map((rule, nth) => ({ slot: String(reasonSlot(i, nth)), segment: i, codes: rule, need: needOf(rule) }))
  })
}

/** The travellers' problems: the party as a whole, then one line per traveller (the form shows the fields). */
export function flightIssues(d: FlightDraft, s: FlightSelection, today: string): Issue[] {
  const dates = tripDates(s, today)
  const out = checkTravellerSet(d.own.travellers, dates)
  for (const p of d.own.travellers) {
    const bad = checkTraveller(p, dates)
    const first = bad.find((x) => x.severity === 'error')
    if (first) out.push({ ...first, field: `traveller.${p.key}` })
    for (const w of bad.filter((x) => x.severity === 'warning')) out.push({ ...w, field: `traveller.${p.key}` })
  }
  return out
}

/** The price check needs every traveller's age class; null until all birth dates read. */
export function priceRequest(d: FlightDraft, s: FlightSelection): CheckOrderPriceReq | null {
  const first = s.segments[0].choice.DepartDate
  const list = d.own.travellers
  if (list.length === 0 || list.some((p) => passengerKind(p.birthDate, first) === null)) return null
  return {
    Segments: s.segments.map((g) => g.choice),
    Passengers: list.map((p) => ({ PersonId: p.personId, BirthDate: p.birthDate })),
    Insurance: d.own.insurance,
  }
}

/** The selection at the accepted new prices (and their verdicts). */
export function acceptedPrices(s: FlightSelection, q: PriceCheckResult): FlightSelection {
  return {
    ...s,
    segments: s.segments.map((g, i) => {
      const nq = q.Segments[i]
      return nq ? { ...g, choice: { ...g.choice, Price: nq.NewPrice }, cabin: { ...g.cabin, Price: nq.NewPrice, Policy: nq.Policy } } : g
    }),
  }
}

export function flightRequest(d: FlightDraft, s: FlightSelection): SubmitBookingReq {
  // One reason per broken rule, each with the rule it answers.
  const reasons = flightReasons(d, s).flatMap(({ slot, segment, codes }) => {
    const r = d.reasonOf(slot)
    return r ? [{ SegmentIndex: segment, ...r, Kind: codes }] : []
  })
  return {
    ...d.commonRequest({ payment: 'Company' }),
    TripType: s.tripType,
    Segments: s.segments.map((g) => g.choice),
    Passengers: d.own.travellers.map((p) => ({
      PersonId: p.personId,
      FrequentTravelerId: p.frequentTravelerId,
      ChName: p.chName.trim(),
      LastName: p.lastName.trim().toUpperCase(),
      FirstName: p.firstName.trim().toUpperCase(),
      Gender: p.gender === 'F' ? 'F' : 'M',
      BirthDate: p.birthDate,
      Nationality: p.idType === 'IDCard' ? 'CN' : p.nationality,
      IdType: p.idType,
      IdNo: p.idNo.trim(),
      IdExpiry: p.idType === 'IDCard' ? null : p.idExpiry || null,
      MobileCountryCode: p.mobileCountryCode,
      Mobile: p.mobile.trim(),
      Email: p.email.trim() || undefined,
    })),
    PolicyReasons: reasons.length ? reasons : undefined,
    Insurance: d.own.insurance,
    BookMessage: d.fields.bookMessage.trim() || undefined,
  }
}

export function upsertTraveller(d: FlightDraft, p: TravellerDraft): void {
  const list = d.own.travellers
  const i = list.findIndex((x) => x.key === p.key)
  d.setOwn({ travellers: i < 0 ? [...list, p] : list.map((x, j) => (j === i ? p : x)) })
}

export const removeTraveller = (d: FlightDraft, key: string): void => d.setOwn({ travellers: d.own.travellers.filter((x) => x.key !== key) })
