/** Company dining's plain values (no TypeBox), for the client's bundles; types/api/dining.ts re-exports them. */

export const MEALS = ['Breakfast', 'Lunch', 'Dinner'] as const
export type Meal = (typeof MEALS)[number]

/** Where the restaurants are looked for: today's hotel, the office, the device's position. */
export const DINING_PLACES = ['Hotel', 'Office', 'Here'] as const
export type DiningPlace = (typeof DINING_PLACES)[number]

/** A payment code: open until charged or expired; charged, it is paid, awaits the person's part, or was refused. */
export const DINING_CODE_STATUSES = ['Open', 'Paid', 'AwaitingPayer', 'Refused', 'Expired'] as const
export type DiningCodeStatus = (typeof DINING_CODE_STATUSES)[number]

/** Why a charge was refused (rules.ts). */
export const DINING_REFUSALS = ['OutsideWindow', 'NotTripDay', 'NotWorkingDay', 'NoGuests', 'OverStandard', 'NoStandard', 'WrongRestaurant'] as const
export type DiningRefusal = (typeof DINING_REFUSALS)[number]

/** DiningSettings.PayDays and .OverStandard values. */
export const DINING_PAY_DAYS = ['TripDay', 'WorkingDay'] as const
export type DiningPayDays = (typeof DINING_PAY_DAYS)[number]
export const DINING_OVER_STANDARD = ['PayPersonally', 'Refuse'] as const
export type DiningOverStandard = (typeof DINING_OVER_STANDARD)[number]

/** How long a payment code is good for, seconds. */
export const DINING_CODE_SECONDS = 180
