/**
 * Invoices and the points mall (docs/money.md): invoice headers, shipping addresses, invoices of
 * orders' personal parts; the mall's catalogue (shared by every company, stock never negative)
 * and its redemptions. Types: services/money/tables.ts.
 */
import { sql } from 'kysely'
import { col, columns, createTableWithId, dropTables, type DialectMigration } from './helpers'

export const migration: DialectMigration = {
  nonTenantTables: ['mall_items'],
  async up(db, dialect) {
    await createTableWithId(db, dialect, 'invoice_headers', {
      company_id: col.company,
      user_id: col.ref('users'),
      ...columns(col.text, 'kind', 'title', 'tax_id', 'address', 'phone', 'bank_name', 'bank_account', 'email'),
      is_default: col.integer,
      ...columns(col.text, 'created_at', 'updated_at'),
    }).execute()
    await db.schema.createIndex('invoice_headers_user').on('invoice_headers').columns(['company_id', 'user_id']).execute()

    await createTableWithId(db, dialect, 'shipping_addresses', {
      company_id: col.company,
      user_id: col.ref('users'),
      ...columns(col.text, 'name', 'mobile_country_code', 'mobile', 'region', 'detail', 'postcode'),
      is_default: col.integer,
      created_at: col.text,
    }).execute()
    await db.schema.createIndex('shipping_addresses_user').on('shipping_addresses').columns(['company_id', 'user_id']).execute()

    await createTableWithId(db, dialect, 'invoices', {
      company_id: col.company,
      user_id: col.ref('users'),
      invoice_no: col.uniqueText,
      // One invoice per order.
      order_id: col.of('integer', (c) => c.notNull().unique().references('orders.id')),
      amount: col.integer,
      ...columns(col.text, 'medium', 'status', 'header_json', 'email'),
      address_json: col.nullText,
      ...columns(col.text, 'client_request_id', 'fiscal_no', 'tracking_no', 'requested_at'),
      issued_at: col.nullText,
    })
      .addCheckConstraint('invoices_positive', sql`amount > 0`)
      .execute()
    await db.schema.createIndex('invoices_due').on('invoices').columns(['status', 'requested_at']).execute()

    await createTableWithId(db, dialect, 'mall_items', {
      code: col.uniqueText,
      name_json: col.text,
      ...columns(col.integer, 'price', 'stock', 'sort'),
    })
      .addCheckConstraint('mall_items_stock', sql`stock >= 0`)
      .execute()

    await createTableWithId(db, dialect, 'mall_orders', {
      company_id: col.company,
      user_id: col.ref('users'),
      mall_order_no: col.uniqueText,
      item_id: col.ref('mall_items'),
      ...columns(col.integer, 'quantity', 'points'),
      ...columns(col.text, 'client_request_id', 'created_at'),
    })
      .addUniqueConstraint('mall_orders_request', ['company_id', 'user_id', 'client_request_id'])
      .execute()
  },
  async down(db) {
    await dropTables(db, ['mall_orders', 'mall_items', 'invoices', 'shipping_addresses', 'invoice_headers'])
  },
}
