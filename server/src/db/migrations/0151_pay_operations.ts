/**
 * Payment operations (docs/money.md#payment-operations): reconciliation of each channel's daily
 * statement with the ledgers (`pay_reconciliations`, one row per channel and China day compared;
 * `pay_mismatches`, what did not match, for the company's finance admins to resolve), refunds sent
 * through a channel (`channel_refunds`: a payment that succeeded after its intent ended, the
 * channel's share of an order refund) and the leases that let one app instance of several run a job
 * (`job_leases`). Types: services/money/ops/tables.ts.
 */
import type { DialectMigration } from './helpers'
import { addId, companyRef, notNull } from './helpers'

export const migration: DialectMigration = {
  nonTenantTables: ['job_leases', 'pay_reconciliations'],
  async up(db, dialect) {
    await db.schema
      .createTable('job_leases')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('holder', 'text', notNull)
      .addColumn('until', 'text', notNull)
      .execute()

    await addId(db.schema.createTable('pay_reconciliations'), dialect)
      .addColumn('channel', 'text', notNull)
      .addColumn('day', 'text', notNull)
      .addColumn('payments', 'integer', notNull)
      .addColumn('refunds', 'integer', notNull)
      .addColumn('mismatches', 'integer', notNull)
      .addColumn('ran_at', 'text', notNull)
      .addUniqueConstraint('pay_reconciliations_day', ['channel', 'day'])
      .execute()

    await addId(db.schema.createTable('pay_mismatches'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('day', 'text', notNull)
      .addColumn('channel', 'text', notNull)
      .addColumn('kind', 'text', notNull)
      .addColumn('line', 'text', notNull)
      .addColumn('intent_no', 'text', notNull)
      .addColumn('refund_no', 'text', notNull)
      .addColumn('channel_amount', 'integer', notNull)
      .addColumn('our_amount', 'integer', notNull)
      .addColumn('status', 'text', notNull)
      .addColumn('decision', 'text', notNull)
      .addColumn('decided_by_user_id', 'integer', (c) => c.references('users.id'))
      .addColumn('decided_by_name', 'text', notNull)
      .addColumn('decided_at', 'text')
      .addColumn('found_at', 'text', notNull)
      .addUniqueConstraint('pay_mismatches_key', ['channel', 'day', 'kind', 'intent_no', 'refund_no'])
      .execute()
    await db.schema.createIndex('pay_mismatches_company').on('pay_mismatches').columns(['company_id', 'status', 'day']).execute()

    await addId(db.schema.createTable('channel_refunds'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('refund_no', 'text', (c) => c.notNull().unique())
      .addColumn('request_key', 'text', (c) => c.notNull().unique())
      .addColumn('intent_no', 'text', notNull)
      .addColumn('channel', 'text', notNull)
      .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
      .addColumn('order_refund_no', 'text', notNull)
      .addColumn('amount', 'integer', notNull)
      .addColumn('total', 'integer', notNull)
      .addColumn('reason', 'text', notNull)
      .addColumn('status', 'text', notNull)
      .addColumn('attempts', 'integer', notNull)
      .addColumn('last_error', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .addColumn('sent_at', 'text')
      .addColumn('settled_at', 'text')
      .execute()
    await db.schema.createIndex('channel_refunds_due').on('channel_refunds').columns(['status', 'id']).execute()
  },
  async down(db) {
    for (const t of ['channel_refunds', 'pay_mismatches', 'pay_reconciliations', 'job_leases']) await db.schema.dropTable(t).ifExists().execute()
  },
}
