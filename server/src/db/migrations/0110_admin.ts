/**
 * Company administration's core tables: rank_rules (breach action per rank and product, and the
 * generic standards of products without a module yet; kernel/ranks) and user_scopes (a person's
 * own booking and view scope over their roles'; services/power.ts). Both feed cached reads, so
 * their writes raise the cache generation (db/generation.ts). The admin module's own tables are
 * in modules/admin/migration.ts and run in the same migration (db/migrations/index.ts).
 */
import { unwatchTable, watchTable } from '../generation'
import { col, columns, createTable, createTableWithId, dropTables, type DialectMigration } from './helpers'

export const migration: DialectMigration = {
  async up(db, dialect) {
    await createTableWithId(db, dialect, 'rank_rules', {
      company_id: col.company,
      rank_id: col.ref('ranks'),
      ...columns(col.text, 'product', 'breach'),
      policy_json: col.nullText,
      updated_at: col.text,
    })
      .addUniqueConstraint('rank_rules_rank_product', ['company_id', 'rank_id', 'product'])
      .execute()
    await createTable(db, 'user_scopes', {
      company_id: col.company,
      user_id: col.of('integer', (c) => c.primaryKey().references('users.id')),
      ...columns(col.nullText, 'booking_json', 'view_json'),
      updated_at: col.text,
    }).execute()
    await watchTable(db, dialect, 'rank_rules')
    await watchTable(db, dialect, 'user_scopes')
  },
  async down(db, dialect) {
    await unwatchTable(db, dialect, 'user_scopes')
    await unwatchTable(db, dialect, 'rank_rules')
    await dropTables(db, ['user_scopes', 'rank_rules'])
  },
}
