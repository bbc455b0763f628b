/**
 * Whether an order needs approval, and the decision entry point the approvals engine calls.
 *
 * Needed when the product's VettingSettings.IsEnableVetting is on and
 *   VettingType 0 (always),
 *   VettingType 1 only when a segment is out of policy,
 *   VettingType 2 (by trip application) unless the order carries the authorization code of an
 *     approved trip application that covers it (the booking resolves the code);
 * unless every traveller is on the approval whitelist (approval_whitelist, product 'All' or the
 * product). A non-employee or typed-in traveller counts as the booker.
 */
import type { Kysely, Transaction } from 'kysely'
import type { VettingSettings } from '../../../../types/api'
import type { Database } from '../../db/schema'
import { fail } from '../../errors'
import { returnSeats } from '../flight/inventory'
import { addEvent, moveOrder } from './state'
import { flightDb, type FlightDb } from './tables'

export async function needsApproval(
  db: Kysely<Database>,
  companyId: number,
  product: string,
  vetting: VettingSettings | undefined,
  allInPolicy: boolean,
  responsiblePersonIds: readonly number[],
  coveredByApprovedApplication = false,
): Promise<boolean> {
  if (!vetting?.IsEnableVetting) return false
  if (vetting.VettingType === 1 && allInPolicy) return false
  if (vetting.VettingType === 2 && coveredByApprovedApplication) return false
  const ids = [...new Set(responsiblePersonIds)]
  if (!ids.length) return true
  const rows = await flightDb(db)
    .selectFrom('approval_whitelist')
    .select('person_id')
    .where('company_id', '=', companyId)
    .where('product', 'in', ['All', product])
    .where('person_id', 'in', ids)
    .execute()
  const listed = new Set(rows.map((r) => r.person_id))
  return !ids.every((id) => listed.has(id))
}

/** Gives back the seats of an order's unflown, unrefunded tickets and voids them. */
export async function releaseOrderSeats(trx: Transaction<FlightDb>, orderId: number, nowIso: string): Promise<void> {
  const tickets = await trx
    .selectFrom('tickets')
    .innerJoin('order_passengers', 'order_passengers.id', 'tickets.passenger_id')
    .select(['tickets.id', 'tickets.flight_no', 'tickets.dep_date', 'tickets.cabin_code', 'order_passengers.pax_type'])
    .where('tickets.order_id', '=', orderId)
    .where('tickets.status', 'in', ['Booked', 'Issued', 'Changed'])
    .execute()
  const counts = new Map<string, { flightNo: string; date: string; code: string; n: number }>()
  for (const t of tickets) {
    if (t.pax_type === 'Infant') continue
    const key = `${t.flight_no}|${t.dep_date}|${t.cabin_code}`
    const c = counts.get(key) ?? { flightNo: t.flight_no, date: t.dep_date, code: t.cabin_code, n: 0 }
    c.n++
    counts.set(key, c)
  }
  for (const c of [...counts.values()].sort((a, b) => `${a.flightNo}${a.date}${a.code}`.localeCompare(`${b.flightNo}${b.date}${b.code}`))) {
    await returnSeats(trx, c.flightNo, c.date, c.code, c.n, nowIso)
  }
  if (tickets.length) await trx.updateTable('tickets').set({ status: 'Void', updated_at: nowIso }).where('id', 'in', tickets.map((t) => t.id)).execute()
}

/**
 * The approval decision on an order waiting in PendingApproval: approved → Placed (payable);
 * rejected → Cancelled with its seats given back. Throws 316 when the order is no longer pending,
 * 1005 when it is not an order of the company. For the approvals engine (vetting/ calls).
 */
export async function decideOrderApproval(db: Kysely<Database>, companyId: number, orderNo: string, approved: boolean, now: Date): Promise<void> {
  const at = now.toISOString()
  await flightDb(db)
    .transaction()
    .execute(async (trx) => {
      const order = await trx.selectFrom('orders').select(['id', 'company_id', 'status']).where('company_id', '=', companyId).where('order_no', '=', orderNo).executeTakeFirst()
      if (!order) throw fail.notFound()
      if (approved) {
        await moveOrder(trx, order.id, 'PendingApproval', 'Placed', at)
        await trx.updateTable('orders').set({ approval_status: 'Approved' }).where('id', '=', order.id).execute()
        await addEvent(trx, order, 'Placed', 'evApproved', {}, at)
        await addEvent(trx, order, 'Placed', 'evAwaitPayment', {}, at)
      } else {
        await moveOrder(trx, order.id, 'PendingApproval', 'Cancelled', at)
        await trx.updateTable('orders').set({ approval_status: 'Rejected' }).where('id', '=', order.id).execute()
        await releaseOrderSeats(trx, order.id, at)
        await addEvent(trx, order, 'Cancelled', 'evRejected', {}, at)
      }
    })
}
