/**
 * Per-client limits counted in the database every server instance shares
 * (services/client-limits.ts): one row per counter and window.
 */
import { col, columns, createKeyedTable, dropTables, type DialectMigration } from './helpers'

export const migration: DialectMigration = {
  nonTenantTables: ['client_limits'],
  async up(db) {
    await createKeyedTable(db, 'client_limits', ['limit_key', 'window_start'], {
      ...columns(col.text, 'limit_key', 'window_start'),
      hits: col.integer,
      expires_at: col.text,
    })
    await db.schema.createIndex('client_limits_expiry').on('client_limits').column('expires_at').execute()
  },
  async down(db) {
    await dropTables(db, ['client_limits'])
  },
}
