/** The dining module's tables (types: tables.ts). */
import { addId, companyRef, notNull, dropTables, type DialectMigration } from '../../db/migrations/helpers'

export const migration: DialectMigration = {
  // The partner restaurants serve every company alike.
  nonTenantTables: ['dining_restaurants'],
  async up(db, dialect) {
    await addId(db.schema.createTable('dining_restaurants'), dialect)
      .addColumn('seed_key', 'text', notNull)
      .addColumn('city_code', 'text', notNull)
      .addColumn('name_json', 'text', notNull)
      .addColumn('cuisine_json', 'text', notNull)
      .addColumn('address_json', 'text', notNull)
      .addColumn('avg_spend', 'integer', notNull)
      .addColumn('lat', 'double precision', notNull)
      .addColumn('lon', 'double precision', notNull)
      .addColumn('hours_json', 'text', notNull)
      .addColumn('dishes_json', 'text', notNull)
      .addColumn('phone', 'text', notNull)
      .addColumn('terminal_id', 'text', notNull)
      .addUniqueConstraint('dining_restaurants_seed', ['seed_key'])
      .addUniqueConstraint('dining_restaurants_terminal', ['terminal_id'])
      .execute()
    await db.schema.createIndex('dining_restaurants_city').on('dining_restaurants').columns(['city_code']).execute()

    await addId(db.schema.createTable('dining_offices'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('city_code', 'text', notNull)
      .addColumn('name_json', 'text', notNull)
      .addColumn('lat', 'double precision', notNull)
      .addColumn('lon', 'double precision', notNull)
      .execute()

    await addId(db.schema.createTable('dining_bookings'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('booking_no', 'text', notNull)
      .addColumn('user_id', 'integer', notNull)
      .addColumn('person_id', 'integer', notNull)
      .addColumn('restaurant_id', 'integer', (c) => c.notNull().references('dining_restaurants.id'))
      .addColumn('date', 'text', notNull)
      .addColumn('time', 'text', notNull)
      .addColumn('people', 'integer', notNull)
      .addColumn('client_request_id', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .addUniqueConstraint('dining_bookings_request', ['company_id', 'user_id', 'client_request_id'])
      .execute()

    await addId(db.schema.createTable('dining_codes'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('code_no', 'text', notNull)
      .addColumn('user_id', 'integer', notNull)
      .addColumn('person_id', 'integer', notNull)
      .addColumn('restaurant_id', 'integer', (c) => c.notNull().references('dining_restaurants.id'))
      .addColumn('guests', 'integer', notNull)
      .addColumn('status', 'text', notNull)
      .addColumn('refusal', 'text')
      .addColumn('expires_at', 'text', notNull)
      .addColumn('terminal_id', 'text')
      .addColumn('bill_no', 'text')
      .addColumn('bill_total', 'integer', notNull)
      .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
      .addColumn('created_at', 'text', notNull)
      .addColumn('charged_at', 'text')
      .addUniqueConstraint('dining_codes_no', ['code_no'])
      // One bill, one charge: a terminal repeating a bill finds the first.
      .addUniqueConstraint('dining_codes_bill', ['terminal_id', 'bill_no'])
      .execute()

    await addId(db.schema.createTable('dining_meals'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
      .addColumn('code_id', 'integer', (c) => c.notNull().references('dining_codes.id'))
      .addColumn('person_id', 'integer', notNull)
      .addColumn('restaurant_id', 'integer', notNull)
      .addColumn('city_code', 'text', notNull)
      .addColumn('meal', 'text', notNull)
      .addColumn('day', 'text', notNull)
      .addColumn('eaten_at', 'text', notNull)
      .addColumn('guests', 'integer', notNull)
      .addColumn('dishes_json', 'text', notNull)
      .addColumn('own_amount', 'integer', notNull)
      .addColumn('reason_code', 'text', notNull)
      .addColumn('reason', 'text', notNull)
      .addUniqueConstraint('dining_meals_order', ['order_id'])
      .addUniqueConstraint('dining_meals_code', ['code_id'])
      .execute()
    await db.schema.createIndex('dining_meals_person_day').on('dining_meals').columns(['company_id', 'person_id', 'day']).execute()
  },

  async down(db) {
    await dropTables(db, ['dining_meals', 'dining_codes', 'dining_bookings', 'dining_offices', 'dining_restaurants'])
  },
}

/** The platform's monthly invoices to the companies for their dining (invoices.ts). */
export const invoiceMigration: DialectMigration = {
  async up(db, dialect) {
    await addId(db.schema.createTable('dining_invoices'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('invoice_no', 'text', notNull)
      .addColumn('month', 'text', notNull)
      .addColumn('meals', 'integer', notNull)
      .addColumn('amount', 'integer', notNull)
      .addColumn('title', 'text', notNull)
      .addColumn('tax_no', 'text', notNull)
      .addColumn('issued_at', 'text', notNull)
      // One invoice a company and month: two instances issuing it at once write one.
      .addUniqueConstraint('dining_invoices_month', ['company_id', 'month'])
      .addUniqueConstraint('dining_invoices_no', ['invoice_no'])
      .execute()
  },
  async down(db) {
    await db.schema.dropTable('dining_invoices').ifExists().execute()
  },
}
