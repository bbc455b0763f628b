/**
 * The vetting/ calls over the engine, for a signed-in caller. Every read first brings the
 * company's approvals up to date: what the registered subjects need first (the order kernel:
 * orders waiting without an approval get one, approvals of withdrawn orders end), then overdue
 * ones expire (with the request's clock). That is what makes expiry deterministic without a timer.
 */
import type {
  ApprovalDetail,
  ApproverView,
  GetApprovalDetailReq,
  GetApprovalOrdersReq,
  GetApprovalOrdersRes,
  GetMyApprovalTemplatesReq,
  GetMyApprovalTemplatesRes,
  MyApprovalTemplate,
  OutOfOfficeRes,
  ReSendVettingMessageRes,
  TemplateLevelView,
  VettingHandleReq,
  VettingHandleRes,
  VettingStatus,
} from '../../../../types/api/approval'
import { DEFAULT_APPROVAL_SUBJECT, RESEND_INTERVAL_SECONDS } from '../../../../types/api/approval'
import { ErrorCode } from '../../../../types/api'
import type { AuthedContext } from '../../http/context'
import type { Lang } from '../../i18n'
import type { Db } from '../../db/schema'
import { companyName, PERSON_NAME, rowName } from '../../lib/names'
import { chinaDay } from '../../lib/time'
import { hasPower } from '../power'
import { approvalDetail } from './detail'
import { decide, isWhitelisted, manualPass } from './engine'
import { expireOverdue, resend } from './lifecycle'
import { listApprovals } from './queries'
import { runRefreshers, subjectHandler, type Viewer } from './subjects'
import type { ApprovalRow } from './tables'
import { absentIds, resolveLevels, templateFor, templateLevels, timeoutMinutes, type TemplateLevel } from './templates'
import { approvalError, approverKindName, vettingStatusName } from './texts'
import { equal } from '../../db/match'

export const viewer = (ctx: AuthedContext): Viewer => ({ companyId: ctx.caller.companyId, personId: ctx.caller.personId, lang: ctx.lang, now: ctx.now() })

/** Brings the caller's company up to date before a read or a decision. */
export async function refresh(ctx: AuthedContext): Promise<void> {
  await runRefreshers(ctx.db, ctx.caller.companyId, ctx.now())
  await expireOverdue(ctx.db, ctx.now(), ctx.caller.companyId)
}

export async function getApprovalOrders(ctx: AuthedContext, req: GetApprovalOrdersReq): Promise<GetApprovalOrdersRes> {
  await refresh(ctx)
  return listApprovals(ctx.db, viewer(ctx), req)
}

export async function getApprovalDetail(ctx: AuthedContext, req: GetApprovalDetailReq): Promise<ApprovalDetail> {
  await refresh(ctx)
  const isAdmin = hasPower(await ctx.power(), 'ManagePermission.ApprovalInfo.Enable')
  return approvalDetail(ctx.db, viewer(ctx), req, isAdmin)
}

async function handleRes(db: Db, a: ApprovalRow, lang: Lang): Promise<VettingHandleRes> {
  const subject = await subjectHandler(a.subject_kind).status(db, a.company_id, a.subject_id, lang)
  return {
    ApprovalNo: a.approval_no,
    Status: a.status as VettingStatus,
    StatusName: vettingStatusName(a.status, lang),
    CurrentLevel: a.current_level,
    SubjectStatus: subject.status,
    SubjectStatusName: subject.name,
  }
}

export async function handleApproval(ctx: AuthedContext, req: VettingHandleReq): Promise<VettingHandleRes> {
  await refresh(ctx)
  const db = ctx.db
  const { approval } = await decide(db, {
    companyId: ctx.caller.companyId,
    approvalNo: req.ApprovalNo,
    personId: ctx.caller.personId,
    decision: req.Decision,
    reason: req.Reason ?? '',
    ...(req.Level !== undefined ? { level: req.Level } : {}),
    now: ctx.now(),
  })
  return handleRes(db, approval, ctx.lang)
}

export async function manualPassApproval(ctx: AuthedContext, approvalNo: string, reason: string): Promise<VettingHandleRes> {
  await refresh(ctx)
  const db = ctx.db
  const a = await manualPass(db, ctx.caller.companyId, approvalNo, ctx.caller.personId, reason, ctx.now())
  return handleRes(db, a, ctx.lang)
}

export async function resendMessage(ctx: AuthedContext, approvalNo: string): Promise<ReSendVettingMessageRes> {
  await refresh(ctx)
  const db = ctx.db
  const r = await resend(db, ctx.caller.companyId, approvalNo, ctx.caller.personId, ctx.now())
  const names = r.sentTo.length ? await db.selectFrom('persons').select(['id', 'ch_name', 'last_name', 'first_name']).where('id', 'in', r.sentTo).execute() : []
  for (const id of r.sentTo) {
    const p = names.find((n) => n.id === id)
    ctx.deps.log.info(`[notice] approval ${r.approvalNo} reminder to ${p ? p.ch_name || p.last_name : id}`)
  }
  return {
    ApprovalNo: r.approvalNo,
    SentTo: r.sentTo
      .map((id) => names.find((n) => n.id === id))
      .filter((p) => p !== undefined)
      .map((p) => rowName(p)),
    NextAvailableInSeconds: RESEND_INTERVAL_SECONDS,
  }
}

/** Approver views of template levels, resolved for one person (their superior, who is absent). */
export async function levelViews(
  db: Db,
  companyId: number,
  levels: readonly TemplateLevel[],
  personId: number | null,
  lang: Lang,
  now: Date,
): Promise<TemplateLevelView[]> {
  const resolved =
    personId === null
      ? levels.map((l) => ({
          level: l.level,
          kind: l.kind,
          primaries: l.kind === 'DirectSuperior' ? [] : l.kind === 'Designated' ? l.approverIds.slice(0, 1) : l.approverIds,
          backup: l.backupId,
        }))
      : await resolveLevels(db, companyId, levels, personId)
  const ids = [...new Set(resolved.flatMap((l) => [...l.primaries, ...(l.backup ? [l.backup] : [])]))]
  const people = ids.length
    ? await db
        .selectFrom('persons')
        .leftJoin('departments', 'departments.id', 'persons.department_id')
        .select(['persons.id', ...PERSON_NAME, 'departments.name as dept', 'departments.name_en as dept_en'])
        .where('persons.company_id', '=', companyId)
        .where('persons.id', 'in', ids)
        .execute()
    : []
  const absent = await absentIds(db, companyId, ids, now)
  const view = (id: number, role: 'Primary' | 'Backup'): ApproverView | null => {
    const p = people.find((x) => x.id === id)
    if (!p) return null
    return {
      PersonId: id,
      Name: rowName(p),
      DepartmentName: companyName(p.dept, p.dept_en, lang),
      Role: role,
      IsAbsent: absent.has(id),
    }
  }
  return resolved.map((l) => ({
    Level: l.level,
    Kind: l.kind,
    KindName: approverKindName(l.kind, lang),
    Approvers: [...l.primaries.map((id) => view(id, 'Primary')), ...(l.backup ? [view(l.backup, 'Backup')] : [])].filter((x): x is ApproverView => x !== null),
  }))
}

export async function myTemplates(ctx: AuthedContext, req: GetMyApprovalTemplatesReq): Promise<GetMyApprovalTemplatesRes> {
  const db = ctx.db
  const { companyId, personId } = ctx.caller
  const now = ctx.now()
  // The whitelist of the subject asked about; the default subject's when none is named.
  const product = subjectHandler(req.Subject ?? DEFAULT_APPROVAL_SUBJECT).whitelistProduct
  const templates: MyApprovalTemplate[] = []
  const byItem = await db
    .selectFrom('vetting_template_custom_items as b')
    .innerJoin('vetting_templates as t', 't.id', 'b.template_id')
    .innerJoin('custom_items as c', 'c.id', 'b.custom_item_id')
    .select(['t.id', 't.name', 'c.name as item', 'c.name_en as item_en'])
    .where('b.company_id', '=', companyId)
    .orderBy('t.id')
    .orderBy('c.sort')
    .execute()
  for (const id of [...new Set(byItem.map((r) => r.id))]) {
    const rows = byItem.filter((r) => r.id === id)
    templates.push({
      TemplateId: id,
      Name: rows[0].name,
      Source: 'CustomItem',
      CustomItems: rows.map((r) => companyName(r.item, r.item_en, ctx.lang)),
      Levels: await levelViews(db, companyId, await templateLevels(db, companyId, id), personId, ctx.lang, now),
    })
  }
  const plan = await templateFor(db, companyId, personId, null)
  templates.push({
    TemplateId: plan.templateId,
    Name: plan.name || approverKindName('DirectSuperior', ctx.lang),
    Source: plan.source,
    CustomItems: [],
    Levels: await levelViews(db, companyId, plan.levels, personId, ctx.lang, now),
  })
  return { IsWhitelisted: await isWhitelisted(db, companyId, [personId], product), TimeoutMinutes: await timeoutMinutes(db, companyId), Templates: templates }
}

/** Marks a person out of office (or back): while absent, their levels' backups decide. */
export async function setAbsence(ctx: AuthedContext, personId: number, isAbsent: boolean, until: string | undefined): Promise<OutOfOfficeRes> {
  const db = ctx.db
  const { companyId } = ctx.caller
  const person = await db
    .selectFrom('persons')
    .select('id')
    .where((eb) => equal(eb, { company_id: companyId, id: personId, status: 1 }))
    .executeTakeFirst()
  if (!person) throw approvalError(ErrorCode.ValidationFailed, 'personUnknown')
  if (until !== undefined && until < chinaDay(ctx.now())) throw approvalError(ErrorCode.ValidationFailed, 'absenceDate')
  await db.deleteFrom('vetting_absences').where('company_id', '=', companyId).where('person_id', '=', personId).execute()
  if (isAbsent)
    await db
      .insertInto('vetting_absences')
      .values({ company_id: companyId, person_id: personId, until_date: until ?? null, created_at: ctx.now().toISOString() })
      .execute()
  return { PersonId: personId, IsAbsent: isAbsent, Until: isAbsent ? (until ?? '') : '' }
}
