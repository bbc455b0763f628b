import { makeAutoObservable } from 'mobx'
import { DEFAULT_CURRENCY, type CurrencyInfo } from '../../types/api/envelope'
import { KEYS } from '../core/storage-keys'
import type { KVStore } from '../platform/kv'
import { isPlainObject } from './merge'

function validCurrency(v: unknown): CurrencyInfo | null {
  if (!isPlainObject(v)) return null
  const { Currency, CurrencyCode, CurrencySymbol, CurrencyType } = v
  if (typeof CurrencyCode !== 'string' || !CurrencyCode || typeof CurrencySymbol !== 'string' || typeof CurrencyType !== 'number') return null
  return { Currency: typeof Currency === 'string' ? Currency : CurrencyCode, CurrencyCode, CurrencySymbol, CurrencyType }
}

export class CurrencyStore {
  info: CurrencyInfo = DEFAULT_CURRENCY

  constructor(private readonly storage: KVStore) {
    makeAutoObservable<CurrencyStore, 'storage'>(this, { storage: false })
  }

  /** At start: the persisted choice (docs/constants.md keeps it across starts), else CNY. */
  restore(): void {
    this.info = validCurrency(this.storage.getJSON<unknown>(KEYS.currencyInfo, null)) ?? DEFAULT_CURRENCY
  }

  /** Persists the code and the whole info; an invalid info is refused (returns false). */
  setCurrency(info: CurrencyInfo | unknown): boolean {
    const valid = validCurrency(info)
    if (!valid) return false
    this.info = valid
    this.storage.set(KEYS.currency, valid.CurrencyCode)
    this.storage.setJSON(KEYS.currencyInfo, valid)
    return true
  }

  /** CurrencyType header value. */
  get type(): number {
    return this.info.CurrencyType
  }

  get code(): string {
    return this.info.CurrencyCode
  }

  get symbol(): string {
    return this.info.CurrencySymbol
  }
}
