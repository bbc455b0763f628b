/** Reference data (currencies, phone country codes), ads, notices and client telemetry. */
import { col, createTable, createTableWithId, type DialectMigration } from './helpers'

export const migration: DialectMigration = {
  nonTenantTables: ['currencies', 'mobile_country_codes', 'notices', 'client_error_logs', 'usage_events'],
  async up(db, dialect) {
    await createTable(db, 'currencies', {
      type: col.of('integer', (c) => c.primaryKey()),
      code: col.uniqueText,
      symbol: col.text,
      name_json: col.text,
      sort: col.integer,
    }).execute()

    await createTable(db, 'mobile_country_codes', {
      iso: col.textKey,
      dial_code: col.text,
      name_cn: col.text,
      name_tc: col.text,
      name_en: col.text,
      name_jp: col.text,
      sort: col.integer,
    }).execute()

    await createTableWithId(db, dialect, 'ads', {
      company_id: col.company,
      title_json: col.text,
      image_path: col.text,
      link_url: col.text,
      position: col.integer,
      sort: col.integer,
      status: col.integer,
      seed_key: col.of('text', (c) => c.unique()),
    }).execute()
    await db.schema.createIndex('ads_company').on('ads').columns(['company_id', 'position']).execute()

    await createTableWithId(db, dialect, 'notices', {
      company_id: col.nullRef('companies'),
      title_json: col.text,
      content_json: col.text,
      publish_at: col.text,
      is_top: col.integer,
      status: col.integer,
      seed_key: col.of('text', (c) => c.unique()),
    }).execute()
    await db.schema.createIndex('notices_company').on('notices').columns(['company_id', 'publish_at']).execute()

    await createTableWithId(db, dialect, 'client_error_logs', {
      company_id: col.nullInteger,
      user_id: col.nullInteger,
      appid: col.text,
      level: col.integer,
      title: col.text,
      message: col.text,
      client_time: col.text,
      page_url: col.text,
      device_info: col.text,
      request_source: col.text,
      created_at: col.text,
    }).execute()

    await createTableWithId(db, dialect, 'usage_events', {
      company_id: col.nullInteger,
      user_id: col.nullInteger,
      u: col.text,
      c: col.text,
      dt: col.text,
      ed: col.text,
      et: col.integer,
      fp: col.text,
      tp: col.text,
      created_at: col.text,
    }).execute()
  },
}
