/**
 * Plain values of the personal centre's contract (types/api/personal.ts), for the client to
 * import without TypeBox: the per-user setting names, notification topics and channels, the
 * third-party providers and binding states, the privacy reveal sources, and the emergency
 * alarm's bounds. docs/personal.md explains each.
 */

/** Per-user settings (user/getPersonalSettings): keys of PersonalSettings. */
export const PERSONAL_SETTING_KEYS = ['EnablePrivacyProtect', 'Notifications'] as const
export type PersonalSettingKey = (typeof PERSONAL_SETTING_KEYS)[number]

/** What a notification is about. The message centre's categories follow the InApp switch: OrderUpdates -> Order, Approvals -> Approval, TripReminders -> Flight. */
export const NOTIFY_TOPICS = ['OrderUpdates', 'Approvals', 'TripReminders'] as const
export type NotifyTopic = (typeof NOTIFY_TOPICS)[number]
export const NOTIFY_CHANNELS = ['InApp', 'Sms', 'Email'] as const
export type NotifyChannel = (typeof NOTIFY_CHANNELS)[number]

/** A user who never saved notification settings has these (every in-app and SMS switch on, e-mail off). */
export const DEFAULT_NOTIFICATIONS: Readonly<Record<NotifyTopic, Readonly<Record<NotifyChannel, boolean>>>> = {
  OrderUpdates: { InApp: true, Sms: true, Email: false },
  Approvals: { InApp: true, Sms: true, Email: false },
  TripReminders: { InApp: true, Sms: true, Email: false },
}

/** Third-party accounts (routes /personal/cTripBind, huaZhuBind, meituanBind; jointBinding and accountAssociated list them all). */
export const BIND_PROVIDERS = ['Ctrip', 'Huazhu', 'Meituan'] as const
export type BindProvider = (typeof BIND_PROVIDERS)[number]
/** 'Code': account + a code the provider sends (bound at once). 'Link': the user confirms on the provider's page; Verifying until the provider calls back. */
export const BIND_METHODS: Readonly<Record<BindProvider, 'Code' | 'Link'>> = { Ctrip: 'Code', Huazhu: 'Code', Meituan: 'Link' }
/** The binding states: unbound, being verified, bound. */
export const BIND_STATES = ['Unbound', 'Verifying', 'Bound'] as const
export type BindState = (typeof BIND_STATES)[number]
/** A Link binding not confirmed within this many seconds goes back to Unbound. */
export const BIND_LINK_TTL_SECONDS = 1800

/** Where a masked value comes from, for user/revealPrivate. */
export const REVEAL_SOURCES = ['Self', 'FrequentTraveler', 'OrderPassenger', 'EmergencyContact'] as const
export type RevealSource = (typeof REVEAL_SOURCES)[number]
export const REVEAL_FIELDS = ['IdNo', 'Mobile'] as const
export type RevealField = (typeof REVEAL_FIELDS)[number]

/** Emergency contact name length, and the longest note an alarm may carry. */
export const EMERGENCY_NAME_MAX = 30
export const ALARM_NOTE_MAX = 200
/** An order counts as upcoming when its trip starts within this many days (ongoing ones always count). */
export const ALARM_UPCOMING_DAYS = 30
