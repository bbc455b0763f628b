/**
 * Envelope ErrorCode values. The codes docs/error-codes.md names come from the original backend and keep
 * their numbers (1004, 1011 and 1110 among them). The other codes from 1001 on are ours, added
 * for the reference server; marked 'Ours' below. Append new codes here with a comment and
 * never reuse a number.
 */
export const ErrorCode = {
  /** Success. */
  Ok: 0,
  /** No token or unknown token: the client saves the route and goes to login. */
  NotLoggedIn: 101,
  /** Token expired: handled like NotLoggedIn. */
  TokenExpired: 102,
  /** Client Version header too old: the client asks to update, clears storage and reloads. */
  VersionOutdated: 107,
  /** Domestic flight price/seat no longer valid: passed back to the screen, no toast. */
  FlightOfferExpired: 305,
  /** International flight offer expired: passed back, no toast. */
  IntlFlightOfferExpired: 1110,
  /** Hotel room/rate no longer valid: passed back, no toast. */
  HotelOfferExpired: 503,
  /** Train ticket offer no longer valid: passed back, no toast. */
  TrainOfferExpired: 1004,
  /** Car quote expired: passed back, no toast. */
  CarOfferExpired: 9995,
  /** Order status changed under the user; the screen asks to operate again. Passed back, no toast. */
  OrderStatusChanged: 316,
  /** Domestic flight submission needs a screen decision; passed back only for flight/submitBooking. */
  FlightSubmitPassBack: 318,
  /** Train change needs a screen decision; passed back only for train/submitChange/v2. */
  TrainChangePassBack: 1011,
  /** The server asks the client to ignore the failure without any message. */
  Silent: 999,
  /** Fatal server error: the client replaces the page with /error showing ErrMsg. */
  Fatal: 99996,
  /** The account must switch to its personal account (login switch page, loginType 2). */
  LoginSwitchPersonal: 2500,
  /** The account must switch to its unit/company account (login switch page, loginType 1). */
  LoginSwitchUnit: 2501,
  /** Ours: the request body failed schema validation; ErrMsg names the field. */
  ValidationFailed: 1001,
  /** Ours: user name, password or verification code does not match. */
  WrongCredentials: 1002,
  /** Ours: the caller lacks the PersonalPower flag or booking/view scope for this call. */
  NoPermission: 1003,
  /** Ours: the addressed record does not exist in the caller's company. */
  NotFound: 1005,
  /** Ours: verification-code quota reached (docs/constants.md: at most 3 per user per day). */
  TooManyCodes: 1006,
  /** Ours: verification code wrong or expired. */
  CodeInvalid: 1007,
  /** Ours: a unique value (phone, card per airline, template binding, ...) already exists. */
  AlreadyExists: 1008,
  /**
   * Ours: sign-in refused until the image code of Login/GetVerifyCodeV2 is sent along (after 3
   * wrong passwords for the user name). ResultData { NeedVerifyCode: true }.
   */
  VerifyCodeRequired: 1009,
  /** Ours: unexpected server failure; ErrMsg is the 'system busy' text, details only in the server log. */
  InternalError: 1010,
  /**
   * Ours: too many sign-in, code or registration calls from this client in a short time.
   * ResultData { RetryAfterSeconds }. Retrying after that many seconds works.
   */
  TooManyRequests: 1012,
  /** Ours: the database could not be reached for this call; nothing was written; retry with the same request id. */
  ServiceUnavailable: 1013,
  /**
   * Ours: this caller already used the request id for a submission with other contents; nothing
   * was done. The client takes a new request id for the next attempt.
   */
  RequestIdReused: 1014,
  /**
   * Ours: not enough money or units for a debit — wallet, travel beans, the company's prepayment,
   * points, or a mall item's stock; nothing was taken (docs/money.md).
   */
  InsufficientFunds: 1015,
  /** Ours: the person still has open orders (not cancelled, refunded, voided or completed); deleting them is refused (docs/administration.md). */
  HasOpenOrders: 1016,
  /** Ours: the department, cost centre, BU, custom item, rank or role is still used; deleting it is refused. */
  InUse: 1017,
  /** Ours: an import file has bad rows and nothing was imported; ResultData is ImportRes with every row's errors (types/api/admin.ts). */
  ImportRejected: 1018,
  /** Ours: a department cannot move under itself or one of its sub-departments. */
  TreeCycle: 1019,
  /** Ours: an invitation or binding link is unknown, already used or expired. */
  LinkExpired: 1020,
  /**
   * Ours: the choice is outside a traveller's rank standard and the company forbids such bookings for that rank
   * (rank/savePolicy Breach 'Forbidden'); nothing was booked. The screen asks for another choice.
   */
  PolicyForbidden: 1021,
  /** Ours (personal centre): the emergency share link's trip has ended (docs/personal.md#emergency-alarm). */
  ShareExpired: 1095,
  /** Ours (personal centre): an alarm needs an emergency contact; the client opens the contact form. */
  EmergencyContactMissing: 1096,
  /** Ours (personal centre): the order is cancelled, refunded or already over: no alarm on it. */
  TripNotActive: 1097,
  /** Ours (personal centre): the third-party binding is not in a state that allows this (already bound, not verifying, link expired). */
  BindingStateInvalid: 1098,
  /**
   * Ours: a traveller's travel document cannot be used for the international trip — expired, or
   * expiring before the trip's last day; ErrMsg names the traveller and the dates (docs/intl-flights.md).
   */
  TravelDocumentRefused: 1120,
} as const

export type ErrorCodeName = keyof typeof ErrorCode
export type ErrorCodeValue = (typeof ErrorCode)[ErrorCodeName]

/** Offer-expired codes (docs/error-codes.md): rejected to the caller without a toast. */
export const OFFER_EXPIRED_CODES: readonly number[] = [
  ErrorCode.FlightOfferExpired,
  ErrorCode.IntlFlightOfferExpired,
  ErrorCode.HotelOfferExpired,
  ErrorCode.TrainOfferExpired,
  ErrorCode.CarOfferExpired,
]

/** Codes passed back (no toast) only when the call is the given path; for any other path they toast. */
export const PASS_BACK_ONLY_FOR: Readonly<Record<number, string>> = {
  [ErrorCode.FlightSubmitPassBack]: 'flight/submitBooking',
  [ErrorCode.TrainChangePassBack]: 'train/submitChange/v2',
}
