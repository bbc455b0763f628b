/**
 * International flight demo data of the seeded companies: the ranks' standards (Hengyuan: staff
 * economy only and 3 days ahead, managers business from 10 hours and within 10 % of the day's
 * lowest fare, directors business from 6 hours, executives always; Lanhai: staff economy only, managers business from 8 hours), the reasons for a fare
 * over standard, and a director with an account to book as: director01 (赵磊 HY0008, rank R3,
 * the demo password, the employee role), so a client journey can show business class in policy.
 * Idempotent like the rest of the seed.
 */
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { equal } from '../../db/match'
import { seedProductRules, type Texts } from '../../kernel/orders/seed'
import { INTL_RANK_POLICY } from './rank-admin'

const AT = '2026-01-05T01:00:00.000Z'

/** [rank, business from minutes (null economy only), advance days, lowest price + per cent]. */
const RULES: Record<string, [string, number | null, number | null, number | null][]> = {
  HENGYUAN: [
    ['R1', null, 3, null],
    ['R2', 600, null, 10],
    ['R3', 360, null, null],
    ['R4', 0, null, null],
  ],
  LANHAI: [
    ['R1', null, null, null],
    ['R2', 480, null, null],
  ],
}

const REASONS: [string, Texts][] = [
  ['I1', ['经济舱已售完', '經濟艙已售完', 'Economy is sold out', 'エコノミーが満席']],
  ['I2', ['抵达后需立即工作或会见客户', '抵達後需立即工作或會見客戶', 'Working or meeting clients right after landing', '到着後すぐに業務・顧客訪問']],
  ['I3', ['与客户或领导同行', '與客戶或主管同行', 'Travelling with a client or a manager', '顧客・上司と同行']],
  ['I4', ['身体原因', '身體原因', 'Health reasons', '健康上の理由']],
]

/** Accounts this module adds: [user name, employee number, company, roles]. */
const ACCOUNTS: [string, string, string, string[]][] = [['director01', 'HY0008', 'HENGYUAN', ['employee']]]

export const seedIntlFlightData = (db: Kysely<Database>): Promise<number> =>
  seedProductRules(db, {
    product: 'IntlFlight',
    handler: INTL_RANK_POLICY,
    rules: RULES,
    standard: ([code, business, advance, lowest]) => [code, { BusinessMinMinutes: business, AdvanceDays: advance, LowestPricePct: lowest }],
    reasons: REASONS,
    more: (c) => seedAccounts(db, c),
  })

/** The accounts this module adds to the company (ACCOUNTS). */
async function seedAccounts(db: Kysely<Database>, c: { id: number; code: string }): Promise<number> {
  let inserted = 0
  for (const [userName, no, company, roles] of ACCOUNTS) {
    if (company !== c.code) continue
    if (await db.selectFrom('users').select('id').where('user_name_key', '=', userName.toLowerCase()).executeTakeFirst()) continue
    const person = await db.selectFrom('persons').select('id').where('company_id', '=', c.id).where('employee_no', '=', no).executeTakeFirst()
    // The demo password's hash, as the company's other demo accounts have it.
    const model = await db
      .selectFrom('users')
      .select('password_hash')
      .where((eb) => equal(eb, { company_id: c.id, user_name_key: 'employee01' }))
      .executeTakeFirst()
    if (!person || !model) continue
    const user = await db
      .insertInto('users')
      .values({
        company_id: c.id,
        person_id: person.id,
        user_name: userName,
        user_name_key: userName.toLowerCase(),
        password_hash: model.password_hash,
        has_personal_account: 1,
        status: 1,
        created_at: AT,
        password_changed_at: AT,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    for (const code of roles) {
      const role = await db.selectFrom('roles').select('id').where('company_id', '=', c.id).where('code', '=', code).executeTakeFirst()
      if (role) await db.insertInto('user_roles').values({ company_id: c.id, user_id: user.id, role_id: role.id }).execute()
    }
    inserted++
  }
  return inserted
}
