/** Sessions, failed-login counters, image captchas and one-time codes. */
import type { DialectMigration } from './helpers'
import { addId, notNull } from './helpers'

export const migration: DialectMigration = {
  nonTenantTables: ['login_failures', 'captchas', 'verification_codes'],
  async up(db, dialect) {
    await db.schema
      .createTable('sessions')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
      .addColumn('login_type', 'integer', notNull)
      .addColumn('created_at', 'text', notNull)
      .addColumn('expires_at', 'text', notNull)
      .addColumn('revoked_at', 'text')
      .execute()
    await db.schema.createIndex('sessions_user').on('sessions').columns(['user_id']).execute()

    await db.schema
      .createTable('login_failures')
      .addColumn('user_name_key', 'text', (c) => c.primaryKey())
      .addColumn('failures', 'integer', notNull)
      .addColumn('last_failed_at', 'text', notNull)
      .execute()

    await db.schema
      .createTable('captchas')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_name_key', 'text', notNull)
      .addColumn('code_hash', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .addColumn('expires_at', 'text', notNull)
      .addColumn('used_at', 'text')
      .execute()

    await addId(db.schema.createTable('verification_codes'), dialect)
      .addColumn('purpose', 'text', notNull)
      .addColumn('target', 'text', notNull)
      .addColumn('user_id', 'integer', (c) => c.references('users.id'))
      .addColumn('company_id', 'integer', (c) => c.references('companies.id'))
      .addColumn('code_hash', 'text', notNull)
      .addColumn('day', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .addColumn('expires_at', 'text', notNull)
      .addColumn('attempts', 'integer', notNull)
      .addColumn('consumed_at', 'text')
      .execute()
    await db.schema.createIndex('verification_codes_target').on('verification_codes').columns(['purpose', 'target', 'day']).execute()
    await db.schema.createIndex('verification_codes_user').on('verification_codes').columns(['purpose', 'user_id', 'day']).execute()
  },
}
