/**
 * The phone country codes and their countries (systemInfo/getMobileCountryCodes), once per app
 * run for every form with a phone; a failed or empty answer is not kept, so the next form retries.
 */
import type { MobileCountryCode } from '@api/system'
import { http } from '@/stores'

let codes: Promise<MobileCountryCode[]> | null = null

export function countryCodes(): Promise<MobileCountryCode[]> {
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
}
