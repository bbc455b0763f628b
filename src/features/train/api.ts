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
  PassengerVerificationRes,
  TrainCancelRes,
  TrainChangeSearchRes,
  TrainCityListRes,
  TrainOrderDetail,
  TrainRankStandard,
  TrainRefundPreviewRes,
  TrainStationsRes,
} from '@api/train'
import { createCompanyFieldsSource, type CompanyFieldsSource } from '@/components/company-fields/source'
import { createTravellerSource, type TravellerSource } from '@/components/passenger-picker/source'
import { caller, http } from '@/stores'

export function stationList(): Promise<TrainCityListRes> {
  return http.call('train/getTrainCityList', {}, { parallel: true })
}

export function searchStations(keyword: string): Promise<TrainStationsRes> {
  return http.call('train/searchTrainStations/v2', { Keyword: keyword })
}

export const searchTrains = caller('train/searchTrains')

export const stopInfo = caller('train/getTrainStopInfo', { parallel: true })

export const seatMap = caller('train/getSeatMap')

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

export const submitOrder = caller('train/submitOrder', { loading: true })

export const submitGrab = caller('train/grab/submit', { loading: true })

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
export const refund = caller('train/refund', { loading: true })

export function changeSearch(orderNo: string, ticketIds: number[], date: string): Promise<TrainChangeSearchRes> {
  return http.call('train/changeSearch', { OrderNo: orderNo, TicketIds: ticketIds, Date: date })
}

/** 1011 (with the new quote) when the difference moved. */
export const submitChange = caller('train/submitChange/v2', { loading: true })

/** 316 when the amount due changed under the user. A change pays with its ChangeNo. */
export const payStart = caller('Pay/trainpaystart', { loading: true })
