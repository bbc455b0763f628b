/**
 * The car module's tables (types: tables.ts). The rank standards are kept in memory by the quote
 * path, so writes to them raise the cache generation (db/generation.ts watchTable).
 */
import { unwatchTable, watchTable } from '../../db/generation'
import { addId, col, companyRef, notNull, createRankPolicyTable, dropTables, type DialectMigration } from '../../db/migrations/helpers'

export const migration: DialectMigration = {
  async up(db, dialect) {
    await db.schema
      .createTable('car_quotes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('booker_person_id', 'integer', notNull)
      .addColumn('rider_person_id', 'integer', notNull)
      .addColumn('service', 'text', notNull)
      .addColumn('from_json', 'text', notNull)
      .addColumn('to_json', 'text', notNull)
      .addColumn('pickup_at', 'text', notNull)
      .addColumn('km', 'real', notNull)
      .addColumn('minutes', 'integer', notNull)
      .addColumn('options_json', 'text', notNull)
      .addColumn('arrival_json', 'text')
      .addColumn('expires_at', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .execute()

    await addId(db.schema.createTable('car_rides'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
      .addColumn('quote_id', 'text', notNull)
      .addColumn('service', 'text', notNull)
      .addColumn('car_class', 'text', notNull)
      .addColumn('from_json', 'text', notNull)
      .addColumn('to_json', 'text', notNull)
      .addColumn('pickup_at', 'text', notNull)
      .addColumn('arrival_json', 'text')
      .addColumn('km', 'real', notNull)
      .addColumn('minutes', 'integer', notNull)
      .addColumn('quoted_fare', 'integer', notNull)
      .addColumn('state', 'text', notNull)
      .addColumn('violations_json', 'text', notNull)
      .addColumn('policy_reason', 'text', notNull)
      .addColumn('driver_json', 'text')
      .addColumn('assigned_at', 'text')
      .addColumn('arrived_at', 'text')
      .addColumn('started_at', 'text')
      .addColumn('ended_at', 'text')
      .addColumn('next_step_at', 'text')
      .addColumn('lease_owner', 'text')
      .addColumn('lease_until', 'text')
      .addColumn('settled_json', 'text')
      .addColumn('rating_json', 'text')
      .addColumn('cancel_request_id', 'text')
      .addColumn('updated_at', 'text', notNull)
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
    await db.schema.alterTable('car_rides').addColumn('complaint_json', 'text').execute()
  },
  async down(db) {
    await db.schema.alterTable('car_rides').dropColumn('complaint_json').execute()
  },
}

/** Each person's own home and office for rides (car/savedPlaces): a place id of the catalog (places.ts) per slot. */
export const savedPlacesMigration: DialectMigration = {
  async up(db) {
    await db.schema
      .createTable('car_saved_places')
      .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
      .addColumn('person_id', 'integer', (c) => c.notNull().references('persons.id'))
      .addColumn('slot', 'text', notNull)
      .addColumn('place_id', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .addPrimaryKeyConstraint('car_saved_places_pk', ['person_id', 'slot'])
      .execute()
  },
  async down(db) {
    await db.schema.dropTable('car_saved_places').ifExists().execute()
  },
}
