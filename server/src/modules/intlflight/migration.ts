/**
 * The international flight module's tables (types: tables.ts), migration 0100_intl_flights. The
 * rank standards are kept in memory by the search, so writes to them raise the cache generation.
 */
import { sql } from 'kysely'
import { unwatchTable, watchTable } from '../../db/generation'
import type { DialectMigration } from '../../db/migrations/helpers'
import { addId, companyRef, notNull } from '../../db/migrations/helpers'

export const migration: DialectMigration = {
  // The airlines' seats are sold to every company alike: they belong to no company.
  nonTenantTables: ['intlflight_inventory'],
  async up(db, dialect) {
    await db.schema
      .createTable('intlflight_inventory')
      .addColumn('flight_no', 'text', notNull)
      .addColumn('dep_date', 'text', notNull)
      .addColumn('cabin', 'text', notNull)
      .addColumn('seats_left', 'integer', notNull)
      .addColumn('initial_seats', 'integer', notNull)
      .addColumn('updated_at', 'text', notNull)
      .addPrimaryKeyConstraint('intlflight_inventory_pk', ['flight_no', 'dep_date', 'cabin'])
      // An oversold cabin is refused by the database itself.
      .addCheckConstraint('intlflight_inventory_not_negative', sql`seats_left >= 0`)
      .execute()

    await addId(db.schema.createTable('intlflight_rank_policies'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('rank_id', 'integer', (c) => c.notNull().references('ranks.id'))
      .addColumn('business_min_minutes', 'integer')
      .addColumn('advance_days', 'integer')
      .addColumn('lowest_price_pct', 'integer')
      .addColumn('updated_at', 'text', notNull)
      .addUniqueConstraint('intlflight_rank_policies_rank', ['company_id', 'rank_id'])
      .execute()
    await watchTable(db, dialect, 'intlflight_rank_policies')

    await addId(db.schema.createTable('intlflight_segments'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
      .addColumn('leg_no', 'integer', notNull)
      .addColumn('seg_no', 'integer', notNull)
      .addColumn('flight_no', 'text', notNull)
      .addColumn('dep_date', 'text', notNull)
      .addColumn('cabin', 'text', notNull)
      .addColumn('family', 'text', notNull)
      .addColumn('depart_at', 'text', notNull)
      .addColumn('arrive_at', 'text', notNull)
      .addColumn('seat_state', 'text', notNull)
      .execute()
    await db.schema.createIndex('intlflight_segments_order').on('intlflight_segments').columns(['order_id']).execute()

    await addId(db.schema.createTable('intlflight_tickets'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
      .addColumn('passenger_id', 'integer', (c) => c.notNull().references('order_passengers.id'))
      .addColumn('status', 'text', notNull)
      .addColumn('ticket_no', 'text', notNull)
      .addColumn('price', 'integer', notNull)
      .addColumn('taxes', 'integer', notNull)
      .addColumn('company_amount', 'integer', notNull)
      .addColumn('personal_amount', 'integer', notNull)
      .addColumn('doc_type', 'text', notNull)
      .addColumn('doc_no', 'text', notNull)
      .addColumn('doc_country', 'text', notNull)
      .addColumn('doc_expiry', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .execute()
    await db.schema.createIndex('intlflight_tickets_order').on('intlflight_tickets').columns(['order_id']).execute()

    await addId(db.schema.createTable('intlflight_inquiries'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('sheet_no', 'text', notNull)
      .addColumn('client_request_id', 'text', notNull)
      .addColumn('asker_user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('asker_person_id', 'integer', (c) => c.notNull().references('persons.id'))
      .addColumn('state', 'text', notNull)
      .addColumn('trip_type', 'text', notNull)
      .addColumn('legs_json', 'text', notNull)
      .addColumn('cabin', 'text', notNull)
      .addColumn('passenger_ids_json', 'text', notNull)
      .addColumn('traveller_count', 'integer', notNull)
      .addColumn('notes', 'text', notNull)
      .addColumn('reply', 'text', notNull)
      .addColumn('options_json', 'text', notNull)
      .addColumn('answered_by_user_id', 'integer')
      .addColumn('answered_at', 'text')
      .addColumn('expires_at', 'text', notNull)
      .addColumn('order_no', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .addUniqueConstraint('intlflight_inquiries_no', ['company_id', 'sheet_no'])
      .addUniqueConstraint('intlflight_inquiries_request', ['company_id', 'asker_user_id', 'client_request_id'])
      .execute()
    await db.schema.createIndex('intlflight_inquiries_state').on('intlflight_inquiries').columns(['company_id', 'state', 'expires_at']).execute()
  },

  async down(db, dialect) {
    await unwatchTable(db, dialect, 'intlflight_rank_policies')
    for (const t of ['intlflight_inquiries', 'intlflight_tickets', 'intlflight_segments', 'intlflight_rank_policies', 'intlflight_inventory'])
      await db.schema.dropTable(t).ifExists().execute()
  },
}
