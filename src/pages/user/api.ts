import type { CurrencyInfo } from '@api/index'
import { http } from '@/stores'

export function listCurrencies(): Promise<CurrencyInfo[]> {
  return http.call('systemInfo/getCurrencyInfos', {})
}
