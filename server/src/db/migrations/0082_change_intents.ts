/** A simulator payment may be for a change awaiting its personal part (pay_intents.change_id; docs/money.md). */
import { addColumns, col, dropColumns, type DialectMigration } from './helpers'

export const migration: DialectMigration = {
  async up(db) {
    await addColumns(db, 'pay_intents', { change_id: col.nullRef('changes') })
  },
  async down(db) {
    await dropColumns(db, 'pay_intents', ['change_id'])
  },
}
