/**
 * The reports' facts (types: tables.ts, docs/reports.md "Speed"): one row per order and one per
 * reason code it gives, summed by the reports in SQL. orders.facts_version is the updated_at its
 * facts were read at; a partial index finds the orders whose facts are missing or stale (every
 * order once after this migration, then those changed), read again before a report (store.ts);
 * report_rollup sums them per month for the company-wide reports (rollup.ts).
 */
import { sql } from 'kysely'
import { addColumns, col, createTable, createKeyedTable, dropColumns, dropTables, type DialectMigration } from '../../db/migrations/helpers'
import { ROLLUP_SUMS } from './tables'

export const migration: DialectMigration = {
  async up(db) {
    await addColumns(db, 'orders', { facts_version: col.textOrEmpty })
    await db.schema.createIndex('orders_facts_stale').on('orders').column('company_id').where(sql.ref('facts_version'), '<>', sql.ref('updated_at')).execute()
    await createTable(db, 'report_facts', {
      order_id: col.of('integer', (c) => c.primaryKey().references('orders.id')),
      company_id: col.company,
      version: col.text,
      booked: col.text,
      month: col.text,
      day: col.text,
      order_no: col.text,
      product: col.text,
      status: col.text,
      spent: col.integer,
      spend: col.integer,
      saved: col.integer,
      lost: col.integer,
      in_policy: col.integer,
      ahead: col.nullInteger,
      city: col.text,
      carrier: col.text,
      carrier_names: col.text,
      nights: col.integer,
      grams: col.integer,
      avoided: col.integer,
      refunds: col.integer,
      changes: col.integer,
      after_sale_fees: col.integer,
      with_reason: col.integer,
      department_id: col.nullInteger,
      department_name: col.text,
      cost_center_id: col.nullInteger,
      business_unit_id: col.nullInteger,
      travellers: col.text,
    }).execute()
    // Every report reads a company's orders booked in a range.
    await db.schema.createIndex('report_facts_booked').on('report_facts').columns(['company_id', 'booked']).execute()
    await createKeyedTable(db, 'report_fact_reasons', ['order_id', 'code'], {
      order_id: col.ref('orders'),
      company_id: col.company,
      code: col.text,
      stored: col.text,
    })
    const sum = col.of('bigint', (c) => c.notNull())
    await createTable(db, 'report_rollup', {
      company_id: col.company,
      kind: col.text,
      value: col.text,
      month: col.text,
      product: col.text,
      department_id: col.nullInteger,
      cost_center_id: col.nullInteger,
      business_unit_id: col.nullInteger,
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
