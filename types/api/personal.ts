/**
 * The personal centre's own calls (docs/personal.md): per-user settings (privacy protection and
 * notification switches), revealing one masked value, changing the bound phone, third-party
 * account bindings, and the emergency contact with its alarm and public trip share. Request
 * bodies are TypeBox schemas; answers are interfaces. Plain values: personal-values.ts.
 */
import { Type, type Static } from '@sinclair/typebox'
import type { NoParamsReq, SentCodeRes } from './auth'
import { ALARM_NOTE_MAX, BIND_PROVIDERS, EMERGENCY_NAME_MAX, NOTIFY_CHANNELS, NOTIFY_TOPICS, REVEAL_FIELDS, REVEAL_SOURCES } from './personal-values'
import type { BindProvider, BindState, NotifyChannel, NotifyTopic, RevealField, RevealSource } from './personal-values'

const lit = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)))
const MobileCountryCode = Type.Optional(Type.String({ maxLength: 5, description: "Country calling code without '+'; empty or absent = 86" }))
const Mobile = Type.String({ minLength: 1, maxLength: 20, description: 'Digits only: 11 digits starting with 1 for +86, otherwise the national number' })
const Provider = lit(BIND_PROVIDERS)

// --- settings -------------------------------------------------------------------------------

export type NotificationSwitches = Record<NotifyTopic, Record<NotifyChannel, boolean>>

/** The caller's own settings. */
export interface PersonalSettings {
  /**
   * On: every answer to this user masks ID/document numbers (IdNo, DocNo) and phones (Mobile),
   * their own included; user/revealPrivate gives one value back. Off: only what the company's
   * CommonSettings.EnablePrivacyProtect hides (other people's numbers) is masked.
   */
  EnablePrivacyProtect: boolean
  Notifications: NotificationSwitches
  /** Whether the company's CommonSettings.EnablePrivacyProtect is on (read-only here). */
  CompanyPrivacyProtect: boolean
}

const Channels = Type.Partial(
  Type.Object(Object.fromEntries(NOTIFY_CHANNELS.map((c) => [c, Type.Boolean()])) as Record<NotifyChannel, ReturnType<typeof Type.Boolean>>),
)
/** Only the keys sent change; a topic's channels merge with the stored ones. */
export const SavePersonalSettingsReq = Type.Object({
  EnablePrivacyProtect: Type.Optional(Type.Boolean()),
  Notifications: Type.Optional(Type.Partial(Type.Object(Object.fromEntries(NOTIFY_TOPICS.map((t) => [t, Channels])) as Record<NotifyTopic, typeof Channels>))),
})
export type SavePersonalSettingsReq = Static<typeof SavePersonalSettingsReq>

// --- privacy --------------------------------------------------------------------------------

/**
 * Which masked value to reveal. Self: the caller's own IdNo or Mobile. FrequentTraveler: Id =
 * FrequentTravelerId (IdNo = the main document). OrderPassenger: OrderNo and Index (0-based, as
 * the order detail lists passengers). EmergencyContact: Mobile.
 */
export const RevealReq = Type.Object({
  Source: lit(REVEAL_SOURCES),
  Field: lit(REVEAL_FIELDS),
  Id: Type.Optional(Type.Integer({ minimum: 1 })),
  OrderNo: Type.Optional(Type.String({ maxLength: 40 })),
  Index: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
})
export type RevealReq = Static<typeof RevealReq>
export interface RevealRes {
  Source: RevealSource
  Field: RevealField
  /** The unmasked value (never masked by the privacy setting). */
  Value: string
}

// --- bound phone ----------------------------------------------------------------------------

/** The new phone: it gets the code. Refused when another account uses it (1008). */
export const SendBindMobileCodeReq = Type.Object({ MobileCountryCode, Mobile })
export type SendBindMobileCodeReq = Static<typeof SendBindMobileCodeReq>
export const BindMobileReq = Type.Object({ MobileCountryCode, Mobile, Code: Type.String({ minLength: 4, maxLength: 8 }) })
export type BindMobileReq = Static<typeof BindMobileReq>
export interface BindMobileRes {
  /** '+86 139****0002' */
  MaskedMobile: string
}

// --- third-party bindings -------------------------------------------------------------------

export interface ThirdPartyBinding {
  Provider: BindProvider
  /** 'Code': SendCode then Bind. 'Link': StartLink, the user confirms on LinkUrl, the provider calls Complete. */
  Method: 'Code' | 'Link'
  State: BindState
  /** The provider account, masked ('138****0001'); '' when unbound. */
  Account: string
  /** China time 'yyyy-MM-dd HH:mm'; '' when unbound. */
  BoundAt: string
  /** Verifying only: when the link stops working (China time). */
  LinkExpiresAt: string
}
export interface ThirdPartyListRes {
  Bindings: ThirdPartyBinding[]
}
export const ProviderReq = Type.Object({ Provider })
export type ProviderReq = Static<typeof ProviderReq>
/** Account: the phone registered with the provider (the code goes there). */
export const ThirdPartySendCodeReq = Type.Object({ Provider, MobileCountryCode, Account: Mobile })
export type ThirdPartySendCodeReq = Static<typeof ThirdPartySendCodeReq>
export const ThirdPartyBindReq = Type.Object({ Provider, MobileCountryCode, Account: Mobile, Code: Type.String({ minLength: 4, maxLength: 8 }) })
export type ThirdPartyBindReq = Static<typeof ThirdPartyBindReq>
export interface ThirdPartyLinkRes {
  Binding: ThirdPartyBinding
  /** Open in the browser; the provider calls User/ThreePartyBind/complete with LinkToken. */
  LinkUrl: string
  LinkToken: string
}
/** The provider's callback (no session): the link's token and the provider account it confirmed. */
export const ThirdPartyCompleteReq = Type.Object({
  LinkToken: Type.String({ minLength: 16, maxLength: 100 }),
  Account: Type.String({ minLength: 1, maxLength: 60 }),
})
export type ThirdPartyCompleteReq = Static<typeof ThirdPartyCompleteReq>
export interface ThirdPartyCompleteRes {
  Provider: BindProvider
  State: BindState
}

// --- emergency ------------------------------------------------------------------------------

export interface EmergencyContact {
  Name: string
  MobileCountryCode: string
  Mobile: string
}
export interface EmergencyContactRes {
  /** null until saved. */
  Contact: EmergencyContact | null
}
export const SaveEmergencyContactReq = Type.Object({
  Name: Type.String({ minLength: 1, maxLength: EMERGENCY_NAME_MAX }),
  MobileCountryCode,
  /** A masked value sent back unchanged keeps the stored phone. */
  Mobile,
})
export type SaveEmergencyContactReq = Static<typeof SaveEmergencyContactReq>

export const AlarmReq = Type.Object({
  /** An upcoming or ongoing order of the caller (booked by them or travelled by them). */
  OrderNo: Type.String({ minLength: 1, maxLength: 40 }),
  Note: Type.Optional(Type.String({ maxLength: ALARM_NOTE_MAX })),
})
export type AlarmReq = Static<typeof AlarmReq>

/** The trip as the share shows it, frozen when the alarm was raised. */
export interface SharedTrip {
  Product: string
  /** e.g. '北京 → 上海' (the order list's title). */
  Title: string
  /** e.g. 'CA1501 · 2026-11-26 08:00'. */
  SubTitle: string
  /** Each leg's label ('CA1501 · 2026-11-26 08:00' or a hotel's stay) with city codes. */
  Legs: { From: string; To: string; Label: string }[]
  StartDate: string
  EndDate: string
  TravellerNames: string[]
}
export interface Alarm {
  AlarmId: number
  OrderNo: string
  ContactName: string
  /** Masked like every phone under privacy protection. */
  Mobile: string
  /** The message recorded for the contact (it carries ShareUrl). */
  MessageText: string
  ShareToken: string
  ShareUrl: string
  /** China time 'yyyy-MM-dd HH:mm': the end of the trip's last day. */
  ShareExpiresAt: string
  CreatedAt: string
  Trip: SharedTrip
}
export interface AlarmListRes {
  Alarms: Alarm[]
}
export const AlarmListReq = Type.Object({ PageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })) })
export type AlarmListReq = Static<typeof AlarmListReq>

export const SharedTripReq = Type.Object({ Token: Type.String({ minLength: 16, maxLength: 100 }) })
export type SharedTripReq = Static<typeof SharedTripReq>
/** What the emergency contact's link shows, without a session: no document numbers, no phones. */
export interface SharedTripRes {
  SenderName: string
  Note: string
  /** The order's status now, in the request's language. */
  StatusName: string
  AlarmAt: string
  ExpiresAt: string
  Trip: SharedTrip
}

export interface PersonalCalls {
  'user/getPersonalSettings': { req: NoParamsReq; res: PersonalSettings }
  'user/savePersonalSettings': { req: SavePersonalSettingsReq; res: PersonalSettings }
  'user/revealPrivate': { req: RevealReq; res: RevealRes }
  'user/sendBindMobileValidCode': { req: SendBindMobileCodeReq; res: SentCodeRes }
  'user/bindMobile': { req: BindMobileReq; res: BindMobileRes }
  'User/ThreePartyBind': { req: NoParamsReq; res: ThirdPartyListRes }
  'User/ThreePartyBind/sendCode': { req: ThirdPartySendCodeReq; res: SentCodeRes }
  'User/ThreePartyBind/bind': { req: ThirdPartyBindReq; res: ThirdPartyBinding }
  'User/ThreePartyBind/startLink': { req: ProviderReq; res: ThirdPartyLinkRes }
  'User/ThreePartyBind/complete': { req: ThirdPartyCompleteReq; res: ThirdPartyCompleteRes }
  'User/ThreePartyBind/unbind': { req: ProviderReq; res: ThirdPartyBinding }
  'user/getEmergencyContact': { req: NoParamsReq; res: EmergencyContactRes }
  'user/saveEmergencyContact': { req: SaveEmergencyContactReq; res: EmergencyContactRes }
  'emergency/alarm': { req: AlarmReq; res: Alarm }
  'emergency/listAlarms': { req: AlarmListReq; res: AlarmListRes }
  'emergency/getSharedTrip': { req: SharedTripReq; res: SharedTripRes }
}
