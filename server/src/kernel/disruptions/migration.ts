/** The disruption assistant's tables (tables.ts). */
import { col, createTableWithId, dropTables, type DialectMigration } from '../../db/migrations/helpers'

export const migration: DialectMigration = {
  nonTenantTables: ['ops_events', 'ops_watch'],
  async up(db, dialect) {
    await createTableWithId(db, dialect, 'ops_events', {
      product: col.text,
      service_no: col.text,
      dep_date: col.text,
      kind: col.text,
      delay_minutes: col.integer,
      gate: col.text,
      terminal: col.text,
      diverted_to: col.text,
      source: col.text,
      dedupe_key: col.uniqueText,
      by_company_id: col.nullInteger,
      by_person_id: col.nullInteger,
      created_at: col.text,
      applied_at: col.nullText,
      affected: col.integer,
    }).execute()
    await db.schema.createIndex('ops_events_service').on('ops_events').columns(['product', 'service_no', 'dep_date']).execute()
    await createTableWithId(db, dialect, 'ops_watch', {
      product: col.text,
      service_no: col.text,
      dep_date: col.text,
      state: col.text,
      next_at: col.text,
      lease_owner: col.nullText,
      lease_until: col.nullText,
    }).execute()
    await db.schema.createIndex('ops_watch_service').unique().on('ops_watch').columns(['product', 'service_no', 'dep_date']).execute()
    await db.schema.createIndex('ops_watch_due').on('ops_watch').columns(['next_at']).execute()
    await createTableWithId(db, dialect, 'disruptions', {
      company_id: col.company,
      person_id: col.integer,
      order_id: col.ref('orders'),
      order_no: col.text,
      product: col.text,
      service_no: col.text,
      dep_date: col.text,
      event_id: col.ref('ops_events'),
      kind: col.text,
      delay_minutes: col.integer,
      gate: col.text,
      terminal: col.text,
      diverted_to: col.text,
      involuntary: col.integer,
      state: col.text,
      paid: col.integer,
      new_order_no: col.text,
      rebook_request_id: col.nullText,
      moved_json: col.text,
      created_at: col.text,
      resolved_at: col.nullText,
    }).execute()
    await db.schema.createIndex('disruptions_once').unique().on('disruptions').columns(['event_id', 'order_id', 'person_id']).execute()
    await db.schema.createIndex('disruptions_person').on('disruptions').columns(['company_id', 'person_id', 'state']).execute()
  },
  down: (db) => dropTables(db, ['disruptions', 'ops_watch', 'ops_events']),
}
