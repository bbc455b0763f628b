/** What the passkey seam answers on every platform (passkey.h5.ts / passkey.weapp.ts). */

/** Why a passkey ceremony did not give an answer: no WebAuthn here, the person cancelled, the device knows the credential already, or anything else. */
export type PasskeyFailure = 'unsupported' | 'cancelled' | 'exists' | 'failed'

export class PasskeyError extends Error {
  constructor(readonly reason: PasskeyFailure) {
    super(`passkey: ${reason}`)
    this.name = 'PasskeyError'
  }
}
