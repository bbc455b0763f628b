/** Every server call of company dining (types/api/dining.ts). Pages call these, never http directly. */
import type { DiningCode, DiningInvoicesRes, DiningOrderDetail, DiningPlace, DiningRestaurantRes, DiningRestaurantsRes } from '@api/dining'
import { caller, http } from '@/stores'

export function restaurants(near: DiningPlace, at?: { lat: number; lon: number }): Promise<DiningRestaurantsRes> {
  return http.call('mealsapi/Dining/restaurants', at ? { Near: near, Lat: at.lat, Lon: at.lon } : { Near: near })
}

export function restaurant(id: number): Promise<DiningRestaurantRes> {
  return http.call('mealsapi/Dining/restaurant', { RestaurantId: id })
}

export const bookTable = caller('mealsapi/Dining/book', { loading: true })

export function openCode(restaurantId: number, guests: number): Promise<DiningCode> {
  return http.call('mealsapi/Dining/openCode', { RestaurantId: restaurantId, Guests: guests }, { loading: true })
}

/** The code as it stands; polled quietly while the restaurant has not charged it. */
export function codeState(codeNo: string): Promise<DiningCode> {
  return http.call('mealsapi/Dining/code', { CodeNo: codeNo }, { parallel: true })
}

export const giveReason = caller('mealsapi/Dining/reason', { loading: true })

export function orderDetail(orderNo: string): Promise<DiningOrderDetail> {
  return http.call('mealsapi/Dining/order', { OrderNo: orderNo })
}

export const payStart = caller('Pay/diningpaystart', { loading: true })

/** The platform's monthly dining invoices to the company (finance). */
export function monthlyInvoices(): Promise<DiningInvoicesRes> {
  return http.call('mealsapi/Dining/monthlyInvoices', {})
}
