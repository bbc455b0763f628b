/** Passkeys and SOTER keys per person, and their ceremonies' challenges (services/passkeys, docs/passkeys.md). */
import { col, columns, createTable, createTableWithId, dropTables, type DialectMigration } from './helpers'

export const migration: DialectMigration = {
  // A sign-in challenge is asked for before anyone is known.
  nonTenantTables: ['passkey_challenges'],
  async up(db, dialect) {
    await createTableWithId(db, dialect, 'passkeys', {
      company_id: col.company,
      user_id: col.ref('users'),
      kind: col.text,
      credential_id: col.uniqueText,
      public_key: col.text,
      counter: col.integer,
      ...columns(col.text, 'transports_json', 'device_name', 'created_at'),
      last_used_at: col.nullText,
    }).execute()
    await db.schema.createIndex('passkeys_user').on('passkeys').columns(['company_id', 'user_id']).execute()
    await createTable(db, 'passkey_challenges', {
      id_hash: col.textKey,
      ...columns(col.text, 'purpose', 'challenge'),
      session_hash: col.nullText,
      ...columns(col.text, 'created_at', 'expires_at'),
      used_at: col.nullText,
    }).execute()
    await db.schema.createIndex('passkey_challenges_expiry').on('passkey_challenges').column('expires_at').execute()
  },
  async down(db) {
    await dropTables(db, ['passkey_challenges', 'passkeys'])
  },
}
