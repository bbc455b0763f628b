/**
 * Money (docs/money.md): dated exchange rates (the platform's, and a company's own), the
 * company's money settings, the ledgers and their records, the payment simulator's intents, the
 * sources that paid each order, vouchers. Types: services/money/tables.ts.
 */
import { sql } from 'kysely'
import { col, createTableWithId, createPerCompanyTable, dropTables, type DialectMigration } from './helpers'

export const migration: DialectMigration = {
  // The platform's rates are everyone's.
  nonTenantTables: ['exchange_rates'],
  async up(db, dialect) {
    await createTableWithId(db, dialect, 'exchange_rates', {
      currency: col.text,
      rate_date: col.text,
      rate_micro: col.integer,
      created_at: col.text,
    })
      .addUniqueConstraint('exchange_rates_day', ['currency', 'rate_date'])
      .addCheckConstraint('exchange_rates_positive', sql`rate_micro > 0`)
      .execute()

    await createTableWithId(db, dialect, 'company_exchange_rates', {
      company_id: col.company,
      currency: col.text,
      rate_date: col.text,
      rate_micro: col.integer,
      set_by_user_id: col.ref('users'),
      updated_at: col.text,
    })
      .addUniqueConstraint('company_exchange_rates_day', ['company_id', 'currency', 'rate_date'])
      .addCheckConstraint('company_exchange_rates_positive', sql`rate_micro > 0`)
      .execute()

    await createPerCompanyTable(db, 'money_settings', {
      wallet_pay: col.integer,
      beans_pay: col.integer,
      voucher_pay: col.integer,
      prepayment: col.integer,
      low_balance: col.integer,
      pay_timeout_minutes: col.integer,
    })

    await createTableWithId(db, dialect, 'money_accounts', {
      company_id: col.company,
      ledger: col.text,
      owner_id: col.integer,
      balance: col.integer,
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
      amount: col.integer,
      balance_after: col.integer,
      product: col.text,
      order_no: col.text,
      ref_no: col.text,
      month: col.text,
      created_at: col.text,
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
      amount: col.integer,
      wallet: col.integer,
      beans: col.integer,
      voucher_id: col.nullInteger,
      voucher_amount: col.integer,
      status: col.text,
      // One pending payment per order: NULL once settled (NULLs never collide).
      pending_order_id: col.of('integer', (c) => c.unique()),
      client_request_id: col.text,
      expires_at: col.text,
      created_at: col.text,
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
      amount: col.integer,
      refunded: col.integer,
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
      amount: col.integer,
      min_spend: col.integer,
      product: col.text,
      valid_from: col.text,
      expires_on: col.text,
      status: col.text,
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
