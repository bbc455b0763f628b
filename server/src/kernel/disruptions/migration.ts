/** The disruption assistant's tables (tables.ts). */
import { col, columns, createTableWithId, dropTables, type DialectMigration } from '../../db/migrations/helpers'

export const migration: DialectMigration = {
  nonTenantTables: ['ops_events', 'ops_watch'],
  async up(db, dialect) {
    await createTableWithId(db, dialect, 'ops_events', {
      ...columns(col.text, 'product', 'service_no', 'dep_date', 'kind'),
      delay_minutes: col.integer,
      ...columns(col.text, 'gate', 'terminal', 'diverted_to', 'source'),
      dedupe_key: col.uniqueText,
      ...columns(col.nullInteger, 'by_company_id', 'by_person_id'),
      created_at: col.text,
      applied_at: col.nullText,
      affected: col.integer,
    }).execute()
    await db.schema.createIndex('ops_events_service').on('ops_events').columns(['product', 'service_no', 'dep_date']).execute()
    await createTableWithId(db, dialect, 'ops_watch', {
      ...columns(col.text, 'product', 'service_no', 'dep_date', 'state', 'next_at'),
      ...columns(col.nullText, 'lease_owner', 'lease_until'),
    }).execute()
    await db.schema.createIndex('ops_watch_service').unique().on('ops_watch').columns(['product', 'service_no', 'dep_date']).execute()
    await db.schema.createIndex('ops_watch_due').on('ops_watch').columns(['next_at']).execute()
    await createTableWithId(db, dialect, 'disruptions', {
      company_id: col.company,
      person_id: col.integer,
      order_id: col.ref('orders'),
      ...columns(col.text, 'order_no', 'product', 'service_no', 'dep_date'),
      event_id: col.ref('ops_events'),
      kind: col.text,
      delay_minutes: col.integer,
      ...columns(col.text, 'gate', 'terminal', 'diverted_to'),
      involuntary: col.integer,
      state: col.text,
      paid: col.integer,
      new_order_no: col.text,
      rebook_request_id: col.nullText,
      ...columns(col.text, 'moved_json', 'created_at'),
      resolved_at: col.nullText,
    }).execute()
    await db.schema.createIndex('disruptions_once').unique().on('disruptions').columns(['event_id', 'order_id', 'person_id']).execute()
    await db.schema.createIndex('disruptions_person').on('disruptions').columns(['company_id', 'person_id', 'state']).execute()
  },
  down: (db) => dropTables(db, ['disruptions', 'ops_watch', 'ops_events']),
}
