/**
 * The car contract's plain values (no TypeBox): the client imports these without pulling the
 * request schemas into its bundles; types/api/car.ts re-exports them. docs/car.md explains the
 * rules behind each number.
 */

/** The five services of the car home. Each but taxi is a BusinessPermission.Car power (taxi goes with Ride). */
export const CAR_SERVICES = ['Ride', 'Reserved', 'AirportPickUp', 'TrainPickUp', 'Taxi'] as const
export type CarService = (typeof CAR_SERVICES)[number]

/** The power (BusinessPermission.Car.<power>) each service needs. */
export const CAR_SERVICE_POWER: Record<CarService, 'Ride' | 'ReservedRide' | 'AirportPickUp' | 'TrainPickUp'> = {
  Ride: 'Ride',
  Reserved: 'ReservedRide',
  AirportPickUp: 'AirportPickUp',
  TrainPickUp: 'TrainPickUp',
  Taxi: 'Ride',
}

/** Car classes, cheapest first; a taxi is metered (Taxi). */
export const CAR_CLASSES = ['Economy', 'Comfort', 'Business', 'SixSeat', 'Taxi'] as const
export type CarClass = (typeof CAR_CLASSES)[number]
/** The classes a car rank standard can allow (a taxi is allowed with Economy). */
export const RANK_CAR_CLASSES = ['Economy', 'Comfort', 'Business', 'SixSeat'] as const

/** Kinds of places: what a rank's address rule may ask an end of the ride to be. */
export const PLACE_KINDS = ['Office', 'Hotel', 'Airport', 'Station', 'Popular'] as const
export type PlaceKind = (typeof PLACE_KINDS)[number]

/** The places a rider saves for themself (car/savedPlaces). */
export const SAVED_SLOTS = ['Home', 'Office'] as const
export type SavedSlot = (typeof SAVED_SLOTS)[number]

/** SPEC's car states and their ends. */
export const RIDE_STATES = ['Waiting', 'Calling', 'DriverComing', 'DriverArrived', 'InTravel', 'Completed', 'Cancelled'] as const
export type RideState = (typeof RIDE_STATES)[number]

/** Minutes after landing (or a train's arrival) the car waits to pick up (SPEC). */
export const PICK_UP_WAITS = [10, 20, 30, 40, 50, 60] as const
/** A reserved ride starts at least this many minutes ahead. */
export const RESERVE_MIN_MINUTES = 30
/** A quote holds this long; later, booking it answers 9995 with a new quote. */
export const QUOTE_SECONDS = 300
/** Cancelling is free before a driver is assigned and this long after. */
export const FREE_CANCEL_SECONDS = 120

/** Violations of a car rank standard (their reason codes are the company's Car Policy codes). */
export const CAR_RULES = ['Class', 'Time', 'City', 'Cap', 'Address'] as const
export type CarRule = (typeof CAR_RULES)[number]

/** Why a rider complains about a completed ride (car/complain). */
export const COMPLAINT_REASONS = ['DriverAttitude', 'RouteDetour', 'FareWrong', 'CarCondition', 'Other'] as const
export type ComplaintReason = (typeof COMPLAINT_REASONS)[number]
