/**
 * The international flight module's tables (types: tables.ts), migration 0100_intl_flights. The
 * rank standards are kept in memory by the search, so writes to them raise the cache generation.
 */
import { unwatchTable, watchTable } from '../../db/generation'
import {
  col,
  columns,
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
      ...columns(col.integer, 'seats_left', 'initial_seats'),
    })

    await createRankPolicyTable(db, dialect, 'intlflight_rank_policies', {
      ...columns(col.nullInteger, 'business_min_minutes', 'advance_days', 'lowest_price_pct'),
    })
    await watchTable(db, dialect, 'intlflight_rank_policies')

    await createOrderRowsTable(db, dialect, 'intlflight_segments', {
      ...columns(col.integer, 'leg_no', 'seg_no'),
      ...columns(col.text, 'flight_no', 'dep_date', 'cabin', 'family', 'depart_at', 'arrive_at', 'seat_state'),
    })

    await createOrderRowsTable(db, dialect, 'intlflight_tickets', {
      passenger_id: col.ref('order_passengers'),
      ...columns(col.text, 'status', 'ticket_no'),
      ...columns(col.integer, 'price', 'taxes', 'company_amount', 'personal_amount'),
      ...columns(col.text, 'doc_type', 'doc_no', 'doc_country', 'doc_expiry', 'updated_at'),
    })

    await createTableWithId(db, dialect, 'intlflight_inquiries', {
      company_id: col.company,
      ...columns(col.text, 'sheet_no', 'client_request_id'),
      asker_user_id: col.ref('users'),
      asker_person_id: col.ref('persons'),
      ...columns(col.text, 'state', 'trip_type', 'legs_json', 'cabin', 'passenger_ids_json'),
      traveller_count: col.integer,
      ...columns(col.text, 'notes', 'reply', 'options_json'),
      answered_by_user_id: col.nullInteger,
      answered_at: col.nullText,
      ...columns(col.text, 'expires_at', 'order_no', 'created_at', 'updated_at'),
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
