/** The dining module's tables (types: tables.ts). */
import { col, columns, createTableWithId, dropTables, type DialectMigration } from '../../db/migrations/helpers'

export const migration: DialectMigration = {
  // The partner restaurants serve every company alike.
  nonTenantTables: ['dining_restaurants'],
  async up(db, dialect) {
    await createTableWithId(db, dialect, 'dining_restaurants', {
      ...columns(col.text, 'seed_key', 'city_code', 'name_json', 'cuisine_json', 'address_json'),
      avg_spend: col.integer,
      ...columns(col.double, 'lat', 'lon'),
      ...columns(col.text, 'hours_json', 'dishes_json', 'phone', 'terminal_id'),
    })
      .addUniqueConstraint('dining_restaurants_seed', ['seed_key'])
      .addUniqueConstraint('dining_restaurants_terminal', ['terminal_id'])
      .execute()
    await db.schema.createIndex('dining_restaurants_city').on('dining_restaurants').columns(['city_code']).execute()

    await createTableWithId(db, dialect, 'dining_offices', {
      company_id: col.company,
      ...columns(col.text, 'city_code', 'name_json'),
      ...columns(col.double, 'lat', 'lon'),
    }).execute()

    await createTableWithId(db, dialect, 'dining_bookings', {
      company_id: col.company,
      booking_no: col.text,
      ...columns(col.integer, 'user_id', 'person_id'),
      restaurant_id: col.ref('dining_restaurants'),
      ...columns(col.text, 'date', 'time'),
      people: col.integer,
      ...columns(col.text, 'client_request_id', 'created_at'),
    })
      .addUniqueConstraint('dining_bookings_request', ['company_id', 'user_id', 'client_request_id'])
      .execute()

    await createTableWithId(db, dialect, 'dining_codes', {
      company_id: col.company,
      code_no: col.text,
      ...columns(col.integer, 'user_id', 'person_id'),
      restaurant_id: col.ref('dining_restaurants'),
      guests: col.integer,
      status: col.text,
      refusal: col.nullText,
      expires_at: col.text,
      ...columns(col.nullText, 'terminal_id', 'bill_no'),
      bill_total: col.integer,
      order_id: col.nullRef('orders'),
      created_at: col.text,
      charged_at: col.nullText,
    })
      .addUniqueConstraint('dining_codes_no', ['code_no'])
      // One bill, one charge: a terminal repeating a bill finds the first.
      .addUniqueConstraint('dining_codes_bill', ['terminal_id', 'bill_no'])
      .execute()

    await createTableWithId(db, dialect, 'dining_meals', {
      company_id: col.company,
      order_id: col.ref('orders'),
      code_id: col.ref('dining_codes'),
      ...columns(col.integer, 'person_id', 'restaurant_id'),
      ...columns(col.text, 'city_code', 'meal', 'day', 'eaten_at'),
      guests: col.integer,
      dishes_json: col.text,
      own_amount: col.integer,
      ...columns(col.text, 'reason_code', 'reason'),
    })
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
    await createTableWithId(db, dialect, 'dining_invoices', {
      company_id: col.company,
      ...columns(col.text, 'invoice_no', 'month'),
      ...columns(col.integer, 'meals', 'amount'),
      ...columns(col.text, 'title', 'tax_no', 'issued_at'),
    })
      // One invoice a company and month: two instances issuing it at once write one.
      .addUniqueConstraint('dining_invoices_month', ['company_id', 'month'])
      .addUniqueConstraint('dining_invoices_no', ['invoice_no'])
      .execute()
  },
  async down(db) {
    await dropTables(db, ['dining_invoices'])
  },
}
