/** Every server call of company dining (types/api/dining.ts). Pages call these, never http directly. */
import type {
  DiningBookReq,
  DiningBooking,
  DiningCode,
  DiningInvoicesRes,
  DiningOrderDetail,
  DiningPlace,
  DiningReasonReq,
  DiningRestaurantRes,
  DiningRestaurantsRes,
} from '@api/dining'
import type { FlightPayStartReq, FlightPayStartRes } from '@api/order'
import { http } from '@/stores'

export function restaurants(near: DiningPlace, at?: { lat: number; lon: number }): Promise<DiningRestaurantsRes> {
  return http.call('mealsapi/Dining/restaurants', at ? { Near: near, Lat: at.lat, Lon: at.lon } : { Near: near })
}

export function restaurant(id: number): Promise<DiningRestaurantRes> {
  return http.call('mealsapi/Dining/restaurant', { RestaurantId: id })
}

export function bookTable(req: DiningBookReq): Promise<DiningBooking> {
  return http.call('mealsapi/Dining/book', req, { loading: true })
}

export function openCode(restaurantId: number, guests: number): Promise<DiningCode> {
  return http.call('mealsapi/Dining/openCode', { RestaurantId: restaurantId, Guests: guests }, { loading: true })
}

/** The code as it stands; polled quietly while the restaurant has not charged it. */
export function codeState(codeNo: string): Promise<DiningCode> {
  return http.call('mealsapi/Dining/code', { CodeNo: codeNo }, { parallel: true })
}

export function giveReason(req: DiningReasonReq): Promise<DiningOrderDetail> {
  return http.call('mealsapi/Dining/reason', req, { loading: true })
}

export function orderDetail(orderNo: string): Promise<DiningOrderDetail> {
  return http.call('mealsapi/Dining/order', { OrderNo: orderNo })
}

export function payStart(req: FlightPayStartReq): Promise<FlightPayStartRes> {
  return http.call('Pay/diningpaystart', req, { loading: true })
}

/** The platform's monthly dining invoices to the company (finance). */
export function monthlyInvoices(): Promise<DiningInvoicesRes> {
  return http.call('mealsapi/Dining/monthlyInvoices', {})
}
