/** A simulator payment may be for a change awaiting its personal part (pay_intents.change_id; docs/money.md). */
import type { DialectMigration } from './helpers'

export const migration: DialectMigration = {
  async up(db) {
    await db.schema
      .alterTable('pay_intents')
      .addColumn('change_id', 'integer', (c) => c.references('changes.id'))
      .execute()
  },
  async down(db) {
    await db.schema.alterTable('pay_intents').dropColumn('change_id').execute()
  },
}
