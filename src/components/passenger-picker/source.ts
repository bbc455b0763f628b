/**
 * Where the traveller picker and form find people: the booking scope (employees and
 * non-employees), the frequent travellers, and the phone country codes. Injected as a prop.
 */
import type { GetBookPersonsReq, GetBookPersonsRes, QuickListReq, QuickListRes } from '@api/flight'
import type { MobileCountryCode } from '@api/system'
import { http } from '@/stores'
import { countryCodes } from '../passenger-form/country-codes'

export interface TravellerSource {
  bookPersons(req: GetBookPersonsReq): Promise<GetBookPersonsRes>
  frequentTravellers(req: QuickListReq): Promise<QuickListRes>
  countryCodes(): Promise<MobileCountryCode[]>
}

export function createTravellerSource(): TravellerSource {
  return {
    bookPersons: (req) => http.call('user/getBookPersons', req, { parallel: true }),
    frequentTravellers: (req) => http.call('frequentTraveler/quicklist', req, { parallel: true }),
    countryCodes,
  }
}
