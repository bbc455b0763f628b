/**
 * Pay/flightpaystart — the simulated cashier — and ticketing. The screen shows PayInfo (company
 * part, personal part, channels), the user confirms, and the call sends back the personal amount
 * it showed: any other amount means the order moved on under the user (316).
 *
 * Ticketing is deterministic: in the same transaction as the payment the order goes
 * Placed → Paid → Ticketing → TicketIssued, each step a timeline entry, every ticket numbered.
 * A client polling the order therefore never sees a half-issued order; it sees the steps in the
 * timeline. Company-only orders go through the same call with Channel 'CompanyAccount' and
 * PersonalAmount 0 (the user still confirms the booking).
 */
import type { FlightPayStartReq, FlightPayStartRes, OrderStatus, TimelineEntry } from '../../../../types/api/order'
import type { AuthedContext } from '../../http/context'
import { fail } from '../../errors'
import { chinaTimestamp } from '../../lib/time'
import { orderStatusName } from '../flight/labels'
import { flightError, ft, invalid, statusChanged, yuan, type FlightMessageKey } from '../flight/messages'
import { ErrorCode } from '../../../../types/api'
import { loadOrder } from './access'
import { completeChange } from './change-apply'
import { addEvent, moveOrder } from './state'
import { flightDb, type FlightDb } from './tables'
import { documentNo, tempNo, ticketNumber } from './tickets'
import type { Transaction } from 'kysely'

export async function payStart(ctx: AuthedContext, req: FlightPayStartReq): Promise<FlightPayStartRes> {
  const { order } = await loadOrder(ctx, req.OrderNo, 'manage')
  const now = ctx.now()
  const at = now.toISOString()
  const entries: TimelineEntry[] = []
  const log = async (trx: Transaction<FlightDb>, status: OrderStatus, key: FlightMessageKey, params: Record<string, string | number>) => {
    await addEvent(trx, order, status, key, params, at)
    entries.push({ Time: chinaTimestamp(at), Status: orderStatusName(status, ctx.lang), Text: ft(ctx.lang, key, params) })
  }

  if (req.ChangeNo) {
    const result = await flightDb(ctx.db)
      .transaction()
      .execute(async (trx) => {
        const change = await trx.selectFrom('changes').selectAll().where('order_id', '=', order.id).where('change_no', '=', req.ChangeNo!).executeTakeFirst()
        if (!change) throw fail.notFound()
        if (change.personal_amount !== req.PersonalAmount) throw statusChanged()
        checkChannel(req.Channel, change.personal_amount)
        // Claim the change first: a concurrent second payment finds it no longer awaiting payment.
        const claimed = await trx.updateTable('changes').set({ status: 'Changing' }).where('id', '=', change.id).where('status', '=', 'Placed').executeTakeFirst()
        if (Number(claimed.numUpdatedRows) !== 1) throw statusChanged()
        const paymentNo = await insertPayment(trx, order, change.id, req.Channel, change.company_amount, change.personal_amount, at)
        await log(trx, order.status as OrderStatus, 'evPaid', { company: yuan(change.company_amount), personal: yuan(change.personal_amount) })
        const status = await completeChange(trx, order, change, now, (s, k, p) => log(trx, s, k, p))
        return { paymentNo, company: change.company_amount, personal: change.personal_amount, status }
      })
    return { OrderNo: order.order_no, PaymentNo: result.paymentNo, Status: result.status, StatusName: orderStatusName(result.status, ctx.lang), PaidCompanyAmount: result.company, PaidPersonalAmount: result.personal, Timeline: entries }
  }

  if (order.status === 'PendingApproval') throw flightError(ErrorCode.OrderStatusChanged, 'orderAwaitingApproval')
  if (order.status !== 'Placed' || order.personal_amount !== req.PersonalAmount) throw statusChanged()
  checkChannel(req.Channel, order.personal_amount)

  const paymentNo = await flightDb(ctx.db)
    .transaction()
    .execute(async (trx) => {
      await moveOrder(trx, order.id, 'Placed', 'Paid', at)
      await trx.updateTable('orders').set({ paid_company: order.company_amount, paid_personal: order.personal_amount }).where('id', '=', order.id).execute()
      const no = await insertPayment(trx, order, null, req.Channel, order.company_amount, order.personal_amount, at)
      await log(trx, 'Paid', 'evPaid', { company: yuan(order.company_amount), personal: yuan(order.personal_amount) })
      await moveOrder(trx, order.id, 'Paid', 'Ticketing', at)
      await log(trx, 'Ticketing', 'evTicketing', {})
      const tickets = await trx.selectFrom('tickets').select(['id', 'flight_no', 'route_key']).where('order_id', '=', order.id).where('status', '=', 'Booked').orderBy('id').execute()
      const numbers: string[] = []
      for (const t of tickets) {
        const ticketNo = ticketNumber(t.flight_no, t.route_key, t.id, 0)
        numbers.push(ticketNo)
        await trx.updateTable('tickets').set({ status: 'Issued', ticket_no: ticketNo, updated_at: at }).where('id', '=', t.id).where('status', '=', 'Booked').execute()
      }
      await moveOrder(trx, order.id, 'Ticketing', 'TicketIssued', at)
      await log(trx, 'TicketIssued', 'evIssued', { tickets: numbers.join(', ') })
      return no
    })
  return {
    OrderNo: order.order_no,
    PaymentNo: paymentNo,
    Status: 'TicketIssued',
    StatusName: orderStatusName('TicketIssued', ctx.lang),
    PaidCompanyAmount: order.company_amount,
    PaidPersonalAmount: order.personal_amount,
    Timeline: entries,
  }
}

function checkChannel(channel: string, personal: number): void {
  if (personal > 0 && channel === 'CompanyAccount') throw invalid('payChannelInvalid')
}

async function insertPayment(
  trx: Transaction<FlightDb>,
  order: { id: number; company_id: number; order_no: string },
  changeId: number | null,
  channel: string,
  company: number,
  personal: number,
  at: string,
): Promise<string> {
  const row = await trx
    .insertInto('payments')
    .values({
      company_id: order.company_id,
      order_id: order.id,
      payment_no: tempNo(),
      change_id: changeId,
      channel: personal > 0 ? channel : 'CompanyAccount',
      company_amount: company,
      personal_amount: personal,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const paymentNo = documentNo('P', order.order_no, row.id)
  await trx.updateTable('payments').set({ payment_no: paymentNo }).where('id', '=', row.id).execute()
  return paymentNo
}
