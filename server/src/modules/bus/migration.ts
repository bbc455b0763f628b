/**
 * The bus module's tables (types: tables.ts). The rank standards are read through the cache
 * generation, so writes to them raise it (db/generation.ts watchTable).
 */
import { unwatchTable, watchTable } from '../../db/generation'
import { col, createOrderRowsTable, createStockTable, createRankPolicyTable, type DialectMigration } from '../../db/migrations/helpers'

export const migration: DialectMigration = {
  // The operators' seats are sold to every company alike.
  nonTenantTables: ['bus_inventory'],
  async up(db, dialect) {
    await createStockTable(db, 'bus_inventory', { schedule_no: col.text, dep_date: col.text }, 'sold', { sold: col.integer })

    await createRankPolicyTable(db, dialect, 'bus_rank_policies', { price_cap: col.nullInteger, classes_json: col.text })
    await watchTable(db, dialect, 'bus_rank_policies')

    await createOrderRowsTable(db, dialect, 'bus_tickets', {
      passenger_id: col.ref('order_passengers'),
      schedule_no: col.text,
      dep_date: col.text,
      from_station: col.text,
      to_station: col.text,
      bus_class: col.text,
      price: col.integer,
      company_amount: col.integer,
      personal_amount: col.integer,
      status: col.text,
      pick_up_code: col.text,
      changed_from: col.nullInteger,
      change_count: col.integer,
      policy_json: col.text,
      policy_reason: col.text,
      updated_at: col.text,
    })
  },
  async down(db, dialect) {
    await db.schema.dropTable('bus_tickets').execute()
    await unwatchTable(db, dialect, 'bus_rank_policies')
    await db.schema.dropTable('bus_rank_policies').execute()
    await db.schema.dropTable('bus_inventory').execute()
  },
}
