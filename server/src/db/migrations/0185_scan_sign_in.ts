/** Scan to sign in (services/scan-sign-in): the codes browsers asked for, until they expire. */
import { col, columns, createTableWithId, dropTables, type DialectMigration } from './helpers'

export const migration: DialectMigration = {
  nonTenantTables: ['scan_sign_ins'],
  async up(db, dialect) {
    await createTableWithId(db, dialect, 'scan_sign_ins', {
      code_hash: col.uniqueText,
      ...columns(col.text, 'secret_hash', 'status', 'created_at', 'expires_at', 'user_agent', 'ip', 'time_zone'),
      ...columns(col.nullInteger, 'user_id', 'company_id', 'login_type'),
      decided_at: col.nullText,
    }).execute()
    await db.schema.createIndex('scan_sign_ins_expiry').on('scan_sign_ins').column('expires_at').execute()
  },
  async down(db) {
    await dropTables(db, ['scan_sign_ins'])
  },
}
