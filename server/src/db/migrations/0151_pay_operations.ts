/**
 * Payment operations (docs/money.md#payment-operations): reconciliation of each channel's daily
 * statement with the ledgers (`pay_reconciliations`, one row per channel and China day compared;
 * `pay_mismatches`, what did not match, for the company's finance admins to resolve), refunds sent
 * through a channel (`channel_refunds`: a payment that succeeded after its intent ended, the
 * channel's share of an order refund) and the leases that let one app instance of several run a job
 * (`job_leases`). Types: services/money/ops/tables.ts.
 */
import { col, columns, createTable, createTableWithId, dropTables, type DialectMigration } from './helpers'

export const migration: DialectMigration = {
  nonTenantTables: ['job_leases', 'pay_reconciliations'],
  async up(db, dialect) {
    await createTable(db, 'job_leases', {
      name: col.textKey,
      ...columns(col.text, 'holder', 'until'),
    }).execute()

    await createTableWithId(db, dialect, 'pay_reconciliations', {
      ...columns(col.text, 'channel', 'day'),
      ...columns(col.integer, 'payments', 'refunds', 'mismatches'),
      ran_at: col.text,
    })
      .addUniqueConstraint('pay_reconciliations_day', ['channel', 'day'])
      .execute()

    await createTableWithId(db, dialect, 'pay_mismatches', {
      company_id: col.company,
      ...columns(col.text, 'day', 'channel', 'kind', 'line', 'intent_no', 'refund_no'),
      ...columns(col.integer, 'channel_amount', 'our_amount'),
      ...columns(col.text, 'status', 'decision'),
      decided_by_user_id: col.nullRef('users'),
      decided_by_name: col.text,
      decided_at: col.nullText,
      found_at: col.text,
    })
      .addUniqueConstraint('pay_mismatches_key', ['channel', 'day', 'kind', 'intent_no', 'refund_no'])
      .execute()
    await db.schema.createIndex('pay_mismatches_company').on('pay_mismatches').columns(['company_id', 'status', 'day']).execute()

    await createTableWithId(db, dialect, 'channel_refunds', {
      company_id: col.company,
      ...columns(col.uniqueText, 'refund_no', 'request_key'),
      ...columns(col.text, 'intent_no', 'channel'),
      order_id: col.nullRef('orders'),
      order_refund_no: col.text,
      ...columns(col.integer, 'amount', 'total'),
      ...columns(col.text, 'reason', 'status'),
      attempts: col.integer,
      ...columns(col.text, 'last_error', 'created_at'),
      ...columns(col.nullText, 'sent_at', 'settled_at'),
    }).execute()
    await db.schema.createIndex('channel_refunds_due').on('channel_refunds').columns(['status', 'id']).execute()
  },
  async down(db) {
    await dropTables(db, ['channel_refunds', 'pay_mismatches', 'pay_reconciliations', 'job_leases'])
  },
}
