/**
 * The flight module's tables: seat counts (the only stored inventory), rank flight standards, and
 * the segments and tickets of flight orders. Types: tables.ts.
 *
 * Part of migration 0010_flight_orders (see kernel/orders/migration.ts): it runs after the
 * kernel's part, under the same id, so databases migrated before the split stay valid.
 */
import { col, columns, createOrderRowsTable, createStockTable, createRankPolicyTable, dropTables, type DialectMigration } from '../../db/migrations/helpers'

export const migration: DialectMigration = {
  // Seats are the airline's inventory, sold to every company alike: they belong to no company.
  nonTenantTables: ['flight_seats'],
  async up(db, dialect) {
    await createStockTable(db, 'flight_seats', { flight_no: col.text, flight_date: col.text, cabin_code: col.text }, 'seats_left', {
      route_key: col.text,
      ...columns(col.integer, 'seats_left', 'initial_seats'),
    })
    await db.schema.createIndex('flight_seats_route_date').on('flight_seats').columns(['route_key', 'flight_date']).execute()

    await createRankPolicyTable(db, dialect, 'flight_rank_policies', {
      ...columns(col.integer, 'lowest_enabled', 'range_hour', 'tolerance'),
      cabin_ceiling: col.nullText,
      ...columns(col.nullInteger, 'discount_ceiling', 'advance_days'),
    })

    await createOrderRowsTable(db, dialect, 'order_segments', {
      segment_index: col.integer,
      ...columns(col.text, 'flight_no', 'route_key', 'dep_date', 'cabin_code', 'cabin_class'),
      price: col.integer,
      discount: col.real,
      in_policy: col.integer,
      ...columns(col.text, 'policy_json', 'policy_reason'),
    })

    await createOrderRowsTable(db, dialect, 'tickets', {
      passenger_id: col.ref('order_passengers'),
      segment_index: col.integer,
      ...columns(col.text, 'ticket_no', 'status', 'flight_no', 'route_key', 'dep_date', 'cabin_code', 'fare_family'),
      ...columns(col.integer, 'fare', 'airport_tax', 'fuel', 'service_fee', 'insurance', 'company_amount', 'personal_amount', 'personal_fare'),
      updated_at: col.text,
    })
  },

  async down(db) {
    await dropTables(db, ['tickets', 'order_segments', 'flight_rank_policies', 'flight_seats'])
  },
}
