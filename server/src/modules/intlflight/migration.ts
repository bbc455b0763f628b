/**
 * The international flight module's tables (types: tables.ts), migration 0100_intl_flights. The
 * rank standards are kept in memory by the search, so writes to them raise the cache generation.
 */
import { unwatchTable, watchTable } from '../../db/generation'
import {
  col,
  createTableWithId,
  createOrderRowsTable,
  createStockTable,
  createRankPolicyTable,
  dropTables,
  type DialectMigration,
} from '../../db/migrations/helpers'

export const migration: DialectMigration = {
  // The airlines' seats are sold to every company alike: they belong to no company.
  nonTenantTables: ['intlflight_inventory'],
  async up(db, dialect) {
    await createStockTable(db, 'intlflight_inventory', { flight_no: col.text, dep_date: col.text, cabin: col.text }, 'seats_left', {
      seats_left: col.integer,
      initial_seats: col.integer,
    })

    await createRankPolicyTable(db, dialect, 'intlflight_rank_policies', {
      business_min_minutes: col.nullInteger,
      advance_days: col.nullInteger,
      lowest_price_pct: col.nullInteger,
    })
    await watchTable(db, dialect, 'intlflight_rank_policies')

    await createOrderRowsTable(db, dialect, 'intlflight_segments', {
      leg_no: col.integer,
      seg_no: col.integer,
      flight_no: col.text,
      dep_date: col.text,
      cabin: col.text,
      family: col.text,
      depart_at: col.text,
      arrive_at: col.text,
      seat_state: col.text,
    })

    await createOrderRowsTable(db, dialect, 'intlflight_tickets', {
      passenger_id: col.ref('order_passengers'),
      status: col.text,
      ticket_no: col.text,
      price: col.integer,
      taxes: col.integer,
      company_amount: col.integer,
      personal_amount: col.integer,
      doc_type: col.text,
      doc_no: col.text,
      doc_country: col.text,
      doc_expiry: col.text,
      updated_at: col.text,
    })

    await createTableWithId(db, dialect, 'intlflight_inquiries', {
      company_id: col.company,
      sheet_no: col.text,
      client_request_id: col.text,
      asker_user_id: col.ref('users'),
      asker_person_id: col.ref('persons'),
      state: col.text,
      trip_type: col.text,
      legs_json: col.text,
      cabin: col.text,
      passenger_ids_json: col.text,
      traveller_count: col.integer,
      notes: col.text,
      reply: col.text,
      options_json: col.text,
      answered_by_user_id: col.nullInteger,
      answered_at: col.nullText,
      expires_at: col.text,
      order_no: col.text,
      created_at: col.text,
      updated_at: col.text,
    })
      .addUniqueConstraint('intlflight_inquiries_no', ['company_id', 'sheet_no'])
      .addUniqueConstraint('intlflight_inquiries_request', ['company_id', 'asker_user_id', 'client_request_id'])
      .execute()
    await db.schema.createIndex('intlflight_inquiries_state').on('intlflight_inquiries').columns(['company_id', 'state', 'expires_at']).execute()
  },

  async down(db, dialect) {
    await unwatchTable(db, dialect, 'intlflight_rank_policies')
    await dropTables(db, ['intlflight_inquiries', 'intlflight_tickets', 'intlflight_segments', 'intlflight_rank_policies', 'intlflight_inventory'])
  },
}
