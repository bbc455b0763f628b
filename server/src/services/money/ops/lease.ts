/**
 * Job leases (job_leases): a job that must run once across app instances (the pending-payment
 * query, the channel refunds, the daily reconciliation) runs only where its lease is held. Taking
 * one is a single conditional statement — an INSERT when nobody ever held it, else an UPDATE that
 * succeeds only when the lease has run out or is already the caller's — so of several instances
 * trying at once exactly one gets it.
 */
import type { Db } from '../../../db/schema'

/** Takes (or renews) the lease `name` for `holder` until now + ms; false when another holds it. */
export async function takeLease(db: Db, name: string, holder: string, now: Date, ms: number): Promise<boolean> {
  const until = new Date(now.getTime() + ms).toISOString()
  const inserted = await db
    .insertInto('job_leases')
    .values({ name, holder, until })
    .onConflict((oc) => oc.column('name').doNothing())
    .executeTakeFirst()
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return true
  const taken = await db
    .updateTable('job_leases')
    .set({ holder, until })
    .where('name', '=', name)
    .where((eb) => eb.or([eb('until', '<=', now.toISOString()), eb('holder', '=', holder)]))
    .executeTakeFirst()
  return Number(taken.numUpdatedRows) === 1
}

/** Gives the lease up (the job finished early or the instance stops): another may take it at once. */
export async function releaseLease(db: Db, name: string, holder: string, now: Date): Promise<void> {
  await db.updateTable('job_leases').set({ until: now.toISOString() }).where('name', '=', name).where('holder', '=', holder).execute()
}
