/**
 * A year of the demo company's travel, so that the reports have figures on a fresh demo
 * (docs/reports.md, "Seeded history"): flights, stays and train journeys of Hengyuan's staff
 * over the twelve China months before the server's day, booked 1 to 20 days ahead, mostly within
 * the standard and some over it with a reason code, written as the booking would have left them
 * once travelled (tickets issued, stays confirmed). Deterministic: the same day gives the same
 * orders; idempotent by their request ids (`history-<month>-<n>`), so a later start adds only the
 * months still missing. Only the demo start asks for it (SeedOptions.history), not the tests.
 */
import type { Kysely } from 'kysely'
import type { Database } from '../schema'
import { addDays, addMonths, chinaInstant, daysBetween } from '../../lib/time'
import { rng } from '../../lib/prng'
import { storedReason } from '../../kernel/orders/reason-text'
import { flight, hotel, train, type AddRow, type Maker, type Traveller } from './history-orders'
import { bus, car, dining, intlFlight, type Restaurant } from './history-more'

const COMPANY = 'HENGYUAN'
/** Orders a month: enough for every report to show a shape, few enough to seed in well under a second. */
const PER_MONTH = 9
/** Then one car ride, coach ticket, international flight and meal a month (orders 9–12, their own draws). */
const MORE_FROM = 9
export async function seedHistory(db: Kysely<Database>, today: string): Promise<number> {
  const company = await db.selectFrom('companies').select('id').where('code', '=', COMPANY).executeTakeFirst()
  if (!company) return 0
  const companyId = company.id
  const travellers = await travellersOf(db, companyId)
  if (!travellers.length) return 0
  const reasons = await db
    .selectFrom('reason_codes')
    .select(['product', 'code', 'text_json'])
    .where('company_id', '=', companyId)
    .where('kind', '=', 'Policy')
    .where('status', '=', 1)
    .orderBy('sort')
    .execute()
  const reasonOf = (product: string, r: () => number): string => {
    const list = reasons.filter((x) => x.product === product)
    const c = list[Math.floor(r() * list.length)]
    return c ? storedReason(c.code, JSON.parse(c.text_json) as Record<string, string>, '') : ''
  }
  const restaurants: Restaurant[] = (
    await db.selectFrom('dining_restaurants').select(['id', 'city_code', 'avg_spend', 'name_json']).orderBy('id').execute()
  ).map((x) => ({ id: x.id, city_code: x.city_code, avg_spend: x.avg_spend, name: (JSON.parse(x.name_json) as Record<string, string>)['zh-CN'] ?? '' }))
  const batches: { from: number; makers: [string, Maker][]; seed: string }[] = [
    {
      from: 0,
      makers: [
        ['Flight', flight],
        ['Hotel', hotel],
        ['Train', train],
      ],
      seed: '',
    },
    {
      from: MORE_FROM,
      makers: [
        ['Car', car],
        ['Bus', bus],
        ['IntlFlight', intlFlight],
        ['Dining', dining(restaurants)],
      ],
      seed: '|more',
    },
  ]
  const thisMonth = `${today.slice(0, 7)}-01`
  let inserted = 0
  for (let back = 11; back >= 0; back--) {
    const month = addMonths(thisMonth, -back).slice(0, 7)
    const days = Math.min(daysBetween(`${month}-01`, addMonths(`${month}-01`, 1)), back === 0 ? daysBetween(`${month}-01`, today) : 31)
    if (days <= 0) continue
    for (const batch of batches) {
      const done = await db
        .selectFrom('orders')
        .select('id')
        .where('company_id', '=', companyId)
        .where(
          'client_request_id',
          'in',
          Array.from({ length: batch.from === 0 ? PER_MONTH : batch.makers.length }, (_, i) => `history-${month}-${batch.from + i}`),
        )
        .executeTakeFirst()
      if (done) continue
      const r = rng(`history|${month}${batch.seed}`)
      const count = batch.from === 0 ? PER_MONTH : batch.makers.length
      for (let i = 0; i < count; i++) {
        const n = batch.from + i
        const t = travellers[Math.floor(r() * travellers.length)]
        const booked = addDays(`${month}-01`, Math.floor(r() * days))
        const travel = addDays(booked, 1 + Math.floor(r() * 20))
        const over = r() < 0.2
        const [product, maker] = batch.makers[i % batch.makers.length]
        const reason = over ? reasonOf(product, r) : ''
        const made = maker(t, booked, travel, over, reason, r)
        if (!made) continue
        const at = chinaInstant(booked, 9 * 60 + Math.floor(r() * 9 * 60)).toISOString()
        const { id } = await db
          .insertInto('orders')
          .values({
            company_id: companyId,
            order_no: `H-${month}-${n}`,
            product: made.product,
            booker_user_id: t.userId,
            booker_person_id: t.personId,
            client_request_id: `history-${month}-${n}`,
            request_hash: null,
            status: made.status,
            approval_status: 'NotRequired',
            payment_type: 'Company',
            trip_type: 'Business',
            total: made.total,
            company_amount: made.total,
            personal_amount: 0,
            paid_company: made.total,
            paid_personal: 0,
            detail_json: JSON.stringify({
              Contacts: [{ Name: t.chName, MobileCountryCode: '86', Mobile: t.mobile, Email: t.email }],
              Fields: {
                CostCenter: t.costCenter,
                Department: t.department,
                BusinessUnit: null,
                CustomItem: null,
                Purpose: '客户拜访',
                AuthorizationCode: '',
                Attachments: [],
                ExtendFields: [],
              },
              BookMessage: '',
              PaymentTypeName: '',
              ...made.doc,
            }),
            search_text: `${t.chName} ${made.search}`.toLowerCase(),
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        await db
          .updateTable('orders')
          .set({ order_no: `${made.prefix}${booked.replace(/-/g, '')}${String(id).padStart(6, '0')}` })
          .where('id', '=', id)
          .execute()
        const pax = await db
          .insertInto('order_passengers')
          .values({
            company_id: companyId,
            order_id: id,
            person_id: t.personId,
            pax_type: 'Adult',
            ch_name: t.chName,
            last_name: t.lastName,
            first_name: t.firstName,
            gender: t.gender,
            birth_date: t.birth,
            rank_id: t.rankId,
            nationality: 'CN',
            id_type: t.idType,
            id_no: t.idNo,
            id_expiry: null,
            mobile_country_code: '86',
            mobile: t.mobile,
            email: t.email,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        const add: AddRow = async (table, values) => {
          const row = await (db as Kysely<any>)
            .insertInto(table)
            .values({ company_id: companyId, order_id: id, ...values })
            .returning('id')
            .executeTakeFirstOrThrow()
          return row.id as number
        }
        await made.write(add, id, pax.id)
        inserted += 3
      }
    }
  }
  return inserted
}

/** The company's employees with an account of their own, or booked for by the company's booker. */
async function travellersOf(db: Kysely<Database>, companyId: number): Promise<Traveller[]> {
  const rows = await db
    .selectFrom('persons')
    .leftJoin('users', 'users.person_id', 'persons.id')
    .leftJoin('departments', 'departments.id', 'persons.department_id')
    .leftJoin('cost_centers', 'cost_centers.id', 'persons.cost_center_id')
    .select([
      'persons.id',
      'persons.ch_name',
      'persons.last_name',
      'persons.first_name',
      'persons.gender',
      'persons.birth_date',
      'persons.id_type',
      'persons.id_no',
      'persons.mobile',
      'persons.email',
      'persons.rank_id',
      'persons.department_id',
      'persons.cost_center_id',
      'users.id as user_id',
      'users.user_name',
      'departments.name as dept_name',
      'cost_centers.name as cc_name',
    ])
    .where('persons.company_id', '=', companyId)
    .where('persons.kind', '=', 'employee')
    .orderBy('persons.id')
    .execute()
  const booker = rows.find((p) => p.user_name === 'booker01')?.user_id
  return rows.flatMap((p) => {
    const userId = p.user_id ?? booker
    if (!userId) return []
    return [
      {
        personId: p.id,
        userId,
        chName: p.ch_name,
        lastName: p.last_name,
        firstName: p.first_name,
        gender: p.gender,
        birth: p.birth_date ?? '',
        idType: p.id_type,
        idNo: p.id_no ?? '',
        mobile: p.mobile ?? '',
        email: p.email ?? '',
        rankId: p.rank_id,
        department: p.department_id ? { Id: p.department_id, Name: p.dept_name ?? '' } : null,
        costCenter: p.cost_center_id ? { Id: p.cost_center_id, Name: p.cc_name ?? '' } : null,
      },
    ]
  })
}
