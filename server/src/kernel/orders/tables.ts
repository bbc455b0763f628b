/**
 * Kysely types of what every product's order shares (migration 0010_flight_orders, kernel part):
 * orders with their travellers, timeline, payments, refunds and changes, and the booking data
 * every product picks from (reason codes, trip purposes, the approval whitelist, frequent
 * travellers, uploaded attachments). A product adds its own segment tables beside these.
 * Conventions as in db/schema.ts: ISO UTC text timestamps, 0/1 booleans, `_json` text, money in fen.
 */
import type { Generated, Selectable } from 'kysely'
import type { CompanyRowColumns, OrderRowColumns } from '../../lib/tables'

export interface ReasonCodesTable extends CompanyRowColumns {
  product: string
  /** Policy | LowestPrice | Refund | Change */
  kind: string
  code: string
  text_json: string
  sort: number
  status: number
}

export interface TripPurposesTable extends CompanyRowColumns {
  name_json: string
  sort: number
  status: number
}

export interface ApprovalWhitelistTable extends CompanyRowColumns {
  person_id: number
  /** 'All' or a product name ('Flight'). */
  product: string
  created_at: string
}

/** The document and contact columns a frequent traveller and an order's passenger both keep. */
export interface DocumentColumns {
  nationality: string
  id_type: string
  id_no: string
  id_expiry: string | null
  mobile_country_code: string
  mobile: string
  email: string
}

export interface FrequentTravelersTable extends CompanyRowColumns, DocumentColumns {
  owner_user_id: number
  person_id: number | null
  ch_name: string
  last_name: string
  first_name: string
  gender: string
  birth_date: string | null
  created_at: string
}

export interface UploadedFilesTable {
  /** Random, URL-safe: also the name on disk. */
  id: string
  company_id: number
  user_id: number
  file_name: string
  ext: string
  kind: string
  size: number
  created_at: string
}

export interface OrdersTable extends CompanyRowColumns {
  order_no: string
  product: string
  booker_user_id: number
  booker_person_id: number
  client_request_id: string
  /** The request's fingerprint (kernel/orders/fingerprint.ts); null on rows made before it was kept. */
  request_hash: string | null
  status: string
  approval_status: string
  payment_type: string
  trip_type: string
  total: number
  company_amount: number
  personal_amount: number
  paid_company: number
  paid_personal: number
  /** OrderDoc (with the product's own keys): what the detail page shows and nothing queries by. */
  detail_json: string
  /** Lower-case passenger names, flight numbers and cities for the list's keyword. */
  search_text: string
  created_at: string
  updated_at: string
  /** The updated_at the reports last read the order's facts at ('' before): they read it again when it differs. */
  facts_version: Generated<string>
}

export interface OrderPassengersTable extends OrderRowColumns, DocumentColumns {
  person_id: number | null
  pax_type: string
  ch_name: string
  last_name: string
  first_name: string
  gender: string
  birth_date: string
  rank_id: number | null
}

export interface OrderEventsTable extends OrderRowColumns {
  created_at: string
  status: string
  /** A text key of the kernel's or the product's text table, rendered in the reader's language. */
  text_key: string
  params_json: string
}

export interface PaymentsTable extends OrderRowColumns {
  payment_no: string
  change_id: number | null
  channel: string
  company_amount: number
  personal_amount: number
  created_at: string
}

export interface RefundsTable extends OrderRowColumns {
  refund_no: string
  client_request_id: string
  status: string
  ticket_ids_json: string
  reason: string
  refund_fee: number
  refund_amount: number
  company_refund: number
  personal_refund: number
  created_at: string
}

export interface ChangesTable extends OrderRowColumns {
  change_no: string
  client_request_id: string
  status: string
  ticket_ids_json: string
  /** What the product applies when the change completes, as JSON: [{ id, fare, fee, diff, company, personal }] per ticket, or the product's own plan of the change. */
  ticket_costs_json: string
  reason: string
  old_service_no: string
  new_service_no: string
  new_route_key: string
  new_dep_date: string
  new_cabin_code: string
  new_fare: number
  change_fee: number
  price_difference: number
  company_amount: number
  personal_amount: number
  created_at: string
}

export interface OrderTables {
  reason_codes: ReasonCodesTable
  trip_purposes: TripPurposesTable
  approval_whitelist: ApprovalWhitelistTable
  frequent_travelers: FrequentTravelersTable
  uploaded_files: UploadedFilesTable
  orders: OrdersTable
  order_passengers: OrderPassengersTable
  order_events: OrderEventsTable
  payments: PaymentsTable
  refunds: RefundsTable
  changes: ChangesTable
}

export interface Named {
  Id: number
  Name: string
}

/** A company's order fields as resolved when booking (or applying), names included: later renames do not rewrite history. */
export interface CompanyFields {
  CostCenter: Named | null
  Department: Named | null
  BusinessUnit: Named | null
  CustomItem: Named | null
  Purpose: string
  AuthorizationCode: string
  Attachments: { FileId: string; FileName: string }[]
  ExtendFields: { Slot: string; Name: string; Value: string }[]
}

/** What the detail page shows and nothing queries by (orders.detail_json); products add their own keys. */
export interface OrderDoc {
  Contacts: { Name: string; MobileCountryCode: string; Mobile: string; Email: string }[]
  Fields: CompanyFields
  BookMessage: string
  PaymentTypeName: string
}

export type OrderRow = Selectable<OrdersTable>
export type RefundRow = Selectable<RefundsTable>
export type ChangeRow = Selectable<ChangesTable>
