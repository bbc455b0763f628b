/**
 * Scan to sign in: a browser asks for a short-lived code (shown as a QR code and as text), a
 * signed-in phone reads it, sees who and where is asking, and confirms or declines; the browser,
 * which alone holds the code's secret, polls until it receives its session.
 */
import { Type, type Static } from '@sinclair/typebox'
import { LoginRes } from './auth'

/** The code as shown and typed: 8 letters and digits (no 0/O, 1/I); spaces and dashes are ignored. */
const Code = Type.String({ minLength: 1, maxLength: 40, description: "The code as shown, e.g. 'K7QF-3MZP' (case, spaces and dashes ignored)" })

export const SCAN_CODE_STATUSES = ['Pending', 'Scanned', 'Confirmed', 'Declined', 'Expired'] as const
export const ScanCodeStatus = Type.Union(
  SCAN_CODE_STATUSES.map((s) => Type.Literal(s)),
  {
    description:
      'Pending: nobody has read it yet; Scanned: a phone shows it; Confirmed: the session is in this answer; Declined: the phone said no; Expired: ask for a new code',
  },
)
export type ScanCodeStatus = Static<typeof ScanCodeStatus>

export const CreateScanCodeReq = Type.Object({
  /** The browser's IANA time zone (Intl), shown to the phone as a hint of where the request comes from. */
  TimeZone: Type.Optional(Type.String({ maxLength: 64 })),
})
export type CreateScanCodeReq = Static<typeof CreateScanCodeReq>

export const CreateScanCodeRes = Type.Object({
  Code: Type.String({ description: "Shown as a QR code and as text ('K7QF-3MZP')" }),
  /** Only this browser holds it: polling needs it. */
  Secret: Type.String(),
  ExpiresInSeconds: Type.Integer(),
  /** ISO-8601 UTC. */
  ExpiresAt: Type.String(),
})
export type CreateScanCodeRes = Static<typeof CreateScanCodeRes>

export const PollScanCodeReq = Type.Object({ Code, Secret: Type.String({ minLength: 1, maxLength: 128 }) })
export type PollScanCodeReq = Static<typeof PollScanCodeReq>

export const PollScanCodeRes = Type.Object({
  Status: ScanCodeStatus,
  /** With Status Confirmed only: the new session (once; a later poll is refused with 1020). */
  Session: Type.Optional(LoginRes),
})
export type PollScanCodeRes = Static<typeof PollScanCodeRes>

export const ScanCodeReq = Type.Object({ Code })
export type ScanCodeReq = Static<typeof ScanCodeReq>

/** Who and where is asking, for the phone that read the code. */
export const ScanCodeInfoRes = Type.Object({
  /** 'Chrome 131', '' when unknown. */
  Browser: Type.String(),
  /** 'Windows', 'macOS', 'Linux', 'Android', 'iOS', '' when unknown. */
  System: Type.String(),
  /** The browser's time zone ('Asia/Shanghai'), '' when it did not say. */
  TimeZone: Type.String(),
  /** The requesting address, its last part hidden ('203.0.113.*'). */
  Address: Type.String(),
  /** Local: this machine; Private: a private network; Public: the internet. */
  Network: Type.Union([Type.Literal('Local'), Type.Literal('Private'), Type.Literal('Public')]),
  /** The browser asked from the same address as this phone (same office network). */
  SameNetwork: Type.Boolean(),
  /** ISO-8601 UTC. */
  RequestedAt: Type.String(),
  ExpiresAt: Type.String(),
})
export type ScanCodeInfoRes = Static<typeof ScanCodeInfoRes>

export const DecideScanCodeReq = Type.Object({
  Code,
  Confirm: Type.Boolean({ description: "true signs the browser in as the caller (the caller's account type), false declines" }),
})
export type DecideScanCodeReq = Static<typeof DecideScanCodeReq>

export type ScanSignInCalls = {
  'Login/CreateScanCode': { req: CreateScanCodeReq; res: CreateScanCodeRes }
  'Login/PollScanCode': { req: PollScanCodeReq; res: PollScanCodeRes }
  'Login/GetScanCodeInfo': { req: ScanCodeReq; res: ScanCodeInfoRes }
  'Login/DecideScanCode': { req: DecideScanCodeReq; res: null }
}
