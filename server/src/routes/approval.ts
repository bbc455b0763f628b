/**
 * Approvals (docs/server-calls.md vetting/, oa/getAuthorizationCodeSettings): the /message/examine tabs, the
 * approval detail, approve/reject, reminders, my templates, out of office, and the authorization
 * codes an order form may use. Any signed-in person may call them: what they see and may decide
 * follows from being the requester, a traveller or an assigned approver (services/approvals).
 */
import * as A from '../../../types/api/approval'
import { defineDomain } from '../http/call'
import { getApprovalDetail, getApprovalOrders, handleApproval, myTemplates, resendMessage, setAbsence } from '../services/approvals/service'
import { authorizationCodeSettings } from '../services/trip-forms/authorization'

export default defineDomain(
  'approval',
  'Approvals: pending and submitted lists, detail, approve/reject, reminders, templates, authorization codes',
  'approval',
  (call, res) => {
    call('vetting/getApprovalOrders', {
      summary: 'Approvals waiting for me, my requests, or those I handled (paged)',
      auth: 'required',
      money: true,
      body: A.GetApprovalOrdersReq,
      result: res('GetApprovalOrdersRes'),
      handle: (body, ctx) => getApprovalOrders(ctx, body),
    })

    call('vetting/getApprovalDetail', {
      summary: 'One approval by ApprovalNo, OrderNo or ApplicationNo: levels, approvers, history and the order or application',
      description: 'Visible to the requester, the travellers, the approvers and approval administrators; 1005 for anyone else.',
      auth: 'required',
      money: true,
      body: A.GetApprovalDetailReq,
      result: res('ApprovalDetail'),
      handle: (body, ctx) => getApprovalDetail(ctx, body),
    })

    call('vetting/vettingHandleOrderV1', {
      summary: 'Approve or reject the open level (reject needs a reason of at most 200 characters)',
      description: '1003 when the caller is not an approver of the open level; 316 when it was decided, expired or moved on.',
      auth: 'required',
      body: A.VettingHandleReq,
      result: res('VettingHandleRes'),
      handle: (body, ctx) => handleApproval(ctx, body),
    })

    call('vetting/reSendVettingMessage', {
      summary: 'Remind the current approvers (requester or traveller; once per 10 minutes)',
      description: 'Too soon: ErrorCode 1006 with ResultData {RetryAfterSeconds}.',
      auth: 'required',
      body: A.ReSendVettingMessageReq,
      result: res('ReSendVettingMessageRes'),
      handle: (body, ctx) => resendMessage(ctx, body.ApprovalNo),
    })

    call('vetting/GetMyApprovalTemplates', {
      summary: 'The approval templates that apply to me, with their levels and approvers',
      auth: 'required',
      body: A.GetMyApprovalTemplatesReq,
      result: res('GetMyApprovalTemplatesRes'),
      handle: (body, ctx) => myTemplates(ctx, body),
    })

    call('vetting/setOutOfOffice', {
      summary: 'Mark myself out of office (or back): meanwhile the backups of my levels decide',
      auth: 'required',
      body: A.SetOutOfOfficeReq,
      result: res('OutOfOfficeRes'),
      handle: (body, ctx) => setAbsence(ctx, ctx.caller.personId, body.IsAbsent, body.Until),
    })

    call('oa/getAuthorizationCodeSettings', {
      summary: "A product's authorization-code settings and the approved trip applications the travellers may book with",
      auth: 'required',
      body: A.AuthorizationCodeSettingsReq,
      result: res('AuthorizationCodeSettingsRes'),
      handle: (body, ctx) => authorizationCodeSettings(ctx, body),
    })
  },
)
