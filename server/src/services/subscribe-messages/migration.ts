/** The WeChat subscribe channel's tables (tables.ts). */
import { col, createTableWithId, dropTables, type DialectMigration } from '../../db/migrations/helpers'

export const migration: DialectMigration = {
  async up(db, dialect) {
    await createTableWithId(db, dialect, 'wechat_subscriptions', {
      company_id: col.company,
      person_id: col.integer,
      template_id: col.text,
      openid: col.text,
      remaining: col.integer,
      updated_at: col.text,
    }).execute()
    await db.schema.createIndex('wechat_subscriptions_once').unique().on('wechat_subscriptions').columns(['company_id', 'person_id', 'template_id']).execute()
    await createTableWithId(db, dialect, 'wechat_outbox', {
      company_id: col.company,
      person_id: col.integer,
      openid: col.text,
      template_id: col.text,
      page: col.text,
      data_json: col.text,
      state: col.text,
      error: col.text,
      created_at: col.text,
      sent_at: col.nullText,
    }).execute()
    await db.schema.createIndex('wechat_outbox_state').on('wechat_outbox').columns(['state', 'id']).execute()
  },
  down: (db) => dropTables(db, ['wechat_outbox', 'wechat_subscriptions']),
}
