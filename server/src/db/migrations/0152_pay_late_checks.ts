/**
 * Late payments (docs/money.md#late-or-lost-notifications): each intent that ended without being
 * paid here (timed out, cancelled) is asked about at its channel once more after it ended, in case
 * the payer paid at the last moment and the notification was lost (`pay_late_checks`, one row per
 * intent asked, claimed by its INSERT). Types: services/money/ops/tables.ts.
 */
import { col, columns, createTable, dropTables, type DialectMigration } from './helpers'

export const migration: DialectMigration = {
  async up(db) {
    await createTable(db, 'pay_late_checks', {
      intent_no: col.textKey,
      company_id: col.company,
      ...columns(col.text, 'channel_status', 'checked_at'),
    }).execute()
  },
  async down(db) {
    await dropTables(db, ['pay_late_checks'])
  },
}
