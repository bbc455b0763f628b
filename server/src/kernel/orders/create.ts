/**
 * Writing a new order of any product, in one transaction: the product's first step (a flight
 * takes its seats there, before anything is written), the order row with its number, the
 * travellers, the product's segments and the first timeline entries. The client's request id is
 * the idempotency key: a unique (company, booker, request id) index makes a concurrent replay
 * fail its insert, and the replay answers the order that won. Right after the commit the approval
 * engine gives an order that needs approval its approval, so the approver sees it at once.
 */
import type { PaymentType, OrderStatus } from '../../../../types/api/order'
import type { Trx } from '../../db/schema'
import { ErrorCode } from '../../../../types/api/errors'
import { isUniqueViolation } from '../../db/errors'
import { ApiError } from '../../errors'
import type { AuthedContext } from '../../http/context'
import { dailyNo } from '../../lib/time'
import { onOrderCreated } from './approval-subject'
import type { ProductDef } from './products'
import type { OrderDoc, OrderRow } from './tables'
import { equal } from '../../db/match'

/**
 * A traveller as booked: a person of the company (personId) or typed in on the order form. What
 * a product does not ask for stays empty ('' gender and document for a hotel guest typed in).
 */
export interface Traveller {
  personId: number | null
  chName: string
  lastName: string
  firstName: string
  gender: 'M' | 'F' | ''
  birthDate: string
  nationality: string
  idType: 'IDCard' | 'Passport' | 'HKMacaoPass' | 'TaiwanPass' | ''
  idNo: string
  idExpiry: string | null
  mobileCountryCode: string
  mobile: string
  email: string
}

/** A person of the company as the traveller of a ticket bought under their document (without its expiry). */
export function travellerOfPerson(p: {
  id: number
  ch_name: string
  last_name: string
  first_name: string
  gender: string | null
  birth_date: string | null
  nationality: string
  id_type: string | null
  id_no: string | null
  mobile_country_code: string
  mobile: string | null
  email: string | null
}): Traveller {
  return {
    personId: p.id,
    chName: p.ch_name,
    lastName: p.last_name,
    firstName: p.first_name,
    gender: p.gender === 'M' || p.gender === 'F' ? p.gender : '',
    birthDate: p.birth_date ?? '',
    nationality: p.nationality,
    idType: (p.id_type ?? '') as Traveller['idType'],
    idNo: p.id_no ?? '',
    idExpiry: null,
    mobileCountryCode: p.mobile_country_code,
    mobile: p.mobile ?? '',
    email: p.email ?? '',
  }
}

export interface NewOrder {
  product: ProductDef
  requestId: string
  /** requestFingerprint of the request body: a replay with other contents is refused. */
  requestHash: string
  tripType: string
  paymentType: PaymentType
  needApproval: boolean
  /** Fen: the total and who pays it. */
  total: number
  companyAmount: number
  personalAmount: number
  doc: OrderDoc
  /** Lower-case words the list's keyword finds it by (names, numbers, places). */
  searchText: string
  travellers: { traveller: Traveller; paxType: string; rankId: number | null }[]
}

/** The order as written, for the product's own rows in the same transaction. */
export interface WrittenOrder {
  id: number
  orderNo: string
  companyId: number
  /** order_passengers ids, in the order of NewOrder.travellers. */
  passengerIds: number[]
}

export interface OrderSteps {
  /** First statements of the transaction: take what the order needs (throw to give up). */
  before?(trx: Trx, at: string): Promise<void>
  /** The product's segment rows. */
  after(trx: Trx, order: WrittenOrder, at: string): Promise<void>
}

/**
 * The order the caller already created with this request id, or undefined. Asked with other
 * contents than the ones that made it (another fingerprint), the id was reused: refused.
 */
export async function orderByRequest(ctx: AuthedContext, requestId: string, requestHash: string): Promise<OrderRow | undefined> {
  const row = await ctx.db
    .selectFrom('orders')
    .selectAll()
    .where((eb) => equal(eb, { company_id: ctx.caller.companyId, booker_user_id: ctx.caller.userId, client_request_id: requestId }))
    .executeTakeFirst()
  if (row && row.request_hash !== null && row.request_hash !== requestHash) throw new ApiError(ErrorCode.RequestIdReused, 'requestIdReused')
  return row
}

/**
 * Creates the order (or finds the one a concurrent replay created) and starts its approval.
 * Answers the order as it stands then: an approval that found no approver has already cancelled it.
 */
export async function createOrder(ctx: AuthedContext, o: NewOrder, steps: OrderSteps): Promise<{ order: OrderRow; replayed: boolean }> {
  const { companyId, userId, personId } = ctx.caller
  const now = ctx.now()
  const at = now.toISOString()
  const status: OrderStatus = o.needApproval ? 'PendingApproval' : 'Placed'
  let replayed = false
  let orderNo: string
  try {
    orderNo = await ctx.db.transaction().execute(async (trx) => {
      await steps.before?.(trx, at)
      const inserted = await trx
        .insertInto('orders')
        .values({
          company_id: companyId,
          order_no: `TMP-${userId}-${o.requestId}`,
          product: o.product.kind,
          booker_user_id: userId,
          booker_person_id: personId,
          client_request_id: o.requestId,
          request_hash: o.requestHash,
          status,
          approval_status: o.needApproval ? 'Pending' : 'NotRequired',
          payment_type: o.paymentType,
          trip_type: o.tripType,
          total: o.total,
          company_amount: o.companyAmount,
          personal_amount: o.personalAmount,
          paid_company: 0,
          paid_personal: 0,
          detail_json: JSON.stringify(o.doc),
          search_text: o.searchText,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      const orderId = inserted.id
      // Order numbers read like the airline's: the product's letter, the booking day, the row id.
      const no = dailyNo(o.product.orderPrefix, now, orderId)
      await trx.updateTable('orders').set({ order_no: no }).where('id', '=', orderId).execute()

      const passengerIds: number[] = []
      for (const { traveller: t, paxType, rankId } of o.travellers) {
        const row = await trx
          .insertInto('order_passengers')
          .values({
            company_id: companyId,
            order_id: orderId,
            person_id: t.personId,
            pax_type: paxType,
            ch_name: t.chName,
            last_name: t.lastName,
            first_name: t.firstName,
            gender: t.gender,
            birth_date: t.birthDate,
            nationality: t.nationality,
            id_type: t.idType,
            id_no: t.idNo,
            id_expiry: t.idExpiry,
            mobile_country_code: t.mobileCountryCode,
            mobile: t.mobile,
            email: t.email,
            rank_id: rankId,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        passengerIds.push(row.id)
      }
      await steps.after(trx, { id: orderId, orderNo: no, companyId, passengerIds }, at)
      const ev = (key: string) => ({ company_id: companyId, order_id: orderId, created_at: at, status, text_key: key, params_json: '{}' })
      await trx
        .insertInto('order_events')
        .values([ev('evSubmitted'), ev(o.needApproval ? 'evAwaitApproval' : 'evAwaitPayment')])
        .execute()
      return no
    })
  } catch (e) {
    const first = isUniqueViolation(e) ? await orderByRequest(ctx, o.requestId, o.requestHash) : undefined
    if (!first) throw e
    orderNo = first.order_no
    replayed = true
  }
  await startApproval(ctx, orderNo)
  const order = await ctx.db.selectFrom('orders').selectAll().where('company_id', '=', companyId).where('order_no', '=', orderNo).executeTakeFirstOrThrow()
  return { order, replayed }
}

/**
 * The approval engine's seam: the approval of a fresh order (or the SystemApproved record of a
 * whitelisted traveller's), with the approver notified at once. onOrderCreated runs its own
 * transaction (it cannot join the order's), so it runs right after the commit; it is idempotent,
 * so a replay may call it again. Should it fail, the order stands: the sync before every
 * approval read (syncOrderApprovals) creates the approval, dated from the order's creation.
 */
async function startApproval(ctx: AuthedContext, orderNo: string): Promise<void> {
  try {
    await onOrderCreated(ctx.db, ctx.caller.companyId, orderNo, ctx.now())
  } catch (err) {
    ctx.deps.log.error({ err, orderNo }, 'approval of a new order not started; the next approval read will start it')
  }
}

/**
 * The answer of a product's submit for an order, fresh or created earlier with the same request
 * id: its number and status, whether it waits for approval and for the cashier (an approval that
 * found no approver has already cancelled it: nothing to pay then), the price kept with it.
 */
export function submitAnswer<P>(row: OrderRow, replayed: boolean) {
  const doc = JSON.parse(row.detail_json) as { PriceDetail: P }
  return {
    OrderNo: row.order_no,
    Status: row.status,
    NeedApproval: row.approval_status !== 'NotRequired',
    NeedPayment: row.status === 'Placed' || row.status === 'PendingApproval',
    PriceDetail: doc.PriceDetail,
    Replayed: replayed,
  }
}
