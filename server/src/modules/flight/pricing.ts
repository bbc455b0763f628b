/**
 * Prices a booking: one ticket per passenger and segment, each with fare, taxes, service fee and
 * insurance, and who pays what.
 *
 * Who pays (PaymentType):
 *   Company  — the company pays everything (insurance too when InsuranceSettings.IsFreeInsurance,
 *              otherwise the traveller pays the insurance at the cashier);
 *   Personal — the traveller pays everything;
 *   Mixed    — as Company, except that an adult fare above the traveller's PriceToBeat (policy.ts)
 *              is split: the company pays up to PriceToBeat, the traveller the excess.
 */
import type { PaymentType, PriceDetail, PriceLine } from '../../../../types/api/flight'
import type { Lang } from '../../i18n'
import { fareFor, INSURANCE_PRICE, SERVICE_FEE, taxesFor, type CabinOffer, type PaxType } from './fares'
import { paxTypeName, priceLineLabel } from './labels'
import { splitFare } from './policy'

export interface TicketQuote {
  segmentIndex: number
  paxIndex: number
  paxType: PaxType
  fare: number
  airportTax: number
  fuel: number
  serviceFee: number
  insurance: number
  companyAmount: number
  personalAmount: number
  /** The part of the fare the traveller pays (Mixed). */
  personalFare: number
}

export interface SegmentForPricing {
  offer: CabinOffer
  km: number
  /** Route name for the lines, e.g. '北京-上海'. */
  label: string
  /** PriceToBeat per passenger (null = no cap). */
  priceToBeat: (number | null)[]
}

export interface Quote {
  tickets: TicketQuote[]
  detail: PriceDetail
}

export function priceBooking(
  segments: readonly SegmentForPricing[],
  paxTypes: readonly PaxType[],
  opts: { paymentType: PaymentType; insurance: boolean; freeInsurance: boolean },
  lang: Lang,
): Quote {
  const tickets: TicketQuote[] = []
  segments.forEach((s, si) => {
    paxTypes.forEach((t, pi) => {
      const fare = fareFor(s.offer, t)
      const tax = taxesFor(t, s.km)
      const insurance = opts.insurance ? INSURANCE_PRICE : 0
      const base = fare + tax.airport + tax.fuel + SERVICE_FEE
      let company: number
      let personal: number
      let personalFare = 0
      if (opts.paymentType === 'Personal') {
        company = 0
        personal = base + insurance
        personalFare = fare
      } else {
        const split = opts.paymentType === 'Mixed' && t === 'Adult' ? splitFare(fare, s.priceToBeat[pi]) : { company: fare, personal: 0 }
        personalFare = split.personal
        company = base - split.personal + (opts.freeInsurance ? insurance : 0)
        personal = split.personal + (opts.freeInsurance ? 0 : insurance)
      }
      tickets.push({
        segmentIndex: si,
        paxIndex: pi,
        paxType: t,
        fare,
        airportTax: tax.airport,
        fuel: tax.fuel,
        serviceFee: SERVICE_FEE,
        insurance,
        companyAmount: company,
        personalAmount: personal,
        personalFare,
      })
    })
  })
  return {
    tickets,
    detail: priceDetail(
      tickets,
      segments.map((s) => s.label),
      lang,
    ),
  }
}

/** Sums tickets into the detail lines: one line per kind, segment and passenger type. */
export function priceDetail(tickets: readonly TicketQuote[], segmentLabels: readonly string[], lang: Lang): PriceDetail {
  const lines = new Map<string, PriceLine>()
  const add = (kind: PriceLine['Kind'], unit: number, t: TicketQuote) => {
    if (unit <= 0) return
    const key = `${kind}|${t.segmentIndex}|${t.paxType}|${unit}`
    const line = lines.get(key)
    if (line) {
      line.Count++
      line.Amount += unit
    } else {
      const detail = `${paxTypeName(t.paxType, lang)} · ${segmentLabels[t.segmentIndex] ?? ''}`
      lines.set(key, { Kind: kind, Label: priceLineLabel(kind, lang), UnitPrice: unit, Count: 1, Amount: unit, Detail: detail })
    }
  }
  let fare = 0
  let taxes = 0
  let service = 0
  let insurance = 0
  let company = 0
  let personal = 0
  for (const t of tickets) {
    add('Fare', t.fare, t)
    add('AirportTax', t.airportTax, t)
    add('FuelSurcharge', t.fuel, t)
    add('ServiceFee', t.serviceFee, t)
    add('Insurance', t.insurance, t)
    fare += t.fare
    taxes += t.airportTax + t.fuel
    service += t.serviceFee
    insurance += t.insurance
    company += t.companyAmount
    personal += t.personalAmount
  }
  return {
    Fare: fare,
    Taxes: taxes,
    ServiceFee: service,
    Insurance: insurance,
    Total: fare + taxes + service + insurance,
    CompanyAmount: company,
    PersonalAmount: personal,
    Lines: [...lines.values()],
  }
}
