/**
 * Plain values of international flights (docs/intl-flights.md) the client may import without
 * TypeBox: cabins, fare families and their rules, limits of the search and of travel documents,
 * the inquiry sheet's states.
 */

export const INTL_CABINS = ['Economy', 'Business'] as const
export type IntlCabin = (typeof INTL_CABINS)[number]

/** Fare families, cheapest first within a cabin. */
export const FARE_FAMILIES = ['EconomyLight', 'EconomyStandard', 'EconomyFlex', 'Business', 'BusinessFlex'] as const
export type FareFamily = (typeof FARE_FAMILIES)[number]

/** What a fare family allows; fees in CNY fen per passenger, null = not allowed. */
export interface FareFamilyRule {
  Cabin: IntlCabin
  /** Checked bags, each of BagKg. */
  Bags: number
  BagKg: number
  CabinBagKg: number
  /** 'Paid': seats chosen at a charge; 'Standard': standard seats free; 'Any': any seat free. */
  SeatChoice: 'Paid' | 'Standard' | 'Any'
  /** Fee of a voluntary change of a leg, per passenger (at most the leg's fare), null = no change. */
  ChangeFee: number | null
  /** Fee of a refund before the first departure; null = only the taxes come back. */
  RefundFee: number | null
  /** Multiplier of the cabin's base fare, in per cent. */
  PricePct: number
}

export const FARE_RULES: Readonly<Record<FareFamily, FareFamilyRule>> = {
  EconomyLight: { Cabin: 'Economy', Bags: 0, BagKg: 0, CabinBagKg: 7, SeatChoice: 'Paid', ChangeFee: null, RefundFee: null, PricePct: 85 },
  EconomyStandard: { Cabin: 'Economy', Bags: 1, BagKg: 23, CabinBagKg: 7, SeatChoice: 'Standard', ChangeFee: 80_000, RefundFee: 120_000, PricePct: 100 },
  EconomyFlex: { Cabin: 'Economy', Bags: 2, BagKg: 23, CabinBagKg: 10, SeatChoice: 'Any', ChangeFee: 0, RefundFee: 30_000, PricePct: 145 },
  Business: { Cabin: 'Business', Bags: 2, BagKg: 32, CabinBagKg: 14, SeatChoice: 'Any', ChangeFee: 50_000, RefundFee: 100_000, PricePct: 100 },
  BusinessFlex: { Cabin: 'Business', Bags: 3, BagKg: 32, CabinBagKg: 18, SeatChoice: 'Any', ChangeFee: 0, RefundFee: 0, PricePct: 125 },
}

export const ALLIANCES = ['StarAlliance', 'SkyTeam', 'Oneworld', 'None'] as const
export type Alliance = (typeof ALLIANCES)[number]

/** Legs of a multi-city search. */
export const MAX_INTL_LEGS = 4
/** A leg of a multi-city trip leaves at least this long after the leg before it lands. */
export const LEG_GAP_MINUTES = 60
export const MAX_INTL_PASSENGERS = 9
/** Sale window: departures from tomorrow's first flight up to this many days ahead. */
export const INTL_SALE_DAYS = 330
/** Minimum connection time at one airport (minutes); when either flight flies 6 hours or more. */
export const MCT_MINUTES = 60
export const MCT_LONG_HAUL_MINUTES = 90
export const LONG_HAUL_MINUTES = 360
/** Longest layover offered (minutes). */
export const MAX_LAYOVER_MINUTES = 16 * 60
/** A travel document valid for less than this many months after the trip's last day gets a warning. */
export const DOCUMENT_WARNING_MONTHS = 6

export const TRAVEL_DOCUMENT_TYPES = ['Passport', 'HKMacaoPass', 'TaiwanPass', 'TravelPermit'] as const
export type TravelDocumentType = (typeof TRAVEL_DOCUMENT_TYPES)[number]

/** English surname and given names: letters and single spaces, up to 30 characters. */
export const ENGLISH_NAME_PATTERN = '^[A-Za-z]+( [A-Za-z]+)*$'
export const DOCUMENT_NO_PATTERN = '^[A-Za-z0-9]{5,20}$'

/** Inquiry sheet states: Asked → Answered → Ordered; Expired at the deadline; Cancelled by the asker. */
export const INQUIRY_STATES = ['Asked', 'Answered', 'Ordered', 'Expired', 'Cancelled'] as const
export type InquiryState = (typeof INQUIRY_STATES)[number]
export const MAX_INQUIRY_OPTIONS = 5

/** Ticket states of an international flight order (one e-ticket per passenger for the whole itinerary). */
/** Changing: a change of one of its legs waits for approval or the traveller's payment. */
export type IntlTicketState = 'Booked' | 'Issued' | 'Changing' | 'Refunded' | 'Void'

/** Kinds of violation of the international flight standard. */
export type IntlViolationKind = 'Cabin' | 'Advance' | 'LowestPrice'
