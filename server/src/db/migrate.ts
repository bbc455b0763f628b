/** Runs pending migrations; called at every start and by every test before seeding. */
import { Migrator, type Migration } from 'kysely'
import type { DbHandle } from './connect'
import { MIGRATIONS } from './migrations'

export async function migrateToLatest(handle: DbHandle): Promise<string[]> {
  const migrations: Record<string, Migration> = {}
  for (const [name, m] of Object.entries(MIGRATIONS)) {
    migrations[name] = {
      up: (db) => m.up(db, handle.dialect),
      ...(m.down ? { down: (db) => m.down!(db, handle.dialect) } : {}),
    }
  }
  const migrator = new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => migrations },
    // Kysely looks the table up across all schemas; pin it so parallel test schemas do not collide.
    ...(handle.pgSchema ? { migrationTableSchema: handle.pgSchema } : {}),
  })
  const { error, results } = await migrator.migrateToLatest()
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')
    throw new Error(`migration ${failed?.migrationName ?? '?'} failed: ${error instanceof Error ? error.message : String(error)}`)
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}
