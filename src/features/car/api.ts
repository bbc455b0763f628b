/**
 * Every server call of cars (types/api/car.ts). Pages call these, never http directly. 9995 (the
 * quote expired or its fare moved) comes back unhandled with the new quote: `requoted` reads it.
 */
import type {
  CarCancelPreviewRes,
  CarCancelRes,
  CarInitInfoRes,
  CarLiveTicketRes,
  CarOrderDetail,
  CarPlace,
  CarQuoteReq,
  CarQuoteRes,
  CarSavedPlacesRes,
  CarSubmitReq,
  CarSubmitRes,
  ComplaintReason,
  LocationInfoRes,
  PlaceKind,
  SavedSlot,
} from '@api/car'
import { ErrorCode } from '@api/errors'
import type { FlightPayStartReq, FlightPayStartRes } from '@api/order'
import { createCompanyFieldsSource, type CompanyFieldsSource } from '@/components/company-fields/source'
import { createTravellerSource, type TravellerSource } from '@/components/passenger-picker/source'
import { isApiError } from '@/core/errors'
import { http } from '@/stores'

export const initInfo = (): Promise<CarInitInfoRes> => http.call('car/getInitInfo', {}, { parallel: true })
export const searchPlaces = (cityCode: string, keyword: string, kind?: PlaceKind): Promise<CarPlace[]> =>
  http.call('car/places', { CityCode: cityCode, Keyword: keyword, ...(kind ? { Kind: kind } : {}) }).then((r: { Places: CarPlace[] }) => r.Places)
/** The places of the caller's booked trips on the ride's day in the city: a stay's hotel, an arrival's airport or station. */
export const tripPlaces = (cityCode: string, date: string): Promise<CarPlace[]> =>
  http.call('car/tripPlaces', { CityCode: cityCode, Date: date }, { parallel: true, silent: true }).then((r) => r?.Places ?? [])
/** The caller's own home and office. */
export const savedPlaces = (): Promise<CarSavedPlacesRes | null> => http.call('car/savedPlaces', {}, { parallel: true, silent: true })
/** Sets (or, with null, forgets) the caller's home or office; answers both. */
export const setSavedPlace = (slot: SavedSlot, placeId: string | null): Promise<CarSavedPlacesRes> =>
  http.call('car/setSavedPlace', { Slot: slot, PlaceId: placeId }, { loading: true })
/** The place nearest a position (null: none within 50 km). */
export const placeAt = (lat: number, lon: number): Promise<LocationInfoRes> => http.call('map/getLocationInfo', { Lat: lat, Lon: lon }, { loading: true })
export const quote = (req: CarQuoteReq): Promise<CarQuoteRes> => http.call('car/quote', req, { loading: true })
export const submitOrder = (req: CarSubmitReq): Promise<CarSubmitRes> => http.call('car/submitOrder', req, { loading: true })

/** The new quote a 9995 carries, or null for any other error. */
export function requoted(e: unknown): CarQuoteRes | null {
  if (!isApiError(e) || e.code !== ErrorCode.CarOfferExpired) return null
  return (e.envelope?.ResultData as CarQuoteRes | undefined) ?? null
}

export const carFieldsSource: CompanyFieldsSource = createCompanyFieldsSource('Car')
export const carTravellerSource: TravellerSource = createTravellerSource()

export const orderDetail = (orderNo: string): Promise<CarOrderDetail> => http.call('car/getOrderDetail', { OrderNo: orderNo })
/** The order again, quietly (the live page's polling: no snapshot, no loading veil). */
export const orderNow = (orderNo: string): Promise<CarOrderDetail> => http.call('car/getOrderDetail', { OrderNo: orderNo }, { parallel: true })
/** A ticket to follow the ride as server-sent events (H5); null when it cannot be had (then the page asks again). */
export const liveTicket = (orderNo: string): Promise<CarLiveTicketRes | null> =>
  http.call('car/liveTicket', { OrderNo: orderNo }, { parallel: true, silent: true })
export const cancelPreview = (orderNo: string): Promise<CarCancelPreviewRes> => http.call('car/cancelPreview', { OrderNo: orderNo })
/** 316 when the fee moved since the screen showed it. */
export const cancelOrder = (orderNo: string, requestId: string, fee: number): Promise<CarCancelRes> =>
  http.call('car/cancelOrder', { OrderNo: orderNo, ClientRequestId: requestId, Fee: fee }, { loading: true })
export const rate = (orderNo: string, stars: number, comment: string): Promise<CarOrderDetail> =>
  http.call('car/rate', { OrderNo: orderNo, Stars: stars, ...(comment.trim() ? { Comment: comment.trim() } : {}) }, { loading: true })
export const complain = (orderNo: string, reason: ComplaintReason, text: string): Promise<CarOrderDetail> =>
  http.call('car/complain', { OrderNo: orderNo, Reason: reason, Text: text.trim() }, { loading: true })
export const payStart = (req: FlightPayStartReq): Promise<FlightPayStartRes> => http.call('Pay/carpaystart', req, { loading: true })
