/** The mini-program has no WebAuthn: fingerprint and face go through WeChat SOTER instead (docs/passkeys.md). */
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser'
import { PasskeyError } from './passkey-types'

export { PasskeyError, type PasskeyFailure } from './passkey-types'

export function passkeysSupported(): boolean {
  return false
}

export async function createPasskey(_options: PublicKeyCredentialCreationOptionsJSON): Promise<RegistrationResponseJSON> {
  throw new PasskeyError('unsupported')
}

export async function answerWithPasskey(_options: PublicKeyCredentialRequestOptionsJSON): Promise<AuthenticationResponseJSON> {
  throw new PasskeyError('unsupported')
}
