/**
 * Every server call of the trip-application pages: the form's settings, create, detail, list,
 * cancel, the application's approval, and the people and cities the form picks from. The
 * approval engine answers 316 when an application moved on under the user (cancel after it was
 * decided): it comes back unhandled and the page reloads.
 */
import type { ApprovalDetail, GetMyApprovalTemplatesRes } from '@api/approval'
import type { BookPerson } from '@api/flight'
import type { TripApplicationDetail, TripApplicationListRes, TripApplicationRes, TripFormInitInfo, TripListGroup } from '@api/trip-form'
import { caller, http } from '@/stores'

export const APPLICATION_PAGE_SIZE = 10

export function initInfo(): Promise<TripFormInitInfo> {
  return http.call('tripformapi/application/getInitInfo', {})
}

export const createApplication = caller('tripformapi/application/create', { loading: true })

export function submitDraft(applicationNo: string): Promise<TripApplicationRes> {
  return http.call('tripformapi/application/submit', { ApplicationNo: applicationNo }, { loading: true })
}

export function applicationDetail(applicationNo: string): Promise<TripApplicationDetail> {
  return http.call('tripformapi/application/detail', { ApplicationNo: applicationNo })
}

export function applicationList(group: TripListGroup, pageIndex: number): Promise<TripApplicationListRes> {
  return http.call('tripformapi/application/list', { Group: group, PageIndex: pageIndex, PageSize: APPLICATION_PAGE_SIZE })
}

export function cancelApplication(applicationNo: string, reason: string): Promise<TripApplicationRes> {
  return http.call('tripformapi/application/cancel', { ApplicationNo: applicationNo, ...(reason ? { Reason: reason } : {}) }, { loading: true })
}

/** The application's approval (levels, approvers, history); side by side with the detail. */
export function applicationApproval(applicationNo: string): Promise<ApprovalDetail> {
  return http.call('vetting/getApprovalDetail', { ApplicationNo: applicationNo }, { parallel: true })
}

export const PERSON_PAGE_SIZE = 30

/** Colleagues (and non-employees) within the caller's booking scope. */
export function bookPersons(keyword: string, pageIndex: number): Promise<{ persons: BookPerson[]; total: number }> {
  return http
    .call('user/getBookPersons', { Keyword: keyword.trim() || undefined, PageIndex: pageIndex, PageSize: PERSON_PAGE_SIZE })
    .then((r) => ({ persons: r.Persons, total: r.Total }))
}

/** Who would approve an application of mine (the last template is the one for me). */
export function myApplicationTemplates(): Promise<GetMyApprovalTemplatesRes> {
  return http.call('vetting/GetMyApprovalTemplates', { Subject: 'TripApplication' }, { parallel: true })
}
