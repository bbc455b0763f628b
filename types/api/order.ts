/**
 * Orders of every product: statuses (docs/order-states.md), the list, and the flight order's detail, payment,
 * cancel, refund and change calls. Money is integer fen. Request bodies are TypeBox schemas (the
 * server validates with them); answers are interfaces. Import with `import type` on the client.
 */
import { Type, type Static } from '@sinclair/typebox'
import type { FlightRow, CabinItem, PaymentType, PriceDetail, FeeRuleRow, PolicyVerdict } from './flight'

export type { PaymentType }
import { PayScene, type PayIntent } from './money'

/**
 * docs/order-states.md order statuses. The flight product uses:
 *   PendingApproval → Placed (approved; or at once when no approval is needed)
 *   Placed → Paid → Ticketing → TicketIssued      (Pay/flightpaystart; one transaction, see README)
 *   PendingApproval | Placed → Cancelled          (flightOrder/cancelOrder, or approval rejected)
 *   TicketIssued | ChangeSucceeded → RefundSucceeded when every ticket is refunded
 *   TicketIssued → ChangeSucceeded after a change (tickets stay refundable and changeable)
 * The others exist for the products that need them (hotel Confirming/Confirmed, car Processing, ...).
 */
export const ORDER_STATUSES = [
  'PendingApproval',
  'Placed',
  'Paid',
  'PaymentFailed',
  'Confirming',
  'Confirmed',
  'Processing',
  'Ticketing',
  'TicketingSucceeded',
  'TicketIssued',
  'Completed',
  'Cancelled',
  'Refunding',
  'RefundSucceeded',
  'RefundFailed',
  'Changing',
  'ChangeSucceeded',
  'ChangeFailed',
  'Rescheduling',
  'Rescheduled',
  'Voided',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/**
 * Approval of an order (docs/order-states.md approval labels used by orders). The approval engine stores
 * Approved for approved, manually passed and system-approved orders; Rejected, Expired (not
 * handled within the time-out) and Failed (no approver found) cancel the order.
 */
export type ApprovalStatus = 'NotRequired' | 'Pending' | 'Approved' | 'Rejected' | 'Expired' | 'Failed'

/** Tabs of the order list; each is a set of statuses (documented in server/README.md). */
export const ORDER_STATUS_GROUPS = ['All', 'PendingApproval', 'PendingPayment', 'Issued', 'RefundChange', 'Cancelled'] as const
export type OrderStatusGroup = (typeof ORDER_STATUS_GROUPS)[number]

export const ORDER_TIME_RANGES = ['1M', '6M', '1Y'] as const
export type OrderTimeRange = (typeof ORDER_TIME_RANGES)[number]

const OrderNo = Type.String({ minLength: 1, maxLength: 32 })
const RequestId = Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' })

export const OrderListReq = Type.Object({
  /** Default all products. */
  Product: Type.Optional(Type.String({ maxLength: 20 })),
  StatusGroup: Type.Optional(Type.Union(ORDER_STATUS_GROUPS.map((g) => Type.Literal(g)))),
  /** Booked within the last month, 6 months or year (docs/constants.md); default 6M. */
  TimeRange: Type.Optional(Type.Union(ORDER_TIME_RANGES.map((r) => Type.Literal(r)))),
  /** Order number, passenger name or flight number. */
  Keyword: Type.Optional(Type.String({ maxLength: 40 })),
  PageIndex: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  PageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
})
export type OrderListReq = Static<typeof OrderListReq>

export interface OrderActions {
  CanPay: boolean
  CanCancel: boolean
  CanRefund: boolean
  CanChange: boolean
}

export interface OrderSummary {
  OrderNo: string
  Product: string
  Status: OrderStatus
  /** Localised status label. */
  StatusName: string
  ApprovalStatus: ApprovalStatus
  PaymentType: PaymentType
  /** 'yyyy-MM-dd HH:mm' China time. */
  CreatedAt: string
  /** e.g. '北京 - 上海' / 'Beijing - Shanghai'; round trips show both legs. */
  Title: string
  /** e.g. 'CA1501 · 2025-03-01 08:00'. */
  SubTitle: string
  PassengerNames: string[]
  TotalAmount: number
  PersonalAmount: number
  Actions: OrderActions
}

export interface OrderListRes {
  Total: number
  PageIndex: number
  PageSize: number
  Orders: OrderSummary[]
}

export const OrderNoReq = Type.Object({ OrderNo })
export type OrderNoReq = Static<typeof OrderNoReq>

export interface TimelineEntry {
  /** 'yyyy-MM-dd HH:mm:ss' China time. */
  Time: string
  Status: string
  Text: string
}

export type TicketStatus = 'Booked' | 'Issued' | 'Refunding' | 'Refunded' | 'Changing' | 'Changed' | 'Void'

export interface OrderSegment {
  SegmentIndex: number
  Flight: FlightRow
  CabinCode: string
  CabinClass: string
  CabinClassName: string
  Discount: number
  /** Adult fare when booked (fen). */
  Price: number
  RefundRule: FeeRuleRow[]
  ChangeRule: FeeRuleRow[]
  Policy: PolicyVerdict
  /** The reason given at booking for an out-of-policy or not-cheapest choice. */
  PolicyReason: string
  /**
   * Set when every ticket of the segment was changed to another flight: Flight is then that new
   * flight and this the one booked.
   */
  ChangedFrom?: { FlightNo: string; DepartDate: string }
}

export interface OrderTicket {
  TicketId: number
  PassengerId: number
  SegmentIndex: number
  /** e.g. '999-2301234567'; '' before issue (and hidden when IsDisplayTicketNo is off). */
  TicketNo: string
  Status: TicketStatus
  StatusName: string
  /** After a change: the flight the ticket now travels on. */
  FlightNo: string
  DepartDate: string
  DepartTime: string
  CabinCode: string
  Fare: number
}

export interface OrderPassenger {
  /** Id of the passenger within the order (refund/change address passengers by it). */
  PassengerId: number
  PersonId: number | null
  Name: string
  PassengerType: 'Adult' | 'Child' | 'Infant'
  IdType: string
  /** Masked except for the traveller themself. */
  IdNo: string
  Mobile: string
}

export interface OrderContact {
  Name: string
  Mobile: string
  Email: string
}

export interface RefundRecord {
  RefundNo: string
  Status: OrderStatus
  StatusName: string
  PassengerIds: number[]
  Reason: string
  RefundFee: number
  RefundAmount: number
  CompanyRefund: number
  PersonalRefund: number
  /** The refund's approval while or after it needed one; '' when none. */
  ApprovalNo: string
  CreatedAt: string
}

export interface ChangeRecord {
  ChangeNo: string
  Status: OrderStatus
  StatusName: string
  PassengerIds: number[]
  Reason: string
  OldFlightNo: string
  NewFlightNo: string
  NewDepartDate: string
  NewCabinCode: string
  ChangeFee: number
  PriceDifference: number
  CompanyAmount: number
  PersonalAmount: number
  /** The change's approval while or after it needed one; '' when none. */
  ApprovalNo: string
  CreatedAt: string
}

/** What the cashier must collect for the order (or for a change) right now. */
export interface PayInfo {
  /** OrderNo, or the ChangeNo of a change awaiting payment. */
  PayFor: string
  CompanyAmount: number
  PersonalAmount: number
  Channels: PayChannel[]
}

export interface FlightOrderDetail {
  OrderNo: string
  Product: 'Flight'
  TripType: 'OneWay' | 'RoundTrip'
  Status: OrderStatus
  StatusName: string
  ApprovalStatus: ApprovalStatus
  PaymentType: PaymentType
  CreatedAt: string
  BookerName: string
  Segments: OrderSegment[]
  Passengers: OrderPassenger[]
  Tickets: OrderTicket[]
  Contacts: OrderContact[]
  PriceDetail: PriceDetail
  /** Set while something is payable: the order, or a change. */
  PayInfo: PayInfo | null
  Actions: OrderActions
  Timeline: TimelineEntry[]
  Refunds: RefundRecord[]
  Changes: ChangeRecord[]
  CostCenterName: string
  DepartmentName: string
  BusinessUnitName: string
  CustomItemName: string
  Purpose: string
  AuthorizationCode: string
  ExtendFields: { Name: string; Value: string }[]
  Attachments: { FileId: string; FileName: string; Url: string }[]
  BookMessage: string
  Insurance: boolean
}
/** What every product's order details share (the kernel fills it: kernel/orders/detail.ts). */
export type OrderDetailCommon = Pick<
  FlightOrderDetail,
  | 'OrderNo'
  | 'Status'
  | 'StatusName'
  | 'ApprovalStatus'
  | 'PaymentType'
  | 'CreatedAt'
  | 'BookerName'
  | 'Contacts'
  | 'PayInfo'
  | 'Timeline'
  | 'CostCenterName'
  | 'DepartmentName'
  | 'BusinessUnitName'
  | 'CustomItemName'
  | 'Purpose'
  | 'AuthorizationCode'
  | 'ExtendFields'
  | 'Attachments'
  | 'BookMessage'
>
export type FlightOrderDetailRes = FlightOrderDetail

export const CancelOrderReq = Type.Object({
  OrderNo,
  /** The status the screen showed; another current status gives 316. */
  Status: Type.Optional(Type.String({ maxLength: 30 })),
})
export type CancelOrderReq = Static<typeof CancelOrderReq>
export interface OrderStatusRes {
  OrderNo: string
  Status: OrderStatus
  StatusName: string
}

export const PAY_CHANNELS = ['CompanyAccount', 'WeChatPay', 'Alipay', 'UnionPay'] as const
export type PayChannel = (typeof PAY_CHANNELS)[number]

/**
 * Pay/{product}paystart (flight, hotel, train, intlflight: one shape for every product): the
 * simulated cashier. The screen first shows the amounts of PayInfo and the chosen channel;
 * confirming sends them back. PersonalAmount must equal what is due now (otherwise 316: the
 * order changed under the user), so a stale confirmation never pays.
 */
export const PayStartReq = Type.Object({
  OrderNo,
  /** Pay a change awaiting payment instead of the order. */
  ChangeNo: Type.Optional(Type.String({ maxLength: 32 })),
  /** 'CompanyAccount' when nothing is personal; a personal channel otherwise. */
  Channel: Type.Union(PAY_CHANNELS.map((c) => Type.Literal(c))),
  PersonalAmount: Type.Integer({ minimum: 0 }),
  /** Part of PersonalAmount from the wallet, fen (docs/money.md; as the company allows). */
  Wallet: Type.Optional(Type.Integer({ minimum: 0 })),
  /** Part of PersonalAmount in travel beans, a count (1 bean = 100 fen). */
  Beans: Type.Optional(Type.Integer({ minimum: 0 })),
  /** A voucher of the caller's for the personal part (voucher/list). */
  VoucherId: Type.Optional(Type.Integer({ minimum: 1 })),
  /** Accepted and ignored: whatever is left for a channel is always paid at the channel (docs/money.md#channels). */
  Simulate: Type.Optional(Type.Boolean()),
  /** Where the payer pays what is left for the channel (docs/money.md#channels); default H5 for WeChat Pay, WAP for Alipay. */
  Scene: Type.Optional(PayScene),
  /** With Scene JSAPI: the mini-program's Taro.login code, for the payer's openid at WeChat Pay. */
  LoginCode: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
})
export type PayStartReq = Static<typeof PayStartReq>
export interface PayStartRes {
  OrderNo: string
  PaymentNo: string
  Status: OrderStatus
  StatusName: string
  PaidCompanyAmount: number
  PaidPersonalAmount: number
  /** Entries added by this payment (Paid, Ticketing, TicketIssued ...). */
  Timeline: TimelineEntry[]
  /** What paid the personal part (docs/money.md), when the request named wallet, beans or a voucher, or Simulate. */
  Sources?: { Source: string; Amount: number }[]
  /** With something left for a channel: the pending payment and what the client does to pay it (PaymentNo is '' until the channel says it succeeded). */
  Intent?: PayIntent
}
/** The cashier's request and answer under the names the flight contract gave them first. */
export const FlightPayStartReq = PayStartReq
export type FlightPayStartReq = PayStartReq
export type FlightPayStartRes = PayStartRes

/** domesticFlightv2/checkVettingRefundFee: the refund preview. */
export const RefundFeeReq = Type.Object({
  OrderNo,
  /** Order passengers to refund (all their issued tickets); default all. */
  PassengerIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 9 })),
})
export type RefundFeeReq = Static<typeof RefundFeeReq>
export interface RefundTicketQuote {
  TicketId: number
  PassengerId: number
  PassengerName: string
  FlightNo: string
  Fare: number
  /** Airport tax and fuel surcharge, always refunded. */
  Taxes: number
  FeePercent: number
  RefundFee: number
  RefundAmount: number
  /** The applied rule window, e.g. '起飞前2-7天'. */
  RuleLabel: string
}
export interface RefundFeeRes {
  Tickets: RefundTicketQuote[]
  RefundFee: number
  RefundAmount: number
  CompanyRefund: number
  PersonalRefund: number
  /** The refund goes through approval first (RefundSettings.VettingSettings). */
  NeedVetting: boolean
  /** Reason picker per RefundSettings.RefundReasonSettings. */
  Reason: { IsDisplay: boolean; IsRequired: boolean; IsDisplayOtherItem: boolean }
}

export const ApplyRefundReq = Type.Object({
  ClientRequestId: RequestId,
  OrderNo,
  PassengerIds: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 9 }),
  ReasonCodeId: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  ReasonText: Type.Optional(Type.String({ maxLength: 50 })),
  /** The refund amount the preview showed; a different one gives 316 (order changed). */
  RefundAmount: Type.Integer({ minimum: 0 }),
})
export type ApplyRefundReq = Static<typeof ApplyRefundReq>
export interface ApplyRefundRes {
  RefundNo: string
  OrderNo: string
  Status: OrderStatus
  StatusName: string
  RefundAmount: number
  CompanyRefund: number
  PersonalRefund: number
}

export const ChangeFlightsReq = Type.Object({
  OrderNo,
  PassengerIds: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 9 }),
  SegmentIndex: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
  NewDate: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
})
export type ChangeFlightsReq = Static<typeof ChangeFlightsReq>

export interface ChangeCabinQuote extends CabinItem {
  /** Per passenger: new fare minus the old fare when higher, else 0 (fen). */
  PriceDifference: number
  ChangeFee: number
  /** (PriceDifference + ChangeFee) × passengers. */
  TotalPayable: number
  /** LowestPriceSettings of ChangeSettings: a cheaper same-day fare within ±RangeHour by more than RangePrice. */
  IsLowest: boolean
}
export interface ChangeFlightOption {
  Flight: FlightRow
  Cabins: ChangeCabinQuote[]
}
export interface ChangeFlightsRes {
  /** Same route, same carrier, the new date; cabins of the same class or higher. */
  Options: ChangeFlightOption[]
  LowestPrice: { IsEnable: boolean; RangeHour: number; RangePrice: number }
  Reason: { IsDisplay: boolean; IsRequired: boolean; IsDisplayOtherItem: boolean }
}

export const ApplyChangeReq = Type.Object({
  ClientRequestId: RequestId,
  OrderNo,
  PassengerIds: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 9 }),
  SegmentIndex: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
  NewFlightNo: Type.String({ pattern: '^[A-Z0-9]{2}\\d{3,4}$' }),
  NewDepartDate: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  NewCabinCode: Type.String({ pattern: '^[A-Z]$' }),
  /** The fare the screen showed; a different current fare gives 305 (re-query). */
  NewPrice: Type.Integer({ minimum: 0 }),
  ReasonCodeId: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  ReasonText: Type.Optional(Type.String({ maxLength: 50 })),
  /** Needed when a cheaper fare exists within LowestPriceSettings (docs/validation.md: ≤ 50 characters). */
  LowestPriceReasonCodeId: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  LowestPriceReasonText: Type.Optional(Type.String({ maxLength: 50 })),
})
export type ApplyChangeReq = Static<typeof ApplyChangeReq>
export interface ApplyChangeRes {
  ChangeNo: string
  OrderNo: string
  /** 'ChangeSucceeded', or 'Placed' when a personal part waits for Pay/flightpaystart with ChangeNo. */
  Status: OrderStatus
  StatusName: string
  CompanyAmount: number
  PersonalAmount: number
  NeedPayment: boolean
}

export interface OrderCalls {
  'order/getOrderList': { req: OrderListReq; res: OrderListRes }
  'flightOrder/getOrderDetail': { req: OrderNoReq; res: FlightOrderDetailRes }
  'flightOrder/cancelOrder': { req: CancelOrderReq; res: OrderStatusRes }
  'Pay/flightpaystart': { req: PayStartReq; res: PayStartRes }
  'domesticFlightv2/checkVettingRefundFee': { req: RefundFeeReq; res: RefundFeeRes }
  'flightOrder/applyRefund': { req: ApplyRefundReq; res: ApplyRefundRes }
  'flightOrder/getChangeFlights': { req: ChangeFlightsReq; res: ChangeFlightsRes }
  'flightOrder/applyChange': { req: ApplyChangeReq; res: ApplyChangeRes }
}
