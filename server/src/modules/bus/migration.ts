/**
 * The bus module's tables (types: tables.ts). The rank standards are read through the cache
 * generation, so writes to them raise it (db/generation.ts watchTable).
 */
import { unwatchTable, watchTable } from '../../db/generation'
import { addId, col, companyRef, notNull, createStockTable, createRankPolicyTable, type DialectMigration } from '../../db/migrations/helpers'

export const migration: DialectMigration = {
  // The operators' seats are sold to every company alike.
  nonTenantTables: ['bus_inventory'],
  async up(db, dialect) {
    await createStockTable(db, 'bus_inventory', ['schedule_no', 'dep_date'], 'sold', {
      schedule_no: col.text,
      dep_date: col.text,
      sold: col.integer,
      updated_at: col.text,
    })

    await createRankPolicyTable(db, dialect, 'bus_rank_policies', { price_cap: col.nullInteger, classes_json: col.text })
    await watchTable(db, dialect, 'bus_rank_policies')

    await addId(db.schema.createTable('bus_tickets'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
      .addColumn('passenger_id', 'integer', (c) => c.notNull().references('order_passengers.id'))
      .addColumn('schedule_no', 'text', notNull)
      .addColumn('dep_date', 'text', notNull)
      .addColumn('from_station', 'text', notNull)
      .addColumn('to_station', 'text', notNull)
      .addColumn('bus_class', 'text', notNull)
      .addColumn('price', 'integer', notNull)
      .addColumn('company_amount', 'integer', notNull)
      .addColumn('personal_amount', 'integer', notNull)
      .addColumn('status', 'text', notNull)
      .addColumn('pick_up_code', 'text', notNull)
      .addColumn('changed_from', 'integer')
      .addColumn('change_count', 'integer', notNull)
      .addColumn('policy_json', 'text', notNull)
      .addColumn('policy_reason', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .execute()
    await db.schema.createIndex('bus_tickets_order').on('bus_tickets').column('order_id').execute()
  },
  async down(db, dialect) {
    await db.schema.dropTable('bus_tickets').execute()
    await unwatchTable(db, dialect, 'bus_rank_policies')
    await db.schema.dropTable('bus_rank_policies').execute()
    await db.schema.dropTable('bus_inventory').execute()
  },
}
