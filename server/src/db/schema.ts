/**
 * Kysely table types. Conventions that keep SQLite and PostgreSQL interchangeable:
 * - timestamps are ISO-8601 UTC strings (`Date#toISOString()`), which sort and compare as text;
 * - booleans are integers 0/1 (better-sqlite3 cannot bind booleans);
 * - JSON documents are text columns ending in `_json`, parsed in the services;
 * - money is integer fen;
 * - every company-owned table has `company_id`, and every query on it filters by the caller's company.
 */
import type { Generated, Kysely, Selectable, Transaction } from 'kysely'
import type { OrderTables } from '../kernel/orders/tables'
import type { FlightTables } from '../modules/flight/tables'
import type { HotelTables } from '../modules/hotel/tables'
import type { TrainTables } from '../modules/train/tables'
import type { DiningTables } from '../modules/dining/tables'
import type { BusTables } from '../modules/bus/tables'
import type { CarTables } from '../modules/car/tables'
import type { DisruptionTables } from '../kernel/disruptions/tables'
import type { SubscribeTables } from '../services/subscribe-messages/tables'
import type { IntlFlightTables } from '../modules/intlflight/tables'
import type { ApprovalTables } from '../services/approvals/tables'
import type { MessageTables } from '../services/messages/tables'
import type { TripFormTables } from '../services/trip-forms/tables'
import type { TravellerTables } from '../services/travellers/tables'
import type { SupportTables } from '../services/support/tables'
import type { MoneyTables } from '../services/money/tables'
import type { OperationsTables } from '../services/money/ops/tables'
import type { PersonalTables } from '../services/personal/tables'
import type { RankTables } from '../kernel/ranks/tables'
import type { AdminTables } from '../modules/admin/tables'
import type { ReportTables } from '../modules/reports/tables'
import type { ScanSignInTables } from '../services/scan-sign-in/tables'
import type { SsoTables } from '../services/sso/tables'
import type { OaTables } from '../services/oa/tables'
import type { WechatOauthTables } from '../services/wechat-oauth/tables'
import type { PasskeyTables } from '../services/passkeys/tables'

export interface CompaniesTable {
  id: Generated<number>
  code: string
  name: string
  name_en: string
  /** 1 active, 0 closed. */
  status: number
  created_at: string
}

export interface CompanySettingsTable {
  company_id: number
  /** PersonalSetting (types/api/settings.ts). */
  setting_json: string
  updated_at: string
}

export interface CompanyThemesTable {
  company_id: number
  /** Theme (types/api/session.ts) with image paths relative to the server ('/media/...'). */
  theme_json: string
  updated_at: string
}

/** Departments, cost centres, business units, custom items and ranks share this shape. */
interface CompanyCatalogTable {
  id: Generated<number>
  company_id: number
  code: string
  name: string
  name_en: string
  sort: number
}

export interface DepartmentsTable extends CompanyCatalogTable {
  parent_id: number | null
}
export type CostCentersTable = CompanyCatalogTable
export type BusinessUnitsTable = CompanyCatalogTable
export type CustomItemsTable = CompanyCatalogTable
export interface RanksTable extends CompanyCatalogTable {
  /** 1 staff .. 4 executive; travel policies (later) key on it. */
  level: number
}

export type PersonKind = 'employee' | 'non_employee'

/** A traveller: employee or non-employee. Accounts (users) point at persons. */
export interface PersonsTable {
  id: Generated<number>
  company_id: number
  kind: PersonKind
  employee_no: string | null
  ch_name: string
  last_name: string
  first_name: string
  nick_name: string
  /** 'M' or 'F'. */
  gender: string
  /** 'yyyy-MM-dd'. */
  birth_date: string | null
  /** ISO 3166 alpha-2. */
  nationality: string
  /** 'IDCard' | 'Passport' | 'HKMacaoPass' | 'TaiwanPass'. */
  id_type: string
  id_no: string | null
  /** Without '+', e.g. '86'. */
  mobile_country_code: string
  mobile: string | null
  email: string | null
  department_id: number | null
  cost_center_id: number | null
  business_unit_id: number | null
  rank_id: number | null
  /** Direct superior: the default approver (docs/roles-and-powers.md). */
  superior_id: number | null
  /** 1 active, 0 left the company. */
  status: number
  created_at: string
}

export interface RolesTable {
  id: Generated<number>
  company_id: number
  /** Stable key: employee, booker, approver, admin, consultant, or a company's own. */
  code: string
  /** { "zh-CN": ..., "zh-TW": ..., "en": ..., "ja": ... } */
  name_json: string
  /** PersonalPower granted by the role; a user's power is the union of their roles. */
  power_json: string
  sort: number
}

export interface UserRolesTable {
  company_id: number
  user_id: number
  role_id: number
}

export interface UsersTable {
  id: Generated<number>
  company_id: number
  person_id: number
  user_name: string
  /** Lower-cased user name: sign-in is case-insensitive on every database. */
  user_name_key: string
  password_hash: string
  /** 1 = the person may switch to a personal account (Login/ToggleApp). */
  has_personal_account: number
  /** 1 active, 0 disabled. */
  status: number
  created_at: string
  password_changed_at: string
}

export interface SessionsTable {
  /** sha256 of the token: a leaked table does not leak usable tokens. */
  token_hash: string
  user_id: number
  company_id: number
  /** 1 unit account, 2 personal account. */
  login_type: number
  created_at: string
  expires_at: string
  revoked_at: string | null
}

export interface LoginFailuresTable {
  user_name_key: string
  failures: number
  last_failed_at: string
}

/** A per-client limit's counter in one fixed window (services/client-limits.ts). */
export interface ClientLimitsTable {
  /** '<what is counted>|<client address>[|<account>]'. */
  limit_key: string
  /** ISO instant the window starts. */
  window_start: string
  hits: number
  /** ISO instant the window ends; later rows are swept. */
  expires_at: string
}

export interface CaptchasTable {
  id: string
  user_name_key: string
  code_hash: string
  created_at: string
  expires_at: string
  used_at: string | null
}

export interface VerificationCodesTable {
  id: Generated<number>
  /** See CodePurpose in services/codes.ts. */
  purpose: string
  /** Normalised phone ('86 13800000001') or lower-cased e-mail, or 'user:<id>' for reset tickets. */
  target: string
  user_id: number | null
  company_id: number | null
  code_hash: string
  /** Calendar day in China time ('yyyy-MM-dd'): the daily quota counts per day. */
  day: string
  created_at: string
  expires_at: string
  attempts: number
  consumed_at: string | null
}

export interface CurrenciesTable {
  /** The CurrencyType number (0 = CNY). */
  type: number
  code: string
  symbol: string
  name_json: string
  sort: number
}

export interface MobileCountryCodesTable {
  iso: string
  /** Without '+'. */
  dial_code: string
  name_cn: string
  name_tc: string
  name_en: string
  name_jp: string
  sort: number
}

export interface AdsTable {
  id: Generated<number>
  company_id: number
  title_json: string
  /** Path under the server's /media, made absolute per request. */
  image_path: string
  /** In-app route (hash path) or ''. */
  link_url: string
  /** 1 = home banner. */
  position: number
  sort: number
  status: number
  /** Set on rows the demo seed created, so that seeding again recognises them. */
  seed_key: string | null
}

export interface NoticesTable {
  id: Generated<number>
  /** null = a platform notice shown to everybody (also signed out); otherwise company-owned. */
  company_id: number | null
  title_json: string
  content_json: string
  publish_at: string
  is_top: number
  status: number
  /** Set on rows the demo seed created, so that seeding again recognises them. */
  seed_key: string | null
}

export interface ClientErrorLogsTable {
  id: Generated<number>
  company_id: number | null
  user_id: number | null
  appid: string
  level: number
  title: string
  message: string
  client_time: string
  page_url: string
  device_info: string
  request_source: string
  created_at: string
}

export interface UsageEventsTable {
  id: Generated<number>
  company_id: number | null
  user_id: number | null
  u: string
  c: string
  dt: string
  ed: string
  et: number
  fp: string
  tp: string
  created_at: string
}

/** The tables of the core: tenancy, accounts, reference data, content and telemetry. */
export interface CoreTables {
  companies: CompaniesTable
  company_settings: CompanySettingsTable
  company_themes: CompanyThemesTable
  departments: DepartmentsTable
  cost_centers: CostCentersTable
  business_units: BusinessUnitsTable
  custom_items: CustomItemsTable
  ranks: RanksTable
  persons: PersonsTable
  roles: RolesTable
  user_roles: UserRolesTable
  users: UsersTable
  sessions: SessionsTable
  login_failures: LoginFailuresTable
  client_limits: ClientLimitsTable
  captchas: CaptchasTable
  verification_codes: VerificationCodesTable
  currencies: CurrenciesTable
  mobile_country_codes: MobileCountryCodesTable
  ads: AdsTable
  notices: NoticesTable
  client_error_logs: ClientErrorLogsTable
  usage_events: UsageEventsTable
}

/**
 * The whole database, composed here and only here: the core's tables, the order kernel's, each
 * product module's, and those of approvals, trip applications and messages. A new product adds
 * its tables' interface to this list (and its migration to migrations/index.ts).
 */
export interface Database
  extends
    CoreTables,
    OrderTables,
    FlightTables,
    HotelTables,
    TrainTables,
    DiningTables,
    BusTables,
    CarTables,
    IntlFlightTables,
    ApprovalTables,
    TripFormTables,
    MessageTables,
    TravellerTables,
    MoneyTables,
    OperationsTables,
    SupportTables,
    PersonalTables,
    RankTables,
    AdminTables,
    ReportTables,
    ScanSignInTables,
    SsoTables,
    OaTables,
    WechatOauthTables,
    PasskeyTables,
    DisruptionTables,
    SubscribeTables {}

/** A transaction over the whole database. */
export type Trx = Transaction<Database>
/** Either a connection or an open transaction: most helpers work inside both. */
export type Db = Kysely<Database> | Trx

export type Person = Selectable<PersonsTable>
export type User = Selectable<UsersTable>
export type Company = Selectable<CompaniesTable>
