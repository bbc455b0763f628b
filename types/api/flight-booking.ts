/**
 * Domestic flight booking (docs/server-calls.md checkOrderPrice, submitBooking): chosen fares, passengers,
 * contacts, policy reasons, payment types, the price check and the price breakdown.
 * Part of the flight contract: flight.ts re-exports everything here.
 */
import { Type, type Static } from '@sinclair/typebox'
import type { PolicyVerdict } from './flight-policy'
import { DateText, Fen, CityCode, Nullable } from './flight-common'

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

/** The reason for an out-of-policy or not-cheapest choice, per segment (docs/validation.md: ≤ 50 characters). */
export const PolicyReasonInput = Type.Object({
  SegmentIndex: Type.Integer({ minimum: 0, maximum: 1 }),
  /** From reasoncode/get (Kind 'Policy' or 'LowestPrice'); null with a free ReasonText. */
  ReasonCodeId: Nullable(Type.Integer({ minimum: 1 })),
  ReasonText: Type.Optional(Type.String({ maxLength: 50 })),
  /**
   * The rule this reason answers. A fare that breaks both (over the standard and not the lowest)
   * needs one reason of each kind; a code's own kind counts when this is left out.
   */
  Kind: Type.Optional(Type.Union([Type.Literal('Policy'), Type.Literal('LowestPrice')])),
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
 * checkOrderPrice answers IsSuccess with PriceChanged true when a fare moved: docs/error-codes.md passes 318
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

/** What every product's booking request carries for the company (CompanyFields on the form). */
export const ORDER_COMPANY_FIELDS = {
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
}

export const SubmitBookingReq = Type.Object({
  /** Unique per attempt, generated by the client; a retry with the same id returns the same order. */
  ClientRequestId: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
  TripType: Type.Union([Type.Literal('OneWay'), Type.Literal('RoundTrip')]),
  Segments: Type.Array(SegmentChoice, { minItems: 1, maxItems: 2 }),
  Passengers: Type.Array(PassengerInput, { minItems: 1, maxItems: 9 }),
  Contacts: Type.Array(ContactInput, { minItems: 1, maxItems: 3 }),
  PaymentType: Type.Union(PAYMENT_TYPES.map((p) => Type.Literal(p))),
  PolicyReasons: Type.Optional(Type.Array(PolicyReasonInput, { maxItems: 4 })),
  ...ORDER_COMPANY_FIELDS,
  /** Accident insurance; forced on when InsuranceSettings.IsBindAccidentInsurance. */
  Insurance: Type.Optional(Type.Boolean()),
  /** Remark to the travel consultant (CommonSettings.IsDisplayBookMessage). */
  BookMessage: Type.Optional(Type.String({ maxLength: 200 })),
})
export type SubmitBookingReq = Static<typeof SubmitBookingReq>

export interface SubmitBookingRes {
  OrderNo: string
  /**
   * OrderStatus of types/api/order.ts: 'PendingApproval' or 'Placed'; 'Cancelled' when the
   * approval failed at once (no approver found — the timeline says why).
   */
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
