/**
 * Passkeys (docs/passkeys.md): WebAuthn registration and authentication through
 * @simplewebauthn/server. The relying party is config.passkeys (else the request's own host and
 * origin); credentials are discoverable and need user verification (fingerprint, face or PIN),
 * so signing in asks for no user name.
 */
import { generateAuthenticationOptions, generateRegistrationOptions, verifyAuthenticationResponse, verifyRegistrationResponse } from '@simplewebauthn/server'
import { isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers'
import type { PasskeyRegisterReq, PasskeyRegistrationOptionsRes, PasskeySignInOptionsRes, PasskeySignInReq } from '../../../../types/api/passkey'
import type { AuthedContext, CallContext } from '../../http/context'
import { accountById, startSession } from '../accounts'
import type { IssuedSession } from '../sessions'
import { spendChallenge, storeChallenge } from './challenges'
import { addDevice, deviceByCredential, type DeviceRow, markUsed } from './devices'
import { refused } from './texts'

const RP_NAME = 'Business Travel'

/** The relying party a request is answered for. */
export function relyingParty(ctx: CallContext): { rpId: string; origins: string[] } {
  const { rpId, origins } = ctx.deps.config.passkeys
  return { rpId: rpId ?? new URL(ctx.siteOrigin).hostname, origins: origins?.length ? origins : [ctx.siteOrigin] }
}

export async function registrationOptions(ctx: AuthedContext): Promise<PasskeyRegistrationOptionsRes> {
  const { caller } = ctx
  const person = await ctx.db
    .selectFrom('users')
    .innerJoin('persons', 'persons.id', 'users.person_id')
    .select(['users.user_name', 'persons.ch_name'])
    .where('users.id', '=', caller.userId)
    .where('users.company_id', '=', caller.companyId)
    .executeTakeFirstOrThrow()
  const own = await ctx.db
    .selectFrom('passkeys')
    .select(['credential_id', 'transports_json'])
    .where('company_id', '=', caller.companyId)
    .where('user_id', '=', caller.userId)
    .where('kind', '=', 'Passkey')
    .execute()
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: relyingParty(ctx).rpId,
    // The user handle the authenticator keeps: opaque, the same for every device of the person.
    userID: isoUint8Array.fromUTF8String(`${caller.companyId}.${caller.userId}`),
    userName: person.user_name,
    userDisplayName: person.ch_name,
    attestationType: 'none',
    excludeCredentials: own.map((c) => ({ id: c.credential_id, transports: JSON.parse(c.transports_json) as string[] })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  })
  return { ...(await storeChallenge(ctx.deps, 'Register', options.challenge, caller.tokenHash)), Options: options }
}

/** What an authenticator's answer must have been made for: this challenge, one of our origins, our relying party, its user verified. */
function expectedFor(ctx: CallContext, challenge: string) {
  const { rpId, origins } = relyingParty(ctx)
  return { expectedChallenge: challenge, expectedOrigin: origins, expectedRPID: rpId, requireUserVerification: true }
}

export async function register(ctx: AuthedContext, body: PasskeyRegisterReq): Promise<DeviceRow> {
  const challenge = await spendChallenge(ctx.deps, 'Register', body.ChallengeId, ctx.caller.tokenHash)
  const result = await verifyRegistrationResponse({ response: body.Response, ...expectedFor(ctx, challenge) }).catch(() => null)
  if (!result?.verified) throw refused.answer()
  const { credential } = result.registrationInfo
  return addDevice(ctx, {
    kind: 'Passkey',
    credential_id: credential.id,
    public_key: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports_json: JSON.stringify(credential.transports ?? []),
    device_name: body.DeviceName.trim(),
  })
}

export async function signInOptions(ctx: CallContext): Promise<PasskeySignInOptionsRes> {
  // No allowCredentials: the authenticator offers the discoverable credentials it holds for the RP.
  const options = await generateAuthenticationOptions({ rpID: relyingParty(ctx).rpId, userVerification: 'required' })
  return { ...(await storeChallenge(ctx.deps, 'SignIn', options.challenge, null)), Options: options }
}

export async function signIn(ctx: CallContext, body: PasskeySignInReq): Promise<IssuedSession> {
  const challenge = await spendChallenge(ctx.deps, 'SignIn', body.ChallengeId, null)
  const device = await deviceByCredential(ctx.db, 'Passkey', String(body.Response.id ?? ''))
  if (!device) throw refused.unknown()
  const result = await verifyAuthenticationResponse({
    response: body.Response,
    ...expectedFor(ctx, challenge),
    credential: {
      id: device.credential_id,
      publicKey: isoBase64URL.toBuffer(device.public_key),
      counter: device.counter,
      transports: JSON.parse(device.transports_json) as string[],
    },
  }).catch(() => null)
  if (!result?.verified) throw refused.answer()
  const { newCounter } = result.authenticationInfo
  // A device that counts must count up; a copied key answering an old counter is refused.
  if (!(await markUsed(ctx.deps, device, newCounter))) throw refused.answer()
  return startSession(ctx.deps, await accountById(ctx.db, device.company_id, device.user_id), body.LoginType)
}
