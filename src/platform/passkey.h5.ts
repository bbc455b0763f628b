/**
 * Passkeys in the browser through @simplewebauthn/browser (docs/passkeys.md): the browser asks
 * for the fingerprint, face or PIN and answers the server's options. Failures are told apart so
 * the screen can say what happened (no WebAuthn, cancelled, already enrolled). The library is
 * loaded when a person first creates or uses a passkey, not with the sign-in page.
 */
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser'
import { PasskeyError, type PasskeyFailure } from './passkey-types'

export { PasskeyError, type PasskeyFailure } from './passkey-types'

/** Whether this browser can do WebAuthn at all (an insecure page or an old browser cannot). */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function'
}

const webAuthn = () => import(/* webpackChunkName: "passkeys" */ '@simplewebauthn/browser')

function failureOf(e: unknown): PasskeyFailure {
  const name = (e as { name?: string; cause?: { name?: string } } | null)?.cause?.name ?? (e as { name?: string } | null)?.name
  const code = (e as { code?: string } | null)?.code
  // NotAllowedError: the person closed the prompt, or it timed out; AbortError: it was cancelled.
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') return 'cancelled'
  if (name === 'InvalidStateError' || code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'exists'
  if (name === 'NotSupportedError') return 'unsupported'
  return 'failed'
}

async function ceremony<T>(run: () => Promise<T>): Promise<T> {
  if (!passkeysSupported()) throw new PasskeyError('unsupported')
  try {
    return await run()
  } catch (e) {
    throw new PasskeyError(failureOf(e))
  }
}

/** Creates a passkey on this device for the server's registration options. */
export function createPasskey(options: PublicKeyCredentialCreationOptionsJSON): Promise<RegistrationResponseJSON> {
  return ceremony(async () => (await webAuthn()).startRegistration({ optionsJSON: options }))
}

/** Answers the server's sign-in options with a passkey the device holds (the browser lets the person pick). */
export function answerWithPasskey(options: PublicKeyCredentialRequestOptionsJSON): Promise<AuthenticationResponseJSON> {
  return ceremony(async () => (await webAuthn()).startAuthentication({ optionsJSON: options }))
}
