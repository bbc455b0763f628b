/**
 * Office-automation and WeChat sign-in (docs/sign-in.md): `company_oa`, one OA configuration per
 * company, and `oa_nonces`, the used tickets' nonces (types: services/oa/tables.ts);
 * `wechat_oauth_bindings`, openid to account, and `wechat_oauth_tickets`, an unbound openid kept
 * for binding (types: services/wechat-oauth/tables.ts).
 */
import { col, columns, createTable, createPerCompanyTable, createKeyedTable, dropTables, type DialectMigration } from './helpers'

export const migration: DialectMigration = {
  async up(db) {
    await createPerCompanyTable(db, 'company_oa', {
      enabled: col.integer,
      ...columns(col.text, 'oa_name', 'secret'),
      clock_skew_seconds: col.integer,
    })
    await createKeyedTable(db, 'oa_nonces', ['company_id', 'nonce'], {
      company_id: col.company,
      ...columns(col.text, 'nonce', 'expires_at'),
    })
    await createTable(db, 'wechat_oauth_bindings', {
      openid: col.textKey,
      company_id: col.company,
      user_id: col.integer,
      created_at: col.text,
    }).execute()
    await createTable(db, 'wechat_oauth_tickets', {
      ticket: col.textKey,
      ...columns(col.text, 'openid', 'expires_at'),
      used_at: col.nullText,
    }).execute()
  },
  // An unbound openid belongs to nobody yet: the person signs in (to some company) to bind it.
  nonTenantTables: ['wechat_oauth_tickets'],
  down: (db) => dropTables(db, ['wechat_oauth_tickets', 'wechat_oauth_bindings', 'oa_nonces', 'company_oa']),
}
