/**
 * A person's own small values kept by the server (cache/get, cache/set: services/personal/cache.ts),
 * one row per account and key. Types: services/personal/tables.ts.
 */
import { col, columns, createKeyedTable, dropTables, type DialectMigration } from './helpers'

export const migration: DialectMigration = {
  async up(db) {
    await createKeyedTable(db, 'user_cache', ['user_id', 'cache_key'], {
      company_id: col.company,
      user_id: col.ref('users'),
      ...columns(col.text, 'cache_key', 'value', 'updated_at'),
    })
  },
  async down(db) {
    await dropTables(db, ['user_cache'])
  },
}
