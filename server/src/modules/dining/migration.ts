/** The dining module's tables (types: tables.ts). */
import { col, createTableWithId, dropTables, type DialectMigration } from '../../db/migrations/helpers'

export const migration: DialectMigration = {
  // The partner restaurants serve every company alike.
  nonTenantTables: ['dining_restaurants'],
  async up(db, dialect) {
    await createTableWithId(db, dialect, 'dining_restaurants', {
      seed_key: col.text,
      city_code: col.text,
      name_json: col.text,
      cuisine_json: col.text,
      address_json: col.text,
      avg_spend: col.integer,
      lat: col.double,
      lon: col.double,
      hours_json: col.text,
      dishes_json: col.text,
      phone: col.text,
      terminal_id: col.text,
    })
      .addUniqueConstraint('dining_restaurants_seed', ['seed_key'])
      .addUniqueConstraint('dining_restaurants_terminal', ['terminal_id'])
      .execute()
    await db.schema.createIndex('dining_restaurants_city').on('dining_restaurants').columns(['city_code']).execute()

    await createTableWithId(db, dialect, 'dining_offices', {
      company_id: col.company,
      city_code: col.text,
      name_json: col.text,
      lat: col.double,
      lon: col.double,
    }).execute()

    await createTableWithId(db, dialect, 'dining_bookings', {
      company_id: col.company,
      booking_no: col.text,
      user_id: col.integer,
      person_id: col.integer,
      restaurant_id: col.ref('dining_restaurants'),
      date: col.text,
      time: col.text,
      people: col.integer,
      client_request_id: col.text,
      created_at: col.text,
    })
      .addUniqueConstraint('dining_bookings_request', ['company_id', 'user_id', 'client_request_id'])
      .execute()

    await createTableWithId(db, dialect, 'dining_codes', {
      company_id: col.company,
      code_no: col.text,
      user_id: col.integer,
      person_id: col.integer,
      restaurant_id: col.ref('dining_restaurants'),
      guests: col.integer,
      status: col.text,
      refusal: col.nullText,
      expires_at: col.text,
      terminal_id: col.nullText,
      bill_no: col.nullText,
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
      person_id: col.integer,
      restaurant_id: col.integer,
      city_code: col.text,
      meal: col.text,
      day: col.text,
      eaten_at: col.text,
      guests: col.integer,
      dishes_json: col.text,
      own_amount: col.integer,
      reason_code: col.text,
      reason: col.text,
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
      invoice_no: col.text,
      month: col.text,
      meals: col.integer,
      amount: col.integer,
      title: col.text,
      tax_no: col.text,
      issued_at: col.text,
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
