/**
 * Refunds and changes that need approval (the product's RefundSettings / ChangeSettings
 * VettingSettings, decided by needsApproval as for an order). The product writes the record in
 * status PendingApproval and calls submitAfterSale in the same transaction; the approval goes to
 * the template and approvers an order of the same travellers would get (the first responsible
 * traveller's, docs/order-states.md), with a summary of what is given back or paid.
 *
 * The outcome comes back through the product's decide(), in the approval's transaction:
 *   approved / manually passed / system approved: the refund completes, the change completes or
 *     waits for the traveller's payment;
 *   rejected / expired / no approver: the record fails and its tickets are as they were.
 * The timeline says which, with the approver's reason.
 */
import type { ApprovalAfterSale, ApprovalDetail } from '../../../../types/api/approval'
import type { OrderStatus } from '../../../../types/api/order'
import type { Db, Trx } from '../../db/schema'
import type { Lang } from '../../i18n'
import { rowName } from '../../lib/names'
import { submitApproval } from '../../services/approvals/engine'
import type { Outcome, SubjectHandler } from '../../services/approvals/subjects'
import { reasonText } from '../../services/approvals/summary'
import { orderFacts } from './approval-subject'
import { orderStatusName } from './labels'
import { yuan } from '../../lib/money'
import { productOf, type AfterSaleApproval, type Log, type ProductDef } from './products'
import { addEvent } from './state'
import type { ChangeRow, OrderRow, RefundRow } from './tables'
import { equal } from '../../db/match'

export type AfterSaleKind = 'refund' | 'change'

const PASSING: readonly Outcome[] = ['Approved', 'ManuallyPassed', 'SystemApproved']
const EVENTS = {
  refund: { wait: 'evRefundAwaitApproval', pass: 'evRefundApproved' },
  change: { wait: 'evChangeAwaitApproval', pass: 'evChangeApproved' },
} as const

type AfterSaleRecord = { kind: 'refund'; row: RefundRow } | { kind: 'change'; row: ChangeRow }

async function loadRecord(db: Db, kind: AfterSaleKind, companyId: number, id: number): Promise<AfterSaleRecord | null> {
  if (kind === 'refund') {
    const row = await db.selectFrom('refunds').selectAll().where('company_id', '=', companyId).where('id', '=', id).executeTakeFirst()
    return row ? { kind, row } : null
  }
  const row = await db.selectFrom('changes').selectAll().where('company_id', '=', companyId).where('id', '=', id).executeTakeFirst()
  return row ? { kind, row } : null
}

const recordNo = (r: AfterSaleRecord): string => (r.kind === 'refund' ? r.row.refund_no : r.row.change_no)
const orderOf = (db: Db, r: AfterSaleRecord): Promise<OrderRow> =>
  db.selectFrom('orders').selectAll().where('id', '=', r.row.order_id).executeTakeFirstOrThrow()

/** The record's travellers (order_passengers rows), in the order's passenger order. */
async function travellersOf(db: Db, def: AfterSaleApproval, r: AfterSaleRecord) {
  const ids = await def.passengers(db, r.row.ticket_ids_json)
  if (!ids.length) return []
  return db.selectFrom('order_passengers').selectAll().where('order_id', '=', r.row.order_id).where('id', 'in', ids).orderBy('id').execute()
}

/** What the approver reads: amounts, fee, who, why, and for a change where to. */
function view(r: AfterSaleRecord, names: string[], orderNo: string, lang: Lang): ApprovalAfterSale {
  const status = r.row.status as OrderStatus
  const common = { No: recordNo(r), OrderNo: orderNo, Status: status, StatusName: orderStatusName(status, lang), PassengerNames: names, Reason: r.row.reason }
  if (r.kind === 'refund') {
    const x = r.row
    return {
      ...common,
      Kind: 'Refund',
      Description: '',
      Amount: x.refund_amount,
      Fee: x.refund_fee,
      CompanyAmount: x.company_refund,
      PersonalAmount: x.personal_refund,
    }
  }
  const x = r.row
  return {
    ...common,
    Kind: 'Change',
    Description: `${x.old_service_no} → ${x.new_service_no} · ${x.new_dep_date}`,
    Amount: x.company_amount + x.personal_amount,
    Fee: x.change_fee,
    CompanyAmount: x.company_amount,
    PersonalAmount: x.personal_amount,
  }
}

/** The approval subject of one product's refunds or changes. */
export function afterSaleSubject(p: ProductDef, kind: AfterSaleKind, def: AfterSaleApproval): SubjectHandler {
  return {
    key: 'AfterSaleNo',
    whitelistProduct: p.kind,
    kindName: def.kindName,
    async isOpen(db, companyId, id) {
      const r = await loadRecord(db, kind, companyId, id)
      return r?.row.status === 'PendingApproval'
    },
    async apply(trx, companyId, id, outcome, reason, now) {
      const r = await loadRecord(trx, kind, companyId, id)
      if (!r) return
      const order = await orderOf(trx, r)
      const at = now.toISOString()
      const log = (status: OrderStatus, key: string, params: { [k: string]: string | number }) => addEvent(trx, order, status, key, params, at)
      const approved = PASSING.includes(outcome)
      // The reason is text: the approver's own words, or the system's reason in Chinese (as for orders).
      if (approved) await log(order.status as OrderStatus, EVENTS[kind].pass, {})
      else await log(order.status as OrderStatus, def.notApproved, { reason: reasonText(reason, 'zh-CN') })
      await def.decide(trx, order, id, approved, now, log)
    },
    async status(db, companyId, id, lang) {
      const r = await loadRecord(db, kind, companyId, id)
      const status = (r?.row.status ?? 'PendingApproval') as OrderStatus
      return { status, name: orderStatusName(status, lang) }
    },
    async persons(db, id) {
      const r = await db
        .selectFrom(kind === 'refund' ? 'refunds' : 'changes')
        .select('order_id')
        .where('id', '=', id)
        .executeTakeFirst()
      if (!r) return []
      const pax = await db.selectFrom('order_passengers').select('person_id').where('order_id', '=', r.order_id).execute()
      return pax.flatMap((x) => (x.person_id === null ? [] : [x.person_id]))
    },
    async detail(db, v, id): Promise<Partial<ApprovalDetail>> {
      const r = await loadRecord(db, kind, v.companyId, id)
      if (!r) return {}
      const order = await orderOf(db, r)
      const names = (await travellersOf(db, def, r)).map((x) => rowName(x))
      return { ...(await p.approval.detail(db, order, v.lang)), AfterSale: view(r, names, order.order_no, v.lang) }
    },
  }
}

/**
 * Starts the approval of a refund or change just written in status PendingApproval, in the
 * caller's transaction. `requester` is who applied for it. An approval that cannot start (no
 * approver) or is skipped (whitelisted travellers) is decided at once, through the product's decide().
 */
export async function submitAfterSale(
  trx: Trx,
  kind: AfterSaleKind,
  order: OrderRow,
  recordId: number,
  requester: { userId: number; personId: number },
  now: Date,
): Promise<void> {
  const product = productOf(order.product)
  const def = product.approval[kind]
  if (!def) throw new Error(`${product.kind} has no ${kind} approvals`)
  const [r, facts] = await Promise.all([loadRecord(trx, kind, order.company_id, recordId), orderFacts(trx, order.company_id, order.id)])
  if (!r || !facts) throw new Error(`${kind} ${recordId} of order ${order.order_no} not found`)
  const pax = await travellersOf(trx, def, r)
  const responsible = [...new Set(pax.map((x) => (x.person_id !== null && x.rank_id !== null ? x.person_id : order.booker_person_id)))]
  const v = view(r, [], order.order_no, 'zh-CN')
  await addEvent(trx, order, order.status as OrderStatus, EVENTS[kind].wait, {}, now.toISOString())
  await submitApproval(trx, {
    companyId: order.company_id,
    subjectKind: def.subject,
    subjectId: recordId,
    subjectNo: recordNo(r),
    requesterUserId: requester.userId,
    requesterPersonId: requester.personId,
    travellerPersonId: responsible[0] ?? order.booker_person_id,
    responsiblePersonIds: responsible.length ? responsible : [order.booker_person_id],
    whitelistProduct: product.kind,
    customItemId: facts.customItemId,
    summary: {
      ...facts.summary,
      flights: kind === 'change' ? [v.Description] : facts.summary.flights,
      travellers: pax.map((x) => rowName(x)),
      amount: v.Amount,
      inPolicy: true,
      violations: [],
      violationItems: [],
      reasons: r.row.reason ? [r.row.reason] : [],
    },
    now,
  })
}

/** The approval numbers of some refunds or changes of one kind, by record id. */
export async function afterSaleApprovalNos(db: Db, companyId: number, subject: string | undefined, ids: readonly number[]): Promise<Map<number, string>> {
  if (!subject || !ids.length) return new Map()
  const rows = await db
    .selectFrom('approvals')
    .select(['subject_id', 'approval_no'])
    .where((eb) => equal(eb, { company_id: companyId, subject_kind: subject }))
    .where('subject_id', 'in', ids as number[])
    .execute()
  return new Map(rows.map((x) => [x.subject_id, x.approval_no]))
}

/**
 * The approval's outcome on a change that waited for it (a product's AfterSaleApproval.decide):
 * approved, it waits for the traveller's share (Placed, `awaitPayment` in the timeline) when they
 * have one, else the product completes it; not approved, the product gives back what it held
 * (`release`) and the change fails.
 */
export async function decideWaitingChange(
  trx: Trx,
  order: OrderRow,
  changeId: number,
  approved: boolean,
  log: Log,
  product: { awaitPayment: string; complete: (change: ChangeRow) => Promise<unknown>; release: (change: ChangeRow) => Promise<void> },
): Promise<void> {
  const change = await trx.selectFrom('changes').selectAll().where('id', '=', changeId).executeTakeFirstOrThrow()
  if (approved && change.personal_amount > 0) {
    await trx.updateTable('changes').set({ status: 'Placed' }).where('id', '=', change.id).execute()
    await log(order.status as OrderStatus, product.awaitPayment, { amount: yuan(change.personal_amount) })
  } else if (approved) await product.complete(change)
  else {
    await product.release(change)
    await trx.updateTable('changes').set({ status: 'ChangeFailed' }).where('id', '=', change.id).execute()
  }
}
