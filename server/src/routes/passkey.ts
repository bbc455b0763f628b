/** Passkeys on H5 and WeChat SOTER on the mini-program: enrol, sign in, list and remove devices (docs/passkeys.md). */
import { Type } from '@sinclair/typebox'
import { LoginRes, NoParamsReq } from '../../../types/api/auth'
import * as P from '../../../types/api/passkey'
import { defineDomain } from '../http/call'
import { deviceOf, listDevices, removeDevice } from '../services/passkeys/devices'
import { soterEnrol, soterEnrolChallenge, soterSignIn, soterSignInChallenge } from '../services/passkeys/soter'
import { register, registrationOptions, signIn, signInOptions } from '../services/passkeys/webauthn'

const CEREMONY = 'The challenge is good for one verify within 5 minutes (1007 otherwise).'

export default defineDomain('passkey', 'Passkeys (WebAuthn) and WeChat SOTER: enrol, sign in, list and remove devices', (call) => {
  call('passkey/registrationOptions', {
    summary: 'Start enrolling a passkey on this device: options for startRegistration',
    description: `${CEREMONY} Only the session that asked may spend it.`,
    auth: 'required',
    body: NoParamsReq,
    result: P.PasskeyRegistrationOptionsRes,
    handle: (_body, ctx) => registrationOptions(ctx),
  })

  call('passkey/register', {
    summary: "Enrol the passkey: the browser's registration answer, checked against the challenge, RP ID and origin",
    description: `${CEREMONY} A refused answer: 1002; a credential enrolled already: 1008.`,
    auth: 'required',
    body: P.PasskeyRegisterReq,
    result: P.PasskeyDevice,
    handle: async (body, ctx) => deviceOf(await register(ctx, body)),
  })

  call('passkey/signInOptions', {
    summary: 'Start signing in with a passkey: options for startAuthentication (no user name: discoverable credentials)',
    description: CEREMONY,
    auth: 'none',
    limit: 'signIn',
    body: NoParamsReq,
    result: P.PasskeySignInOptionsRes,
    handle: (_body, ctx) => signInOptions(ctx),
  })

  call('passkey/signIn', {
    summary: 'Sign in with a passkey',
    description: `${CEREMONY} Unknown or removed credential, wrong origin, bad signature or a counter that did not go up: 1002.`,
    auth: 'none',
    limit: 'signIn',
    body: P.PasskeySignInReq,
    result: LoginRes,
    handle: (body, ctx) => signIn(ctx, body),
  })

  call('passkey/list', {
    summary: "The signed-in person's own enrolled devices (passkeys and SOTER keys)",
    auth: 'required',
    body: NoParamsReq,
    result: Type.Array(P.PasskeyDevice),
    handle: (_body, ctx) => listDevices(ctx),
  })

  call('passkey/remove', {
    summary: 'Remove one of the own devices: it signs in no more',
    description: "Another person's device or an unknown Id: 1005.",
    auth: 'required',
    body: P.PasskeyIdReq,
    result: Type.Null(),
    async handle(body, ctx) {
      await removeDevice(ctx, body.Id)
      return null
    },
  })

  call('passkey/soter/enrolChallenge', {
    summary: "Start enrolling this phone's SOTER key (mini-program): the challenge for wx.startSoterAuthentication",
    description: `${CEREMONY} Only the session that asked may spend it.`,
    auth: 'required',
    body: NoParamsReq,
    result: P.SoterChallengeRes,
    handle: (_body, ctx) => soterEnrolChallenge(ctx),
  })

  call('passkey/soter/enrol', {
    summary: "Bind the phone's SOTER public key: its signature of the challenge's resultJSON must verify with it",
    description: `${CEREMONY} A signature that does not verify, or a raw that is not the challenge: 1002; a key enrolled already: 1008.`,
    auth: 'required',
    body: P.SoterEnrolReq,
    result: P.PasskeyDevice,
    handle: async (body, ctx) => deviceOf(await soterEnrol(ctx, body)),
  })

  call('passkey/soter/signInChallenge', {
    summary: 'Start signing in with SOTER: the challenge for wx.startSoterAuthentication',
    description: CEREMONY,
    auth: 'none',
    limit: 'signIn',
    body: NoParamsReq,
    result: P.SoterChallengeRes,
    handle: (_body, ctx) => soterSignInChallenge(ctx),
  })

  call('passkey/soter/signIn', {
    summary: 'Sign in with SOTER: the answer must verify with the enrolled key, name the challenge and count up',
    description: `${CEREMONY} Unknown or removed device, another key's signature, another challenge or a counter that did not go up: 1002.`,
    auth: 'none',
    limit: 'signIn',
    body: P.SoterSignInReq,
    result: LoginRes,
    handle: (body, ctx) => soterSignIn(ctx, body),
  })
})
