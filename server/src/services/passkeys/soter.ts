/**
 * WeChat SOTER on the mini-program (docs/passkeys.md#wechat-soter-mini-program): the device's
 * SOTER key signs `resultJSON`, whose `raw` is our challenge. Enrolling binds the device's public
 * key (after checking that the device signed the fresh challenge with it); signing in checks a
 * fresh challenge's answer against the enrolled key and that the device's counter went up.
 */
import { constants, createPublicKey, verify, type KeyObject } from 'node:crypto'
import type { SoterChallengeRes, SoterEnrolReq, SoterSignInReq } from '../../../../types/api/passkey'
import type { AuthedContext, CallContext } from '../../http/context'
import { randomToken, sha256 } from '../../lib/crypto'
import { accountById, startSession } from '../accounts'
import type { IssuedSession } from '../sessions'
import { spendChallenge, storeChallenge, type ChallengePurpose } from './challenges'
import { addDevice, deviceById, markUsed, type DeviceRow } from './devices'
import { refused } from './texts'

function publicKeyOf(pem: string): KeyObject {
  try {
    const key = createPublicKey(pem)
    if (key.asymmetricKeyType !== 'rsa' && key.asymmetricKeyType !== 'rsa-pss') throw new Error('not RSA')
    return key
  } catch {
    throw refused.answer()
  }
}

/** SHA256withRSA: PSS as SOTER signs (any salt length); PKCS#1 v1.5 is accepted too. */
function signedBy(key: KeyObject, resultJSON: string, signatureBase64: string): boolean {
  const data = Buffer.from(resultJSON, 'utf8')
  const signature = Buffer.from(signatureBase64, 'base64')
  const pss = { key, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: constants.RSA_PSS_SALTLEN_AUTO }
  return verify('sha256', data, pss, signature) || verify('sha256', data, key, signature)
}

/** The answer's counter after checking its signature by `key` and that its `raw` is the challenge. */
function checkedAnswer(key: KeyObject, challenge: string, body: { ResultJSON: string; ResultJSONSignature: string }): number {
  if (!signedBy(key, body.ResultJSON, body.ResultJSONSignature)) throw refused.answer()
  let result: { raw?: unknown; counter?: unknown }
  try {
    result = JSON.parse(body.ResultJSON) as typeof result
  } catch {
    throw refused.answer()
  }
  if (result.raw !== challenge) throw refused.answer()
  const counter = Number(result.counter ?? 0)
  if (!Number.isSafeInteger(counter) || counter < 0) throw refused.answer()
  return counter
}

async function challengeFor(ctx: CallContext, purpose: ChallengePurpose, sessionHash: string | null): Promise<SoterChallengeRes> {
  const challenge = randomToken()
  return { ...(await storeChallenge(ctx.deps, purpose, challenge, sessionHash)), Challenge: challenge }
}

export const soterEnrolChallenge = (ctx: AuthedContext) => challengeFor(ctx, 'SoterEnrol', ctx.caller.tokenHash)
export const soterSignInChallenge = (ctx: CallContext) => challengeFor(ctx, 'SoterSignIn', null)

export async function soterEnrol(ctx: AuthedContext, body: SoterEnrolReq): Promise<DeviceRow> {
  const challenge = await spendChallenge(ctx.deps, 'SoterEnrol', body.ChallengeId, ctx.caller.tokenHash)
  const key = publicKeyOf(body.PublicKey)
  const counter = checkedAnswer(key, challenge, body)
  const pem = key.export({ type: 'spki', format: 'pem' }).toString()
  return addDevice(ctx, {
    kind: 'Soter',
    // One key, one device: the same key enrolled again (by anyone) is refused.
    credential_id: `soter:${sha256(pem)}`,
    public_key: pem,
    counter,
    transports_json: JSON.stringify([body.AuthMode]),
    device_name: body.DeviceName.trim(),
  })
}

export async function soterSignIn(ctx: CallContext, body: SoterSignInReq): Promise<IssuedSession> {
  const challenge = await spendChallenge(ctx.deps, 'SoterSignIn', body.ChallengeId, null)
  const device = await deviceById(ctx.db, 'Soter', body.DeviceId)
  if (!device) throw refused.unknown()
  const counter = checkedAnswer(publicKeyOf(device.public_key), challenge, body)
  if (!(await markUsed(ctx.deps, device, counter))) throw refused.answer()
  return startSession(ctx.deps, await accountById(ctx.db, device.company_id, device.user_id), body.LoginType)
}
