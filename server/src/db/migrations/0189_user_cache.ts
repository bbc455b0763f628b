/**
 * A person's own small values kept by the server (cache/get, cache/set: services/personal/cache.ts),
 * one row per account and key. Types: services/personal/tables.ts.
 */
import { col, createTable, type DialectMigration } from './helpers'

export const migration: DialectMigration = {
  async up(db) {
    await createTable(db, 'user_cache', {
      company_id: col.company,
      user_id: col.ref('users'),
      cache_key: col.text,
      value: col.text,
      updated_at: col.text,
    })
      .addPrimaryKeyConstraint('user_cache_pk', ['user_id', 'cache_key'])
      .execute()
  },
  async down(db) {
    await db.schema.dropTable('user_cache').ifExists().execute()
  },
}
