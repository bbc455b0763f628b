/**
 * Every server call of international flights (types/api/intlflight.ts): places and nations, the
 * search, the quote, booking, the order, refund, change and the cashier. Pages call these, never http
 * directly. 1110 (seats gone or a moved price) and 1120 (a document ending before the trip) come
 * back unhandled: the booking page turns them into its flow.
 */
import type {
  AuthorizationInfoRes,
  InquiryListRes,
  InquirySheet,
  CabinClassRes,
  IntlCityListRes,
  IntlOrderDetail,
  IntlRefundQuoteRes,
  IntlCancelRes,
  NationListRes,
} from '@api/intlflight'
import { createCompanyFieldsSource, type CompanyFieldsSource } from '@/components/company-fields/source'
import { createTravellerSource, type TravellerSource } from '@/components/passenger-picker/source'
import { caller, http } from '@/stores'
import { passportOnFile } from '@/domain/intl-flight'

export function cityList(keyword?: string): Promise<IntlCityListRes> {
  return http.call('intlflight/getIntlFlightCityList', keyword ? { Keyword: keyword } : {}, { parallel: true })
}

export function nationList(): Promise<NationListRes> {
  return http.call('intlflight/getNationList', {}, { parallel: true })
}

export function cabinClasses(): Promise<CabinClassRes> {
  return http.call('intlflightv2/getCabinClass', {}, { parallel: true })
}

export const search = caller('intlflight/get')

export const quote = caller('intlflight/checkPrice', { loading: true })

export const submitBooking = caller('intlflight/submitBooking', { loading: true })

export function orderDetail(orderNo: string): Promise<IntlOrderDetail> {
  return http.call('intlflight/getOrderDetail', { OrderNo: orderNo }, { parallel: true })
}

export function cancelOrder(orderNo: string, requestId: string): Promise<IntlCancelRes> {
  return http.call('intlflight/cancelOrder', { OrderNo: orderNo, ClientRequestId: requestId }, { loading: true })
}

export function refundQuote(orderNo: string, ticketIds: number[]): Promise<IntlRefundQuoteRes> {
  return http.call('intlflight/refundQuote', { OrderNo: orderNo, TicketIds: ticketIds })
}

export const refund = caller('intlflight/refund', { loading: true })

export const changeQuote = caller('intlflight/changeQuote')

/** 316 (the total moved or the order moved on) comes back unhandled: the change page quotes again. */
export const applyChange = caller('intlflight/applyChange', { loading: true })

/**
 * The passport the caller keeps on file for a traveller (their frequent-traveller record, found by
 * person for a colleague or oneself), whatever the record's main document is; null without one
 * or when the records cannot be read (the fields are then typed in).
 */
export async function passportOf(who: { personId: number | null; frequentTravelerId: number | null }): Promise<ReturnType<typeof passportOnFile>> {
  try {
    let id = who.frequentTravelerId
    if (!id && who.personId) {
      const list = await http.call('frequentTraveler/list', { PageSize: 100 }, { parallel: true, silent: true })
      id = list?.Travelers.find((x) => x.PersonId === who.personId)?.FrequentTravelerId ?? null
    }
    if (!id) return null
    const d = await http.call('frequentTraveler/detail', { FrequentTravelerId: id }, { parallel: true, silent: true })
    return d ? passportOnFile(d.Documents) : null
  } catch {
    return null
  }
}

export const payStart = caller('Pay/intlflightpaystart', { loading: true })

export const intlFieldsSource: CompanyFieldsSource = createCompanyFieldsSource('IntlFlight')
export const intlTravellerSource: TravellerSource = createTravellerSource()

// The inquiry sheet (docs/intl-flights.md Inquiry sheet).

export function authorization(): Promise<AuthorizationInfoRes> {
  return http.call('intlflight/getAuthorizationInfo/v3', {}, { parallel: true })
}

export const askSheet = caller('intlflight/inquirySheet/ask', { loading: true })

export function mySheets(): Promise<InquiryListRes> {
  return http.call('intlflight/inquirySheet/orderList', { PageIndex: 1, PageSize: 50 }, { parallel: true })
}

export function inbox(): Promise<InquiryListRes> {
  return http.call('intlflight/inquirySheet/inbox', { PageIndex: 1, PageSize: 50 }, { parallel: true })
}

export function sheetDetail(sheetNo: string): Promise<InquirySheet> {
  return http.call('intlflight/inquirySheet/orderDetails', { SheetNo: sheetNo }, { parallel: true })
}

export const answerSheet = caller('intlflight/inquirySheet/answer', { loading: true })

export const confirmSheet = caller('intlflight/inquirySheet/orderConfirm', { loading: true })

export function cancelSheet(sheetNo: string): Promise<InquirySheet> {
  return http.call('intlflight/inquirySheet/cancel', { SheetNo: sheetNo }, { loading: true })
}
