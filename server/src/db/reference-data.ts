/**
 * Platform-wide reference data (currencies, phone country codes). It is seeded, never changed at
 * run time, and read on almost every request (the CurrencyType header), so it is cached per app.
 */
import type { Kysely, Selectable } from 'kysely'
import type { CurrencyInfo } from '../../../types/api'
import type { CurrenciesTable, Database, MobileCountryCodesTable } from './schema'
import { pick, type Lang, type Texts } from '../i18n'

export type CurrencyRow = Selectable<CurrenciesTable>
export type CountryCodeRow = Selectable<MobileCountryCodesTable>

export class ReferenceData {
  private currencies: Promise<CurrencyRow[]> | null = null
  private countryCodes: Promise<CountryCodeRow[]> | null = null

  constructor(private readonly db: Kysely<Database>) {}

  allCurrencies(): Promise<CurrencyRow[]> {
    if (!this.currencies) {
      this.currencies = this.db.selectFrom('currencies').selectAll().orderBy('sort').execute()
      // A failed load must not stay cached for the app's lifetime.
      this.currencies.catch(() => (this.currencies = null))
    }
    return this.currencies
  }

  allCountryCodes(): Promise<CountryCodeRow[]> {
    if (!this.countryCodes) {
      this.countryCodes = this.db.selectFrom('mobile_country_codes').selectAll().orderBy('sort').execute()
      this.countryCodes.catch(() => (this.countryCodes = null))
    }
    return this.countryCodes
  }

  /** The currency a CurrencyType header names: its number (0 = CNY) or its ISO code. */
  async currencyFromHeader(value: string): Promise<CurrencyRow | undefined> {
    const v = value.trim()
    const all = await this.allCurrencies()
    if (/^\d+$/.test(v)) return all.find((c) => c.type === Number(v))
    return all.find((c) => c.code === v.toUpperCase())
  }
}

export function toCurrencyInfo(row: CurrencyRow, lang: Lang): CurrencyInfo {
  return {
    Currency: pick(JSON.parse(row.name_json) as Partial<Texts>, lang),
    CurrencyCode: row.code,
    CurrencySymbol: row.symbol,
    CurrencyType: row.type,
  }
}
