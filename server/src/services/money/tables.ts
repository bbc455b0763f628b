/**
 * Tables of money (migration 0080_money, docs/money.md): dated exchange rates, the company's
 * money settings, the ledgers (wallet, travel beans, prepayment, points) with their records, the
 * payment simulator's intents, what paid each order (its sources) and vouchers.
 */
import type { ColumnType, Generated } from 'kysely'
import type { CompanyRowColumns, OrderRowColumns, PerCompanyColumns } from '../../lib/tables'

/** The platform's rate of a currency on a China date (belongs to no company). */
export interface ExchangeRatesTable {
  id: Generated<number>
  currency: string
  rate_date: string
  /** CNY per unit of the currency, in millionths (types/api/money-values.ts). */
  rate_micro: number
  created_at: string
}

/** A company's own rate of a currency from a date on (set by its administrator). */
export interface CompanyExchangeRatesTable extends CompanyRowColumns {
  currency: string
  rate_date: string
  rate_micro: number
  set_by_user_id: number
  updated_at: string
}

/** What the company lets its people pay with at the cashier, and its prepayment rules. */
export interface MoneySettingsTable extends PerCompanyColumns {
  wallet_pay: number
  beans_pay: number
  voucher_pay: number
  /** 1: the company's part of an order is taken from its prepayment (advance-payment) account. */
  prepayment: number
  /** Fen; at or under it the prepayment account warns. */
  low_balance: number
  /** Minutes a simulator payment may stay pending before it times out. */
  pay_timeout_minutes: number
  /** Minutes a Placed order may wait for payment before it is cancelled; 0: no limit (migration 0084). */
  order_pay_minutes: Generated<number>
}

export type Ledger = 'Wallet' | 'Beans' | 'Prepayment' | 'Points'

/** One balance: a person's wallet (fen), beans or points, or the company's prepayment (fen, owner 0). */
export interface MoneyAccountsTable extends CompanyRowColumns {
  ledger: Ledger
  /** users.id; 0 for the company's own prepayment account. */
  owner_id: number
  /** Never negative: CHECK in the database, and every debit is a conditional UPDATE. */
  balance: number
  updated_at: string
}

/** One movement of a ledger; the balance is always the sum of its account's records. */
export interface MoneyRecordsTable extends CompanyRowColumns {
  account_id: number
  ledger: Ledger
  owner_id: number
  /** Recharge, Payment, Refund, Earn, Spend, TopUp, Deduct, Redeem, Grant. */
  kind: string
  /** Signed: credits positive, debits negative. */
  amount: number
  balance_after: number
  /** Flight, Hotel, Train, Mall; '' when none. */
  product: string
  order_no: string
  /** Payment, refund or intent number it belongs to. */
  ref_no: string
  /** China month 'yyyy-MM' of created_at, for the month filter. */
  month: string
  created_at: string
}

export type IntentStatus = 'Pending' | 'Succeeded' | 'Failed' | 'Cancelled' | 'TimedOut'

/** A payment through a channel (WeChat Pay, Alipay): an order's rest, or a recharge (docs/money.md#channels). */
export interface PayIntentsTable extends CompanyRowColumns {
  user_id: number
  intent_no: string
  purpose: 'Order' | 'Recharge'
  order_id: number | null
  /** A change of the order awaiting its personal part (migration 0082), or null. */
  change_id: number | null
  channel: string
  /** Fen the channel collects. */
  amount: number
  /** What the cashier took from the person's other sources with it (held while pending). */
  wallet: number
  beans: number
  voucher_id: number | null
  voucher_amount: number
  status: IntentStatus
  /** The order while the intent is pending (unique): one pending payment per order. */
  pending_order_id: number | null
  client_request_id: string
  expires_at: string
  created_at: string
  settled_at: string | null
  /** How the payer pays (PayScene; migration 0150). */
  scene: ColumnType<string, string | undefined, string>
  /** The PayAction the client carries out, JSON ('' before the channel answered). */
  action_json: ColumnType<string, string | undefined, string>
  /** The channel's transaction id once it said the payment succeeded. */
  transaction_id: ColumnType<string, string | undefined, string>
}

/** Every notification a channel posted, accepted or not (migration 0150). */
export interface PayNotificationsTable {
  id: Generated<number>
  channel: string
  notify_id: string
  intent_no: string
  outcome: 'Accepted' | 'Duplicate' | 'Refused'
  reason: string
  received_at: string
}

/** A notification id accepted once per channel. */
export interface PayNoticesSeenTable {
  channel: string
  notify_id: string
}

export type PaySource = 'Company' | 'Prepayment' | 'Wallet' | 'Beans' | 'Voucher' | 'Channel'

/** What paid an order's payment, part by part; refunds go back to each in the same split. */
export interface PaymentSourcesTable extends OrderRowColumns {
  payment_id: number
  source: PaySource
  /** Fen (beans too: 100 fen a bean). */
  amount: number
  refunded: number
  /** The voucher id, the channel, the intent number. */
  ref: string
  user_id: number
}

export interface VouchersTable extends CompanyRowColumns {
  user_id: number
  voucher_no: string
  /** { 'zh-CN', 'zh-TW', en, ja }. */
  title_json: string
  amount: number
  min_spend: number
  /** Flight, Hotel, Train; '' for any. */
  product: string
  valid_from: string
  /** Last China day it can be used. */
  expires_on: string
  status: 'Available' | 'Used'
  used_order_id: number | null
  used_at: string | null
  created_at: string
}

/** A person's invoice header (the buyer printed on the invoice). */
export interface InvoiceHeadersTable extends CompanyRowColumns {
  user_id: number
  kind: 'Personal' | 'Company'
  title: string
  /** Unified social credit code of a company header; '' for a personal one. */
  tax_id: string
  address: string
  phone: string
  bank_name: string
  bank_account: string
  email: string
  is_default: number
  created_at: string
  updated_at: string
}

/** Where a paper invoice is posted to. */
export interface ShippingAddressesTable extends CompanyRowColumns {
  user_id: number
  name: string
  mobile_country_code: string
  mobile: string
  region: string
  detail: string
  postcode: string
  is_default: number
  created_at: string
}

/** An invoice of the personal part of a paid order: Invoicing, then Issued. */
export interface InvoicesTable extends CompanyRowColumns {
  user_id: number
  invoice_no: string
  order_id: number
  /** Fen: the personal part paid less what was refunded of it, at the request. */
  amount: number
  medium: 'Electronic' | 'Paper'
  status: 'Invoicing' | 'Issued'
  /** The header as requested (later edits of the header do not change it). */
  header_json: string
  email: string
  /** The shipping address as requested (paper), or null. */
  address_json: string | null
  client_request_id: string
  /** The tax authority's invoice number and the courier's tracking number, once issued. */
  fiscal_no: string
  tracking_no: string
  requested_at: string
  issued_at: string | null
}

/** The points mall's catalogue (every company's people see the same). */
export interface MallItemsTable {
  id: Generated<number>
  code: string
  name_json: string
  /** Points. */
  price: number
  /** Never negative: CHECK, and every redemption a conditional decrement. */
  stock: number
  sort: number
}

/** A redemption in the points mall. */
export interface MallOrdersTable extends CompanyRowColumns {
  user_id: number
  mall_order_no: string
  item_id: number
  quantity: number
  points: number
  client_request_id: string
  created_at: string
}

export interface MoneyTables {
  invoice_headers: InvoiceHeadersTable
  shipping_addresses: ShippingAddressesTable
  invoices: InvoicesTable
  mall_items: MallItemsTable
  mall_orders: MallOrdersTable
  exchange_rates: ExchangeRatesTable
  company_exchange_rates: CompanyExchangeRatesTable
  money_settings: MoneySettingsTable
  money_accounts: MoneyAccountsTable
  money_records: MoneyRecordsTable
  pay_intents: PayIntentsTable
  pay_notifications: PayNotificationsTable
  pay_notices_seen: PayNoticesSeenTable
  payment_sources: PaymentSourcesTable
  vouchers: VouchersTable
}
