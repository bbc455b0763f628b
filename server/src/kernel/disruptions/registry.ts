/**
 * What the disruption assistant (docs/disruptions.md) asks of the products; modules register
 * here and never import each other:
 * - a product that runs a timetable (flights, international flights, trains) registers its
 *   TimetableOps: which of its services are booked, what a service is, what the demo feed
 *   observes, which bookings an event touches, its own alternatives, and the involuntary change
 *   and full refund;
 * - a product that can carry a traveller instead (trains for a short flight) registers an
 *   AlternativeSource: alternatives for a city pair and day, and booking one for the traveller;
 * - a product whose booking hangs on the trip (the car's pick-up, the hotel stay's arrival, the
 *   dining day) registers a TripDependent that follows the traveller onto the new service.
 */
import type { Alternative, AlternativeGroup, OpsEventKind } from '../../../../types/api/disruption'
import type { Db, Trx } from '../../db/schema'
import type { AuthedContext } from '../../http/context'
import type { Lang } from '../../i18n'

/** A service as the assistant reads it: where and when it runs (China time instants). */
export interface ServiceFacts {
  product: string
  no: string
  date: string
  /** Carrier code ('MU', or the railway's 'CR') and its name in the reader's language. */
  carrier: string
  carrierName: string
  fromCity: string
  toCity: string
  fromName: string
  toName: string
  /** Airport IATA code or station telegraph code of arrival. */
  arrivalPlace: string
  departure: Date
  arrival: Date
  /** Great-circle km between the two ends (trains are offered under about 1,000 km). */
  km: number
}

/** What the operations feed saw of one service (a real provider's answer, or the demo's). */
export interface Observation {
  kind: OpsEventKind
  delayMinutes?: number
  gate?: string
  terminal?: string
  divertedTo?: string
}

/** One traveller's booking of the disrupted service (one row per order and traveller). */
export interface AffectedBooking {
  companyId: number
  personId: number
  orderId: number
  orderNo: string
  /** What the traveller's ticket on this service cost (fen): the base of a price difference. */
  paid: number
}

/** A booking an event touched, as a disruption row keeps it, for the products' alternatives and rebooking. */
export interface DisruptedTrip extends AffectedBooking {
  id: number
  product: string
  serviceNo: string
  departDate: string
  kind: OpsEventKind
  delayMinutes: number
  service: ServiceFacts
  /** Expected departure (the delayed one); null when cancelled or suspended. */
  expectedDeparture: Date | null
}

/** An alternative as a product offers it; `choice` is what its book/change needs again (the assistant makes the token). */
export interface OfferedAlternative extends Omit<Alternative, 'Token' | 'Group'> {
  group: Exclude<AlternativeGroup, 'Keep'>
  choice: Record<string, string | number>
}

/** Options of an involuntary rebooking. */
export interface RebookOptions {
  requestId: string
  /** The company lets disruptions go without approval (its DisruptionSettings). */
  skipApproval: boolean
  /** The reason written on the new booking for any out-of-policy part, in the booker's words. */
  reasonText: string
}

/** Where the traveller now arrives: what the dependents follow. */
export interface NewArrival {
  product: string
  no: string
  /** Departure date of the new service (China day). */
  date: string
  at: Date
  place: string
  cityCode: string
}

export interface RebookOutcome {
  orderNo: string
  pendingApproval: boolean
  arrival: NewArrival
}

export interface TimetableOps {
  product: string
  /** The kinds of events its services have (default: delay, cancellation, gate, terminal, diversion). */
  kinds?: readonly OpsEventKind[]
  /** What a traveller can do about an involuntary disruption of its service, in their words (default: a sentence naming no product). */
  advice?(lang: Lang): string
  /** Services with issued tickets departing from `fromDay` to `toDay` (China days): the feed watches these. */
  watched(db: Db, fromDay: string, toDay: string): Promise<{ no: string; date: string }[]>
  /** The service on that day, or null when none runs. */
  service(no: string, date: string, lang: Lang): ServiceFacts | null
  /** The demo feed: what operations look like for a service at `now` (deterministic; [] when nothing happened). */
  simulate(no: string, date: string, now: Date): Observation[]
  /** Issued tickets on that service and day, one per order and traveller. */
  affected(db: Db, no: string, date: string): Promise<AffectedBooking[]>
  /** Its own alternatives: the same carrier's (free) and other carriers' services on the route, from the expected departure on. */
  alternatives(ctx: AuthedContext, trip: DisruptedTrip): Promise<OfferedAlternative[]>
  /** Moves the traveller's ticket to a same-carrier alternative free of charge (no fee, no difference, no approval). */
  changeInvoluntary(ctx: AuthedContext, trip: DisruptedTrip, choice: Record<string, string | number>, opts: RebookOptions): Promise<RebookOutcome>
  /** Refunds the traveller's ticket on the service in full (no fee), in the caller's transaction. */
  refundInFull(trx: Trx, trip: DisruptedTrip, now: Date): Promise<void>
  /** Books another service of this product for the traveller (another carrier), paid as the old order was. */
  book(ctx: AuthedContext, trip: DisruptedTrip, choice: Record<string, string | number>, opts: RebookOptions): Promise<RebookOutcome>
}

export interface AlternativeSource {
  product: string
  /** Services from the trip's city to its destination on its day (and the next), after the expected departure. */
  alternatives(ctx: AuthedContext, trip: DisruptedTrip): Promise<OfferedAlternative[]>
  book(ctx: AuthedContext, trip: DisruptedTrip, choice: Record<string, string | number>, opts: RebookOptions): Promise<RebookOutcome>
}

export interface TripDependent {
  name: string
  /**
   * The traveller of `trip` now arrives by `arrival` (or, kept, by the delayed service): move what
   * hangs on it (a pick-up to the new flight and time, a note to the hotel, the dining day);
   * answers one line for each thing moved, in `lang`, `now` by the app's clock.
   */
  follow(trx: Trx, trip: DisruptedTrip, arrival: NewArrival, lang: Lang, now: Date): Promise<string[]>
}

const timetables = new Map<string, TimetableOps>()
const sources = new Map<string, AlternativeSource>()
const dependents: TripDependent[] = []

export function registerTimetableOps(ops: TimetableOps): void {
  if (timetables.has(ops.product)) throw new Error(`timetable operations of ${ops.product} registered twice`)
  timetables.set(ops.product, ops)
}

export function registerAlternativeSource(source: AlternativeSource): void {
  if (sources.has(source.product)) throw new Error(`alternatives of ${source.product} registered twice`)
  sources.set(source.product, source)
}

export function registerTripDependent(dep: TripDependent): void {
  if (dependents.some((d) => d.name === dep.name)) throw new Error(`trip dependent ${dep.name} registered twice`)
  dependents.push(dep)
}

export const timetableOps = (product: string): TimetableOps | undefined => timetables.get(product)
export const allTimetables = (): readonly TimetableOps[] => [...timetables.values()]
export const alternativeSources = (): readonly AlternativeSource[] => [...sources.values()]
export const tripDependents = (): readonly TripDependent[] => dependents
