/**
 * Cars (docs/car.md): places and the map's key, quotes per class with the rider's car standard,
 * booking through the order kernel, the ride as the dispatch moves it, cancellation with its fee,
 * rating, and the car rank standards (carRank/getCarRanksV2, carRank/getCarRankDetail). Money in fen,
 * times 'yyyy-MM-dd HH:mm' China time.
 */
import { Type, type Static } from '@sinclair/typebox'
import type { PolicyViolation, ProductVerdict } from './policy'
import type { ApprovalStatus, OrderActions, OrderContact, OrderStatus, PayInfo, TimelineEntry } from './order'
import type { PaymentType } from './flight-booking'
import { ContactInput, ORDER_COMPANY_FIELDS, PAYMENT_TYPES } from './flight-booking'
import { DateText, Nullable } from './flight-common'
import {
  CAR_CLASSES,
  CAR_SERVICES,
  COMPLAINT_REASONS,
  PICK_UP_WAITS,
  PLACE_KINDS,
  RANK_CAR_CLASSES,
  SAVED_SLOTS,
  type CarClass,
  type CarRule,
  type CarService,
  type ComplaintReason,
  type PlaceKind,
  type RideState,
} from './car-values'

export * from './car-values'

const lit = <T extends string>(xs: readonly T[]) => Type.Union(xs.map((x) => Type.Literal(x)))
const RequestId = Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })
const PlaceId = Type.String({ minLength: 1, maxLength: 40 })
const OrderNo = Type.String({ minLength: 1, maxLength: 32 })
const Time = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$', description: "'yyyy-MM-dd HH:mm' China time" })

export interface CarPlace {
  Id: string
  Kind: PlaceKind
  Name: string
  Address: string
  CityCode: string
  CityName: string
  Lat: number
  Lon: number
}

export const CarPlacesReq = Type.Object({
  CityCode: Type.String({ minLength: 2, maxLength: 12 }),
  Keyword: Type.Optional(Type.String({ maxLength: 40 })),
  Kind: Type.Optional(lit(PLACE_KINDS)),
})
export type CarPlacesReq = Static<typeof CarPlacesReq>
export interface CarPlacesRes {
  Places: CarPlace[]
}

/** car/tripPlaces: the places of the caller's booked trips on a day in a city (hotel of a stay, arrival airport or station). */
export const CarTripPlacesReq = Type.Object({
  CityCode: Type.String({ minLength: 2, maxLength: 12 }),
  /** The ride's day (China), yyyy-MM-dd. */
  Date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
})
export type CarTripPlacesReq = Static<typeof CarTripPlacesReq>

/** car/savedPlaces: the caller's own home and office (null while not set). Never another person's. */
export interface CarSavedPlacesRes {
  Home: CarPlace | null
  Office: CarPlace | null
}
/** car/setSavedPlace: the caller's home or office, a place of the city's place search (car/places); null forgets it. */
export const CarSetSavedPlaceReq = Type.Object(
  { Slot: lit(SAVED_SLOTS), PlaceId: Nullable(PlaceId) },
  { additionalProperties: false, description: "Only the caller's own: no person can be named" },
)
export type CarSetSavedPlaceReq = Static<typeof CarSetSavedPlaceReq>

/** car/getInitInfo: what the car home offers the caller. */
export interface CarInitInfoRes {
  /** The services the caller may search (BusinessPermission.Car.*.Search). */
  Services: CarService[]
  Cities: { Code: string; Name: string }[]
  PickUpWaits: number[]
  /** 'yyyy-MM-dd HH:mm': the earliest reserved ride. */
  EarliestReserved: string
  Now: string
}

export const LocationInfoReq = Type.Object({ Lat: Type.Number({ minimum: -90, maximum: 90 }), Lon: Type.Number({ minimum: -180, maximum: 180 }) })
export type LocationInfoReq = Static<typeof LocationInfoReq>
/** map/getLocationInfo: the place nearest to a position (the current place). */
export interface LocationInfoRes {
  Place: CarPlace | null
}

export const CarQuoteReq = Type.Object({
  Service: lit(CAR_SERVICES),
  /** Not for a pick-up: the arrival's airport or station is where the car waits. */
  From: Type.Optional(PlaceId),
  To: PlaceId,
  /** Reserved: the pick-up time, at least 30 minutes ahead. */
  At: Type.Optional(Time),
  /** Airport pick-up: the flight; train pick-up: the train and the station it arrives at. */
  FlightNo: Type.Optional(Type.String({ pattern: '^[A-Z0-9]{2}[0-9]{1,4}$' })),
  TrainNo: Type.Optional(Type.String({ pattern: '^[GDCZTK][0-9]{1,4}$' })),
  Date: Type.Optional(DateText),
  /** Minutes after the arrival (10–60). */
  WaitMinutes: Type.Optional(lit(PICK_UP_WAITS.map(String))),
  /** Who rides (default the caller); must be in the car booking scope. */
  PersonId: Type.Optional(Type.Integer({ minimum: 1 })),
})
export type CarQuoteReq = Static<typeof CarQuoteReq>

export interface CarArrival {
  Kind: 'Flight' | 'Train'
  No: string
  Scheduled: string
  Expected: string
  DelayMinutes: number
  PlaceName: string
}

export interface CarFareLine {
  Kind: 'Base' | 'Distance' | 'Time' | 'Night' | 'Tolls' | 'Waiting' | 'CancelFee'
  Label: string
  Amount: number
}

export interface CarOption {
  Class: CarClass
  ClassName: string
  Seats: number
  /** Estimated fare (a taxi's is the meter's estimate). */
  Fare: number
  Lines: CarFareLine[]
  Verdict: ProductVerdict<CarRule>
}

export interface CarQuoteRes {
  QuoteId: string
  Service: CarService
  From: CarPlace
  To: CarPlace
  PickUpAt: string
  Km: number
  Minutes: number
  ExpiresAt: string
  Arrival: CarArrival | null
  Options: CarOption[]
  /** The rider's standard in one line ('' without one). */
  StandardText: string
}

export const CarSubmitReq = Type.Object({
  ClientRequestId: RequestId,
  QuoteId: Type.String({ minLength: 8, maxLength: 64 }),
  Class: lit(CAR_CLASSES),
  /** The fare the screen showed; another answers 9995 with the new quote. */
  Fare: Type.Integer({ minimum: 0 }),
  Contacts: Type.Array(ContactInput, { minItems: 1, maxItems: 3 }),
  PaymentType: lit(PAYMENT_TYPES),
  PolicyReason: Type.Optional(
    Nullable(Type.Object({ ReasonCodeId: Nullable(Type.Integer({ minimum: 1 })), ReasonText: Type.Optional(Type.String({ maxLength: 50 })) })),
  ),
  ...ORDER_COMPANY_FIELDS,
})
export type CarSubmitReq = Static<typeof CarSubmitReq>

export interface CarPriceDetail {
  Total: number
  CompanyAmount: number
  PersonalAmount: number
  Lines: { Kind: 'Fare'; Label: string; UnitPrice: number; Count: number; Amount: number; Detail: string }[]
}

export interface CarSubmitRes {
  OrderNo: string
  Status: string
  NeedApproval: boolean
  NeedPayment: boolean
  PriceDetail: CarPriceDetail
  Replayed: boolean
}

export interface CarDriver {
  Name: string
  Car: string
  Colour: string
  Plate: string
  Rating: number
  /** The virtual number, masked ('170****1234'). */
  Phone: string
}

export interface CarOrderDetail {
  OrderNo: string
  Status: OrderStatus
  StatusName: string
  ApprovalStatus: ApprovalStatus
  PaymentType: PaymentType
  CreatedAt: string
  BookerName: string
  Service: CarService
  ServiceName: string
  Class: CarClass
  ClassName: string
  State: RideState
  StateName: string
  From: CarPlace
  To: CarPlace
  PickUpAt: string
  Arrival: CarArrival | null
  Km: number
  Minutes: number
  QuotedFare: number
  Driver: CarDriver | null
  /** Where the car is on the route sketch: 0 at its start, 1 at the destination (before pick-up, its way to the rider). */
  Progress: number
  /** Minutes until the driver arrives (DriverComing), else null. */
  EtaMinutes: number | null
  /** The settled fare lines once completed (or the cancellation fee). */
  Settled: { Fare: number; Lines: CarFareLine[]; CompanyAmount: number; PersonalAmount: number; Refund: number } | null
  RiderName: string
  Contacts: OrderContact[]
  PolicyReason: string
  Violations: PolicyViolation<CarRule>[]
  /** What was booked: the quoted fare and who pays what of it (the settlement is `Settled`). */
  PriceDetail: CarPriceDetail
  PayInfo: PayInfo | null
  Actions: OrderActions & { CanRate: boolean; CanComplain: boolean }
  Rating: { Stars: number; Comment: string } | null
  /** The complaint about the ride, once made: its reason (and the reason's name) and text, when (China time). */
  Complaint: { Reason: ComplaintReason; ReasonName: string; Text: string; At: string } | null
  Timeline: TimelineEntry[]
  CostCenterName: string
  DepartmentName: string
  Purpose: string
}

export const CarOrderNoReq = Type.Object({ OrderNo })
export type CarOrderNoReq = Static<typeof CarOrderNoReq>

export interface CarCancelPreviewRes {
  Fee: number
  /** Why it costs what it costs (free before assignment and within 2 minutes after; a fee later; waiting when the driver is there). */
  Text: string
  Refund: number
}

export const CarCancelReq = Type.Object({ OrderNo, ClientRequestId: RequestId, Fee: Type.Integer({ minimum: 0 }) })
export type CarCancelReq = Static<typeof CarCancelReq>
export interface CarCancelRes {
  OrderNo: string
  Status: OrderStatus
  Fee: number
  Refund: number
}

export const CarRateReq = Type.Object({ OrderNo, Stars: Type.Integer({ minimum: 1, maximum: 5 }), Comment: Type.Optional(Type.String({ maxLength: 200 })) })
export type CarRateReq = Static<typeof CarRateReq>
/** car/complain: once per completed ride, by whoever may manage the order. */
export const CarComplainReq = Type.Object({ OrderNo, Reason: lit(COMPLAINT_REASONS), Text: Type.String({ minLength: 1, maxLength: 500 }) })
export type CarComplainReq = Static<typeof CarComplainReq>

/**
 * A rank's car standard (rank/savePolicy Product 'Car'): classes allowed ([] = any), the hours a ride
 * may start (China time, 'HH:mm'; none = any time; From > To spans midnight, e.g. overtime 21:00–06:00),
 * cities ([] = any), the cap per ride (fen; null = none), and what an end of a ride must be ([] = anything).
 */
export const CarRankPolicy = Type.Object({
  Classes: Type.Array(lit(RANK_CAR_CLASSES), { maxItems: 4 }),
  Windows: Type.Array(Type.Object({ From: Type.String({ pattern: '^\\d{2}:\\d{2}$' }), To: Type.String({ pattern: '^\\d{2}:\\d{2}$' }) }), { maxItems: 6 }),
  Cities: Type.Array(Type.String({ minLength: 2, maxLength: 12 }), { maxItems: 100 }),
  Cap: Type.Union([Type.Integer({ minimum: 0, maximum: 10_000_000 }), Type.Null()]),
  Addresses: Type.Array(lit(PLACE_KINDS), { maxItems: 5 }),
})
export type CarRankPolicy = Static<typeof CarRankPolicy>

export interface CarRankItem {
  RankId: number
  RankName: string
  Policy: CarRankPolicy | null
  /** The standard in one line. */
  Text: string
}
export const CarRankDetailReq = Type.Object({ RankId: Type.Integer({ minimum: 1 }) })
export type CarRankDetailReq = Static<typeof CarRankDetailReq>

/**
 * A short-lived ticket to follow an order's ride as server-sent events (EventSource cannot send
 * the Token header): GET `Url` (under the API prefix) within a minute streams `state` events
 * ({State, Status, Progress}) and `end` when the ride is over.
 */
export interface CarLiveTicketRes {
  Url: string
  /** ISO-8601 UTC: the stream must be opened before. */
  ExpiresAt: string
}
/** One `state` event of the live stream. */
export interface CarLiveEvent {
  State: RideState
  Status: string
  Progress: number
}

export interface CarCalls {
  'car/getInitInfo': { req: Record<string, never>; res: CarInitInfoRes }
  'car/places': { req: CarPlacesReq; res: CarPlacesRes }
  'car/tripPlaces': { req: CarTripPlacesReq; res: CarPlacesRes }
  'car/savedPlaces': { req: Record<string, never>; res: CarSavedPlacesRes }
  'car/setSavedPlace': { req: CarSetSavedPlaceReq; res: CarSavedPlacesRes }
  'map/getLocationInfo': { req: LocationInfoReq; res: LocationInfoRes }
  'car/quote': { req: CarQuoteReq; res: CarQuoteRes }
  'car/submitOrder': { req: CarSubmitReq; res: CarSubmitRes }
  'car/getOrderDetail': { req: CarOrderNoReq; res: CarOrderDetail }
  'car/cancelPreview': { req: CarOrderNoReq; res: CarCancelPreviewRes }
  'car/cancelOrder': { req: CarCancelReq; res: CarCancelRes }
  'car/rate': { req: CarRateReq; res: CarOrderDetail }
  'car/complain': { req: CarComplainReq; res: CarOrderDetail }
  'car/liveTicket': { req: CarOrderNoReq; res: CarLiveTicketRes }
  'carRank/getCarRanksV2': { req: Record<string, never>; res: { Items: CarRankItem[] } }
  'carRank/getCarRankDetail': { req: CarRankDetailReq; res: CarRankItem }
  'Pay/carpaystart': { req: import('./order').PayStartReq; res: import('./order').PayStartRes }
}
