import { makeAutoObservable } from 'mobx'
import { DEFAULT_CURRENCY, type CurrencyInfo } from '../../types/api/envelope'
import { KEYS } from '../core/storage-keys'
import type { KVStore } from '../platform/kv'
import { fromFen, isCurrencyCode, MINOR_UNITS, RATE_SCALE, type CurrencyCode } from '../../types/api/money-values'
import { isPlainObject } from './merge'

function validCurrency(v: unknown): CurrencyInfo | null {
  if (!isPlainObject(v)) return null
  const { Currency, CurrencyCode, CurrencySymbol, CurrencyType, RateMicro, RateDate } = v
  if (typeof CurrencyCode !== 'string' || !CurrencyCode || typeof CurrencySymbol !== 'string' || typeof CurrencyType !== 'number') return null
  const rate =
    Number.isSafeInteger(RateMicro) && (RateMicro as number) > 0
      ? { RateMicro: RateMicro as number, ...(typeof RateDate === 'string' ? { RateDate } : {}) }
      : {}
  return { Currency: typeof Currency === 'string' ? Currency : CurrencyCode, CurrencyCode, CurrencySymbol, CurrencyType, ...rate }
}

/** How an amount shows: in the chosen currency at the last rate an answer gave, else in CNY. */
export interface DisplayCurrency {
  code: CurrencyCode
  symbol: string
  units: number
  /** CNY per unit in millionths; CNY itself 1 000 000. */
  rateMicro: number
}

export const CNY_DISPLAY: DisplayCurrency = { code: 'CNY', symbol: '¥', units: 2, rateMicro: RATE_SCALE }

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

  /**
   * An answer's CurrencyInfo: the rate of today for the chosen currency is kept (and persisted,
   * so the next start converts from its first screen); another currency's is ignored.
   */
  rateSeen(info: unknown): void {
    const seen = validCurrency(info)
    if (!seen || seen.CurrencyCode !== this.info.CurrencyCode || !seen.RateMicro || seen.RateMicro === this.info.RateMicro) return
    this.info = { ...this.info, RateMicro: seen.RateMicro, RateDate: seen.RateDate }
    this.storage.setJSON(KEYS.currencyInfo, this.info)
  }

  /** What money() shows amounts in: CNY until the chosen currency's rate is known. */
  get display(): DisplayCurrency {
    const code = this.info.CurrencyCode
    if (!isCurrencyCode(code) || code === 'CNY' || !this.info.RateMicro) return CNY_DISPLAY
    return { code, symbol: this.info.CurrencySymbol, units: MINOR_UNITS[code], rateMicro: this.info.RateMicro }
  }

  /** CNY fen in the display currency's minor units. */
  convert(fen: number): number {
    const d = this.display
    return d.code === 'CNY' ? fen : fromFen(fen, d.code, d.rateMicro)
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
