/**
 * The typed contract: one map from call path (docs/server-calls.md, without the /api prefix) to request
 * body and ResultData type. The client's `http.call(path, body)` and the server's handler for
 * that path are both typed by it. Each domain file exports its own map; `Calls` joins them.
 */
import type { LoadInitInfoRes, MapInitInfoRes, SettingsAndPermissionRes, Theme } from './session'
import type { PersonalPower } from './power'
import type { FlightCalls } from './flight'
import type { HotelCalls } from './hotel'
import type { TrainCalls } from './train'
import type { DiningCalls } from './dining'
import type { BusCalls } from './bus'
import type { CarCalls } from './car'
import type { DisruptionCalls } from './disruption'
import type { IntlFlightCalls } from './intlflight'
import type { BookingDataCalls } from './booking-data'
import type { OrderCalls } from './order'
import type { AuthCalls } from './auth'
import type { ScanSignInCalls } from './scan-sign-in'
import type { HomeCalls } from './home'
import type { SystemCalls } from './system'
import type { ApprovalCalls, VettingSettingCalls } from './approval'
import type { TripFormCalls } from './trip-form'
import type { MessageCalls } from './message'
import type { TravellerCalls } from './traveller'
import type { MallCalls, MoneyCalls } from './money'
import type { InvoiceCalls } from './invoice'
import type { SupportCalls } from './support'
import type { PersonalCalls } from './personal'
import type { AdminCalls } from './admin'
import type { PayOpsCalls } from './pay-ops'
import type { ReportCalls } from './report'
import type { SsoCalls } from './sso'
import type { OaCalls } from './oa'
import type { WeChatOAuthCalls } from './wechat-oauth'
import type { UserCentreCalls } from './user-centre'
import type { UserToolCalls } from './user-tools'
import type { PasskeyCalls } from './passkey'

export * from './envelope'
export * from './errors'
export * from './settings'
export * from './power'
export * from './session'

/** Calls that take no parameters send `{}`. */
export type EmptyReq = Record<string, never>

/** POST /api/log/error (docs/server-calls.md). */
export interface ErrorLogReq {
  /** Which client sent it: 'h5' or 'weapp' plus the version, e.g. 'h5-8.10.1'. */
  Appid: string
  /** 3 = error; the only level the client sends. */
  Level: number
  Title: string
  /** JSON text with the details (message, source, stack, page). */
  Message: string
  /** Local time 'yyyy-MM-dd HH:mm:ss'. */
  Time: string
}

/** ET of a usage event. */
export const USAGE_EVENT_TYPES = { Touch: 1, SwipeEnd: 2, PageChange: 3 } as const
export type UsageEventType = (typeof USAGE_EVENT_TYPES)[keyof typeof USAGE_EVENT_TYPES]

/** One usage event of POST /api/collect (docs/data.md). */
export interface UsageEvent {
  /** User id ('' when signed out). */
  U: string
  /** Company code ('' when signed out). */
  C: string
  /** Time 'yyyy-MM-dd HH:mm:ss'. */
  DT: string
  /** Text of the touched element, only when at most 200 characters; else ''. */
  ED: string
  ET: UsageEventType
  /** From path. */
  FP: string
  /** To path (same as FP for touches). */
  TP: string
}

export interface CoreCalls {
  'home/loadInitInfo/v2': { req: EmptyReq; res: LoadInitInfoRes }
  'customer/getSettingsAndPermission': { req: EmptyReq; res: SettingsAndPermissionRes }
  'user/getPermissions': { req: EmptyReq; res: PersonalPower }
  'theme/current': { req: EmptyReq; res: Theme | null }
  'map/getInitInfo': { req: EmptyReq; res: MapInitInfoRes }
  'log/error': { req: ErrorLogReq; res: null }
  collect: { req: UsageEvent[]; res: null }
}

/** Domain maps (AuthCalls, HomeCalls, SystemCalls, ...) are joined here as they are written. */
export type Calls = CoreCalls &
  FlightCalls &
  HotelCalls &
  TrainCalls &
  DiningCalls &
  BusCalls &
  CarCalls &
  IntlFlightCalls &
  BookingDataCalls &
  OrderCalls &
  AuthCalls &
  ScanSignInCalls &
  HomeCalls &
  SystemCalls &
  ApprovalCalls &
  VettingSettingCalls &
  TripFormCalls &
  MessageCalls &
  TravellerCalls &
  MoneyCalls &
  MallCalls &
  InvoiceCalls &
  SupportCalls &
  PersonalCalls &
  AdminCalls &
  PayOpsCalls &
  ReportCalls &
  SsoCalls &
  OaCalls &
  WeChatOAuthCalls &
  UserCentreCalls &
  UserToolCalls &
  PasskeyCalls &
  DisruptionCalls

export type CallPath = keyof Calls
export type Req<P extends CallPath> = Calls[P]['req']
export type Res<P extends CallPath> = Calls[P]['res']
