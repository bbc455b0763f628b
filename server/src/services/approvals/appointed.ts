/**
 * Designated approvers (指定审批人, vettingsetting/*AppointVettingPersons): the pool of the
 * company's active employees an administrator may name as approvers or backups in templates.
 * saveTemplate refuses anyone outside it (requireAppointed); a person leaves it only while no
 * template names them (1017 with the templates' names). Changes are written to the audit log in
 * their transaction through the caller's `record` (the admin module's audit log: a service does
 * not import a module).
 */
import { ErrorCode } from '../../../../types/api'
import type { AppointedTemplateRef, AppointVettingPersonsRes, PersonPageRes } from '../../../../types/api/approval'
import type { AuthedContext } from '../../http/context'
import type { Db } from '../../db/schema'
import { chinaDateTime } from '../../lib/time'
import { rowName } from '../../lib/names'
import { brief, employees, page, PERSON_COLUMNS, requireEmployees } from './people'
import { approvalError } from './texts'
import { equal } from '../../db/match'
import { readPage, rowCount } from '../../db/page'

/** Writes one audit row in the changing transaction: the person, 'add' or 'delete', before and after. */
export type AppointedAudit = (trx: Db, personId: number, action: 'add' | 'delete', before: unknown, after: unknown) => Promise<void>

type PageReq = { Keyword?: string; PageIndex?: number; PageSize?: number }

const inPool = (db: Db, companyId: number, keyword?: string) =>
  employees(db, companyId, keyword).innerJoin('vetting_appointed_approvers as v', (j) =>
    j.onRef('v.person_id', '=', 'persons.id').on('v.company_id', '=', companyId),
  )

export const appointedCount = (db: Db, companyId: number): Promise<number> => rowCount(inPool(db, companyId))

/** Templates of the company naming each person as approver or backup, by template id. */
export async function templatesNaming(db: Db, companyId: number, personIds: readonly number[]): Promise<Map<number, AppointedTemplateRef[]>> {
  const out = new Map<number, AppointedTemplateRef[]>()
  if (!personIds.length) return out
  const ids = [...personIds]
  const [approvers, backups] = await Promise.all([
    db
      .selectFrom('vetting_level_approvers as a')
      .innerJoin('vetting_template_levels as l', 'l.id', 'a.level_id')
      .innerJoin('vetting_templates as t', 't.id', 'l.template_id')
      .select(['a.person_id as personId', 't.id', 't.name'])
      .where('t.company_id', '=', companyId)
      .where('a.person_id', 'in', ids)
      .execute(),
    db
      .selectFrom('vetting_template_levels as l')
      .innerJoin('vetting_templates as t', 't.id', 'l.template_id')
      .select(['l.backup_person_id as personId', 't.id', 't.name'])
      .where('t.company_id', '=', companyId)
      .where('l.backup_person_id', 'in', ids)
      .execute(),
  ])
  for (const r of [...approvers, ...backups]) {
    if (r.personId === null) continue
    const list = out.get(r.personId) ?? []
    if (!list.some((x) => x.TemplateId === r.id)) list.push({ TemplateId: r.id, Name: r.name })
    out.set(r.personId, list)
  }
  for (const list of out.values()) list.sort((a, b) => a.TemplateId - b.TemplateId)
  return out
}

export async function appointedPersons(ctx: AuthedContext, req: PageReq): Promise<AppointVettingPersonsRes> {
  const db = ctx.db
  const { companyId } = ctx.caller
  const p = page(req)
  const q = inPool(db, companyId, req.Keyword)
  const { total, rows } = await readPage(q, q.select([...PERSON_COLUMNS, 'v.created_at']).orderBy('persons.employee_no'), p)
  const naming = await templatesNaming(
    db,
    companyId,
    rows.map((r) => r.id),
  )
  return {
    Total: total,
    PageIndex: p.index,
    PageSize: p.size,
    Items: rows.map((r) => ({ ...brief(ctx.lang)(r), Templates: naming.get(r.id) ?? [], CreatedAt: chinaDateTime(r.created_at) })),
  }
}

/** Active employees of the company not in the pool (to add). */
export async function notAppointed(ctx: AuthedContext, req: PageReq): Promise<PersonPageRes> {
  const db = ctx.db
  const { companyId } = ctx.caller
  const p = page(req)
  const q = employees(db, companyId, req.Keyword).where((eb) =>
    eb.not(
      eb.exists(
        eb
          .selectFrom('vetting_appointed_approvers as v')
          .select('v.person_id')
          .whereRef('v.person_id', '=', 'persons.id')
          .where('v.company_id', '=', companyId),
      ),
    ),
  )
  const { total, rows } = await readPage(q, q.select([...PERSON_COLUMNS]).orderBy('persons.employee_no'), p)
  return { Total: total, PageIndex: p.index, PageSize: p.size, Items: rows.map(brief(ctx.lang)) }
}

async function briefs(db: Db, companyId: number, ids: readonly number[]) {
  if (!ids.length) return new Map<number, { PersonId: number; Name: string; EmployeeNo: string }>()
  const rows = await db
    .selectFrom('persons')
    .select(['id', 'ch_name', 'last_name', 'first_name', 'employee_no'])
    .where('company_id', '=', companyId)
    .where('id', 'in', [...ids])
    .execute()
  return new Map(rows.map((r) => [r.id, { PersonId: r.id, Name: rowName(r), EmployeeNo: r.employee_no ?? '' }]))
}

/** Adds active employees of the company to the pool (1001 for anyone else); those already in count 0. */
export async function addAppointed(ctx: AuthedContext, personIds: readonly number[], record: AppointedAudit): Promise<number> {
  const { companyId } = ctx.caller
  const ids = await requireEmployees(ctx.db, companyId, personIds)
  const people = await briefs(ctx.db, companyId, ids)
  const at = ctx.now().toISOString()
  return ctx.db.transaction().execute(async (trx) => {
    let added = 0
    for (const id of ids) {
      const res = await trx
        .insertInto('vetting_appointed_approvers')
        .values({ company_id: companyId, person_id: id, created_at: at })
        .onConflict((oc) => oc.columns(['company_id', 'person_id']).doNothing())
        .executeTakeFirst()
      if (Number(res.numInsertedOrUpdatedRows ?? 0) === 0) continue
      added++
      await record(trx, id, 'add', null, people.get(id))
    }
    return added
  })
}

/**
 * Takes persons out of the pool; refused (1017, nothing removed) while a template names any of
 * them, the message naming the persons and templates. Ids not in the pool count 0.
 */
export async function deleteAppointed(ctx: AuthedContext, personIds: readonly number[], record: AppointedAudit): Promise<number> {
  const { companyId } = ctx.caller
  const ids = [...new Set(personIds)]
  return ctx.db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('vetting_appointed_approvers')
      .select(['person_id', 'created_at'])
      .where('company_id', '=', companyId)
      .where('person_id', 'in', ids)
      .execute()
    const present = rows.map((r) => r.person_id)
    const people = await briefs(trx, companyId, present)
    const naming = await templatesNaming(trx, companyId, present)
    if (naming.size) {
      const sep = ctx.lang === 'en' ? ', ' : '、'
      const names = [...naming.keys()].map((id) => people.get(id)?.Name ?? '').join(sep)
      const templates = [...new Map([...naming.values()].flat().map((t) => [t.TemplateId, t.Name])).values()].join(sep)
      throw approvalError(ErrorCode.InUse, 'appointedInUse', { name: names, templates })
    }
    let removed = 0
    for (const r of rows) {
      const res = await trx
        .deleteFrom('vetting_appointed_approvers')
        .where((eb) => equal(eb, { company_id: companyId, person_id: r.person_id }))
        .executeTakeFirst()
      if (Number(res.numDeletedRows) === 0) continue
      removed++
      await record(trx, r.person_id, 'delete', { ...people.get(r.person_id), CreatedAt: chinaDateTime(r.created_at) }, null)
    }
    return removed
  })
}

/** saveTemplate: every approver and backup of a level must be in the pool (1001 naming the first outside it). */
export async function requireAppointed(db: Db, companyId: number, personIds: readonly number[], level: number): Promise<void> {
  if (!personIds.length) return
  const rows = await db
    .selectFrom('vetting_appointed_approvers')
    .select('person_id')
    .where('company_id', '=', companyId)
    .where('person_id', 'in', [...personIds])
    .execute()
  const known = new Set(rows.map((r) => r.person_id))
  const outside = personIds.find((id) => !known.has(id))
  if (outside === undefined) return
  const person = (await briefs(db, companyId, [outside])).get(outside)
  throw approvalError(ErrorCode.ValidationFailed, 'approverNotAppointed', { level, name: person?.Name ?? String(outside) })
}
