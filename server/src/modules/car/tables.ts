/**
 * Kysely types of the car module's tables (migration 0163_cars): quotes as given (a booking
 * takes its fare from here, never from the request), the rides of car orders with their state,
 * driver and settlement and the dispatch job's lease, and the ranks' car standards.
 * Conventions as in db/schema.ts; places are a catalog in code (places.ts).
 */
import type { Selectable } from 'kysely'
import type { OrderRowColumns, RankPolicyColumns } from '../../lib/tables'

export interface CarQuotesTable {
  /** A random id (the client holds it). */
  id: string
  company_id: number
  booker_person_id: number
  rider_person_id: number
  service: string
  /** JSON: the places (places.ts Place) at both ends. */
  from_json: string
  to_json: string
  pickup_at: string
  km: number
  minutes: number
  /** JSON StoredOption[]: each class's fare and verdict. */
  options_json: string
  /** JSON StoredArrival of a pick-up, else null. */
  arrival_json: string | null
  expires_at: string
  created_at: string
}

export interface CarRidesTable extends OrderRowColumns {
  quote_id: string
  service: string
  car_class: string
  from_json: string
  to_json: string
  pickup_at: string
  arrival_json: string | null
  km: number
  minutes: number
  quoted_fare: number
  /** RideState. */
  state: string
  violations_json: string
  policy_reason: string
  /** JSON CarDriver (unmasked phone) once assigned. */
  driver_json: string | null
  assigned_at: string | null
  arrived_at: string | null
  started_at: string | null
  ended_at: string | null
  /** When the dispatch job next moves it (null: nothing to do until paid). */
  next_step_at: string | null
  lease_owner: string | null
  lease_until: string | null
  /** JSON: fare, lines, refund or extra, once completed or cancelled with a fee. */
  settled_json: string | null
  rating_json: string | null
  /** JSON { Reason, Text, At, PersonId }: the complaint about a completed ride, once (migration 0178). */
  complaint_json: string | null
  cancel_request_id: string | null
  updated_at: string
}

export interface CarRankPoliciesTable extends RankPolicyColumns {
  /** JSON CarRankPolicy. */
  policy_json: string
}

/** A person's home or office (migration 0186): only ever read and written for the caller. */
export interface CarSavedPlacesTable {
  company_id: number
  person_id: number
  /** SavedSlot: Home or Office. */
  slot: string
  place_id: string
  updated_at: string
}

export interface CarTables {
  car_quotes: CarQuotesTable
  car_rides: CarRidesTable
  car_rank_policies: CarRankPoliciesTable
  car_saved_places: CarSavedPlacesTable
}

export type RideRow = Selectable<CarRidesTable>
export type QuoteRow = Selectable<CarQuotesTable>
