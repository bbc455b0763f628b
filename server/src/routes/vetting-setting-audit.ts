/**
 * The approval settings in the company audit log (docs/administration.md, Audit): the time-out,
 * the products' approval rules, the whitelist, templates and their bindings and absences are
 * 'ApprovalSettings' records; an approval passed by hand is an 'ApprovalOverride'. Each is written
 * once its change is made, with the record before and after as a reader needs it (names, not ids).
 */
import type { AuditEntity } from '../../../types/api/admin-values'
import type { SaveVettingRuleReq, TemplateDetail } from '../../../types/api/approval'
import type { AuthedContext } from '../http/context'
import { recordAdminChange } from '../kernel/audit'
import { vettingRules } from '../kernel/orders/vetting-rules'
import { displayName } from '../lib/names'
import { timeoutMinutes } from '../services/approvals/templates'

const record = (ctx: AuthedContext, entity: AuditEntity, id: number | null, action: string, before: unknown, after: unknown) =>
  recordAdminChange(ctx.db, ctx, entity, id, action, before, after)

/** The names of the company's people, by id. */
async function namesOf(ctx: AuthedContext, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map()
  const rows = await ctx.db
    .selectFrom('persons')
    .select(['id', 'ch_name', 'last_name', 'first_name'])
    .where('company_id', '=', ctx.caller.companyId)
    .where('id', 'in', [...new Set(ids)])
    .execute()
  return new Map(rows.map((p) => [p.id, displayName({ chName: p.ch_name, lastName: p.last_name, firstName: p.first_name })]))
}

/** Runs a change of the approval time-out and records it. */
export async function auditTimeout(ctx: AuthedContext, change: () => Promise<void>): Promise<void> {
  const before = await timeoutMinutes(ctx.db, ctx.caller.companyId)
  await change()
  const after = await timeoutMinutes(ctx.db, ctx.caller.companyId)
  if (before !== after) await record(ctx, 'ApprovalSettings', null, 'edit', { TimeoutMinutes: before }, { TimeoutMinutes: after })
}

/** Runs a change of a product's approval rule and records it. */
export async function auditRule(ctx: AuthedContext, req: SaveVettingRuleReq, change: () => Promise<void>): Promise<void> {
  const modeOf = async () =>
    (await vettingRules(ctx.db, ctx.caller.companyId)).find((r) => r.Product === req.Product && r.Occasion === req.Occasion)?.Mode ?? null
  const before = await modeOf()
  await change()
  const after = await modeOf()
  if (before !== after)
    await record(
      ctx,
      'ApprovalSettings',
      null,
      'edit',
      { Product: req.Product, Occasion: req.Occasion, Mode: before },
      { Product: req.Product, Occasion: req.Occasion, Mode: after },
    )
}

/** Records people put on or taken off the whitelist (one entry each). */
export async function auditWhitelist(ctx: AuthedContext, personIds: readonly number[], product: string | null, count: number): Promise<number> {
  if (!count) return count
  const names = await namesOf(ctx, personIds)
  for (const [id, name] of names) {
    const entry = { PersonName: name, Whitelist: product ?? '' }
    if (product === null) await record(ctx, 'ApprovalSettings', id, 'delete', entry, null)
    else await record(ctx, 'ApprovalSettings', id, 'add', null, entry)
  }
  return count
}

/** A template as its audit record: its name, kind, levels (each level's approvers by name) and custom items. */
export const templateRecord = (t: TemplateDetail) => ({
  Name: t.Name,
  BindKind: t.BindKind,
  IsDefault: t.IsDefault,
  Levels: t.Levels.map((l) => `${l.Kind}${l.Approvers.length ? `: ${l.Approvers.map((a) => a.Name).join('/')}` : ''}`),
})

/** Records a template saved (added when there was none before), or deleted (after null). */
export async function auditTemplate(ctx: AuthedContext, before: TemplateDetail | null, after: TemplateDetail | null): Promise<void> {
  const id = (after ?? before)?.TemplateId ?? null
  await record(ctx, 'ApprovalSettings', id, !before ? 'add' : !after ? 'delete' : 'edit', before && templateRecord(before), after && templateRecord(after))
}

/** Records people or custom items bound to or unbound from a template. */
export async function auditBinding(
  ctx: AuthedContext,
  template: TemplateDetail,
  what: { persons: readonly number[] } | { customItems: readonly number[] },
  bind: boolean,
  count: number,
): Promise<number> {
  if (!count) return count
  let entry: Record<string, unknown>
  if ('persons' in what) entry = { Name: template.Name, Members: [...(await namesOf(ctx, what.persons)).values()] }
  else {
    const items = await ctx.db
      .selectFrom('custom_items')
      .select('code')
      .where('company_id', '=', ctx.caller.companyId)
      .where('id', 'in', [...what.customItems])
      .execute()
    entry = { Name: template.Name, CustomItem: items.map((i) => i.code) }
  }
  await record(ctx, 'ApprovalSettings', template.TemplateId, bind ? 'bind' : 'unbind', null, entry)
  return count
}

/** Records an approver marked out of office (or back) by an administrator. */
export async function auditAbsence(
  ctx: AuthedContext,
  personId: number,
  before: { until_date: string | null } | undefined,
  after: { IsAbsent: boolean; Until: string },
): Promise<void> {
  const name = (await namesOf(ctx, [personId])).get(personId) ?? ''
  await record(
    ctx,
    'ApprovalSettings',
    personId,
    'edit',
    { PersonName: name, IsAbsent: Boolean(before), Until: before?.until_date ?? '' },
    { PersonName: name, IsAbsent: after.IsAbsent, Until: after.Until },
  )
}

/** Passes an approval by hand and records it, with the reason. */
export async function auditManualPass<R extends { Status: string }>(
  ctx: AuthedContext,
  approvalNo: string,
  reason: string,
  pass: () => Promise<R>,
): Promise<R> {
  const before = await ctx.db
    .selectFrom('approvals')
    .select(['id', 'status'])
    .where('company_id', '=', ctx.caller.companyId)
    .where('approval_no', '=', approvalNo)
    .executeTakeFirst()
  const r = await pass()
  await record(
    ctx,
    'ApprovalOverride',
    before?.id ?? null,
    'approve',
    { ApprovalNo: approvalNo, Status: before?.status ?? '' },
    { ApprovalNo: approvalNo, Status: r.Status, Reason: reason },
  )
  return r
}
