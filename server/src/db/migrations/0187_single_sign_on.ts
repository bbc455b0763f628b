/**
 * Company single sign-on (docs/sign-in.md): `company_sso`, one OpenID provider per company, and
 * `sso_logins`, the round trips under way (state, nonce, PKCE verifier). Types: services/sso/tables.ts.
 */
import { col, createTable, createPerCompanyTable, dropTables, type DialectMigration } from './helpers'

export const migration: DialectMigration = {
  async up(db) {
    await createPerCompanyTable(db, 'company_sso', {
      enabled: col.integer,
      issuer: col.text,
      client_id: col.text,
      client_secret: col.text,
      domains: col.text,
    })
    await createTable(db, 'sso_logins', {
      state: col.textKey,
      company_id: col.company,
      nonce: col.text,
      code_verifier: col.text,
      redirect_uri: col.text,
      land: col.text,
      expires_at: col.text,
      used_at: col.nullText,
    }).execute()
  },
  async down(db) {
    await dropTables(db, ['sso_logins', 'company_sso'])
  },
}
