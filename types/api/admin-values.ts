/**
 * The company-administration contract's plain values (no TypeBox): the client imports these
 * without pulling the request schemas into its bundles; types/api/admin.ts re-exports them.
 * docs/administration.md explains each.
 */

/** Person status: 1 active, 0 disabled (cannot sign in, cannot be booked for). */
export const PERSON_STATUSES = [0, 1] as const
export type PersonStatus = (typeof PERSON_STATUSES)[number]

/** Rank products whose standards can be kept; flights, hotels and trains are enforced today. */
export const RANK_PRODUCTS = ['Flight', 'IntlFlight', 'Hotel', 'IntlHotel', 'Train', 'Car', 'Bus', 'Dining'] as const
export type RankProduct = (typeof RANK_PRODUCTS)[number]

/** What a booking outside the rank standard gets: allowed with a reason, sent to approval, refused. */
export const BREACH_ACTIONS = ['AllowWithReason', 'NeedsApproval', 'Forbidden'] as const
export type BreachAction = (typeof BREACH_ACTIONS)[number]

/** Reason-code products and kinds (the booking flows read Policy, LowestPrice, Refund, Change). */
export const REASON_PRODUCTS = ['Flight', 'IntlFlight', 'Hotel', 'IntlHotel', 'Train', 'Car', 'Bus', 'Dining'] as const
export type ReasonProduct = (typeof REASON_PRODUCTS)[number]
export const REASON_KINDS = ['Policy', 'LowestPrice', 'Refund', 'Change'] as const
export type ReasonKind = (typeof REASON_KINDS)[number]

/** Enterprise messengers an employee can be bound to; the call prefix of each. */
export const MESSENGERS = ['wechatwork', 'dingtalkwork', 'feishuwork'] as const
export type Messenger = (typeof MESSENGERS)[number]
export const BINDING_STATES = ['Unbound', 'Verifying', 'Bound'] as const
export type BindingState = (typeof BINDING_STATES)[number]

/** Import: every row valid or nothing imported (default), or the valid rows only (explicit). */
export const IMPORT_MODES = ['AllOrNothing', 'GoodRows'] as const
export type ImportMode = (typeof IMPORT_MODES)[number]
export const IMPORT_MAX_ROWS = 2000

/**
 * Columns of the staff import (first row of the CSV or the first sheet), in this order or by
 * header name (the zh-CN header is accepted as well). Department, cost centre and rank by code
 * or name; Roles: role codes separated by '|'.
 */
export const EMPLOYEE_IMPORT_COLUMNS = [
  ['EmployeeNo', '工号'],
  ['ChName', '中文姓名'],
  ['LastName', '英文姓'],
  ['FirstName', '英文名'],
  ['Gender', '性别'],
  ['Mobile', '手机号'],
  ['Email', '邮箱'],
  ['Department', '部门'],
  ['CostCenter', '成本中心'],
  ['Rank', '职级'],
  ['Roles', '角色'],
  ['IdType', '证件类型'],
  ['IdNo', '证件号码'],
] as const
/** Non-employees: the same without employee number, rank and roles. */
export const NON_EMPLOYEE_IMPORT_COLUMNS = EMPLOYEE_IMPORT_COLUMNS.filter(([k]) => !['EmployeeNo', 'Rank', 'Roles'].includes(k))

/** Join requests from an invitation link. */
export const JOIN_REQUEST_STATES = ['Pending', 'Approved', 'Rejected'] as const
export type JoinRequestState = (typeof JOIN_REQUEST_STATES)[number]
/** Days an invitation link or a messenger sign-in link stays valid. */
export const INVITE_VALID_DAYS = 30
export const BINDING_LINK_VALID_DAYS = 7

/** Entities of the audit log (audit/list Entity filter). */
export const AUDIT_ENTITIES = [
  'Employee',
  'NonEmployee',
  'Scope',
  'Department',
  'CostCenter',
  'BusinessUnit',
  'CustomItem',
  'Rank',
  'RankPolicy',
  'ReasonCode',
  'Role',
  'Company',
  'InvoiceHeader',
  'Invitation',
  'JoinRequest',
  'MessengerBinding',
  /** A designated approver (vettingsetting/add|deleteAppointVettingPersons); EntityId the person. */
  'AppointedApprover',
  /** The company's own exchange rate of a currency from a day on (systemInfo/setExchangeRate); EntityId the rate's row. */
  'ExchangeRate',
  /** The company's money settings (moneySettings/save); EntityId null, before and after as MoneySettingsRes. */
  'MoneySettings',
  /** A top-up of the company's prepayment (advancePayment/topUp); EntityId the ledger record, the balance before and after. */
  'PrepaymentTopUp',
  /** A mismatch between a payment channel's statement and the ledgers, resolved by a finance admin (payReconcile/resolve); EntityId the mismatch. */
  'PaymentMismatch',
  /** A product's booking settings (productSettings/save); EntityId null, before and after as { <Product>: the section's fields }. */
  'ProductSettings',
  /**
   * The approval settings (vettingsetting/): the time-out and a product's rule (EntityId null), a
   * person put on or taken off the whitelist or marked absent (EntityId the person), a template
   * saved, deleted, bound or unbound (EntityId the template).
   */
  'ApprovalSettings',
  /** An approval passed by hand by an administrator (vettingsetting/manualPassApproval); EntityId the approval, the status before and after and the reason. */
  'ApprovalOverride',
] as const
export type AuditEntity = (typeof AUDIT_ENTITIES)[number]
