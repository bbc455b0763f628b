/**
 * Every server call of trains (types/api/train.ts): stations, the search, a train's stops and
 * seat map, the standard, the 12306 account and passenger checks, booking and grabbing, the
 * order, refund, change and the cashier. Pages and stores call these, never http directly.
 * 1004 (sold out or a moved price) and 1011 (a stale change difference) come back unhandled:
 * the pages turn them into their flow.
 */
import type {
  AccountSendCodeRes,
  AccountStatusRes,
  GrabDetail,
  GrabSubmitReq,
  PassengerVerificationRes,
  SearchTrainsReq,
  SearchTrainsRes,
  SeatMapReq,
  SeatMapRes,
  TrainCancelRes,
  TrainChangeReq,
  TrainChangeRes,
  TrainChangeSearchRes,
  TrainCityListRes,
  TrainOrderDetail,
  TrainRankStandard,
  TrainRefundPreviewRes,
  TrainRefundReq,
  TrainRefundRes,
  TrainStationsRes,
  TrainStopInfoReq,
  TrainStopInfoRes,
  TrainSubmitReq,
  TrainSubmitRes,
} from '@api/train'
import type { FlightPayStartReq, FlightPayStartRes } from '@api/order'
import { createCompanyFieldsSource, type CompanyFieldsSource } from '@/components/company-fields/source'
import { createTravellerSource, type TravellerSource } from '@/components/passenger-picker/source'
import { http } from '@/stores'

export function stationList(): Promise<TrainCityListRes> {
  return http.call('train/getTrainCityList', {}, { parallel: true })
}

export function searchStations(keyword: string): Promise<TrainStationsRes> {
  return http.call('train/searchTrainStations/v2', { Keyword: keyword })
}

export function searchTrains(req: SearchTrainsReq): Promise<SearchTrainsRes> {
  return http.call('train/searchTrains', req)
}

export function stopInfo(req: TrainStopInfoReq): Promise<TrainStopInfoRes> {
  return http.call('train/getTrainStopInfo', req, { parallel: true })
}

export function seatMap(req: SeatMapReq): Promise<SeatMapRes> {
  return http.call('train/getSeatMap', req)
}

export function trainRank(personId?: number): Promise<TrainRankStandard | null> {
  return http.call('trainrank', personId ? { PersonId: personId } : {}, { parallel: true })
}

export function accountStatus(): Promise<AccountStatusRes> {
  return http.call('train/account/status', {})
}

export function bindAccount(userName: string, password: string): Promise<AccountStatusRes> {
  return http.call('train/account/bind', { UserName: userName, Password: password }, { loading: true })
}

export function sendAccountCode(): Promise<AccountSendCodeRes> {
  return http.call('train/account/sendCode', {}, { loading: true })
}

export function verifyAccount(code: string): Promise<AccountStatusRes> {
  return http.call('train/account/verify', { Code: code }, { loading: true })
}

export function unbindAccount(): Promise<AccountStatusRes> {
  return http.call('train/account/unbind', {}, { loading: true })
}

/** The travellers' checks with the railway; without ids, the caller's own. */
export function passengerChecks(personIds: number[] | null, recheck = false): Promise<PassengerVerificationRes> {
  return http.call('train/passengerVerification', { ...(personIds ? { PersonIds: personIds } : {}), ...(recheck ? { Recheck: true } : {}) }, { parallel: true })
}

export function submitOrder(req: TrainSubmitReq): Promise<TrainSubmitRes> {
  return http.call('train/submitOrder', req, { loading: true })
}

export function submitGrab(req: GrabSubmitReq): Promise<TrainSubmitRes> {
  return http.call('train/grab/submit', req, { loading: true })
}

export function grabDetail(orderNo: string): Promise<GrabDetail> {
  return http.call('train/grab/detail', { OrderNo: orderNo }, { parallel: true })
}

export function cancelGrab(orderNo: string, requestId: string): Promise<TrainCancelRes> {
  return http.call('train/grab/cancel', { OrderNo: orderNo, ClientRequestId: requestId }, { loading: true })
}

export const trainFieldsSource: CompanyFieldsSource = createCompanyFieldsSource('Train')
export const trainTravellerSource: TravellerSource = createTravellerSource()

export function orderDetail(orderNo: string): Promise<TrainOrderDetail> {
  return http.call('train/getOrderDetail', { OrderNo: orderNo })
}

export function cancelOrder(orderNo: string, requestId: string): Promise<TrainCancelRes> {
  return http.call('train/cancelOrder', { OrderNo: orderNo, ClientRequestId: requestId }, { loading: true })
}

export function refundPreview(orderNo: string, ticketIds: number[]): Promise<TrainRefundPreviewRes> {
  return http.call('train/refundPreview', { OrderNo: orderNo, TicketIds: ticketIds })
}

/** 316 when the fee moved since the screen showed it. */
export function refund(req: TrainRefundReq): Promise<TrainRefundRes> {
  return http.call('train/refund', req, { loading: true })
}

export function changeSearch(orderNo: string, ticketIds: number[], date: string): Promise<TrainChangeSearchRes> {
  return http.call('train/changeSearch', { OrderNo: orderNo, TicketIds: ticketIds, Date: date })
}

/** 1011 (with the new quote) when the difference moved. */
export function submitChange(req: TrainChangeReq): Promise<TrainChangeRes> {
  return http.call('train/submitChange/v2', req, { loading: true })
}

/** 316 when the amount due changed under the user. A change pays with its ChangeNo. */
export function payStart(req: FlightPayStartReq): Promise<FlightPayStartRes> {
  return http.call('Pay/trainpaystart', req, { loading: true })
}
