/**
 * Where the traveller picker and form find people: the booking scope (employees and
 * non-employees), the frequent travellers, and the phone country codes. Injected as a prop.
 */
import type { GetBookPersonsReq, GetBookPersonsRes, QuickListReq, QuickListRes } from '@api/flight'
import type { MobileCountryCode } from '@api/system'
import { http } from '@/stores'

export interface TravellerSource {
  bookPersons(req: GetBookPersonsReq): Promise<GetBookPersonsRes>
  frequentTravellers(req: QuickListReq): Promise<QuickListRes>
  countryCodes(): Promise<MobileCountryCode[]>
}

let codes: Promise<MobileCountryCode[]> | null = null

export function createTravellerSource(): TravellerSource {
  return {
    bookPersons: (req) => http.call('user/getBookPersons', req, { parallel: true }),
    frequentTravellers: (req) => http.call('frequentTraveler/quicklist', req, { parallel: true }),
    countryCodes() {
      // One list per app run; a failed or empty answer is not kept, so the next form retries.
      if (!codes) {
        codes = http.call('systemInfo/getMobileCountryCodes', {}, { parallel: true }).then(
          (l) => {
            if (l.length === 0) codes = null
            return l
          },
          (e) => {
            codes = null
            throw e
          },
        )
      }
      return codes
    },
  }
}
