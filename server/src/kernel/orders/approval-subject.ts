/**
 * Every product's orders meet the approval engine here. A product creates an order that needs
 * approval in status PendingApproval (and decides, with the whitelist, whether one is needed at
 * all: approval.ts); this file is the approval subject of such orders and gives each its approval:
 *
 *   - onOrderCreated(db, companyId, orderNo, now): called right after the order is written
 *     (create.ts) — the approver is notified at once;
 *   - syncOrderApprovals(db, companyId, now): runs before every approval read, so an order whose
 *     creator did not call onOrderCreated still gets its approval (dated from the order's
 *     creation, so the time-out counts from then), and an approval whose order was cancelled by
 *     the traveller ends as Cancelled.
 *
 * The outcome is applied inside the approval's own transaction, so the decision and the order's
 * move succeed or fail together:
 *   approved / manually passed / system approved: PendingApproval → Placed ('approved', 'waiting
 *     for payment'); the product's cashier then takes over;
 *   rejected: PendingApproval → Cancelled, what the order held given back (ProductDef.release),
 *     the reason in the timeline;
 *   expired / failed (no approver): the same, with 'approval expired' / 'no approver' as reason.
 *
 * Whitelisted travellers: the product places their order at once (approval_status NotRequired);
 * when vetting would otherwise have applied, a SystemApproved approval is recorded so the request
 * and its outcome appear under "my requests".
 */
import type { Kysely } from 'kysely'
import type { PersonalSetting } from '../../../../types/api'
import type { OrderStatus } from '../../../../types/api/order'
import type { Database, Db } from '../../db/schema'
import { isUniqueViolation } from '../../db/errors'
import { rowName } from '../../lib/names'
import { purposeTranslator } from '../../services/trip-purposes/text'
import { chinaDay } from '../../lib/time'
import { isWhitelisted, submitApproval } from '../../services/approvals/engine'
import { cancelForSubject } from '../../services/approvals/lifecycle'
import type { Outcome, SubjectHandler } from '../../services/approvals/subjects'
import { reasonText, routeOfLegs, type SubjectSummaryDoc, type SystemReason } from '../../services/approvals/summary'
import { DEFAULT_TIMEOUT_MINUTES } from '../../services/approvals/templates'
import { loadSetting } from '../../services/company'
import { orderStatusName } from './labels'
import { productOf, products, type ProductDef } from './products'
import { reasonDisplay } from './reason-text'
import { addEvent, moveOrder } from './state'
import type { OrderDoc } from './tables'
import { equal } from '../../db/match'

const PASSING: readonly Outcome[] = ['Approved', 'ManuallyPassed', 'SystemApproved']

/** The approval subject of one product's orders. */
export function orderSubject(p: ProductDef): SubjectHandler {
  return {
    key: 'OrderNo',
    whitelistProduct: p.kind,
    kindName: p.approval.kindName,
    async isOpen(db, companyId, orderId) {
      const o = await db.selectFrom('orders').select('status').where('company_id', '=', companyId).where('id', '=', orderId).executeTakeFirst()
      return o?.status === 'PendingApproval'
    },
    async apply(trx, companyId, orderId, outcome, reason, now) {
      const at = now.toISOString()
      const order = { id: orderId, company_id: companyId }
      if (PASSING.includes(outcome)) {
        await moveOrder(trx, orderId, 'PendingApproval', 'Placed', at)
        await trx
          .updateTable('orders')
          .set({ approval_status: 'Approved', updated_at: at })
          .where((eb) => equal(eb, { id: orderId, company_id: companyId }))
          .execute()
        await addEvent(trx, order, 'Placed', 'evApproved', {}, at)
        await addEvent(trx, order, 'Placed', 'evAwaitPayment', {}, at)
        return
      }
      await moveOrder(trx, orderId, 'PendingApproval', 'Cancelled', at)
      await trx.updateTable('orders').set({ approval_status: outcome, updated_at: at }).where('id', '=', orderId).where('company_id', '=', companyId).execute()
      await p.release(trx, orderId, at)
      // The timeline is rendered in the reader's language, but a reason is text: the approver's own
      // words, or the system reason in Chinese (the product's default language).
      const key = outcome === 'Rejected' ? 'evApprovalRejected' : outcome === 'Expired' ? 'evApprovalExpired' : 'evApprovalFailed'
      await addEvent(trx, order, 'Cancelled', key, { reason: reasonText(reason, 'zh-CN') }, at)
    },
    async status(db, companyId, orderId, lang) {
      const o = await db.selectFrom('orders').select('status').where('company_id', '=', companyId).where('id', '=', orderId).executeTakeFirstOrThrow()
      return { status: o.status, name: orderStatusName(o.status as OrderStatus, lang) }
    },
    async persons(db, orderId) {
      const pax = await db.selectFrom('order_passengers').select('person_id').where('order_id', '=', orderId).execute()
      return pax.flatMap((x) => (x.person_id === null ? [] : [x.person_id]))
    },
    async detail(db, v, orderId) {
      const order = await db.selectFrom('orders').selectAll().where('company_id', '=', v.companyId).where('id', '=', orderId).executeTakeFirst()
      return order ? localPurposes(await p.approval.detail(db, order, v.lang), await purposeTranslator(db, v.companyId, v.lang)) : {}
    },
    localize: (doc, lang) => ({
      violations: doc.violationItems ? doc.violationItems.map((x) => p.approval.violationText(x, lang)) : doc.violations,
      reasons: doc.reasons.map((r) => reasonDisplay(r, lang)),
    }),
  }
}

export interface OrderFacts {
  product: ProductDef
  orderNo: string
  bookerUserId: number
  bookerPersonId: number
  /** Employees travelling (with a rank); others count as the booker, as approval.ts decides. */
  responsible: number[]
  customItemId: number | null
  summary: SubjectSummaryDoc
  allInPolicy: boolean
}

export async function orderFacts(db: Db, companyId: number, orderId: number): Promise<OrderFacts | null> {
  const order = await db.selectFrom('orders').selectAll().where('company_id', '=', companyId).where('id', '=', orderId).executeTakeFirst()
  if (!order) return null
  const product = productOf(order.product)
  const [facts, pax] = await Promise.all([
    product.approval.facts(db, order),
    db.selectFrom('order_passengers').selectAll().where('order_id', '=', order.id).orderBy('id').execute(),
  ])
  const doc = JSON.parse(order.detail_json) as OrderDoc
  return {
    product,
    orderNo: order.order_no,
    bookerUserId: order.booker_user_id,
    bookerPersonId: order.booker_person_id,
    responsible: [...new Set(pax.map((x) => (x.person_id !== null && x.rank_id !== null ? x.person_id : order.booker_person_id)))],
    customItemId: doc.Fields?.CustomItem?.Id ?? null,
    allInPolicy: facts.allInPolicy,
    summary: {
      route: routeOfLegs(facts.legs),
      flights: facts.legs.map((l) => l.label),
      startDate: facts.startDate,
      endDate: facts.endDate,
      travellers: pax.map((x) => rowName(x)),
      amount: order.total,
      inPolicy: facts.allInPolicy,
      violations: facts.violations.map((x) => x.Message),
      violationItems: facts.violations,
      reasons: facts.reasons,
      purpose: doc.Fields?.Purpose ?? '',
    },
  }
}

/** An order's dates when its product has no segment to tell them: the booking day. */
export const bookingDay = (order: { created_at: string }): string => chinaDay(new Date(order.created_at))

async function createFor(db: Kysely<Database>, companyId: number, orderId: number, when: Date, alreadyPlaced: boolean): Promise<string | null> {
  try {
    return await db.transaction().execute(async (trx) => {
      const facts = await orderFacts(trx, companyId, orderId)
      if (!facts) return null
      const kind = facts.product.approval.subject
      const exists = await trx
        .selectFrom('approvals')
        .select('approval_no')
        .where((eb) => equal(eb, { company_id: companyId, subject_kind: kind, subject_id: orderId }))
        .executeTakeFirst()
      if (exists) return exists.approval_no
      const result = await submitApproval(trx, {
        companyId,
        subjectKind: kind,
        subjectId: orderId,
        subjectNo: facts.orderNo,
        requesterUserId: facts.bookerUserId,
        requesterPersonId: facts.bookerPersonId,
        travellerPersonId: facts.responsible[0] ?? facts.bookerPersonId,
        responsiblePersonIds: facts.responsible,
        whitelistProduct: facts.product.kind,
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
export async function onOrderCreated(db: Kysely<Database>, companyId: number, orderNo: string, now: Date): Promise<string | null> {
  const order = await db
    .selectFrom('orders')
    .select(['id', 'product', 'status', 'approval_status'])
    .where((eb) => equal(eb, { company_id: companyId, order_no: orderNo }))
    .executeTakeFirst()
  if (!order) return null
  if (order.status === 'PendingApproval' && order.approval_status === 'Pending') return createFor(db, companyId, order.id, now, false)
  if (order.approval_status === 'NotRequired' && (await skippedByWhitelist(db, companyId, order, await loadSetting(db, companyId))))
    return createFor(db, companyId, order.id, now, true)
  return null
}

/** Vetting applied to the order, yet it needed no approval: its travellers are whitelisted. */
async function skippedByWhitelist(db: Kysely<Database>, companyId: number, order: { id: number; product: string }, setting: PersonalSetting): Promise<boolean> {
  const vetting = productOf(order.product).approval.vetting(setting).Booking
  if (!vetting?.IsEnableVetting) return false
  const facts = await orderFacts(db, companyId, order.id)
  if (!facts || (vetting.VettingType === 1 && facts.allInPolicy)) return false
  return isWhitelisted(db, companyId, facts.responsible, facts.product.kind)
}

/** The approval subject kinds of every product's orders; never empty, for an IN list. */
const orderKinds = (): string[] => ['-', ...products().map((p) => p.approval.subject)]

export async function syncOrderApprovals(db: Kysely<Database>, companyId: number, now: Date): Promise<void> {
  const kinds = orderKinds()
  const waiting = await db
    .selectFrom('orders')
    .select(['orders.id', 'orders.created_at'])
    .where('orders.company_id', '=', companyId)
    .where(
      'orders.product',
      'in',
      products()
        .map((p) => p.kind)
        .concat('-'),
    )
    .where('orders.status', '=', 'PendingApproval')
    .where('orders.approval_status', '=', 'Pending')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('approvals').select('approvals.id').whereRef('approvals.subject_id', '=', 'orders.id').where('approvals.subject_kind', 'in', kinds),
        ),
      ),
    )
    .orderBy('orders.id')
    .execute()
  for (const o of waiting) await createFor(db, companyId, o.id, new Date(o.created_at), false)

  const withdrawn = await db
    .selectFrom('approvals')
    .innerJoin('orders', 'orders.id', 'approvals.subject_id')
    .select(['approvals.subject_kind', 'approvals.subject_id'])
    .where('approvals.company_id', '=', companyId)
    .where('approvals.subject_kind', 'in', kinds)
    .where('approvals.status', '=', 'Pending')
    .where('orders.status', '!=', 'PendingApproval')
    .execute()
  const reason: SystemReason = '@reasonSubjectCancelled'
  for (const w of withdrawn) {
    await db.transaction().execute((trx) => cancelForSubject(trx, companyId, w.subject_kind, w.subject_id, null, reason, now))
  }

  await recordWhitelistedOrders(db, companyId, now)
}

/** SystemApproved records for orders placed since the last look; a watermark keeps each look short. */
async function recordWhitelistedOrders(db: Kysely<Database>, companyId: number, now: Date): Promise<void> {
  const mark = await db.selectFrom('vetting_settings').select('synced_order_id').where('company_id', '=', companyId).executeTakeFirst()
  const from = mark?.synced_order_id ?? 0
  const fresh = await db
    .selectFrom('orders')
    .select(['id', 'product', 'approval_status', 'created_at'])
    .where('company_id', '=', companyId)
    .where('id', '>', from)
    .orderBy('id')
    .limit(200)
    .execute()
  if (!fresh.length) return
  const setting = await loadSetting(db, companyId)
  for (const o of fresh) {
    if (o.approval_status === 'NotRequired' && (await skippedByWhitelist(db, companyId, o, setting)))
      await createFor(db, companyId, o.id, new Date(o.created_at), true)
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

/** The order's trip purpose in the reader's language when it is one of the company's (it was stored in the booker's). */
function localPurposes<T extends object>(detail: T, purpose: (text: string) => string): T {
  const out = { ...detail } as Record<string, unknown>
  for (const [k, v] of Object.entries(out)) {
    if (v && typeof v === 'object' && typeof (v as { Purpose?: unknown }).Purpose === 'string')
      out[k] = { ...v, Purpose: purpose((v as { Purpose: string }).Purpose) }
  }
  return out as T
}
