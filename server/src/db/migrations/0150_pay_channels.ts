/**
 * Payments through real channels (docs/money.md#channels): an intent records how the payer pays
 * (scene), what the client does (action_json, so a cashier shown again can resume) and the
 * channel's transaction id; every notification a channel posts is logged, accepted or refused,
 * and a notification id is accepted once.
 */
import { addColumns, col, columns, createTableWithId, createKeyedTable, dropColumns, type DialectMigration } from './helpers'

export const migration: DialectMigration = {
  nonTenantTables: ['pay_notifications', 'pay_notices_seen'],
  async up(db, dialect) {
    await addColumns(db, 'pay_intents', { scene: col.textOrEmpty, action_json: col.textOrEmpty, transaction_id: col.textOrEmpty })
    await createTableWithId(db, dialect, 'pay_notifications', {
      channel: col.text,
      /** The channel's id of the notification; '' when it could not be read. */
      ...columns(col.text, 'notify_id', 'intent_no'),
      /** Accepted, Duplicate or Refused. */
      ...columns(col.text, 'outcome', 'reason', 'received_at'),
    }).execute()
    await db.schema.createIndex('pay_notifications_intent').on('pay_notifications').columns(['intent_no']).execute()
    // One accepted notification per channel and id: a duplicate finds it taken.
    await createKeyedTable(db, 'pay_notices_seen', ['channel', 'notify_id'], {
      ...columns(col.text, 'channel', 'notify_id'),
    })
  },
  async down(db) {
    await db.schema.dropTable('pay_notices_seen').execute()
    await db.schema.dropTable('pay_notifications').execute()
    await dropColumns(db, 'pay_intents', ['transaction_id', 'action_json', 'scene'])
  },
}
