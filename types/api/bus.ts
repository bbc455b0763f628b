/**
 * Bus (coach) tickets (docs/bus.md): coach stations by city, schedules between two cities or
 * stations on a date, the rank standard (price cap, classes), booking on the order kernel, the
 * e-ticket with its pick-up code, refund by the operators' tiers, change to another schedule of
 * the same route. Money in fen; dates 'yyyy-MM-dd' and times 'HH:mm' China time.
 */
import { Type, type Static } from '@sinclair/typebox'
import type { ProductVerdict } from './policy'
import type { OrderActions, OrderDetailCommon } from './order'
import { ContactInput, ORDER_COMPANY_FIELDS, PAYMENT_TYPES } from './flight-booking'
import { DateText, Fen, Nullable } from './flight-common'
import { MAX_BUS_PASSENGERS, type BusClass, type BusTicketState } from './bus-values'

export * from './bus-values'

const PlaceCode = Type.String({ pattern: '^[A-Z0-9]{2,8}$', description: 'a station code (SHZ01) or a city code (SHA)' })
const ScheduleNo = Type.String({ pattern: '^[A-Z0-9-]{4,20}$' })
const RequestId = Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })
const OrderNo = Type.String({ minLength: 1, maxLength: 32 })

// ---------------------------------------------------------------------------------------------
// Stations

export interface BusStation {
  Code: string
  /** In the request's language. */
  Name: string
  NameCN: string
  NameEN: string
  Pinyin: string
  Initials: string
  CityCode: string
  CityName: string
  IsHot: boolean
  Address: string
}

export const BusStationsReq = Type.Object({ Keyword: Type.Optional(Type.String({ maxLength: 30 })) })
export type BusStationsReq = Static<typeof BusStationsReq>
export interface BusStationsRes {
  Stations: BusStation[]
}

export interface BusStationListRes {
  HotStations: BusStation[]
  Groups: { Letter: string; Stations: BusStation[] }[]
  Today: string
  LastSaleDate: string
}

// ---------------------------------------------------------------------------------------------
// Search

export const SearchBusesReq = Type.Object({
  /** A station code or a city code (every station of the city). */
  From: PlaceCode,
  To: PlaceCode,
  Date: DateText,
  /** Whose standard the rows are judged by (default the caller). */
  PersonIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: MAX_BUS_PASSENGERS })),
})
export type SearchBusesReq = Static<typeof SearchBusesReq>

export type BusViolationKind = 'BusClass' | 'PriceCap'
export type BusPolicyVerdict = ProductVerdict<BusViolationKind>

export interface BusRow {
  ScheduleNo: string
  Date: string
  FromStation: BusStation
  ToStation: BusStation
  DepartTime: string
  ArriveTime: string
  /** The arrival is this many days after the departure date. */
  ArriveDayOffset: number
  DurationMinutes: number
  Class: BusClass
  ClassName: string
  Price: number
  SeatsLeft: number
  Departed: boolean
  Policy: BusPolicyVerdict
}

export interface BusRankStandard {
  RankId: number
  RankName: string
  PriceCap: number | null
  Classes: BusClass[]
  Summary: string[]
}

export interface SearchBusesRes {
  Buses: BusRow[]
  Standard: BusRankStandard | null
  Today: string
}

export const BusRankReq = Type.Object({ PersonId: Type.Optional(Type.Integer({ minimum: 1 })) })
export type BusRankReq = Static<typeof BusRankReq>

// ---------------------------------------------------------------------------------------------
// Booking

export const BusChoice = Type.Object({
  ScheduleNo,
  Date: DateText,
  /** The price the screen showed: another price now → 1004 with the new row. */
  Price: Fen,
})
export type BusChoice = Static<typeof BusChoice>

export const BusSubmitReq = Type.Object({
  ClientRequestId: RequestId,
  Choice: BusChoice,
  /** People of the company: a coach ticket is bought under each traveller's ID document. */
  Passengers: Type.Array(Type.Object({ PersonId: Type.Integer({ minimum: 1 }) }), { minItems: 1, maxItems: MAX_BUS_PASSENGERS }),
  Contacts: Type.Array(ContactInput, { minItems: 1, maxItems: 3 }),
  PaymentType: Type.Union(PAYMENT_TYPES.map((p) => Type.Literal(p))),
  PolicyReason: Type.Optional(
    Nullable(Type.Object({ ReasonCodeId: Nullable(Type.Integer({ minimum: 1 })), ReasonText: Type.Optional(Type.String({ maxLength: 50 })) })),
  ),
  ...ORDER_COMPANY_FIELDS,
})
export type BusSubmitReq = Static<typeof BusSubmitReq>

export interface BusPriceDetail {
  Total: number
  CompanyAmount: number
  PersonalAmount: number
  Lines: { Kind: 'Ticket'; Label: string; UnitPrice: number; Count: number; Amount: number; Detail: string }[]
}

export interface BusSubmitRes {
  OrderNo: string
  Status: string
  NeedApproval: boolean
  NeedPayment: boolean
  PriceDetail: BusPriceDetail
  Replayed: boolean
}

// ---------------------------------------------------------------------------------------------
// The order, refund and change

export interface BusTicket {
  TicketId: number
  PassengerId: number
  PassengerName: string
  /** The document the ticket is bought under, masked ('110***********1234'). */
  IdNo: string
  IdTypeName: string
  ScheduleNo: string
  Date: string
  FromStation: BusStation
  ToStation: BusStation
  DepartTime: string
  ArriveTime: string
  Class: BusClass
  ClassName: string
  Price: number
  Status: BusTicketState
  StatusName: string
  /** Shown at the station's machine or window for the paper ticket; the QR code carries it. */
  PickUpCode: string
  /** The text of the e-ticket's QR code ('' until issued). */
  QrText: string
  ChangedFrom: number | null
  CanRefund: boolean
  CanChange: boolean
  Policy: BusPolicyVerdict
  PolicyReason: string
}

export interface BusOrderDetail extends OrderDetailCommon {
  Product: 'Bus'
  Tickets: BusTicket[]
  PriceDetail: BusPriceDetail
  Actions: OrderActions
  Refunds: { RefundNo: string; Amount: number; Fee: number; CompanyRefund: number; PersonalRefund: number; At: string }[]
}

export const BusOrderNoReq = Type.Object({ OrderNo })
export type BusOrderNoReq = Static<typeof BusOrderNoReq>

export const BusRefundPreviewReq = Type.Object({ OrderNo, TicketIds: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: MAX_BUS_PASSENGERS }) })
export type BusRefundPreviewReq = Static<typeof BusRefundPreviewReq>
export interface BusRefundLine {
  TicketId: number
  Price: number
  /** Whole minutes before departure, now. */
  MinutesBefore: number
  Rate: number
  Fee: number
  Refund: number
}
export interface BusRefundPreviewRes {
  Lines: BusRefundLine[]
  Fee: number
  Refund: number
  CompanyRefund: number
  PersonalRefund: number
  /** The tier that applies, in words. */
  Rule: string
  /** The company's RefundSettings ask for approval: the refund waits for it (fee as quoted now). */
  NeedApproval: boolean
}

export const BusRefundReq = Type.Object({
  OrderNo,
  ClientRequestId: RequestId,
  TicketIds: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: MAX_BUS_PASSENGERS }),
  /** The fee the screen showed: another fee now → 316. */
  Fee: Fen,
  Reason: Type.Optional(Type.String({ maxLength: 100 })),
})
export type BusRefundReq = Static<typeof BusRefundReq>
export interface BusRefundRes {
  OrderNo: string
  RefundNo: string
  Status: string
  StatusName: string
  Fee: number
  Refund: number
  CompanyRefund: number
  PersonalRefund: number
  /** The refund waits for the company's approval (its tickets Refunding). */
  NeedApproval: boolean
}

export const BusChangeSearchReq = Type.Object({ OrderNo, TicketIds: BusRefundPreviewReq.properties.TicketIds, Date: DateText })
export type BusChangeSearchReq = Static<typeof BusChangeSearchReq>
export interface BusChangeSearchRes {
  Buses: BusRow[]
  Rule: string
}

export const BusChangeReq = Type.Object({
  OrderNo,
  ClientRequestId: RequestId,
  TicketIds: BusRefundPreviewReq.properties.TicketIds,
  Choice: BusChoice,
  Reason: Type.Optional(Type.String({ maxLength: 100 })),
})
export type BusChangeReq = Static<typeof BusChangeReq>
export interface BusChangeRes {
  OrderNo: string
  ChangeNo: string
  /** The change's: ChangeSucceeded, or PendingApproval while it waits for the company's approval. */
  Status: string
  StatusName: string
  NeedApproval: boolean
}

export const BusCancelReq = Type.Object({ OrderNo, ClientRequestId: RequestId })
export type BusCancelReq = Static<typeof BusCancelReq>
export interface BusCancelRes {
  OrderNo: string
  Status: string
  StatusName: string
}

export interface BusCalls {
  'bus/stations': { req: BusStationsReq; res: BusStationsRes }
  'bus/stationList': { req: Record<string, never>; res: BusStationListRes }
  'bus/search': { req: SearchBusesReq; res: SearchBusesRes }
  busrank: { req: BusRankReq; res: BusRankStandard | null }
  'bus/submitOrder': { req: BusSubmitReq; res: BusSubmitRes }
  'bus/getOrderDetail': { req: BusOrderNoReq; res: BusOrderDetail }
  'bus/cancelOrder': { req: BusCancelReq; res: BusCancelRes }
  'bus/refundPreview': { req: BusRefundPreviewReq; res: BusRefundPreviewRes }
  'bus/refund': { req: BusRefundReq; res: BusRefundRes }
  'bus/changeSearch': { req: BusChangeSearchReq; res: BusChangeSearchRes }
  'bus/submitChange': { req: BusChangeReq; res: BusChangeRes }
  'Pay/buspaystart': { req: import('./order').PayStartReq; res: import('./order').PayStartRes }
}
