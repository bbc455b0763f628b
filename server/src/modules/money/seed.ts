/**
 * Money demo data (docs/money.md), deterministic and idempotent like the rest of the seed:
 * the platform's daily exchange rates for four months either side of the day it is seeded on (each
 * currency moves a little around its base from day to day; a later start adds the days it lacks), each company's money settings, Hengyuan's prepayment,
 * and a starting wallet, beans and vouchers for the demo accounts — every balance written as a
 * 'Grant' record, so balances equal the sums of their records from the start.
 */
import type { Kysely } from 'kysely'
import { CURRENCY_CODES, type CurrencyCode } from '../../../../types/api/money-values'
import type { Database } from '../../db/schema'
import { unit } from '../../lib/prng'
import { addDays, daysBetween } from '../../lib/time'
import { COMPANY_OWNER } from '../../services/money/ledger'
import { equal } from '../../db/match'

const AT = '2026-01-05T01:00:00.000Z'
/** The seeded rates: about four months either side of the day the demo is seeded on. */
export const RATE_DAYS_AROUND = 120
export const rateDays = (today: string) => ({ first: addDays(today, -RATE_DAYS_AROUND), last: addDays(today, RATE_DAYS_AROUND) })

/** CNY per unit around which the daily rates move (±1 %). */
export const BASE_RATES: Readonly<Record<Exclude<CurrencyCode, 'CNY'>, number>> = {
  USD: 7.12,
  EUR: 7.78,
  GBP: 9.15,
  HKD: 0.915,
  JPY: 0.0472,
  KRW: 0.0052,
  AUD: 4.68,
  CAD: 5.15,
  CHF: 8.05,
  NZD: 4.21,
  RUB: 0.078,
  SGD: 5.38,
  THB: 0.204,
  TWD: 0.224,
}

/** The seeded rate of a currency on a day, in millionths (a pure function, for the tests too). */
export function seededRate(code: Exclude<CurrencyCode, 'CNY'>, day: string): number {
  const move = 0.99 + unit(`rate|${code}|${day}`) * 0.02
  return Math.max(1, Math.round(BASE_RATES[code] * move * 1_000_000))
}

interface CompanyMoney {
  settings: { wallet: boolean; beans: boolean; vouchers: boolean; prepayment: boolean; lowBalance: number; timeout: number }
  /** Fen. */
  prepayment: number
  /** user name → wallet fen, beans, points. */
  people: Record<string, [number, number, number]>
}

const COMPANIES: Record<string, CompanyMoney> = {
  HENGYUAN: {
    settings: { wallet: true, beans: true, vouchers: true, prepayment: true, lowBalance: 5_000_000, timeout: 15 },
    prepayment: 500_000_000,
    people: { employee01: [50_000, 300, 2_000], booker01: [20_000, 120, 500], approver01: [10_000, 80, 800], admin01: [0, 0, 0] },
  },
  LANHAI: {
    settings: { wallet: true, beans: false, vouchers: true, prepayment: false, lowBalance: 0, timeout: 15 },
    prepayment: 0,
    people: { other01: [30_000, 0, 1_000] },
  },
}

/** [number suffix, amount fen, minimum fen, product, days valid from the seed's day (negative: expired), title]. */
const VOUCHERS: [string, number, number, string, number, [string, string, string, string]][] = [
  ['01', 5_000, 30_000, 'Flight', 120, ['机票立减50元', '機票立減50元', '¥50 off a flight', '航空券50元引き']],
  ['02', 2_000, 10_000, 'Train', 120, ['火车票立减20元', '火車票立減20元', '¥20 off a train ticket', '列車20元引き']],
  ['03', 10_000, 50_000, 'Hotel', 120, ['酒店满500减100', '飯店滿500減100', '¥100 off a hotel stay from ¥500', 'ホテル500元以上で100元引き']],
  ['04', 3_000, 0, '', 120, ['通用券30元', '通用券30元', '¥30 off anything', '全商品30元引き']],
  ['05', 8_000, 20_000, '', -30, ['夏季出行券（已过期）', '夏季出行券（已過期）', 'Summer travel voucher (expired)', '夏の旅行クーポン（期限切れ）']],
]

/** The points mall's catalogue: [code, points, stock, names]. MUG has 3 left, the umbrella none. */
const MALL: [string, number, number, [string, string, string, string]][] = [
  ['LOUNGE', 800, 50, ['机场贵宾厅单次券', '機場貴賓室單次券', 'Airport lounge pass', '空港ラウンジ利用券']],
  ['PILLOW', 300, 100, ['旅行U型枕', '旅行U型枕', 'Travel neck pillow', 'トラベル用ネックピロー']],
  ['MUG', 200, 3, ['保温杯', '保溫杯', 'Insulated travel mug', '保温タンブラー']],
  ['CARD', 1_000, 20, ['100元交通卡', '100元交通卡', '¥100 transit card', '100元交通カード']],
  ['UMBRELLA', 150, 0, ['折叠伞', '折疊傘', 'Folding umbrella', '折りたたみ傘']],
]

export async function seedMoneyData(db: Kysely<Database>, today: string): Promise<number> {
  let inserted = 0
  for (const [i, [code, price, stock, names]] of MALL.entries()) {
    const exists = await db.selectFrom('mall_items').select('id').where('code', '=', code).executeTakeFirst()
    if (exists) continue
    await db
      .insertInto('mall_items')
      .values({ code, price, stock, sort: i + 1, name_json: JSON.stringify({ 'zh-CN': names[0], 'zh-TW': names[1], en: names[2], ja: names[3] }) })
      .execute()
    inserted++
  }
  // Rates: insert the days a currency lacks, in batches.
  const range = rateDays(today)
  const days = daysBetween(range.first, range.last) + 1
  for (const code of CURRENCY_CODES) {
    if (code === 'CNY') continue
    const have = new Set((await db.selectFrom('exchange_rates').select('rate_date').where('currency', '=', code).execute()).map((r) => r.rate_date))
    const rows = Array.from({ length: days }, (_, i) => addDays(range.first, i))
      .filter((d) => !have.has(d))
      .map((d) => ({ currency: code, rate_date: d, rate_micro: seededRate(code, d), created_at: AT }))
    for (let i = 0; i < rows.length; i += 200)
      await db
        .insertInto('exchange_rates')
        .values(rows.slice(i, i + 200))
        .execute()
    inserted += rows.length
  }

  const companies = await db.selectFrom('companies').select(['id', 'code']).where('code', 'in', Object.keys(COMPANIES)).execute()
  for (const c of companies) {
    const m = COMPANIES[c.code]
    const s = m.settings
    const has = await db.selectFrom('money_settings').select('company_id').where('company_id', '=', c.id).executeTakeFirst()
    if (!has) {
      await db
        .insertInto('money_settings')
        .values({
          company_id: c.id,
          wallet_pay: +s.wallet,
          beans_pay: +s.beans,
          voucher_pay: +s.vouchers,
          prepayment: +s.prepayment,
          low_balance: s.lowBalance,
          pay_timeout_minutes: s.timeout,
          updated_at: AT,
        })
        .execute()
      inserted++
    }
    inserted += await grant(db, c.id, 'Prepayment', COMPANY_OWNER, m.prepayment)
    const users = await db
      .selectFrom('users')
      .select(['id', 'user_name'])
      .where('company_id', '=', c.id)
      .where('user_name', 'in', Object.keys(m.people))
      .execute()
    for (const u of users) {
      const [wallet, beans, points] = m.people[u.user_name]
      inserted += await grant(db, c.id, 'Wallet', u.id, wallet)
      inserted += await grant(db, c.id, 'Beans', u.id, beans)
      inserted += await grant(db, c.id, 'Points', u.id, points)
      for (const [suffix, amount, min, product, validDays, title] of VOUCHERS) {
        const no = `V${c.id}${String(u.id).padStart(5, '0')}${suffix}`
        const exists = await db.selectFrom('vouchers').select('id').where('voucher_no', '=', no).executeTakeFirst()
        if (exists) continue
        await db
          .insertInto('vouchers')
          .values({
            company_id: c.id,
            user_id: u.id,
            voucher_no: no,
            title_json: JSON.stringify({ 'zh-CN': title[0], 'zh-TW': title[1], en: title[2], ja: title[3] }),
            amount,
            min_spend: min,
            product,
            valid_from: addDays(today, Math.min(0, validDays) - 150),
            expires_on: addDays(today, validDays),
            status: 'Available',
            used_order_id: null,
            used_at: null,
            created_at: AT,
          })
          .execute()
        inserted++
      }
    }
  }
  return inserted
}

/** A starting balance as one 'Grant' record, once per account (an account that exists is left as it is). */
async function grant(
  db: Kysely<Database>,
  companyId: number,
  ledger: 'Wallet' | 'Beans' | 'Points' | 'Prepayment',
  ownerId: number,
  amount: number,
): Promise<number> {
  const exists = await db
    .selectFrom('money_accounts')
    .select('id')
    .where((eb) => equal(eb, { company_id: companyId, ledger, owner_id: ownerId }))
    .executeTakeFirst()
  if (exists) return 0
  const { id } = await db
    .insertInto('money_accounts')
    .values({ company_id: companyId, ledger, owner_id: ownerId, balance: amount, updated_at: AT })
    .returning('id')
    .executeTakeFirstOrThrow()
  if (amount > 0) {
    await db
      .insertInto('money_records')
      .values({
        company_id: companyId,
        account_id: id,
        ledger,
        owner_id: ownerId,
        kind: 'Grant',
        amount,
        balance_after: amount,
        product: '',
        order_no: '',
        ref_no: '',
        month: AT.slice(0, 7),
        created_at: AT,
      })
      .execute()
  }
  return 1
}
