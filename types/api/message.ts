/**
 * The message centre (docs/routes.md /message/center, orderNotice, flightNotice; MessagePermission of docs/roles-and-powers.md).
 * Messages are per user and rendered in the request's language:
 *   ApprovalRequest — an approval waits for me (also sent again by vetting/reSendVettingMessage);
 *   ApprovalResult  — my request was approved, rejected, expired or system-approved;
 *   OrderNotice     — a status change of an order I booked or travel on (its timeline entries);
 *   FlightNotice    — flight status of my upcoming flights (issued tickets departing within 48 h),
 *                     gated by MessagePermission.FlightDynamics.
 * Order and flight notices are derived from the orders when the list or the counts are read, so
 * the same orders and clock always give the same messages.
 * Import with `import type` on the client.
 */
import { Type, type Static } from '@sinclair/typebox'
import type { NoParamsReq } from './auth'

export const MESSAGE_CATEGORIES = ['Approval', 'Order', 'Flight'] as const
export type MessageCategory = (typeof MESSAGE_CATEGORIES)[number]
export type MessageKind = 'ApprovalRequest' | 'ApprovalResult' | 'OrderNotice' | 'FlightNotice' | 'Disruption'

/** A FlightNotice's status: the operations events recorded for the flight (docs/disruptions.md), else the deterministic one. */
export type FlightNoticeStatus = 'Scheduled' | 'OnTime' | 'Delayed' | 'Boarding' | 'Departed' | 'Arrived' | 'Cancelled' | 'Diverted'

export interface FlightNoticeInfo {
  FlightNo: string
  DepartDate: string
  DepartCityName: string
  ArriveCityName: string
  DepartAirportName: string
  DepartTerminal: string
  ArriveAirportName: string
  ArriveTerminal: string
  /** Scheduled 'HH:mm'. */
  DepartTime: string
  ArriveTime: string
  /** Expected 'HH:mm' after the delay. */
  EstimatedDepartTime: string
  Status: FlightNoticeStatus
  StatusName: string
  DelayMinutes: number
  /** e.g. 'B12'; '' before boarding information exists. */
  Gate: string
}

/**
 * Where a tap on the message leads: a docs/routes.md path and its query. '/message/examine' (the approval,
 * Params.ApprovalNo), '/planeTicket/orderDetails' (Params.OrderNo), '/travelApply/orderDetails'
 * (Params.ApplicationNo). The client maps the path to its route name.
 */
export interface MessageLink {
  Path: string
  Params: Record<string, string>
}

export interface MessageItem {
  Id: number
  Category: MessageCategory
  Kind: MessageKind
  Title: string
  Content: string
  CreatedAt: string
  IsRead: boolean
  /** ApprovalNo, OrderNo or ApplicationNo the message is about. */
  SubjectNo: string
  Link: MessageLink | null
  /** Set for FlightNotice. */
  Flight: FlightNoticeInfo | null
}

export const MessageListReq = Type.Object({
  /** Default all categories. */
  Category: Type.Optional(Type.Union([Type.Literal('All'), ...MESSAGE_CATEGORIES.map((c) => Type.Literal(c))])),
  UnreadOnly: Type.Optional(Type.Boolean()),
  PageIndex: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, default: 1 })),
  PageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })),
})
export type MessageListReq = Static<typeof MessageListReq>
export interface MessageListRes {
  Total: number
  PageIndex: number
  PageSize: number
  /** Unread messages of the asked category. */
  Unread: number
  Items: MessageItem[]
}

export interface UnreadCountRes {
  /** Approvals waiting for the caller's decision. */
  PendingApprovals: number
  /** Unread messages per category. */
  Approval: number
  Order: number
  Flight: number
  /** The message tab's badge: PendingApprovals + all unread messages. */
  Total: number
}

export const MarkReadReq = Type.Object({
  /** These messages; or, when absent, every message of Category (default all). */
  Ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 200 })),
  Category: Type.Optional(Type.Union([Type.Literal('All'), ...MESSAGE_CATEGORIES.map((c) => Type.Literal(c))])),
})
export type MarkReadReq = Static<typeof MarkReadReq>
export interface MarkReadRes {
  Updated: number
}

export interface MessageCalls {
  'message/getMessageList': { req: MessageListReq; res: MessageListRes }
  'message/getUnreadCount': { req: NoParamsReq; res: UnreadCountRes }
  'message/markRead': { req: MarkReadReq; res: MarkReadRes }
}
