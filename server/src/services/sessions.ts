/**
 * Sign-in sessions. The client holds a random token; the table holds only its sha256, so reading
 * the database does not let anyone sign in. Tokens expire after config.tokenTtlSeconds.
 */
import type { Kysely } from 'kysely'
import { ErrorCode, type LoginType } from '../../../types/api'
import { cachedRead, type GenerationSource } from '../db/generation'
import type { Database } from '../db/schema'
import type { AppDeps } from '../deps'
import type { Caller } from '../http/context'
import { randomToken, sha256 } from '../lib/crypto'
import { addSeconds } from '../lib/time'

export interface IssuedSession {
  Token: string
  LoginType: LoginType
  /** ISO-8601 UTC. */
  ExpiresAt: string
}

export async function createSession(deps: AppDeps, user: { id: number; company_id: number }, loginType: LoginType): Promise<IssuedSession> {
  const now = deps.clock()
  const token = randomToken()
  const expiresAt = addSeconds(now, deps.config.tokenTtlSeconds).toISOString()
  await deps.db
    .insertInto('sessions')
    .values({
      token_hash: sha256(token),
      user_id: user.id,
      company_id: user.company_id,
      login_type: loginType,
      created_at: now.toISOString(),
      expires_at: expiresAt,
      revoked_at: null,
    })
    .execute()
  return { Token: token, LoginType: loginType, ExpiresAt: expiresAt }
}

export type SessionLookup = { caller: Caller } | { code: typeof ErrorCode.NotLoggedIn | typeof ErrorCode.TokenExpired }

/**
 * 101 for a missing, unknown or signed-out token; 102 for one that expired. The client treats
 * both alike (docs/error-codes.md); the distinction helps whoever reads the logs.
 */
/** A session as stored, with its user's standing; read through the generation cache. */
const sessionRow = cachedRead(
  (tokenHash: string) => tokenHash,
  (db, tokenHash: string) =>
    (db as Kysely<Database>)
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .where('sessions.token_hash', '=', tokenHash)
      .select([
        'sessions.user_id',
        'sessions.company_id',
        'sessions.login_type',
        'sessions.expires_at',
        'sessions.revoked_at',
        'users.person_id',
        'users.status',
        'users.company_id as user_company_id',
      ])
      .executeTakeFirst(),
)

/**
 * 101 for a missing, unknown or signed-out token; 102 for one that expired. The client treats
 * both alike (docs/error-codes.md); the distinction helps whoever reads the logs. Signing out,
 * a disabled user or a moved account raise the cache generation, so the next call sees it.
 */
export async function lookupSession(deps: AppDeps, token: string | undefined, src: GenerationSource): Promise<SessionLookup> {
  if (!token) return { code: ErrorCode.NotLoggedIn }
  const tokenHash = sha256(token)
  const row = await sessionRow(src, tokenHash)
  if (!row || row.revoked_at !== null || row.status !== 1 || row.user_company_id !== row.company_id) return { code: ErrorCode.NotLoggedIn }
  if (row.expires_at <= deps.clock().toISOString()) return { code: ErrorCode.TokenExpired }
  return {
    caller: {
      userId: row.user_id,
      personId: row.person_id,
      companyId: row.company_id,
      loginType: row.login_type === 2 ? 2 : 1,
      tokenHash,
      expiresAt: row.expires_at,
    },
  }
}

export async function revokeSession(deps: AppDeps, tokenHash: string): Promise<void> {
  await deps.db
    .updateTable('sessions')
    .set({ revoked_at: deps.clock().toISOString() })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute()
}

/** Signs the user out everywhere, optionally keeping the session that asked (password change). */
export async function revokeUserSessions(deps: AppDeps, userId: number, keepTokenHash?: string): Promise<void> {
  let q = deps.db.updateTable('sessions').set({ revoked_at: deps.clock().toISOString() }).where('user_id', '=', userId).where('revoked_at', 'is', null)
  if (keepTokenHash) q = q.where('token_hash', '!=', keepTokenHash)
  await q.execute()
}
