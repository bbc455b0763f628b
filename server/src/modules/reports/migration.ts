/**
 * The reports' facts (types: tables.ts, docs/reports.md "Speed"): one row per order and one per
 * reason code it gives, summed by the reports in SQL. orders.facts_version is the updated_at its
 * facts were read at; a partial index finds the orders whose facts are missing or stale (every
 * order once after this migration, then those changed), read again before a report (store.ts);
 * report_rollup sums them per month for the company-wide reports (rollup.ts).
 */
import { sql } from 'kysely'
import { addColumns, col, columns, createTable, createKeyedTable, dropColumns, dropTables, type DialectMigration } from '../../db/migrations/helpers'
import { ROLLUP_SUMS } from './tables'

export const migration: DialectMigration = {
  async up(db) {
    await addColumns(db, 'orders', { facts_version: col.textOrEmpty })
    await db.schema.createIndex('orders_facts_stale').on('orders').column('company_id').where(sql.ref('facts_version'), '<>', sql.ref('updated_at')).execute()
    await createTable(db, 'report_facts', {
      order_id: col.of('integer', (c) => c.primaryKey().references('orders.id')),
      company_id: col.company,
      ...columns(col.text, 'version', 'booked', 'month', 'day', 'order_no', 'product', 'status'),
      ...columns(col.integer, 'spent', 'spend', 'saved', 'lost', 'in_policy'),
      ahead: col.nullInteger,
      ...columns(col.text, 'city', 'carrier', 'carrier_names'),
      ...columns(col.integer, 'nights', 'grams', 'avoided', 'refunds', 'changes', 'after_sale_fees', 'with_reason'),
      department_id: col.nullInteger,
      department_name: col.text,
      ...columns(col.nullInteger, 'cost_center_id', 'business_unit_id'),
      travellers: col.text,
    }).execute()
    // Every report reads a company's orders booked in a range.
    await db.schema.createIndex('report_facts_booked').on('report_facts').columns(['company_id', 'booked']).execute()
    await createKeyedTable(db, 'report_fact_reasons', ['order_id', 'code'], {
      order_id: col.ref('orders'),
      company_id: col.company,
      ...columns(col.text, 'code', 'stored'),
    })
    const sum = col.of('bigint', (c) => c.notNull())
    await createTable(db, 'report_rollup', {
      company_id: col.company,
      ...columns(col.text, 'kind', 'value', 'month', 'product'),
      ...columns(col.nullInteger, 'department_id', 'cost_center_id', 'business_unit_id'),
      with_reason: col.integer,
      ...Object.fromEntries(ROLLUP_SUMS.map((c) => [c, sum])),
      first: col.text,
    }).execute()
    await db.schema.createIndex('report_rollup_month').on('report_rollup').columns(['company_id', 'kind', 'month']).execute()
    await createKeyedTable(db, 'report_rollup_months', ['company_id', 'month'], { company_id: col.company, month: col.text })
  },
  async down(db) {
    await dropTables(db, ['report_rollup_months', 'report_rollup', 'report_fact_reasons', 'report_facts'])
    await db.schema.dropIndex('orders_facts_stale').ifExists().execute()
    await dropColumns(db, 'orders', ['facts_version'])
  },
}
