/**
 * The cache generation (db/generation.ts) and the triggers that raise it on the tables the hot
 * paths keep in memory: sessions (revoked or removed; a new one is read when first seen), users,
 * roles and who holds them, persons, departments, ranks, the company's settings and the rank
 * standards of flights and hotels. A product module added later watches its own standards in its
 * migration.
 */
import { createGeneration, dropGeneration, unwatchTable, watchTable } from '../generation'
import type { DialectMigration } from './helpers'

const WATCHED = ['users', 'roles', 'user_roles', 'persons', 'departments', 'ranks', 'company_settings', 'flight_rank_policies', 'hotel_rank_policies']

export const migration: DialectMigration = {
  nonTenantTables: ['cache_generation'],
  async up(db, dialect) {
    await createGeneration(db, dialect)
    await watchTable(db, dialect, 'sessions', ['update', 'delete'])
    for (const t of WATCHED) await watchTable(db, dialect, t)
  },
  async down(db, dialect) {
    await unwatchTable(db, dialect, 'sessions', ['update', 'delete'])
    for (const t of WATCHED) await unwatchTable(db, dialect, t)
    await dropGeneration(db, dialect)
  },
}
