/**
 * Company dining (docs/dining.md): partner restaurants near the traveller, a table booking, and
 * paying at the table with a short-lived payment code the restaurant's terminal charges. The
 * company pays up to the rank's meal standard; the rest is the person's (paid at the cashier, as
 * DiningSettings allow) or the charge is refused. Calls under `mealsapi/` go to the site root.
 *
 * Conventions as in flight.ts: money is integer fen of CNY; dates 'yyyy-MM-dd' and times 'HH:mm'
 * China time.
 */
import { Type, type Static } from '@sinclair/typebox'
import type { OrderStatus, PayInfo, TimelineEntry } from './order'
import { DINING_PLACES, type DiningPlace, type DiningRefusal, type DiningCodeStatus, type Meal } from './dining-values'

export * from './dining-values'

const lit = <T extends readonly string[]>(values: T) => Type.Unsafe<T[number]>({ type: 'string', enum: [...values] })
const Id = Type.Integer({ minimum: 1 })
const RequestId = Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })
const CodeNo = Type.String({ pattern: '^[0-9]{18}$', description: 'the payment code: 18 digits' })
const OrderNo = Type.String({ minLength: 1, maxLength: 32 })

/** A meal's window ('HH:mm' China time, from inclusive, to exclusive) and the company's cap for one person. */
export interface MealRule {
  Meal: Meal
  From: string
  To: string
  /** fen, after the city tier. */
  Cap: number
}

/** The caller's meal standard where they are, today. */
export interface DiningStandard {
  RankName: string
  CityTier: number
  Meals: MealRule[]
  /** fen: the most the company pays for the person's own meals in a day; null: no daily cap. */
  DailyCap: number | null
  /** fen per guest; null: the rank may not invite guests. */
  GuestCap: number | null
  /** What the company still pays today (fen). */
  LeftToday: number
  /** The company pays today in this city (a trip day or a working day, as the company says). */
  PayableToday: boolean
  /** Why not, in the reader's language ('' when payable). */
  NotPayableText: string
  /** DiningSettings: 'TripDay' or 'WorkingDay'. */
  PayDays: string
  /** DiningSettings: over the standard the person pays the rest ('PayPersonally') or it is refused ('Refuse'). */
  OverStandard: string
}

export interface Restaurant {
  RestaurantId: number
  Name: string
  Cuisine: string
  /** Average spend per person, fen. */
  AvgSpend: number
  /** Metres from the chosen place. */
  Distance: number
  /** Opening hours, e.g. ['11:00-14:00', '17:00-21:30']. */
  Hours: string[]
  OpenNow: boolean
  Address: string
  CityCode: string
}

export const DiningRestaurantsReq = Type.Object({
  Near: lit(DINING_PLACES),
  /** For 'Here': the device's position. */
  Lat: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
  Lon: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
})
export type DiningRestaurantsReq = Static<typeof DiningRestaurantsReq>
export interface DiningRestaurantsRes {
  Near: DiningPlace
  /** The place searched from ('' when there is none: no hotel booked for today). */
  PlaceName: string
  CityCode: string
  CityName: string
  Items: Restaurant[]
  Standard: DiningStandard | null
}

export const DiningRestaurantReq = Type.Object({ RestaurantId: Id })
export type DiningRestaurantReq = Static<typeof DiningRestaurantReq>
export interface DiningRestaurantRes {
  Restaurant: Restaurant
  /** The dishes it is known for, fen. */
  Dishes: { Name: string; Price: number }[]
  Phone: string
  Standard: DiningStandard | null
}

export const DiningBookReq = Type.Object({
  ClientRequestId: RequestId,
  RestaurantId: Id,
  Date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  Time: Type.String({ pattern: '^\\d{2}:\\d{2}$' }),
  People: Type.Integer({ minimum: 1, maximum: 20 }),
})
export type DiningBookReq = Static<typeof DiningBookReq>
export interface DiningBooking {
  BookingNo: string
  RestaurantId: number
  RestaurantName: string
  Date: string
  Time: string
  People: number
}

export const DiningCodeReq = Type.Object({
  RestaurantId: Id,
  Guests: Type.Integer({ minimum: 0, maximum: 19 }),
})
export type DiningCodeReq = Static<typeof DiningCodeReq>
export const DiningCodeNoReq = Type.Object({ CodeNo })
export type DiningCodeNoReq = Static<typeof DiningCodeNoReq>

/** A payment code and what became of it. */
export interface DiningCode {
  CodeNo: string
  RestaurantId: number
  RestaurantName: string
  Guests: number
  /** ISO instant: the code is refused after it. */
  ExpiresAt: string
  /** Seconds it is still good for, by the server's clock (0 once expired). */
  SecondsLeft: number
  Status: DiningCodeStatus
  Refusal: DiningRefusal | null
  /** The refusal in the reader's language ('' when none). */
  RefusalText: string
  /** Once charged: the order, the bill and its split (fen). */
  OrderNo: string
  Total: number
  CompanyAmount: number
  PersonalAmount: number
  /** Over the standard: the reason must be given before the person pays the rest. */
  NeedReason: boolean
}

export const DiningReasonReq = Type.Object({
  OrderNo,
  ReasonCode: Type.String({ maxLength: 40 }),
  Reason: Type.String({ minLength: 1, maxLength: 50 }),
})
export type DiningReasonReq = Static<typeof DiningReasonReq>

export const DiningOrderReq = Type.Object({ OrderNo })
export type DiningOrderReq = Static<typeof DiningOrderReq>
export interface DiningOrderDetail {
  OrderNo: string
  Status: OrderStatus
  StatusName: string
  RestaurantName: string
  Address: string
  Meal: Meal
  /** 'yyyy-MM-dd HH:mm' China time. */
  EatenAt: string
  Guests: number
  Dishes: { Name: string; Count: number; Price: number }[]
  Total: number
  CompanyAmount: number
  PersonalAmount: number
  /** Paid so far (fen). */
  PaidCompany: number
  PaidPersonal: number
  /** The over-standard reason as given ('' when none). */
  Reason: string
  /**
   * The platform's monthly invoice to the company that covers the company's part (null when the
   * company pays nothing): its month ('yyyy-MM', China time) and number ('' until the month closes).
   */
  MonthlyInvoice: { Month: string; InvoiceNo: string } | null
  NeedReason: boolean
  CanPay: boolean
  /** What the cashier takes now: the person's part, once the reason is given; null otherwise. */
  PayInfo: PayInfo | null
  Timeline: TimelineEntry[]
}

/** The platform's invoice to the company for its dining of a closed China month (docs/dining.md#the-monthly-invoice). */
export interface DiningMonthlyInvoice {
  InvoiceNo: string
  /** 'yyyy-MM'. */
  Month: string
  /** The meals the company paid a part of, and what it paid (fen). */
  Meals: number
  Amount: number
  /** The buyer: the company's default invoice header when it was issued. */
  Title: string
  TaxNo: string
  /** 'yyyy-MM-dd HH:mm' China time. */
  IssuedAt: string
}
export const DiningInvoicesReq = Type.Object({})
export type DiningInvoicesReq = Static<typeof DiningInvoicesReq>
export interface DiningInvoicesRes {
  Items: DiningMonthlyInvoice[]
}

/**
 * The restaurant terminal's requests: no session, signed with the terminal's key
 * (HMAC-SHA256 over `${Timestamp}\n${Nonce}\n${the body without Signature, as JSON}`, hex).
 */
const Signed = {
  TerminalId: Type.String({ minLength: 1, maxLength: 32 }),
  /** Seconds since the epoch; within 5 minutes of the server's clock. */
  Timestamp: Type.Integer({ minimum: 0 }),
  Nonce: Type.String({ minLength: 8, maxLength: 64 }),
  Signature: Type.String({ pattern: '^[0-9a-f]{64}$' }),
}
export const TerminalChargeReq = Type.Object({
  ...Signed,
  CodeNo,
  /** The restaurant's own bill number: a charge repeated with it answers the first. */
  BillNo: Type.String({ minLength: 1, maxLength: 40 }),
  Amount: Type.Integer({ minimum: 1, maximum: 10_000_000 }),
  Dishes: Type.Array(
    Type.Object({ Name: Type.String({ minLength: 1, maxLength: 60 }), Count: Type.Integer({ minimum: 1, maximum: 99 }), Price: Type.Integer({ minimum: 0 }) }),
    { minItems: 1, maxItems: 60 },
  ),
})
export type TerminalChargeReq = Static<typeof TerminalChargeReq>
export const TerminalStatusReq = Type.Object({ ...Signed, BillNo: Type.String({ minLength: 1, maxLength: 40 }) })
export type TerminalStatusReq = Static<typeof TerminalStatusReq>
export interface TerminalChargeRes {
  BillNo: string
  /** Paid: the company paid it all; AwaitingPayer: the person pays the rest at the app; Refused. */
  Result: 'Paid' | 'AwaitingPayer' | 'Refused'
  Refusal: DiningRefusal | null
  CompanyAmount: number
  PersonalAmount: number
  PaidPersonal: number
}

export interface DiningCalls {
  'mealsapi/Dining/restaurants': { req: DiningRestaurantsReq; res: DiningRestaurantsRes }
  'mealsapi/Dining/restaurant': { req: DiningRestaurantReq; res: DiningRestaurantRes }
  'mealsapi/Dining/book': { req: DiningBookReq; res: DiningBooking }
  'mealsapi/Dining/openCode': { req: DiningCodeReq; res: DiningCode }
  'mealsapi/Dining/code': { req: DiningCodeNoReq; res: DiningCode }
  'mealsapi/Dining/reason': { req: DiningReasonReq; res: DiningOrderDetail }
  'mealsapi/Dining/order': { req: DiningOrderReq; res: DiningOrderDetail }
  'mealsapi/Dining/monthlyInvoices': { req: DiningInvoicesReq; res: DiningInvoicesRes }
  'mealsapi/Terminal/charge': { req: TerminalChargeReq; res: TerminalChargeRes }
  'mealsapi/Terminal/status': { req: TerminalStatusReq; res: TerminalChargeRes }
  'Pay/diningpaystart': { req: import('./order').PayStartReq; res: import('./order').PayStartRes }
}
