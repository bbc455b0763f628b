/**
 * Late payments (docs/money.md#late-or-lost-notifications): each intent that ended without being
 * paid here (timed out, cancelled) is asked about at its channel once more after it ended, in case
 * the payer paid at the last moment and the notification was lost (`pay_late_checks`, one row per
 * intent asked, claimed by its INSERT). Types: services/money/ops/tables.ts.
 */
import type { DialectMigration } from './helpers'
import { companyRef, notNull } from './helpers'

export const migration: DialectMigration = {
  async up(db) {
    await db.schema
      .createTable('pay_late_checks')
      .addColumn('intent_no', 'text', (c) => c.primaryKey())
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('channel_status', 'text', notNull)
      .addColumn('checked_at', 'text', notNull)
      .execute()
  },
  async down(db) {
    await db.schema.dropTable('pay_late_checks').ifExists().execute()
  },
}
