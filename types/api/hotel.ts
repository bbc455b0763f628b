/**
 * Hotels, domestic and international (docs/server-calls.md newhotel calls): cities, the search
 * page, search suggestions and filters, the hotel list, a hotel's rooms and rate plans, the price
 * check, booking, the order, cancellation and the caller's hotel standard.
 *
 * Conventions as in flight.ts: money is integer fen of CNY unless a field says it is in the
 * hotel's local currency; dates 'yyyy-MM-dd' in the hotel's local calendar (China time for
 * domestic hotels), times 'HH:mm'. A stay is CheckIn (the first night) to CheckOut (the morning
 * of departure); nights = days between them, 1–28.
 *
 * The early-morning stay (docs/constants.md, the 06:00 rule): between 00:00 and 06:00
 * China time a traveller arriving now still needs "last night"; the search page offers
 * CheckIn = yesterday then (HotelIndexInitInfoRes.EarlyMorning), and the server accepts
 * yesterday as CheckIn only in that window.
 */
import { Type, type Static } from '@sinclair/typebox'
import type { PolicyViolation, ProductVerdict } from './policy'
import type { OrderActions, OrderStatus, ApprovalStatus, PayInfo, TimelineEntry, OrderContact } from './order'
import type { PaymentType } from './flight-booking'
import { ContactInput, ORDER_COMPANY_FIELDS, PAYMENT_TYPES } from './flight-booking'
import { DateText, Fen, Nullable } from './flight-common'
import type { NameVariants } from './flight'

import { HOTEL_SORTS, MAX_CHILDREN_PER_ROOM, MAX_GUESTS_PER_ROOM, MAX_ROOMS, PAY_KINDS, type PayKind } from './hotel-values'

export * from './hotel-values'

const HotelCityCode = Type.String({ pattern: '^[A-Z]{3}$', description: 'city code, e.g. SHA, PAR' })
const HotelId = Type.Integer({ minimum: 1 })
const Code = Type.String({ minLength: 1, maxLength: 16, pattern: '^[A-Za-z0-9_-]+$' })
const RequestId = Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })
const OrderNo = Type.String({ minLength: 1, maxLength: 32 })

// ---------------------------------------------------------------------------------------------
// Cities

export interface HotelCity {
  CityCode: string
  /** In the request's language. */
  CityName: string
  CityNames: NameVariants
  Pinyin: string
  Initials: string
  /** A–Z group: first letter of the pinyin (domestic) or of the English name (international). */
  Letter: string
  /** ISO 3166 alpha-2. */
  Country: string
  CountryName: string
  International: boolean
  /** City tier 1–4 of the travel standard; null for international cities. */
  Tier: number | null
  IsHot: boolean
  /** ISO 4217 currency the hotels of the city price in (CNY for domestic cities). */
  Currency: string
  /** IANA time zone of the city: the stay's dates are local dates. */
  TimeZone: string
}

export const HotelCityListReq = Type.Object({
  International: Type.Optional(Type.Boolean()),
})
export type HotelCityListReq = Static<typeof HotelCityListReq>
export interface HotelCityListRes {
  HotCities: HotelCity[]
  Groups: { Letter: string; Cities: HotelCity[] }[]
}

// ---------------------------------------------------------------------------------------------
// Travel standard (hotelrank / intlHotelRank)

export interface HotelRankStandard {
  RankId: number
  RankName: string
  /** Nightly cap per room (fen, CNY) by city tier 1–4; null = no cap for that tier. */
  TierCaps: (number | null)[]
  /** Cities with their own cap (fen, CNY). */
  CityCaps: { CityCode: string; CityName: string; Cap: number }[]
  /** International hotels: nightly cap (fen, CNY); null = none. */
  IntlCap: number | null
  /** Highest star level allowed; null = any. */
  StarCeiling: number | null
  /** The rules as sentences in the request's language. */
  Summary: string[]
}

export const HotelRankReq = Type.Object({
  PersonId: Type.Optional(Type.Integer({ minimum: 1 })),
})
export type HotelRankReq = Static<typeof HotelRankReq>
export type HotelRankRes = HotelRankStandard | null

export const HOTEL_VIOLATIONS = ['PriceCap', 'Star'] as const
export type HotelViolationKind = (typeof HOTEL_VIOLATIONS)[number]

export type HotelViolation = PolicyViolation<HotelViolationKind>

/** The verdict on a rate plan (or a hotel row: its cheapest plan) for the travellers; PriceToBeat is the nightly cap per room. */
export type HotelPolicyVerdict = ProductVerdict<HotelViolationKind>

// ---------------------------------------------------------------------------------------------
// The search page

export const HotelIndexInitInfoReq = Type.Object({
  International: Type.Optional(Type.Boolean()),
})
export type HotelIndexInitInfoReq = Static<typeof HotelIndexInitInfoReq>
export interface HotelIndexInitInfoRes {
  /** Today in China time. */
  Today: string
  /** 00:00–06:00 China time: the stay may start yesterday (early-morning stay). */
  EarlyMorning: boolean
  Yesterday: string
  DefaultCity: HotelCity
  HotCities: HotelCity[]
  MaxNights: number
  MaxRooms: number
  MaxBookDays: number
  RankStandard: HotelRankStandard | null
}

// ---------------------------------------------------------------------------------------------
// Suggestions and filters

export const HotelSuggestReq = Type.Object({
  CityCode: HotelCityCode,
  Keyword: Type.String({ minLength: 1, maxLength: 40 }),
})
export type HotelSuggestReq = Static<typeof HotelSuggestReq>
export interface HotelSuggestion {
  Kind: 'Hotel' | 'Brand' | 'Area'
  /** HotelId for a hotel, the brand code, the area code. */
  Value: string
  Name: string
  /** e.g. the hotel's area, the number of hotels of a brand. */
  Detail: string
}
export interface HotelSuggestRes {
  Items: HotelSuggestion[]
}

export const HotelFilterListReq = Type.Object({ CityCode: HotelCityCode })
export type HotelFilterListReq = Static<typeof HotelFilterListReq>
export interface FilterOption {
  Code: string
  Name: string
}
export interface HotelFilterListRes {
  Brands: (FilterOption & { GroupCode: string })[]
  Groups: FilterOption[]
  Areas: FilterOption[]
  Facilities: FilterOption[]
}

// ---------------------------------------------------------------------------------------------
// The list

export const SearchHotelsReq = Type.Object({
  CityCode: HotelCityCode,
  CheckIn: DateText,
  CheckOut: DateText,
  Rooms: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ROOMS })),
  /** Adults per room (the capacity rooms must offer). */
  Adults: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_GUESTS_PER_ROOM })),
  Keyword: Type.Optional(Type.String({ maxLength: 40 })),
  Stars: Type.Optional(Type.Array(Type.Integer({ minimum: 2, maximum: 5 }), { maxItems: 4 })),
  /** Nightly lowest price in CNY fen, inclusive; PriceMax absent = open. */
  PriceMin: Type.Optional(Fen),
  PriceMax: Type.Optional(Fen),
  Brands: Type.Optional(Type.Array(Code, { maxItems: 30 })),
  Groups: Type.Optional(Type.Array(Code, { maxItems: 30 })),
  Areas: Type.Optional(Type.Array(Code, { maxItems: 30 })),
  Facilities: Type.Optional(Type.Array(Code, { maxItems: 30 })),
  PayKinds: Type.Optional(Type.Array(Type.Union(PAY_KINDS.map((k) => Type.Literal(k))), { maxItems: 3 })),
  FreeCancel: Type.Optional(Type.Boolean()),
  Sort: Type.Optional(Type.Union(HOTEL_SORTS.map((s) => Type.Literal(s)))),
  /** Early-morning stay (CheckIn = yesterday, only 00:00–06:00 China time). */
  EarlyMorning: Type.Optional(Type.Boolean()),
  /** Travellers the policy badges are for (persons in the booking scope); default the caller. */
  PassengerIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 20 })),
})
export type SearchHotelsReq = Static<typeof SearchHotelsReq>

export interface HotelRow {
  HotelId: number
  Name: string
  /** e.g. 'Atour', in the request's language. */
  BrandName: string
  GroupCode: string
  Star: number
  /** Guest rating 0–5 with one decimal, and how many reviews. */
  Score: number
  Reviews: number
  AreaCode: string
  AreaName: string
  Address: string
  Latitude: number
  Longitude: number
  /** Kilometres from the city centre. */
  DistanceKm: number
  /** The list photo: a path served by the server (/static/hotel/...svg). */
  Photo: string
  FacilityCodes: string[]
  /** Cheapest average nightly price of a bookable plan (CNY fen); null = sold out. */
  LowestPrice: number | null
  /** The same in the hotel's currency (international). */
  LowestLocalPrice: number | null
  Currency: string
  FreeCancel: boolean
  PayKinds: PayKind[]
  /** Verdict on the row's cheapest plan. */
  Policy: HotelPolicyVerdict
}

export interface SearchHotelsRes {
  City: HotelCity
  Nights: number
  Hotels: HotelRow[]
  RankStandard: HotelRankStandard | null
}

// ---------------------------------------------------------------------------------------------
// A hotel

export const CANCEL_KINDS = ['Free', 'Penalty', 'NonRefundable'] as const
export type CancelKind = (typeof CANCEL_KINDS)[number]

export interface CancelRule {
  Kind: CancelKind
  /**
   * Free: free until this local time ('yyyy-MM-dd HH:mm'), after that the first night is charged.
   * Penalty: the penalty applies from booking on. NonRefundable: null.
   */
  FreeUntil: string | null
  /** Penalty per room in CNY fen once it applies (NonRefundable: the whole stay). */
  Penalty: number
  /** The rule in words, in the request's language. */
  Text: string
}

export interface RatePlan {
  PlanCode: string
  Name: string
  /** Breakfasts per room and night (0 = none). */
  Breakfast: number
  BreakfastText: string
  Cancel: CancelRule
  PayKind: PayKind
  /** Pay-at-hotel plans that hold the room past 18:00 need a guarantee card. */
  NeedsGuarantee: boolean
  /** Average nightly price per room (CNY fen) and the stay's total per room. */
  AvgPrice: number
  TotalPrice: number
  /** Per night, in CNY fen and in the hotel's currency (minor units). */
  Nights: { Date: string; Price: number; LocalPrice: number }[]
  Currency: string
  /** Average nightly price in the hotel's currency (minor units). */
  AvgLocalPrice: number
  /** Rooms left for the whole stay; 0 = sold out. */
  Remaining: number
  Policy: HotelPolicyVerdict
}

export interface RoomType {
  RoomCode: string
  Name: string
  /** m². */
  Area: number
  BedType: string
  MaxOccupancy: number
  Window: boolean
  Smoking: boolean
  Floor: string
  Photo: string
  Plans: RatePlan[]
}

export const HotelDetailReq = Type.Object({
  HotelId,
  CheckIn: DateText,
  CheckOut: DateText,
  Rooms: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_ROOMS })),
  Adults: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_GUESTS_PER_ROOM })),
  EarlyMorning: Type.Optional(Type.Boolean()),
  PassengerIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 20 })),
})
export type HotelDetailReq = Static<typeof HotelDetailReq>

export interface HotelInfo {
  HotelId: number
  Name: string
  Names: NameVariants
  BrandName: string
  GroupCode: string
  GroupName: string
  Star: number
  Score: number
  Reviews: number
  City: HotelCity
  AreaName: string
  Address: string
  Latitude: number
  Longitude: number
  Phone: string
  OpenedYear: number
  Photos: string[]
  Facilities: FilterOption[]
  /** 'HH:mm': check-in from, check-out by. */
  CheckInFrom: string
  CheckOutBy: string
  /** Policies in words: children, pets, breakfast hours, the 14:00 / 06:00 notes. */
  Policies: string[]
  Description: string
}

export interface HotelDetailRes {
  Hotel: HotelInfo
  CheckIn: string
  CheckOut: string
  Nights: number
  Rooms: RoomType[]
  RankStandard: HotelRankStandard | null
}

// ---------------------------------------------------------------------------------------------
// Booking

export const HotelChoice = Type.Object({
  HotelId,
  RoomCode: Code,
  PlanCode: Code,
  CheckIn: DateText,
  CheckOut: DateText,
  EarlyMorning: Type.Optional(Type.Boolean()),
  RoomCount: Type.Integer({ minimum: 1, maximum: MAX_ROOMS }),
  /** The average nightly price the screen showed (CNY fen): another current price → price changed. */
  AvgPrice: Fen,
})
export type HotelChoice = Static<typeof HotelChoice>

export const HotelPriceCheckReq = Type.Object({
  Choice: HotelChoice,
  PassengerIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 20 })),
})
export type HotelPriceCheckReq = Static<typeof HotelPriceCheckReq>

export interface HotelPriceLine {
  Kind: 'Room' | 'ServiceFee' | 'Penalty'
  Label: string
  UnitPrice: number
  Count: number
  Amount: number
  /** e.g. '2026-11-26 · 2 rooms'. */
  Detail: string
}

export interface HotelPriceDetail {
  Total: number
  CompanyAmount: number
  PersonalAmount: number
  /** Paid at the hotel by the traveller (pay-at-hotel plans): not charged here. */
  AtHotelAmount: number
  Currency: string
  /** The stay's total in the hotel's currency (minor units). */
  LocalTotal: number
  Lines: HotelPriceLine[]
}

export interface HotelPriceCheckRes {
  PriceChanged: boolean
  OldAvgPrice: number
  NewAvgPrice: number
  Remaining: number
  Plan: RatePlan
  /** Split as if paid 'Mixed'. */
  PriceDetail: HotelPriceDetail
  /** The caller's membership of the hotel's group bound in the personal centre: the stay goes on it unless a card is typed. */
  BoundMember?: HotelMemberCard | null
}

/** A membership card as a screen shows it: typed at booking, or the member number of a bound account. */
export interface HotelMemberCard {
  GroupCode: string
  GroupName: string
  /** A bound member number masked ('138****5678'); a typed card as typed. */
  CardNo: string
  /** The personal-centre binding (BindProvider) it comes from; null for a card typed at booking. */
  Provider: string | null
}

export const HotelGuestInput = Type.Object({
  /** An employee or non-employee of the company; null for a guest typed in or a frequent traveller. */
  PersonId: Nullable(Type.Integer({ minimum: 1 })),
  FrequentTravelerId: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  /** Chinese name; international hotels need the English names. */
  ChName: Type.String({ maxLength: 30 }),
  LastName: Type.String({ maxLength: 40 }),
  FirstName: Type.String({ maxLength: 40 }),
  MobileCountryCode: Type.Optional(Type.String({ maxLength: 4 })),
  Mobile: Type.Optional(Type.String({ maxLength: 20 })),
})
export type HotelGuestInput = Static<typeof HotelGuestInput>

export const RoomGuestsInput = Type.Object({
  Guests: Type.Array(HotelGuestInput, { minItems: 1, maxItems: MAX_GUESTS_PER_ROOM }),
  ChildAges: Type.Optional(Type.Array(Type.Integer({ minimum: 0, maximum: 17 }), { maxItems: MAX_CHILDREN_PER_ROOM })),
})
export type RoomGuestsInput = Static<typeof RoomGuestsInput>

export const MemberCardInput = Type.Object({
  GroupCode: Code,
  CardNo: Type.String({ minLength: 4, maxLength: 30 }),
})

export const GuaranteeCardInput = Type.Object({
  CardNo: Type.String({ minLength: 12, maxLength: 23 }),
  /** MMYY. */
  Expiry: Type.String({ pattern: '^\\d{4}$' }),
  Holder: Type.String({ minLength: 1, maxLength: 40 }),
})
export type GuaranteeCardInput = Static<typeof GuaranteeCardInput>

export const HotelSubmitReq = Type.Object({
  ClientRequestId: RequestId,
  Choice: HotelChoice,
  /** One entry per room, RoomCount of them. */
  Rooms: Type.Array(RoomGuestsInput, { minItems: 1, maxItems: MAX_ROOMS }),
  Contacts: Type.Array(ContactInput, { minItems: 1, maxItems: 3 }),
  /** Latest arrival, 'HH:mm' (early-morning stays: up to 06:00 of the day after CheckIn). */
  ArrivalTime: Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' }),
  SpecialRequests: Type.Optional(Type.Array(Type.String({ maxLength: 20 }), { maxItems: 8 })),
  Remark: Type.Optional(Type.String({ maxLength: 200 })),
  MemberCard: Type.Optional(Nullable(MemberCardInput)),
  GuaranteeCard: Type.Optional(Nullable(GuaranteeCardInput)),
  PaymentType: Type.Union(PAYMENT_TYPES.map((p) => Type.Literal(p))),
  /** For an over-standard plan: a reason code (Hotel / IntlHotel, Kind Policy) or a text. */
  PolicyReason: Type.Optional(
    Nullable(Type.Object({ ReasonCodeId: Nullable(Type.Integer({ minimum: 1 })), ReasonText: Type.Optional(Type.String({ maxLength: 50 })) })),
  ),
  ...ORDER_COMPANY_FIELDS,
})
export type HotelSubmitReq = Static<typeof HotelSubmitReq>

export interface HotelSubmitRes {
  OrderNo: string
  Status: string
  NeedApproval: boolean
  /** Waits for the cashier (prepaid plans; pay-at-hotel plans confirm there with nothing to pay). */
  NeedPayment: boolean
  PriceDetail: HotelPriceDetail
  Replayed: boolean
}

// ---------------------------------------------------------------------------------------------
// The order

export interface HotelOrderGuest {
  PassengerId: number
  PersonId: number | null
  Name: string
  Room: number
}

export interface HotelOrderDetail {
  OrderNo: string
  Product: 'Hotel' | 'IntlHotel'
  Status: OrderStatus
  StatusName: string
  ApprovalStatus: ApprovalStatus
  PaymentType: PaymentType
  PayKind: PayKind
  CreatedAt: string
  BookerName: string
  Hotel: Pick<HotelInfo, 'HotelId' | 'Name' | 'Star' | 'Address' | 'Phone' | 'Latitude' | 'Longitude' | 'CheckInFrom' | 'CheckOutBy'> & {
    CityName: string
    Photo: string
  }
  RoomName: string
  BedType: string
  PlanName: string
  BreakfastText: string
  CheckIn: string
  CheckOut: string
  Nights: number
  RoomCount: number
  EarlyMorning: boolean
  ArrivalTime: string
  Guests: HotelOrderGuest[]
  ChildAges: number[][]
  SpecialRequests: string[]
  Remark: string
  MemberCard: HotelMemberCard | null
  /** Masked: '**** 1234', with its validity. */
  GuaranteeCard: { CardNo: string; Expiry: string; Holder: string } | null
  Contacts: OrderContact[]
  Cancel: CancelRule
  Policy: HotelPolicyVerdict
  PolicyReason: string
  PriceDetail: HotelPriceDetail
  /** Hotel confirmation number once confirmed. */
  ConfirmationNo: string
  PayInfo: PayInfo | null
  Actions: OrderActions
  /** Set once cancelled: the penalty kept and what went back. */
  Cancellation: { Penalty: number; Refund: number; CompanyRefund: number; PersonalRefund: number; Reason: string; At: string } | null
  Timeline: TimelineEntry[]
  CostCenterName: string
  DepartmentName: string
  Purpose: string
  AuthorizationCode: string
}

export const HotelOrderNoReq = Type.Object({ OrderNo })
export type HotelOrderNoReq = Static<typeof HotelOrderNoReq>

export interface HotelCancelPreviewRes {
  /** Whether the order can be cancelled now. */
  Cancellable: boolean
  Rule: CancelRule
  /** Kept by the hotel (CNY fen); for pay-at-hotel plans charged to the guarantee card. */
  Penalty: number
  /** What goes back, and to whom. */
  Refund: number
  CompanyRefund: number
  PersonalRefund: number
  /** The free-cancellation deadline has passed / the plan cannot be cancelled, in words. */
  Note: string
}

export const HotelCancelReq = Type.Object({
  OrderNo,
  ClientRequestId: RequestId,
  /** The penalty the screen showed: another penalty now → 316. */
  Penalty: Fen,
  Reason: Type.Optional(Type.String({ maxLength: 100 })),
})
export type HotelCancelReq = Static<typeof HotelCancelReq>
export interface HotelCancelRes {
  OrderNo: string
  Status: OrderStatus
  StatusName: string
  Penalty: number
  Refund: number
}

export interface HotelCalls {
  'newhotel/hotel/getHotelIndexInitInfo': { req: HotelIndexInitInfoReq; res: HotelIndexInitInfoRes }
  'newhotel/hotel/getHotelCityList': { req: HotelCityListReq; res: HotelCityListRes }
  'newhotel/intlHotelv2/getCityList': { req: HotelCityListReq; res: HotelCityListRes }
  'newhotel/intlHotelv2/getHotelSearchEngine': { req: HotelSuggestReq; res: HotelSuggestRes }
  'newhotel/intlHotelv2/getHotelFilterList': { req: HotelFilterListReq; res: HotelFilterListRes }
  'newhotel/hotel/searchHotels': { req: SearchHotelsReq; res: SearchHotelsRes }
  'newhotel/hotel/getHotelDetail': { req: HotelDetailReq; res: HotelDetailRes }
  'newhotel/hotel/checkPrice': { req: HotelPriceCheckReq; res: HotelPriceCheckRes }
  'newhotel/hotel/submitOrder': { req: HotelSubmitReq; res: HotelSubmitRes }
  'newhotel/order/getOrderDetail': { req: HotelOrderNoReq; res: HotelOrderDetail }
  'newhotel/order/cancelPreview': { req: HotelOrderNoReq; res: HotelCancelPreviewRes }
  'newhotel/order/cancelOrder': { req: HotelCancelReq; res: HotelCancelRes }
  'Pay/hotelpaystart': { req: import('./order').PayStartReq; res: import('./order').PayStartRes }
  hotelrank: { req: HotelRankReq; res: HotelRankRes }
  intlHotelRank: { req: HotelRankReq; res: HotelRankRes }
  'systemInfo/getHotelGroups': { req: Record<string, never>; res: { Groups: FilterOption[] } }
}
