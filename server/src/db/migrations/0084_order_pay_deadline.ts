/** A company may cancel orders left unpaid (money_settings.order_pay_minutes; 0 = never; docs/money.md). */
import type { DialectMigration } from './helpers'

export const migration: DialectMigration = {
  async up(db) {
    await db.schema
      .alterTable('money_settings')
      .addColumn('order_pay_minutes', 'integer', (c) => c.notNull().defaultTo(0))
      .execute()
  },
  async down(db) {
    await db.schema.alterTable('money_settings').dropColumn('order_pay_minutes').execute()
  },
}
