/**
 * Kysely types of passkeys and WeChat SOTER keys (migration 0188_passkeys, docs/passkeys.md).
 * Conventions as in db/schema.ts: ISO UTC text timestamps, `_json` text.
 */
import type { CompanyRowColumns } from '../../lib/tables'

/** One enrolled device of a person: a WebAuthn credential or a SOTER key. */
export interface PasskeysTable extends CompanyRowColumns {
  user_id: number
  /** 'Passkey' | 'Soter'. */
  kind: string
  /** WebAuthn: the credential id (base64url), unique; SOTER: 'soter:' + a random id. */
  credential_id: string
  /** WebAuthn: the COSE public key, base64url; SOTER: the PEM. */
  public_key: string
  /** The signature counter last seen; a later answer must be higher (unless the device keeps none: 0). */
  counter: number
  /** WebAuthn transports as the browser reported them (JSON array); SOTER: the auth mode. */
  transports_json: string
  device_name: string
  created_at: string
  last_used_at: string | null
}

/**
 * A challenge handed out by an options call: single-use, short-lived, and found only by the
 * sha256 of its ChallengeId, which only the asking client knows. Enrolments are also bound to
 * the session that asked.
 */
export interface PasskeyChallengesTable {
  id_hash: string
  /** 'Register' | 'SignIn' | 'SoterEnrol' | 'SoterSignIn'. */
  purpose: string
  challenge: string
  /** Enrolments: the asking session's token hash (sign-ins: null). */
  session_hash: string | null
  created_at: string
  expires_at: string
  used_at: string | null
}

export interface PasskeyTables {
  passkeys: PasskeysTable
  passkey_challenges: PasskeyChallengesTable
}
