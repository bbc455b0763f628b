/**
 * Money (docs/money.md): dated exchange rates (the platform's, and a company's own), the
 * company's money settings, the ledgers and their records, the payment simulator's intents, the
 * sources that paid each order, vouchers. Types: services/money/tables.ts.
 */
import { sql } from 'kysely'
import { col, columns, createTableWithId, createPerCompanyTable, dropTables, type DialectMigration } from './helpers'

export const migration: DialectMigration = {
  // The platform's rates are everyone's.
  nonTenantTables: ['exchange_rates'],
  async up(db, dialect) {
    await createTableWithId(db, dialect, 'exchange_rates', {
      ...columns(col.text, 'currency', 'rate_date'),
      rate_micro: col.integer,
      created_at: col.text,
    })
      .addUniqueConstraint('exchange_rates_day', ['currency', 'rate_date'])
      .addCheckConstraint('exchange_rates_positive', sql`rate_micro > 0`)
      .execute()

    await createTableWithId(db, dialect, 'company_exchange_rates', {
      company_id: col.company,
      ...columns(col.text, 'currency', 'rate_date'),
      rate_micro: col.integer,
      set_by_user_id: col.ref('users'),
      updated_at: col.text,
    })
      .addUniqueConstraint('company_exchange_rates_day', ['company_id', 'currency', 'rate_date'])
      .addCheckConstraint('company_exchange_rates_positive', sql`rate_micro > 0`)
      .execute()

    await createPerCompanyTable(db, 'money_settings', {
      ...columns(col.integer, 'wallet_pay', 'beans_pay', 'voucher_pay', 'prepayment', 'low_balance', 'pay_timeout_minutes'),
    })

    await createTableWithId(db, dialect, 'money_accounts', {
      company_id: col.company,
      ledger: col.text,
      ...columns(col.integer, 'owner_id', 'balance'),
      updated_at: col.text,
    })
      .addUniqueConstraint('money_accounts_owner', ['company_id', 'ledger', 'owner_id'])
      // The database itself refuses an overdrawn account, whatever a future query forgets.
      .addCheckConstraint('money_accounts_not_negative', sql`balance >= 0`)
      .execute()

    await createTableWithId(db, dialect, 'money_records', {
      company_id: col.company,
      account_id: col.ref('money_accounts'),
      ledger: col.text,
      owner_id: col.integer,
      kind: col.text,
      ...columns(col.integer, 'amount', 'balance_after'),
      ...columns(col.text, 'product', 'order_no', 'ref_no', 'month', 'created_at'),
    })
      .addCheckConstraint('money_records_not_negative', sql`balance_after >= 0`)
      .execute()
    await db.schema.createIndex('money_records_account').on('money_records').columns(['account_id', 'id']).execute()

    await createTableWithId(db, dialect, 'pay_intents', {
      company_id: col.company,
      user_id: col.ref('users'),
      intent_no: col.uniqueText,
      purpose: col.text,
      order_id: col.nullRef('orders'),
      channel: col.text,
      ...columns(col.integer, 'amount', 'wallet', 'beans'),
      voucher_id: col.nullInteger,
      voucher_amount: col.integer,
      status: col.text,
      // One pending payment per order: NULL once settled (NULLs never collide).
      pending_order_id: col.of('integer', (c) => c.unique()),
      ...columns(col.text, 'client_request_id', 'expires_at', 'created_at'),
      settled_at: col.nullText,
    })
      .addUniqueConstraint('pay_intents_request', ['company_id', 'user_id', 'client_request_id'])
      .execute()
    await db.schema.createIndex('pay_intents_due').on('pay_intents').columns(['status', 'expires_at']).execute()

    await createTableWithId(db, dialect, 'payment_sources', {
      company_id: col.company,
      order_id: col.ref('orders'),
      payment_id: col.ref('payments'),
      source: col.text,
      ...columns(col.integer, 'amount', 'refunded'),
      ref: col.text,
      user_id: col.integer,
    })
      .addCheckConstraint('payment_sources_refunded', sql`refunded >= 0 AND refunded <= amount`)
      .execute()
    await db.schema.createIndex('payment_sources_order').on('payment_sources').columns(['order_id']).execute()

    await createTableWithId(db, dialect, 'vouchers', {
      company_id: col.company,
      user_id: col.ref('users'),
      voucher_no: col.uniqueText,
      title_json: col.text,
      ...columns(col.integer, 'amount', 'min_spend'),
      ...columns(col.text, 'product', 'valid_from', 'expires_on', 'status'),
      used_order_id: col.nullInteger,
      used_at: col.nullText,
      created_at: col.text,
    }).execute()
    await db.schema.createIndex('vouchers_user').on('vouchers').columns(['company_id', 'user_id', 'status']).execute()
  },
  async down(db) {
    await dropTables(db, [
      'vouchers',
      'payment_sources',
      'pay_intents',
      'money_records',
      'money_accounts',
      'money_settings',
      'company_exchange_rates',
      'exchange_rates',
    ])
  },
}
