/** A person's enrolled devices (passkeys and SOTER keys): add, find, count a use, list, remove. */
import type { Kysely, Selectable } from 'kysely'
import type { PasskeyDevice, PasskeyKind } from '../../../../types/api/passkey'
import type { Database } from '../../db/schema'
import type { AppDeps } from '../../deps'
import type { AuthedContext } from '../../http/context'
import type { PasskeysTable } from './tables'
import { refused } from './texts'

export type DeviceRow = Selectable<PasskeysTable>

export const deviceOf = (row: DeviceRow): PasskeyDevice => ({
  Id: row.id,
  Kind: row.kind === 'Soter' ? 'Soter' : 'Passkey',
  DeviceName: row.device_name,
  CreatedAt: row.created_at,
  LastUsedAt: row.last_used_at,
})

/** Enrols a device for the caller; a credential enrolled already (by anyone) is refused (1008). */
export async function addDevice(
  ctx: AuthedContext,
  device: Pick<DeviceRow, 'kind' | 'credential_id' | 'public_key' | 'counter' | 'transports_json' | 'device_name'>,
): Promise<DeviceRow> {
  const taken = await ctx.db.selectFrom('passkeys').select('id').where('credential_id', '=', device.credential_id).executeTakeFirst()
  if (taken) throw refused.taken()
  const row = { ...device, company_id: ctx.caller.companyId, user_id: ctx.caller.userId, created_at: ctx.now().toISOString(), last_used_at: null }
  const { id } = await ctx.db.insertInto('passkeys').values(row).returning('id').executeTakeFirstOrThrow()
  return { ...row, id }
}

export function deviceByCredential(db: Kysely<Database>, kind: PasskeyKind, credentialId: string): Promise<DeviceRow | undefined> {
  return db.selectFrom('passkeys').selectAll().where('credential_id', '=', credentialId).where('kind', '=', kind).executeTakeFirst()
}

export function deviceById(db: Kysely<Database>, kind: PasskeyKind, id: number): Promise<DeviceRow | undefined> {
  return db.selectFrom('passkeys').selectAll().where('id', '=', id).where('kind', '=', kind).executeTakeFirst()
}

/**
 * Records a sign-in with the device and its new counter. A device that counts (counter > 0)
 * must answer a higher counter than last time, checked in the UPDATE so that two sign-ins with
 * one answer cannot both pass. False when refused.
 */
export async function markUsed(deps: AppDeps, device: DeviceRow, newCounter: number): Promise<boolean> {
  let q = deps.db.updateTable('passkeys').set({ counter: newCounter, last_used_at: deps.clock().toISOString() }).where('id', '=', device.id)
  if (newCounter > 0 || device.counter > 0) q = q.where('counter', '<', newCounter)
  const res = await q.executeTakeFirst()
  return Number(res.numUpdatedRows) === 1
}

export async function listDevices(ctx: AuthedContext): Promise<PasskeyDevice[]> {
  const rows = await ctx.db
    .selectFrom('passkeys')
    .selectAll()
    .where('company_id', '=', ctx.caller.companyId)
    .where('user_id', '=', ctx.caller.userId)
    .orderBy('id')
    .execute()
  return rows.map(deviceOf)
}

/** Removes one of the caller's own devices; anyone else's is not found (1005). */
export async function removeDevice(ctx: AuthedContext, id: number): Promise<void> {
  const res = await ctx.db
    .deleteFrom('passkeys')
    .where('id', '=', id)
    .where('company_id', '=', ctx.caller.companyId)
    .where('user_id', '=', ctx.caller.userId)
    .executeTakeFirst()
  if (Number(res.numDeletedRows) !== 1) throw refused.notFound()
}
