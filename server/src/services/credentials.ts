/** Password changes: signed in, by e-mail code, and by phone check + reset ticket. */
import type { AppDeps } from '../deps'
import { ApiError, fail } from '../errors'
import { ErrorCode } from '../../../types/api'
import { checkPasswordPolicy } from '../lib/contact'
import { clearFailures } from './accounts'
import { hashPassword, verifyPassword } from './passwords'
import type { Caller } from '../http/context'
import { revokeUserSessions } from './sessions'
import { equal } from '../db/match'

async function setPassword(deps: AppDeps, userId: number, password: string): Promise<void> {
  const hash = await hashPassword(password, deps.config.passwordHashRounds)
  const user = await deps.db
    .updateTable('users')
    .set({ password_hash: hash, password_changed_at: deps.clock().toISOString() })
    .where('id', '=', userId)
    .returning('user_name_key')
    .executeTakeFirstOrThrow()
  // A new password starts a clean slate: no captcha left over from earlier wrong guesses.
  await clearFailures(deps, user.user_name_key)
}

export async function changeOwnPassword(deps: AppDeps, caller: Caller, oldPassword: string, newPassword: string): Promise<void> {
  const user = await deps.db
    .selectFrom('users')
    .select('password_hash')
    .where((eb) => equal(eb, { id: caller.userId, company_id: caller.companyId }))
    .executeTakeFirst()
  if (!user) throw fail.notFound('accountNotFound')
  if (!(await verifyPassword(oldPassword, user.password_hash))) throw new ApiError(ErrorCode.WrongCredentials, 'oldPasswordWrong')
  checkPasswordPolicy(newPassword)
  if (oldPassword === newPassword) throw fail.validation('passwordSameAsOld')
  await setPassword(deps, caller.userId, newPassword)
  await revokeUserSessions(deps, caller.userId, caller.tokenHash)
}

/** After a verified code or ticket: set the password and sign the account out everywhere. */
export async function resetPassword(deps: AppDeps, userId: number, newPassword: string): Promise<void> {
  checkPasswordPolicy(newPassword)
  await setPassword(deps, userId, newPassword)
  await revokeUserSessions(deps, userId)
}
