/** Reference data (currencies, phone country codes), ads, notices and client telemetry. */
import { col, columns, createTable, createTableWithId, type DialectMigration } from './helpers'

export const migration: DialectMigration = {
  nonTenantTables: ['currencies', 'mobile_country_codes', 'notices', 'client_error_logs', 'usage_events'],
  async up(db, dialect) {
    await createTable(db, 'currencies', {
      type: col.of('integer', (c) => c.primaryKey()),
      code: col.uniqueText,
      ...columns(col.text, 'symbol', 'name_json'),
      sort: col.integer,
    }).execute()

    await createTable(db, 'mobile_country_codes', {
      iso: col.textKey,
      ...columns(col.text, 'dial_code', 'name_cn', 'name_tc', 'name_en', 'name_jp'),
      sort: col.integer,
    }).execute()

    await createTableWithId(db, dialect, 'ads', {
      company_id: col.company,
      ...columns(col.text, 'title_json', 'image_path', 'link_url'),
      ...columns(col.integer, 'position', 'sort', 'status'),
      seed_key: col.of('text', (c) => c.unique()),
    }).execute()
    await db.schema.createIndex('ads_company').on('ads').columns(['company_id', 'position']).execute()

    await createTableWithId(db, dialect, 'notices', {
      company_id: col.nullRef('companies'),
      ...columns(col.text, 'title_json', 'content_json', 'publish_at'),
      ...columns(col.integer, 'is_top', 'status'),
      seed_key: col.of('text', (c) => c.unique()),
    }).execute()
    await db.schema.createIndex('notices_company').on('notices').columns(['company_id', 'publish_at']).execute()

    await createTableWithId(db, dialect, 'client_error_logs', {
      ...columns(col.nullInteger, 'company_id', 'user_id'),
      appid: col.text,
      level: col.integer,
      ...columns(col.text, 'title', 'message', 'client_time', 'page_url', 'device_info', 'request_source', 'created_at'),
    }).execute()

    await createTableWithId(db, dialect, 'usage_events', {
      ...columns(col.nullInteger, 'company_id', 'user_id'),
      ...columns(col.text, 'u', 'c', 'dt', 'ed'),
      et: col.integer,
      ...columns(col.text, 'fp', 'tp', 'created_at'),
    }).execute()
  },
}
