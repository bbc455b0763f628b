/** Reference data (currencies, phone country codes), ads, notices and client telemetry. */
import type { DialectMigration } from './helpers'
import { addId, companyRef, notNull } from './helpers'

export const migration: DialectMigration = {
  nonTenantTables: ['currencies', 'mobile_country_codes', 'notices', 'client_error_logs', 'usage_events'],
  async up(db, dialect) {
    await db.schema
      .createTable('currencies')
      .addColumn('type', 'integer', (c) => c.primaryKey())
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('symbol', 'text', notNull)
      .addColumn('name_json', 'text', notNull)
      .addColumn('sort', 'integer', notNull)
      .execute()

    await db.schema
      .createTable('mobile_country_codes')
      .addColumn('iso', 'text', (c) => c.primaryKey())
      .addColumn('dial_code', 'text', notNull)
      .addColumn('name_cn', 'text', notNull)
      .addColumn('name_tc', 'text', notNull)
      .addColumn('name_en', 'text', notNull)
      .addColumn('name_jp', 'text', notNull)
      .addColumn('sort', 'integer', notNull)
      .execute()

    await addId(db.schema.createTable('ads'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('title_json', 'text', notNull)
      .addColumn('image_path', 'text', notNull)
      .addColumn('link_url', 'text', notNull)
      .addColumn('position', 'integer', notNull)
      .addColumn('sort', 'integer', notNull)
      .addColumn('status', 'integer', notNull)
      .addColumn('seed_key', 'text', (c) => c.unique())
      .execute()
    await db.schema.createIndex('ads_company').on('ads').columns(['company_id', 'position']).execute()

    await addId(db.schema.createTable('notices'), dialect)
      .addColumn('company_id', 'integer', (c) => c.references('companies.id'))
      .addColumn('title_json', 'text', notNull)
      .addColumn('content_json', 'text', notNull)
      .addColumn('publish_at', 'text', notNull)
      .addColumn('is_top', 'integer', notNull)
      .addColumn('status', 'integer', notNull)
      .addColumn('seed_key', 'text', (c) => c.unique())
      .execute()
    await db.schema.createIndex('notices_company').on('notices').columns(['company_id', 'publish_at']).execute()

    await addId(db.schema.createTable('client_error_logs'), dialect)
      .addColumn('company_id', 'integer')
      .addColumn('user_id', 'integer')
      .addColumn('appid', 'text', notNull)
      .addColumn('level', 'integer', notNull)
      .addColumn('title', 'text', notNull)
      .addColumn('message', 'text', notNull)
      .addColumn('client_time', 'text', notNull)
      .addColumn('page_url', 'text', notNull)
      .addColumn('device_info', 'text', notNull)
      .addColumn('request_source', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .execute()

    await addId(db.schema.createTable('usage_events'), dialect)
      .addColumn('company_id', 'integer')
      .addColumn('user_id', 'integer')
      .addColumn('u', 'text', notNull)
      .addColumn('c', 'text', notNull)
      .addColumn('dt', 'text', notNull)
      .addColumn('ed', 'text', notNull)
      .addColumn('et', 'integer', notNull)
      .addColumn('fp', 'text', notNull)
      .addColumn('tp', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .execute()
  },
}
