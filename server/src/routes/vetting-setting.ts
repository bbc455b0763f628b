/**
 * Approval settings for administrators (docs/server-calls.md vettingsetting/): time-out, whitelist,
 * designated approvers, templates and their bindings, absences, manual pass. Guarded by
 * ManagePermission.ApprovalInfo flags: Whitelist for the whitelist calls, Configuration for
 * everything else. Every change is written to the company audit log (designated approvers here,
 * the rest in vetting-setting-audit.ts).
 */
import * as A from '../../../types/api/approval'
import { NoParamsReq } from '../../../types/api/auth'
import { defineDomain } from '../http/call'
import { manualPassApproval, setAbsence } from '../services/approvals/service'
import * as S from '../services/approvals/settings'
import * as B from '../services/approvals/template-bindings'
import * as P from '../services/approvals/appointed'
import { recordAdminChange } from '../kernel/audit'
import { saveVettingRule, vettingRules } from '../kernel/orders/vetting-rules'
import type { AuthedContext } from '../http/context'
import * as Audit from './vetting-setting-audit'

/** The settings page's overview: the approvals' own settings and the products' approval rules. */
const initInfo = async (ctx: AuthedContext): Promise<A.VettingInitInfo> => ({
  ...(await S.initInfo(ctx)),
  Rules: await vettingRules(ctx.db, ctx.caller.companyId),
})

const count = (n: number): A.CountRes => ({ Count: n })

/** The audit row of a designated-approver change, in its transaction (the company audit log, kernel/audit.ts). */
const recordAppointed =
  (ctx: AuthedContext): P.AppointedAudit =>
  (trx, personId, action, before, after) =>
    recordAdminChange(trx, ctx, 'AppointedApprover', personId, action, before, after)

/** Binding or unbinding members (employees or custom items) of a template, with its audit row; the count of members changed. */
const binding =
  <Q extends { TemplateId: number }>(
    members: (body: Q) => { persons: readonly number[] } | { customItems: readonly number[] },
    bindIn: (ctx: AuthedContext, templateId: number, ids: readonly number[], bind: boolean) => Promise<number>,
  ) =>
  (bind: boolean) =>
  async (body: Q, ctx: AuthedContext) => {
    const what = members(body)
    const ids = 'persons' in what ? what.persons : what.customItems
    const template = await S.templateDetail(ctx, body.TemplateId)
    return count(await Audit.auditBinding(ctx, template, what, bind, await bindIn(ctx, body.TemplateId, ids, bind)))
  }
const bindingPersons = binding((b: A.BindPersonsReq) => ({ persons: b.PersonIds }), B.bindPersons)
const bindingCustomItems = binding((b: A.BindCustomItemsReq) => ({ customItems: b.CustomItemIds }), B.bindCustomItems)

export default defineDomain('vettingsetting', 'Approval settings: time-out, whitelist, templates, bindings, absences', 'approval', (call, res) => {
  call('vettingsetting/getVettingInitInfo', {
    summary: 'Time-out, approver kinds and counts of the approval settings page',
    auth: 'required',
    power: 'ManagePermission.ApprovalInfo.Enable',
    body: NoParamsReq,
    result: res('VettingInitInfo'),
    handle: (_body, ctx) => initInfo(ctx),
  })
  call('vettingsetting/saveVettingInitInfo', {
    summary: 'Set the approval time-out in minutes, and whether a disruption’s rebooking goes without approval',
    auth: 'required',
    power: 'ManagePermission.ApprovalInfo.Configuration',
    body: A.SaveVettingInitInfoReq,
    result: res('VettingInitInfo'),
    handle: async (body, ctx) => {
      await Audit.auditTimeout(ctx, () => S.saveTimeout(ctx, body.TimeoutMinutes))
      if (body.DisruptionSkipsApproval !== undefined) await S.saveDisruptionSkips(ctx, body.DisruptionSkipsApproval)
      return initInfo(ctx)
    },
  })
  call('vettingsetting/saveVettingRule', {
    summary: 'Set when a product’s orders, refunds or changes need approval',
    auth: 'required',
    power: 'ManagePermission.ApprovalInfo.Configuration',
    body: A.SaveVettingRuleReq,
    result: res('VettingInitInfo'),
    handle: async (body, ctx) => {
      await Audit.auditRule(ctx, body, () => saveVettingRule(ctx.db, ctx.caller.companyId, body))
      return initInfo(ctx)
    },
  })
  call('vettingsetting/getVettingWhiteListers', {
    summary: 'Employees on the approval whitelist',
    auth: 'required',
    power: 'ManagePermission.ApprovalInfo.Whitelist',
    body: A.PersonPageReq,
    result: res('WhiteListersRes'),
    handle: (body, ctx) => S.whiteListers(ctx, body),
  })
  call('vettingsetting/getWhiteListUnBindUnitPersons', {
    summary: 'Employees not on the whitelist (to add)',
    auth: 'required',
    power: 'ManagePermission.ApprovalInfo.Whitelist',
    body: A.PersonPageReq,
    result: res('PersonPageRes'),
    handle: (body, ctx) => S.notWhiteListed(ctx, body),
  })
  call('vettingsetting/addVettingWhiteListers', {
    summary: 'Put employees on the whitelist (their bookings and applications skip approval)',
    auth: 'required',
    power: 'ManagePermission.ApprovalInfo.Whitelist',
    body: A.AddVettingWhiteListersReq,
    result: res('CountRes'),
    handle: async (body, ctx) =>
      count(await Audit.auditWhitelist(ctx, body.PersonIds, body.Product ?? 'All', await S.addWhiteListers(ctx, body.PersonIds, body.Product ?? 'All'))),
  })
  call('vettingsetting/deleteVettingWhiteListers', {
    summary: 'Take employees off the whitelist',
    auth: 'required',
    power: 'ManagePermission.ApprovalInfo.Whitelist',
    body: A.DeleteVettingWhiteListersReq,
    result: res('CountRes'),
    handle: async (body, ctx) => count(await Audit.auditWhitelist(ctx, body.PersonIds, null, await S.deleteWhiteListers(ctx, body.PersonIds))),
  })
  call('vettingsetting/getAppointVettingPersons', {
    summary: 'Designated approvers (the people templates may name), each with the templates naming them',
    auth: 'required',
    power: 'ManagePermission.ApprovalInfo.Configuration',
    body: A.PersonPageReq,
    result: res('AppointVettingPersonsRes'),
    handle: (body, ctx) => P.appointedPersons(ctx, body),
  })
  call('vettingsetting/getAppointUnBindPersons', {
    summary: 'Active employees who are not designated approvers (to add)',
    auth: 'required',
    power: 'ManagePermission.ApprovalInfo.Configuration',
    body: A.PersonPageReq,
    result: res('PersonPageRes'),
    handle: (body, ctx) => P.notAppointed(ctx, body),
  })
  call('vettingsetting/addAppointVettingPersons', {
    summary: 'Make active employees of the company designated approvers (1001 for anyone else)',
    auth: 'required',
    power: 'ManagePermission.ApprovalInfo.Configuration',
    body: A.AddAppointVettingPersonsReq,
    result: res('CountRes'),
    handle: async (body, ctx) => count(await P.addAppointed(ctx, body.PersonIds, recordAppointed(ctx))),
  })
  call('vettingsetting/deleteAppointVettingPersons', {
    summary: 'Remove designated approvers (1017 naming the templates while a template names one as approver or backup)',
    auth: 'required',
    power: 'ManagePermission.ApprovalInfo.Configuration',
    body: A.DeleteAppointVettingPersonsReq,
    result: res('CountRes'),
    handle: async (body, ctx) => count(await P.deleteAppointed(ctx, body.PersonIds, recordAppointed(ctx))),
  })
  call('vettingsetting/getVettingTemplates', {
    summary: 'Approval templates with their levels in a line',
    auth: 'required',
    power: 'ManagePermission.ApprovalInfo.Configuration',
    body: A.GetVettingTemplatesReq,
    result: res('GetVettingTemplatesRes'),
    handle: async (body, ctx) => ({ Items: await S.templates(ctx, body.Keyword) }),
  })
  call('vettingsetting/getVettingTemplateDetail', {
    summary: 'One template: levels, approvers, backups, bound custom items',
    auth: 'required',
    power: 'ManagePermission.ApprovalInfo.Configuration',
    body: A.TemplateIdReq,
    result: res('TemplateDetail'),
    handle: (body, ctx) => S.templateDetail(ctx, body.TemplateId),
  })
  call('vettingsetting/saveVettingTemplate', {
    summary:
      'Create or replace a template (levels in order; approvers and backups from the designated approvers, 1001 otherwise; approvals under way keep their approvers)',
    auth: 'required',
    power: 'ManagePermission.ApprovalInfo.Configuration',
    body: A.SaveVettingTemplateReq,
    result: res('TemplateDetail'),
    handle: async (body, ctx) => {
      const before = body.TemplateId ? await S.templateDetail(ctx, body.TemplateId) : null
      const after = await S.saveTemplate(ctx, body)
      await Audit.auditTemplate(ctx, before, after)
      return after
    },
  })
  call('vettingsetting/deleteVettingTemplate', {
    summary: 'Delete a template without bindings',
    auth: 'required',
    power: 'ManagePermission.ApprovalInfo.Configuration',
    body: A.TemplateIdReq,
    result: res('CountRes'),
    handle: async (body, ctx) => {
      const before = await S.templateDetail(ctx, body.TemplateId)
      const n = await S.deleteTemplate(ctx, body.TemplateId)
      if (n) await Audit.auditTemplate(ctx, before, null)
      return count(n)
    },
  })
  call('vettingsetting/getTemplateBindPersons', {
    summary: 'Employees bound to the template, or bound to none (Bound false)',
    auth: 'required',
    power: 'ManagePermission.ApprovalInfo.Configuration',
    body: A.TemplateBindPersonsReq,
    result: res('PersonPageRes'),
    handle: (body, ctx) => B.templatePersons(ctx, body),
  })
  call('vettingsetting/getTemplateBindCustomItems', {
    summary: 'Custom items bound to the template, or bound to none (Bound false)',
    auth: 'required',
    power: 'ManagePermission.ApprovalInfo.Configuration',
    body: A.TemplateBindCustomItemsReq,
    result: res('CustomItemsRes'),
    handle: (body, ctx) => B.templateCustomItems(ctx, body.TemplateId, body.Bound),
  })
  call('vettingsetting/getTemplateUnBindPersons', {
    summary: 'Employees bound to no template, to bind to this one: getTemplateBindPersons with Bound false',
    auth: 'required',
    power: 'ManagePermission.ApprovalInfo.Configuration',
    body: A.TemplateUnboundPersonsReq,
    result: res('PersonPageRes'),
    handle: (body, ctx) => B.templatePersons(ctx, { ...body, Bound: false }),
  })
  call('vettingsetting/getTemplateUnBindCustomItems', {
    summary: 'Custom items bound to no template, to bind to this one: getTemplateBindCustomItems with Bound false',
    auth: 'required',
    power: 'ManagePermission.ApprovalInfo.Configuration',
    body: A.TemplateUnboundCustomItemsReq,
    result: res('CustomItemsRes'),
    handle: (body, ctx) => B.templateCustomItems(ctx, body.TemplateId, false),
  })
  call('vettingsetting/bindTemplatePersons', {
    summary: 'Bind employees to a staff template (1008 when one is bound to another template)',
    auth: 'required',
    power: 'ManagePermission.ApprovalInfo.Configuration',
    body: A.BindPersonsReq,
    result: res('CountRes'),
    handle: bindingPersons(true),
  })
  call('vettingsetting/unbindTemplatePersons', {
    summary: 'Unbind employees from a template',
    auth: 'required',
    power: 'ManagePermission.ApprovalInfo.Configuration',
    body: A.BindPersonsReq,
    result: res('CountRes'),
    handle: bindingPersons(false),
  })
  call('vettingsetting/bindTemplateCustomItems', {
    summary: 'Bind custom items (projects) to a custom-item template (1008 when bound to another)',
    auth: 'required',
    power: 'ManagePermission.ApprovalInfo.Configuration',
    body: A.BindCustomItemsReq,
    result: res('CountRes'),
    handle: bindingCustomItems(true),
  })
  call('vettingsetting/unbindTemplateCustomItems', {
    summary: 'Unbind custom items from a template',
    auth: 'required',
    power: 'ManagePermission.ApprovalInfo.Configuration',
    body: A.BindCustomItemsReq,
    result: res('CountRes'),
    handle: bindingCustomItems(false),
  })
  call('vettingsetting/setApproverAbsence', {
    summary: 'Mark an approver out of office (or back) on their behalf',
    auth: 'required',
    power: 'ManagePermission.ApprovalInfo.Configuration',
    body: A.SetApproverAbsenceReq,
    result: res('OutOfOfficeRes'),
    handle: async (body, ctx) => {
      const before = await ctx.db
        .selectFrom('vetting_absences')
        .select('until_date')
        .where('company_id', '=', ctx.caller.companyId)
        .where('person_id', '=', body.PersonId)
        .executeTakeFirst()
      const after = await setAbsence(ctx, body.PersonId, body.IsAbsent, body.Until)
      await Audit.auditAbsence(ctx, body.PersonId, before, after)
      return after
    },
  })
  call('vettingsetting/manualPassApproval', {
    summary: 'Pass a pending approval by hand (docs/order-states.md manually passed); the reason is recorded',
    auth: 'required',
    power: 'ManagePermission.ApprovalInfo.Configuration',
    body: A.ManualPassReq,
    result: res('VettingHandleRes'),
    handle: (body, ctx) => Audit.auditManualPass(ctx, body.ApprovalNo, body.Reason, () => manualPassApproval(ctx, body.ApprovalNo, body.Reason)),
  })
})
