/**
 * Order demo data every product shares, for the seeded companies: trip purposes, the approval
 * whitelist and a few frequent travellers. Idempotent like the rest of the seed: rows are
 * inserted only when their natural key is missing, so a re-seed keeps later edits.
 *
 * Hengyuan's general manager 周建国 HY0001 is whitelisted here (consultant01 and 高翔 by the
 * approvals seed); employee01 is not, so their out-of-policy trips show the approval journey.
 */
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { makeIdCard } from '../../lib/id-card'
import { equal } from '../../db/match'
import type { RankPolicyHandler } from '../ranks'
import { seedRankStandards } from '../ranks/policy-table'

const AT = '2026-01-05T01:00:00.000Z'

export type Texts = [string, string, string, string]
const texts = ([cn, tw, en, ja]: Texts) => JSON.stringify({ 'zh-CN': cn, 'zh-TW': tw, en, ja })

const PURPOSES: Texts[] = [
  ['客户拜访', '客戶拜訪', 'Client visit', '顧客訪問'],
  ['会议培训', '會議培訓', 'Meeting or training', '会議・研修'],
  ['项目实施', '項目實施', 'Project delivery', 'プロジェクト実施'],
  ['商务谈判', '商務談判', 'Business negotiation', '商談'],
  ['展会参展', '展會參展', 'Trade fair', '展示会'],
]

const WHITELIST: Record<string, string[]> = { HENGYUAN: ['HY0001'], LANHAI: [] }

/** [owner user name, employee no | null, chName, last, first, gender, birth, region or passport, mobile] */
const FREQUENT: [string, string | null, string, string, string, 'M' | 'F', string, string, string][] = [
  ['employee01', 'HY0017', '林涛', 'LIN', 'TAO', 'M', '1996-04-30', '350203', '13900000017'],
  ['employee01', null, '王晓明', 'WANG', 'XIAOMING', 'M', '1990-05-12', '330102', '13600000021'],
  ['booker01', 'HY0016', '高翔', 'GAO', 'XIANG', 'M', '1984-01-25', '310115', '13900000016'],
  ['booker01', null, '', 'SMITH', 'JOHN', 'M', '1982-08-08', 'P88231945', '13600000022'],
]

/**
 * A company's reason codes of a product ([code, texts, kind (default Policy)] in order); those
 * already there are kept. Returns how many were added.
 */
export async function seedReasonCodes(db: Kysely<Database>, companyId: number, product: string, rows: ReasonRows): Promise<number> {
  let inserted = 0
  for (const [i, [code, t, kind = 'Policy']] of rows.entries()) {
    const exists = await db
      .selectFrom('reason_codes')
      .select('id')
      .where((eb) => equal(eb, { company_id: companyId, product, kind, code }))
      .executeTakeFirst()
    if (exists) continue
    await db
      .insertInto('reason_codes')
      .values({ company_id: companyId, product, kind, code, text_json: texts(t), sort: i + 1, status: 1 })
      .execute()
    inserted++
  }
  return inserted
}

/** Reason codes of a product as its seed lists them: [code, texts, kind (default Policy)]. */
export type ReasonRows = readonly (readonly [string, Texts] | readonly [string, Texts, string])[]

/**
 * A product's demo rules, for each seeded company `rules` names in turn: its ranks' standards
 * (`standard` makes a rank's of a row; a rank that has one keeps it), its reason codes, then what
 * `more` adds of the product's own for the company. Returns how many rows were added.
 */
export async function seedProductRules<R, D>(
  db: Kysely<Database>,
  p: {
    product: string
    handler: RankPolicyHandler<D>
    rules: Record<string, readonly R[]>
    standard: (row: R) => readonly [string, D]
    reasons: ReasonRows
    more?: (company: { id: number; code: string }) => Promise<number>
  },
): Promise<number> {
  let inserted = 0
  const companies = await db.selectFrom('companies').select(['id', 'code']).where('code', 'in', Object.keys(p.rules)).execute()
  for (const c of companies) {
    inserted += await seedRankStandards(db, c.id, p.handler, (p.rules[c.code] ?? []).map(p.standard), AT)
    inserted += await seedReasonCodes(db, c.id, p.product, p.reasons)
    if (p.more) inserted += await p.more(c)
  }
  return inserted
}

export async function seedOrderData(db: Kysely<Database>): Promise<number> {
  let inserted = 0
  const companies = await db.selectFrom('companies').select(['id', 'code']).where('code', 'in', Object.keys(WHITELIST)).execute()
  for (const c of companies) {
    const havePurposes = await db.selectFrom('trip_purposes').select('id').where('company_id', '=', c.id).executeTakeFirst()
    if (!havePurposes) {
      await db
        .insertInto('trip_purposes')
        .values(PURPOSES.map((p, i) => ({ company_id: c.id, name_json: texts(p), sort: i + 1, status: 1 })))
        .execute()
      inserted += PURPOSES.length
    }
    for (const no of WHITELIST[c.code] ?? []) {
      const person = await db.selectFrom('persons').select('id').where('company_id', '=', c.id).where('employee_no', '=', no).executeTakeFirst()
      if (!person) continue
      const exists = await db
        .selectFrom('approval_whitelist')
        .select('id')
        .where((eb) => equal(eb, { company_id: c.id, person_id: person.id, product: 'All' }))
        .executeTakeFirst()
      if (exists) continue
      await db.insertInto('approval_whitelist').values({ company_id: c.id, person_id: person.id, product: 'All', created_at: AT }).execute()
      inserted++
    }
  }
  for (const [i, [owner, no, ch, last, first, gender, birth, doc, mobile]] of FREQUENT.entries()) {
    const user = await db.selectFrom('users').select(['id', 'company_id']).where('user_name_key', '=', owner).executeTakeFirst()
    if (!user) continue
    const exists = await db.selectFrom('frequent_travelers').select('id').where('owner_user_id', '=', user.id).where('mobile', '=', mobile).executeTakeFirst()
    if (exists) continue
    const person = no
      ? await db.selectFrom('persons').select(['id', 'id_no']).where('company_id', '=', user.company_id).where('employee_no', '=', no).executeTakeFirst()
      : undefined
    const passport = /^[A-Z]/.test(doc)
    await db
      .insertInto('frequent_travelers')
      .values({
        company_id: user.company_id,
        owner_user_id: user.id,
        person_id: person?.id ?? null,
        ch_name: ch,
        last_name: last,
        first_name: first,
        gender,
        birth_date: birth,
        nationality: passport ? 'US' : 'CN',
        id_type: passport ? 'Passport' : 'IDCard',
        id_no: person?.id_no ?? (passport ? doc : makeIdCard(doc, birth, gender, 60 + i)),
        id_expiry: passport ? '2031-06-30' : null,
        mobile_country_code: '86',
        mobile,
        email: '',
        created_at: AT,
      })
      .execute()
    inserted++
  }
  return inserted
}
