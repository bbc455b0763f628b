/**
 * Every server call of bus tickets (types/api/bus.ts). Pages and stores call these, never http
 * directly. 1004 (sold out, departed or a moved fare) comes back unhandled: the pages turn it
 * into their flow.
 */
import type {
  BusCancelRes,
  BusChangeReq,
  BusChangeRes,
  BusChangeSearchRes,
  BusOrderDetail,
  BusRankStandard,
  BusRefundPreviewRes,
  BusRefundReq,
  BusRefundRes,
  BusStationListRes,
  BusStationsRes,
  BusSubmitReq,
  BusSubmitRes,
  SearchBusesReq,
  SearchBusesRes,
} from '@api/bus'
import type { FlightPayStartReq, FlightPayStartRes } from '@api/order'
import { createCompanyFieldsSource, type CompanyFieldsSource } from '@/components/company-fields/source'
import { createTravellerSource, type TravellerSource } from '@/components/passenger-picker/source'
import { http } from '@/stores'

export const stationList = (): Promise<BusStationListRes> => http.call('bus/stationList', {}, { parallel: true })
export const searchStations = (keyword: string): Promise<BusStationsRes> => http.call('bus/stations', { Keyword: keyword })
export const searchBuses = (req: SearchBusesReq): Promise<SearchBusesRes> => http.call('bus/search', req)
export const busRank = (personId?: number): Promise<BusRankStandard | null> => http.call('busrank', personId ? { PersonId: personId } : {}, { parallel: true })
export const submitOrder = (req: BusSubmitReq): Promise<BusSubmitRes> => http.call('bus/submitOrder', req, { loading: true })

export const busFieldsSource: CompanyFieldsSource = createCompanyFieldsSource('Bus')
export const busTravellerSource: TravellerSource = createTravellerSource()

export const orderDetail = (orderNo: string): Promise<BusOrderDetail> => http.call('bus/getOrderDetail', { OrderNo: orderNo })
export const cancelOrder = (orderNo: string, requestId: string): Promise<BusCancelRes> =>
  http.call('bus/cancelOrder', { OrderNo: orderNo, ClientRequestId: requestId }, { loading: true })
export const refundPreview = (orderNo: string, ticketIds: number[]): Promise<BusRefundPreviewRes> =>
  http.call('bus/refundPreview', { OrderNo: orderNo, TicketIds: ticketIds })
/** 316 when the fee moved since the screen showed it. */
export const refund = (req: BusRefundReq): Promise<BusRefundRes> => http.call('bus/refund', req, { loading: true })
export const changeSearch = (orderNo: string, ticketIds: number[], date: string): Promise<BusChangeSearchRes> =>
  http.call('bus/changeSearch', { OrderNo: orderNo, TicketIds: ticketIds, Date: date })
export const submitChange = (req: BusChangeReq): Promise<BusChangeRes> => http.call('bus/submitChange', req, { loading: true })
export const payStart = (req: FlightPayStartReq): Promise<FlightPayStartRes> => http.call('Pay/buspaystart', req, { loading: true })
