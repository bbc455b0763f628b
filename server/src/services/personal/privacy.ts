/**
 * Privacy protection (docs/personal.md#privacy). When a user's EnablePrivacyProtect is on, every
 * answer they get has its ID/document numbers and phones masked (lib/mask.ts), theirs included:
 * app/register.ts passes each answer through `protectAnswer`, so no call has to remember it.
 * `reveal` gives the owner one unmasked value back and records who saw what.
 */
import type { RevealReq, RevealRes } from '../../../../types/api/personal'
import type { AuthedContext, CallContext } from '../../http/context'
import { ApiError, fail } from '../../errors'
import { ErrorCode } from '../../../../types/api'
import { isKept } from '../../http/envelope'
import { maskDeep } from '../../lib/mask'
import { privacyOn, settingsRow } from './settings'
import { equal } from '../../db/match'

/** How many values to mask a kept answer holds (it never changes): counted once, not on every send. */
const keptCounts = new WeakMap<object, number>()

function maskableCount(data: object): number {
  if (!isKept(data)) return maskDeep(data, false)
  let n = keptCounts.get(data)
  if (n === undefined) keptCounts.set(data, (n = maskDeep(data, false)))
  return n
}

/** Whether privacy protection could change the answer (a kept answer is only counted once). */
export const anythingToMask = (data: unknown): boolean => data !== null && typeof data === 'object' && maskableCount(data) > 0

/**
 * The answer as the caller may see it: a masked copy when their protection is on (answers may be
 * shared cached objects, so they are never changed in place); `data` itself otherwise. The
 * setting is read only when the answer holds a number to mask.
 */
export async function protectAnswer<T>(ctx: CallContext, data: T): Promise<T> {
  const c = ctx.caller
  if (!c || data === null || typeof data !== 'object') return data
  if (maskableCount(data) === 0) return data
  if (!(await privacyOn(ctx.db, c.companyId, c.userId))) return data
  const copy = structuredClone(data)
  maskDeep(copy, true)
  return copy
}

const notOwner = () => new ApiError(ErrorCode.NoPermission, 'revealNotOwner')

export async function reveal(ctx: AuthedContext, req: RevealReq): Promise<RevealRes> {
  const { companyId, userId, personId } = ctx.caller
  const db = ctx.db
  let value: string | null | undefined
  let ref: string = req.Source
  switch (req.Source) {
    case 'Self': {
      const p = await db
        .selectFrom('persons')
        .select(['id_no', 'mobile'])
        .where((eb) => equal(eb, { company_id: companyId, id: personId }))
        .executeTakeFirstOrThrow()
      value = req.Field === 'IdNo' ? p.id_no : p.mobile
      break
    }
    case 'FrequentTraveler': {
      if (!req.Id) throw fail.validation('vRequired', { field: 'Id' })
      const t = await db
        .selectFrom('frequent_travelers')
        .select(['owner_user_id', 'id_no', 'mobile'])
        .where((eb) => equal(eb, { company_id: companyId, id: req.Id }))
        .executeTakeFirst()
      if (!t) throw fail.notFound()
      if (t.owner_user_id !== userId) throw notOwner()
      value = req.Field === 'IdNo' ? t.id_no : t.mobile
      ref = `FrequentTraveler:${req.Id}`
      break
    }
    case 'OrderPassenger': {
      if (!req.OrderNo) throw fail.validation('vRequired', { field: 'OrderNo' })
      const order = await db
        .selectFrom('orders')
        .select(['id', 'booker_user_id'])
        .where((eb) => equal(eb, { company_id: companyId, order_no: req.OrderNo }))
        .executeTakeFirst()
      if (!order) throw fail.notFound()
      const pax = await db.selectFrom('order_passengers').select(['person_id', 'id_no', 'mobile']).where('order_id', '=', order.id).orderBy('id').execute()
      const p = pax[req.Index ?? 0]
      if (!p) throw fail.notFound()
      // The owner of a traveller's numbers on an order: the traveller, or whoever booked with them.
      if (order.booker_user_id !== userId && p.person_id !== personId) throw notOwner()
      value = req.Field === 'IdNo' ? p.id_no : p.mobile
      ref = `OrderPassenger:${req.OrderNo}:${req.Index ?? 0}`
      break
    }
    case 'EmergencyContact': {
      if (req.Field !== 'Mobile') throw fail.validation('vInvalid', { field: 'Field' })
      value = (await settingsRow(db, companyId, userId))?.emergency_mobile
      break
    }
  }
  if (!value) throw fail.notFound()
  await db
    .insertInto('privacy_reveals')
    .values({ company_id: companyId, user_id: userId, source: req.Source, ref, field: req.Field, created_at: ctx.now().toISOString() })
    .execute()
  return { Source: req.Source, Field: req.Field, Value: value }
}
