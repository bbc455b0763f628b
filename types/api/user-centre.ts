/**
 * The personal centre's and the Manage tab's own calls (docs/addresses.md): the centre's start-up
 * data with its badges, the badges alone, and the Manage tab's head.
 */
import type { PersonalInfor } from './session'

/** The personal centre's badges: what waits for the caller. */
export interface MineCountRes {
  /** The caller's own bookings placed and not yet paid (or whose payment failed). */
  UnpaidOrders: number
  /** The caller's bookings waiting for an approver. */
  PendingApprovalOrders: number
  /** Approvals waiting for the caller's decision. */
  ApprovalsToDecide: number
  /** Unread messages of the categories the caller sees. */
  UnreadMessages: number
}

export interface UserCenterInitRes {
  PersonalInfor: PersonalInfor
  Counts: MineCountRes
}

export interface UserManageInfoRes {
  CompanyName: string
  /** Active employees and non-employee travellers of the company. */
  Employees: number
  NonEmployees: number
  /** Approvals waiting for the caller's decision. */
  ApprovalsToDecide: number
}

type Empty = Record<string, never>

export interface UserCentreCalls {
  'user/getUserCenterInitInfo': { req: Empty; res: UserCenterInitRes }
  'user/getMineCountInfo': { req: Empty; res: MineCountRes }
  'user/getUserManageInfo': { req: Empty; res: UserManageInfoRes }
}
