/**
 * Train demo data of the seeded companies: the ranks' train standards, the reasons for booking
 * out of policy, and the railway's verification of some travellers (the others follow the
 * default: verified with a mainland ID card, pending otherwise), a deterministic mix so that the
 * screens show every state. Idempotent like the rest of the seed.
 */
import type { Kysely } from 'kysely'
import type { PassengerCheck, SeatClass } from '../../../../types/api/train'
import type { Database } from '../../db/schema'
import { equal } from '../../db/match'
import { seedProductRules, type Texts } from '../../kernel/orders/seed'
import { TRAIN_RANK_POLICY } from './rank-admin'

const AT = '2026-01-05T01:00:00.000Z'

/** [rank, high-speed classes, other trains by day, overnight] ([] = any). */
type Rule = [string, SeatClass[], SeatClass[], SeatClass[]]

const RULES: Record<string, Rule[]> = {
  HENGYUAN: [
    ['R1', ['Second'], ['HardSeat', 'HardSleeper'], ['HardSleeper', 'SoftSleeper']],
    ['R2', ['Second', 'First'], ['HardSeat', 'HardSleeper', 'SoftSleeper'], ['SoftSleeper']],
    ['R3', ['Second', 'First', 'PremiumFirst'], [], ['SoftSleeper']],
    ['R4', [], [], []],
  ],
  LANHAI: [
    ['R1', ['Second'], ['HardSeat'], ['HardSleeper']],
    ['R2', ['Second', 'First'], [], []],
  ],
}

const REASONS: [string, Texts][] = [
  ['T1', ['标准内席别已售完', '標準內席別已售完', 'In-policy classes are sold out', '規程内の席種が売り切れ']],
  ['T2', ['需在车上办公或开会', '需在車上辦公或開會', 'Working or meeting on the train', '車内で仕事・会議が必要']],
  ['T3', ['与客户或领导同行', '與客戶或主管同行', 'Travelling with a client or a manager', '顧客・上司と同行']],
  ['T4', ['身体原因', '身體原因', 'Health reasons', '健康上の理由']],
]

/** Travellers the railway answered otherwise than by default (employee numbers; others by name). */
const CHECKS: Record<string, [string, PassengerCheck][]> = {
  HENGYUAN: [
    ['HY0007', 'Pending'],
    ['HY0009', 'Failed'],
    ['HY0010', 'ProvisionallyPassed'],
    ['HY0012', 'VerifyInPerson'],
    ['HY0013', 'Pending'],
    ['HY0017', 'ProvisionallyPassed'],
    ['SATO', 'VerifyInPerson'],
    ['CARTER', 'Pending'],
    ['CHAN', 'ProvisionallyPassed'],
  ],
  LANHAI: [],
}

export const seedTrainData = (db: Kysely<Database>): Promise<number> =>
  seedProductRules(db, {
    product: 'Train',
    handler: TRAIN_RANK_POLICY,
    rules: RULES,
    standard: ([code, high, conventional, night]) => [code, { HighSpeed: high, Conventional: conventional, Night: night }],
    reasons: REASONS,
    more: (c) => seedChecks(db, c),
  })

/** The railway's answers about the company's travellers (CHECKS). */
async function seedChecks(db: Kysely<Database>, c: { id: number; code: string }): Promise<number> {
  let inserted = 0
  for (const [who, status] of CHECKS[c.code] ?? []) {
    const person = await db
      .selectFrom('persons')
      .select('id')
      .where('company_id', '=', c.id)
      .where((eb) => eb.or([eb('employee_no', '=', who), eb('last_name', '=', who)]))
      .executeTakeFirst()
    if (!person) continue
    const exists = await db
      .selectFrom('train_passenger_checks')
      .select('id')
      .where((eb) => equal(eb, { company_id: c.id, person_id: person.id }))
      .executeTakeFirst()
    if (exists) continue
    await db.insertInto('train_passenger_checks').values({ company_id: c.id, person_id: person.id, status, updated_at: AT }).execute()
    inserted++
  }
  return inserted
}
