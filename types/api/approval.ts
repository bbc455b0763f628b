/**
 * Approvals (docs/order-states.md approval states, docs/approvals.md approver kinds, whitelist, vetting/ and
 * vettingsetting/ calls, oa/getAuthorizationCodeSettings). One engine approves flight orders and
 * trip applications: a template is an ordered list of levels, each decided by its approvers in
 * turn. Request bodies are TypeBox schemas (the server validates with them); answers are
 * interfaces. Money in fen; times 'yyyy-MM-dd HH:mm' China time; dates 'yyyy-MM-dd'.
 *
 * Error codes the screens react to:
 *   316 OrderStatusChanged — the step was decided (or expired, or the order moved) under the user:
 *       reload the detail ("order status changed, operate again"); passed back without a toast.
 *   1003 NoPermission — the caller is not an approver of the current step.
 *   1006 TooManyCodes — reSendVettingMessage within 10 minutes of the last notice;
 *       ResultData { RetryAfterSeconds } drives the countdown.
 *   1008 AlreadyExists — a person or custom item is already bound to another template.
 *
 * Import with `import type` on the client.
 */
import { Type, type Static } from '@sinclair/typebox'
import type { PolicyVerdict } from './flight'
import type { TripApplicationDetail } from './trip-form'
import type { NoParamsReq } from './auth'
import type { VettingStatus } from './approval-values'

const PageIndex = Type.Integer({ minimum: 1, maximum: 10000, default: 1 })
const PageSize = Type.Integer({ minimum: 1, maximum: 50, default: 10 })
const ApprovalNo = Type.String({ minLength: 1, maxLength: 32 })
const PersonIds = Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 200 })

export { VETTING_STATUSES, type VettingStatus } from './approval-values'

/**
 * How a level finds its approvers (docs/roles-and-powers.md). Multi-level is a template with several levels,
 * decided in order; backup is a per-level person who takes over while every primary approver
 * of the level is marked absent (out of office).
 *   DirectSuperior — the traveller's direct superior (persons.superior_id).
 *   SameLevel      — several named approvers; any one decides for the level, first decision wins.
 *   Designated     — one named approver.
 */
export const APPROVER_KINDS = ['DirectSuperior', 'SameLevel', 'Designated'] as const
export type ApproverKind = (typeof APPROVER_KINDS)[number]

/**
 * What an approval is about: an order of a product, a refund or change of such an order (as its
 * RefundSettings / ChangeSettings VettingSettings ask), or a trip application.
 */
export const APPROVAL_SUBJECTS = [
  'FlightOrder',
  'FlightRefund',
  'FlightChange',
  'HotelOrder',
  'IntlHotelOrder',
  'TrainOrder',
  'DiningOrder',
  'IntlFlightOrder',
  'IntlFlightChange',
  'BusOrder',
  'BusRefund',
  'BusChange',
  'CarOrder',
  'TripApplication',
] as const
/** The subject a request asks about when it names none (approval/getMyTemplates). */
export const DEFAULT_APPROVAL_SUBJECT = APPROVAL_SUBJECTS[0]
export type ApprovalSubjectKind = (typeof APPROVAL_SUBJECTS)[number]

/** Tabs of vetting/getApprovalOrders. */
export const APPROVAL_TABS = ['Pending', 'Submitted', 'Handled'] as const
export type ApprovalTab = (typeof APPROVAL_TABS)[number]

/** State of one level of an approval. Waiting: an earlier level is still open. Skipped: never reached. */
export type LevelStatus = 'Waiting' | 'Pending' | 'Approved' | 'Rejected' | 'Expired' | 'Cancelled' | 'Skipped' | 'ManuallyPassed'

export interface ApproverView {
  PersonId: number
  Name: string
  DepartmentName: string
  /** Backup takes over while every primary approver of the level is absent. */
  Role: 'Primary' | 'Backup'
  /** Marked out of office now. */
  IsAbsent: boolean
}

export interface ApprovalLevelView {
  /** 1-based. */
  Level: number
  Kind: ApproverKind
  KindName: string
  Approvers: ApproverView[]
  Status: LevelStatus
  StatusName: string
  DecidedByName: string
  DecidedAt: string
  Reason: string
}

/** One line of the history: every submission, decision, expiry, cancellation. */
export interface ApprovalRecord {
  Level: number
  /** Submitted, Approved, Rejected, Expired, Cancelled, Failed, ManuallyPassed, SystemApproved. */
  Action: VettingStatus
  ActionName: string
  /** '' for the system (expiry, whitelist). */
  PersonName: string
  /** The backup decided for an absent approver. */
  AsBackup: boolean
  Time: string
  Reason: string
}

/** What is being approved, for list rows. */
export interface ApprovalSubjectSummary {
  Kind: ApprovalSubjectKind
  KindName: string
  /** OrderNo or ApplicationNo. */
  No: string
  /** '北京 - 上海', multi-leg '北京 - 上海 - 广州'. */
  Title: string
  /** 'CA1501 · 2026-11-25 08:00' for orders; '2026-11-25 ~ 2026-11-28 · 4天' for applications. */
  SubTitle: string
  StartDate: string
  EndDate: string
  TravellerNames: string[]
  /** Order total, or the application's total budget (0 when none). Fen. */
  Amount: number
  /** Every segment in policy (applications: true). */
  InPolicy: boolean
  /** Localised violation messages of the booked segments. */
  Violations: string[]
  /** Reasons the booker gave for out-of-policy choices. */
  PolicyReasons: string[]
  Purpose: string
}

export interface ApprovalItem {
  ApprovalNo: string
  Status: VettingStatus
  StatusName: string
  Subject: ApprovalSubjectSummary
  RequesterName: string
  RequesterDepartment: string
  SubmittedAt: string
  /** When a pending approval expires (the company's time-out after submission). */
  DeadlineAt: string
  /** The open level while Pending; the last reached level otherwise. */
  CurrentLevel: number
  LevelCount: number
  CurrentApproverNames: string[]
  /** The caller may approve or reject the current level now. */
  CanDecide: boolean
  /** Handled tab: the caller's decision and its time. */
  MyDecision: 'Approved' | 'Rejected' | null
  MyDecisionAt: string
  /** The latest decision reason (e.g. why it was rejected). */
  LastReason: string
}

export const GetApprovalOrdersReq = Type.Object({
  /** Pending: waiting for me. Submitted: my requests (I booked or applied, or I travel). Handled: I decided. */
  Tab: Type.Union(APPROVAL_TABS.map((t) => Type.Literal(t))),
  Subject: Type.Optional(Type.Union([Type.Literal('All'), ...APPROVAL_SUBJECTS.map((s) => Type.Literal(s))])),
  /** Approval, order or application number, or a traveller's name. */
  Keyword: Type.Optional(Type.String({ maxLength: 40 })),
  PageIndex: Type.Optional(PageIndex),
  PageSize: Type.Optional(PageSize),
})
export type GetApprovalOrdersReq = Static<typeof GetApprovalOrdersReq>
export interface GetApprovalOrdersRes {
  Total: number
  PageIndex: number
  PageSize: number
  Items: ApprovalItem[]
  /** Approvals waiting for the caller (the Pending tab's badge), whatever Tab was asked. */
  PendingCount: number
}

/** One of the three identifies the approval; the order or application number finds its approval. */
export const GetApprovalDetailReq = Type.Object({
  ApprovalNo: Type.Optional(ApprovalNo),
  OrderNo: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
  ApplicationNo: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
})
export type GetApprovalDetailReq = Static<typeof GetApprovalDetailReq>

export interface ApprovalFlightSegment {
  SegmentIndex: number
  FlightNo: string
  CarrierName: string
  DepartCityName: string
  ArriveCityName: string
  DepartAirportName: string
  ArriveAirportName: string
  DepartDate: string
  DepartTime: string
  ArriveTime: string
  CabinClassName: string
  CabinCode: string
  /** Adult fare, fen. */
  Price: number
  Policy: PolicyVerdict
  PolicyReason: string
}

export interface ApprovalFlightOrder {
  OrderNo: string
  /** OrderStatus of types/api/order.ts and its label. */
  Status: string
  StatusName: string
  TripType: 'OneWay' | 'RoundTrip'
  PaymentType: string
  PaymentTypeName: string
  BookerName: string
  Segments: ApprovalFlightSegment[]
  PassengerNames: string[]
  Total: number
  CompanyAmount: number
  PersonalAmount: number
  CostCenterName: string
  CustomItemName: string
  Purpose: string
  AuthorizationCode: string
}

/** A hotel order as its approver reads it (Subject.Kind 'HotelOrder' or 'IntlHotelOrder'). */
export interface ApprovalHotelOrder {
  OrderNo: string
  Status: string
  StatusName: string
  International: boolean
  PaymentType: string
  PaymentTypeName: string
  BookerName: string
  HotelName: string
  Star: number
  CityName: string
  RoomName: string
  PlanName: string
  CheckIn: string
  CheckOut: string
  Nights: number
  RoomCount: number
  /** Average nightly price per room (CNY fen) and the traveller's nightly cap (null = none). */
  AvgPrice: number
  PriceToBeat: number | null
  InPolicy: boolean
  /** Violations in the reader's language. */
  Violations: string[]
  PolicyReason: string
  GuestNames: string[]
  Total: number
  CompanyAmount: number
  PersonalAmount: number
  CostCenterName: string
  Purpose: string
  AuthorizationCode: string
}

/** A train order as its approver reads it (Subject.Kind 'TrainOrder'). */
export interface ApprovalTrainOrder {
  OrderNo: string
  Status: string
  StatusName: string
  /** 'Ticket' or 'Grab' (ticket-grabbing with alternates). */
  Kind: string
  PaymentType: string
  PaymentTypeName: string
  BookerName: string
  /** e.g. 'G1 北京南 08:00 → 上海虹桥 12:28 · 2026-11-26 · 二等座'; a grab lists its alternates. */
  Journeys: string[]
  InPolicy: boolean
  Violations: string[]
  PolicyReason: string
  PassengerNames: string[]
  Total: number
  CompanyAmount: number
  PersonalAmount: number
  CostCenterName: string
  Purpose: string
  AuthorizationCode: string
}

/** An international flight order as its approver reads it (Subject.Kind 'IntlFlightOrder'). */
export interface ApprovalIntlFlightOrder {
  OrderNo: string
  Status: string
  StatusName: string
  /** 'OneWay' | 'RoundTrip' | 'MultiCity'. */
  TripType: string
  PaymentType: string
  PaymentTypeName: string
  BookerName: string
  /** One per flight, e.g. 'MU101 上海 13:05 → 法兰克福 18:25 · 2026-11-29 · 经济舱标准'. */
  Flights: string[]
  InPolicy: boolean
  Violations: string[]
  PolicyReason: string
  PassengerNames: string[]
  /** The inquiry sheet the order came from, or ''. */
  InquirySheetNo: string
  Total: number
  CompanyAmount: number
  PersonalAmount: number
  CostCenterName: string
  Purpose: string
  AuthorizationCode: string
}

/** A refund or change waiting for approval: what it gives back or costs, for whom, and why. */
export interface ApprovalAfterSale {
  Kind: 'Refund' | 'Change'
  /** RefundNo or ChangeNo. */
  No: string
  OrderNo: string
  /** OrderStatus of the record (PendingApproval while it waits) and its label. */
  Status: string
  StatusName: string
  PassengerNames: string[]
  /** A change: 'MU5101 → CA1501 · 2026-11-28'; a refund: ''. */
  Description: string
  Reason: string
  /** A refund: what goes back; a change: change fee plus fare difference. Fen. */
  Amount: number
  /** Refund fee or change fee. Fen. */
  Fee: number
  /** A refund: back to the company / the traveller; a change: paid by the company / the traveller. */
  CompanyAmount: number
  PersonalAmount: number
}

export interface ApprovalDetail extends ApprovalItem {
  TemplateName: string
  Levels: ApprovalLevelView[]
  Records: ApprovalRecord[]
  /** Set for Subject.Kind 'FlightOrder', 'FlightRefund' and 'FlightChange' (the order). */
  FlightOrder: ApprovalFlightOrder | null
  /** Set for Subject.Kind 'HotelOrder' and 'IntlHotelOrder'. */
  HotelOrder: ApprovalHotelOrder | null
  /** Set for Subject.Kind 'TrainOrder' (absent on servers before trains). */
  TrainOrder?: ApprovalTrainOrder | null
  /** Set for Subject.Kind 'BusOrder' (absent on servers before bus tickets): the train order's shape, its lines the schedules. */
  BusOrder?: ApprovalTrainOrder | null
  /** Set for Subject.Kind 'CarOrder': the ride in Journeys (one line), Kind its service. */
  CarOrder?: ApprovalTrainOrder | null
  /** Set for Subject.Kind 'IntlFlightOrder' and 'IntlFlightChange' (the order; absent on servers before international flights). */
  IntlFlightOrder?: ApprovalIntlFlightOrder | null
  /** Set for Subject.Kind 'TripApplication'. */
  TripApplication: TripApplicationDetail | null
  /** Set for a refund's or change's approval (the order it belongs to is in FlightOrder). */
  AfterSale: ApprovalAfterSale | null
  /** The requester may resend the notice to the current approvers (pending only). */
  CanResend: boolean
  /** Seconds until the next resend is allowed (0 = now). */
  ResendAvailableInSeconds: number
}

export const VETTING_DECISIONS = ['Approve', 'Reject'] as const
export type VettingDecision = (typeof VETTING_DECISIONS)[number]
/** Rejection reasons are at most 200 characters. */
export const REJECT_REASON_MAX = 200

export const VettingHandleReq = Type.Object({
  ApprovalNo,
  Decision: Type.Union(VETTING_DECISIONS.map((d) => Type.Literal(d))),
  /** Required to reject (1–200 characters); optional remark when approving. */
  Reason: Type.Optional(Type.String({ maxLength: REJECT_REASON_MAX })),
  /** The level the screen showed; another current level gives 316. */
  Level: Type.Optional(Type.Integer({ minimum: 1, maximum: 10 })),
})
export type VettingHandleReq = Static<typeof VettingHandleReq>
export interface VettingHandleRes {
  ApprovalNo: string
  Status: VettingStatus
  StatusName: string
  /** The next level when more levels follow; else the decided one. */
  CurrentLevel: number
  /** The order's or application's status after the decision, and its label. */
  SubjectStatus: string
  SubjectStatusName: string
}

/** Minimum time between two notices to the current approver (docs/constants.md resend countdown). */
export const RESEND_INTERVAL_SECONDS = 600

export const ReSendVettingMessageReq = Type.Object({ ApprovalNo })
export type ReSendVettingMessageReq = Static<typeof ReSendVettingMessageReq>
export interface ReSendVettingMessageRes {
  ApprovalNo: string
  /** Names of the approvers notified. */
  SentTo: string[]
  NextAvailableInSeconds: number
}

export const GetMyApprovalTemplatesReq = Type.Object({
  Subject: Type.Optional(Type.Union(APPROVAL_SUBJECTS.map((s) => Type.Literal(s)))),
})
export type GetMyApprovalTemplatesReq = Static<typeof GetMyApprovalTemplatesReq>

export interface TemplateLevelView {
  Level: number
  Kind: ApproverKind
  KindName: string
  /** DirectSuperior: the caller's superior (empty when they have none). */
  Approvers: ApproverView[]
}

export interface MyApprovalTemplate {
  TemplateId: number | null
  Name: string
  /**
   * Why it applies: CustomItem — when booking or applying with one of CustomItems (projects);
   * Staff — bound to the caller; Default — the company's default template; Implicit — no template
   * at all: the direct superior decides.
   */
  Source: 'CustomItem' | 'Staff' | 'Default' | 'Implicit'
  CustomItems: string[]
  Levels: TemplateLevelView[]
}
export interface GetMyApprovalTemplatesRes {
  /** The caller is on the whitelist: their bookings skip approval (SystemApproved). */
  IsWhitelisted: boolean
  TimeoutMinutes: number
  /** In order of precedence: custom-item templates first, then the one for the caller. */
  Templates: MyApprovalTemplate[]
}

export const SetOutOfOfficeReq = Type.Object({
  IsAbsent: Type.Boolean(),
  /** End of the absence 'yyyy-MM-dd' (inclusive); absent = until switched off. */
  Until: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
})
export type SetOutOfOfficeReq = Static<typeof SetOutOfOfficeReq>
export interface OutOfOfficeRes {
  PersonId: number
  IsAbsent: boolean
  Until: string
}

// ---------------------------------------------------------------------------------------------
// Settings (vettingsetting/): ManagePermission.ApprovalInfo.Configuration, whitelist calls .Whitelist

/** When a product's orders, refunds or changes need approval (its VettingSettings in PersonalSetting). */
export const VETTING_OCCASIONS = ['Booking', 'Refund', 'Change'] as const
export type VettingOccasion = (typeof VETTING_OCCASIONS)[number]
/**
 * Off; Always; OutOfPolicy (only when a choice is out of policy, VettingType 1); ByApplication
 * (unless an approved trip application covers it, VettingType 2). Refunds and changes: Off or Always.
 */
export const VETTING_MODES = ['Off', 'Always', 'OutOfPolicy', 'ByApplication'] as const
export type VettingMode = (typeof VETTING_MODES)[number]

export interface VettingRule {
  /** A product kind of the order kernel, e.g. 'Flight'. */
  Product: string
  Occasion: VettingOccasion
  Mode: VettingMode
  /** The modes this occasion offers, in display order. */
  Modes: VettingMode[]
}

export const SaveVettingRuleReq = Type.Object({
  Product: Type.String({ minLength: 1, maxLength: 20 }),
  Occasion: Type.Union(VETTING_OCCASIONS.map((o) => Type.Literal(o))),
  Mode: Type.Union(VETTING_MODES.map((m) => Type.Literal(m))),
})
export type SaveVettingRuleReq = Static<typeof SaveVettingRuleReq>

export interface VettingInitInfo {
  /** A pending approval expires this many minutes after submission. */
  TimeoutMinutes: number
  ResendIntervalSeconds: number
  ApproverKinds: { Kind: ApproverKind; Name: string }[]
  TemplateCount: number
  WhitelistCount: number
  /** Designated approvers in the pool (vettingsetting/getAppointVettingPersons). */
  AppointedCount: number
  DefaultTemplateId: number | null
  /** The company's label for custom items (CommonSettings.CustomItemName). */
  CustomItemName: string
  /** Per product and occasion, when approval is needed. */
  Rules: VettingRule[]
  /** A disruption's rebooking goes without approval (CommonSettings.DisruptionSkipsApproval; absent: true). */
  DisruptionSkipsApproval?: boolean
}

export const SaveVettingInitInfoReq = Type.Object({
  /** 30 minutes to 30 days. */
  TimeoutMinutes: Type.Integer({ minimum: 30, maximum: 43200 }),
  /** Sets CommonSettings.DisruptionSkipsApproval (docs/disruptions.md); absent: left as it is. */
  DisruptionSkipsApproval: Type.Optional(Type.Boolean()),
})
export type SaveVettingInitInfoReq = Static<typeof SaveVettingInitInfoReq>

export const PersonPageReq = Type.Object({
  Keyword: Type.Optional(Type.String({ maxLength: 40 })),
  PageIndex: Type.Optional(PageIndex),
  PageSize: Type.Optional(PageSize),
})
export type PersonPageReq = Static<typeof PersonPageReq>

export interface PersonBrief {
  PersonId: number
  Name: string
  EmployeeNo: string
  DepartmentName: string
}
export interface WhiteListerItem extends PersonBrief {
  /** 'All' or a product ('Flight'). */
  Product: string
  CreatedAt: string
}
export interface WhiteListersRes {
  Total: number
  PageIndex: number
  PageSize: number
  Items: WhiteListerItem[]
}
export interface PersonPageRes {
  Total: number
  PageIndex: number
  PageSize: number
  Items: PersonBrief[]
}

export const AddVettingWhiteListersReq = Type.Object({
  PersonIds,
  /** Default 'All': every product and trip applications. */
  Product: Type.Optional(Type.Union([Type.Literal('All'), Type.Literal('Flight'), Type.Literal('TripApplication')])),
})
export type AddVettingWhiteListersReq = Static<typeof AddVettingWhiteListersReq>
export const DeleteVettingWhiteListersReq = Type.Object({ PersonIds })
export type DeleteVettingWhiteListersReq = Static<typeof DeleteVettingWhiteListersReq>
export interface CountRes {
  Count: number
}

/**
 * Designated approvers (指定审批人): the pool of employees a template may name as approver or
 * backup. vettingsetting/saveVettingTemplate refuses anyone outside it (1001);
 * deleteAppointVettingPersons refuses a person a template names (1017, the message names the templates).
 */
export interface AppointedTemplateRef {
  TemplateId: number
  Name: string
}
export interface AppointVettingPersonItem extends PersonBrief {
  /** Templates naming the person as approver or backup, by name. */
  Templates: AppointedTemplateRef[]
  CreatedAt: string
}
export interface AppointVettingPersonsRes {
  Total: number
  PageIndex: number
  PageSize: number
  Items: AppointVettingPersonItem[]
}
export const AddAppointVettingPersonsReq = Type.Object({ PersonIds })
export type AddAppointVettingPersonsReq = Static<typeof AddAppointVettingPersonsReq>
export const DeleteAppointVettingPersonsReq = Type.Object({ PersonIds })
export type DeleteAppointVettingPersonsReq = Static<typeof DeleteAppointVettingPersonsReq>

export interface TemplateSummary {
  TemplateId: number
  Name: string
  /** Staff: persons are bound to it; CustomItem: custom items (projects) are. */
  BindKind: 'Staff' | 'CustomItem'
  /** Applies to every employee without a binding. */
  IsDefault: boolean
  LevelCount: number
  /** e.g. '直属上级 → 刘洋'. */
  LevelsText: string
  BoundPersonCount: number
  BoundCustomItemCount: number
}
export const GetVettingTemplatesReq = Type.Object({ Keyword: Type.Optional(Type.String({ maxLength: 40 })) })
export type GetVettingTemplatesReq = Static<typeof GetVettingTemplatesReq>
export interface GetVettingTemplatesRes {
  Items: TemplateSummary[]
}

export const TemplateIdReq = Type.Object({ TemplateId: Type.Integer({ minimum: 1 }) })
export type TemplateIdReq = Static<typeof TemplateIdReq>

export interface TemplateDetail extends TemplateSummary {
  Levels: TemplateLevelView[]
  CustomItems: { Id: number; Code: string; Name: string }[]
}

export const TemplateLevelInput = Type.Object({
  Kind: Type.Union(APPROVER_KINDS.map((k) => Type.Literal(k))),
  /** SameLevel: 2 or more; Designated: exactly 1; DirectSuperior: none. */
  ApproverIds: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 10 }),
  BackupId: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
})
export type TemplateLevelInput = Static<typeof TemplateLevelInput>

export const SaveVettingTemplateReq = Type.Object({
  /** Absent: create. */
  TemplateId: Type.Optional(Type.Integer({ minimum: 1 })),
  Name: Type.String({ minLength: 1, maxLength: 40 }),
  BindKind: Type.Union([Type.Literal('Staff'), Type.Literal('CustomItem')]),
  IsDefault: Type.Optional(Type.Boolean()),
  Levels: Type.Array(TemplateLevelInput, { minItems: 1, maxItems: 5 }),
})
export type SaveVettingTemplateReq = Static<typeof SaveVettingTemplateReq>

export const TemplateBindPersonsReq = Type.Object({
  TemplateId: Type.Integer({ minimum: 1 }),
  /** true: persons bound to the template; false: employees not bound to any template. */
  Bound: Type.Boolean(),
  Keyword: Type.Optional(Type.String({ maxLength: 40 })),
  PageIndex: Type.Optional(PageIndex),
  PageSize: Type.Optional(PageSize),
})
export type TemplateBindPersonsReq = Static<typeof TemplateBindPersonsReq>

export const TemplateBindCustomItemsReq = Type.Object({
  TemplateId: Type.Integer({ minimum: 1 }),
  Bound: Type.Boolean(),
})
export type TemplateBindCustomItemsReq = Static<typeof TemplateBindCustomItemsReq>
/** getTemplateUnBindPersons / getTemplateUnBindCustomItems: the same lists with Bound false. */
export const TemplateUnboundPersonsReq = Type.Omit(TemplateBindPersonsReq, ['Bound'])
export type TemplateUnboundPersonsReq = Static<typeof TemplateUnboundPersonsReq>
export const TemplateUnboundCustomItemsReq = Type.Omit(TemplateBindCustomItemsReq, ['Bound'])
export type TemplateUnboundCustomItemsReq = Static<typeof TemplateUnboundCustomItemsReq>
export interface CustomItemsRes {
  Items: { Id: number; Code: string; Name: string }[]
}

export const BindPersonsReq = Type.Object({ TemplateId: Type.Integer({ minimum: 1 }), PersonIds })
export type BindPersonsReq = Static<typeof BindPersonsReq>
export const BindCustomItemsReq = Type.Object({
  TemplateId: Type.Integer({ minimum: 1 }),
  CustomItemIds: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 100 }),
})
export type BindCustomItemsReq = Static<typeof BindCustomItemsReq>

export const SetApproverAbsenceReq = Type.Object({
  PersonId: Type.Integer({ minimum: 1 }),
  IsAbsent: Type.Boolean(),
  Until: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
})
export type SetApproverAbsenceReq = Static<typeof SetApproverAbsenceReq>

export const ManualPassReq = Type.Object({
  ApprovalNo,
  Reason: Type.String({ minLength: 1, maxLength: REJECT_REASON_MAX }),
})
export type ManualPassReq = Static<typeof ManualPassReq>

// ---------------------------------------------------------------------------------------------
// Authorization codes (oa/getAuthorizationCodeSettings)

export const AuthorizationCodeSettingsReq = Type.Object({
  /** Whose settings: 'Flight' (default) or another product of PersonalSetting. */
  Product: Type.Optional(Type.String({ maxLength: 20 })),
  /** Travellers of the booking: only codes that cover all of them are offered. Default the caller. */
  PersonIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 9 })),
})
export type AuthorizationCodeSettingsReq = Static<typeof AuthorizationCodeSettingsReq>

/** An approved trip application the booking may carry. */
export interface AuthorizationCodeOption {
  AuthorizationCode: string
  ApplicationNo: string
  /** '北京 - 上海 - 北京'. */
  Title: string
  StartDate: string
  EndDate: string
  TravellerNames: string[]
  Purpose: string
  /** Flight budget of the application (fen), null when none. */
  FlightBudget: number | null
}
export interface AuthorizationCodeSettingsRes {
  IsDisplayAuthorizationCode: boolean
  IsRequiredAuthorizationCode: boolean
  IsCheckAuthorizationCode: boolean
  /** The label to show (product's name, else CommonSettings.AuthorizationCodeName). */
  AuthorizationCodeName: string
  Items: AuthorizationCodeOption[]
}

export interface ApprovalCalls {
  'vetting/getApprovalOrders': { req: GetApprovalOrdersReq; res: GetApprovalOrdersRes }
  'vetting/getApprovalDetail': { req: GetApprovalDetailReq; res: ApprovalDetail }
  'vetting/vettingHandleOrderV1': { req: VettingHandleReq; res: VettingHandleRes }
  'vetting/reSendVettingMessage': { req: ReSendVettingMessageReq; res: ReSendVettingMessageRes }
  'vetting/GetMyApprovalTemplates': { req: GetMyApprovalTemplatesReq; res: GetMyApprovalTemplatesRes }
  'vetting/setOutOfOffice': { req: SetOutOfOfficeReq; res: OutOfOfficeRes }
  'oa/getAuthorizationCodeSettings': { req: AuthorizationCodeSettingsReq; res: AuthorizationCodeSettingsRes }
}

export interface VettingSettingCalls {
  'vettingsetting/getVettingInitInfo': { req: NoParamsReq; res: VettingInitInfo }
  'vettingsetting/saveVettingInitInfo': { req: SaveVettingInitInfoReq; res: VettingInitInfo }
  'vettingsetting/saveVettingRule': { req: SaveVettingRuleReq; res: VettingInitInfo }
  'vettingsetting/getVettingWhiteListers': { req: PersonPageReq; res: WhiteListersRes }
  'vettingsetting/getWhiteListUnBindUnitPersons': { req: PersonPageReq; res: PersonPageRes }
  'vettingsetting/addVettingWhiteListers': { req: AddVettingWhiteListersReq; res: CountRes }
  'vettingsetting/deleteVettingWhiteListers': { req: DeleteVettingWhiteListersReq; res: CountRes }
  'vettingsetting/getAppointVettingPersons': { req: PersonPageReq; res: AppointVettingPersonsRes }
  'vettingsetting/getAppointUnBindPersons': { req: PersonPageReq; res: PersonPageRes }
  'vettingsetting/addAppointVettingPersons': { req: AddAppointVettingPersonsReq; res: CountRes }
  'vettingsetting/deleteAppointVettingPersons': { req: DeleteAppointVettingPersonsReq; res: CountRes }
  'vettingsetting/getVettingTemplates': { req: GetVettingTemplatesReq; res: GetVettingTemplatesRes }
  'vettingsetting/getVettingTemplateDetail': { req: TemplateIdReq; res: TemplateDetail }
  'vettingsetting/saveVettingTemplate': { req: SaveVettingTemplateReq; res: TemplateDetail }
  'vettingsetting/deleteVettingTemplate': { req: TemplateIdReq; res: CountRes }
  'vettingsetting/getTemplateBindPersons': { req: TemplateBindPersonsReq; res: PersonPageRes }
  'vettingsetting/getTemplateBindCustomItems': { req: TemplateBindCustomItemsReq; res: CustomItemsRes }
  'vettingsetting/getTemplateUnBindPersons': { req: TemplateUnboundPersonsReq; res: PersonPageRes }
  'vettingsetting/getTemplateUnBindCustomItems': { req: TemplateUnboundCustomItemsReq; res: CustomItemsRes }
  'vettingsetting/bindTemplatePersons': { req: BindPersonsReq; res: CountRes }
  'vettingsetting/unbindTemplatePersons': { req: BindPersonsReq; res: CountRes }
  'vettingsetting/bindTemplateCustomItems': { req: BindCustomItemsReq; res: CountRes }
  'vettingsetting/unbindTemplateCustomItems': { req: BindCustomItemsReq; res: CountRes }
  'vettingsetting/setApproverAbsence': { req: SetApproverAbsenceReq; res: OutOfOfficeRes }
  'vettingsetting/manualPassApproval': { req: ManualPassReq; res: VettingHandleRes }
}
