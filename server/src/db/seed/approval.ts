/**
 * Approval demo data: the time-out, templates (default direct superior with a backup; a two-level
 * template bound to booker01; a project template), the designated approvers' pool (everyone the
 * templates name: 李娜 HY0002, 刘洋 HY0005, 赵磊 HY0008), an absent approver, whitelist entries, and
 * trip applications in every state, each replayed through the approval engine at fixed times so
 * that records and messages are exactly what real use would have produced. Idempotent: every
 * row is keyed (seed_key or natural key) and only inserted when missing.
 *
 * Hengyuan people: employee01 = 张伟 HY0003 (superior approver01 = 李娜 HY0002); booker01 = 王芳
 * HY0004 (two-level template: approver01, then admin01 = 刘洋 HY0005); 谢明轩 HY0025 is out of
 * office, so approvals of his team (杨帆 HY0007, ...) go to the default template's backup admin01.
 */
import type { Kysely } from 'kysely'
import { addDays, dailyNo, daysBetween } from '../../lib/time'
import type { Database, Trx } from '../schema'
import { decideInTrx, submitApproval } from '../../services/approvals/engine'
import { expireInTrx } from '../../services/approvals/lifecycle'
import { routeOfLegs, routeTitle } from '../../services/approvals/summary'
import { DEFAULT_TIMEOUT_MINUTES } from '../../services/approvals/templates'
import { issueAuthorizationCode } from '../../services/trip-forms/outcome'
import { AT, TEMPLATES, WHITELIST, ABSENT, APPLICATIONS, LAID_OUT_ON, type ApplicationSeed } from './approval-data'
import { equal } from '../match'

const DAY_MS = 86_400_000
const instantsOf = (s: ApplicationSeed) => [s.submittedAt, ...s.steps.map((step) => ('expireAt' in step ? step.expireAt : step.at))]

/**
 * Whole days the seeded applications move so that they keep their place around the day the seed
 * runs on (the demo does not age; a suite with its clock a year out finds them as it does today):
 * from LAID_OUT_ON to `today`, one day less while the latest seeded decision would still lie ahead
 * of `now` (early in the China day).
 */
export function approvalSeedShift(today: string, now: Date): number {
  const days = daysBetween(LAID_OUT_ON, today)
  const latest = Math.max(...APPLICATIONS.flatMap(instantsOf).map((at) => Date.parse(at)))
  return latest + days * DAY_MS > now.getTime() ? days - 1 : days
}

/** An application moved by whole days: its legs and every instant. */
function moved(s: ApplicationSeed, days: number): ApplicationSeed {
  const at = (iso: string) => new Date(Date.parse(iso) + days * DAY_MS).toISOString()
  return {
    ...s,
    legs: s.legs.map(([from, to, date]) => [from, to, addDays(date, days)]),
    submittedAt: at(s.submittedAt),
    steps: s.steps.map((step) => ('expireAt' in step ? { expireAt: at(step.expireAt) } : { ...step, at: at(step.at) })),
  }
}

export async function seedApprovalData(db: Kysely<Database>, today: string, now: Date): Promise<number> {
  const shift = approvalSeedShift(today, now)
  // The seed runs in one transaction of the core schema; the engine works on the wider one.
  const trx = db as unknown as Trx
  let inserted = 0
  const companies = await db.selectFrom('companies').select(['id', 'code']).where('code', 'in', Object.keys(TEMPLATES)).orderBy('id').execute()
  for (const c of companies) {
    const person = async (no: string) =>
      (await db.selectFrom('persons').select('id').where('company_id', '=', c.id).where('employee_no', '=', no).executeTakeFirstOrThrow()).id
    if (!(await trx.selectFrom('vetting_settings').select('company_id').where('company_id', '=', c.id).executeTakeFirst())) {
      await trx
        .insertInto('vetting_settings')
        .values({ company_id: c.id, timeout_minutes: DEFAULT_TIMEOUT_MINUTES, synced_order_id: 0, updated_at: AT })
        .execute()
      inserted++
    }
    for (const t of TEMPLATES[c.code]) {
      if (await trx.selectFrom('vetting_templates').select('id').where('company_id', '=', c.id).where('seed_key', '=', t.key).executeTakeFirst()) continue
      const row = await trx
        .insertInto('vetting_templates')
        .values({ company_id: c.id, name: t.name, bind_kind: t.bindKind, is_default: t.isDefault ? 1 : 0, seed_key: t.key, created_at: AT, updated_at: AT })
        .returning('id')
        .executeTakeFirstOrThrow()
      inserted++
      for (const [i, [kind, approvers, backup]] of t.levels.entries()) {
        const level = await trx
          .insertInto('vetting_template_levels')
          .values({ company_id: c.id, template_id: row.id, level: i + 1, kind, backup_person_id: backup ? await person(backup) : null })
          .returning('id')
          .executeTakeFirstOrThrow()
        for (const [sort, no] of approvers.entries())
          await trx
            .insertInto('vetting_level_approvers')
            .values({ company_id: c.id, level_id: level.id, person_id: await person(no), sort })
            .execute()
        inserted += 1 + approvers.length
      }
      for (const no of t.persons) {
        await trx
          .insertInto('vetting_template_persons')
          .values({ company_id: c.id, template_id: row.id, person_id: await person(no) })
          .onConflict((oc) => oc.columns(['company_id', 'person_id']).doNothing())
          .execute()
        inserted++
      }
      for (const code of t.customItems) {
        const item = await db.selectFrom('custom_items').select('id').where('company_id', '=', c.id).where('code', '=', code).executeTakeFirstOrThrow()
        await trx
          .insertInto('vetting_template_custom_items')
          .values({ company_id: c.id, template_id: row.id, custom_item_id: item.id })
          .onConflict((oc) => oc.columns(['company_id', 'custom_item_id']).doNothing())
          .execute()
        inserted++
      }
    }
    // The designated approvers' pool: everyone a seeded template names as approver or backup.
    const pool = new Set(TEMPLATES[c.code].flatMap((t) => t.levels.flatMap(([, approvers, backup]) => [...approvers, ...(backup ? [backup] : [])])))
    for (const no of pool) {
      const id = await person(no)
      if (await trx.selectFrom('vetting_appointed_approvers').select('person_id').where('company_id', '=', c.id).where('person_id', '=', id).executeTakeFirst())
        continue
      await trx.insertInto('vetting_appointed_approvers').values({ company_id: c.id, person_id: id, created_at: AT }).execute()
      inserted++
    }
    for (const no of WHITELIST[c.code]) {
      const id = await person(no)
      if (
        await trx
          .selectFrom('approval_whitelist')
          .select('id')
          .where((eb) => equal(eb, { company_id: c.id, person_id: id, product: 'All' }))
          .executeTakeFirst()
      )
        continue
      await trx.insertInto('approval_whitelist').values({ company_id: c.id, person_id: id, product: 'All', created_at: AT }).execute()
      inserted++
    }
    for (const no of ABSENT[c.code]) {
      const id = await person(no)
      if (await trx.selectFrom('vetting_absences').select('person_id').where('company_id', '=', c.id).where('person_id', '=', id).executeTakeFirst()) continue
      await trx.insertInto('vetting_absences').values({ company_id: c.id, person_id: id, until_date: null, created_at: AT }).execute()
      inserted++
    }
    if (c.code === 'HENGYUAN') for (const a of APPLICATIONS) inserted += await seedApplication(trx, c.id, moved(a, shift), person)
  }
  return inserted
}

async function seedApplication(trx: Trx, companyId: number, s: ApplicationSeed, person: (no: string) => Promise<number>): Promise<number> {
  if (await trx.selectFrom('trip_applications').select('id').where('company_id', '=', companyId).where('seed_key', '=', s.key).executeTakeFirst()) return 0
  const user = await trx.selectFrom('users').select(['id', 'person_id']).where('user_name_key', '=', s.applicant).executeTakeFirstOrThrow()
  const travellers = await Promise.all(s.travellers.map(person))
  const names = await trx.selectFrom('persons').select(['id', 'ch_name', 'cost_center_id', 'department_id']).where('id', 'in', travellers).execute()
  const applicant = await trx.selectFrom('persons').select(['cost_center_id', 'department_id']).where('id', '=', user.person_id).executeTakeFirstOrThrow()
  const [cc, dept] = await Promise.all([
    applicant.cost_center_id ? trx.selectFrom('cost_centers').select(['id', 'name']).where('id', '=', applicant.cost_center_id).executeTakeFirst() : undefined,
    applicant.department_id ? trx.selectFrom('departments').select(['id', 'name']).where('id', '=', applicant.department_id).executeTakeFirst() : undefined,
  ])
  const fields = {
    CostCenter: cc ? { Id: cc.id, Name: cc.name } : null,
    Department: dept ? { Id: dept.id, Name: dept.name } : null,
    BusinessUnit: null,
    CustomItem: null,
    Purpose: s.purpose,
    AuthorizationCode: '',
    Attachments: [],
    ExtendFields: [{ Slot: 'ExtendField2', Name: '出行类别', Value: s.purpose === '客户拜访' ? '客户拜访' : '项目实施' }],
  }
  const start = s.legs[0][2]
  const end = s.legs[s.legs.length - 1][2]
  const travellerNames = travellers.map((id) => names.find((n) => n.id === id)!.ch_name)
  const route = routeOfLegs(s.legs.map(([from, to]) => ({ from, to })))
  const row = await trx
    .insertInto('trip_applications')
    .values({
      company_id: companyId,
      application_no: `TMP-seed-${s.key}`,
      client_request_id: `seed-${s.key}`,
      applicant_user_id: user.id,
      applicant_person_id: user.person_id,
      status: s.draft ? 'Unsubmitted' : 'Submitted',
      approval_status: s.draft ? 'NotRequired' : 'Pending',
      review_type: 1,
      start_date: start,
      end_date: end,
      purpose: s.purpose,
      total_budget: s.totalBudget,
      custom_item_id: null,
      fields_json: JSON.stringify(fields),
      remark: '',
      authorization_code: null,
      close_reason: '',
      search_text: '',
      submitted_at: s.draft ? null : s.submittedAt,
      created_at: s.submittedAt,
      updated_at: s.submittedAt,
      seed_key: s.key,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const no = dailyNo('TA', new Date(s.submittedAt), row.id)
  await trx
    .updateTable('trip_applications')
    .set({
      application_no: no,
      search_text:
        `${no} ${travellerNames.join(' ')} ${s.legs.map((l) => `${l[0]} ${l[1]}`).join(' ')} ${routeTitle(route, 'zh-CN')} ${routeTitle(route, 'en')}`.toLowerCase(),
    })
    .where('id', '=', row.id)
    .execute()
  for (const [i, id] of travellers.entries())
    await trx.insertInto('trip_application_travellers').values({ company_id: companyId, application_id: row.id, person_id: id, sort: i }).execute()
  for (const [i, [from, to, date]] of s.legs.entries())
    await trx
      .insertInto('trip_application_legs')
      .values({ company_id: companyId, application_id: row.id, leg_index: i, depart_city_code: from, arrive_city_code: to, depart_date: date })
      .execute()
  if (s.flightBudget !== null)
    await trx
      .insertInto('trip_application_budgets')
      .values({ company_id: companyId, application_id: row.id, business: 'Flight', amount: s.flightBudget })
      .execute()
  if (s.draft) return 1

  const responsible = travellers
  const result = await submitApproval(trx, {
    companyId,
    subjectKind: 'TripApplication',
    subjectId: row.id,
    subjectNo: no,
    requesterUserId: user.id,
    requesterPersonId: user.person_id,
    travellerPersonId: responsible[0],
    responsiblePersonIds: responsible,
    whitelistProduct: 'TripApplication',
    customItemId: null,
    now: new Date(s.submittedAt),
    summary: {
      route,
      flights: [],
      startDate: start,
      endDate: end,
      travellers: travellerNames,
      amount: s.totalBudget ?? 0,
      inPolicy: true,
      violations: [],
      reasons: [],
      purpose: s.purpose,
    },
  })
  for (const step of s.steps) {
    // A whitelisted traveller's application is approved by the system: there is nothing to decide.
    const open = await trx.selectFrom('approvals').select('status').where('id', '=', result.approvalId).executeTakeFirstOrThrow()
    if (open.status !== 'Pending') break
    if ('expireAt' in step) await expireInTrx(trx, result.approvalId, new Date(step.expireAt))
    else
      await decideInTrx(trx, {
        companyId,
        approvalNo: result.approvalNo,
        personId: await person(step.by),
        decision: step.decision,
        reason: step.reason,
        now: new Date(step.at),
      })
  }
  const final = await trx.selectFrom('trip_applications').select('status').where('id', '=', row.id).executeTakeFirstOrThrow()
  if (final.status === 'Approved') await issueAuthorizationCode(trx, companyId, row.id, new Date(s.submittedAt))
  return 1
}
