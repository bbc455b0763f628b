/**
 * Company administration (/business, docs/administration.md): staff, non-employees, enterprise
 * messenger bindings, invitations, organisation, travel standards, reason codes, roles, company
 * information, and the audit log. Request bodies are TypeBox schemas (the server validates with
 * them); answers are interfaces. Every call checks a ManagePermission flag on the server (1003).
 *
 * Error codes the screens react to:
 *   1003 NoPermission — the caller lacks the call's ManagePermission flag.
 *   1005 NotFound — the record is not in the caller's company.
 *   1008 AlreadyExists — employee number, phone, code or user name already taken.
 *   1016 HasOpenOrders — the person still has open orders (delete refused).
 *   1017 InUse — the department / cost centre / BU / item / rank / role is still used (delete refused).
 *   1018 ImportRejected — the import file has bad rows; ResultData is ImportRes with every row's errors.
 *   1019 TreeCycle — a department cannot move under itself or its own sub-department.
 *   1020 LinkExpired — an invitation or binding link is unknown, used or expired.
 */
import { Type, type Static } from '@sinclair/typebox'
import type { PersonalPower, ScopeSet } from './power'
import type { ProductSettingsCalls } from './settings-admin'
import {
  BREACH_ACTIONS,
  IMPORT_MODES,
  RANK_PRODUCTS,
  REASON_KINDS,
  REASON_PRODUCTS,
  AUDIT_ENTITIES,
  type AuditEntity,
  type BindingState,
  type BreachAction,
  type JoinRequestState,
  type Messenger,
  type RankProduct,
  type ReasonKind,
  type ReasonProduct,
} from './admin-values'

export * from './admin-values'

const lit = <T extends readonly string[]>(values: T) => Type.Unsafe<T[number]>({ type: 'string', enum: [...values] })
const Id = Type.Integer({ minimum: 1 })
const Ids = Type.Array(Id, { minItems: 1, maxItems: 500 })
const PageIndex = Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 }))
const PageSize = Type.Optional(Type.Integer({ minimum: 1, maximum: 100 }))
const Name = Type.String({ minLength: 1, maxLength: 60 })
const Code = Type.String({ minLength: 1, maxLength: 30, pattern: '^[A-Za-z0-9_.-]+$' })

export interface CountRes {
  Count: number
}
export interface Page<T> {
  Items: T[]
  Total: number
  PageIndex: number
  PageSize: number
}
export const EmptyAdminReq = Type.Object({})
export type EmptyAdminReq = Static<typeof EmptyAdminReq>

// ---------------------------------------------------------------- staff and non-employees

export interface OptionItem {
  Id: number
  Code: string
  Name: string
  NameEn: string
}
export interface DepartmentOption extends OptionItem {
  ParentId: number | null
}
export interface RoleOption {
  RoleId: number
  Code: string
  Name: string
}
/** employee/getEmployeeInitData: everything the staff filters and form pick from. */
export interface EmployeeInitData {
  Departments: DepartmentOption[]
  CostCenters: OptionItem[]
  BusinessUnits: OptionItem[]
  Ranks: OptionItem[]
  Roles: RoleOption[]
  /** CommonSettings names and required flags the form follows. */
  IsRequiredEmployeeNo: boolean
  IsRequiredDepartment: boolean
  IsRequiredCostCenter: boolean
}

export const PersonSearchReq = Type.Object({
  Keyword: Type.Optional(Type.String({ maxLength: 40 })),
  DepartmentId: Type.Optional(Id),
  /** Include sub-departments of DepartmentId (default true). */
  IncludeSub: Type.Optional(Type.Boolean()),
  RankId: Type.Optional(Id),
  RoleId: Type.Optional(Id),
  Status: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  /** Only these people (e.g. the names of a scope's chosen staff). */
  PersonIds: Type.Optional(Type.Array(Id, { maxItems: 500 })),
  PageIndex,
  PageSize,
})
export type PersonSearchReq = Static<typeof PersonSearchReq>

export interface PersonItem {
  PersonId: number
  EmployeeNo: string
  ChName: string
  LastName: string
  FirstName: string
  Mobile: string
  Email: string
  DepartmentId: number | null
  DepartmentName: string
  RankId: number | null
  RankName: string
  Roles: RoleOption[]
  Status: 0 | 1
  /** An account exists (employees always; non-employees never). */
  HasAccount: boolean
}

const Gender = Type.Union([Type.Literal('M'), Type.Literal('F')])
const IdType = Type.Union([Type.Literal('IDCard'), Type.Literal('Passport'), Type.Literal('HKMacaoPass'), Type.Literal('TaiwanPass')])

const PersonFields = {
  ChName: Type.Optional(Type.String({ maxLength: 30 })),
  LastName: Type.Optional(Type.String({ maxLength: 40 })),
  FirstName: Type.Optional(Type.String({ maxLength: 40 })),
  NickName: Type.Optional(Type.String({ maxLength: 30 })),
  Gender: Type.Optional(Gender),
  BirthDate: Type.Optional(Type.Union([Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }), Type.Null()])),
  Nationality: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$' })),
  /** Main document. */
  IdType: Type.Optional(IdType),
  IdNo: Type.Optional(Type.Union([Type.String({ maxLength: 30 }), Type.Null()])),
  /** Without '+'; default '86'. */
  MobileCountryCode: Type.Optional(Type.String({ maxLength: 5 })),
  Mobile: Type.Optional(Type.Union([Type.String({ maxLength: 20 }), Type.Null()])),
  Email: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  DepartmentId: Type.Optional(Type.Union([Id, Type.Null()])),
  CostCenterId: Type.Optional(Type.Union([Id, Type.Null()])),
  BusinessUnitId: Type.Optional(Type.Union([Id, Type.Null()])),
}

/** employee/addEmployee (no PersonId) and employee/editEmployee (PersonId); edit changes only the fields sent. */
export const EmployeeSaveReq = Type.Object({
  PersonId: Type.Optional(Id),
  EmployeeNo: Type.Optional(Type.Union([Type.String({ maxLength: 30 }), Type.Null()])),
  ...PersonFields,
  RankId: Type.Optional(Type.Union([Id, Type.Null()])),
  /** Direct superior (default approver); not oneself, no loop. */
  SuperiorId: Type.Optional(Type.Union([Id, Type.Null()])),
  /** Roles of the account; default on add: the 'employee' role. */
  RoleIds: Type.Optional(Type.Array(Id, { maxItems: 20 })),
  /** Sign-in name on add (default: the mobile, else the employee number). */
  UserName: Type.Optional(Type.String({ maxLength: 32 })),
  /** Initial password on add (8-20 letters and digits); without one the person signs in by SMS code or resets it. */
  Password: Type.Optional(Type.String({ maxLength: 20 })),
})
export type EmployeeSaveReq = Static<typeof EmployeeSaveReq>

export const NonEmployeeSaveReq = Type.Object({ PersonId: Type.Optional(Id), ...PersonFields })
export type NonEmployeeSaveReq = Static<typeof NonEmployeeSaveReq>

/**
 * ResultData of a refused add or edit of a person (1001 a field's rule, 1008 an employee number,
 * phone or e-mail someone else has): the field the message is about ('Mobile', 'Email',
 * 'EmployeeNo', 'ChName' …), so that the form says it under that field.
 */
export interface PersonSaveRefusal {
  Field: string
}

export interface PersonDetail extends PersonItem {
  Kind: 'employee' | 'non_employee'
  NickName: string
  Gender: 'M' | 'F'
  BirthDate: string | null
  Nationality: string
  IdType: string
  IdNo: string
  MobileCountryCode: string
  CostCenterId: number | null
  BusinessUnitId: number | null
  SuperiorId: number | null
  SuperiorName: string
  UserName: string
}

export const PersonIdReq = Type.Object({ PersonId: Id })
export type PersonIdReq = Static<typeof PersonIdReq>
export const SetStatusReq = Type.Object({ PersonIds: Ids, Status: Type.Union([Type.Literal(0), Type.Literal(1)]) })
export type SetStatusReq = Static<typeof SetStatusReq>

/** Scope edit (staff/viewAndBooking): null = follow the roles again. */
const ScopeSchema = Type.Object({
  Kind: Type.Union([Type.Literal('All'), Type.Literal('Departments'), Type.Literal('Staff'), Type.Literal('Self')]),
  DepartmentIds: Type.Array(Id, { maxItems: 200 }),
  StaffIds: Type.Array(Id, { maxItems: 500 }),
})
const ScopeSetSchema = Type.Object({ Flight: ScopeSchema, Hotel: ScopeSchema, Train: ScopeSchema })
export const SaveViewAndBookingReq = Type.Object({
  PersonId: Id,
  BookingScope: Type.Union([ScopeSetSchema, Type.Null()]),
  ViewScope: Type.Union([ScopeSetSchema, Type.Null()]),
})
export type SaveViewAndBookingReq = Static<typeof SaveViewAndBookingReq>
export interface ViewAndBooking {
  PersonId: number
  /** What applies now (the person's own setting, else their roles'). */
  BookingScope: ScopeSet
  ViewScope: ScopeSet
  /** The person has their own setting (not the roles'). */
  OwnBooking: boolean
  OwnView: boolean
  /** What the roles give. */
  RoleBookingScope: ScopeSet
  RoleViewScope: ScopeSet
}

/** customer/mobile/permission/selectStatus: which of these people have their own scope (not their roles'). */
export const ScopeStatusReq = Type.Object({ PersonIds: Type.Array(Id, { minItems: 1, maxItems: 50 }) })
export type ScopeStatusReq = Static<typeof ScopeStatusReq>
export interface ScopeStatusRes {
  Items: { PersonId: number; OwnBooking: boolean; OwnView: boolean }[]
}

export const ImportReq = Type.Object({
  /** Ends with .csv or .xlsx. */
  FileName: Type.String({ minLength: 5, maxLength: 120 }),
  /** The file's bytes, base64 (CSV: UTF-8 with or without BOM, CRLF or LF). */
  ContentBase64: Type.String({ minLength: 1, maxLength: 8_000_000 }),
  /** Default AllOrNothing. */
  Mode: Type.Optional(lit(IMPORT_MODES)),
})
export type ImportReq = Static<typeof ImportReq>
export interface ImportRowError {
  /** 1-based data row (the header is row 0). */
  Row: number
  Field: string
  Message: string
}
export interface ImportRes {
  Rows: number
  Imported: number
  Errors: ImportRowError[]
  PersonIds: number[]
}

// ---------------------------------------------------------------- enterprise messengers

export const MessengerUsersReq = Type.Object({
  Keyword: Type.Optional(Type.String({ maxLength: 40 })),
  State: Type.Optional(Type.Union([Type.Literal('Unbound'), Type.Literal('Verifying'), Type.Literal('Bound')])),
  PageIndex,
  PageSize,
})
export type MessengerUsersReq = Static<typeof MessengerUsersReq>
export interface MessengerUser {
  PersonId: number
  Name: string
  EmployeeNo: string
  DepartmentName: string
  State: BindingState
  ExternalUserId: string
  BoundAt: string | null
}
export const BindingUserReq = Type.Object({ PersonId: Id, ExternalUserId: Type.String({ minLength: 1, maxLength: 64 }) })
export type BindingUserReq = Static<typeof BindingUserReq>
export interface BindingLink {
  PersonId: number
  Token: string
  /** The absolute address of the site's #/messengerBind?messenger=…&token=… page; the QR code or message carries it. */
  Url: string
  ExpiresAt: string
}
export const AcceptBindingReq = Type.Object({
  Token: Type.String({ minLength: 10, maxLength: 80 }),
  ExternalUserId: Type.String({ minLength: 1, maxLength: 64 }),
})
export type AcceptBindingReq = Static<typeof AcceptBindingReq>
export interface AcceptBindingRes {
  Messenger: Messenger
  State: BindingState
}
export const BindingInfoReq = Type.Object({ Token: Type.String({ minLength: 10, maxLength: 80 }) })
export type BindingInfoReq = Static<typeof BindingInfoReq>
/** What a binding link is for, to the signed-in employee it was made for (1020 used or expired, 1003 someone else's). */
export interface BindingInfo {
  Messenger: Messenger
  CompanyName: string
  CompanyNameEn: string
  PersonName: string
  ExpiresAt: string
}

// ---------------------------------------------------------------- invitations

export const CreateInviteReq = Type.Object({ DepartmentId: Type.Optional(Id) })
export type CreateInviteReq = Static<typeof CreateInviteReq>
export interface InviteLink {
  Token: string
  /** The address a new employee opens (#/joinCompany?token=…, absolute); the client draws its QR code. */
  Url: string
  DepartmentId: number | null
  ExpiresAt: string
}
export const InviteTokenReq = Type.Object({ Token: Type.String({ minLength: 10, maxLength: 80 }) })
export type InviteTokenReq = Static<typeof InviteTokenReq>
export interface InviteInfo {
  CompanyName: string
  CompanyNameEn: string
  DepartmentName: string
  ExpiresAt: string
}
export const JoinReq = Type.Object({
  Token: Type.String({ minLength: 10, maxLength: 80 }),
  ChName: Type.Optional(Type.String({ maxLength: 30 })),
  LastName: Type.Optional(Type.String({ maxLength: 40 })),
  FirstName: Type.Optional(Type.String({ maxLength: 40 })),
  MobileCountryCode: Type.Optional(Type.String({ maxLength: 5 })),
  Mobile: Type.String({ maxLength: 20 }),
  Email: Type.Optional(Type.String({ maxLength: 100 })),
  EmployeeNo: Type.Optional(Type.String({ maxLength: 30 })),
})
export type JoinReq = Static<typeof JoinReq>
export interface JoinRes {
  RequestId: number
  State: JoinRequestState
}
export const InviteListReq = Type.Object({
  State: Type.Optional(Type.Union([Type.Literal('Pending'), Type.Literal('Approved'), Type.Literal('Rejected')])),
  PageIndex,
  PageSize,
})
export type InviteListReq = Static<typeof InviteListReq>
export interface JoinRequestItem {
  RequestId: number
  Name: string
  Mobile: string
  Email: string
  EmployeeNo: string
  DepartmentId: number | null
  State: JoinRequestState
  CreatedAt: string
  PersonId: number | null
}
export const InviteApproveReq = Type.Object({
  RequestId: Id,
  Approve: Type.Boolean(),
  DepartmentId: Type.Optional(Id),
  RankId: Type.Optional(Id),
})
export type InviteApproveReq = Static<typeof InviteApproveReq>

// ---------------------------------------------------------------- organisation

export interface DepartmentNode extends DepartmentOption {
  Sort: number
  /** Direct members (employees). */
  Members: number
  Children: number
}
export const DepartmentAddReq = Type.Object({ Name, NameEn: Type.Optional(Type.String({ maxLength: 80 })), Code: Type.Optional(Code), ParentId: Id })
export type DepartmentAddReq = Static<typeof DepartmentAddReq>
/** Rename and/or move. */
export const DepartmentEditReq = Type.Object({
  DepartmentId: Id,
  Name: Type.Optional(Name),
  NameEn: Type.Optional(Type.String({ maxLength: 80 })),
  ParentId: Type.Optional(Id),
})
export type DepartmentEditReq = Static<typeof DepartmentEditReq>
/** Members and sub-departments of From go to Into; From is deleted. */
export const DepartmentMergeReq = Type.Object({ FromId: Id, IntoId: Id })
export type DepartmentMergeReq = Static<typeof DepartmentMergeReq>
export const DepartmentIdReq = Type.Object({ DepartmentId: Id })
export type DepartmentIdReq = Static<typeof DepartmentIdReq>

/** Cost centres, business units and custom items share one shape. */
export interface CatalogItem extends OptionItem {
  Sort: number
  /** Persons (or for custom items, nothing yet) using it. */
  InUse: number
}
export interface CatalogRes {
  /** The name the company gives the list (CommonSettings BusinessUnitName / CustomItemName); '' for cost centres. */
  Label: string
  Items: CatalogItem[]
}
export const CatalogListReq = Type.Object({ Keyword: Type.Optional(Type.String({ maxLength: 40 })) })
export type CatalogListReq = Static<typeof CatalogListReq>
export const CatalogAddReq = Type.Object({ Name, NameEn: Type.Optional(Type.String({ maxLength: 80 })), Code: Type.Optional(Code) })
export type CatalogAddReq = Static<typeof CatalogAddReq>
export const CatalogEditReq = Type.Object({ Id, Name: Type.Optional(Name), NameEn: Type.Optional(Type.String({ maxLength: 80 })), Code: Type.Optional(Code) })
export type CatalogEditReq = Static<typeof CatalogEditReq>
export const CatalogIdReq = Type.Object({ Id })
export type CatalogIdReq = Static<typeof CatalogIdReq>

// ---------------------------------------------------------------- travel standards

export interface RankItem extends OptionItem {
  Level: number
  Members: number
}
export interface RankProductInfo {
  Product: RankProduct
  /** The product module enforces this standard at search and booking today. */
  Enforced: boolean
}
export interface RankListRes {
  Items: RankItem[]
  Products: RankProductInfo[]
}
export const RankAddReq = Type.Object({
  Name,
  NameEn: Type.Optional(Type.String({ maxLength: 80 })),
  Code: Type.Optional(Code),
  Level: Type.Optional(Type.Integer({ minimum: 1, maximum: 9 })),
})
export type RankAddReq = Static<typeof RankAddReq>
export const RankRenameReq = Type.Object({
  RankId: Id,
  Name: Type.Optional(Name),
  NameEn: Type.Optional(Type.String({ maxLength: 80 })),
  Level: Type.Optional(Type.Integer({ minimum: 1, maximum: 9 })),
})
export type RankRenameReq = Static<typeof RankRenameReq>
export const RankIdReq = Type.Object({ RankId: Id })
export type RankIdReq = Static<typeof RankIdReq>

/** Flights: cabin and discount ceilings, lowest fare within ±RangeHour (TolerancePrice fen), booking AdvanceDays ahead. */
export const FlightRankPolicy = Type.Object({
  CabinClassCeiling: Type.Union([Type.Literal('Economy'), Type.Literal('Premium'), Type.Literal('Business'), Type.Literal('First'), Type.Null()]),
  /** Fraction of the full fare, e.g. 0.8; null = any. */
  DiscountCeiling: Type.Union([Type.Number({ minimum: 0.1, maximum: 1 }), Type.Null()]),
  LowestPrice: Type.Object({
    IsEnable: Type.Boolean(),
    RangeHour: Type.Integer({ minimum: 0, maximum: 24 }),
    TolerancePrice: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  }),
  AdvanceDays: Type.Union([Type.Integer({ minimum: 0, maximum: 90 }), Type.Null()]),
})
export type FlightRankPolicy = Static<typeof FlightRankPolicy>
const Cap = Type.Union([Type.Integer({ minimum: 0, maximum: 10_000_000 }), Type.Null()])
/** Hotels (Hotel and IntlHotel): nightly caps in fen by city tier 1-4, per-city exceptions, abroad cap, star ceiling. */
export const HotelRankPolicy = Type.Object({
  TierCaps: Type.Tuple([Cap, Cap, Cap, Cap]),
  CityCaps: Type.Array(Type.Object({ CityCode: Type.String({ minLength: 2, maxLength: 12 }), Cap: Type.Integer({ minimum: 0, maximum: 10_000_000 }) }), {
    maxItems: 200,
  }),
  IntlCap: Cap,
  StarCeiling: Type.Union([Type.Integer({ minimum: 2, maximum: 5 }), Type.Null()]),
})
export type HotelRankPolicy = Static<typeof HotelRankPolicy>
const Seats = Type.Array(Type.String({ minLength: 1, maxLength: 20 }), { maxItems: 12 })
/** Trains: seat classes allowed per train type ([] = any; Night [] = as by day). */
export const TrainRankPolicy = Type.Object({ HighSpeed: Seats, Conventional: Seats, Night: Seats })
export type TrainRankPolicy = Static<typeof TrainRankPolicy>
/**
 * International flights: business allowed on legs flying at least BusinessMinMinutes (null:
 * economy only; 0: always), booked AdvanceDays ahead, a fare at most LowestPricePct per cent above
 * the day's lowest of its family (docs/intl-flights.md).
 */
export const IntlFlightRankPolicy = Type.Object({
  BusinessMinMinutes: Type.Union([Type.Integer({ minimum: 0, maximum: 1440 }), Type.Null()]),
  AdvanceDays: Type.Union([Type.Integer({ minimum: 0, maximum: 90 }), Type.Null()]),
  LowestPricePct: Type.Union([Type.Integer({ minimum: 0, maximum: 100 }), Type.Null()]),
})
export type IntlFlightRankPolicy = Static<typeof IntlFlightRankPolicy>
/** Bus tickets: the dearest ticket the company pays (fen, null = any) and the coach classes allowed ([] = any). */
export const BusRankPolicy = Type.Object({
  PriceCap: Cap,
  SeatClasses: Type.Array(Type.Union([Type.Literal('Seat'), Type.Literal('Sleeper'), Type.Literal('Business')]), { maxItems: 3 }),
})
export type BusRankPolicy = Static<typeof BusRankPolicy>
/**
 * Products not enforced yet (Car, Dining) keep a document of this shape,
 * documented in docs/administration.md; the product module reads it when it arrives.
 */
export const GenericRankPolicy = Type.Record(
  Type.String({ maxLength: 40 }),
  Type.Union([
    Type.String({ maxLength: 200 }),
    Type.Number(),
    Type.Boolean(),
    Type.Null(),
    Type.Array(Type.Union([Type.String({ maxLength: 40 }), Type.Number()]), { maxItems: 50 }),
  ]),
)
export type GenericRankPolicy = Static<typeof GenericRankPolicy>

export type RankPolicyDoc = FlightRankPolicy | HotelRankPolicy | TrainRankPolicy | IntlFlightRankPolicy | BusRankPolicy | GenericRankPolicy

export const RankPolicyReq = Type.Object({ RankId: Id, Product: lit(RANK_PRODUCTS) })
export type RankPolicyReq = Static<typeof RankPolicyReq>
export const SaveRankPolicyReq = Type.Object({
  RankId: Id,
  Product: lit(RANK_PRODUCTS),
  /** The product's shape (FlightRankPolicy, HotelRankPolicy, TrainRankPolicy, IntlFlightRankPolicy, else GenericRankPolicy); null removes the standard. */
  Policy: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
  Breach: lit(BREACH_ACTIONS),
})
export type SaveRankPolicyReq = Static<typeof SaveRankPolicyReq>
export interface RankPolicyRes {
  RankId: number
  Product: RankProduct
  Enforced: boolean
  /** null: no standard (anything goes). */
  Policy: RankPolicyDoc | null
  Breach: BreachAction
}

/** flightv3, hotelv3, intlHotelv3, trainv3: every rank's standard of the product. */
export interface RankStandardsRes {
  Product: RankProduct
  Ranks: (RankPolicyRes & { RankName: string; RankNameEn: string })[]
}

// ---------------------------------------------------------------- reason codes

export const ReasonListReq = Type.Object({ Product: Type.Optional(lit(REASON_PRODUCTS)), Kind: Type.Optional(lit(REASON_KINDS)) })
export type ReasonListReq = Static<typeof ReasonListReq>
const FourTexts = Type.Object({
  'zh-CN': Type.String({ minLength: 1, maxLength: 50 }),
  'zh-TW': Type.Optional(Type.String({ maxLength: 50 })),
  en: Type.Optional(Type.String({ maxLength: 50 })),
  ja: Type.Optional(Type.String({ maxLength: 50 })),
})
export interface ReasonCodeItem {
  ReasonCodeId: number
  Product: ReasonProduct
  Kind: ReasonKind
  Code: string
  /** The four languages; missing ones fall back to zh-CN when shown. */
  Texts: { 'zh-CN': string; 'zh-TW': string; en: string; ja: string }
  Sort: number
}
export const ReasonAddReq = Type.Object({
  Product: lit(REASON_PRODUCTS),
  Kind: lit(REASON_KINDS),
  Code,
  Texts: FourTexts,
  Sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 999 })),
})
export type ReasonAddReq = Static<typeof ReasonAddReq>
export const ReasonEditReq = Type.Object({
  ReasonCodeId: Id,
  Code: Type.Optional(Code),
  Texts: Type.Optional(FourTexts),
  Sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 999 })),
})
export type ReasonEditReq = Static<typeof ReasonEditReq>
export const ReasonIdReq = Type.Object({ ReasonCodeId: Id })
export type ReasonIdReq = Static<typeof ReasonIdReq>

// ---------------------------------------------------------------- roles

export interface RoleItem extends RoleOption {
  Names: { 'zh-CN': string; 'zh-TW': string; en: string; ja: string }
  Members: number
  /** Built-in roles (employee, booker, approver, admin, consultant) cannot be deleted. */
  BuiltIn: boolean
}
export interface RoleDetail extends RoleItem {
  Power: PersonalPower
}
export const RoleIdReq = Type.Object({ RoleId: Id })
export type RoleIdReq = Static<typeof RoleIdReq>
export const RoleSaveReq = Type.Object({
  /** Absent: a new role. */
  RoleId: Type.Optional(Id),
  Code: Type.Optional(Code),
  Names: Type.Optional(FourTexts),
  /** The whole PersonalPower of the role (missing flags denied). */
  Power: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
})
export type RoleSaveReq = Static<typeof RoleSaveReq>
export const RoleMembersReq = Type.Object({ RoleId: Id, Keyword: Type.Optional(Type.String({ maxLength: 40 })), PageIndex, PageSize })
export type RoleMembersReq = Static<typeof RoleMembersReq>
export const RoleBindReq = Type.Object({ RoleId: Id, PersonIds: Ids })
export type RoleBindReq = Static<typeof RoleBindReq>

// ---------------------------------------------------------------- company

export interface CompanyInfo {
  CompanyCode: string
  Name: string
  NameEn: string
  Address: string
  ContactName: string
  ContactPhone: string
  ContactEmail: string
  /** Absolute URL of the logo, '' without one. */
  LogoUrl: string
}
/** user/getAboutUsContent: the versions, and the caller's company with its travel contact. */
export interface AboutUsRes {
  VersionNumber: string
  MinVersion: string
  Company: Omit<CompanyInfo, 'CompanyCode'>
}
export const CompanyInfoSaveReq = Type.Object({
  Name: Type.Optional(Type.String({ minLength: 2, maxLength: 80 })),
  NameEn: Type.Optional(Type.String({ maxLength: 120 })),
  Address: Type.Optional(Type.String({ maxLength: 200 })),
  ContactName: Type.Optional(Type.String({ maxLength: 40 })),
  ContactPhone: Type.Optional(Type.String({ maxLength: 20 })),
  ContactEmail: Type.Optional(Type.String({ maxLength: 100 })),
})
export type CompanyInfoSaveReq = Static<typeof CompanyInfoSaveReq>
/** The logo is uploaded first with systemInfo/uploadFiles (an image); this makes it the company's. */
export const UploadLogoReq = Type.Object({ FileId: Type.String({ pattern: '^[0-9a-f]{32}$' }) })
export type UploadLogoReq = Static<typeof UploadLogoReq>

export interface CompanyInvoiceHeader {
  HeaderId: number
  /** 'Company' (VAT general or special) header of the company. */
  Title: string
  TaxNo: string
  Type: 'General' | 'Special'
  Address: string
  Phone: string
  BankName: string
  BankAccount: string
  IsDefault: boolean
}
export const InvoiceHeaderSaveReq = Type.Object({
  HeaderId: Type.Optional(Id),
  Title: Type.String({ minLength: 2, maxLength: 100 }),
  TaxNo: Type.String({ pattern: '^[0-9A-Z]{15,20}$' }),
  Type: Type.Union([Type.Literal('General'), Type.Literal('Special')]),
  Address: Type.Optional(Type.String({ maxLength: 200 })),
  Phone: Type.Optional(Type.String({ maxLength: 30 })),
  BankName: Type.Optional(Type.String({ maxLength: 100 })),
  BankAccount: Type.Optional(Type.String({ maxLength: 40 })),
  IsDefault: Type.Optional(Type.Boolean()),
})
export type InvoiceHeaderSaveReq = Static<typeof InvoiceHeaderSaveReq>
export const InvoiceHeaderIdReq = Type.Object({ HeaderId: Id })
export type InvoiceHeaderIdReq = Static<typeof InvoiceHeaderIdReq>

// ---------------------------------------------------------------- audit

export const AuditListReq = Type.Object({ Entity: Type.Optional(lit(AUDIT_ENTITIES)), EntityId: Type.Optional(Id), PageIndex, PageSize })
export type AuditListReq = Static<typeof AuditListReq>
export interface AuditEntry {
  AuditId: number
  At: string
  ActorUserId: number
  ActorName: string
  Entity: AuditEntity
  EntityId: number | null
  /** 'add' | 'edit' | 'delete' | 'status' | 'move' | 'merge' | 'bind' | 'unbind' | 'import' | 'approve' | 'reject' ... */
  Action: string
  /** JSON of the record before and after (null when it did not exist). */
  Before: unknown
  After: unknown
}

/** Each product's booking settings (settings-admin.ts) are administration calls too. */
export interface AdminCalls extends ProductSettingsCalls {
  'employee/getEmployeeInitData': { req: EmptyAdminReq; res: EmployeeInitData }
  'employee/getEmployees': { req: PersonSearchReq; res: Page<PersonItem> }
  'employee/getEmployee': { req: PersonIdReq; res: PersonDetail }
  'employee/addEmployee': { req: EmployeeSaveReq; res: PersonDetail }
  'employee/editEmployee': { req: EmployeeSaveReq; res: PersonDetail }
  'employee/setEmployeeStatus': { req: SetStatusReq; res: CountRes }
  'employee/deleteEmployee': { req: PersonIdReq; res: CountRes }
  'employee/getViewAndBooking': { req: PersonIdReq; res: ViewAndBooking }
  'employee/saveViewAndBooking': { req: SaveViewAndBookingReq; res: ViewAndBooking }
  'employee/batchImport': { req: ImportReq; res: ImportRes }
  /** The booking-permission screen's own paths (customer/mobile/permission/, at the site root): the same as employee/getViewAndBooking, employee/saveViewAndBooking, and the staff picker. */
  'customer/mobile/permission/query': { req: PersonIdReq; res: ViewAndBooking }
  'customer/mobile/permission/update': { req: SaveViewAndBookingReq; res: ViewAndBooking }
  'customer/mobile/permission/query/unitPerson': { req: PersonSearchReq; res: Page<PersonItem> }
  'user/getAboutUsContent': { req: EmptyAdminReq; res: AboutUsRes }
  'customer/mobile/permission/selectStatus': { req: ScopeStatusReq; res: ScopeStatusRes }
  'nupemployee/get': { req: PersonSearchReq; res: Page<PersonItem> }
  'nupemployee/detail': { req: PersonIdReq; res: PersonDetail }
  'nupemployee/add': { req: NonEmployeeSaveReq; res: PersonDetail }
  'nupemployee/edit': { req: NonEmployeeSaveReq; res: PersonDetail }
  'nupemployee/deleteNup': { req: PersonIdReq; res: CountRes }
  'nupemployee/batchImport': { req: ImportReq; res: ImportRes }
  'wechatwork/getUsers': { req: MessengerUsersReq; res: Page<MessengerUser> }
  'wechatwork/bindingUser': { req: BindingUserReq; res: MessengerUser }
  'wechatwork/unbindingUser': { req: PersonIdReq; res: MessengerUser }
  'wechatwork/inviteUser': { req: PersonIdReq; res: BindingLink }
  'dingtalkwork/getUsers': { req: MessengerUsersReq; res: Page<MessengerUser> }
  'dingtalkwork/bindingUser': { req: BindingUserReq; res: MessengerUser }
  'dingtalkwork/unbindingUser': { req: PersonIdReq; res: MessengerUser }
  'dingtalkwork/inviteUser': { req: PersonIdReq; res: BindingLink }
  'feishuwork/getUsers': { req: MessengerUsersReq; res: Page<MessengerUser> }
  'feishuwork/bindingUser': { req: BindingUserReq; res: MessengerUser }
  'feishuwork/unbindingUser': { req: PersonIdReq; res: MessengerUser }
  'feishuwork/inviteUser': { req: PersonIdReq; res: BindingLink }
  'messenger/acceptBinding': { req: AcceptBindingReq; res: AcceptBindingRes }
  'messenger/bindingInfo': { req: BindingInfoReq; res: BindingInfo }
  'invite/create': { req: CreateInviteReq; res: InviteLink }
  'invite/getinviteinfo': { req: InviteTokenReq; res: InviteInfo }
  'invite/join': { req: JoinReq; res: JoinRes }
  'invite/list': { req: InviteListReq; res: Page<JoinRequestItem> }
  'invite/userCount': { req: EmptyAdminReq; res: CountRes }
  'invite/approve': { req: InviteApproveReq; res: JoinRequestItem }
  'department/list': { req: EmptyAdminReq; res: { Items: DepartmentNode[] } }
  'department/add': { req: DepartmentAddReq; res: DepartmentNode }
  'department/edit': { req: DepartmentEditReq; res: DepartmentNode }
  'department/merge': { req: DepartmentMergeReq; res: DepartmentNode }
  'department/delete': { req: DepartmentIdReq; res: CountRes }
  'costcenter/list': { req: CatalogListReq; res: CatalogRes }
  'costcenter/add': { req: CatalogAddReq; res: CatalogItem }
  'costcenter/edit': { req: CatalogEditReq; res: CatalogItem }
  'costcenter/delete': { req: CatalogIdReq; res: CountRes }
  'bu/getBus': { req: CatalogListReq; res: CatalogRes }
  'bu/addBu': { req: CatalogAddReq; res: CatalogItem }
  'bu/editBu': { req: CatalogEditReq; res: CatalogItem }
  'bu/deleteBu': { req: CatalogIdReq; res: CountRes }
  'customization/get': { req: CatalogListReq; res: CatalogRes }
  'customization/add': { req: CatalogAddReq; res: CatalogItem }
  'customization/edit': { req: CatalogEditReq; res: CatalogItem }
  'customization/delete': { req: CatalogIdReq; res: CountRes }
  /** costcenter/add and customization/add by their other names. */
  'user/addCostCenter': { req: CatalogAddReq; res: CatalogItem }
  'user/addCustomItem': { req: CatalogAddReq; res: CatalogItem }
  'rank/list': { req: EmptyAdminReq; res: RankListRes }
  'rank/add': { req: RankAddReq; res: RankItem }
  'rank/rename': { req: RankRenameReq; res: RankItem }
  'rank/delete': { req: RankIdReq; res: CountRes }
  'rank/getPolicy': { req: RankPolicyReq; res: RankPolicyRes }
  flightv3: { req: EmptyAdminReq; res: RankStandardsRes }
  hotelv3: { req: EmptyAdminReq; res: RankStandardsRes }
  intlHotelv3: { req: EmptyAdminReq; res: RankStandardsRes }
  trainv3: { req: EmptyAdminReq; res: RankStandardsRes }
  'rank/savePolicy': { req: SaveRankPolicyReq; res: RankPolicyRes }
  'reasoncode/list': { req: ReasonListReq; res: { Items: ReasonCodeItem[] } }
  'reasoncode/add': { req: ReasonAddReq; res: ReasonCodeItem }
  'reasoncode/edit': { req: ReasonEditReq; res: ReasonCodeItem }
  'reasoncode/delete': { req: ReasonIdReq; res: CountRes }
  'role/getRoles': { req: EmptyAdminReq; res: { Items: RoleItem[] } }
  'role/getRoleDetail': { req: RoleIdReq; res: RoleDetail }
  'role/getRoleBindUnitPerson': { req: RoleMembersReq; res: Page<PersonItem> }
  'role/save': { req: RoleSaveReq; res: RoleDetail }
  'role/delete': { req: RoleIdReq; res: CountRes }
  'role/bindPersons': { req: RoleBindReq; res: CountRes }
  'role/unbindPersons': { req: RoleBindReq; res: CountRes }
  'companybaseinfo/get': { req: EmptyAdminReq; res: CompanyInfo }
  'companybaseinfo/save': { req: CompanyInfoSaveReq; res: CompanyInfo }
  'companybaseinfo/uploadCompanyLogo': { req: UploadLogoReq; res: CompanyInfo }
  'companyInvoice/list': { req: EmptyAdminReq; res: { Items: CompanyInvoiceHeader[] } }
  'companyInvoice/save': { req: InvoiceHeaderSaveReq; res: CompanyInvoiceHeader }
  'companyInvoice/delete': { req: InvoiceHeaderIdReq; res: CountRes }
  'audit/list': { req: AuditListReq; res: Page<AuditEntry> }
}
