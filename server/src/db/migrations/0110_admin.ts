/**
 * Company administration's core tables: rank_rules (breach action per rank and product, and the
 * generic standards of products without a module yet; kernel/ranks) and user_scopes (a person's
 * own booking and view scope over their roles'; services/power.ts). Both feed cached reads, so
 * their writes raise the cache generation (db/generation.ts). The admin module's own tables are
 * in modules/admin/migration.ts and run in the same migration (db/migrations/index.ts).
 */
import { unwatchTable, watchTable } from '../generation'
import type { DialectMigration } from './helpers'
import { addId, companyRef, notNull } from './helpers'

export const migration: DialectMigration = {
  async up(db, dialect) {
    await addId(db.schema.createTable('rank_rules'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('rank_id', 'integer', (c) => c.notNull().references('ranks.id'))
      .addColumn('product', 'text', notNull)
      .addColumn('breach', 'text', notNull)
      .addColumn('policy_json', 'text')
      .addColumn('updated_at', 'text', notNull)
      .addUniqueConstraint('rank_rules_rank_product', ['company_id', 'rank_id', 'product'])
      .execute()
    await db.schema
      .createTable('user_scopes')
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
      .addColumn('booking_json', 'text')
      .addColumn('view_json', 'text')
      .addColumn('updated_at', 'text', notNull)
      .execute()
    await watchTable(db, dialect, 'rank_rules')
    await watchTable(db, dialect, 'user_scopes')
  },
  async down(db, dialect) {
    await unwatchTable(db, dialect, 'user_scopes')
    await unwatchTable(db, dialect, 'rank_rules')
    await db.schema.dropTable('user_scopes').ifExists().execute()
    await db.schema.dropTable('rank_rules').ifExists().execute()
  },
}
