/**
 * Every answer with money carries today's exchange rate (docs/money.md), read from memory under
 * the cache generation: writes to either rate table raise it (db/generation.ts).
 */
import { unwatchTable, watchTable } from '../generation'
import type { DialectMigration } from './helpers'

export const migration: DialectMigration = {
  async up(db, dialect) {
    await watchTable(db, dialect, 'exchange_rates')
    await watchTable(db, dialect, 'company_exchange_rates')
  },
  async down(db, dialect) {
    await unwatchTable(db, dialect, 'company_exchange_rates')
    await unwatchTable(db, dialect, 'exchange_rates')
  },
}
