/**
 * Every server call of the order half of domestic flights: price check, booking, the booking
 * data (travellers, catalogues, reasons, uploads), orders, payment, refund and change. Pages and
 * the booking store call these, never http directly, so paths and bodies live in one place.
 */
import type { CatalogItem } from '@api/flight'
import type { FlightOrderDetail, OrderStatusRes, RefundFeeRes } from '@api/order'
import { caller, http } from '@/stores'
import type { CompanyFieldsSource } from '@/components/company-fields/source'
import type { TravellerSource } from '@/components/passenger-picker/source'
import { createCompanyFieldsSource } from '@/components/company-fields/source'
import { createTravellerSource } from '@/components/passenger-picker/source'

/** Re-prices the chosen fares; PriceChanged true when a fare moved (no 318 on this call). */
export const checkOrderPrice = caller('domesticFlightv2/checkOrderPrice')

/** 305 (fare gone / seats short) and 318 (price moved, ResultData PriceCheckResult) come back unhandled. */
export const submitBooking = caller('flight/submitBooking', { loading: true })

export const flightFieldsSource: CompanyFieldsSource = createCompanyFieldsSource('Flight')
export const flightTravellerSource: TravellerSource = createTravellerSource()

export type { CatalogItem }

// ---------------------------------------------------------------------------------------------
// Orders

export function orderDetail(orderNo: string): Promise<FlightOrderDetail> {
  return http.call('flightOrder/getOrderDetail', { OrderNo: orderNo })
}

/** 316 when the order moved on since the screen showed `status`. */
export function cancelOrder(orderNo: string, status: string): Promise<OrderStatusRes> {
  return http.call('flightOrder/cancelOrder', { OrderNo: orderNo, Status: status }, { loading: true })
}

/** 316 when the amount due changed under the user. */
export const payStart = caller('Pay/flightpaystart', { loading: true })

export function refundFee(orderNo: string, passengerIds: number[]): Promise<RefundFeeRes> {
  return http.call('domesticFlightv2/checkVettingRefundFee', { OrderNo: orderNo, PassengerIds: passengerIds })
}

export const applyRefund = caller('flightOrder/applyRefund', { loading: true })

export const changeFlights = caller('flightOrder/getChangeFlights')

/** 305 when the new fare moved; 316 when the order changed. */
export const applyChange = caller('flightOrder/applyChange', { loading: true })
