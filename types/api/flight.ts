/**
 * Domestic flights (SPEC §7 flight calls): places, search, cabins, price check, booking, and the
 * booking-data calls the order-filling screen needs (booking scope, catalogues, reason codes,
 * rank standard, uploads). Request bodies are TypeBox schemas: the server validates with them and
 * the TS types are derived from them, so the two cannot drift. Answers are plain interfaces.
 *
 * Conventions: money is integer fen (1 CNY = 100 fen); dates are 'yyyy-MM-dd', times 'HH:mm',
 * both in China time (UTC+8), the only time zone of domestic flights.
 *
 * Import with `import type` from the client: the schemas are runtime values the client does not need.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox'

const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()])
export const DateText = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'yyyy-MM-dd' })
export const Fen = Type.Integer({ minimum: 0, description: 'amount in fen' })
const CityCode = Type.String({ pattern: '^[A-Z]{3}$', description: 'IATA city code, e.g. BJS, SHA, CAN' })
const PageIndex = Type.Integer({ minimum: 1, default: 1 })
const PageSize = Type.Integer({ minimum: 1, maximum: 100, default: 20 })

// ---------------------------------------------------------------------------------------------
// Places

/** A name in the three variants SPEC §3 gives localised place objects. */
export interface NameVariants {
  CN: string
  EN: string
  JP: string
}

export interface AirportBrief {
  /** IATA airport code, e.g. PEK. */
  Code: string
  /** In the request's language (Traditional Chinese is derived from CN). */
  AirPortName: string
  AirPortNames: NameVariants
  /** Terminal labels, e.g. ['T1', 'T2', 'T3']; [] for single-terminal airports. */
  Terminals: string[]
}

export interface CityItem {
  /** IATA city code: BJS (PEK, PKX), SHA (PVG, SHA), CTU (CTU, TFU); else the airport code. */
  CityCode: string
  CityName: string
  CityNames: NameVariants
  /** 'beijing' */
  Pinyin: string
  /** 'BJ' */
  Initials: string
  /** First letter of the pinyin, upper case: the A–Z group. */
  Letter: string
  ProvinceName: string
  IsHot: boolean
  Airports: AirportBrief[]
}

/** A hit of flight/searchAirportCity/v2: a whole city, or one airport of it. */
export interface AirportCityItem {
  Type: 'City' | 'Airport'
  CityCode: string
  CityName: string
  CityNames: NameVariants
  /** Set for Type 'Airport'. */
  AirportCode: string | null
  AirPortName: string | null
  AirPortNames: NameVariants | null
  Pinyin: string
  Initials: string
  IsHot: boolean
}

export const SearchAirportCityReq = Type.Object({
  /** Chinese, English or Japanese name, pinyin, initials, city or airport code; case-insensitive. */
  Keyword: Type.String({ minLength: 1, maxLength: 40 }),
})
export type SearchAirportCityReq = Static<typeof SearchAirportCityReq>
export interface SearchAirportCityRes {
  Items: AirportCityItem[]
}

export const FlightCityListReq = Type.Object({})
export type FlightCityListReq = Static<typeof FlightCityListReq>
export interface FlightCityListRes {
  HotCities: CityItem[]
  /** A–Z by pinyin; letters without cities are left out. */
  Groups: { Letter: string; Cities: CityItem[] }[]
}

// ---------------------------------------------------------------------------------------------
// Policy (travel standard of a rank, SPEC §6 ranks; GLOSSARY 差旅标准)

export const CABIN_CLASSES = ['Economy', 'Premium', 'Business', 'First'] as const
export const CabinClass = Type.Union(CABIN_CLASSES.map((c) => Type.Literal(c)))
export type CabinClass = (typeof CABIN_CLASSES)[number]

export const VIOLATION_KINDS = ['LowestPrice', 'CabinClass', 'Discount', 'AdvanceDays'] as const
export type ViolationKind = (typeof VIOLATION_KINDS)[number]

export interface Violation {
  Kind: ViolationKind
  /** Localised, e.g. '未选择前后2小时内最低价航班（CA1501 08:00 ¥650）'. */
  Message: string
}

export interface LowestPriceFlight {
  FlightNo: string
  DepartTime: string
  CabinCode: string
  Price: number
}

/** The verdict on one cabin (or on a row: its cheapest cabin) for the travellers searched for. */
export interface PolicyVerdict {
  InPolicy: boolean
  Violations: Violation[]
  /**
   * The highest adult fare (fen) the policy accepts for this choice: the company pays up to it
   * under mixed payment. null when the travellers have no policy.
   */
  PriceToBeat: number | null
  /** The cheapest fare within ±RangeHour that made LowestPrice fail; null otherwise. */
  LowestPriceFlight: LowestPriceFlight | null
}

/** One rank's flight standard (flightrank; the index page shows it as a summary). */
export interface FlightRankStandard {
  RankId: number
  RankName: string
  /** Lowest fare within ±RangeHour of the chosen departure, with a tolerance. */
  LowestPrice: { IsEnable: boolean; RangeHour: number; TolerancePrice: number }
  /** Highest cabin class allowed; null = any. */
  CabinClassCeiling: CabinClass | null
  /** Highest economy discount allowed, e.g. 0.8 = up to 80 % of the full fare (8折); null = any. */
  DiscountCeiling: number | null
  /** Book at least this many days before departure; null = no rule. */
  AdvanceDays: number | null
  /** The same rules as sentences in the request's language, for the 'my travel standard' page. */
  Summary: string[]
}

export const FlightRankReq = Type.Object({
  /** Whose standard; default the caller. Must be within the caller's booking scope. */
  PersonId: Type.Optional(Type.Integer({ minimum: 1 })),
})
export type FlightRankReq = Static<typeof FlightRankReq>
/** null when the person has no rank or the rank has no flight standard: nothing is out of policy. */
export type FlightRankRes = FlightRankStandard | null

// ---------------------------------------------------------------------------------------------
// Index page and calendar

export const FlightIndexInitInfoReq = Type.Object({})
export type FlightIndexInitInfoReq = Static<typeof FlightIndexInitInfoReq>
export interface FlightIndexInitInfoRes {
  HotCities: CityItem[]
  DefaultDepartCity: CityItem
  DefaultArriveCity: CityItem
  CabinClasses: { Code: CabinClass | 'All'; Name: string }[]
  /** Passengers per booking. */
  MaxPassengers: number
  /** The last bookable day is today + MaxBookDays. */
  MaxBookDays: number
  /** Today in China time: the calendar's first day. */
  Today: string
  RankStandard: FlightRankStandard | null
  /** From FlightSettings.SearchSettings: 0 departure time, 1 price. */
  SearchOrder: number
  IsDisplayChildAndInfantPrice: boolean
}

export const RouteLowestPriceReq = Type.Object({
  DepartCityCode: CityCode,
  ArriveCityCode: CityCode,
  StartDate: DateText,
  /** At most 62 days after StartDate, and at most MaxBookDays ahead. */
  EndDate: DateText,
  CabinClass: Type.Optional(Type.Union([CabinClass, Type.Literal('All')])),
})
export type RouteLowestPriceReq = Static<typeof RouteLowestPriceReq>
export interface RouteLowestPriceRes {
  Days: {
    Date: string
    /** Lowest adult fare that day (fen); null when nothing flies or all is sold out. */
    LowestPrice: number | null
    /** The cheapest day of the range (calendars colour it). */
    IsLowest: boolean
  }[]
}

// ---------------------------------------------------------------------------------------------
// Flights and cabins

/** Fee rule of one window before departure. Percent of the fare; taxes are always refunded. */
export interface FeeRuleRow {
  /** Window in hours before departure: [FromHours, ToHours); ToHours null = open; both 0 after departure. */
  FromHours: number
  ToHours: number | null
  /** e.g. '起飞前7天（含）以上', 'More than 7 days before departure'. */
  Label: string
  /** Fee as a percentage of the fare. null = not allowed in this window. */
  FeePercent: number | null
}

export interface CabinItem {
  /** Booking class letter: F, A, J, C, D, W, Y, B, M, H, K, L, Q, G, V, ... */
  CabinCode: string
  CabinClass: CabinClass
  CabinClassName: string
  /** Fare family: 'Flex' | 'Standard' | 'Saver' — decides the fee tables. */
  FareFamily: string
  /** Adult fare (fen). */
  Price: number
  /** Full fare of this cabin class (fen). */
  FullPrice: number
  /** Price / full fare of the cabin class, e.g. 0.45 = 4.5折. */
  Discount: number
  /** Child and infant fares (fen), shown when SearchSettings allows. */
  ChildPrice: number
  InfantPrice: number
  /** 0 = sold out; the airline shows at most 9 (more appear as 9). */
  SeatsLeft: number
  RefundRule: FeeRuleRow[]
  ChangeRule: FeeRuleRow[]
  /** Voluntary transfer to another airline. */
  AllowEndorse: boolean
  /** Checked baggage allowance in kg and cabin baggage, e.g. 20 / '1件5kg'. */
  BaggageKg: number
  CabinBaggage: string
  Policy: PolicyVerdict
}

export interface FlightStop {
  CityCode: string
  CityName: string
  AirportCode: string
  AirPortName: string
  ArriveTime: string
  DepartTime: string
  /** Ground time at the stop. */
  Minutes: number
}

export interface CabinSummary {
  CabinClass: CabinClass
  LowestPrice: number
  Discount: number
  SeatsLeft: number
}

export interface FlightRow {
  FlightNo: string
  CarrierCode: string
  CarrierName: string
  /** Operating flight when code-shared, e.g. 'MU5101'; null otherwise. */
  OperatingFlightNo: string | null
  IsShared: boolean
  /** e.g. 'A320', 'B738', 'C919'. */
  Aircraft: string
  AircraftName: string
  /** 'M' medium, 'L' large (wide-body). */
  AircraftSize: 'M' | 'L'
  DepartDate: string
  DepartTime: string
  DepartCityCode: string
  DepartCityName: string
  DepartAirport: string
  DepartAirportName: string
  DepartTerminal: string
  ArriveDate: string
  ArriveTime: string
  ArriveCityCode: string
  ArriveCityName: string
  ArriveAirport: string
  ArriveAirportName: string
  ArriveTerminal: string
  /** Days after DepartDate the arrival falls on (0 or 1). */
  ArriveDayOffset: number
  DurationMinutes: number
  Stops: FlightStop[]
  /** e.g. '餐食' / 'Meal' or '' when none. */
  Meal: string
  HasMeal: boolean
  /** Cheapest bookable adult fare of the row within the cabin-class filter (fen); null = sold out. */
  LowestPrice: number | null
  LowestCabinCode: string | null
  Cabins: CabinSummary[]
  /** Verdict on the row's cheapest cabin. */
  Policy: PolicyVerdict
}

export const FLIGHT_SORTS = ['DepartAsc', 'DepartDesc', 'PriceAsc', 'PriceDesc', 'DurationAsc'] as const
export type FlightSort = (typeof FLIGHT_SORTS)[number]

export const GetFlightsReq = Type.Object({
  DepartCityCode: CityCode,
  ArriveCityCode: CityCode,
  DepartDate: DateText,
  CabinClass: Type.Optional(Type.Union([CabinClass, Type.Literal('All')])),
  /** Default by FlightSettings.SearchSettings.SearchOrder. */
  Sort: Type.Optional(Type.Union(FLIGHT_SORTS.map((s) => Type.Literal(s)))),
  /** Employees the policy verdicts are for (persons in the booking scope); default the caller. */
  PassengerIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 9 })),
})
export type GetFlightsReq = Static<typeof GetFlightsReq>
export interface GetFlightsRes {
  Flights: FlightRow[]
  /** The rank rule the verdicts used (strictest of the travellers), for the client's legend. */
  RankStandard: FlightRankStandard | null
  Today: string
}

export const GetCabinClassReq = Type.Object({
  FlightNo: Type.String({ pattern: '^[A-Z0-9]{2}\\d{3,4}$' }),
  DepartDate: DateText,
  /** The searched route: flight numbers are unique per route and day. */
  DepartCityCode: CityCode,
  ArriveCityCode: CityCode,
  PassengerIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 9 })),
})
export type GetCabinClassReq = Static<typeof GetCabinClassReq>
export interface GetCabinClassRes {
  Flight: FlightRow
  /** Every fare of the flight, cheapest first, sold-out ones included (SeatsLeft 0). */
  Cabins: CabinItem[]
}

// ---------------------------------------------------------------------------------------------
// Passengers, price check, booking

export const PASSENGER_ID_TYPES = ['IDCard', 'Passport', 'HKMacaoPass', 'TaiwanPass'] as const
export type PassengerIdType = (typeof PASSENGER_ID_TYPES)[number]
export type PassengerType = 'Adult' | 'Child' | 'Infant'

/** One chosen fare: the segment of a one-way trip, or one leg of a round trip. */
export const SegmentChoice = Type.Object({
  FlightNo: Type.String({ pattern: '^[A-Z0-9]{2}\\d{3,4}$' }),
  DepartDate: DateText,
  DepartCityCode: CityCode,
  ArriveCityCode: CityCode,
  CabinCode: Type.String({ pattern: '^[A-Z]$' }),
  /** Adult fare the screen showed (fen): a different current fare gives the price-changed answer. */
  Price: Fen,
})
export type SegmentChoice = Static<typeof SegmentChoice>

export const PassengerInput = Type.Object({
  /** An employee or non-employee of the company (user/getBookPersons); null for a new traveller. */
  PersonId: Nullable(Type.Integer({ minimum: 1 })),
  /** From frequentTraveler/quicklist, when picked there. */
  FrequentTravelerId: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  ChName: Type.String({ maxLength: 30 }),
  LastName: Type.String({ maxLength: 40 }),
  FirstName: Type.String({ maxLength: 40 }),
  Gender: Type.Union([Type.Literal('M'), Type.Literal('F')]),
  BirthDate: DateText,
  /** ISO 3166 alpha-2; 'CN' for ID cards. */
  Nationality: Type.String({ pattern: '^[A-Z]{2}$' }),
  IdType: Type.Union(PASSENGER_ID_TYPES.map((t) => Type.Literal(t))),
  /** May be the masked number user/getBookPersons returned for PersonId: the stored one is used. */
  IdNo: Type.String({ minLength: 1, maxLength: 30 }),
  /** Document valid until; required for passports and passes. */
  IdExpiry: Type.Optional(Nullable(DateText)),
  MobileCountryCode: Type.String({ maxLength: 4 }),
  Mobile: Type.String({ maxLength: 20 }),
  Email: Type.Optional(Type.String({ maxLength: 100 })),
})
export type PassengerInput = Static<typeof PassengerInput>

export const ContactInput = Type.Object({
  Name: Type.String({ minLength: 1, maxLength: 40 }),
  MobileCountryCode: Type.String({ maxLength: 4 }),
  Mobile: Type.String({ minLength: 1, maxLength: 20 }),
  Email: Type.Optional(Type.String({ maxLength: 100 })),
})
export type ContactInput = Static<typeof ContactInput>

/** The reason for an out-of-policy or not-cheapest choice, per segment (SPEC §5: ≤ 50 characters). */
export const PolicyReasonInput = Type.Object({
  SegmentIndex: Type.Integer({ minimum: 0, maximum: 1 }),
  /** From reasoncode/get (Kind 'Policy' or 'LowestPrice'); null with a free ReasonText. */
  ReasonCodeId: Nullable(Type.Integer({ minimum: 1 })),
  ReasonText: Type.Optional(Type.String({ maxLength: 50 })),
})
export type PolicyReasonInput = Static<typeof PolicyReasonInput>

export const PAYMENT_TYPES = ['Company', 'Personal', 'Mixed'] as const
export type PaymentType = (typeof PAYMENT_TYPES)[number]

export const PassengerPriceInput = Type.Object({
  PersonId: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  BirthDate: DateText,
})

export const CheckOrderPriceReq = Type.Object({
  Segments: Type.Array(SegmentChoice, { minItems: 1, maxItems: 2 }),
  Passengers: Type.Array(PassengerPriceInput, { minItems: 1, maxItems: 9 }),
  Insurance: Type.Optional(Type.Boolean()),
})
export type CheckOrderPriceReq = Static<typeof CheckOrderPriceReq>

export interface PriceLine {
  Kind: 'Fare' | 'AirportTax' | 'FuelSurcharge' | 'ServiceFee' | 'Insurance' | 'ChangeFee' | 'PriceDifference' | 'RefundFee'
  Label: string
  /** Fen per unit. */
  UnitPrice: number
  Count: number
  Amount: number
  /** Which passenger type or segment the line is for, e.g. '成人 · 北京-上海'. */
  Detail: string
}

/** Money of an order or a quote (all fen). Total = Fare + Taxes + ServiceFee + Insurance. */
export interface PriceDetail {
  Fare: number
  Taxes: number
  ServiceFee: number
  Insurance: number
  Total: number
  /** Paid by the company (monthly settlement). */
  CompanyAmount: number
  /** Paid by the traveller at the cashier. */
  PersonalAmount: number
  Lines: PriceLine[]
}

export interface SegmentQuote {
  FlightNo: string
  DepartDate: string
  CabinCode: string
  /** The price the client sent, and the current one. */
  OldPrice: number
  NewPrice: number
  SeatsLeft: number
  Policy: PolicyVerdict
}

/**
 * checkOrderPrice answers IsSuccess with PriceChanged true when a fare moved: SPEC §8 passes 318
 * back only for flight/submitBooking, so this call cannot use it. submitBooking answers the same
 * shape as ResultData of its 318 (ErrorCode.FlightSubmitPassBack).
 */
export interface PriceCheckResult {
  PriceChanged: boolean
  Segments: SegmentQuote[]
  /** Split as if paid by 'Mixed'; the client shows it when the person chooses mixed payment. */
  PriceDetail: PriceDetail
}
export type CheckOrderPriceRes = PriceCheckResult

export const ExtendFieldValues = Type.Object({
  ExtendField1: Type.Optional(Type.String({ maxLength: 100 })),
  ExtendField2: Type.Optional(Type.String({ maxLength: 100 })),
  ExtendField3: Type.Optional(Type.String({ maxLength: 100 })),
  ExtendField4: Type.Optional(Type.String({ maxLength: 100 })),
  ExtendField5: Type.Optional(Type.String({ maxLength: 100 })),
})

export const SubmitBookingReq = Type.Object({
  /** Unique per attempt, generated by the client; a retry with the same id returns the same order. */
  ClientRequestId: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
  TripType: Type.Union([Type.Literal('OneWay'), Type.Literal('RoundTrip')]),
  Segments: Type.Array(SegmentChoice, { minItems: 1, maxItems: 2 }),
  Passengers: Type.Array(PassengerInput, { minItems: 1, maxItems: 9 }),
  Contacts: Type.Array(ContactInput, { minItems: 1, maxItems: 3 }),
  PaymentType: Type.Union(PAYMENT_TYPES.map((p) => Type.Literal(p))),
  PolicyReasons: Type.Optional(Type.Array(PolicyReasonInput, { maxItems: 2 })),
  CostCenterId: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  DepartmentId: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  BusinessUnitId: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  CustomItemId: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  /** PurposeType 1: an id of user/getPurposes; 0: free text; 2: either. */
  PurposeId: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
  PurposeText: Type.Optional(Type.String({ maxLength: 100 })),
  AuthorizationCode: Type.Optional(Type.String({ maxLength: 50 })),
  /** FileIds from systemInfo/uploadFiles. */
  AttachmentIds: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 10 })),
  ExtendFields: Type.Optional(ExtendFieldValues),
  /** Accident insurance; forced on when InsuranceSettings.IsBindAccidentInsurance. */
  Insurance: Type.Optional(Type.Boolean()),
  /** Remark to the travel consultant (CommonSettings.IsDisplayBookMessage). */
  BookMessage: Type.Optional(Type.String({ maxLength: 200 })),
})
export type SubmitBookingReq = Static<typeof SubmitBookingReq>

export interface SubmitBookingRes {
  OrderNo: string
  /** OrderStatus of types/api/order.ts: 'PendingApproval' or 'Placed'. */
  Status: string
  NeedApproval: boolean
  /** True when the order waits for Pay/flightpaystart (after approval, if any). */
  NeedPayment: boolean
  PriceDetail: PriceDetail
  /** Non-blocking notices, e.g. a document valid for less than 6 months after departure. */
  Warnings: string[]
  /** True when this answer replays an earlier submit with the same ClientRequestId. */
  Replayed: boolean
}

// ---------------------------------------------------------------------------------------------
// Booking data: scope, catalogues, reason codes, uploads

export const GetBookPersonsReq = Type.Object({
  Keyword: Type.Optional(Type.String({ maxLength: 40 })),
  /** Employees and/or non-employees; default both. */
  Kind: Type.Optional(Type.Union([Type.Literal('All'), Type.Literal('Employee'), Type.Literal('NonEmployee')])),
  PageIndex: Type.Optional(PageIndex),
  PageSize: Type.Optional(PageSize),
})
export type GetBookPersonsReq = Static<typeof GetBookPersonsReq>

export interface BookPerson {
  PersonId: number
  Kind: 'Employee' | 'NonEmployee'
  ChName: string
  LastName: string
  FirstName: string
  /** Display name by the name rules (Chinese name first, else 'LAST/FIRST'). */
  Name: string
  Gender: string
  BirthDate: string | null
  EmployeeNo: string
  DepartmentId: number | null
  DepartmentName: string
  CostCenterId: number | null
  CostCenterName: string
  RankName: string
  Nationality: string
  IdType: string
  /** Masked for others when CommonSettings.EnablePrivacyProtect is on; submit may send it back masked. */
  IdNo: string
  MobileCountryCode: string
  Mobile: string
  Email: string
  IsSelf: boolean
}
export interface GetBookPersonsRes {
  Total: number
  PageIndex: number
  PageSize: number
  Persons: BookPerson[]
  /** The caller's flight booking scope kind: the client hides 'add passenger' for 'Self'. */
  ScopeKind: 'All' | 'Departments' | 'Staff' | 'Self'
}

export const QuickListReq = Type.Object({
  Keyword: Type.Optional(Type.String({ maxLength: 40 })),
  PageIndex: Type.Optional(PageIndex),
  PageSize: Type.Optional(PageSize),
})
export type QuickListReq = Static<typeof QuickListReq>
export interface FrequentTravelerItem {
  FrequentTravelerId: number
  /** Set when the traveller is a person of the company. */
  PersonId: number | null
  ChName: string
  LastName: string
  FirstName: string
  Name: string
  Gender: string
  BirthDate: string | null
  Nationality: string
  IdType: string
  IdNo: string
  IdExpiry: string | null
  MobileCountryCode: string
  Mobile: string
  Email: string
}
export interface QuickListRes {
  Total: number
  Travelers: FrequentTravelerItem[]
}

export const CatalogReq = Type.Object({
  Keyword: Type.Optional(Type.String({ maxLength: 40 })),
})
export type CatalogReq = Static<typeof CatalogReq>
export interface CatalogItem {
  Id: number
  Code: string
  Name: string
  /** Departments only: the parent department. */
  ParentId: number | null
}
export interface CatalogRes {
  Items: CatalogItem[]
}

export const PRODUCTS = ['Flight', 'IntlFlight', 'Hotel', 'IntlHotel', 'Train', 'Car', 'Bus', 'Dining'] as const
export type Product = (typeof PRODUCTS)[number]
const ProductSchema = Type.Union(PRODUCTS.map((p) => Type.Literal(p)))

export const ProductReq = Type.Object({ Product: Type.Optional(ProductSchema) })
export type ProductReq = Static<typeof ProductReq>

export interface PurposeItem {
  Id: number
  Name: string
}
export interface PurposesRes {
  /** 0 free text, 1 choose, 2 choose or type (PurposeSettings.PurposeType of the product). */
  PurposeType: number
  Items: PurposeItem[]
}

export interface OrderExtendField {
  Slot: 'ExtendField1' | 'ExtendField2' | 'ExtendField3' | 'ExtendField4' | 'ExtendField5'
  Name: string
  IsRequired: boolean
  Type: 'text' | 'select'
  Options: string[]
}
/** Only the displayed slots. */
export interface OrderExtendFieldsRes {
  Fields: OrderExtendField[]
}

export const REASON_KINDS = ['Policy', 'LowestPrice', 'Refund', 'Change'] as const
export type ReasonKind = (typeof REASON_KINDS)[number]

export const ReasonCodeReq = Type.Object({
  Product: ProductSchema,
  Kind: Type.Union(REASON_KINDS.map((k) => Type.Literal(k))),
})
export type ReasonCodeReq = Static<typeof ReasonCodeReq>
export interface ReasonCodeItem {
  Id: number
  Code: string
  Text: string
  Kind: ReasonKind
}
export interface ReasonCodeRes {
  Items: ReasonCodeItem[]
  /** Refund/Change: whether to offer and require the picker, and 'other' with a free text. */
  IsDisplay: boolean
  IsRequired: boolean
  IsDisplayOtherItem: boolean
}

export interface TravelCardAirLine {
  Code: string
  Name: string
  Names: NameVariants
  /** The frequent-flyer programme, e.g. '凤凰知音' / 'PhoenixMiles'. */
  ProgramName: string
}
export interface TravelCardAirLinesRes {
  AirLines: TravelCardAirLine[]
}

/** systemInfo/uploadFiles is a multipart form post (field name 'files', repeated). */
export const UPLOAD_MAX_FILES = 10
export const UPLOAD_MAX_BYTES = 8 * 1024 * 1024
export const UPLOAD_EXTENSIONS = ['png', 'jpg', 'jpeg', 'bmp', 'gif', 'svg', 'xls', 'xlsx', 'doc', 'docx', 'pdf', 'ppt', 'pptx'] as const
export interface UploadedFile {
  FileId: string
  FileName: string
  Size: number
  /** 'image' | 'excel' | 'word' | 'pdf' | 'ppt' (SPEC §5 file types). */
  Kind: string
  /** Absolute URL the signed-in user can GET the file from. */
  Url: string
}
export interface UploadFilesRes {
  Files: UploadedFile[]
}

export interface FlightCalls {
  'routeLowestPrice/get': { req: RouteLowestPriceReq; res: RouteLowestPriceRes }
  'flight/getFlightIndexInitInfo': { req: FlightIndexInitInfoReq; res: FlightIndexInitInfoRes }
  'flight/searchAirportCity/v2': { req: SearchAirportCityReq; res: SearchAirportCityRes }
  'flight/getFlightCityList': { req: FlightCityListReq; res: FlightCityListRes }
  'domesticFlightv2/getFlights': { req: GetFlightsReq; res: GetFlightsRes }
  'domesticFlightv2/getCabinClass': { req: GetCabinClassReq; res: GetCabinClassRes }
  'domesticFlightv2/checkOrderPrice': { req: CheckOrderPriceReq; res: CheckOrderPriceRes }
  'flight/submitBooking': { req: SubmitBookingReq; res: SubmitBookingRes }
  flightrank: { req: FlightRankReq; res: FlightRankRes }
}

export interface BookingDataCalls {
  'user/getBookPersons': { req: GetBookPersonsReq; res: GetBookPersonsRes }
  'frequentTraveler/quicklist': { req: QuickListReq; res: QuickListRes }
  'user/getDepartments': { req: CatalogReq; res: CatalogRes }
  'user/getCostCenters': { req: CatalogReq; res: CatalogRes }
  'user/getBusinessUnits': { req: CatalogReq; res: CatalogRes }
  'user/getCustomItems': { req: CatalogReq; res: CatalogRes }
  'user/getPurposes': { req: ProductReq; res: PurposesRes }
  'user/getOrderExtendFields': { req: ProductReq; res: OrderExtendFieldsRes }
  'reasoncode/get': { req: ReasonCodeReq; res: ReasonCodeRes }
  'systemInfo/getTravelCardAirLines': { req: Record<string, never>; res: TravelCardAirLinesRes }
  /** Multipart form (FormData with 'files'); the typed body is not JSON. */
  'systemInfo/uploadFiles': { req: FormData; res: UploadFilesRes }
}
