/**
 * The train contract's plain values (no TypeBox): the client imports these without pulling the
 * request schemas into its bundles; types/api/train.ts re-exports them. docs/trains.md explains
 * the rules behind each number.
 */

/** Train types: G high-speed, D EMU, C intercity, Z direct express, T express, K fast. */
export const TRAIN_TYPES = ['G', 'D', 'C', 'Z', 'T', 'K'] as const
export type TrainType = (typeof TRAIN_TYPES)[number]
/** The high-speed types (the search page's "high-speed only"). */
export const HIGH_SPEED_TYPES: readonly TrainType[] = ['G', 'D', 'C']

/** Seat classes, dearest first within each kind of train. Standing (无座) has no seat. */
export const SEAT_CLASSES = ['Business', 'PremiumFirst', 'First', 'Second', 'SoftSleeper', 'HardSleeper', 'HardSeat', 'Standing'] as const
export type SeatClass = (typeof SEAT_CLASSES)[number]
export const SLEEPER_CLASSES: readonly SeatClass[] = ['SoftSleeper', 'HardSleeper']

/** Seat letters per class (coach layout; '|' is the aisle): second A B C | D F, first A C | D F, business A C | F. */
export const SEAT_LETTERS: Readonly<Partial<Record<SeatClass, readonly string[]>>> = {
  Business: ['A', 'C', 'F'],
  PremiumFirst: ['A', 'C', 'F'],
  First: ['A', 'C', 'D', 'F'],
  Second: ['A', 'B', 'C', 'D', 'F'],
  HardSeat: ['A', 'B', 'C', 'D', 'F'],
}
/** Berth levels of sleepers: lower, middle (hard sleeper only), upper. */
export const BERTH_LEVELS = ['L', 'M', 'U'] as const
export type BerthLevel = (typeof BERTH_LEVELS)[number]

/** The railway sells from today to today + 14 (China dates). */
export const SALE_WINDOW_DAYS = 14
/** A grab order's deadline is at least this long before the earliest departure it may take. */
export const GRAB_DEADLINE_MIN_HOURS = 2
export const MAX_GRAB_TRAINS = 5
export const MAX_GRAB_DATES = 3
export const MAX_GRAB_SEAT_CLASSES = 4
export const MAX_TRAIN_PASSENGERS = 5

/**
 * Refund fee by time before departure (the railway's rule): 8 days (192 h) or more free, 48 h to
 * 8 days 5 %, 24–48 h 10 %, under 24 h 20 %. Each tier applies from its hours on (inclusive).
 */
export const REFUND_TIERS: readonly { FromHours: number; Rate: number }[] = [
  { FromHours: 192, Rate: 0 },
  { FromHours: 48, Rate: 0.05 },
  { FromHours: 24, Rate: 0.1 },
  { FromHours: 0, Rate: 0.2 },
]
/** A fee is rounded to 0.5 yuan and is at least 2 yuan when one applies. */
export const REFUND_FEE_MIN = 200
/** Within this many hours of departure a ticket changes only to a train of the same day or earlier. */
export const CHANGE_LIMIT_HOURS = 48
/** A ticket changes once. */
export const MAX_CHANGES = 1

/** Passenger verification with the railway; only Verified and ProvisionallyPassed buy online. */
export const PASSENGER_CHECKS = ['Verified', 'Pending', 'Failed', 'ProvisionallyPassed', 'VerifyInPerson'] as const
export type PassengerCheck = (typeof PASSENGER_CHECKS)[number]
export const BUYABLE_CHECKS: readonly PassengerCheck[] = ['Verified', 'ProvisionallyPassed']

/** 12306 account states: none, bound and waiting for the phone check, verified. */
export const ACCOUNT_STATES = ['None', 'Unverified', 'Verified'] as const
export type AccountState = (typeof ACCOUNT_STATES)[number]
/** 12306 password 6–20 letters and digits; at most 3 SMS a day, each to finish within 30 minutes. */
export const ACCOUNT_PASSWORD_PATTERN = '^[A-Za-z0-9]{6,20}$'
export const ACCOUNT_SMS_PER_DAY = 3
export const ACCOUNT_SMS_MINUTES = 30
/** What the traveller texts from the bound phone, and to which number. */
export const ACCOUNT_SMS_TEXT = '999'
export const ACCOUNT_SMS_TO = '12306'

export const TRAIN_SORTS = ['DepartEarly', 'DepartLate', 'DurationShort', 'PriceLow'] as const
export type TrainSort = (typeof TRAIN_SORTS)[number]

/** Grab states: Waiting (for approval or payment), Grabbing, then Succeeded, Expired or Cancelled. */
export const GRAB_STATES = ['Waiting', 'Grabbing', 'Succeeded', 'Expired', 'Cancelled'] as const
export type GrabState = (typeof GRAB_STATES)[number]

export const TRAIN_TICKET_STATES = ['Booked', 'Issued', 'Refunded', 'Changed', 'Void'] as const
export type TrainTicketState = (typeof TRAIN_TICKET_STATES)[number]
