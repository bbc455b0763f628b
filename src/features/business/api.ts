/** Company administration calls (types/api/admin.ts). */
import type { InviteInfo, InviteLink, JoinReq, JoinRequestItem, JoinRes } from '@api/admin'
import type { JoinRequestState } from '@api/admin-values'
import { http } from '@/stores'

export const INVITES_PAGE_SIZE = 20

export const createInvite = (): Promise<InviteLink> => http.call('invite/create', {}, { loading: true })
export const joinRequests = (state: JoinRequestState, page: number): Promise<{ Items: JoinRequestItem[]; Total: number }> => http.call('invite/list', { State: state, PageIndex: page, PageSize: INVITES_PAGE_SIZE })
export const decide = (requestId: number, approve: boolean): Promise<JoinRequestItem> => http.call('invite/approve', { RequestId: requestId, Approve: approve }, { loading: true })

export const inviteInfo = (token: string): Promise<InviteInfo> => http.call('invite/getinviteinfo', { Token: token })
export const join = (req: JoinReq): Promise<JoinRes> => http.call('invite/join', req, { loading: true })
