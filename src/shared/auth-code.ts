/**
 * The authorization code of an approved trip application, handed from "book with this
 * application" to the flight booking page. Kept in the session store (one tab / one process):
 * the hand-over lives as long as the booking the user is making, never across launches, and
 * a code of one account never reaches another (cleared on use and on a different user).
 *
 * Lives in core because two products meet here: travel-apply saves it, the flight booking page reads it
 * with `loadAuthCode()` and prefills SubmitBookingReq.AuthorizationCode
 * when the application's travellers and route cover the booking (the server checks it anyway).
 */
import { SESSION_KEYS } from '@/core/storage-keys'
import type { KVStore } from '@/platform/kv'
import { sessionStore } from '@/platform/storage'

export const AUTH_CODE_KEY = SESSION_KEYS.travelApplyAuthCode

export interface HeldAuthCode {
  /** SubmitBookingReq.AuthorizationCode. */
  code: string
  applicationNo: string
  /** Who may book with it (PersonIds of the application's travellers). */
  travellerIds: number[]
  /** '北京 - 上海 - 北京', for the booking page to say which application it uses. */
  title: string
  /** The application's dates ('yyyy-MM-dd'): a booking outside them does not fit. */
  startDate: string
  endDate: string
  /** The user who picked it (PersonalInfor.UserID): another sign-in ignores it. */
  userId: number
  /** When it was picked (ms). */
  savedAt: number
}

/** After this the hand-over is stale: the user wandered off and came back another day. */
export const AUTH_CODE_TTL_MS = 12 * 60 * 60 * 1000

export function saveAuthCode(value: Omit<HeldAuthCode, 'savedAt'>, store: KVStore = sessionStore, now: number = Date.now()): void {
  store.setJSON(AUTH_CODE_KEY, { ...value, savedAt: now })
}

function isHeld(v: unknown): v is HeldAuthCode {
  if (!v || typeof v !== 'object') return false
  const o = v as Record<string, unknown>
  return (
    typeof o.code === 'string' &&
    o.code !== '' &&
    typeof o.applicationNo === 'string' &&
    Array.isArray(o.travellerIds) &&
    typeof o.userId === 'number' &&
    typeof o.savedAt === 'number'
  )
}

/** The held code for this user, or null (none, stale, another user's, unreadable). */
export function loadAuthCode(userId: number | null | undefined, store: KVStore = sessionStore, now: number = Date.now()): HeldAuthCode | null {
  const v = store.getJSON<unknown>(AUTH_CODE_KEY, null)
  if (!isHeld(v)) return null
  if (userId == null || v.userId !== userId || now - v.savedAt > AUTH_CODE_TTL_MS) {
    store.remove(AUTH_CODE_KEY)
    return null
  }
  return v
}

/** After the booking was submitted with it, or when the user picks another application. */
export function clearAuthCode(store: KVStore = sessionStore): void {
  store.remove(AUTH_CODE_KEY)
}

/** The held code covers a booking when every traveller is on the application and every flight departs within its dates. */
export function heldCodeFits(
  held: HeldAuthCode,
  booking: { travellers: { personId: number | null }[]; selection: { segments: { choice: { DepartDate: string } }[] } },
): boolean {
  const people = booking.travellers.length > 0 && booking.travellers.every((t) => t.personId !== null && held.travellerIds.includes(t.personId))
  const dates = booking.selection.segments.every(
    (s) => (!held.startDate || s.choice.DepartDate >= held.startDate) && (!held.endDate || s.choice.DepartDate <= held.endDate),
  )
  return people && dates
}

/**
 * The code the booking form starts with: what the user already has, else the code the booking
 * came with (the application's, carried search → list → cabins → booking in the URL) unless the
 * held hand-over of that same application says these travellers or dates are not on it, else the
 * held code when it fits. '' = nothing to prefill.
 */
export function prefillAuthCode(current: string, fromUrl: string, held: HeldAuthCode | null, booking: Parameters<typeof heldCodeFits>[1]): string {
  if (current.trim()) return current
  if (fromUrl) return held && held.code === fromUrl && !heldCodeFits(held, booking) ? '' : fromUrl
  return held && heldCodeFits(held, booking) ? held.code : ''
}
