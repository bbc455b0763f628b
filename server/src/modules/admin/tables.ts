/** Tables of company administration (docs/administration.md). */
import type { CompanyRowColumns, PerCompanyColumns } from '../../lib/tables'

/** Every change an administrator makes: who, when, what, before and after. */
export interface AdminAuditTable extends CompanyRowColumns {
  at: string
  actor_user_id: number
  actor_name: string
  /** AuditEntity (types/api/admin-values.ts). */
  entity: string
  entity_id: number | null
  action: string
  before_json: string | null
  after_json: string | null
}

/** An employee's binding to an enterprise messenger (wechatwork, dingtalkwork, feishuwork). */
export interface MessengerBindingsTable extends CompanyRowColumns {
  person_id: number
  messenger: string
  /** BindingState: 'Unbound' | 'Verifying' | 'Bound'. */
  state: string
  external_user_id: string
  /** sha256 of the sign-in link's token while Verifying. */
  link_token_hash: string | null
  link_expires_at: string | null
  bound_at: string | null
  updated_at: string
}

/** An invitation link (token kept as sha256). */
export interface InviteLinksTable extends CompanyRowColumns {
  token_hash: string
  department_id: number | null
  created_by: number
  created_at: string
  expires_at: string
}

/** Someone who opened an invitation and asked to join. */
export interface JoinRequestsTable extends CompanyRowColumns {
  invite_id: number
  ch_name: string
  last_name: string
  first_name: string
  mobile_country_code: string
  mobile: string
  email: string
  employee_no: string
  department_id: number | null
  /** JoinRequestState. */
  state: string
  person_id: number | null
  created_at: string
  decided_at: string | null
  decided_by: number | null
}

export interface CompanyProfilesTable extends PerCompanyColumns {
  address: string
  contact_name: string
  contact_phone: string
  contact_email: string
  /** uploaded_files.id of the logo, or null. */
  logo_file_id: string | null
}

export interface CompanyInvoiceHeadersTable extends CompanyRowColumns {
  title: string
  tax_no: string
  type: string
  address: string
  phone: string
  bank_name: string
  bank_account: string
  is_default: number
  updated_at: string
}

export interface AdminTables {
  admin_audit: AdminAuditTable
  messenger_bindings: MessengerBindingsTable
  invite_links: InviteLinksTable
  join_requests: JoinRequestsTable
  company_profiles: CompanyProfilesTable
  company_invoice_headers: CompanyInvoiceHeadersTable
}
