/**
 * A person's meal standard where they eat, today: their rank's Dining document (rules.ts), the
 * company's DiningSettings, the city's tier, whether the company pays today there (a trip day —
 * an approved trip application or a booked hotel in that city — or a working day of China's
 * calendar, holidays.ts) and what it
 * has paid today for the person's own meals.
 */
import type { DiningOverStandard, DiningPayDays, DiningRefusal, DiningStandard } from '../../../../types/api/dining'
import { MEALS } from '../../../../types/api/dining'
import type { GenericRankPolicy } from '../../../../types/api/admin'
import type { Db } from '../../db/schema'
import type { Lang } from '../../i18n'
import { companySetting } from '../../kernel/orders/setting-cache'
import type { GenerationSource } from '../../db/generation'
import { DINING_CITIES } from './data'
import { isWorkingDay } from './holidays'
import { ownAllowance, rankStandard, tiered, windowText, type DiningRank } from './rules'
import { dt } from './texts'

export interface PersonStandard {
  rank: DiningRank | null
  rankName: string
  tier: number
  payDays: DiningPayDays
  overStandard: DiningOverStandard
  dayRefusal: DiningRefusal | null
  ownToday: number
}

export const cityTier = (city: string): number => DINING_CITIES.find((c) => c.code === city)?.tier ?? 2

/** The company's choices, with their defaults. */
export async function diningSettings(src: GenerationSource, companyId: number): Promise<{ payDays: DiningPayDays; overStandard: DiningOverStandard }> {
  const s = (await companySetting(src, companyId)).DiningSettings
  return { payDays: s?.PayDays === 'WorkingDay' ? 'WorkingDay' : 'TripDay', overStandard: s?.OverStandard === 'Refuse' ? 'Refuse' : 'PayPersonally' }
}

/** An approved trip application taking the person to the city over the day, or a hotel booked there for the night. */
export async function isTripDay(db: Db, companyId: number, personId: number, city: string, day: string): Promise<boolean> {
  const applied = await db
    .selectFrom('trip_applications as a')
    .innerJoin('trip_application_legs as l', 'l.application_id', 'a.id')
    .select('a.id')
    .where('a.company_id', '=', companyId)
    .where('a.status', '=', 'Approved')
    .where('a.start_date', '<=', day)
    .where('a.end_date', '>=', day)
    .where('l.arrive_city_code', '=', city)
    .where((eb) =>
      eb.or([
        eb('a.applicant_person_id', '=', personId),
        eb.exists(
          eb.selectFrom('trip_application_travellers as t').select('t.id').whereRef('t.application_id', '=', 'a.id').where('t.person_id', '=', personId),
        ),
      ]),
    )
    .executeTakeFirst()
  if (applied) return true
  return (await stayCities(db, companyId, personId, day)).includes(city)
}

/** The cities of the person's hotel stays over the day (booked, not cancelled), latest check-in first. */
export async function stayCities(db: Db, companyId: number, personId: number, day: string): Promise<string[]> {
  const rows = await db
    .selectFrom('hotel_stays as s')
    .innerJoin('orders as o', 'o.id', 's.order_id')
    .innerJoin('order_passengers as p', 'p.order_id', 'o.id')
    .select('s.city_code')
    .where('s.company_id', '=', companyId)
    .where('p.person_id', '=', personId)
    .where('s.check_in', '<=', day)
    .where('s.check_out', '>=', day)
    .where('o.status', 'not in', ['Cancelled', 'Voided', 'PendingApproval'])
    .orderBy('s.check_in', 'desc')
    .execute()
  return rows.map((r) => r.city_code)
}

/** What the company paid today for the person's own meals (orders not cancelled). */
export async function ownPaidOn(db: Db, companyId: number, personId: number, day: string): Promise<number> {
  const r = await db
    .selectFrom('dining_meals as m')
    .innerJoin('orders as o', 'o.id', 'm.order_id')
    .select((eb) => eb.fn.sum<number>('m.own_amount').as('own'))
    .where('m.company_id', '=', companyId)
    .where('m.person_id', '=', personId)
    .where('m.day', '=', day)
    .where('o.status', 'not in', ['Cancelled', 'Voided'])
    .executeTakeFirst()
  return Number(r?.own ?? 0)
}

export async function personStandard(src: GenerationSource, companyId: number, personId: number, city: string, day: string): Promise<PersonStandard> {
  const db = src.db as Db
  const person = await db.selectFrom('persons').select('rank_id').where('id', '=', personId).where('company_id', '=', companyId).executeTakeFirst()
  const rankId = person?.rank_id ?? null
  const [rankRow, rule, settings] = await Promise.all([
    rankId === null ? null : db.selectFrom('ranks').select(['name', 'name_en']).where('id', '=', rankId).executeTakeFirst(),
    rankId === null
      ? null
      : db
          .selectFrom('rank_rules')
          .select('policy_json')
          .where('company_id', '=', companyId)
          .where('rank_id', '=', rankId)
          .where('product', '=', 'Dining')
          .executeTakeFirst(),
    diningSettings(src, companyId),
  ])
  const rank = rankStandard(rule?.policy_json ? (JSON.parse(rule.policy_json) as GenericRankPolicy) : null)
  let dayRefusal: DiningRefusal | null = null
  if (settings.payDays === 'WorkingDay') dayRefusal = isWorkingDay(day) ? null : 'NotWorkingDay'
  else dayRefusal = (await isTripDay(db, companyId, personId, city, day)) ? null : 'NotTripDay'
  return {
    rank,
    rankName: rankRow?.name ?? '',
    tier: cityTier(city),
    ...settings,
    dayRefusal,
    ownToday: await ownPaidOn(db, companyId, personId, day),
  }
}

/** The standard as the app shows it. */
export function standardView(s: PersonStandard, lang: Lang): DiningStandard | null {
  const r = s.rank
  if (!r) return null
  // What the day's cap leaves; without one, the dearest meal's cap.
  const left =
    r.dailyCap === null ? Math.max(...MEALS.map((m) => ownAllowance(r, m, s.tier, s.ownToday))) : Math.max(0, tiered(r.dailyCap, s.tier) - s.ownToday)
  return {
    RankName: s.rankName,
    CityTier: s.tier,
    Meals: MEALS.map((m) => {
      const [From, To] = windowText(r.windows[m]).split('-')
      return { Meal: m, From, To, Cap: r.caps[m] === null ? 0 : tiered(r.caps[m]!, s.tier) }
    }),
    DailyCap: r.dailyCap === null ? null : tiered(r.dailyCap, s.tier),
    GuestCap: r.guestCap === null ? null : tiered(r.guestCap, s.tier),
    LeftToday: s.dayRefusal ? 0 : left,
    PayableToday: !s.dayRefusal,
    NotPayableText: s.dayRefusal ? dt(lang, `refusal${s.dayRefusal}`) : '',
    PayDays: s.payDays,
    OverStandard: s.overStandard,
  }
}
