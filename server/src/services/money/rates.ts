/**
 * Dated exchange rates against CNY (docs/money.md). The platform keeps a rate per currency and
 * China day; a company may set its own from a day on, which wins over the platform's from that day.
 * The rate of a day is the latest rate dated on or before it (a day without one keeps the last
 * known), or the earliest known when the day comes before every rate.
 */
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely'
import { CURRENCY_CODES, MINOR_UNITS, isCurrencyCode, type CurrencyCode } from '../../../../types/api/money-values'
import type { CurrencyInfo } from '../../../../types/api'
import { cachedRead, type GenerationSource } from '../../db/generation'
import type { Db } from '../../db/schema'
import { chinaDay } from '../../lib/time'
import { textCurrency, type TextCurrency } from '../../lib/money'
import type { CallContext } from '../../http/context'

export interface DatedRate {
  code: CurrencyCode
  rateMicro: number
  /** The day the rate was set for (on or before the day asked). */
  date: string
  source: 'Platform' | 'Company'
}

const better = (a: DatedRate | undefined, b: DatedRate): DatedRate => (!a || b.date > a.date || (b.date === a.date && b.source === 'Company') ? b : a)

/** The columns both rate tables have: the platform's (exchange_rates) and the companies' own (company_exchange_rates, with company_id). */
type Rates = { t: { company_id: number; currency: string; rate_date: string; rate_micro: number } }

/**
 * Each currency's rate of one day of its own: the latest (`max`) or earliest (`min`) among its rates
 * `among` keeps; the platform's rates, or a company's own. Kysely cannot follow a table chosen by a
 * parameter: the query is typed over the columns both tables have.
 */
function ratesOfDays(db: Db, companyId: number | null, edge: 'max' | 'min', among: (eb: ExpressionBuilder<Rates, 't'>) => Expression<SqlBool>) {
  const q = db as unknown as Kysely<Rates>
  const t = (companyId === null ? 'exchange_rates' : 'company_exchange_rates') as unknown as 't'
  const days = q
    .selectFrom(t)
    .select(['currency', (eb) => eb.fn[edge]('rate_date').as('d')])
    .$if(companyId !== null, (qb) => qb.where('company_id', '=', companyId!))
    .where(among)
    .groupBy('currency')
  return q
    .selectFrom(`${t} as r` as 't as r')
    .innerJoin(days.as('m'), (j) => j.onRef('m.currency', '=', 'r.currency').onRef('m.d', '=', 'r.rate_date'))
    .select(['r.currency', 'r.rate_date', 'r.rate_micro'])
    .$if(companyId !== null, (qb) => qb.where('r.company_id', '=', companyId!))
    .execute()
}

/** Every currency's rate on a China day for a company (CNY is 1). */
export async function ratesOn(db: Db, companyId: number, day: string): Promise<Map<CurrencyCode, DatedRate>> {
  const out = new Map<CurrencyCode, DatedRate>()
  out.set('CNY', { code: 'CNY', rateMicro: 1_000_000, date: day, source: 'Platform' })
  // Latest day on or before `day` per currency, for the platform and for the company.
  const platform = await ratesOfDays(db, null, 'max', (eb) => eb('rate_date', '<=', day))
  const own = await ratesOfDays(db, companyId, 'max', (eb) => eb('rate_date', '<=', day))
  for (const [rows, source] of [
    [platform, 'Platform'],
    [own, 'Company'],
  ] as const) {
    for (const r of rows) {
      if (!isCurrencyCode(r.currency) || r.currency === 'CNY') continue
      out.set(r.currency, better(out.get(r.currency), { code: r.currency, rateMicro: Number(r.rate_micro), date: r.rate_date, source }))
    }
  }
  // A day before every rate: the earliest the platform knows.
  const missing = CURRENCY_CODES.filter((c) => !out.has(c))
  if (missing.length) {
    const first = await ratesOfDays(db, null, 'min', (eb) => eb('currency', 'in', missing))
    for (const r of first)
      if (isCurrencyCode(r.currency)) out.set(r.currency, { code: r.currency, rateMicro: Number(r.rate_micro), date: r.rate_date, source: 'Platform' })
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

/** A company's rates of a day, under the cache generation (both rate tables are watched: migration 0083). */
const cachedRates = cachedRead(
  (companyId: number, day: string) => `${companyId}|${day}`,
  (db, companyId: number, day: string) => ratesOn(db as Db, companyId, day),
  2000,
)

/**
 * The envelope's CurrencyInfo with today's rate of the caller's company (the platform's for a
 * caller without a session): what the client converts the answer's fen with.
 */
export async function withRate(src: GenerationSource, info: CurrencyInfo, companyId: number | null, now: Date): Promise<CurrencyInfo> {
  const code = info.CurrencyCode
  if (!isCurrencyCode(code)) return info
  const day = chinaDay(now)
  if (code === 'CNY') return { ...info, RateMicro: 1_000_000, RateDate: day, MinorUnits: MINOR_UNITS.CNY }
  const rate = (await cachedRates(src, companyId ?? 0, day)).get(code)
  return rate ? { ...info, RateMicro: rate.rateMicro, RateDate: rate.date, MinorUnits: MINOR_UNITS[code] } : info
}

const textCurrencies = new WeakMap<CallContext, Promise<TextCurrency>>()

/**
 * The currency a call's worded texts quote amounts in: the request's display currency at the rate
 * its envelope carries (withRate), so a policy text says '$85.91' beside a price the client shows
 * as $85.91 (docs/money.md#amounts-in-texts). Read once per request.
 */
export function textCurrencyOf(ctx: CallContext): Promise<TextCurrency> {
  let cur = textCurrencies.get(ctx)
  if (!cur) {
    cur = withRate(ctx, ctx.currency, ctx.caller?.companyId ?? null, ctx.now()).then(textCurrency)
    textCurrencies.set(ctx, cur)
  }
  return cur
}
