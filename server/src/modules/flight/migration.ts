/**
 * The flight module's tables: seat counts (the only stored inventory), rank flight standards, and
 * the segments and tickets of flight orders. Types: tables.ts.
 *
 * Part of migration 0010_flight_orders (see kernel/orders/migration.ts): it runs after the
 * kernel's part, under the same id, so databases migrated before the split stay valid.
 */
import { col, createOrderRowsTable, createStockTable, createRankPolicyTable, dropTables, type DialectMigration } from '../../db/migrations/helpers'

export const migration: DialectMigration = {
  // Seats are the airline's inventory, sold to every company alike: they belong to no company.
  nonTenantTables: ['flight_seats'],
  async up(db, dialect) {
    await createStockTable(db, 'flight_seats', { flight_no: col.text, flight_date: col.text, cabin_code: col.text }, 'seats_left', {
      route_key: col.text,
      seats_left: col.integer,
      initial_seats: col.integer,
    })
    await db.schema.createIndex('flight_seats_route_date').on('flight_seats').columns(['route_key', 'flight_date']).execute()

    await createRankPolicyTable(db, dialect, 'flight_rank_policies', {
      lowest_enabled: col.integer,
      range_hour: col.integer,
      tolerance: col.integer,
      cabin_ceiling: col.nullText,
      discount_ceiling: col.nullInteger,
      advance_days: col.nullInteger,
    })

    await createOrderRowsTable(db, dialect, 'order_segments', {
      segment_index: col.integer,
      flight_no: col.text,
      route_key: col.text,
      dep_date: col.text,
      cabin_code: col.text,
      cabin_class: col.text,
      price: col.integer,
      discount: col.real,
      in_policy: col.integer,
      policy_json: col.text,
      policy_reason: col.text,
    })

    await createOrderRowsTable(db, dialect, 'tickets', {
      passenger_id: col.ref('order_passengers'),
      segment_index: col.integer,
      ticket_no: col.text,
      status: col.text,
      flight_no: col.text,
      route_key: col.text,
      dep_date: col.text,
      cabin_code: col.text,
      fare_family: col.text,
      fare: col.integer,
      airport_tax: col.integer,
      fuel: col.integer,
      service_fee: col.integer,
      insurance: col.integer,
      company_amount: col.integer,
      personal_amount: col.integer,
      personal_fare: col.integer,
      updated_at: col.text,
    })
  },

  async down(db) {
    await dropTables(db, ['tickets', 'order_segments', 'flight_rank_policies', 'flight_seats'])
  },
}
