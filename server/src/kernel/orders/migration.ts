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
import type { DialectMigration } from '../../db/migrations/helpers'
import { addId, companyRef, notNull } from '../../db/migrations/helpers'

export const migration: DialectMigration = {
  async up(db, dialect) {
    await addId(db.schema.createTable('reason_codes'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('product', 'text', notNull)
      .addColumn('kind', 'text', notNull)
      .addColumn('code', 'text', notNull)
      .addColumn('text_json', 'text', notNull)
      .addColumn('sort', 'integer', notNull)
      .addColumn('status', 'integer', notNull)
      .addUniqueConstraint('reason_codes_code', ['company_id', 'product', 'kind', 'code'])
      .execute()

    await addId(db.schema.createTable('trip_purposes'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('name_json', 'text', notNull)
      .addColumn('sort', 'integer', notNull)
      .addColumn('status', 'integer', notNull)
      .execute()

    await addId(db.schema.createTable('approval_whitelist'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('person_id', 'integer', (c) => c.notNull().references('persons.id'))
      .addColumn('product', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .addUniqueConstraint('approval_whitelist_person', ['company_id', 'person_id', 'product'])
      .execute()

    await addId(db.schema.createTable('frequent_travelers'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('owner_user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('person_id', 'integer', (c) => c.references('persons.id'))
      .addColumn('ch_name', 'text', notNull)
      .addColumn('last_name', 'text', notNull)
      .addColumn('first_name', 'text', notNull)
      .addColumn('gender', 'text', notNull)
      .addColumn('birth_date', 'text')
      .addColumn('nationality', 'text', notNull)
      .addColumn('id_type', 'text', notNull)
      .addColumn('id_no', 'text', notNull)
      .addColumn('id_expiry', 'text')
      .addColumn('mobile_country_code', 'text', notNull)
      .addColumn('mobile', 'text', notNull)
      .addColumn('email', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .execute()
    await db.schema.createIndex('frequent_travelers_owner').on('frequent_travelers').columns(['company_id', 'owner_user_id']).execute()

    await db.schema
      .createTable('uploaded_files')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('file_name', 'text', notNull)
      .addColumn('ext', 'text', notNull)
      .addColumn('kind', 'text', notNull)
      .addColumn('size', 'integer', notNull)
      .addColumn('created_at', 'text', notNull)
      .execute()

    await addId(db.schema.createTable('orders'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('order_no', 'text', (c) => c.notNull().unique())
      .addColumn('product', 'text', notNull)
      .addColumn('booker_user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('booker_person_id', 'integer', (c) => c.notNull().references('persons.id'))
      .addColumn('client_request_id', 'text', notNull)
      .addColumn('status', 'text', notNull)
      .addColumn('approval_status', 'text', notNull)
      .addColumn('payment_type', 'text', notNull)
      .addColumn('trip_type', 'text', notNull)
      .addColumn('total', 'integer', notNull)
      .addColumn('company_amount', 'integer', notNull)
      .addColumn('personal_amount', 'integer', notNull)
      .addColumn('paid_company', 'integer', notNull)
      .addColumn('paid_personal', 'integer', notNull)
      .addColumn('detail_json', 'text', notNull)
      .addColumn('search_text', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      // Idempotent submit: one order per booker and client request id, enforced by the database.
      .addUniqueConstraint('orders_request', ['company_id', 'booker_user_id', 'client_request_id'])
      .execute()
    await db.schema.createIndex('orders_company_created').on('orders').columns(['company_id', 'created_at']).execute()

    await addId(db.schema.createTable('order_passengers'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
      .addColumn('person_id', 'integer', (c) => c.references('persons.id'))
      .addColumn('pax_type', 'text', notNull)
      .addColumn('ch_name', 'text', notNull)
      .addColumn('last_name', 'text', notNull)
      .addColumn('first_name', 'text', notNull)
      .addColumn('gender', 'text', notNull)
      .addColumn('birth_date', 'text', notNull)
      .addColumn('nationality', 'text', notNull)
      .addColumn('id_type', 'text', notNull)
      .addColumn('id_no', 'text', notNull)
      .addColumn('id_expiry', 'text')
      .addColumn('mobile_country_code', 'text', notNull)
      .addColumn('mobile', 'text', notNull)
      .addColumn('email', 'text', notNull)
      .addColumn('rank_id', 'integer')
      .execute()
    await db.schema.createIndex('order_passengers_order').on('order_passengers').columns(['order_id']).execute()
    await db.schema.createIndex('order_passengers_person').on('order_passengers').columns(['company_id', 'person_id']).execute()

    await addId(db.schema.createTable('order_events'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
      .addColumn('created_at', 'text', notNull)
      .addColumn('status', 'text', notNull)
      .addColumn('text_key', 'text', notNull)
      .addColumn('params_json', 'text', notNull)
      .execute()
    await db.schema.createIndex('order_events_order').on('order_events').columns(['order_id']).execute()

    await addId(db.schema.createTable('changes'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
      .addColumn('change_no', 'text', (c) => c.notNull().unique())
      .addColumn('client_request_id', 'text', notNull)
      .addColumn('status', 'text', notNull)
      .addColumn('ticket_ids_json', 'text', notNull)
      .addColumn('ticket_costs_json', 'text', notNull)
      .addColumn('reason', 'text', notNull)
      .addColumn('old_flight_no', 'text', notNull)
      .addColumn('new_flight_no', 'text', notNull)
      .addColumn('new_route_key', 'text', notNull)
      .addColumn('new_dep_date', 'text', notNull)
      .addColumn('new_cabin_code', 'text', notNull)
      .addColumn('new_fare', 'integer', notNull)
      .addColumn('change_fee', 'integer', notNull)
      .addColumn('price_difference', 'integer', notNull)
      .addColumn('company_amount', 'integer', notNull)
      .addColumn('personal_amount', 'integer', notNull)
      .addColumn('created_at', 'text', notNull)
      .addUniqueConstraint('changes_request', ['order_id', 'client_request_id'])
      .execute()

    await addId(db.schema.createTable('payments'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
      .addColumn('payment_no', 'text', (c) => c.notNull().unique())
      .addColumn('change_id', 'integer', (c) => c.references('changes.id'))
      .addColumn('channel', 'text', notNull)
      .addColumn('company_amount', 'integer', notNull)
      .addColumn('personal_amount', 'integer', notNull)
      .addColumn('created_at', 'text', notNull)
      .execute()

    await addId(db.schema.createTable('refunds'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
      .addColumn('refund_no', 'text', (c) => c.notNull().unique())
      .addColumn('client_request_id', 'text', notNull)
      .addColumn('status', 'text', notNull)
      .addColumn('ticket_ids_json', 'text', notNull)
      .addColumn('reason', 'text', notNull)
      .addColumn('refund_fee', 'integer', notNull)
      .addColumn('refund_amount', 'integer', notNull)
      .addColumn('company_refund', 'integer', notNull)
      .addColumn('personal_refund', 'integer', notNull)
      .addColumn('created_at', 'text', notNull)
      .addUniqueConstraint('refunds_request', ['order_id', 'client_request_id'])
      .execute()
  },

  async down(db) {
    for (const t of [
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
    ]) {
      await db.schema.dropTable(t).ifExists().execute()
    }
  },
}
