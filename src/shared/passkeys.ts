/**
 * Passkeys (docs/passkeys.md), shared by the login screen (sign in) and the settings page (enrol,
 * list, remove): each ceremony asks the server for options, lets the platform's passkey seam ask
 * the person, and sends the answer back. A failure of the device side is a PasskeyError whose
 * reason `passkeyFailureText` turns into words; a server refusal was toasted by the http client.
 */
import type { LoginRes } from '@api/auth'
import type { PasskeyDevice } from '@api/passkey'
import { answerWithPasskey, createPasskey, PasskeyError, type PasskeyFailure } from '@/platform/passkey'
import { t } from '@/i18n'
import { http } from '@/stores'

export { passkeysSupported, PasskeyError } from '@/platform/passkey'

/** Enrols a passkey of this device for the signed-in person under `deviceName`. */
export async function enrolPasskey(deviceName: string): Promise<PasskeyDevice> {
  const { ChallengeId, Options } = await http.call('passkey/registrationOptions', {}, { loading: true })
  const Response = await createPasskey(Options)
  return http.call('passkey/register', { ChallengeId, DeviceName: deviceName, Response }, { loading: true })
}

/** Signs in with a passkey the device holds (no user name); answers the new session for completeSignIn. */
export async function signInWithPasskey(): Promise<LoginRes> {
  const { ChallengeId, Options } = await http.call('passkey/signInOptions', {}, { loading: true })
  const Response = await answerWithPasskey(Options)
  return http.call('passkey/signIn', { ChallengeId, Response }, { loading: true })
}

export const listPasskeys = (): Promise<PasskeyDevice[]> => http.call('passkey/list', {}, { parallel: true })
export const removePasskey = (id: number): Promise<null> => http.call('passkey/remove', { Id: id }, { loading: true })

/** Words for a device-side failure; null for anything else (a server refusal was already said). */
export function passkeyFailureText(e: unknown, ceremony: 'enrol' | 'signIn'): string | null {
  if (!(e instanceof PasskeyError)) return null
  const reason: PasskeyFailure = e.reason
  return t(`passkey:failure.${reason === 'cancelled' ? `${ceremony}Cancelled` : reason}`)
}
