/** The approval history: one row per submission, decision, expiry, cancellation and system outcome. */
import type { VettingStatus } from '../../../../types/api/approval'
import type { Db } from '../../db/schema'

export async function record(
  db: Db,
  a: { id: number; company_id: number },
  level: number,
  action: VettingStatus,
  personId: number | null,
  asBackup: boolean,
  reason: string,
  at: string,
): Promise<void> {
  await db
    .insertInto('approval_records')
    .values({ company_id: a.company_id, approval_id: a.id, level, action, person_id: personId, as_backup: asBackup ? 1 : 0, reason, created_at: at })
    .execute()
}
