/**
 * Change options (flightOrder/getChangeFlights): the same route on the new date, flights of the
 * ticket's carrier (a voluntary change stays with the airline; moving carrier is a refund and a
 * new booking), fares of the same cabin class or higher with seats for the travellers.
 *
 * Per ticket: change fee = the old fare × the fare family's change percentage for the time before
 * the old departure; price difference = new fare − old fare when higher (a cheaper fare is not
 * paid back). ChangeSettings.LowestPriceSettings marks fares that are within RangePrice (CNY) of
 * the cheapest eligible fare departing within ±RangeHour; choosing another needs a reason.
 */
import type { ChangeCabinQuote, ChangeFlightOption } from '../../../../types/api/order'
import type { LowestPriceSettings } from '../../../../types/api'
import type { Db } from '../../db/schema'
import type { AuthedContext } from '../../http/context'
import { classOf, fareFor, feeFor, type FareFamily, type PaxType } from './fares'
import { inventory } from './inventory'
import { CLASS_RANK, NO_POLICY } from './policy'
import { cabinItem, flightRow, type PricedCabin } from './rows'
import { loadRouteDay, type RouteDay } from './search'
import type { TicketRow } from './tables'
import { invalid } from './texts'
import { ACTIVE_TICKET, hoursBefore } from './tickets'

export type ChangeTicket = TicketRow & { pax_type: string; person_id: number | null }

/** Active tickets of the passengers on one segment; they must all sit on the same fare. */
export async function ticketsToChange(db: Db, orderId: number, passengerIds: readonly number[], segmentIndex: number): Promise<ChangeTicket[]> {
  const rows = await db
    .selectFrom('tickets')
    .innerJoin('order_passengers', 'order_passengers.id', 'tickets.passenger_id')
    .selectAll('tickets')
    .select(['order_passengers.pax_type', 'order_passengers.person_id'])
    .where('tickets.order_id', '=', orderId)
    .where('tickets.segment_index', '=', segmentIndex)
    .where('tickets.passenger_id', 'in', passengerIds as number[])
    .where('tickets.status', 'in', [...ACTIVE_TICKET])
    .orderBy('tickets.id')
    .execute()
  const first = rows[0]
  if (!first || rows.length !== new Set(passengerIds).size) throw invalid('changeNothing')
  if (rows.some((t) => t.flight_no !== first.flight_no || t.dep_date !== first.dep_date || t.cabin_code !== first.cabin_code)) throw invalid('changeNothing')
  return rows
}

export interface CabinCost {
  changeFee: number
  priceDifference: number
  perTicket: { ticketId: number; fare: number; fee: number; diff: number }[]
}

export function changeCost(tickets: readonly ChangeTicket[], offer: PricedCabin['offer'], now: Date): CabinCost {
  const perTicket = tickets.map((t) => {
    const fare = fareFor(offer, t.pax_type as PaxType)
    const fee = feeFor(t.fare, t.fare_family as FareFamily, 'change', hoursBefore(t, now)).fee
    return { ticketId: t.id, fare, fee, diff: Math.max(0, fare - t.fare) }
  })
  return { changeFee: perTicket.reduce((s, p) => s + p.fee, 0), priceDifference: perTicket.reduce((s, p) => s + p.diff, 0), perTicket }
}

export interface ChangeMarket {
  rd: RouteDay
  /** Indexes of eligible flights in rd.days. */
  flights: number[]
  eligible: (i: number, c: PricedCabin) => boolean
  /** The cheapest eligible fare departing within ±RangeHour of flight i (null when the rule is off). */
  lowestNear: (i: number) => { flightNo: string; price: number } | null
  isLowest: (i: number, c: PricedCabin) => boolean
}

export async function changeMarket(ctx: AuthedContext, tickets: readonly ChangeTicket[], newDate: string, lowest: LowestPriceSettings): Promise<ChangeMarket> {
  const t = tickets[0]
  const current = inventory().flight(t.flight_no, t.route_key)
  const carrier = current?.carrier.code ?? t.flight_no.slice(0, 2)
  const oldClass = CLASS_RANK[classOf(t.cabin_code)]
  const rd = await loadRouteDay(ctx, t.route_key, newDate)
  const seatsNeeded = tickets.filter((x) => x.pax_type !== 'Infant').length
  const flights = rd.days.flatMap((d, i) => (d.flight.carrier.code === carrier && !(d.flight.flightNo === t.flight_no && newDate === t.dep_date) ? [i] : []))
  const eligible = (_i: number, c: PricedCabin) => CLASS_RANK[c.offer.cls] >= oldClass && c.seats >= seatsNeeded
  const lowestNear = (i: number) => {
    if (!lowest.IsEnable) return null
    const dep = rd.days[i].flight.depMin
    let low: { flightNo: string; price: number } | null = null
    for (const j of flights) {
      if (Math.abs(rd.days[j].flight.depMin - dep) > lowest.RangeHour * 60) continue
      for (const o of rd.priced[j])
        if (eligible(j, o) && (low === null || o.offer.price < low.price)) low = { flightNo: rd.days[j].flight.flightNo, price: o.offer.price }
    }
    return low
  }
  const isLowest = (i: number, c: PricedCabin) => {
    const low = lowestNear(i)
    return low === null || c.offer.price <= low.price + lowest.RangePrice * 100
  }
  return { rd, flights, eligible, lowestNear, isLowest }
}

export function changeOptions(ctx: AuthedContext, market: ChangeMarket, tickets: readonly ChangeTicket[]): ChangeFlightOption[] {
  const now = ctx.now()
  const out: ChangeFlightOption[] = []
  for (const i of market.flights) {
    const cabins: ChangeCabinQuote[] = []
    for (const c of market.rd.priced[i]) {
      if (!market.eligible(i, c)) continue
      const cost = changeCost(tickets, c.offer, now)
      cabins.push({
        ...cabinItem(c, NO_POLICY, ctx.lang),
        PriceDifference: Math.max(0, c.offer.price - tickets[0].fare),
        ChangeFee: Math.round(cost.changeFee / tickets.length),
        TotalPayable: cost.changeFee + cost.priceDifference,
        IsLowest: market.isLowest(i, c),
      })
    }
    if (cabins.length) out.push({ Flight: flightRow(market.rd.days[i], market.rd.priced[i], NO_POLICY, ctx.lang), Cabins: cabins })
  }
  return out
}
