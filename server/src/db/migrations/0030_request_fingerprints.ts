/**
 * Orders keep the fingerprint of the request that made them (kernel/orders/fingerprint.ts), so a
 * reused request id with other contents is refused. Rows made before have none and replay as
 * they did.
 */
import { addColumns, col, dropColumns, type DialectMigration } from './helpers'

export const migration: DialectMigration = {
  async up(db) {
    await addColumns(db, 'orders', { request_hash: col.nullText })
  },
  async down(db) {
    await dropColumns(db, 'orders', ['request_hash'])
  },
}
