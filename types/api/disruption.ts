/**
 * The disruption assistant (docs/disruptions.md): operations events of flights and trains (a
 * delay with its new times, a cancellation, a gate or terminal change, a diversion; a train's
 * delay or suspension), what they do to a booked trip, the alternatives that fit the traveller's
 * standard, rebooking in two taps, and the managers' list of affected travellers.
 *
 * A delay over 30 minutes or a cancellation is involuntary (docs/constants.md): the assistant
 * offers alternatives and an involuntary change or refund costs the traveller nothing. A shorter
 * delay, a gate or terminal change only informs.
 * Import with `import type` on the client.
 */
import { Type, type Static } from '@sinclair/typebox'
import type { NoParamsReq } from './auth'
import type { PowerKey } from './power'
import type { MessageCategory, MessageLink } from './message'

export const OPS_EVENT_KINDS = ['Delay', 'Cancellation', 'GateChange', 'TerminalChange', 'Diversion', 'Suspension'] as const
/** Suspension is a train's; Diversion, GateChange and TerminalChange a flight's; Delay and Cancellation both. */
export type OpsEventKind = (typeof OPS_EVENT_KINDS)[number]

/** Where an event came from: the operations feed (simulated in demo mode) or an administrator's test console. */
export type OpsEventSource = 'Feed' | 'Console'

export interface OpsEvent {
  Id: number
  /** The product whose timetable it is: 'Flight', 'IntlFlight' or 'Train'. */
  Product: string
  /** Flight or train number. */
  ServiceNo: string
  /** Its departure date (China day). */
  DepartDate: string
  Kind: OpsEventKind
  KindName: string
  /** Delay only: minutes late at departure, and the new times ('HH:mm', the next day marked by ArriveDayOffset). */
  DelayMinutes: number
  NewDepartTime: string
  NewArriveTime: string
  ArriveDayOffset: number
  /** Gate or terminal change: the new one. */
  Gate: string
  Terminal: string
  /** Diversion: the airport landed at instead. */
  DivertedTo: string
  DivertedToName: string
  Source: OpsEventSource
  CreatedAt: string
  /** Booked travellers it touched. */
  Affected: number
}

export const AddOpsEventReq = Type.Object({
  Product: Type.Union([Type.Literal('Flight'), Type.Literal('IntlFlight'), Type.Literal('Train')]),
  ServiceNo: Type.String({ minLength: 2, maxLength: 8, pattern: '^[A-Za-z0-9]+$' }),
  DepartDate: Type.String({ format: 'date' }),
  Kind: Type.Union(OPS_EVENT_KINDS.map((k) => Type.Literal(k))),
  /** Delay: 1 to 1440 minutes. */
  DelayMinutes: Type.Optional(Type.Integer({ minimum: 1, maximum: 1440 })),
  Gate: Type.Optional(Type.String({ minLength: 1, maxLength: 6, pattern: '^[A-Za-z0-9]+$' })),
  Terminal: Type.Optional(Type.String({ minLength: 1, maxLength: 4, pattern: '^[A-Za-z0-9]+$' })),
  /** Diversion: an airport's IATA code. */
  DivertedTo: Type.Optional(Type.String({ minLength: 3, maxLength: 3, pattern: '^[A-Za-z]{3}$' })),
})
export type AddOpsEventReq = Static<typeof AddOpsEventReq>
export interface AddOpsEventRes {
  Event: OpsEvent
}

export const OpsEventListReq = Type.Object({
  PageIndex: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, default: 1 })),
  PageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })),
})
export type OpsEventListReq = Static<typeof OpsEventListReq>
export interface OpsEventListRes {
  Total: number
  Events: OpsEvent[]
}

/** Open: waiting for the traveller; Kept: they keep their booking; Rebooked: moved to another; Informed: nothing to choose (a short delay, a gate). */
export const DISRUPTION_STATES = ['Open', 'Kept', 'Rebooked', 'Informed'] as const
export type DisruptionState = (typeof DISRUPTION_STATES)[number]

/** A booked trip an event touched, as its traveller (or their manager) sees it. */
export interface Disruption {
  Id: number
  OrderNo: string
  Product: string
  ServiceNo: string
  DepartDate: string
  Kind: OpsEventKind
  /** What changed, in a line: 'MU5101 Shanghai–Beijing is cancelled'. */
  Title: string
  /** What the traveller can do: 'Choose another flight or train: the change is free'. */
  Advice: string
  /** Cancellation or a delay over 30 minutes: alternatives are offered and changing is free. */
  Involuntary: boolean
  State: DisruptionState
  StateName: string
  /** Scheduled and expected departure, 'YYYY-MM-DD HH:mm' China time ('' when cancelled). */
  ScheduledDeparture: string
  ExpectedDeparture: string
  FromName: string
  ToName: string
  /** The order travelled after a rebooking ('' before). */
  NewOrderNo: string
  /** The order-details page of the disrupted order. */
  OrderLink: MessageLink
  CreatedAt: string
}

/** In the order the assistant lists them. */
export const ALTERNATIVE_GROUPS = ['SameCarrier', 'OtherCarrier', 'Train', 'Keep'] as const
export type AlternativeGroup = (typeof ALTERNATIVE_GROUPS)[number]

/** Disruptions are trip dynamics: the message centre's category and the permission that shows it. */
export const DISRUPTION_MESSAGES: { category: MessageCategory; power: PowerKey } = { category: 'Flight', power: 'MessagePermission.FlightDynamics' }

export interface Alternative {
  /** Names this choice for disruption/rebook (opaque; valid while the disruption is open). */
  Token: string
  Group: AlternativeGroup
  /** The product it books: the disrupted one, another flight product or 'Train'; '' for Keep. */
  Product: string
  ServiceNo: string
  CarrierName: string
  DepartDate: string
  /** 'HH:mm'; arrival the next day is ArriveDayOffset 1. */
  DepartTime: string
  ArriveTime: string
  ArriveDayOffset: number
  FromName: string
  ToName: string
  /** Cabin or seat class, as the traveller reads it. */
  ClassName: string
  /** Fen per traveller; the difference to what the disrupted ticket cost (0 for an involuntary same-carrier change). */
  Price: number
  PriceDifference: number
  /** The same-carrier change: nothing to pay, nothing to approve. */
  Free: boolean
  InPolicy: boolean
  /** Why it is out of the standard ('' when in). */
  PolicyNote: string
  SeatsLeft: number
}

export const DisruptionIdReq = Type.Object({ Id: Type.Integer({ minimum: 1 }) })
export type DisruptionIdReq = Static<typeof DisruptionIdReq>

export interface MyDisruptionsRes {
  /** Open and recent ones of my trips (the banner shows the open ones). */
  Items: Disruption[]
}

export interface DisruptionDetailRes {
  Item: Disruption
  /** Involuntary and open: same carrier first, then other carriers, then trains (under about 1,000 km), then Keep. */
  Alternatives: Alternative[]
  /** The company lets a disruption's rebooking go without approval. */
  SkipsApproval: boolean
}

export const RebookReq = Type.Object({
  Id: Type.Integer({ minimum: 1 }),
  Token: Type.String({ minLength: 1, maxLength: 400 }),
  ClientRequestId: Type.String({ minLength: 8, maxLength: 64 }),
})
export type RebookReq = Static<typeof RebookReq>
export interface RebookRes {
  Item: Disruption
  /** The order now travelled (the same one after a same-carrier change). */
  OrderNo: string
  /** Waits for approval (the company does not skip it for disruptions). */
  PendingApproval: boolean
  /** The new order waits at the cashier for the traveller's part (a personally paid trip). */
  NeedPayment: boolean
  /** What moved with it, as lines: the car's pick-up, a note to the hotel, the dining day. */
  Moved: string[]
}

export const AffectedReq = Type.Object({
  /** Only those still to choose. */
  OpenOnly: Type.Optional(Type.Boolean()),
  PageIndex: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, default: 1 })),
  PageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })),
})
export type AffectedReq = Static<typeof AffectedReq>
export interface AffectedTraveller extends Disruption {
  PersonName: string
  DepartmentName: string
}
export interface AffectedRes {
  Total: number
  Open: number
  Rebooked: number
  Items: AffectedTraveller[]
}

/** A message the WeChat subscribe channel sent (the sandbox sender keeps them for the console). */
export interface SentSubscribeMessage {
  Id: number
  PersonName: string
  TemplateId: string
  Page: string
  /** The template's fields as sent. */
  Data: Record<string, string>
  SentAt: string
}
export interface SubscribeOutboxRes {
  Items: SentSubscribeMessage[]
}

export const SubscribeReq = Type.Object({
  /** Taro.login's code: the server asks WeChat for the openid. */
  Code: Type.String({ minLength: 1, maxLength: 128 }),
  /** Template ids the traveller accepted in wx.requestSubscribeMessage. */
  TemplateIds: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { minItems: 1, maxItems: 3 }),
})
export type SubscribeReq = Static<typeof SubscribeReq>
export interface SubscribeRes {
  /** One message each may now be sent (WeChat's one-time subscription). */
  Accepted: number
}
export interface SubscribeTemplatesRes {
  /** The templates the mini-program asks the traveller to accept (the trip-disruption one first). */
  TemplateIds: string[]
}

export interface DisruptionCalls {
  'disruption/addEvent': { req: AddOpsEventReq; res: AddOpsEventRes }
  'disruption/events': { req: OpsEventListReq; res: OpsEventListRes }
  'disruption/mine': { req: NoParamsReq; res: MyDisruptionsRes }
  'disruption/detail': { req: DisruptionIdReq; res: DisruptionDetailRes }
  'disruption/rebook': { req: RebookReq; res: RebookRes }
  'disruption/keep': { req: DisruptionIdReq; res: { Item: Disruption } }
  'disruption/affected': { req: AffectedReq; res: AffectedRes }
  'disruption/outbox': { req: NoParamsReq; res: SubscribeOutboxRes }
  'wechat/subscribeTemplates': { req: NoParamsReq; res: SubscribeTemplatesRes }
  'wechat/subscribe': { req: SubscribeReq; res: SubscribeRes }
}
