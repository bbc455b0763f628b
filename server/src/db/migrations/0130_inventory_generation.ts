/**
 * The inventory generation (db/generation.ts): writes to the seats, rooms and tickets left raise
 * it, so a search answer kept whole (http/answer-cache.ts) is dropped by a booking, a refund or a
 * release on any server instance, in the writing transaction.
 */
import { createInventoryGeneration, dropInventoryGeneration, unwatchTable, watchTable } from '../generation'
import type { DialectMigration } from './helpers'

const INVENTORY_TABLES = ['flight_seats', 'hotel_allotments', 'train_inventory']

export const migration: DialectMigration = {
  async up(db, dialect) {
    await createInventoryGeneration(db, dialect)
    for (const t of INVENTORY_TABLES) await watchTable(db, dialect, t, undefined, 'inventory')
  },
  async down(db, dialect) {
    for (const t of INVENTORY_TABLES) await unwatchTable(db, dialect, t)
    await dropInventoryGeneration(db, dialect)
  },
}
