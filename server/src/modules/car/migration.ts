/**
 * The car module's tables (types: tables.ts). The rank standards are kept in memory by the quote
 * path, so writes to them raise the cache generation (db/generation.ts watchTable).
 */
import { unwatchTable, watchTable } from '../../db/generation'
import {
  addColumns,
  col,
  createTable,
  createTableWithId,
  createRankPolicyTable,
  createKeyedTable,
  dropColumns,
  dropTables,
  type DialectMigration,
} from '../../db/migrations/helpers'

export const migration: DialectMigration = {
  async up(db, dialect) {
    await createTable(db, 'car_quotes', {
      id: col.textKey,
      company_id: col.company,
      booker_person_id: col.integer,
      rider_person_id: col.integer,
      service: col.text,
      from_json: col.text,
      to_json: col.text,
      pickup_at: col.text,
      km: col.real,
      minutes: col.integer,
      options_json: col.text,
      arrival_json: col.nullText,
      expires_at: col.text,
      created_at: col.text,
    }).execute()

    await createTableWithId(db, dialect, 'car_rides', {
      company_id: col.company,
      order_id: col.ref('orders'),
      quote_id: col.text,
      service: col.text,
      car_class: col.text,
      from_json: col.text,
      to_json: col.text,
      pickup_at: col.text,
      arrival_json: col.nullText,
      km: col.real,
      minutes: col.integer,
      quoted_fare: col.integer,
      state: col.text,
      violations_json: col.text,
      policy_reason: col.text,
      driver_json: col.nullText,
      assigned_at: col.nullText,
      arrived_at: col.nullText,
      started_at: col.nullText,
      ended_at: col.nullText,
      next_step_at: col.nullText,
      lease_owner: col.nullText,
      lease_until: col.nullText,
      settled_json: col.nullText,
      rating_json: col.nullText,
      cancel_request_id: col.nullText,
      updated_at: col.text,
    })
      .addUniqueConstraint('car_rides_order', ['order_id'])
      .execute()
    await db.schema.createIndex('car_rides_due').on('car_rides').columns(['next_step_at']).execute()

    await createRankPolicyTable(db, dialect, 'car_rank_policies', { policy_json: col.text })
    await watchTable(db, dialect, 'car_rank_policies')
  },

  async down(db, dialect) {
    await unwatchTable(db, dialect, 'car_rank_policies')
    await dropTables(db, ['car_rank_policies', 'car_rides', 'car_quotes'])
  },
}

/** A complaint about a completed ride, once per ride (car/complain): { Reason, Text, At, PersonId }. */
export const complaintMigration: DialectMigration = {
  async up(db) {
    await addColumns(db, 'car_rides', { complaint_json: col.nullText })
  },
  async down(db) {
    await dropColumns(db, 'car_rides', ['complaint_json'])
  },
}

/** Each person's own home and office for rides (car/savedPlaces): a place id of the catalog (places.ts) per slot. */
export const savedPlacesMigration: DialectMigration = {
  async up(db) {
    await createKeyedTable(db, 'car_saved_places', ['person_id', 'slot'], {
      company_id: col.company,
      person_id: col.ref('persons'),
      slot: col.text,
      place_id: col.text,
      updated_at: col.text,
    })
  },
  async down(db) {
    await dropTables(db, ['car_saved_places'])
  },
}
