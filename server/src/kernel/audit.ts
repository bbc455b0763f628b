/**
 * The company audit log for changes made outside company administration (docs/administration.md,
 * "Audit"). Company administration owns the log (`admin_audit`, modules/admin/audit.ts) and
 * registers its writer here once; another module records an administrator's change through
 * `recordAdminChange` in the changing transaction, without importing the admin module.
 */
import type { AuditEntity } from '../../../types/api/admin-values'
import type { Db } from '../db/schema'
import type { AuthedContext } from '../http/context'

/** Writes one audit row in `db` (the changing transaction): who and when from `ctx`, what, before and after. */
export type AuditWriter = (
  db: Db,
  ctx: AuthedContext,
  entity: AuditEntity,
  entityId: number | null,
  action: string,
  before: unknown,
  after: unknown,
) => Promise<void>

let writer: AuditWriter | null = null

/** Called by company administration's register(). */
export function registerAuditLog(w: AuditWriter): void {
  if (writer && writer !== w) throw new Error('the audit log is registered twice')
  writer = w
}

/** Records an administrator's change in the company audit log; throws when no log is registered (the change must not go unrecorded). */
export const recordAdminChange: AuditWriter = async (...change) => {
  if (!writer) throw new Error('no audit log is registered')
  await writer(...change)
}
