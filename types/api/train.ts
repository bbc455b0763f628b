/**
 * Train tickets (docs/trains.md, docs/server-calls.md train calls): stations and cities, the
 * search, a train's stops and seat map, the travel standard, the 12306 account and passenger
 * verification, booking with seat choice, ticket-grabbing with alternates, refund with the fee
 * preview, change (train/submitChange/v2) and the order.
 *
 * Conventions as in flight.ts: money is integer fen of CNY; dates 'yyyy-MM-dd' China dates, times
 * 'HH:mm' China time. A train's run starts on its departure date at its first station; a stop's
 * DayOffset counts the days after that date. A traveller's journey is FromStation → ToStation of
 * one train on the date the train leaves FromStation (DepartDate).
 */
import { Type, type Static } from '@sinclair/typebox'
import type { PolicyViolation, ProductVerdict } from './policy'
import type { ApprovalStatus, OrderActions, OrderContact, OrderStatus, PayInfo, TimelineEntry } from './order'
import type { PaymentType } from './flight-booking'
import { ContactInput, ORDER_COMPANY_FIELDS, PAYMENT_TYPES } from './flight-booking'
import { DateText, Fen, Nullable } from './flight-common'
import {
  ACCOUNT_PASSWORD_PATTERN,
  MAX_GRAB_DATES,
  MAX_GRAB_SEAT_CLASSES,
  MAX_GRAB_TRAINS,
  MAX_TRAIN_PASSENGERS,
  SEAT_CLASSES,
  TRAIN_SORTS,
  TRAIN_TYPES,
  type AccountState,
  type GrabState,
  type PassengerCheck,
  type SeatClass,
  type TrainTicketState,
  type TrainType,
} from './train-values'

export * from './train-values'

const StationCode = Type.String({ pattern: '^[A-Z]{3}$', description: 'telegraph code, e.g. VNP, AOH' })
const TrainNo = Type.String({ pattern: '^[GDCZTK][0-9]{1,4}$', description: 'e.g. G1, D3102, K1' })
const SeatClassSchema = Type.Union(SEAT_CLASSES.map((c) => Type.Literal(c)))
const RequestId = Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })
const OrderNo = Type.String({ minLength: 1, maxLength: 32 })
const PersonIds = Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 20 })

// ---------------------------------------------------------------------------------------------
// Stations

export interface TrainStation {
  /** Telegraph code, e.g. 'VNP' (北京南). */
  Code: string
  /** In the request's language. */
  Name: string
  NameCN: string
  NameEN: string
  Pinyin: string
  /** Initials of the pinyin ('bjn'). */
  Initials: string
  /** The city (flight and hotel city codes where the city has them: BJS, SHA, CAN). */
  CityCode: string
  CityName: string
  IsHot: boolean
}

export const TrainStationsReq = Type.Object({
  /** Chinese, pinyin, initials, English or telegraph code; empty: the hot stations. */
  Keyword: Type.Optional(Type.String({ maxLength: 30 })),
})
export type TrainStationsReq = Static<typeof TrainStationsReq>
export interface TrainStationsRes {
  Stations: TrainStation[]
}

export const TrainCityListReq = Type.Object({})
export type TrainCityListReq = Static<typeof TrainCityListReq>
export interface TrainCityListRes {
  HotStations: TrainStation[]
  /** A–Z by pinyin. */
  Groups: { Letter: string; Stations: TrainStation[] }[]
  Today: string
  /** The last date the railway sells (today + SALE_WINDOW_DAYS). */
  LastSaleDate: string
}

// ---------------------------------------------------------------------------------------------
// Standard

export interface TrainRankStandard {
  RankId: number
  RankName: string
  /** Seat classes allowed on G, C and D trains; empty = any. */
  HighSpeed: SeatClass[]
  /** On Z, T and K trains by day; empty = any. */
  Conventional: SeatClass[]
  /** On trains that run overnight (leave 19:00 or later and arrive the next day, or travel 22:00–06:00); empty = as by day. */
  Night: SeatClass[]
  Summary: string[]
}

export const TrainRankReq = Type.Object({ PersonId: Type.Optional(Type.Integer({ minimum: 1 })) })
export type TrainRankReq = Static<typeof TrainRankReq>

export const TRAIN_VIOLATIONS = ['SeatClass', 'NightSeatClass'] as const
export type TrainViolationKind = (typeof TRAIN_VIOLATIONS)[number]
export type TrainViolation = PolicyViolation<TrainViolationKind>
/** PriceToBeat: the dearest allowed class's price on this train. */
export type TrainPolicyVerdict = ProductVerdict<TrainViolationKind>

// ---------------------------------------------------------------------------------------------
// Search

export const SearchTrainsReq = Type.Object({
  /** A station code or a city code (every station of the city). */
  From: Type.String({ pattern: '^[A-Z]{3}$' }),
  To: Type.String({ pattern: '^[A-Z]{3}$' }),
  Date: DateText,
  HighSpeedOnly: Type.Optional(Type.Boolean()),
  Student: Type.Optional(Type.Boolean()),
  TrainTypes: Type.Optional(Type.Array(Type.Union(TRAIN_TYPES.map((t) => Type.Literal(t))), { maxItems: 6 })),
  /** Departure between these minutes of the day (0–1440). */
  DepartFrom: Type.Optional(Type.Integer({ minimum: 0, maximum: 1440 })),
  DepartTo: Type.Optional(Type.Integer({ minimum: 0, maximum: 1440 })),
  Sort: Type.Optional(Type.Union(TRAIN_SORTS.map((s) => Type.Literal(s)))),
  /** Travellers the policy badges are for; default the caller. */
  PassengerIds: Type.Optional(PersonIds),
})
export type SearchTrainsReq = Static<typeof SearchTrainsReq>

export interface TrainSeatOffer {
  SeatClass: SeatClass
  Name: string
  /** Fen, for this journey (student tickets: the student price). */
  Price: number
  /** Tickets left; 0 = sold out (grabbing offered). */
  Remaining: number
  Policy: TrainPolicyVerdict
}

export interface TrainRow {
  TrainNo: string
  TrainType: TrainType
  TrainTypeName: string
  /** The train's first and last stations. */
  StartStation: string
  EndStation: string
  FromStation: TrainStation
  ToStation: TrainStation
  /** The date the train leaves FromStation. */
  DepartDate: string
  DepartTime: string
  ArriveDate: string
  ArriveTime: string
  /** Days between DepartDate and ArriveDate. */
  ArriveDayOffset: number
  DurationMinutes: number
  /** Stops between FromStation and ToStation (exclusive). */
  StopsBetween: number
  DistanceKm: number
  /** Runs overnight (the night standard applies). */
  Overnight: boolean
  Seats: TrainSeatOffer[]
  /** Every class sold out. */
  SoldOut: boolean
  /** The train has left FromStation by the server's clock (China time): listed greyed, not bookable. */
  Departed: boolean
}

export interface SearchTrainsRes {
  From: TrainStation[]
  To: TrainStation[]
  Date: string
  Trains: TrainRow[]
  RankStandard: TrainRankStandard | null
}

export const TrainStopInfoReq = Type.Object({
  TrainNo,
  /** The date the train leaves FromStation (or its first station when FromStation is absent). */
  Date: DateText,
  FromStation: Type.Optional(StationCode),
  ToStation: Type.Optional(StationCode),
})
export type TrainStopInfoReq = Static<typeof TrainStopInfoReq>
export interface TrainStop {
  Index: number
  Station: TrainStation
  /** '' at the first station. */
  ArriveTime: string
  /** '' at the last station. */
  DepartTime: string
  DayOffset: number
  StopMinutes: number
  DistanceKm: number
  /** Between FromStation and ToStation (inclusive). */
  InJourney: boolean
}
export interface TrainStopInfoRes {
  TrainNo: string
  TrainType: TrainType
  /** The date the train leaves its first station. */
  StartDate: string
  /** Running days: every day, or every other day (odd / even dates). */
  RunningDays: 'Daily' | 'OddDates' | 'EvenDates'
  RunsOnDate: boolean
  Stops: TrainStop[]
}

export const SeatMapReq = Type.Object({
  TrainNo,
  Date: DateText,
  FromStation: StationCode,
  ToStation: StationCode,
  SeatClass: SeatClassSchema,
})
export type SeatMapReq = Static<typeof SeatMapReq>
export interface SeatMapSeat {
  /** '12D' (seats) or '013L' (berth 13, lower). */
  Seat: string
  Row: number
  Letter: string
  Free: boolean
}
export interface SeatMapCoach {
  Coach: number
  /** Rows of seats; each row left to right; Aisle marks where the aisle is (after that many seats). */
  Rows: SeatMapSeat[][]
  Aisle: number
  FreeSeats: number
}
export interface SeatMapRes {
  TrainNo: string
  Date: string
  SeatClass: SeatClass
  /** Letters a traveller may ask for ('A'…'F', or L / M / U for berths); empty for standing. */
  Letters: string[]
  Remaining: number
  Coaches: SeatMapCoach[]
}

// ---------------------------------------------------------------------------------------------
// 12306 account and passenger verification

export const AccountBindReq = Type.Object({
  UserName: Type.String({ minLength: 3, maxLength: 30 }),
  Password: Type.String({ pattern: ACCOUNT_PASSWORD_PATTERN }),
})
export type AccountBindReq = Static<typeof AccountBindReq>

export interface AccountStatusRes {
  State: AccountState
  UserName: string
  /** The phone bound with the railway ('138****0001'); the check is sent from it. */
  MaskedPhone: string
  /** What to text from that phone, and to which number, to get the code (state Unverified). */
  SmsText: string
  SmsTo: string
  /** Codes the railway may still send today. */
  CodesLeftToday: number
  VerifiedAt: string | null
}

export const AccountSendCodeReq = Type.Object({})
export type AccountSendCodeReq = Static<typeof AccountSendCodeReq>
export interface AccountSendCodeRes {
  MaskedPhone: string
  ExpiresInSeconds: number
  CodesLeftToday: number
  /** Only with DEMO_SMS_ECHO=1: the code the railway sent. */
  DevCode?: string
}

export const AccountVerifyReq = Type.Object({ Code: Type.String({ pattern: '^\\d{6}$' }) })
export type AccountVerifyReq = Static<typeof AccountVerifyReq>

export const PassengerVerificationReq = Type.Object({
  /** Default the caller. */
  PersonIds: Type.Optional(PersonIds),
  /** Ask the railway again (a pending check may have finished). */
  Recheck: Type.Optional(Type.Boolean()),
})
export type PassengerVerificationReq = Static<typeof PassengerVerificationReq>
export interface PassengerVerification {
  PersonId: number
  Name: string
  Status: PassengerCheck
  StatusName: string
  CanBuyOnline: boolean
}
export interface PassengerVerificationRes {
  Passengers: PassengerVerification[]
}

// ---------------------------------------------------------------------------------------------
// Booking

export const TrainChoice = Type.Object({
  TrainNo,
  /** The date the train leaves FromStation. */
  Date: DateText,
  FromStation: StationCode,
  ToStation: StationCode,
  SeatClass: SeatClassSchema,
  /** The price the screen showed (fen): another price now → 1004 with the new quote. */
  Price: Fen,
})
export type TrainChoice = Static<typeof TrainChoice>

export const TrainPassengerInput = Type.Object({
  /** A person of the company (their 12306 verification applies). */
  PersonId: Type.Integer({ minimum: 1 }),
})

/**
 * Seat choice. Letters: one per traveller, '1D' = the first row of the choice, seat D; travellers
 * with the same row number sit side by side when Adjacent. Seats: one per traveller from the seat
 * map ({ Coach, Seat }). A choice that cannot be met gives the nearest free seats.
 */
export const SeatChoiceInput = Type.Object({
  Letters: Type.Optional(Type.Array(Type.String({ pattern: '^[12][ABCDFLMU]$' }), { maxItems: MAX_TRAIN_PASSENGERS })),
  Seats: Type.Optional(
    Type.Array(Type.Object({ Coach: Type.Integer({ minimum: 1, maximum: 30 }), Seat: Type.String({ pattern: '^[0-9]{1,3}[A-FLMU]$' }) }), {
      maxItems: MAX_TRAIN_PASSENGERS,
    }),
  ),
  Adjacent: Type.Optional(Type.Boolean()),
})
export type SeatChoiceInput = Static<typeof SeatChoiceInput>

const OrderFields = {
  Contacts: Type.Array(ContactInput, { minItems: 1, maxItems: 3 }),
  PaymentType: Type.Union(PAYMENT_TYPES.map((p) => Type.Literal(p))),
  /** For an out-of-policy class: a reason code (Train, Kind Policy) or a text. */
  PolicyReason: Type.Optional(
    Nullable(Type.Object({ ReasonCodeId: Nullable(Type.Integer({ minimum: 1 })), ReasonText: Type.Optional(Type.String({ maxLength: 50 })) })),
  ),
  ...ORDER_COMPANY_FIELDS,
}

export const TrainSubmitReq = Type.Object({
  ClientRequestId: RequestId,
  Choice: TrainChoice,
  Passengers: Type.Array(TrainPassengerInput, { minItems: 1, maxItems: MAX_TRAIN_PASSENGERS }),
  SeatChoice: Type.Optional(Nullable(SeatChoiceInput)),
  ...OrderFields,
})
export type TrainSubmitReq = Static<typeof TrainSubmitReq>

export interface TrainPriceLine {
  Kind: 'Ticket' | 'ServiceFee' | 'RefundFee' | 'Difference'
  Label: string
  UnitPrice: number
  Count: number
  Amount: number
  Detail: string
}
export interface TrainPriceDetail {
  Total: number
  CompanyAmount: number
  PersonalAmount: number
  Lines: TrainPriceLine[]
}

export interface TrainSubmitRes {
  OrderNo: string
  Status: string
  NeedApproval: boolean
  NeedPayment: boolean
  PriceDetail: TrainPriceDetail
  Replayed: boolean
}

// ---------------------------------------------------------------------------------------------
// Ticket-grabbing

export const GrabOptionsInput = Type.Object({
  FromStation: StationCode,
  ToStation: StationCode,
  /** In order of preference; at least one. */
  TrainNos: Type.Array(TrainNo, { minItems: 1, maxItems: MAX_GRAB_TRAINS }),
  Dates: Type.Array(DateText, { minItems: 1, maxItems: MAX_GRAB_DATES }),
  SeatClasses: Type.Array(SeatClassSchema, { minItems: 1, maxItems: MAX_GRAB_SEAT_CLASSES }),
  /** 'yyyy-MM-dd HH:mm' China time; at least GRAB_DEADLINE_MIN_HOURS before the earliest departure it could take. */
  Deadline: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$' }),
})
export type GrabOptionsInput = Static<typeof GrabOptionsInput>

export const GrabSubmitReq = Type.Object({
  ClientRequestId: RequestId,
  Grab: GrabOptionsInput,
  Passengers: Type.Array(TrainPassengerInput, { minItems: 1, maxItems: MAX_TRAIN_PASSENGERS }),
  ...OrderFields,
})
export type GrabSubmitReq = Static<typeof GrabSubmitReq>

export interface GrabOption {
  /** Order of preference, from 1. */
  Rank: number
  TrainNo: string
  Date: string
  SeatClass: SeatClass
  SeatClassName: string
  DepartTime: string
  Price: number
}

export interface GrabDetail {
  OrderNo: string
  State: GrabState
  StateName: string
  FromStation: TrainStation
  ToStation: TrainStation
  Options: GrabOption[]
  /** China time 'yyyy-MM-dd HH:mm'. */
  Deadline: string
  SecondsLeft: number
  Attempts: number
  LastAttemptAt: string | null
  /** Prepaid per traveller: the dearest option; the difference comes back on success. */
  PrepaidPerPassenger: number
  /** The option that was booked (Succeeded). */
  Booked: GrabOption | null
}

export const GrabNoReq = Type.Object({ OrderNo })
export type GrabNoReq = Static<typeof GrabNoReq>

// ---------------------------------------------------------------------------------------------
// The order, refund and change

export interface TrainTicket {
  TicketId: number
  PassengerId: number
  PassengerName: string
  TrainNo: string
  DepartDate: string
  FromStation: TrainStation
  ToStation: TrainStation
  DepartTime: string
  ArriveDate: string
  ArriveTime: string
  SeatClass: SeatClass
  SeatClassName: string
  /** 0 for standing. */
  Coach: number
  /** '' for standing. */
  Seat: string
  SeatText: string
  /** Ticket gate at the departure station. */
  Gate: string
  TicketNo: string
  Price: number
  Status: TrainTicketState
  StatusName: string
  /** A changed ticket points at the ticket it replaced. */
  ChangedFrom: number | null
  CanRefund: boolean
  CanChange: boolean
  Policy: TrainPolicyVerdict
  PolicyReason: string
}

export interface TrainOrderDetail {
  OrderNo: string
  Product: 'Train'
  Kind: 'Ticket' | 'Grab'
  Status: OrderStatus
  StatusName: string
  ApprovalStatus: ApprovalStatus
  PaymentType: PaymentType
  CreatedAt: string
  BookerName: string
  Tickets: TrainTicket[]
  Grab: GrabDetail | null
  /** Whether the seat choice was met (null: none asked). */
  SeatChoiceMet: boolean | null
  Contacts: OrderContact[]
  PriceDetail: TrainPriceDetail
  PayInfo: PayInfo | null
  Actions: OrderActions
  Refunds: { RefundNo: string; Amount: number; Fee: number; CompanyRefund: number; PersonalRefund: number; At: string }[]
  Timeline: TimelineEntry[]
  CostCenterName: string
  DepartmentName: string
  Purpose: string
  AuthorizationCode: string
}

export const TrainOrderNoReq = Type.Object({ OrderNo })
export type TrainOrderNoReq = Static<typeof TrainOrderNoReq>

export const TrainRefundPreviewReq = Type.Object({
  OrderNo,
  TicketIds: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: MAX_TRAIN_PASSENGERS }),
})
export type TrainRefundPreviewReq = Static<typeof TrainRefundPreviewReq>
export interface TrainRefundLine {
  TicketId: number
  Price: number
  /** Hours before departure now (floored). */
  HoursBefore: number
  Rate: number
  Fee: number
  Refund: number
}
export interface TrainRefundPreviewRes {
  Lines: TrainRefundLine[]
  Fee: number
  Refund: number
  CompanyRefund: number
  PersonalRefund: number
  /** The tier in words. */
  Rule: string
}

export const TrainRefundReq = Type.Object({
  OrderNo,
  ClientRequestId: RequestId,
  TicketIds: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: MAX_TRAIN_PASSENGERS }),
  /** The fee the screen showed: another fee now → 316. */
  Fee: Fen,
  Reason: Type.Optional(Type.String({ maxLength: 100 })),
})
export type TrainRefundReq = Static<typeof TrainRefundReq>
export interface TrainRefundRes {
  OrderNo: string
  RefundNo: string
  Status: OrderStatus
  StatusName: string
  Fee: number
  Refund: number
  CompanyRefund: number
  PersonalRefund: number
}

export const TrainChangeSearchReq = Type.Object({
  OrderNo,
  TicketIds: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: MAX_TRAIN_PASSENGERS }),
  Date: DateText,
})
export type TrainChangeSearchReq = Static<typeof TrainChangeSearchReq>
export interface TrainChangeSearchRes {
  /** Latest date a change may go to now (within 48 h of departure: the ticket's own date). */
  LastDate: string
  /** Trains between the tickets' stations on Date that the rule allows, with seats. */
  Trains: TrainRow[]
  Rule: string
}

export const TrainChangeReq = Type.Object({
  OrderNo,
  ClientRequestId: RequestId,
  TicketIds: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: MAX_TRAIN_PASSENGERS }),
  Choice: TrainChoice,
  /** The difference the screen showed (new minus old, all tickets, fen; negative = back): another → 1011 with the new quote. */
  PriceDifference: Type.Integer(),
  SeatChoice: Type.Optional(Nullable(SeatChoiceInput)),
  Reason: Type.Optional(Type.String({ maxLength: 100 })),
})
export type TrainChangeReq = Static<typeof TrainChangeReq>
export interface TrainChangeRes {
  OrderNo: string
  ChangeNo: string
  /** The difference new minus old (fen). */
  PriceDifference: number
  /** Paid by the company / the traveller (a dearer train) — pay with Pay/trainpaystart and ChangeNo when PersonalAmount > 0. */
  CompanyAmount: number
  PersonalAmount: number
  /** A cheaper train: what comes back after the refund fee on the difference. */
  Refund: number
  RefundFee: number
  NeedPayment: boolean
  Status: OrderStatus
  StatusName: string
}

export const TrainCancelReq = Type.Object({ OrderNo, ClientRequestId: RequestId })
export type TrainCancelReq = Static<typeof TrainCancelReq>
export interface TrainCancelRes {
  OrderNo: string
  Status: OrderStatus
  StatusName: string
  Refund: number
}

export interface TrainCalls {
  'train/searchTrainStations/v2': { req: TrainStationsReq; res: TrainStationsRes }
  'train/getTrainCityList': { req: TrainCityListReq; res: TrainCityListRes }
  'train/searchTrains': { req: SearchTrainsReq; res: SearchTrainsRes }
  'train/getTrainStopInfo': { req: TrainStopInfoReq; res: TrainStopInfoRes }
  'train/getSeatMap': { req: SeatMapReq; res: SeatMapRes }
  trainrank: { req: TrainRankReq; res: TrainRankStandard | null }
  'train/account/status': { req: Record<string, never>; res: AccountStatusRes }
  'train/account/bind': { req: AccountBindReq; res: AccountStatusRes }
  'train/account/sendCode': { req: AccountSendCodeReq; res: AccountSendCodeRes }
  'train/account/verify': { req: AccountVerifyReq; res: AccountStatusRes }
  'train/account/unbind': { req: Record<string, never>; res: AccountStatusRes }
  'train/passengerVerification': { req: PassengerVerificationReq; res: PassengerVerificationRes }
  'train/submitOrder': { req: TrainSubmitReq; res: TrainSubmitRes }
  'train/grab/submit': { req: GrabSubmitReq; res: TrainSubmitRes }
  'train/grab/detail': { req: GrabNoReq; res: GrabDetail }
  'train/grab/cancel': { req: TrainCancelReq; res: TrainCancelRes }
  'train/getOrderDetail': { req: TrainOrderNoReq; res: TrainOrderDetail }
  'train/cancelOrder': { req: TrainCancelReq; res: TrainCancelRes }
  'train/refundPreview': { req: TrainRefundPreviewReq; res: TrainRefundPreviewRes }
  'train/refund': { req: TrainRefundReq; res: TrainRefundRes }
  'train/changeSearch': { req: TrainChangeSearchReq; res: TrainChangeSearchRes }
  'train/submitChange/v2': { req: TrainChangeReq; res: TrainChangeRes }
  'Pay/trainpaystart': { req: import('./order').PayStartReq; res: import('./order').PayStartRes }
}
