/**
 * Payments through real channels (docs/money.md#channels): an intent records how the payer pays
 * (scene), what the client does (action_json, so a cashier shown again can resume) and the
 * channel's transaction id; every notification a channel posts is logged, accepted or refused,
 * and a notification id is accepted once.
 */
import { addId, type DialectMigration } from './helpers'

export const migration: DialectMigration = {
  nonTenantTables: ['pay_notifications', 'pay_notices_seen'],
  async up(db, dialect) {
    await db.schema
      .alterTable('pay_intents')
      .addColumn('scene', 'text', (c) => c.notNull().defaultTo(''))
      .execute()
    await db.schema
      .alterTable('pay_intents')
      .addColumn('action_json', 'text', (c) => c.notNull().defaultTo(''))
      .execute()
    await db.schema
      .alterTable('pay_intents')
      .addColumn('transaction_id', 'text', (c) => c.notNull().defaultTo(''))
      .execute()
    await addId(db.schema.createTable('pay_notifications'), dialect)
      .addColumn('channel', 'text', (c) => c.notNull())
      /** The channel's id of the notification; '' when it could not be read. */
      .addColumn('notify_id', 'text', (c) => c.notNull())
      .addColumn('intent_no', 'text', (c) => c.notNull())
      /** Accepted, Duplicate or Refused. */
      .addColumn('outcome', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('received_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('pay_notifications_intent').on('pay_notifications').columns(['intent_no']).execute()
    // One accepted notification per channel and id: a duplicate finds it taken.
    await db.schema
      .createTable('pay_notices_seen')
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('notify_id', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('pay_notices_seen_pk', ['channel', 'notify_id'])
      .execute()
  },
  async down(db) {
    await db.schema.dropTable('pay_notices_seen').execute()
    await db.schema.dropTable('pay_notifications').execute()
    await db.schema.alterTable('pay_intents').dropColumn('transaction_id').execute()
    await db.schema.alterTable('pay_intents').dropColumn('action_json').execute()
    await db.schema.alterTable('pay_intents').dropColumn('scene').execute()
  },
}
