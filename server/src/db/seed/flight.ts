/**
 * Flight demo data of the seeded companies: rank flight standards, reason codes, trip purposes,
 * the approval whitelist and a few frequent travellers. Idempotent like the rest of the seed:
 * rows are inserted only when their natural key is missing, so a re-seed keeps later edits.
 *
 * Hengyuan (demo) vets out-of-policy flight orders (settings template, VettingType 1): an
 * in-policy booking goes straight to payment, an out-of-policy one waits for approval. Its
 * general manager 周建国 HY0001 is whitelisted here (consultant01 and 高翔 by the approvals seed);
 * employee01 is not, so their out-of-policy trips show the approval journey.
 */
import type { Kysely } from 'kysely'
import type { Database } from '../schema'
import { makeIdCard } from '../../lib/id-card'
import { flightDb } from '../../services/orders/tables'

const AT = '2026-01-05T01:00:00.000Z'

type Texts = [string, string, string, string]
const texts = ([cn, tw, en, ja]: Texts) => JSON.stringify({ 'zh-CN': cn, 'zh-TW': tw, en, ja })

/** [rank code, lowest rule on, range hours, tolerance CNY, cabin ceiling, discount ceiling %, advance days] */
type RankRule = [string, boolean, number, number, string | null, number | null, number | null]

const RULES: Record<string, RankRule[]> = {
  HENGYUAN: [
    ['R1', true, 2, 0, 'Economy', 80, null],
    ['R2', true, 2, 100, 'Economy', null, null],
    ['R3', false, 2, 0, 'Business', null, null],
    ['R4', false, 2, 0, 'First', null, null],
  ],
  LANHAI: [
    ['R1', true, 1, 0, 'Economy', null, 3],
    ['R2', true, 2, 0, 'Economy', null, null],
  ],
}

const REASONS: [string, string, Texts][] = [
  ['Policy', 'A1', ['会议或客户时间安排', '會議或客戶時間安排', 'Meeting or client schedule', '会議・顧客の日程のため']],
  ['Policy', 'A2', ['符合标准的航班时刻不合适', '符合標準的航班時刻不合適', 'No suitable in-policy departure time', '規程内の便の時刻が合わない']],
  ['Policy', 'A3', ['需携带大件设备或行李', '需攜帶大件設備或行李', 'Carrying large equipment or baggage', '大型機材・手荷物の携行']],
  ['Policy', 'A4', ['身体原因需要更高舱位', '身體原因需要更高艙位', 'Health reasons require a higher class', '健康上の理由で上位クラスが必要']],
  ['LowestPrice', 'L1', ['最低价航班时间不合适', '最低價航班時間不合適', 'Lowest-fare flight time unsuitable', '最安値便の時刻が合わない']],
  ['LowestPrice', 'L2', ['最低价航班机场较远', '最低價航班機場較遠', 'Lowest-fare flight uses a distant airport', '最安値便の空港が遠い']],
  ['LowestPrice', 'L3', ['最低价航班经停或中转', '最低價航班經停或中轉', 'Lowest-fare flight has a stop', '最安値便は経由便']],
  ['LowestPrice', 'L4', ['与同行人员同一航班', '與同行人員同一航班', 'Travelling with colleagues on this flight', '同行者と同じ便']],
  ['Refund', 'R1', ['行程取消', '行程取消', 'Trip cancelled', '出張の中止']],
  ['Refund', 'R2', ['行程时间变更', '行程時間變更', 'Trip dates changed', '出張日程の変更']],
  ['Refund', 'R3', ['航班延误或取消', '航班延誤或取消', 'Flight delayed or cancelled', '遅延・欠航']],
  ['Refund', 'R4', ['个人原因', '個人原因', 'Personal reasons', '個人的な理由']],
  ['Change', 'C1', ['会议时间变更', '會議時間變更', 'Meeting time changed', '会議時間の変更']],
  ['Change', 'C2', ['行程提前', '行程提前', 'Trip brought forward', '出張の前倒し']],
  ['Change', 'C3', ['行程推迟', '行程推遲', 'Trip postponed', '出張の延期']],
  ['Change', 'C4', ['航班延误', '航班延誤', 'Flight delayed', 'フライトの遅延']],
]

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

export async function seedFlightData(db: Kysely<Database>): Promise<number> {
  const f = flightDb(db)
  let inserted = 0
  const companies = await db.selectFrom('companies').select(['id', 'code']).where('code', 'in', Object.keys(RULES)).execute()
  for (const c of companies) {
    const ranks = await db.selectFrom('ranks').select(['id', 'code']).where('company_id', '=', c.id).execute()
    for (const [code, lowest, hours, tolerance, cabin, discount, advance] of RULES[c.code] ?? []) {
      const rank = ranks.find((r) => r.code === code)
      if (!rank) continue
      const exists = await f.selectFrom('flight_rank_policies').select('id').where('company_id', '=', c.id).where('rank_id', '=', rank.id).executeTakeFirst()
      if (exists) continue
      await f
        .insertInto('flight_rank_policies')
        .values({ company_id: c.id, rank_id: rank.id, lowest_enabled: lowest ? 1 : 0, range_hour: hours, tolerance: tolerance * 100, cabin_ceiling: cabin, discount_ceiling: discount, advance_days: advance, updated_at: AT })
        .execute()
      inserted++
    }
    for (const [i, [kind, code, t]] of REASONS.entries()) {
      const exists = await f.selectFrom('reason_codes').select('id').where('company_id', '=', c.id).where('product', '=', 'Flight').where('kind', '=', kind).where('code', '=', code).executeTakeFirst()
      if (exists) continue
      await f.insertInto('reason_codes').values({ company_id: c.id, product: 'Flight', kind, code, text_json: texts(t), sort: i + 1, status: 1 }).execute()
      inserted++
    }
    const havePurposes = await f.selectFrom('trip_purposes').select('id').where('company_id', '=', c.id).executeTakeFirst()
    if (!havePurposes) {
      await f.insertInto('trip_purposes').values(PURPOSES.map((p, i) => ({ company_id: c.id, name_json: texts(p), sort: i + 1, status: 1 }))).execute()
      inserted += PURPOSES.length
    }
    for (const no of WHITELIST[c.code] ?? []) {
      const person = await db.selectFrom('persons').select('id').where('company_id', '=', c.id).where('employee_no', '=', no).executeTakeFirst()
      if (!person) continue
      const exists = await f.selectFrom('approval_whitelist').select('id').where('company_id', '=', c.id).where('person_id', '=', person.id).where('product', '=', 'All').executeTakeFirst()
      if (exists) continue
      await f.insertInto('approval_whitelist').values({ company_id: c.id, person_id: person.id, product: 'All', created_at: AT }).execute()
      inserted++
    }
  }
  for (const [i, [owner, no, ch, last, first, gender, birth, doc, mobile]] of FREQUENT.entries()) {
    const user = await db.selectFrom('users').select(['id', 'company_id']).where('user_name_key', '=', owner).executeTakeFirst()
    if (!user) continue
    const exists = await f.selectFrom('frequent_travelers').select('id').where('owner_user_id', '=', user.id).where('mobile', '=', mobile).executeTakeFirst()
    if (exists) continue
    const person = no ? await db.selectFrom('persons').select(['id', 'id_no']).where('company_id', '=', user.company_id).where('employee_no', '=', no).executeTakeFirst() : undefined
    const passport = /^[A-Z]/.test(doc)
    await f
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
