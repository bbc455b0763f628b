/** The WeChat subscribe channel's tables (tables.ts). */
import { col, columns, createTableWithId, dropTables, type DialectMigration } from '../../db/migrations/helpers'

export const migration: DialectMigration = {
  async up(db, dialect) {
    await createTableWithId(db, dialect, 'wechat_subscriptions', {
      company_id: col.company,
      person_id: col.integer,
      ...columns(col.text, 'template_id', 'openid'),
      remaining: col.integer,
      updated_at: col.text,
    }).execute()
    await db.schema.createIndex('wechat_subscriptions_once').unique().on('wechat_subscriptions').columns(['company_id', 'person_id', 'template_id']).execute()
    await createTableWithId(db, dialect, 'wechat_outbox', {
      company_id: col.company,
      person_id: col.integer,
      ...columns(col.text, 'openid', 'template_id', 'page', 'data_json', 'state', 'error', 'created_at'),
      sent_at: col.nullText,
    }).execute()
    await db.schema.createIndex('wechat_outbox_state').on('wechat_outbox').columns(['state', 'id']).execute()
  },
  down: (db) => dropTables(db, ['wechat_outbox', 'wechat_subscriptions']),
}
