/**
 * The server calls of frequent travellers and contacts (types/api/traveller.ts). Rule failures
 * (1001) and a repeated contact phone (1008) are toasted by the http client and name their field
 * in the message; the screens put that message on the field's row (rules.ts `serverFieldError`).
 */
import type { FrequentContact, FrequentContactListRes, FrequentTravelerDetail, FrequentTravelerListRes, TravellerImportRes } from '@api/traveller'
import { caller, http } from '@/stores'

export const TRAVELLER_PAGE_SIZE = 20

export function travellerList(keyword: string, pageIndex: number): Promise<FrequentTravelerListRes> {
  return http.call('frequentTraveler/list', { Keyword: keyword.trim() || undefined, PageIndex: pageIndex, PageSize: TRAVELLER_PAGE_SIZE })
}

export function travellerDetail(id: number): Promise<FrequentTravelerDetail> {
  return http.call('frequentTraveler/detail', { FrequentTravelerId: id })
}

export const saveTraveller = caller('frequentTraveler/save', { loading: true })

export function deleteTraveller(id: number): Promise<unknown> {
  return http.call('frequentTraveler/delete', { FrequentTravelerId: id }, { loading: true })
}

export function contactList(pageIndex: number): Promise<FrequentContactListRes> {
  return http.call('frequentContact/list', { PageIndex: pageIndex, PageSize: 50 })
}

export const saveContact = caller('frequentContact/save', { loading: true })

export function deleteContact(id: number): Promise<unknown> {
  return http.call('frequentContact/delete', { ContactId: id }, { loading: true })
}

export function setDefaultContact(id: number): Promise<FrequentContact> {
  return http.call('frequentContact/setDefault', { ContactId: id }, { loading: true })
}

/** The phone country codes and countries (the kit's one list per app run). */
export { countryCodes } from '@/components/passenger-form/country-codes'

/** frequentTraveler/batchImport: every row saved as a traveller or refused with its column and reason. */
export function importTravellers(fileName: string, base64: string): Promise<TravellerImportRes> {
  return http.call('frequentTraveler/batchImport', { FileName: fileName, ContentBase64: base64 }, { loading: true })
}
