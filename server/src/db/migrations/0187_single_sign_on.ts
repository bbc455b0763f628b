/**
 * Company single sign-on (docs/sign-in.md): `company_sso`, one OpenID provider per company, and
 * `sso_logins`, the round trips under way (state, nonce, PKCE verifier). Types: services/sso/tables.ts.
 */
import { col, columns, createTable, createPerCompanyTable, dropTables, type DialectMigration } from './helpers'

export const migration: DialectMigration = {
  async up(db) {
    await createPerCompanyTable(db, 'company_sso', {
      enabled: col.integer,
      ...columns(col.text, 'issuer', 'client_id', 'client_secret', 'domains'),
    })
    await createTable(db, 'sso_logins', {
      state: col.textKey,
      company_id: col.company,
      ...columns(col.text, 'nonce', 'code_verifier', 'redirect_uri', 'land', 'expires_at'),
      used_at: col.nullText,
    }).execute()
  },
  async down(db) {
    await dropTables(db, ['sso_logins', 'company_sso'])
  },
}
