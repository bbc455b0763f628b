/**
 * Flight orders meet the approval engine here. The order domain creates an order that needs
 * approval in status PendingApproval (and decides, with the whitelist, whether one is needed at
 * all); this module gives each such order its approval:
 *
 *   - onOrderCreated(db, companyId, orderNo, now): call right after the order is written — the
 *     approver is notified at once;
 *   - syncOrderApprovals(db, companyId, now): run before every approval read, so an order whose
 *     creator did not call onOrderCreated still gets its approval (dated from the order's
 *     creation, so the time-out counts from then), and an approval whose order was cancelled by
 *     the traveller ends as Cancelled.
 *
 * Whitelisted travellers: the order domain places their order at once (approval_status
 * NotRequired); when vetting would otherwise have applied, a SystemApproved approval is recorded
 * so the request and its outcome appear under "my requests".
 */
import type { Kysely } from 'kysely'
import type { VettingSettings } from '../../../../types/api/settings'
import { loadSetting } from '../company'
import { submitApproval, isWhitelisted } from './engine'
import { cancelForSubject } from './lifecycle'
import { orderFacts } from './order-view'
import type { SystemReason } from './summary'
import { asCoreDb, isUniqueViolation, type ApprovalDb } from './tables'
import { DEFAULT_TIMEOUT_MINUTES } from './templates'

async function createFor(db: Kysely<ApprovalDb>, companyId: number, orderId: number, when: Date, alreadyPlaced: boolean): Promise<string | null> {
  try {
    return await db.transaction().execute(async (trx) => {
      const facts = await orderFacts(trx, companyId, orderId)
      if (!facts) return null
      const exists = await trx.selectFrom('approvals').select('approval_no').where('company_id', '=', companyId).where('subject_kind', '=', 'FlightOrder').where('subject_id', '=', orderId).executeTakeFirst()
      if (exists) return exists.approval_no
      const result = await submitApproval(trx, {
        companyId,
        subjectKind: 'FlightOrder',
        subjectId: orderId,
        subjectNo: facts.orderNo,
        requesterUserId: facts.bookerUserId,
        requesterPersonId: facts.bookerPersonId,
        travellerPersonId: facts.responsible[0] ?? facts.bookerPersonId,
        responsiblePersonIds: facts.responsible,
        whitelistProduct: 'Flight',
        customItemId: facts.customItemId,
        summary: facts.summary,
        now: when,
        subjectAlreadyDecided: alreadyPlaced,
      })
      return result.approvalNo
    })
  } catch (e) {
    // A concurrent sync created it first.
    if (isUniqueViolation(e)) return null
    throw e
  }
}

/** The approval of a freshly written order; null when the order needs none. Safe to call twice. */
export async function onOrderCreated(db: Kysely<ApprovalDb>, companyId: number, orderNo: string, now: Date): Promise<string | null> {
  const order = await db.selectFrom('orders').select(['id', 'status', 'approval_status']).where('company_id', '=', companyId).where('order_no', '=', orderNo).executeTakeFirst()
  if (!order) return null
  if (order.status === 'PendingApproval' && order.approval_status === 'Pending') return createFor(db, companyId, order.id, now, false)
  if (order.approval_status === 'NotRequired' && (await skippedByWhitelist(db, companyId, order.id))) return createFor(db, companyId, order.id, now, true)
  return null
}

const flightVetting = async (db: Kysely<ApprovalDb>, companyId: number): Promise<VettingSettings | undefined> =>
  (await loadSetting(asCoreDb(db), companyId)).FlightSettings.NormalSettings.VettingSettings

/** Vetting applied to the order, yet it needed no approval: its travellers are whitelisted. */
async function skippedByWhitelist(db: Kysely<ApprovalDb>, companyId: number, orderId: number, known?: VettingSettings): Promise<boolean> {
  const vetting = known ?? (await flightVetting(db, companyId))
  if (!vetting?.IsEnableVetting) return false
  const facts = await orderFacts(db, companyId, orderId)
  if (!facts || (vetting.VettingType === 1 && facts.allInPolicy)) return false
  return isWhitelisted(db, companyId, facts.responsible, 'Flight')
}

export async function syncOrderApprovals(db: Kysely<ApprovalDb>, companyId: number, now: Date): Promise<void> {
  const waiting = await db
    .selectFrom('orders')
    .leftJoin('approvals', (j) => j.onRef('approvals.subject_id', '=', 'orders.id').on('approvals.subject_kind', '=', 'FlightOrder'))
    .select(['orders.id', 'orders.created_at'])
    .where('orders.company_id', '=', companyId)
    .where('orders.status', '=', 'PendingApproval')
    .where('orders.approval_status', '=', 'Pending')
    .where('approvals.id', 'is', null)
    .orderBy('orders.id')
    .execute()
  for (const o of waiting) await createFor(db, companyId, o.id, new Date(o.created_at), false)

  const withdrawn = await db
    .selectFrom('approvals')
    .innerJoin('orders', 'orders.id', 'approvals.subject_id')
    .select(['approvals.subject_id'])
    .where('approvals.company_id', '=', companyId)
    .where('approvals.subject_kind', '=', 'FlightOrder')
    .where('approvals.status', '=', 'Pending')
    .where('orders.status', '!=', 'PendingApproval')
    .execute()
  const reason: SystemReason = '@reasonSubjectCancelled'
  for (const w of withdrawn) {
    await db.transaction().execute((trx) => cancelForSubject(trx, companyId, 'FlightOrder', w.subject_id, null, reason, now))
  }

  await recordWhitelistedOrders(db, companyId, now)
}

/** SystemApproved records for orders placed since the last look; a watermark keeps each look short. */
async function recordWhitelistedOrders(db: Kysely<ApprovalDb>, companyId: number, now: Date): Promise<void> {
  const mark = await db.selectFrom('vetting_settings').select('synced_order_id').where('company_id', '=', companyId).executeTakeFirst()
  const from = mark?.synced_order_id ?? 0
  const fresh = await db.selectFrom('orders').select(['id', 'approval_status', 'created_at']).where('company_id', '=', companyId).where('id', '>', from).orderBy('id').limit(200).execute()
  if (!fresh.length) return
  const vetting = await flightVetting(db, companyId)
  for (const o of fresh) {
    if (o.approval_status === 'NotRequired' && vetting?.IsEnableVetting && (await skippedByWhitelist(db, companyId, o.id, vetting))) await createFor(db, companyId, o.id, new Date(o.created_at), true)
  }
  const last = fresh[fresh.length - 1].id
  const at = now.toISOString()
  if (mark) {
    await db.updateTable('vetting_settings').set({ synced_order_id: last }).where('company_id', '=', companyId).where('synced_order_id', '<', last).execute()
  } else {
    await db
      .insertInto('vetting_settings')
      .values({ company_id: companyId, timeout_minutes: DEFAULT_TIMEOUT_MINUTES, synced_order_id: last, updated_at: at })
      .onConflict((oc) => oc.column('company_id').doNothing())
      .execute()
  }
}
