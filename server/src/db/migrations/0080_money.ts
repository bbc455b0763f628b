/**
 * Money (docs/money.md): dated exchange rates (the platform's, and a company's own), the
 * company's money settings, the ledgers and their records, the payment simulator's intents, the
 * sources that paid each order, vouchers. Types: services/money/tables.ts.
 */
import { sql } from 'kysely'
import { addId, companyRef, notNull, type DialectMigration } from './helpers'

export const migration: DialectMigration = {
  // The platform's rates are everyone's.
  nonTenantTables: ['exchange_rates'],
  async up(db, dialect) {
    await addId(db.schema.createTable('exchange_rates'), dialect)
      .addColumn('currency', 'text', notNull)
      .addColumn('rate_date', 'text', notNull)
      .addColumn('rate_micro', 'integer', notNull)
      .addColumn('created_at', 'text', notNull)
      .addUniqueConstraint('exchange_rates_day', ['currency', 'rate_date'])
      .addCheckConstraint('exchange_rates_positive', sql`rate_micro > 0`)
      .execute()

    await addId(db.schema.createTable('company_exchange_rates'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('currency', 'text', notNull)
      .addColumn('rate_date', 'text', notNull)
      .addColumn('rate_micro', 'integer', notNull)
      .addColumn('set_by_user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('updated_at', 'text', notNull)
      .addUniqueConstraint('company_exchange_rates_day', ['company_id', 'currency', 'rate_date'])
      .addCheckConstraint('company_exchange_rates_positive', sql`rate_micro > 0`)
      .execute()

    await db.schema
      .createTable('money_settings')
      .addColumn('company_id', 'integer', (c) => c.primaryKey().references('companies.id'))
      .addColumn('wallet_pay', 'integer', notNull)
      .addColumn('beans_pay', 'integer', notNull)
      .addColumn('voucher_pay', 'integer', notNull)
      .addColumn('prepayment', 'integer', notNull)
      .addColumn('low_balance', 'integer', notNull)
      .addColumn('pay_timeout_minutes', 'integer', notNull)
      .addColumn('updated_at', 'text', notNull)
      .execute()

    await addId(db.schema.createTable('money_accounts'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('ledger', 'text', notNull)
      .addColumn('owner_id', 'integer', notNull)
      .addColumn('balance', 'integer', notNull)
      .addColumn('updated_at', 'text', notNull)
      .addUniqueConstraint('money_accounts_owner', ['company_id', 'ledger', 'owner_id'])
      // The database itself refuses an overdrawn account, whatever a future query forgets.
      .addCheckConstraint('money_accounts_not_negative', sql`balance >= 0`)
      .execute()

    await addId(db.schema.createTable('money_records'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('account_id', 'integer', (c) => c.notNull().references('money_accounts.id'))
      .addColumn('ledger', 'text', notNull)
      .addColumn('owner_id', 'integer', notNull)
      .addColumn('kind', 'text', notNull)
      .addColumn('amount', 'integer', notNull)
      .addColumn('balance_after', 'integer', notNull)
      .addColumn('product', 'text', notNull)
      .addColumn('order_no', 'text', notNull)
      .addColumn('ref_no', 'text', notNull)
      .addColumn('month', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .addCheckConstraint('money_records_not_negative', sql`balance_after >= 0`)
      .execute()
    await db.schema.createIndex('money_records_account').on('money_records').columns(['account_id', 'id']).execute()

    await addId(db.schema.createTable('pay_intents'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('intent_no', 'text', (c) => c.notNull().unique())
      .addColumn('purpose', 'text', notNull)
      .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
      .addColumn('channel', 'text', notNull)
      .addColumn('amount', 'integer', notNull)
      .addColumn('wallet', 'integer', notNull)
      .addColumn('beans', 'integer', notNull)
      .addColumn('voucher_id', 'integer')
      .addColumn('voucher_amount', 'integer', notNull)
      .addColumn('status', 'text', notNull)
      // One pending payment per order: NULL once settled (NULLs never collide).
      .addColumn('pending_order_id', 'integer', (c) => c.unique())
      .addColumn('client_request_id', 'text', notNull)
      .addColumn('expires_at', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .addColumn('settled_at', 'text')
      .addUniqueConstraint('pay_intents_request', ['company_id', 'user_id', 'client_request_id'])
      .execute()
    await db.schema.createIndex('pay_intents_due').on('pay_intents').columns(['status', 'expires_at']).execute()

    await addId(db.schema.createTable('payment_sources'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
      .addColumn('payment_id', 'integer', (c) => c.notNull().references('payments.id'))
      .addColumn('source', 'text', notNull)
      .addColumn('amount', 'integer', notNull)
      .addColumn('refunded', 'integer', notNull)
      .addColumn('ref', 'text', notNull)
      .addColumn('user_id', 'integer', notNull)
      .addCheckConstraint('payment_sources_refunded', sql`refunded >= 0 AND refunded <= amount`)
      .execute()
    await db.schema.createIndex('payment_sources_order').on('payment_sources').columns(['order_id']).execute()

    await addId(db.schema.createTable('vouchers'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('voucher_no', 'text', (c) => c.notNull().unique())
      .addColumn('title_json', 'text', notNull)
      .addColumn('amount', 'integer', notNull)
      .addColumn('min_spend', 'integer', notNull)
      .addColumn('product', 'text', notNull)
      .addColumn('valid_from', 'text', notNull)
      .addColumn('expires_on', 'text', notNull)
      .addColumn('status', 'text', notNull)
      .addColumn('used_order_id', 'integer')
      .addColumn('used_at', 'text')
      .addColumn('created_at', 'text', notNull)
      .execute()
    await db.schema.createIndex('vouchers_user').on('vouchers').columns(['company_id', 'user_id', 'status']).execute()
  },
  async down(db) {
    for (const t of [
      'vouchers',
      'payment_sources',
      'pay_intents',
      'money_records',
      'money_accounts',
      'money_settings',
      'company_exchange_rates',
      'exchange_rates',
    ])
      await db.schema.dropTable(t).ifExists().execute()
  },
}
