/**
 * Every server call of the approval and message pages (vetting/, message/). Pages call these,
 * never http directly, so paths and bodies live in one place. 316 (the step was decided or moved
 * under the user) comes back unhandled — no toast — and the detail page reloads on it.
 */
import type {
  ApprovalDetail,
  ApprovalSubjectKind,
  ApprovalTab,
  GetApprovalOrdersRes,
  GetMyApprovalTemplatesRes,
  ReSendVettingMessageRes,
  VettingDecision,
  VettingHandleRes,
} from '@api/approval'
import type { MarkReadRes, MessageCategory, MessageListRes, UnreadCountRes } from '@api/message'
import { http } from '@/stores'

export const APPROVAL_PAGE_SIZE = 10
export const MESSAGE_PAGE_SIZE = 20

/**
 * `parallel`: the list page asks for its tab and, side by side, the other tabs' totals; without
 * it one call to the same path would cancel the other.
 */
export function approvalOrders(tab: ApprovalTab, pageIndex: number, opts: { pageSize?: number; parallel?: boolean } = {}): Promise<GetApprovalOrdersRes> {
  return http.call('vetting/getApprovalOrders', { Tab: tab, PageIndex: pageIndex, PageSize: opts.pageSize ?? APPROVAL_PAGE_SIZE }, { parallel: opts.parallel })
}

export function approvalDetail(approvalNo: string): Promise<ApprovalDetail> {
  return http.call('vetting/getApprovalDetail', { ApprovalNo: approvalNo })
}

/** Level: the one the screen showed, so a decision on a level that moved on answers 316. */
export function decide(approvalNo: string, decision: VettingDecision, reason: string, level: number): Promise<VettingHandleRes> {
  return http.call(
    'vetting/vettingHandleOrderV1',
    { ApprovalNo: approvalNo, Decision: decision, Level: level, ...(reason ? { Reason: reason } : {}) },
    { loading: true },
  )
}

/** 1006 within the interval; the envelope's ResultData.RetryAfterSeconds drives the countdown. */
export function resend(approvalNo: string): Promise<ReSendVettingMessageRes> {
  return http.call('vetting/reSendVettingMessage', { ApprovalNo: approvalNo }, { loading: true })
}

export function myTemplates(subject?: ApprovalSubjectKind): Promise<GetMyApprovalTemplatesRes> {
  return http.call('vetting/GetMyApprovalTemplates', subject ? { Subject: subject } : {}, { parallel: true })
}

export function messageList(category: MessageCategory | 'All', pageIndex: number): Promise<MessageListRes> {
  return http.call('message/getMessageList', { Category: category, PageIndex: pageIndex, PageSize: MESSAGE_PAGE_SIZE })
}

export function unreadCount(): Promise<UnreadCountRes> {
  return http.call('message/getUnreadCount', {}, { parallel: true })
}

export function markRead(target: { ids: number[] } | { category: MessageCategory | 'All' }): Promise<MarkReadRes> {
  return http.call('message/markRead', 'ids' in target ? { Ids: target.ids } : { Category: target.category }, { parallel: true })
}
