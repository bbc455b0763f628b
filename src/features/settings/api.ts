/** Server calls of the settings pages: the currencies to choose from, and my travel standard per product. */
import type { CurrencyInfo } from '@api/index'
import type { PersonalSettings } from '@api/personal'
import { http } from '@/stores'

export function listCurrencies(): Promise<CurrencyInfo[]> {
  return http.call('systemInfo/getCurrencyInfos', {})
}

export interface RankSummary {
  RankName: string
  Summary: string[]
}

/** My standard of a product in plain words (the server's Summary, in the request's language); null when none applies. */
export function myRank(path: string): Promise<RankSummary | null> {
  return http.call(path as 'flightrank', {}, { parallel: true }) as Promise<RankSummary | null>
}

/** Privacy protection and the notification switches (docs/personal.md). */
export const personalSettings = (): Promise<PersonalSettings> => http.call('user/getPersonalSettings', {}, { parallel: true })
export const savePrivacy = (on: boolean): Promise<PersonalSettings> => http.call('user/savePersonalSettings', { EnablePrivacyProtect: on }, { loading: true })
