/**
 * Domestic flights (docs/server-calls.md flight calls): places, search, cabins, price check, booking, and the
 * booking-data calls the order-filling screen needs (booking scope, catalogues, reason codes,
 * rank standard, uploads). Request bodies are TypeBox schemas: the server validates with them and
 * the TS types are derived from them, so the two cannot drift. Answers are plain interfaces.
 *
 * Conventions: money is integer fen (1 CNY = 100 fen); dates are 'yyyy-MM-dd', times 'HH:mm',
 * both in China time (UTC+8), the only time zone of domestic flights.
 *
 * Import with `import type` from the client: the schemas are runtime values the client does not need.
 */
import { Type, type Static } from '@sinclair/typebox'
import { CityCode, DateText, type NameVariants } from './flight-common'
import type { PolicyVerdict } from './flight-policy'
import type { CheckOrderPriceReq, CheckOrderPriceRes, SubmitBookingReq, SubmitBookingRes } from './flight-booking'

export { DateText, Fen, type NameVariants } from './flight-common'

// ---------------------------------------------------------------------------------------------
// Places

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
// Policy (travel standard of a rank, docs/roles-and-powers.md ranks; docs/glossary.md 差旅标准)

export const CABIN_CLASSES = ['Economy', 'Premium', 'Business', 'First'] as const
export const CabinClass = Type.Union(CABIN_CLASSES.map((c) => Type.Literal(c)))
export type CabinClass = (typeof CABIN_CLASSES)[number]

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
  /** Great-circle km between the two airports, for the row's carbon (docs/carbon.md). */
  DistanceKm?: number
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

/** Policy, booking and booking-data types live in their own files; re-exported so one import serves the client. */
export * from './flight-policy'
export * from './flight-booking'
export * from './booking-data'
