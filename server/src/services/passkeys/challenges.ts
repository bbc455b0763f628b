/**
 * The ceremonies' challenges: random, good for CHALLENGE_TTL_SECONDS and one verify, found by
 * the sha256 of a ChallengeId that only the client that asked was told. An enrolment's
 * challenge also belongs to the session that asked: another session cannot spend it.
 */
import type { AppDeps } from '../../deps'
import { randomToken, sha256 } from '../../lib/crypto'
import { addSeconds } from '../../lib/time'
import { refused } from './texts'

export const CHALLENGE_TTL_SECONDS = 300

export type ChallengePurpose = 'Register' | 'SignIn' | 'SoterEnrol' | 'SoterSignIn'

export interface IssuedChallenge {
  ChallengeId: string
  ExpiresInSeconds: number
}

/** Stores `challenge` (base64url text) and answers its ChallengeId. Expired rows go on the way. */
export async function storeChallenge(deps: AppDeps, purpose: ChallengePurpose, challenge: string, sessionHash: string | null): Promise<IssuedChallenge> {
  const now = deps.clock()
  await deps.db.deleteFrom('passkey_challenges').where('expires_at', '<', now.toISOString()).execute()
  const id = randomToken()
  await deps.db
    .insertInto('passkey_challenges')
    .values({
      id_hash: sha256(id),
      purpose,
      challenge,
      session_hash: sessionHash,
      created_at: now.toISOString(),
      expires_at: addSeconds(now, CHALLENGE_TTL_SECONDS).toISOString(),
      used_at: null,
    })
    .execute()
  return { ChallengeId: id, ExpiresInSeconds: CHALLENGE_TTL_SECONDS }
}

/**
 * Spends the challenge before the answer is checked, so that a refused answer cannot be tried
 * again with it: one UPDATE wins even when two verifies race. Throws 1007 when it is unknown,
 * expired, used, of another purpose, or (enrolments) of another session.
 */
export async function spendChallenge(deps: AppDeps, purpose: ChallengePurpose, challengeId: string, sessionHash: string | null): Promise<string> {
  const now = deps.clock().toISOString()
  const idHash = sha256(challengeId)
  let q = deps.db
    .updateTable('passkey_challenges')
    .set({ used_at: now })
    .where('id_hash', '=', idHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
  q = sessionHash === null ? q.where('session_hash', 'is', null) : q.where('session_hash', '=', sessionHash)
  const res = await q.executeTakeFirst()
  if (Number(res.numUpdatedRows) !== 1) throw refused.challenge()
  const row = await deps.db.selectFrom('passkey_challenges').select('challenge').where('id_hash', '=', idHash).executeTakeFirstOrThrow()
  return row.challenge
}
