/**
 * The personal centre (docs/personal.md): per-user settings (privacy protection, notification
 * switches, the emergency contact), the record of revealed values, third-party bindings and
 * emergency alarms with their share tokens. Types: services/personal/tables.ts.
 */
import { col, columns, createTableWithId, type DialectMigration } from './helpers'

export const migration: DialectMigration = {
  async up(db, dialect) {
    await createTableWithId(db, dialect, 'user_settings', {
      company_id: col.company,
      user_id: col.of('integer', (c) => c.notNull().references('users.id').unique()),
      privacy_protect: col.integer,
      notify_json: col.text,
      ...columns(col.nullText, 'emergency_name', 'emergency_country_code', 'emergency_mobile'),
      updated_at: col.text,
    }).execute()

    await createTableWithId(db, dialect, 'privacy_reveals', {
      company_id: col.company,
      user_id: col.ref('users'),
      ...columns(col.text, 'source', 'ref', 'field', 'created_at'),
    }).execute()
    await db.schema.createIndex('privacy_reveals_user').on('privacy_reveals').columns(['company_id', 'user_id', 'created_at']).execute()

    await createTableWithId(db, dialect, 'third_party_bindings', {
      company_id: col.company,
      user_id: col.ref('users'),
      ...columns(col.text, 'provider', 'state', 'account'),
      ...columns(col.nullText, 'link_token_hash', 'link_expires_at', 'bound_at'),
      updated_at: col.text,
    })
      .addUniqueConstraint('third_party_bindings_user', ['user_id', 'provider'])
      .execute()
    await db.schema.createIndex('third_party_bindings_account').on('third_party_bindings').columns(['provider', 'account']).execute()
    await db.schema.createIndex('third_party_bindings_link').on('third_party_bindings').column('link_token_hash').execute()

    await createTableWithId(db, dialect, 'emergency_alarms', {
      company_id: col.company,
      user_id: col.ref('users'),
      order_id: col.ref('orders'),
      ...columns(col.text, 'contact_name', 'contact_country_code', 'contact_mobile', 'note', 'message_text'),
      share_token: col.uniqueText,
      ...columns(col.text, 'share_expires_at', 'trip_json', 'created_at'),
    }).execute()
    await db.schema.createIndex('emergency_alarms_user').on('emergency_alarms').columns(['company_id', 'user_id', 'created_at']).execute()
  },
  async down(db) {
    for (const t of ['emergency_alarms', 'third_party_bindings', 'privacy_reveals', 'user_settings']) await db.schema.dropTable(t).execute()
  },
}
