/**
 * The personal centre (docs/personal.md): per-user settings (privacy protection, notification
 * switches, the emergency contact), the record of revealed values, third-party bindings and
 * emergency alarms with their share tokens. Types: services/personal/tables.ts.
 */
import { col, createTableWithId, type DialectMigration } from './helpers'

export const migration: DialectMigration = {
  async up(db, dialect) {
    await createTableWithId(db, dialect, 'user_settings', {
      company_id: col.company,
      user_id: col.of('integer', (c) => c.notNull().references('users.id').unique()),
      privacy_protect: col.integer,
      notify_json: col.text,
      emergency_name: col.nullText,
      emergency_country_code: col.nullText,
      emergency_mobile: col.nullText,
      updated_at: col.text,
    }).execute()

    await createTableWithId(db, dialect, 'privacy_reveals', {
      company_id: col.company,
      user_id: col.ref('users'),
      source: col.text,
      ref: col.text,
      field: col.text,
      created_at: col.text,
    }).execute()
    await db.schema.createIndex('privacy_reveals_user').on('privacy_reveals').columns(['company_id', 'user_id', 'created_at']).execute()

    await createTableWithId(db, dialect, 'third_party_bindings', {
      company_id: col.company,
      user_id: col.ref('users'),
      provider: col.text,
      state: col.text,
      account: col.text,
      link_token_hash: col.nullText,
      link_expires_at: col.nullText,
      bound_at: col.nullText,
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
      contact_name: col.text,
      contact_country_code: col.text,
      contact_mobile: col.text,
      note: col.text,
      message_text: col.text,
      share_token: col.uniqueText,
      share_expires_at: col.text,
      trip_json: col.text,
      created_at: col.text,
    }).execute()
    await db.schema.createIndex('emergency_alarms_user').on('emergency_alarms').columns(['company_id', 'user_id', 'created_at']).execute()
  },
  async down(db) {
    for (const t of ['emergency_alarms', 'third_party_bindings', 'privacy_reveals', 'user_settings']) await db.schema.dropTable(t).execute()
  },
}
