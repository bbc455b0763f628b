/**
 * vettingsetting/: the company's approval configuration for administrators — the time-out, the
 * whitelist (the order domain's approval_whitelist table: one list serves bookings and
 * applications) and templates with their levels; which persons or custom items use which
 * template: template-bindings.ts.
 */
import { ErrorCode } from '../../../../types/api'
import type { PersonPageRes, SaveVettingTemplateReq, TemplateDetail, TemplateSummary, VettingInitInfo, WhiteListersRes } from '../../../../types/api/approval'
import { APPROVER_KINDS, RESEND_INTERVAL_SECONDS } from '../../../../types/api/approval'
import type { AuthedContext } from '../../http/context'
import { fail } from '../../errors'
import { chinaDateTime } from '../../lib/time'
import type { Db, Trx } from '../../db/schema'
import { companyName } from '../../lib/names'
import { brief, employees, like, page, PERSON_COLUMNS, requireEmployees } from './people'
import { appointedCount, requireAppointed } from './appointed'
import { loadSetting } from '../company'
import { levelViews } from './service'
import { defaultTemplateId, templateLevels, timeoutMinutes } from './templates'
import { approvalError, approverKindName } from './texts'
import { readPage } from '../../db/page'

export async function initInfo(ctx: AuthedContext): Promise<Omit<VettingInitInfo, 'Rules'>> {
  const db = ctx.db
  const { companyId } = ctx.caller
  const [templates, whitelist, appointed, setting] = await Promise.all([
    db
      .selectFrom('vetting_templates')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('company_id', '=', companyId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('approval_whitelist')
      .select((eb) => eb.fn.count<number>('person_id').distinct().as('n'))
      .where('company_id', '=', companyId)
      .executeTakeFirstOrThrow(),
    appointedCount(db, companyId),
    loadSetting(ctx.db, companyId),
  ])
  return {
    TimeoutMinutes: await timeoutMinutes(db, companyId),
    ResendIntervalSeconds: RESEND_INTERVAL_SECONDS,
    ApproverKinds: APPROVER_KINDS.map((k) => ({ Kind: k, Name: approverKindName(k, ctx.lang) })),
    TemplateCount: Number(templates.n),
    WhitelistCount: Number(whitelist.n),
    AppointedCount: appointed,
    DefaultTemplateId: await defaultTemplateId(db, companyId),
    CustomItemName: setting.CommonSettings.CustomItemName,
    DisruptionSkipsApproval: setting.CommonSettings.DisruptionSkipsApproval !== false,
  }
}

/** CommonSettings.DisruptionSkipsApproval (docs/disruptions.md#rebooking): a disruption's rebooking without approval. */
export async function saveDisruptionSkips(ctx: AuthedContext, skips: boolean): Promise<void> {
  const companyId = ctx.caller.companyId
  await ctx.db.transaction().execute(async (trx) => {
    const setting = await loadSetting(trx, companyId)
    setting.CommonSettings.DisruptionSkipsApproval = skips
    await trx
      .updateTable('company_settings')
      .set({ setting_json: JSON.stringify(setting) })
      .where('company_id', '=', companyId)
      .execute()
  })
}

export async function saveTimeout(ctx: AuthedContext, minutes: number): Promise<void> {
  const db = ctx.db
  const at = ctx.now().toISOString()
  await db
    .insertInto('vetting_settings')
    .values({ company_id: ctx.caller.companyId, timeout_minutes: minutes, synced_order_id: 0, updated_at: at })
    .onConflict((oc) => oc.column('company_id').doUpdateSet({ timeout_minutes: minutes, updated_at: at }))
    .execute()
}

export async function whiteListers(ctx: AuthedContext, req: { Keyword?: string; PageIndex?: number; PageSize?: number }): Promise<WhiteListersRes> {
  const db = ctx.db
  const p = page(req)
  const q = employees(db, ctx.caller.companyId, req.Keyword).innerJoin('approval_whitelist as w', 'w.person_id', 'persons.id')
  const { total, rows } = await readPage(q, q.select([...PERSON_COLUMNS, 'w.product', 'w.created_at']).orderBy('w.id'), p)
  return {
    Total: total,
    PageIndex: p.index,
    PageSize: p.size,
    Items: rows.map((r) => ({ ...brief(ctx.lang)(r), Product: r.product, CreatedAt: chinaDateTime(r.created_at) })),
  }
}

export async function notWhiteListed(ctx: AuthedContext, req: { Keyword?: string; PageIndex?: number; PageSize?: number }): Promise<PersonPageRes> {
  const db = ctx.db
  const p = page(req)
  const q = employees(db, ctx.caller.companyId, req.Keyword).where((eb) =>
    eb.not(eb.exists(eb.selectFrom('approval_whitelist as w').select('w.id').whereRef('w.person_id', '=', 'persons.id'))),
  )
  const { total, rows } = await readPage(q, q.select([...PERSON_COLUMNS]).orderBy('persons.employee_no'), p)
  return { Total: total, PageIndex: p.index, PageSize: p.size, Items: rows.map(brief(ctx.lang)) }
}

export async function addWhiteListers(ctx: AuthedContext, personIds: readonly number[], product: string): Promise<number> {
  const db = ctx.db
  const { companyId } = ctx.caller
  const ids = await requireEmployees(db, companyId, personIds)
  let added = 0
  for (const id of ids) {
    const res = await db
      .insertInto('approval_whitelist')
      .values({ company_id: companyId, person_id: id, product, created_at: ctx.now().toISOString() })
      .onConflict((oc) => oc.columns(['company_id', 'person_id', 'product']).doNothing())
      .executeTakeFirst()
    added += Number(res.numInsertedOrUpdatedRows ?? 0)
  }
  return added
}

export async function deleteWhiteListers(ctx: AuthedContext, personIds: readonly number[]): Promise<number> {
  const res = await ctx.db
    .deleteFrom('approval_whitelist')
    .where('company_id', '=', ctx.caller.companyId)
    .where('person_id', 'in', [...new Set(personIds)])
    .executeTakeFirst()
  return Number(res.numDeletedRows)
}

async function summaries(db: Db, companyId: number, lang: string, ids?: readonly number[], keyword?: string): Promise<TemplateSummary[]> {
  let q = db.selectFrom('vetting_templates').selectAll().where('company_id', '=', companyId)
  if (ids) q = q.where('id', 'in', ids.length ? [...ids] : [0])
  if (keyword?.trim()) q = q.where('name', 'like', like(keyword))
  const rows = await q.orderBy('id').execute()
  const out: TemplateSummary[] = []
  for (const t of rows) {
    const levels = await templateLevels(db, companyId, t.id)
    const views = await levelViews(db, companyId, levels, null, lang as never, new Date(0))
    const [persons, items] = await Promise.all([
      db
        .selectFrom('vetting_template_persons')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('template_id', '=', t.id)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('vetting_template_custom_items')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('template_id', '=', t.id)
        .executeTakeFirstOrThrow(),
    ])
    out.push({
      TemplateId: t.id,
      Name: t.name,
      BindKind: t.bind_kind === 'CustomItem' ? 'CustomItem' : 'Staff',
      IsDefault: t.is_default === 1,
      LevelCount: levels.length,
      LevelsText: views
        .map((l) =>
          l.Kind === 'DirectSuperior'
            ? l.KindName
            : l.Approvers.filter((a) => a.Role === 'Primary')
                .map((a) => a.Name)
                .join('/'),
        )
        .join(' → '),
      BoundPersonCount: Number(persons.n),
      BoundCustomItemCount: Number(items.n),
    })
  }
  return out
}

export const templates = (ctx: AuthedContext, keyword?: string) => summaries(ctx.db, ctx.caller.companyId, ctx.lang, undefined, keyword)

export async function templateDetail(ctx: AuthedContext, templateId: number): Promise<TemplateDetail> {
  const db = ctx.db
  const { companyId } = ctx.caller
  const [summary] = await summaries(db, companyId, ctx.lang, [templateId])
  if (!summary) throw fail.notFound()
  const items = await db
    .selectFrom('vetting_template_custom_items as b')
    .innerJoin('custom_items as c', 'c.id', 'b.custom_item_id')
    .select(['c.id', 'c.code', 'c.name', 'c.name_en'])
    .where('b.company_id', '=', companyId)
    .where('b.template_id', '=', templateId)
    .orderBy('c.sort')
    .execute()
  return {
    ...summary,
    Levels: await levelViews(db, companyId, await templateLevels(db, companyId, templateId), null, ctx.lang, ctx.now()),
    CustomItems: items.map((i) => ({ Id: i.id, Code: i.code, Name: companyName(i.name, i.name_en, ctx.lang) })),
  }
}

export async function saveTemplate(ctx: AuthedContext, req: SaveVettingTemplateReq): Promise<TemplateDetail> {
  const db = ctx.db
  const { companyId } = ctx.caller
  const at = ctx.now().toISOString()
  for (const [i, l] of req.Levels.entries()) {
    const need = l.Kind === 'DirectSuperior' ? 0 : l.Kind === 'Designated' ? 1 : 2
    const ok = l.Kind === 'SameLevel' ? new Set(l.ApproverIds).size >= 2 : new Set(l.ApproverIds).size === need
    if (!ok)
      throw approvalError(ErrorCode.ValidationFailed, 'templateLevelApprovers', {
        level: i + 1,
        kind: approverKindName(l.Kind, ctx.lang),
        count: l.Kind === 'SameLevel' ? '2+' : need,
      })
    const named = await requireEmployees(db, companyId, [...l.ApproverIds, ...(l.BackupId ? [l.BackupId] : [])])
    await requireAppointed(db, companyId, named, i + 1)
  }
  const id = await db.transaction().execute(async (trx) => {
    let templateId = req.TemplateId
    if (templateId !== undefined) {
      const t = await trx.selectFrom('vetting_templates').select('id').where('company_id', '=', companyId).where('id', '=', templateId).executeTakeFirst()
      if (!t) throw fail.notFound()
      await trx.updateTable('vetting_templates').set({ name: req.Name.trim(), bind_kind: req.BindKind, updated_at: at }).where('id', '=', templateId).execute()
      await clearLevels(trx, templateId)
    } else {
      const row = await trx
        .insertInto('vetting_templates')
        .values({ company_id: companyId, name: req.Name.trim(), bind_kind: req.BindKind, is_default: 0, seed_key: null, created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow()
      templateId = row.id
    }
    if (req.IsDefault !== undefined) {
      // One default per company: setting it moves it.
      if (req.IsDefault) await trx.updateTable('vetting_templates').set({ is_default: 0 }).where('company_id', '=', companyId).execute()
      await trx
        .updateTable('vetting_templates')
        .set({ is_default: req.IsDefault ? 1 : 0 })
        .where('id', '=', templateId)
        .execute()
    }
    for (const [i, l] of req.Levels.entries()) {
      const level = await trx
        .insertInto('vetting_template_levels')
        .values({ company_id: companyId, template_id: templateId, level: i + 1, kind: l.Kind, backup_person_id: l.BackupId ?? null })
        .returning('id')
        .executeTakeFirstOrThrow()
      const ids = l.Kind === 'DirectSuperior' ? [] : [...new Set(l.ApproverIds)]
      for (const [sort, personId] of ids.entries())
        await trx.insertInto('vetting_level_approvers').values({ company_id: companyId, level_id: level.id, person_id: personId, sort }).execute()
    }
    return templateId
  })
  return templateDetail(ctx, id)
}

/** Deletes a template's levels and their approvers (before the levels are written again, or the template deleted). */
async function clearLevels(trx: Trx, templateId: number): Promise<void> {
  const levels = await trx.selectFrom('vetting_template_levels').select('id').where('template_id', '=', templateId).execute()
  if (levels.length)
    await trx
      .deleteFrom('vetting_level_approvers')
      .where(
        'level_id',
        'in',
        levels.map((l) => l.id),
      )
      .execute()
  await trx.deleteFrom('vetting_template_levels').where('template_id', '=', templateId).execute()
}

export async function deleteTemplate(ctx: AuthedContext, templateId: number): Promise<number> {
  const db = ctx.db
  const { companyId } = ctx.caller
  const t = await db.selectFrom('vetting_templates').select('id').where('company_id', '=', companyId).where('id', '=', templateId).executeTakeFirst()
  if (!t) throw fail.notFound()
  const bound = await db.selectFrom('vetting_template_persons').select('person_id').where('template_id', '=', templateId).executeTakeFirst()
  const boundItem = await db.selectFrom('vetting_template_custom_items').select('custom_item_id').where('template_id', '=', templateId).executeTakeFirst()
  if (bound || boundItem) throw approvalError(ErrorCode.ValidationFailed, 'templateInUse')
  await db.transaction().execute(async (trx) => {
    await clearLevels(trx, templateId)
    await trx.deleteFrom('vetting_templates').where('id', '=', templateId).execute()
  })
  return 1
}
