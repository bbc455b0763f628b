/** Sessions, failed-login counters, image captchas and one-time codes. */
import { col, createTable, createTableWithId, type DialectMigration } from './helpers'

export const migration: DialectMigration = {
  nonTenantTables: ['login_failures', 'captchas', 'verification_codes'],
  async up(db, dialect) {
    await createTable(db, 'sessions', {
      token_hash: col.textKey,
      user_id: col.ref('users'),
      company_id: col.ref('companies'),
      login_type: col.integer,
      created_at: col.text,
      expires_at: col.text,
      revoked_at: col.nullText,
    }).execute()
    await db.schema.createIndex('sessions_user').on('sessions').columns(['user_id']).execute()

    await createTable(db, 'login_failures', {
      user_name_key: col.textKey,
      failures: col.integer,
      last_failed_at: col.text,
    }).execute()

    await createTable(db, 'captchas', {
      id: col.textKey,
      user_name_key: col.text,
      code_hash: col.text,
      created_at: col.text,
      expires_at: col.text,
      used_at: col.nullText,
    }).execute()

    await createTableWithId(db, dialect, 'verification_codes', {
      purpose: col.text,
      target: col.text,
      user_id: col.nullRef('users'),
      company_id: col.nullRef('companies'),
      code_hash: col.text,
      day: col.text,
      created_at: col.text,
      expires_at: col.text,
      attempts: col.integer,
      consumed_at: col.nullText,
    }).execute()
    await db.schema.createIndex('verification_codes_target').on('verification_codes').columns(['purpose', 'target', 'day']).execute()
    await db.schema.createIndex('verification_codes_user').on('verification_codes').columns(['purpose', 'user_id', 'day']).execute()
  },
}
