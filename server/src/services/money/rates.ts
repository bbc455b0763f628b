/**
 * Dated exchange rates against CNY (docs/money.md). The platform keeps a rate per currency and
 * China day; a company may set its own from a day on, which wins over the platform's from that day.
 * The rate of a day is the latest rate dated on or before it (a day without one keeps the last
 * known), or the earliest known when the day comes before every rate.
 */
import { CURRENCY_CODES, isCurrencyCode, type CurrencyCode } from '../../../../types/api/money-values'
import type { Db } from '../../db/schema'

export interface DatedRate {
  code: CurrencyCode
  rateMicro: number
  /** The day the rate was set for (on or before the day asked). */
  date: string
  source: 'Platform' | 'Company'
}

const better = (a: DatedRate | undefined, b: DatedRate): DatedRate => (!a || b.date > a.date || (b.date === a.date && b.source === 'Company') ? b : a)

/** Every currency's rate on a China day for a company (CNY is 1). */
export async function ratesOn(db: Db, companyId: number, day: string): Promise<Map<CurrencyCode, DatedRate>> {
  const out = new Map<CurrencyCode, DatedRate>()
  out.set('CNY', { code: 'CNY', rateMicro: 1_000_000, date: day, source: 'Platform' })
  // Latest day on or before `day` per currency, for the platform and for the company.
  const platformDays = db.selectFrom('exchange_rates').select(['currency', (eb) => eb.fn.max('rate_date').as('d')]).where('rate_date', '<=', day).groupBy('currency')
  const platform = await db
    .selectFrom('exchange_rates as r')
    .innerJoin(platformDays.as('m'), (j) => j.onRef('m.currency', '=', 'r.currency').onRef('m.d', '=', 'r.rate_date'))
    .select(['r.currency', 'r.rate_date', 'r.rate_micro'])
    .execute()
  const companyDays = db.selectFrom('company_exchange_rates').select(['currency', (eb) => eb.fn.max('rate_date').as('d')]).where('company_id', '=', companyId).where('rate_date', '<=', day).groupBy('currency')
  const own = await db
    .selectFrom('company_exchange_rates as r')
    .innerJoin(companyDays.as('m'), (j) => j.onRef('m.currency', '=', 'r.currency').onRef('m.d', '=', 'r.rate_date'))
    .select(['r.currency', 'r.rate_date', 'r.rate_micro'])
    .where('r.company_id', '=', companyId)
    .execute()
  for (const [rows, source] of [[platform, 'Platform'], [own, 'Company']] as const) {
    for (const r of rows) {
      if (!isCurrencyCode(r.currency) || r.currency === 'CNY') continue
      out.set(r.currency, better(out.get(r.currency), { code: r.currency, rateMicro: Number(r.rate_micro), date: r.rate_date, source }))
    }
  }
  // A day before every rate: the earliest the platform knows.
  const missing = CURRENCY_CODES.filter((c) => !out.has(c))
  if (missing.length) {
    const firstDays = db.selectFrom('exchange_rates').select(['currency', (eb) => eb.fn.min('rate_date').as('d')]).where('currency', 'in', missing).groupBy('currency')
    const first = await db
      .selectFrom('exchange_rates as r')
      .innerJoin(firstDays.as('m'), (j) => j.onRef('m.currency', '=', 'r.currency').onRef('m.d', '=', 'r.rate_date'))
      .select(['r.currency', 'r.rate_date', 'r.rate_micro'])
      .execute()
    for (const r of first) if (isCurrencyCode(r.currency)) out.set(r.currency, { code: r.currency, rateMicro: Number(r.rate_micro), date: r.rate_date, source: 'Platform' })
  }
  return out
}

/** Sets a company's rate of a currency from a day on (replacing its own rate of that day). */
export async function setCompanyRate(db: Db, companyId: number, code: CurrencyCode, day: string, rateMicro: number, userId: number, at: string): Promise<void> {
  await db
    .insertInto('company_exchange_rates')
    .values({ company_id: companyId, currency: code, rate_date: day, rate_micro: rateMicro, set_by_user_id: userId, updated_at: at })
    .onConflict((oc) => oc.columns(['company_id', 'currency', 'rate_date']).doUpdateSet({ rate_micro: rateMicro, set_by_user_id: userId, updated_at: at }))
    .execute()
}
