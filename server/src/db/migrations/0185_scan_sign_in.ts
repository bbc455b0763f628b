/** Scan to sign in (services/scan-sign-in): the codes browsers asked for, until they expire. */
import { col, createTableWithId, dropTables, type DialectMigration } from './helpers'

export const migration: DialectMigration = {
  nonTenantTables: ['scan_sign_ins'],
  async up(db, dialect) {
    await createTableWithId(db, dialect, 'scan_sign_ins', {
      code_hash: col.uniqueText,
      secret_hash: col.text,
      status: col.text,
      created_at: col.text,
      expires_at: col.text,
      user_agent: col.text,
      ip: col.text,
      time_zone: col.text,
      user_id: col.nullInteger,
      company_id: col.nullInteger,
      login_type: col.nullInteger,
      decided_at: col.nullText,
    }).execute()
    await db.schema.createIndex('scan_sign_ins_expiry').on('scan_sign_ins').column('expires_at').execute()
  },
  async down(db) {
    await dropTables(db, ['scan_sign_ins'])
  },
}
