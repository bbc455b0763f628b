/**
 * The car module's tables (types: tables.ts). The rank standards are kept in memory by the quote
 * path, so writes to them raise the cache generation (db/generation.ts watchTable).
 */
import { unwatchTable, watchTable } from '../../db/generation'
import {
  addColumns,
  col,
  columns,
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
      ...columns(col.integer, 'booker_person_id', 'rider_person_id'),
      ...columns(col.text, 'service', 'from_json', 'to_json', 'pickup_at'),
      km: col.real,
      minutes: col.integer,
      options_json: col.text,
      arrival_json: col.nullText,
      ...columns(col.text, 'expires_at', 'created_at'),
    }).execute()

    await createTableWithId(db, dialect, 'car_rides', {
      company_id: col.company,
      order_id: col.ref('orders'),
      ...columns(col.text, 'quote_id', 'service', 'car_class', 'from_json', 'to_json', 'pickup_at'),
      arrival_json: col.nullText,
      km: col.real,
      ...columns(col.integer, 'minutes', 'quoted_fare'),
      ...columns(col.text, 'state', 'violations_json', 'policy_reason'),
      ...columns(col.nullText, 'driver_json', 'assigned_at', 'arrived_at', 'started_at', 'ended_at', 'next_step_at'),
      ...columns(col.nullText, 'lease_owner', 'lease_until', 'settled_json', 'rating_json', 'cancel_request_id'),
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
      ...columns(col.text, 'slot', 'place_id', 'updated_at'),
    })
  },
  async down(db) {
    await dropTables(db, ['car_saved_places'])
  },
}
