/** A company may cancel orders left unpaid (money_settings.order_pay_minutes; 0 = never; docs/money.md). */
import { addColumns, col, dropColumns, type DialectMigration } from './helpers'

export const migration: DialectMigration = {
  async up(db) {
    await addColumns(db, 'money_settings', { order_pay_minutes: col.of('integer', (c) => c.notNull().defaultTo(0)) })
  },
  async down(db) {
    await dropColumns(db, 'money_settings', ['order_pay_minutes'])
  },
}
