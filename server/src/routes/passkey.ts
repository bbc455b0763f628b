/** Passkeys on H5 and WeChat SOTER on the mini-program: enrol, sign in, list and remove devices (docs/passkeys.md). */
import { Type } from '@sinclair/typebox'
import { LoginRes, NoParamsReq } from '../../../types/api/auth'
import * as P from '../../../types/api/passkey'
import { defineDomain } from '../http/call'
import { deviceOf, listDevices, removeDevice } from '../services/passkeys/devices'
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
})
