/** Sessions, failed-login counters, image captchas and one-time codes. */
import { col, columns, createTable, createTableWithId, type DialectMigration } from './helpers'

export const migration: DialectMigration = {
  nonTenantTables: ['login_failures', 'captchas', 'verification_codes'],
  async up(db, dialect) {
    await createTable(db, 'sessions', {
      token_hash: col.textKey,
      user_id: col.ref('users'),
      company_id: col.ref('companies'),
      login_type: col.integer,
      ...columns(col.text, 'created_at', 'expires_at'),
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
      ...columns(col.text, 'user_name_key', 'code_hash', 'created_at', 'expires_at'),
      used_at: col.nullText,
    }).execute()

    await createTableWithId(db, dialect, 'verification_codes', {
      ...columns(col.text, 'purpose', 'target'),
      user_id: col.nullRef('users'),
      company_id: col.nullRef('companies'),
      ...columns(col.text, 'code_hash', 'day', 'created_at', 'expires_at'),
      attempts: col.integer,
      consumed_at: col.nullText,
    }).execute()
    await db.schema.createIndex('verification_codes_target').on('verification_codes').columns(['purpose', 'target', 'day']).execute()
    await db.schema.createIndex('verification_codes_user').on('verification_codes').columns(['purpose', 'user_id', 'day']).execute()
  },
}
