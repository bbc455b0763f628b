/**
 * The personal centre (docs/personal.md): per-user settings (privacy protection, notification
 * switches, the emergency contact), the record of revealed values, third-party bindings and
 * emergency alarms with their share tokens. Types: services/personal/tables.ts.
 */
import { addId, companyRef, notNull, type DialectMigration } from './helpers'

const userRef = (c: Parameters<typeof notNull>[0]) => c.notNull().references('users.id')

export const migration: DialectMigration = {
  async up(db, dialect) {
    await addId(db.schema.createTable('user_settings'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('user_id', 'integer', (c) => userRef(c).unique())
      .addColumn('privacy_protect', 'integer', notNull)
      .addColumn('notify_json', 'text', notNull)
      .addColumn('emergency_name', 'text')
      .addColumn('emergency_country_code', 'text')
      .addColumn('emergency_mobile', 'text')
      .addColumn('updated_at', 'text', notNull)
      .execute()

    await addId(db.schema.createTable('privacy_reveals'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('user_id', 'integer', userRef)
      .addColumn('source', 'text', notNull)
      .addColumn('ref', 'text', notNull)
      .addColumn('field', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .execute()
    await db.schema.createIndex('privacy_reveals_user').on('privacy_reveals').columns(['company_id', 'user_id', 'created_at']).execute()

    await addId(db.schema.createTable('third_party_bindings'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('user_id', 'integer', userRef)
      .addColumn('provider', 'text', notNull)
      .addColumn('state', 'text', notNull)
      .addColumn('account', 'text', notNull)
      .addColumn('link_token_hash', 'text')
      .addColumn('link_expires_at', 'text')
      .addColumn('bound_at', 'text')
      .addColumn('updated_at', 'text', notNull)
      .addUniqueConstraint('third_party_bindings_user', ['user_id', 'provider'])
      .execute()
    await db.schema.createIndex('third_party_bindings_account').on('third_party_bindings').columns(['provider', 'account']).execute()
    await db.schema.createIndex('third_party_bindings_link').on('third_party_bindings').column('link_token_hash').execute()

    await addId(db.schema.createTable('emergency_alarms'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('user_id', 'integer', userRef)
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
      .addColumn('contact_name', 'text', notNull)
      .addColumn('contact_country_code', 'text', notNull)
      .addColumn('contact_mobile', 'text', notNull)
      .addColumn('note', 'text', notNull)
      .addColumn('message_text', 'text', notNull)
      .addColumn('share_token', 'text', (c) => c.notNull().unique())
      .addColumn('share_expires_at', 'text', notNull)
      .addColumn('trip_json', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .execute()
    await db.schema.createIndex('emergency_alarms_user').on('emergency_alarms').columns(['company_id', 'user_id', 'created_at']).execute()
  },
  async down(db) {
    for (const t of ['emergency_alarms', 'third_party_bindings', 'privacy_reveals', 'user_settings']) await db.schema.dropTable(t).execute()
  },
}
