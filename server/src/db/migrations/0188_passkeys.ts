/** Passkeys and SOTER keys per person, and their ceremonies' challenges (services/passkeys, docs/passkeys.md). */
import { col, createTable, createTableWithId, dropTables, type DialectMigration } from './helpers'

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
      transports_json: col.text,
      device_name: col.text,
      created_at: col.text,
      last_used_at: col.nullText,
    }).execute()
    await db.schema.createIndex('passkeys_user').on('passkeys').columns(['company_id', 'user_id']).execute()
    await createTable(db, 'passkey_challenges', {
      id_hash: col.textKey,
      purpose: col.text,
      challenge: col.text,
      session_hash: col.nullText,
      created_at: col.text,
      expires_at: col.text,
      used_at: col.nullText,
    }).execute()
    await db.schema.createIndex('passkey_challenges_expiry').on('passkey_challenges').column('expires_at').execute()
  },
  async down(db) {
    await dropTables(db, ['passkey_challenges', 'passkeys'])
  },
}
