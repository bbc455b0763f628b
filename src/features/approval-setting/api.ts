/**
 * Every server call of the approval-settings screens (vettingsetting/, docs/server-calls.md). Pages call these,
 * never http directly. Power: ApprovalInfo.Enable reads the rules, .Configuration changes rules,
 * templates and the designated approvers, .Whitelist manages the whitelist (the server checks again).
 */
import type {
  AppointVettingPersonsRes,
  CountRes,
  CustomItemsRes,
  GetVettingTemplatesRes,
  OutOfOfficeRes,
  PersonPageRes,
  TemplateDetail,
  VettingInitInfo,
  WhiteListersRes,
} from '@api/approval'
import { caller, http } from '@/stores'

export const PERSON_PAGE_SIZE = 20

/** A page of a searched list of people (no keyword: everyone). */
const personPage = (keyword: string, pageIndex: number) => ({ ...(keyword ? { Keyword: keyword } : {}), PageIndex: pageIndex, PageSize: PERSON_PAGE_SIZE })

export function initInfo(): Promise<VettingInitInfo> {
  return http.call('vettingsetting/getVettingInitInfo', {})
}

export function saveInitInfo(timeoutMinutes: number, more: { DisruptionSkipsApproval?: boolean } = {}): Promise<VettingInitInfo> {
  return http.call('vettingsetting/saveVettingInitInfo', { TimeoutMinutes: timeoutMinutes, ...more }, { loading: true })
}

export const saveVettingRule = caller('vettingsetting/saveVettingRule', { loading: true })

export function whiteListers(keyword: string, pageIndex: number): Promise<WhiteListersRes> {
  return http.call('vettingsetting/getVettingWhiteListers', personPage(keyword, pageIndex))
}

/** Employees not on the whitelist, to add. `parallel`: the add sheet searches while the list stays. */
export function notWhiteListed(keyword: string, pageIndex: number): Promise<PersonPageRes> {
  return http.call('vettingsetting/getWhiteListUnBindUnitPersons', personPage(keyword, pageIndex), { parallel: true })
}

export function addWhiteListers(personIds: number[]): Promise<CountRes> {
  return http.call('vettingsetting/addVettingWhiteListers', { PersonIds: personIds, Product: 'All' }, { loading: true })
}

export function deleteWhiteListers(personIds: number[]): Promise<CountRes> {
  return http.call('vettingsetting/deleteVettingWhiteListers', { PersonIds: personIds }, { loading: true })
}

export function templates(keyword: string): Promise<GetVettingTemplatesRes> {
  return http.call('vettingsetting/getVettingTemplates', keyword ? { Keyword: keyword } : {})
}

export function templateDetail(templateId: number): Promise<TemplateDetail> {
  return http.call('vettingsetting/getVettingTemplateDetail', { TemplateId: templateId })
}

export const saveTemplate = caller('vettingsetting/saveVettingTemplate', { loading: true })

export function deleteTemplate(templateId: number): Promise<CountRes> {
  return http.call('vettingsetting/deleteVettingTemplate', { TemplateId: templateId }, { loading: true })
}

/** bound true: the template's persons; false: employees bound to no template (to bind). */
export function templatePersons(templateId: number, bound: boolean, keyword: string, pageIndex: number): Promise<PersonPageRes> {
  return http.call('vettingsetting/getTemplateBindPersons', { TemplateId: templateId, Bound: bound, ...personPage(keyword, pageIndex) }, { parallel: true })
}

export function templateCustomItems(templateId: number, bound: boolean): Promise<CustomItemsRes> {
  return http.call('vettingsetting/getTemplateBindCustomItems', { TemplateId: templateId, Bound: bound }, { parallel: true })
}

export function bindPersons(templateId: number, personIds: number[], bind: boolean): Promise<CountRes> {
  return http.call(
    bind ? 'vettingsetting/bindTemplatePersons' : 'vettingsetting/unbindTemplatePersons',
    { TemplateId: templateId, PersonIds: personIds },
    { loading: true },
  )
}

export function bindCustomItems(templateId: number, ids: number[], bind: boolean): Promise<CountRes> {
  return http.call(
    bind ? 'vettingsetting/bindTemplateCustomItems' : 'vettingsetting/unbindTemplateCustomItems',
    { TemplateId: templateId, CustomItemIds: ids },
    { loading: true },
  )
}

/** Marks an approver out of office (no end date: until switched back) or back at work. */
export function setAbsence(personId: number, isAbsent: boolean): Promise<OutOfOfficeRes> {
  return http.call('vettingsetting/setApproverAbsence', { PersonId: personId, IsAbsent: isAbsent }, { loading: true })
}

/** Designated approvers: the only people a template may name as approver or backup. */
export function appointedApprovers(keyword: string, pageIndex: number, parallel = false): Promise<AppointVettingPersonsRes> {
  return http.call('vettingsetting/getAppointVettingPersons', personPage(keyword, pageIndex), parallel ? { parallel: true } : {})
}

/** Employees who are not designated approvers, to add. `parallel`: the add sheet searches while the list stays. */
export function notAppointed(keyword: string, pageIndex: number): Promise<PersonPageRes> {
  return http.call('vettingsetting/getAppointUnBindPersons', personPage(keyword, pageIndex), { parallel: true })
}

export function addAppointed(personIds: number[]): Promise<CountRes> {
  return http.call('vettingsetting/addAppointVettingPersons', { PersonIds: personIds }, { loading: true })
}

/** Refused (1017) while a template names the person; the server's message names the templates. */
export function deleteAppointed(personIds: number[]): Promise<CountRes> {
  return http.call('vettingsetting/deleteAppointVettingPersons', { PersonIds: personIds }, { loading: true })
}
