/**
 * Orders keep the fingerprint of the request that made them (kernel/orders/fingerprint.ts), so a
 * reused request id with other contents is refused. Rows made before have none and replay as
 * they did.
 */
import type { DialectMigration } from './helpers'

export const migration: DialectMigration = {
  async up(db) {
    await db.schema.alterTable('orders').addColumn('request_hash', 'text').execute()
  },
  async down(db) {
    await db.schema.alterTable('orders').dropColumn('request_hash').execute()
  },
}
