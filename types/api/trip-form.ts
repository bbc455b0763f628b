/**
 * Trip applications (出差申请; docs/routes.md /travelApply and /personal/authOrderList, docs/approvals.md
 * trip applications, docs/order-states.md application states, docs/validation.md leg rules). Calls live at the site root
 * under tripformapi/ (docs/server-calls.md). An application lists travellers, legs (cities and dates), purpose
 * and budgets; submitted, it goes through the approval engine (types/api/approval.ts) as the
 * company's TripApplicationFormReviewType says, and once usable it carries an authorization code
 * that a booking sends as SubmitBookingReq.AuthorizationCode.
 *
 * Money in fen; dates 'yyyy-MM-dd'; times 'yyyy-MM-dd HH:mm' China time. City codes are the IATA
 * city codes of flight/searchAirportCity/v2 (BJS, SHA, CAN, ...).
 * Import with `import type` on the client.
 */
import { Type, type Static } from '@sinclair/typebox'
import type { NoParamsReq } from './auth'
import type { VettingStatus } from './approval-values'

const DateText = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'yyyy-MM-dd' })
const CityCode = Type.String({ pattern: '^[A-Z]{3}$', description: 'IATA city code' })
const Fen = Type.Integer({ minimum: 0, maximum: 100_000_000, description: 'fen' })
const ApplicationNo = Type.String({ minLength: 1, maxLength: 32 })

/**
 * docs/order-states.md application labels: Unsubmitted (a saved draft), Submitted (waiting for approval), and
 * the outcomes. BookingStatus is the second pair of labels: NotInitiated until a booking carries
 * the code, Initiated after.
 */
export const TRIP_APPLICATION_STATUSES = ['Unsubmitted', 'Submitted', 'Approved', 'Rejected', 'Expired', 'Cancelled'] as const
export type TripApplicationStatus = (typeof TRIP_APPLICATION_STATUSES)[number]
export type TripBookingStatus = 'NotInitiated' | 'Initiated'

/** TripApplicationFormReviewType: 0 none (usable at once), 1 approval before booking, 2 approval after booking (usable at once, revoked if rejected). */
export const REVIEW_TYPES = [0, 1, 2] as const
export type ReviewType = (typeof REVIEW_TYPES)[number]

/** Businesses a budget can be split into. */
export const BUDGET_BUSINESSES = ['Flight', 'Hotel', 'Train', 'Car', 'Other'] as const
export type BudgetBusiness = (typeof BUDGET_BUSINESSES)[number]

export const MAX_TRIP_LEGS = 6
export const MAX_TRIP_TRAVELLERS = 9

export interface TripFormInitInfo {
  ReviewType: ReviewType
  ReviewTypeName: string
  TotalBudget: { IsDisplay: boolean; IsRequired: boolean }
  BusinessBudget: { IsDisplay: boolean; IsRequired: boolean }
  Businesses: { Business: BudgetBusiness; Name: string }[]
  MaxLegs: number
  MaxTravellers: number
  /** The caller may apply for others (booking scope wider than Self). */
  CanApplyForOthers: boolean
  /** Today in China time: the earliest leg date. */
  Today: string
}

export const TripLegInput = Type.Object({
  DepartCityCode: CityCode,
  ArriveCityCode: CityCode,
  DepartDate: DateText,
})
export type TripLegInput = Static<typeof TripLegInput>

export const BusinessBudgetInput = Type.Object({
  Business: Type.Union(BUDGET_BUSINESSES.map((b) => Type.Literal(b))),
  Amount: Fen,
})
export type BusinessBudgetInput = Static<typeof BusinessBudgetInput>

/**
 * Rules (docs/validation.md): every leg's departure and arrival cities differ; a later leg's date is not
 * earlier than the previous one; no date in the past; EndDate (default the last leg's date) not
 * before the last leg. Budgets are displayed and required as TripApplicationFormSettings say; the
 * per-business budgets may not add up to more than the total. Company fields (cost centre,
 * custom item, purpose, attachments, extend fields) follow the section's settings exactly as on
 * an order form. The review type is the company's: a client cannot choose to skip approval.
 */
export const CreateTripApplicationReq = Type.Object({
  /** Unique per attempt; a retry with the same id answers the same application. */
  ClientRequestId: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
  /** Persons of the company (user/getBookPersons); default the caller. Within the caller's booking scope. */
  TravellerIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: MAX_TRIP_TRAVELLERS })),
  Legs: Type.Array(TripLegInput, { minItems: 1, maxItems: MAX_TRIP_LEGS }),
  EndDate: Type.Optional(DateText),
  PurposeId: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  PurposeText: Type.Optional(Type.String({ maxLength: 100 })),
  TotalBudget: Type.Optional(Type.Union([Fen, Type.Null()])),
  BusinessBudgets: Type.Optional(Type.Array(BusinessBudgetInput, { maxItems: BUDGET_BUSINESSES.length })),
  CostCenterId: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  DepartmentId: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  BusinessUnitId: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  CustomItemId: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  AttachmentIds: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 10 })),
  ExtendFields: Type.Optional(
    Type.Object({
      ExtendField1: Type.Optional(Type.String({ maxLength: 100 })),
      ExtendField2: Type.Optional(Type.String({ maxLength: 100 })),
      ExtendField3: Type.Optional(Type.String({ maxLength: 100 })),
      ExtendField4: Type.Optional(Type.String({ maxLength: 100 })),
      ExtendField5: Type.Optional(Type.String({ maxLength: 100 })),
    }),
  ),
  Remark: Type.Optional(Type.String({ maxLength: 200 })),
  /** Save as Unsubmitted; tripformapi/application/submit sends it later. */
  IsDraft: Type.Optional(Type.Boolean()),
})
export type CreateTripApplicationReq = Static<typeof CreateTripApplicationReq>

export interface TripApplicationRes {
  ApplicationNo: string
  Status: TripApplicationStatus
  StatusName: string
  /** The approval created for it; null when none (draft, review type 0, whitelisted). */
  ApprovalNo: string | null
  /** Set once the application may be used for bookings. */
  AuthorizationCode: string | null
  /** True when this answer replays an earlier create with the same ClientRequestId. */
  Replayed: boolean
}

export const ApplicationNoReq = Type.Object({ ApplicationNo })
export type ApplicationNoReq = Static<typeof ApplicationNoReq>

export const CancelTripApplicationReq = Type.Object({
  ApplicationNo,
  Reason: Type.Optional(Type.String({ maxLength: 200 })),
})
export type CancelTripApplicationReq = Static<typeof CancelTripApplicationReq>

export const TRIP_LIST_GROUPS = ['All', 'Unsubmitted', 'Submitted', 'Approved', 'Closed'] as const
export type TripListGroup = (typeof TRIP_LIST_GROUPS)[number]

export const TripApplicationListReq = Type.Object({
  /** Closed: rejected, expired and cancelled. Default All. */
  Group: Type.Optional(Type.Union(TRIP_LIST_GROUPS.map((g) => Type.Literal(g)))),
  /** Application number, city or traveller name. */
  Keyword: Type.Optional(Type.String({ maxLength: 40 })),
  PageIndex: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, default: 1 })),
  PageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
})
export type TripApplicationListReq = Static<typeof TripApplicationListReq>

export interface TripLegView {
  Index: number
  DepartCityCode: string
  DepartCityName: string
  ArriveCityCode: string
  ArriveCityName: string
  DepartDate: string
}

export interface TripTravellerView {
  PersonId: number
  Name: string
  EmployeeNo: string
  DepartmentName: string
}

export interface TripApplicationSummary {
  ApplicationNo: string
  Status: TripApplicationStatus
  StatusName: string
  /** 'NotRequired' when no approval ran. */
  ApprovalStatus: VettingStatus | 'NotRequired'
  ApprovalStatusName: string
  BookingStatus: TripBookingStatus
  BookingStatusName: string
  /** '北京 - 上海 - 北京'. */
  Title: string
  StartDate: string
  EndDate: string
  Days: number
  TravellerNames: string[]
  Purpose: string
  TotalBudget: number | null
  AuthorizationCode: string | null
  CreatedAt: string
}

export interface TripApplicationActions {
  CanSubmit: boolean
  CanCancel: boolean
  /** Usable for a booking now (code issued, not ended). */
  CanBook: boolean
}

export interface TripApplicationDetail extends TripApplicationSummary {
  ReviewType: ReviewType
  ReviewTypeName: string
  ApprovalNo: string | null
  ApplicantName: string
  Travellers: TripTravellerView[]
  Legs: TripLegView[]
  BusinessBudgets: { Business: BudgetBusiness; BusinessName: string; Amount: number }[]
  CostCenterName: string
  DepartmentName: string
  BusinessUnitName: string
  CustomItemName: string
  ExtendFields: { Name: string; Value: string }[]
  Attachments: { FileId: string; FileName: string }[]
  Remark: string
  /** Why it ended (rejection reason, 'approval expired', the cancel reason). */
  CloseReason: string
  SubmittedAt: string
  /** Bookings that carry the code. */
  Orders: { OrderNo: string; Product: string; Status: string; StatusName: string; Amount: number; CreatedAt: string }[]
  Actions: TripApplicationActions
}

export interface TripApplicationListRes {
  Total: number
  PageIndex: number
  PageSize: number
  Items: TripApplicationSummary[]
}

export interface TripFormCalls {
  'tripformapi/application/getInitInfo': { req: NoParamsReq; res: TripFormInitInfo }
  'tripformapi/application/create': { req: CreateTripApplicationReq; res: TripApplicationRes }
  'tripformapi/application/submit': { req: ApplicationNoReq; res: TripApplicationRes }
  'tripformapi/application/detail': { req: ApplicationNoReq; res: TripApplicationDetail }
  'tripformapi/application/list': { req: TripApplicationListReq; res: TripApplicationListRes }
  'tripformapi/application/cancel': { req: CancelTripApplicationReq; res: TripApplicationRes }
}
