/**
 * Every server call of hotels (types/api/hotel.ts): the search pages, the hotel, booking, the
 * cashier and the order. Pages and stores call these, never http directly. 503 (room gone) and
 * the price-changed answer of submit come back unhandled: the pages turn them into their flow.
 */
import type {
  HotelCancelPreviewRes,
  HotelCityListRes,
  HotelFilterListRes,
  HotelIndexInitInfoRes,
  HotelOrderDetail,
  HotelRankStandard,
  HotelSuggestRes,
} from '@api/hotel'
import { createCompanyFieldsSource, type CompanyFieldsSource } from '@/components/company-fields/source'
import { createTravellerSource, type TravellerSource } from '@/components/passenger-picker/source'
import { caller, http } from '@/stores'

export function indexInitInfo(international: boolean): Promise<HotelIndexInitInfoRes> {
  return http.call('newhotel/hotel/getHotelIndexInitInfo', { International: international })
}

export function cityList(international: boolean): Promise<HotelCityListRes> {
  return http.call('newhotel/hotel/getHotelCityList', { International: international }, { parallel: true })
}

export function suggest(cityCode: string, keyword: string): Promise<HotelSuggestRes> {
  return http.call('newhotel/intlHotelv2/getHotelSearchEngine', { CityCode: cityCode, Keyword: keyword })
}

export function filterList(cityCode: string): Promise<HotelFilterListRes> {
  return http.call('newhotel/intlHotelv2/getHotelFilterList', { CityCode: cityCode }, { parallel: true })
}

export const searchHotels = caller('newhotel/hotel/searchHotels')

export const hotelDetail = caller('newhotel/hotel/getHotelDetail')

export function hotelRank(personId?: number): Promise<HotelRankStandard | null> {
  return http.call('hotelrank', personId ? { PersonId: personId } : {}, { parallel: true })
}

export const checkPrice = caller('newhotel/hotel/checkPrice')

export const submitOrder = caller('newhotel/hotel/submitOrder', { loading: true })

export const hotelFieldsSource = (international: boolean): CompanyFieldsSource => createCompanyFieldsSource(international ? 'IntlHotel' : 'Hotel')
export const hotelTravellerSource: TravellerSource = createTravellerSource()

export function orderDetail(orderNo: string): Promise<HotelOrderDetail> {
  return http.call('newhotel/order/getOrderDetail', { OrderNo: orderNo })
}

export function cancelPreview(orderNo: string): Promise<HotelCancelPreviewRes> {
  return http.call('newhotel/order/cancelPreview', { OrderNo: orderNo })
}

/** 316 when the penalty moved since the screen showed it. */
export const cancelOrder = caller('newhotel/order/cancelOrder', { loading: true })

/** 316 when the amount due changed under the user. */
export const payStart = caller('Pay/hotelpaystart', { loading: true })
