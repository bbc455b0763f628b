/**
 * The bus module's tables (types: tables.ts). The rank standards are read through the cache
 * generation, so writes to them raise it (db/generation.ts watchTable).
 */
import { unwatchTable, watchTable } from '../../db/generation'
import { col, columns, createOrderRowsTable, createStockTable, createRankPolicyTable, type DialectMigration } from '../../db/migrations/helpers'

export const migration: DialectMigration = {
  // The operators' seats are sold to every company alike.
  nonTenantTables: ['bus_inventory'],
  async up(db, dialect) {
    await createStockTable(db, 'bus_inventory', { schedule_no: col.text, dep_date: col.text }, 'sold', { sold: col.integer })

    await createRankPolicyTable(db, dialect, 'bus_rank_policies', { price_cap: col.nullInteger, classes_json: col.text })
    await watchTable(db, dialect, 'bus_rank_policies')

    await createOrderRowsTable(db, dialect, 'bus_tickets', {
      passenger_id: col.ref('order_passengers'),
      ...columns(col.text, 'schedule_no', 'dep_date', 'from_station', 'to_station', 'bus_class'),
      ...columns(col.integer, 'price', 'company_amount', 'personal_amount'),
      ...columns(col.text, 'status', 'pick_up_code'),
      changed_from: col.nullInteger,
      change_count: col.integer,
      ...columns(col.text, 'policy_json', 'policy_reason', 'updated_at'),
    })
  },
  async down(db, dialect) {
    await db.schema.dropTable('bus_tickets').execute()
    await unwatchTable(db, dialect, 'bus_rank_policies')
    await db.schema.dropTable('bus_rank_policies').execute()
    await db.schema.dropTable('bus_inventory').execute()
  },
}
