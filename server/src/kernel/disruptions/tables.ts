/**
 * Kysely types of the disruption assistant (migration 0190_disruptions; docs/disruptions.md).
 * Conventions as in db/schema.ts: ISO UTC text timestamps, 0/1 booleans, money in fen.
 */
import type { Generated, Selectable } from 'kysely'
import type { CompanyRowColumns } from '../../lib/tables'

/** What a flight's or train's operations did, for everyone (no company): the feed's or the console's. */
export interface OpsEventsTable {
  id: Generated<number>
  product: string
  service_no: string
  dep_date: string
  /** OpsEventKind */
  kind: string
  delay_minutes: number
  gate: string
  terminal: string
  diverted_to: string
  /** 'Feed' | 'Console' */
  source: string
  /** The same observation twice (two instances, two sweeps) is one event. */
  dedupe_key: string
  /** The console's administrator (company and person), null for the feed. */
  by_company_id: number | null
  by_person_id: number | null
  created_at: string
  /** Set once, by the instance whose transaction told the travellers. */
  applied_at: string | null
  affected: number
}

/** The services the feed watches: one row per booked service and day, swept by a leased job. */
export interface OpsWatchTable {
  id: Generated<number>
  product: string
  service_no: string
  dep_date: string
  /** 'Watching' | 'Done' */
  state: string
  next_at: string
  lease_owner: string | null
  lease_until: string | null
}

/** One traveller's booking an event touched. */
export interface DisruptionsTable extends CompanyRowColumns {
  person_id: number
  order_id: number
  order_no: string
  product: string
  service_no: string
  dep_date: string
  event_id: number
  kind: string
  delay_minutes: number
  /** The event's new gate or terminal, or the airport diverted to ('' when none). */
  gate: string
  terminal: string
  diverted_to: string
  involuntary: number
  /** DisruptionState */
  state: string
  /** What the traveller's ticket on the service cost. */
  paid: number
  new_order_no: string
  rebook_request_id: string | null
  /** The lines of what moved with a rebooking (JSON string[] in the rebooker's language). */
  moved_json: string
  created_at: string
  resolved_at: string | null
}

export type OpsEventRow = Selectable<OpsEventsTable>
export type DisruptionRow = Selectable<DisruptionsTable>

export interface DisruptionTables {
  ops_events: OpsEventsTable
  ops_watch: OpsWatchTable
  disruptions: DisruptionsTable
}
