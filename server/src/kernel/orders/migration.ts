/**
 * The order kernel's tables: orders with their travellers, timeline, payments, refunds and
 * changes, and the booking data every product picks from (reason codes, trip purposes, the
 * approval whitelist, frequent travellers, uploaded attachments). Types: tables.ts.
 *
 * Part of migration 0010_flight_orders, which created these and the flight module's tables
 * together before the kernel and the flight module were split; db/migrations/index.ts runs both
 * parts under that one id, this part first (the flight tables reference orders), so databases
 * migrated before keep their history and get the same schema. The changes table keeps the
 * flight columns it was created with (old_flight_no, new_flight_no, new_route_key, new_dep_date,
 * new_cabin_code, new_fare).
 */
import { col, columns, createTable, createTableWithId, createOrderRowsTable, dropTables, type DialectMigration } from '../../db/migrations/helpers'

/** A traveller as a frequent traveller is kept and an order's passenger is copied: names, then (after the birth date) document and contact. */
const TRAVELLER_NAMES = { ch_name: col.text, last_name: col.text, first_name: col.text, gender: col.text }
const TRAVELLER_DOCUMENT_AND_CONTACT = {
  ...columns(col.text, 'nationality', 'id_type', 'id_no'),
  id_expiry: col.nullText,
  ...columns(col.text, 'mobile_country_code', 'mobile', 'email'),
}

export const migration: DialectMigration = {
  async up(db, dialect) {
    await createTableWithId(db, dialect, 'reason_codes', {
      company_id: col.company,
      ...columns(col.text, 'product', 'kind', 'code', 'text_json'),
      ...columns(col.integer, 'sort', 'status'),
    })
      .addUniqueConstraint('reason_codes_code', ['company_id', 'product', 'kind', 'code'])
      .execute()

    await createTableWithId(db, dialect, 'trip_purposes', {
      company_id: col.company,
      name_json: col.text,
      ...columns(col.integer, 'sort', 'status'),
    }).execute()

    await createTableWithId(db, dialect, 'approval_whitelist', {
      company_id: col.company,
      person_id: col.ref('persons'),
      ...columns(col.text, 'product', 'created_at'),
    })
      .addUniqueConstraint('approval_whitelist_person', ['company_id', 'person_id', 'product'])
      .execute()

    await createTableWithId(db, dialect, 'frequent_travelers', {
      company_id: col.company,
      owner_user_id: col.ref('users'),
      person_id: col.nullRef('persons'),
      ...TRAVELLER_NAMES,
      birth_date: col.nullText,
      ...TRAVELLER_DOCUMENT_AND_CONTACT,
      created_at: col.text,
    }).execute()
    await db.schema.createIndex('frequent_travelers_owner').on('frequent_travelers').columns(['company_id', 'owner_user_id']).execute()

    await createTable(db, 'uploaded_files', {
      id: col.textKey,
      company_id: col.company,
      user_id: col.ref('users'),
      ...columns(col.text, 'file_name', 'ext', 'kind'),
      size: col.integer,
      created_at: col.text,
    }).execute()

    await createTableWithId(db, dialect, 'orders', {
      company_id: col.company,
      order_no: col.uniqueText,
      product: col.text,
      booker_user_id: col.ref('users'),
      booker_person_id: col.ref('persons'),
      ...columns(col.text, 'client_request_id', 'status', 'approval_status', 'payment_type', 'trip_type'),
      ...columns(col.integer, 'total', 'company_amount', 'personal_amount', 'paid_company', 'paid_personal'),
      ...columns(col.text, 'detail_json', 'search_text', 'created_at', 'updated_at'),
    })
      // Idempotent submit: one order per booker and client request id, enforced by the database.
      .addUniqueConstraint('orders_request', ['company_id', 'booker_user_id', 'client_request_id'])
      .execute()
    await db.schema.createIndex('orders_company_created').on('orders').columns(['company_id', 'created_at']).execute()

    await createOrderRowsTable(db, dialect, 'order_passengers', {
      person_id: col.nullRef('persons'),
      pax_type: col.text,
      ...TRAVELLER_NAMES,
      birth_date: col.text,
      ...TRAVELLER_DOCUMENT_AND_CONTACT,
      rank_id: col.nullInteger,
    })
    await db.schema.createIndex('order_passengers_person').on('order_passengers').columns(['company_id', 'person_id']).execute()

    await createOrderRowsTable(db, dialect, 'order_events', {
      ...columns(col.text, 'created_at', 'status', 'text_key', 'params_json'),
    })

    await createTableWithId(db, dialect, 'changes', {
      company_id: col.company,
      order_id: col.ref('orders'),
      change_no: col.uniqueText,
      ...columns(col.text, 'client_request_id', 'status', 'ticket_ids_json', 'ticket_costs_json', 'reason'),
      ...columns(col.text, 'old_flight_no', 'new_flight_no', 'new_route_key', 'new_dep_date', 'new_cabin_code'),
      ...columns(col.integer, 'new_fare', 'change_fee', 'price_difference', 'company_amount', 'personal_amount'),
      created_at: col.text,
    })
      .addUniqueConstraint('changes_request', ['order_id', 'client_request_id'])
      .execute()

    await createTableWithId(db, dialect, 'payments', {
      company_id: col.company,
      order_id: col.ref('orders'),
      payment_no: col.uniqueText,
      change_id: col.nullRef('changes'),
      channel: col.text,
      ...columns(col.integer, 'company_amount', 'personal_amount'),
      created_at: col.text,
    }).execute()

    await createTableWithId(db, dialect, 'refunds', {
      company_id: col.company,
      order_id: col.ref('orders'),
      refund_no: col.uniqueText,
      ...columns(col.text, 'client_request_id', 'status', 'ticket_ids_json', 'reason'),
      ...columns(col.integer, 'refund_fee', 'refund_amount', 'company_refund', 'personal_refund'),
      created_at: col.text,
    })
      .addUniqueConstraint('refunds_request', ['order_id', 'client_request_id'])
      .execute()
  },

  async down(db) {
    await dropTables(db, [
      'refunds',
      'payments',
      'changes',
      'order_events',
      'order_passengers',
      'orders',
      'uploaded_files',
      'frequent_travelers',
      'approval_whitelist',
      'trip_purposes',
      'reason_codes',
    ])
  },
}
