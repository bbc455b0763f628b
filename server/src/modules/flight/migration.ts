/**
 * The flight module's tables: seat counts (the only stored inventory), rank flight standards, and
 * the segments and tickets of flight orders. Types: tables.ts.
 *
 * Part of migration 0010_flight_orders (see kernel/orders/migration.ts): it runs after the
 * kernel's part, under the same id, so databases migrated before the split stay valid.
 */
import { sql } from 'kysely'
import type { DialectMigration } from '../../db/migrations/helpers'
import { addId, companyRef, notNull } from '../../db/migrations/helpers'

export const migration: DialectMigration = {
  // Seats are the airline's inventory, sold to every company alike: they belong to no company.
  nonTenantTables: ['flight_seats'],
  async up(db, dialect) {
    await db.schema
      .createTable('flight_seats')
      .addColumn('flight_no', 'text', notNull)
      .addColumn('flight_date', 'text', notNull)
      .addColumn('cabin_code', 'text', notNull)
      .addColumn('route_key', 'text', notNull)
      .addColumn('seats_left', 'integer', notNull)
      .addColumn('initial_seats', 'integer', notNull)
      .addColumn('updated_at', 'text', notNull)
      .addPrimaryKeyConstraint('flight_seats_pk', ['flight_no', 'flight_date', 'cabin_code'])
      // The database itself refuses an oversold row, whatever a future query forgets.
      .addCheckConstraint('flight_seats_not_negative', sql`seats_left >= 0`)
      .execute()
    await db.schema.createIndex('flight_seats_route_date').on('flight_seats').columns(['route_key', 'flight_date']).execute()

    await addId(db.schema.createTable('flight_rank_policies'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('rank_id', 'integer', (c) => c.notNull().references('ranks.id'))
      .addColumn('lowest_enabled', 'integer', notNull)
      .addColumn('range_hour', 'integer', notNull)
      .addColumn('tolerance', 'integer', notNull)
      .addColumn('cabin_ceiling', 'text')
      .addColumn('discount_ceiling', 'integer')
      .addColumn('advance_days', 'integer')
      .addColumn('updated_at', 'text', notNull)
      .addUniqueConstraint('flight_rank_policies_rank', ['company_id', 'rank_id'])
      .execute()

    await addId(db.schema.createTable('order_segments'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
      .addColumn('segment_index', 'integer', notNull)
      .addColumn('flight_no', 'text', notNull)
      .addColumn('route_key', 'text', notNull)
      .addColumn('dep_date', 'text', notNull)
      .addColumn('cabin_code', 'text', notNull)
      .addColumn('cabin_class', 'text', notNull)
      .addColumn('price', 'integer', notNull)
      .addColumn('discount', 'real', notNull)
      .addColumn('in_policy', 'integer', notNull)
      .addColumn('policy_json', 'text', notNull)
      .addColumn('policy_reason', 'text', notNull)
      .execute()
    await db.schema.createIndex('order_segments_order').on('order_segments').columns(['order_id']).execute()

    await addId(db.schema.createTable('tickets'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
      .addColumn('passenger_id', 'integer', (c) => c.notNull().references('order_passengers.id'))
      .addColumn('segment_index', 'integer', notNull)
      .addColumn('ticket_no', 'text', notNull)
      .addColumn('status', 'text', notNull)
      .addColumn('flight_no', 'text', notNull)
      .addColumn('route_key', 'text', notNull)
      .addColumn('dep_date', 'text', notNull)
      .addColumn('cabin_code', 'text', notNull)
      .addColumn('fare_family', 'text', notNull)
      .addColumn('fare', 'integer', notNull)
      .addColumn('airport_tax', 'integer', notNull)
      .addColumn('fuel', 'integer', notNull)
      .addColumn('service_fee', 'integer', notNull)
      .addColumn('insurance', 'integer', notNull)
      .addColumn('company_amount', 'integer', notNull)
      .addColumn('personal_amount', 'integer', notNull)
      .addColumn('personal_fare', 'integer', notNull)
      .addColumn('updated_at', 'text', notNull)
      .execute()
    await db.schema.createIndex('tickets_order').on('tickets').columns(['order_id']).execute()
  },

  async down(db) {
    for (const t of ['tickets', 'order_segments', 'flight_rank_policies', 'flight_seats']) await db.schema.dropTable(t).ifExists().execute()
  },
}
