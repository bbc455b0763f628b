/**
 * Every server call of hotels (types/api/hotel.ts): the search pages, the hotel, booking, the
 * cashier and the order. Pages and stores call these, never http directly. 503 (room gone) and
 * the price-changed answer of submit come back unhandled: the pages turn them into their flow.
 */
import type {
  HotelCancelPreviewRes,
  HotelCancelReq,
  HotelCancelRes,
  HotelCityListRes,
  HotelDetailReq,
  HotelDetailRes,
  HotelFilterListRes,
  HotelIndexInitInfoRes,
  HotelOrderDetail,
  HotelPriceCheckReq,
  HotelPriceCheckRes,
  HotelRankStandard,
  HotelSubmitReq,
  HotelSubmitRes,
  HotelSuggestRes,
  SearchHotelsReq,
  SearchHotelsRes,
} from '@api/hotel'
import type { FlightPayStartReq, FlightPayStartRes } from '@api/order'
import { createCompanyFieldsSource, type CompanyFieldsSource } from '@/components/company-fields/source'
import { createTravellerSource, type TravellerSource } from '@/components/passenger-picker/source'
import { http } from '@/stores'

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

export function searchHotels(req: SearchHotelsReq): Promise<SearchHotelsRes> {
  return http.call('newhotel/hotel/searchHotels', req)
}

export function hotelDetail(req: HotelDetailReq): Promise<HotelDetailRes> {
  return http.call('newhotel/hotel/getHotelDetail', req)
}

export function hotelRank(personId?: number): Promise<HotelRankStandard | null> {
  return http.call('hotelrank', personId ? { PersonId: personId } : {}, { parallel: true })
}

export function checkPrice(req: HotelPriceCheckReq): Promise<HotelPriceCheckRes> {
  return http.call('newhotel/hotel/checkPrice', req)
}

export function submitOrder(req: HotelSubmitReq): Promise<HotelSubmitRes> {
  return http.call('newhotel/hotel/submitOrder', req, { loading: true })
}

export const hotelFieldsSource = (international: boolean): CompanyFieldsSource => createCompanyFieldsSource(international ? 'IntlHotel' : 'Hotel')
export const hotelTravellerSource: TravellerSource = createTravellerSource()

export function orderDetail(orderNo: string): Promise<HotelOrderDetail> {
  return http.call('newhotel/order/getOrderDetail', { OrderNo: orderNo })
}

export function cancelPreview(orderNo: string): Promise<HotelCancelPreviewRes> {
  return http.call('newhotel/order/cancelPreview', { OrderNo: orderNo })
}

/** 316 when the penalty moved since the screen showed it. */
export function cancelOrder(req: HotelCancelReq): Promise<HotelCancelRes> {
  return http.call('newhotel/order/cancelOrder', req, { loading: true })
}

/** 316 when the amount due changed under the user. */
export function payStart(req: FlightPayStartReq): Promise<FlightPayStartRes> {
  return http.call('Pay/hotelpaystart', req, { loading: true })
}
