/** The approval subject kinds of flight orders, refunds and changes (types/api/approval.ts APPROVAL_SUBJECTS). */
export const FLIGHT_ORDER = 'FlightOrder'
export const FLIGHT_REFUND = 'FlightRefund'
export const FLIGHT_CHANGE = 'FlightChange'
