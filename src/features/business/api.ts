/** Company administration calls (types/api/admin.ts). */
import type {
  InviteInfo,
  InviteLink,
  JoinReq,
  JoinRequestItem,
  JoinRes,
  AcceptBindingRes,
  BindingInfo,
  BindingLink,
  EmployeeInitData,
  EmployeeSaveReq,
  ImportRes,
  MessengerUser,
  NonEmployeeSaveReq,
  Page,
  PersonDetail,
  PersonItem,
  PersonSearchReq,
  ViewAndBooking,
  SaveViewAndBookingReq,
} from '@api/admin'
import type { JoinRequestState, BindingState, ImportMode, Messenger } from '@api/admin-values'
import { http } from '@/stores'

export const INVITES_PAGE_SIZE = 20

export const createInvite = (): Promise<InviteLink> => http.call('invite/create', {}, { loading: true })
export const joinRequests = (state: JoinRequestState, page: number): Promise<{ Items: JoinRequestItem[]; Total: number }> =>
  http.call('invite/list', { State: state, PageIndex: page, PageSize: INVITES_PAGE_SIZE })
export const decide = (requestId: number, approve: boolean): Promise<JoinRequestItem> =>
  http.call('invite/approve', { RequestId: requestId, Approve: approve }, { loading: true })

export const inviteInfo = (token: string): Promise<InviteInfo> => http.call('invite/getinviteinfo', { Token: token })
export const join = (req: JoinReq): Promise<JoinRes> => http.call('invite/join', req, { loading: true })

// ---------------------------------------------------------------- staff and non-employees

export const STAFF_PAGE_SIZE = 20
/** Employees ('staff') or non-employees ('unstaff'): the same screens, their own calls. */
export type PeopleKind = 'staff' | 'unstaff'

export const staffInitData = (): Promise<EmployeeInitData> => http.call('employee/getEmployeeInitData', {})
export const people = (kind: PeopleKind, req: PersonSearchReq): Promise<Page<PersonItem>> =>
  kind === 'staff'
    ? http.call('employee/getEmployees', { PageSize: STAFF_PAGE_SIZE, ...req })
    : http.call('nupemployee/get', { PageSize: STAFF_PAGE_SIZE, ...req })
export const person = (kind: PeopleKind, personId: number): Promise<PersonDetail> =>
  kind === 'staff'
    ? http.call('employee/getEmployee', { PersonId: personId }, { loading: true })
    : http.call('nupemployee/detail', { PersonId: personId }, { loading: true })
export const savePerson = (kind: PeopleKind, req: EmployeeSaveReq | NonEmployeeSaveReq): Promise<PersonDetail> => {
  if (kind === 'unstaff') return http.call(req.PersonId ? 'nupemployee/edit' : 'nupemployee/add', req as NonEmployeeSaveReq, { loading: true })
  return http.call(req.PersonId ? 'employee/editEmployee' : 'employee/addEmployee', req, { loading: true })
}
export const deletePerson = (kind: PeopleKind, personId: number): Promise<unknown> =>
  kind === 'staff'
    ? http.call('employee/deleteEmployee', { PersonId: personId }, { loading: true })
    : http.call('nupemployee/deleteNup', { PersonId: personId }, { loading: true })
export const setStatus = (personId: number, status: 0 | 1): Promise<unknown> =>
  http.call('employee/setEmployeeStatus', { PersonIds: [personId], Status: status }, { loading: true })
export const importPeople = (kind: PeopleKind, fileName: string, base64: string, mode: ImportMode): Promise<ImportRes> =>
  http.call(kind === 'staff' ? 'employee/batchImport' : 'nupemployee/batchImport', { FileName: fileName, ContentBase64: base64, Mode: mode }, { loading: true })

/** Employees by id (a scope's chosen people), 100 to a call. */
export async function peopleByIds(ids: number[]): Promise<PersonItem[]> {
  const chunks: number[][] = []
  for (let i = 0; i < ids.length; i += 100) chunks.push(ids.slice(i, i + 100))
  const pages = await Promise.all(chunks.map((c) => http.call('employee/getEmployees', { PersonIds: c, PageIndex: 1, PageSize: 100 }, { parallel: true })))
  return pages.flatMap((p) => p.Items)
}
export const viewAndBooking = (personId: number): Promise<ViewAndBooking> => http.call('employee/getViewAndBooking', { PersonId: personId })
export const saveViewAndBooking = (req: SaveViewAndBookingReq): Promise<ViewAndBooking> => http.call('employee/saveViewAndBooking', req, { loading: true })

// ---------------------------------------------------------------- enterprise messengers

export const messengerUsers = (m: Messenger, keyword: string, state: BindingState | '', page: number): Promise<Page<MessengerUser>> =>
  http.call(`${m}/getUsers`, { Keyword: keyword || undefined, State: state || undefined, PageIndex: page, PageSize: STAFF_PAGE_SIZE })
export const inviteBinding = (m: Messenger, personId: number): Promise<BindingLink> => http.call(`${m}/inviteUser`, { PersonId: personId }, { loading: true })
export const unbind = (m: Messenger, personId: number): Promise<MessengerUser> => http.call(`${m}/unbindingUser`, { PersonId: personId }, { loading: true })

/** The signed-in employee's own binding link (no admin power): what it binds, then bind it. */
export const bindingInfo = (token: string): Promise<BindingInfo> => http.call('messenger/bindingInfo', { Token: token })
export const acceptBinding = (token: string, externalUserId: string): Promise<AcceptBindingRes> =>
  http.call('messenger/acceptBinding', { Token: token, ExternalUserId: externalUserId }, { loading: true })
