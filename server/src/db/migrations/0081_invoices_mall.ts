/**
 * Invoices and the points mall (docs/money.md): invoice headers, shipping addresses, invoices of
 * orders' personal parts; the mall's catalogue (shared by every company, stock never negative)
 * and its redemptions. Types: services/money/tables.ts.
 */
import { sql } from 'kysely'
import { addId, companyRef, notNull, type DialectMigration } from './helpers'

export const migration: DialectMigration = {
  nonTenantTables: ['mall_items'],
  async up(db, dialect) {
    await addId(db.schema.createTable('invoice_headers'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('kind', 'text', notNull)
      .addColumn('title', 'text', notNull)
      .addColumn('tax_id', 'text', notNull)
      .addColumn('address', 'text', notNull)
      .addColumn('phone', 'text', notNull)
      .addColumn('bank_name', 'text', notNull)
      .addColumn('bank_account', 'text', notNull)
      .addColumn('email', 'text', notNull)
      .addColumn('is_default', 'integer', notNull)
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .execute()
    await db.schema.createIndex('invoice_headers_user').on('invoice_headers').columns(['company_id', 'user_id']).execute()

    await addId(db.schema.createTable('shipping_addresses'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('name', 'text', notNull)
      .addColumn('mobile_country_code', 'text', notNull)
      .addColumn('mobile', 'text', notNull)
      .addColumn('region', 'text', notNull)
      .addColumn('detail', 'text', notNull)
      .addColumn('postcode', 'text', notNull)
      .addColumn('is_default', 'integer', notNull)
      .addColumn('created_at', 'text', notNull)
      .execute()
    await db.schema.createIndex('shipping_addresses_user').on('shipping_addresses').columns(['company_id', 'user_id']).execute()

    await addId(db.schema.createTable('invoices'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('invoice_no', 'text', (c) => c.notNull().unique())
      // One invoice per order.
      .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('orders.id'))
      .addColumn('amount', 'integer', notNull)
      .addColumn('medium', 'text', notNull)
      .addColumn('status', 'text', notNull)
      .addColumn('header_json', 'text', notNull)
      .addColumn('email', 'text', notNull)
      .addColumn('address_json', 'text')
      .addColumn('client_request_id', 'text', notNull)
      .addColumn('fiscal_no', 'text', notNull)
      .addColumn('tracking_no', 'text', notNull)
      .addColumn('requested_at', 'text', notNull)
      .addColumn('issued_at', 'text')
      .addCheckConstraint('invoices_positive', sql`amount > 0`)
      .execute()
    await db.schema.createIndex('invoices_due').on('invoices').columns(['status', 'requested_at']).execute()

    await addId(db.schema.createTable('mall_items'), dialect)
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('name_json', 'text', notNull)
      .addColumn('price', 'integer', notNull)
      .addColumn('stock', 'integer', notNull)
      .addColumn('sort', 'integer', notNull)
      .addCheckConstraint('mall_items_stock', sql`stock >= 0`)
      .execute()

    await addId(db.schema.createTable('mall_orders'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('mall_order_no', 'text', (c) => c.notNull().unique())
      .addColumn('item_id', 'integer', (c) => c.notNull().references('mall_items.id'))
      .addColumn('quantity', 'integer', notNull)
      .addColumn('points', 'integer', notNull)
      .addColumn('client_request_id', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .addUniqueConstraint('mall_orders_request', ['company_id', 'user_id', 'client_request_id'])
      .execute()
  },
  async down(db) {
    for (const t of ['mall_orders', 'mall_items', 'invoices', 'shipping_addresses', 'invoice_headers']) await db.schema.dropTable(t).ifExists().execute()
  },
}
