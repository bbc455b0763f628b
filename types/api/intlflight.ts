/**
 * International flights and the inquiry sheet (docs/intl-flights.md, docs/server-calls.md
 * intlflight calls): places and nations, the search (one-way, round trip, multi-city), the fare
 * quote with the travellers' documents, booking, the order, refund, the cashier, the travel
 * standard, and the inquiry sheet a traveller asks and a travel consultant answers.
 *
 * Conventions: money is integer fen of CNY unless a field says otherwise (FareCurrency amounts are
 * in that currency's minor units); times are local to the airport ('yyyy-MM-dd HH:mm'), with the
 * UTC offset beside them; dates 'yyyy-MM-dd'. An itinerary is one leg's flights, named by its Key
 * ('MU219@2026-11-29+LH731@2026-11-30': flight numbers with their local departure dates).
 */
import { Type, type Static } from '@sinclair/typebox'
import type { ApprovalStatus, OrderActions, OrderStatus, PayInfo, TimelineEntry, PayStartReq, PayStartRes } from './order'
import type { PolicyViolation, ProductVerdict } from './policy'
import type { PaymentType } from './flight-booking'
import { ContactInput, ORDER_COMPANY_FIELDS, PAYMENT_TYPES } from './flight-booking'
import { DateText, Nullable } from './flight-common'
import {
  DOCUMENT_NO_PATTERN,
  FARE_FAMILIES,
  INQUIRY_STATES,
  INTL_CABINS,
  MAX_INQUIRY_OPTIONS,
  MAX_INTL_LEGS,
  MAX_INTL_PASSENGERS,
  TRAVEL_DOCUMENT_TYPES,
  type Alliance,
  type FareFamily,
  type FareFamilyRule,
  type InquiryState,
  type IntlCabin,
  type IntlTicketState,
  type IntlViolationKind,
  type TravelDocumentType,
} from './intlflight-values'

export * from './intlflight-values'

const PlaceCode = Type.String({ pattern: '^[A-Z]{3}$', description: 'IATA airport or city code, e.g. PVG, SHA, FRA, TYO' })
const RequestId = Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })
const OrderNo = Type.String({ minLength: 1, maxLength: 32 })
const SheetNo = Type.String({ minLength: 1, maxLength: 32 })
const ItineraryKey = Type.String({
  minLength: 8,
  maxLength: 200,
  pattern: '^[A-Z0-9]{2}[0-9]{1,4}@\\d{4}-\\d{2}-\\d{2}(\\+[A-Z0-9]{2}[0-9]{1,4}@\\d{4}-\\d{2}-\\d{2}){0,2}$',
})
const CabinSchema = Type.Union(INTL_CABINS.map((c) => Type.Literal(c)))
const FamilySchema = Type.Union(FARE_FAMILIES.map((c) => Type.Literal(c)))
const PolicyReasonInput = Type.Optional(
  Nullable(Type.Object({ ReasonCodeId: Nullable(Type.Integer({ minimum: 1 })), ReasonText: Type.Optional(Type.String({ maxLength: 50 })) })),
)

// ---------------------------------------------------------------------------------------------
// Places and nations

/** A place's names in the three languages the spec's place objects carry (TC follows CN). */
export interface IntlPlace {
  /** Airport IATA code. */
  Code: string
  CityCode: string
  /** In the request's language. */
  CityName: string
  AirPortName: string
  CountryCode: string
  CountryName: string
  CityNameCN: string
  CityNameEN: string
  CityNameJP: string
  AirPortNameCN: string
  AirPortNameEN: string
  AirPortNameJP: string
  CountryNameCN: string
  CountryNameEN: string
  CountryNameJP: string
  /** IANA time zone, e.g. 'Europe/Berlin'. */
  TimeZone: string
  /** 'Asia' | 'Europe' | 'America' | 'Oceania' | 'Africa' | 'MiddleEast'. */
  Region: string
  IsHot: boolean
}

export const IntlCityListReq = Type.Object({
  /** Matches codes, names in any language, pinyin-free; empty: every place. */
  Keyword: Type.Optional(Type.String({ maxLength: 30 })),
})
export type IntlCityListReq = Static<typeof IntlCityListReq>
export interface IntlCityListRes {
  Hot: IntlPlace[]
  /** Places by region, then city name. */
  Regions: { Region: string; RegionName: string; Places: IntlPlace[] }[]
}

export interface IntlNation {
  /** ISO 3166-1 alpha-2. */
  Code: string
  Name: string
  NationNameCN: string
  NationNameEN: string
  NationNameJP: string
  /** Mobile dialling code. */
  DialCode: string
}
export const NationListReq = Type.Object({ Keyword: Type.Optional(Type.String({ maxLength: 30 })) })
export type NationListReq = Static<typeof NationListReq>
export interface NationListRes {
  Nations: IntlNation[]
}

export const CanSearchReq = Type.Object({ From: PlaceCode, To: PlaceCode })
export type CanSearchReq = Static<typeof CanSearchReq>
export interface CanSearchRes {
  /** False for two places of one country (book a domestic flight) or an unknown place. */
  CanSearch: boolean
  Reason: string
}

export const CabinClassReq = Type.Object({})
export type CabinClassReq = Static<typeof CabinClassReq>
export interface CabinClassRes {
  Cabins: { Cabin: IntlCabin; Name: string; Families: FareFamilyInfo[] }[]
}

export interface FareFamilyInfo extends FareFamilyRule {
  Family: FareFamily
  Name: string
  /** Plain words: baggage, seat choice, change and refund. */
  Summary: string[]
}

export const AuthorizationInfoReq = Type.Object({})
export type AuthorizationInfoReq = Static<typeof AuthorizationInfoReq>
export interface AuthorizationInfoRes {
  IsDisplayAuthorizationCode: boolean
  IsRequiredAuthorizationCode: boolean
  AuthorizationCodeName: string
  /** Whether the caller may use the inquiry sheet (BusinessPermission.IntlFlight.InquirySheet). */
  CanUseInquirySheet: boolean
  /** Whether the caller answers inquiry sheets (travel consultant role). */
  IsConsultant: boolean
}

// ---------------------------------------------------------------------------------------------
// Search

export const IntlLegInput = Type.Object({
  From: PlaceCode,
  To: PlaceCode,
  Date: DateText,
})
export type IntlLegInput = Static<typeof IntlLegInput>

export const IntlSearchReq = Type.Object({
  TripType: Type.Union([Type.Literal('OneWay'), Type.Literal('RoundTrip'), Type.Literal('MultiCity')]),
  /** OneWay 1 leg, RoundTrip 2 (the second back to the first's origin), MultiCity 2..4. */
  Legs: Type.Array(IntlLegInput, { minItems: 1, maxItems: MAX_INTL_LEGS }),
  /** The cabin whose fare families are priced; default Economy. */
  Cabin: Type.Optional(CabinSchema),
  /** Only nonstop itineraries. */
  NonstopOnly: Type.Optional(Type.Boolean()),
  /** Whose standard marks the fares (default the caller); persons of the booking scope. */
  PassengerIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: MAX_INTL_PASSENGERS })),
})
export type IntlSearchReq = Static<typeof IntlSearchReq>

export interface IntlSegment {
  FlightNo: string
  /** Carrier code; the answer's Carriers has its name and alliance. */
  Carrier: string
  Aircraft: string
  /** Airport codes; the answer's Places has their names. */
  From: string
  To: string
  DepartTerminal: string
  ArriveTerminal: string
  /** Local time at each airport. */
  DepartTime: string
  ArriveTime: string
  DepartUtcOffset: string
  ArriveUtcOffset: string
  /** ISO instants. */
  DepartAt: string
  ArriveAt: string
  /** Minutes in the air. */
  Duration: number
  DistanceKm: number
}

export interface IntlLayover {
  /** Airport code (Places). */
  Airport: string
  Minutes: number
  /** Minimum connection time that applied. */
  MinConnectMinutes: number
  /** The next flight leaves on a later local date than the arrival. */
  Overnight: boolean
}

export interface IntlPolicyViolation extends PolicyViolation<IntlViolationKind> {}
export interface IntlPolicyVerdict extends ProductVerdict<IntlViolationKind> {}

/** A fare of an itinerary; its family's name and rules are in the answer's Families. */
export interface IntlFare {
  Family: FareFamily
  Cabin: IntlCabin
  /** Per adult, CNY fen: fare, taxes and both. */
  BaseFare: number
  Taxes: number
  Total: number
  /** Total in the itinerary's FareCurrency, its minor units (the rate is in the answer's Rates). */
  FareCurrencyTotal: number
  /** Seats shown by the schedule (at most 9: '9' means nine or more); the quote counts exactly. */
  Seats: number
  Policy: IntlPolicyVerdict
}

export interface IntlItinerary {
  /** Pass back in quote and booking. */
  Key: string
  Segments: IntlSegment[]
  Layovers: IntlLayover[]
  Stops: number
  /** Departure to arrival, minutes. */
  TotalMinutes: number
  /** Sum of flying times, minutes (what the standard's cabin rule reads). */
  FlyingMinutes: number
  /** Local arrival date minus local departure date. */
  ArriveDayOffset: number
  /** The fares' currency: that of the first departure's country. */
  FareCurrency: string
  Fares: IntlFare[]
  LowestTotal: number
}

export interface IntlLegResult {
  From: string
  To: string
  Date: string
  Itineraries: IntlItinerary[]
}

/** Names of the airports an answer mentions, by code. */
export type IntlPlaces = Record<string, IntlPlace>
/** Names and alliances of the carriers an answer mentions, by code. */
export type IntlCarriers = Record<string, { Name: string; Alliance: Alliance }>
/** The rules and words of the fare families an answer mentions. */
export type IntlFamilies = Partial<Record<FareFamily, FareFamilyInfo>>

export interface IntlSearchRes {
  Legs: IntlLegResult[]
  Places: IntlPlaces
  Carriers: IntlCarriers
  Families: IntlFamilies
  /** Rates of the FareCurrency amounts: RateMicro = CNY per unit of the currency × 10^6, as in CurrencyInfo (docs/money.md). */
  Rates: { Currency: string; RateMicro: number; RateDate: string }[]
  Today: string
}

// ---------------------------------------------------------------------------------------------
// Travellers, quote and booking

export const TravelDocumentInput = Type.Object({
  Type: Type.Union(TRAVEL_DOCUMENT_TYPES.map((t) => Type.Literal(t))),
  Number: Type.String({ pattern: DOCUMENT_NO_PATTERN }),
  /** ISO alpha-2 of intlflight/getNationList. */
  IssuingCountry: Type.String({ pattern: '^[A-Z]{2}$' }),
  Expiry: DateText,
})
export type TravelDocumentInput = Static<typeof TravelDocumentInput>

/**
 * A passenger: a person of the company, a saved frequent traveller (their passport and names are
 * used unless given here), or typed in. A Document is required unless the frequent traveller has
 * a passport or travel permit.
 */
export const IntlPassengerInput = Type.Object({
  /** A person of the company in the booking scope; null for a traveller typed in (the booker's standard). */
  PersonId: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  /** One of the caller's frequent travellers (frequentTraveler/list): their document, names and person. */
  FrequentTravelerId: Type.Optional(Type.Integer({ minimum: 1 })),
  /** English names as on the document (letters and spaces); default the person's or frequent traveller's. */
  LastName: Type.Optional(Type.String({ maxLength: 30 })),
  FirstName: Type.Optional(Type.String({ maxLength: 30 })),
  Gender: Type.Optional(Type.Union([Type.Literal('M'), Type.Literal('F')])),
  BirthDate: Type.Optional(DateText),
  /** ISO alpha-2; default the document's or the person's. */
  Nationality: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$' })),
  Document: Type.Optional(TravelDocumentInput),
  MobileCountryCode: Type.Optional(Type.String({ maxLength: 4 })),
  Mobile: Type.Optional(Type.String({ maxLength: 20 })),
})
export type IntlPassengerInput = Static<typeof IntlPassengerInput>

export const IntlSelection = Type.Object({
  ItineraryKey,
  Family: FamilySchema,
})
export type IntlSelection = Static<typeof IntlSelection>

export const IntlQuoteReq = Type.Object({
  TripType: Type.Union([Type.Literal('OneWay'), Type.Literal('RoundTrip'), Type.Literal('MultiCity')]),
  /** One per leg, in travel order. */
  Selections: Type.Array(IntlSelection, { minItems: 1, maxItems: MAX_INTL_LEGS }),
  Passengers: Type.Array(IntlPassengerInput, { minItems: 1, maxItems: MAX_INTL_PASSENGERS }),
})
export type IntlQuoteReq = Static<typeof IntlQuoteReq>

export interface IntlPriceLine {
  Kind: 'Fare' | 'Taxes' | 'RefundFee'
  Label: string
  UnitPrice: number
  Count: number
  Amount: number
  Detail: string
}
export interface IntlPriceDetail {
  Total: number
  CompanyAmount: number
  PersonalAmount: number
  Lines: IntlPriceLine[]
  FareCurrency: string
  FareCurrencyTotal: number
}

export interface IntlDocumentWarning {
  PassengerIndex: number
  Name: string
  /** 'DocumentExpiresSoon' | 'Visa'. */
  Kind: string
  Message: string
}

export interface VisaReminder {
  CountryCode: string
  CountryName: string
  /** Plain words; the traveller checks with the embassy for their nationality. */
  Text: string
}

export interface IntlQuoteRes {
  Legs: IntlItinerary[]
  Places: IntlPlaces
  Carriers: IntlCarriers
  Families: IntlFamilies
  /** The selected fare of each leg. */
  Fares: IntlFare[]
  PricePerPassenger: number
  PriceDetail: IntlPriceDetail
  Policy: IntlPolicyVerdict
  /** Seats left now on the fullest segment of the selection. */
  SeatsLeft: number
  Warnings: IntlDocumentWarning[]
  Visa: VisaReminder[]
  /** Last travel date the documents are checked against. */
  TripEndDate: string
}

export const IntlSubmitReq = Type.Object({
  ClientRequestId: RequestId,
  ...IntlQuoteReq.properties,
  /** The quote's PricePerPassenger: a moved price answers 1110 with the new quote. */
  PricePerPassenger: Type.Integer({ minimum: 0 }),
  Contacts: Type.Array(ContactInput, { minItems: 1, maxItems: 3 }),
  PaymentType: Type.Union(PAYMENT_TYPES.map((p) => Type.Literal(p))),
  /** For an over-standard fare: a reason code (IntlFlight, Kind Policy) or a text. */
  PolicyReason: PolicyReasonInput,
  ...ORDER_COMPANY_FIELDS,
})
export type IntlSubmitReq = Static<typeof IntlSubmitReq>

export interface IntlSubmitRes {
  OrderNo: string
  Status: string
  NeedApproval: boolean
  NeedPayment: boolean
  PriceDetail: IntlPriceDetail
  Replayed: boolean
  Warnings: IntlDocumentWarning[]
}

// ---------------------------------------------------------------------------------------------
// The order, refund, cashier

export const IntlOrderNoReq = Type.Object({ OrderNo })
export type IntlOrderNoReq = Static<typeof IntlOrderNoReq>

export interface IntlTicket {
  TicketId: number
  PassengerName: string
  LastName: string
  FirstName: string
  Nationality: string
  DocumentType: TravelDocumentType
  /** Masked. */
  DocumentNo: string
  DocumentExpiry: string
  Status: IntlTicketState
  TicketNo: string
  Price: number
  CompanyAmount: number
  PersonalAmount: number
}

export interface IntlOrderLeg {
  LegNo: number
  Family: FareFamily
  FamilyName: string
  Cabin: IntlCabin
  Segments: IntlSegment[]
  Layovers: IntlLayover[]
}

export interface IntlOrderDetail {
  OrderNo: string
  Status: OrderStatus
  StatusName: string
  ApprovalStatus: ApprovalStatus
  PaymentType: PaymentType
  TripType: string
  CreatedAt: string
  BookerName: string
  Legs: IntlOrderLeg[]
  Places: IntlPlaces
  Carriers: IntlCarriers
  Families: IntlFamilies
  Tickets: IntlTicket[]
  PriceDetail: IntlPriceDetail
  Policy: IntlPolicyVerdict
  PolicyReason: string
  Visa: VisaReminder[]
  /** The inquiry sheet the order came from, or ''. */
  InquirySheetNo: string
  PayInfo: PayInfo | null
  Actions: OrderActions
  Timeline: TimelineEntry[]
  Refunds: { RefundNo: string; Status: string; Fee: number; Refund: number; CreatedAt: string }[]
  /** Changes of legs, oldest first (absent on servers before changes). */
  Changes?: IntlOrderChange[]
  Contacts: { Name: string; Mobile: string; Email: string }[]
  CostCenterName: string
  Purpose: string
}

export const IntlCancelReq = Type.Object({ OrderNo, ClientRequestId: RequestId })
export type IntlCancelReq = Static<typeof IntlCancelReq>
export interface IntlCancelRes {
  OrderNo: string
  Status: OrderStatus
  StatusName: string
}

export const IntlRefundQuoteReq = Type.Object({ OrderNo, TicketIds: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: MAX_INTL_PASSENGERS }) })
export type IntlRefundQuoteReq = Static<typeof IntlRefundQuoteReq>
export interface IntlRefundQuoteRes {
  /** Rule: the rule in words (server language); Families: each leg's fare family, whose refund rule the client words itself. */
  Lines: { TicketId: number; Price: number; Taxes: number; Fee: number; Refund: number; Rule: string; Families: FareFamily[] }[]
  Fee: number
  Refund: number
  CompanyRefund: number
  PersonalRefund: number
}

export const IntlRefundReq = Type.Object({
  OrderNo,
  ClientRequestId: RequestId,
  TicketIds: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: MAX_INTL_PASSENGERS }),
  /** The quote's Fee: another fee now answers 316. */
  Fee: Type.Integer({ minimum: 0 }),
  Reason: Type.Optional(Type.String({ maxLength: 100 })),
})
export type IntlRefundReq = Static<typeof IntlRefundReq>
export interface IntlRefundRes {
  OrderNo: string
  RefundNo: string
  Status: OrderStatus
  StatusName: string
  Fee: number
  Refund: number
  CompanyRefund: number
  PersonalRefund: number
}

// ---------------------------------------------------------------------------------------------
// Changes (改签): one leg of every traveller's ticket to another itinerary of its route

/** The order's travellers change together (TicketIds, when given, must be every issued ticket). */
export const IntlChangeQuoteReq = Type.Object({
  OrderNo,
  /** The leg to move (IntlOrderLeg.LegNo, 1-based). */
  LegNo: Type.Integer({ minimum: 1, maximum: MAX_INTL_LEGS }),
  NewDate: DateText,
  TicketIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: MAX_INTL_PASSENGERS })),
})
export type IntlChangeQuoteReq = Static<typeof IntlChangeQuoteReq>

/** A fare a leg may change to (same cabin or higher); amounts CNY fen. */
export interface IntlChangeFare {
  Family: FareFamily
  Cabin: IntlCabin
  /** The new leg's fare and taxes per traveller. */
  LegTotal: number
  Seats: number
  /** Per traveller: the ticket's fare family's ChangeFee (at most the leg's fare), the difference new − old leg fare (never negative), both. */
  ChangeFee: number
  FareDifference: number
  PerTraveller: number
  /** For the order's travellers together: what applyChange's Total must be. */
  Total: number
}

export interface IntlChangeOption {
  Key: string
  Segments: IntlSegment[]
  Layovers: IntlLayover[]
  Stops: number
  TotalMinutes: number
  Fares: IntlChangeFare[]
}

export interface IntlChangeQuoteRes {
  LegNo: number
  /** The leg's fare family now, and its change fee per traveller. */
  Family: FareFamily
  ChangeFee: number
  Travellers: number
  Options: IntlChangeOption[]
  Places: IntlPlaces
  Carriers: IntlCarriers
  Families: IntlFamilies
}

export const IntlApplyChangeReq = Type.Object({
  OrderNo,
  ClientRequestId: RequestId,
  LegNo: Type.Integer({ minimum: 1, maximum: MAX_INTL_LEGS }),
  TicketIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: MAX_INTL_PASSENGERS })),
  ItineraryKey,
  Family: FamilySchema,
  /** The fare's Total the screen showed: another amount now answers 316. */
  Total: Type.Integer({ minimum: 0 }),
  Reason: Type.Optional(Type.String({ maxLength: 100 })),
})
export type IntlApplyChangeReq = Static<typeof IntlApplyChangeReq>

export interface IntlApplyChangeRes {
  OrderNo: string
  ChangeNo: string
  /** The change's status: PendingApproval, Placed (the traveller's share at the cashier) or ChangeSucceeded. */
  Status: OrderStatus
  StatusName: string
  CompanyAmount: number
  PersonalAmount: number
  NeedPayment: boolean
  NeedApproval: boolean
}

/** A leg as it was or became: its family and flights. */
export interface IntlChangedLeg {
  Family: FareFamily
  FamilyName: string
  Segments: IntlSegment[]
}

/** A change of the order, its old leg beside the new. */
export interface IntlOrderChange {
  ChangeNo: string
  Status: OrderStatus
  StatusName: string
  LegNo: number
  From: IntlChangedLeg
  To: IntlChangedLeg
  ChangeFee: number
  FareDifference: number
  CompanyAmount: number
  PersonalAmount: number
  CreatedAt: string
}

// ---------------------------------------------------------------------------------------------
// The travel standard

export const IntlRankReq = Type.Object({ PersonId: Type.Optional(Type.Integer({ minimum: 1 })) })
export type IntlRankReq = Static<typeof IntlRankReq>
export interface IntlRankStandard {
  RankId: number
  RankName: string
  /** Business allowed on a leg flying at least this many minutes; null: economy only; 0: always. */
  BusinessMinMinutes: number | null
  /** Book at least this many days before departure; null: no rule. */
  AdvanceDays: number | null
  /** A fare may cost at most this many per cent above the day's lowest of its family between the same airports; null: no rule. */
  LowestPricePct: number | null
  Summary: string[]
}
export const IntlRankListReq = Type.Object({})
export type IntlRankListReq = Static<typeof IntlRankListReq>
export interface IntlRankListRes {
  Ranks: IntlRankStandard[]
}

// ---------------------------------------------------------------------------------------------
// The inquiry sheet

export const InquiryAskReq = Type.Object({
  ClientRequestId: RequestId,
  TripType: Type.Union([Type.Literal('OneWay'), Type.Literal('RoundTrip'), Type.Literal('MultiCity')]),
  Legs: Type.Array(IntlLegInput, { minItems: 1, maxItems: MAX_INTL_LEGS }),
  Cabin: CabinSchema,
  /** Persons of the booking scope; empty: the caller. */
  PassengerIds: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: MAX_INTL_PASSENGERS }),
  /** Typed-in travellers besides them (names only until the order). */
  ExtraTravellers: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_INTL_PASSENGERS })),
  Notes: Type.Optional(Type.String({ maxLength: 500 })),
  /** 'yyyy-MM-dd HH:mm' China time the asker needs an answer by; default the China midnight before the first departure day. */
  ReplyBy: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$' })),
})
export type InquiryAskReq = Static<typeof InquiryAskReq>

export const InquiryOptionInput = Type.Object({
  Selections: Type.Array(IntlSelection, { minItems: 1, maxItems: MAX_INTL_LEGS }),
  /** CNY fen per passenger, taxes included. */
  PricePerPassenger: Type.Integer({ minimum: 1 }),
  /** 'yyyy-MM-dd HH:mm' China time: confirm before. */
  Deadline: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$' }),
  Note: Type.Optional(Type.String({ maxLength: 200 })),
})
export type InquiryOptionInput = Static<typeof InquiryOptionInput>

export const InquiryAnswerReq = Type.Object({
  SheetNo,
  Options: Type.Array(InquiryOptionInput, { minItems: 1, maxItems: MAX_INQUIRY_OPTIONS }),
  Reply: Type.Optional(Type.String({ maxLength: 500 })),
})
export type InquiryAnswerReq = Static<typeof InquiryAnswerReq>

export const InquirySheetNoReq = Type.Object({ SheetNo })
export type InquirySheetNoReq = Static<typeof InquirySheetNoReq>

export const InquiryListReq = Type.Object({
  States: Type.Optional(Type.Array(Type.Union(INQUIRY_STATES.map((s) => Type.Literal(s))), { maxItems: 5 })),
  PageIndex: Type.Optional(Type.Integer({ minimum: 1 })),
  PageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
})
export type InquiryListReq = Static<typeof InquiryListReq>

export const InquiryConfirmReq = Type.Object({
  ClientRequestId: RequestId,
  SheetNo,
  OptionNo: Type.Integer({ minimum: 1, maximum: MAX_INQUIRY_OPTIONS }),
  Passengers: Type.Array(IntlPassengerInput, { minItems: 1, maxItems: MAX_INTL_PASSENGERS }),
  Contacts: Type.Array(ContactInput, { minItems: 1, maxItems: 3 }),
  PaymentType: Type.Union(PAYMENT_TYPES.map((p) => Type.Literal(p))),
  PolicyReason: PolicyReasonInput,
  ...ORDER_COMPANY_FIELDS,
})
export type InquiryConfirmReq = Static<typeof InquiryConfirmReq>

export interface InquiryOption {
  OptionNo: number
  Legs: IntlItinerary[]
  Families: FareFamily[]
  PricePerPassenger: number
  Total: number
  /** China time 'yyyy-MM-dd HH:mm'. */
  Deadline: string
  Expired: boolean
  Note: string
  Policy: IntlPolicyVerdict
}

export interface InquirySheet {
  SheetNo: string
  State: InquiryState
  StateName: string
  TripType: string
  Legs: { From: string; To: string; Date: string }[]
  Places: IntlPlaces
  Carriers: IntlCarriers
  Families: IntlFamilies
  Cabin: IntlCabin
  Travellers: string[]
  TravellerCount: number
  Notes: string
  AskerName: string
  CreatedAt: string
  /** When it expires unless ordered (China time). */
  ExpiresAt: string
  AnsweredBy: string
  AnsweredAt: string
  Reply: string
  Options: InquiryOption[]
  OrderNo: string
  Actions: { CanAnswer: boolean; CanConfirm: boolean; CanCancel: boolean }
}

export interface InquiryListRes {
  Sheets: InquirySheet[]
  Total: number
}

export interface InquiryConfirmRes extends IntlSubmitRes {
  SheetNo: string
}

export interface IntlFlightCalls {
  'intlflight/getIntlFlightCityList': { req: IntlCityListReq; res: IntlCityListRes }
  'intlflight/getNationList': { req: NationListReq; res: NationListRes }
  'intlflight/canSearch': { req: CanSearchReq; res: CanSearchRes }
  'intlflightv2/getCabinClass': { req: CabinClassReq; res: CabinClassRes }
  'intlflight/getAuthorizationInfo/v3': { req: AuthorizationInfoReq; res: AuthorizationInfoRes }
  'intlflight/get': { req: IntlSearchReq; res: IntlSearchRes }
  'intlflight/checkPrice': { req: IntlQuoteReq; res: IntlQuoteRes }
  'intlflight/submitBooking': { req: IntlSubmitReq; res: IntlSubmitRes }
  'intlflight/getOrderDetail': { req: IntlOrderNoReq; res: IntlOrderDetail }
  'intlflight/cancelOrder': { req: IntlCancelReq; res: IntlCancelRes }
  'intlflight/refundQuote': { req: IntlRefundQuoteReq; res: IntlRefundQuoteRes }
  'intlflight/refund': { req: IntlRefundReq; res: IntlRefundRes }
  'intlflight/changeQuote': { req: IntlChangeQuoteReq; res: IntlChangeQuoteRes }
  'intlflight/applyChange': { req: IntlApplyChangeReq; res: IntlApplyChangeRes }
  'Pay/intlflightpaystart': { req: PayStartReq; res: PayStartRes }
  intlflightrank: { req: IntlRankReq; res: IntlRankStandard | null }
  intlFlightv3: { req: IntlRankListReq; res: IntlRankListRes }
  'intlflight/inquirySheet/ask': { req: InquiryAskReq; res: InquirySheet }
  'intlflight/inquirySheet/orderList': { req: InquiryListReq; res: InquiryListRes }
  'intlflight/inquirySheet/inbox': { req: InquiryListReq; res: InquiryListRes }
  'intlflight/inquirySheet/orderDetails': { req: InquirySheetNoReq; res: InquirySheet }
  'intlflight/inquirySheet/answer': { req: InquiryAnswerReq; res: InquirySheet }
  'intlflight/inquirySheet/orderConfirm': { req: InquiryConfirmReq; res: InquiryConfirmRes }
  'intlflight/inquirySheet/cancel': { req: InquirySheetNoReq; res: InquirySheet }
}
