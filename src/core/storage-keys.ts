/**
 * Every key the app keeps in host storage (docs/data.md 'browser-stored data'), and which of them
 * survive the clean-ups of docs/order-states.md and docs/constants.md. A product's own keys are
 * its declaration's (ProductDef.storage, src/products.ts), composed in here.
 *
 * Two stores exist (src/platform/storage): `storage` persists across launches, `sessionStore`
 * lives for one tab (H5) or one process (mini-program). KEYS live in `storage`, SESSION_KEYS and
 * NAV_KEYS in the session store.
 *
 * What is personal belongs to the person signed in (src/platform/personal.ts): every key of the
 * session store but the navigation history, and the PERSONAL_KEYS of `storage`. Each store names
 * whose they are (PERSONAL_OWNER_KEY); they are read back only by that person, and purged on
 * sign-out, on the expiry of the session, on an account switch and whenever another person is found.
 */
import type { ProductKeys, ProductSessionKeys } from '@/products'
import { START_TABLE } from '../platform/start-table'

/** The products' keys, as their declarations compose them (src/start-table.ts). */
const PRODUCTS_STORAGE = START_TABLE.storage

const SHELL_KEYS = {
  token: 'token',
  /** 'CN' | 'EN' | 'TC' | 'JAP' */
  language: 'language',
  /** Currency code, e.g. 'CNY'. */
  currency: 'currency',
  /** JSON CurrencyInfo of the chosen currency. */
  currencyInfo: 'CurrencyInfo',
  /** '1' unit account, '2' personal account. */
  loginType: 'loginType',
  /** 'light' | 'dark' | 'system' (stores/appearance.ts). */
  appearance: 'appearance',
  /** 'true' when the interface language follows the device. */
  followSystemLanguage: 'FollowTheSystemLanguage',
  /** JSON: attachments chosen on an order form, kept while the user steps through booking pages. */
  submitAttachFiles: 'submitAttachFiles',
  /** JSON: what the order-success page shows. */
  orderSuccessInfo: 'orderSuccessInfo',
  /** The route a sign-in interrupted (src/platform/login-route.ts owns the value). */
  redirectRoute: 'redirectRoute',
  /** JSON: the trips and order details last fetched, for the road without a network (shared/snapshots.ts); gone at sign-out. */
  offlineSnapshots: 'offlineSnapshots',
  /** The state of a single sign-on round trip under way (features/auth/sso.ts): only a return carrying it is finished. */
  ssoState: 'ssoState',
  /** The state of a WeChat authorization under way (features/auth/wechat.ts): only a return carrying it is finished. */
  wxState: 'wxState',
  /** An openid nobody bound yet, as the server's ten-minute ticket: bound to whoever signs in next (features/auth/wechat-bind.ts). */
  wxBindTicket: 'wxBindTicket',
} as const

/** The shell's keys and every product's, as each declares them (ProductDef.storage.keys). */
export const KEYS: typeof SHELL_KEYS & ProductKeys = { ...SHELL_KEYS, ...(PRODUCTS_STORAGE.keys as ProductKeys) }

export type StorageKey = (typeof KEYS)[keyof typeof KEYS]

/**
 * Keys of the session store (one tab / one process): hand-overs between the pages of a booking
 * under way, gone with the tab. Navigation history keys live in stores/navigation (NAV_KEYS).
 */
const SHELL_SESSION_KEYS = {
  /** JSON: an approved trip application's authorization code, handed to the booking (shared/auth-code.ts). */
  travelApplyAuthCode: 'travelApplyAuthCode',
} as const

/** The shell's session keys and every product's (ProductDef.storage.session). */
export const SESSION_KEYS: typeof SHELL_SESSION_KEYS & ProductSessionKeys = { ...SHELL_SESSION_KEYS, ...(PRODUCTS_STORAGE.session as ProductSessionKeys) }

/**
 * Session keys a start (an H5 reload of the tab) keeps: the bookings being filled in and what they
 * book, as each product declares (ProductDef.storage.keepOnStart), so a reload of the booking form
 * loses nothing typed. Each is checked against the booking the page's URL names before it is used,
 * and, being personal, is read back only by the person who wrote it.
 */
export const SESSION_KEEP_ON_START: readonly string[] = PRODUCTS_STORAGE.keepOnStart

/** Keys of `storage` whose values belong to the signed-in person: a booking's attachments and outcome, the offline snapshots. */
export const PERSONAL_KEYS: readonly StorageKey[] = [KEYS.submitAttachFiles, KEYS.orderSuccessInfo, KEYS.offlineSnapshots]

/** In each store: whom its personal values belong to (a hash of the sign-in token). */
export const PERSONAL_OWNER_KEY = 'personalOwner'

/** Whether a session-store key is personal: all are, but the navigation history of the tab. */
export function isPersonalSessionKey(key: string): boolean {
  return !(Object.values(NAV_KEYS) as string[]).includes(key)
}

/** docs/order-states.md: what survives the version-outdated (107) clean-up; everything else is removed. */
export const KEEP_ON_VERSION_UPDATE: readonly string[] = [
  KEYS.language,
  ...PRODUCTS_STORAGE.keepOnVersionUpdate,
  KEYS.followSystemLanguage,
  KEYS.token,
  KEYS.loginType,
]

/**
 * docs/constants.md 'session store cleared at start while language, follow-system language, currency
 * and currency info persist'. Those four sit in persistent storage and are not touched at
 * start; 'cleared' means the session-scoped store and the in-memory session state (MobX
 * navigation, loading, toast and alert) start empty on every launch.
 */
export const PERSIST_ACROSS_START: readonly StorageKey[] = [KEYS.language, KEYS.followSystemLanguage, KEYS.currency, KEYS.currencyInfo]

/** Removed when the user arrives at /home (docs/order-states.md): a finished or abandoned booking's leftovers. */
export const CLEAR_ON_HOME: readonly StorageKey[] = [KEYS.submitAttachFiles, KEYS.orderSuccessInfo]

/** Session-store keys of the navigation direction algorithm (docs/order-states.md). */
export const NAV_KEYS = {
  counter: 'navCounter',
  numbers: 'navNumbers',
  previous: 'navPrevious',
  history: 'navHistory',
} as const
