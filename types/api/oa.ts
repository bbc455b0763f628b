/**
 * Office-automation (OA) sign-in (docs/sign-in.md#office-automation-sign-in): a company's OA
 * system (its intranet portal or workbench) opens /callback4Oa with a short-lived ticket it
 * signed with HMAC-SHA256 under a secret the company administrator took from this server; the
 * page hands the ticket to login/oaLogin, which checks the signature, freshness, the nonce's
 * single use, the company and the employee, and signs the employee in.
 */
import { Type, type Static } from '@sinclair/typebox'
import { LoginRes } from './auth'

/** Seconds a ticket is good for after its timestamp (plus the company's allowed clock skew). */
export const OA_TICKET_TTL_SECONDS = 300
/** The allowed clock skew an administrator may set, in seconds. */
export const OA_MAX_CLOCK_SKEW_SECONDS = 300

/**
 * The text an OA system signs: the fields in this order, joined by '\n'
 * (`sign = hex(HMAC-SHA256(secret, text))`).
 */
export const oaTicketText = (t: { Company: string; Employee: string; Timestamp: number; Nonce: string; Redirect?: string }): string =>
  [t.Company, t.Employee, String(t.Timestamp), t.Nonce, t.Redirect ?? ''].join('\n')

export const OaLoginReq = Type.Object({
  /** The company's code (CompanyCode). */
  Company: Type.String({ minLength: 1, maxLength: 50 }),
  /** The employee's number, or their e-mail. */
  Employee: Type.String({ minLength: 1, maxLength: 100 }),
  /** Unix seconds when the OA system signed the ticket. */
  Timestamp: Type.Integer({ minimum: 0 }),
  /** Random, used once: 8 to 64 letters, digits, '-' or '_'. */
  Nonce: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
  /** An in-app route to open once signed in ('/trip/list'); absent or '': home. */
  Redirect: Type.Optional(Type.String({ maxLength: 500 })),
  /** Lower-case hex HMAC-SHA256 of oaTicketText under the company's secret. */
  Sign: Type.String({ minLength: 64, maxLength: 64 }),
})
export type OaLoginReq = Static<typeof OaLoginReq>

export const OaLoginRes = Type.Composite([LoginRes, Type.Object({ Redirect: Type.String() })])
export type OaLoginRes = Static<typeof OaLoginRes>

/** Why a ticket was refused (ResultData.Reason of the refusal). */
export type OaRefusal = 'signature' | 'expired' | 'reused' | 'unknownEmployee' | 'off' | 'company'

export const OaAuthDetailReq = Type.Object({ Company: Type.String({ minLength: 1, maxLength: 50 }) })
export type OaAuthDetailReq = Static<typeof OaAuthDetailReq>

export const OaAuthDetail = Type.Object({
  /** '' when no company has the code. */
  CompanyName: Type.String(),
  /** The name the administrator gave the OA system ('' when none). */
  OaName: Type.String(),
  Enabled: Type.Boolean(),
})
export type OaAuthDetail = Static<typeof OaAuthDetail>

export const OaSettings = Type.Object({
  Enabled: Type.Boolean(),
  /** The OA system's name, shown on the sign-in page ("Signing in from …"). */
  OaName: Type.String(),
  /** Whether a secret exists; the secret is shown once, by oa/rotateSecret. */
  HasSecret: Type.Boolean(),
  ClockSkewSeconds: Type.Integer(),
  CompanyCode: Type.String(),
  /** The address the OA system opens: <site>/#/callback4Oa. */
  CallbackUrl: Type.String(),
})
export type OaSettings = Static<typeof OaSettings>

export const OaSettingsSaveReq = Type.Object({
  Enabled: Type.Boolean(),
  OaName: Type.String({ maxLength: 50 }),
  ClockSkewSeconds: Type.Integer({ minimum: 0, maximum: OA_MAX_CLOCK_SKEW_SECONDS }),
})
export type OaSettingsSaveReq = Static<typeof OaSettingsSaveReq>

export const OaSecretRes = Type.Object({
  /** The new secret (64 hex characters): shown this once; the old one stops signing at once. */
  Secret: Type.String(),
  Settings: OaSettings,
})
export type OaSecretRes = Static<typeof OaSecretRes>

export const OaTryLinkReq = Type.Object({ Redirect: Type.Optional(Type.String({ maxLength: 500 })) })
export type OaTryLinkReq = Static<typeof OaTryLinkReq>

export const OaTryLinkRes = Type.Object({
  /** A signed /callback4Oa link for the administrator themself, good for OA_TICKET_TTL_SECONDS. */
  Url: Type.String(),
})
export type OaTryLinkRes = Static<typeof OaTryLinkRes>

export type OaCalls = {
  'login/oaLogin': { req: OaLoginReq; res: OaLoginRes }
  'oa/oaAuthDetail/v3': { req: OaAuthDetailReq; res: OaAuthDetail }
  'oa/getSettings': { req: Record<string, never>; res: OaSettings }
  'oa/saveSettings': { req: OaSettingsSaveReq; res: OaSettings }
  'oa/rotateSecret': { req: Record<string, never>; res: OaSecretRes }
  'oa/tryLink': { req: OaTryLinkReq; res: OaTryLinkRes }
}
