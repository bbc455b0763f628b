/**
 * Passkeys (WebAuthn on H5) and WeChat SOTER (fingerprint or face on the mini-program): enrol a
 * device while signed in, sign in with it later, list and remove the own devices
 * (docs/passkeys.md). Each ceremony is two calls: options (a fresh challenge under a ChallengeId
 * only the asking client knows) and verify (the ChallengeId with the device's answer).
 */
import { Type, type Static } from '@sinclair/typebox'
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser'
import { LoginRes, LoginTypeSchema, NoParamsReq } from './auth'

const ChallengeId = Type.String({ minLength: 1, maxLength: 64, description: 'From the options call; good for one verify within 5 minutes' })
const DeviceName = Type.String({ minLength: 1, maxLength: 40, description: 'The name the person gives the device' })
/** A WebAuthn JSON object as @simplewebauthn/browser writes and reads it. */
const json = <T>(description: string) => Type.Unsafe<T>(Type.Object({}, { additionalProperties: true, description }))

export const PasskeyKind = Type.Union([Type.Literal('Passkey'), Type.Literal('Soter')], {
  description: 'Passkey: a WebAuthn credential (H5). Soter: a WeChat SOTER key (mini-program).',
})
export type PasskeyKind = Static<typeof PasskeyKind>

export const ChallengeRes = Type.Object({ ChallengeId: Type.String(), ExpiresInSeconds: Type.Integer() })

export const PasskeyRegistrationOptionsRes = Type.Composite([
  ChallengeRes,
  Type.Object({ Options: json<PublicKeyCredentialCreationOptionsJSON>('PublicKeyCredentialCreationOptionsJSON for startRegistration') }),
])
export type PasskeyRegistrationOptionsRes = Static<typeof PasskeyRegistrationOptionsRes>

export const PasskeyRegisterReq = Type.Object({
  ChallengeId,
  DeviceName,
  Response: json<RegistrationResponseJSON>('RegistrationResponseJSON from startRegistration'),
})
export type PasskeyRegisterReq = Static<typeof PasskeyRegisterReq>

export const PasskeySignInOptionsRes = Type.Composite([
  ChallengeRes,
  Type.Object({ Options: json<PublicKeyCredentialRequestOptionsJSON>('PublicKeyCredentialRequestOptionsJSON for startAuthentication') }),
])
export type PasskeySignInOptionsRes = Static<typeof PasskeySignInOptionsRes>

export const PasskeySignInReq = Type.Object({
  ChallengeId,
  Response: json<AuthenticationResponseJSON>('AuthenticationResponseJSON from startAuthentication'),
  LoginType: Type.Optional(LoginTypeSchema),
})
export type PasskeySignInReq = Static<typeof PasskeySignInReq>

export const PasskeyDevice = Type.Object({
  Id: Type.Integer(),
  Kind: PasskeyKind,
  DeviceName: Type.String(),
  /** ISO-8601 UTC. */
  CreatedAt: Type.String(),
  /** ISO-8601 UTC; null until the first sign-in with it. */
  LastUsedAt: Type.Union([Type.String(), Type.Null()]),
})
export type PasskeyDevice = Static<typeof PasskeyDevice>

export const PasskeyIdReq = Type.Object({ Id: Type.Integer({ minimum: 1 }) })
export type PasskeyIdReq = Static<typeof PasskeyIdReq>

// WeChat SOTER

export const SoterChallengeRes = Type.Composite([
  ChallengeRes,
  Type.Object({ Challenge: Type.String({ description: 'Pass as challenge to wx.startSoterAuthentication' }) }),
])
export type SoterChallengeRes = Static<typeof SoterChallengeRes>

const SoterAnswer = {
  ChallengeId,
  /** resultJSON of wx.startSoterAuthentication: its `raw` is the challenge. */
  ResultJSON: Type.String({ minLength: 1, maxLength: 4000 }),
  /** resultJSONSignature: base64 SHA256withRSA signature of ResultJSON by the device's SOTER key. */
  ResultJSONSignature: Type.String({ minLength: 1, maxLength: 2000 }),
}

export const SoterEnrolReq = Type.Object({
  ...SoterAnswer,
  DeviceName,
  /** The device's SOTER public key, PEM (SubjectPublicKeyInfo). */
  PublicKey: Type.String({ minLength: 1, maxLength: 4000 }),
  AuthMode: Type.Union([Type.Literal('fingerPrint'), Type.Literal('facial')]),
})
export type SoterEnrolReq = Static<typeof SoterEnrolReq>

export const SoterSignInReq = Type.Object({
  ...SoterAnswer,
  /** The enrolled device's Id (the mini-program keeps it after enrolling). */
  DeviceId: Type.Integer({ minimum: 1 }),
  LoginType: Type.Optional(LoginTypeSchema),
})
export type SoterSignInReq = Static<typeof SoterSignInReq>

export type PasskeyCalls = {
  'passkey/registrationOptions': { req: Static<typeof NoParamsReq>; res: PasskeyRegistrationOptionsRes }
  'passkey/register': { req: PasskeyRegisterReq; res: PasskeyDevice }
  'passkey/signInOptions': { req: Static<typeof NoParamsReq>; res: PasskeySignInOptionsRes }
  'passkey/signIn': { req: PasskeySignInReq; res: LoginRes }
  'passkey/list': { req: Static<typeof NoParamsReq>; res: PasskeyDevice[] }
  'passkey/remove': { req: PasskeyIdReq; res: null }
  'passkey/soter/enrolChallenge': { req: Static<typeof NoParamsReq>; res: SoterChallengeRes }
  'passkey/soter/enrol': { req: SoterEnrolReq; res: PasskeyDevice }
  'passkey/soter/signInChallenge': { req: Static<typeof NoParamsReq>; res: SoterChallengeRes }
  'passkey/soter/signIn': { req: SoterSignInReq; res: LoginRes }
}
