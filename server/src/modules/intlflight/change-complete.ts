/**
 * A change of an international leg after it was applied (change.ts): completed (at once, after
 * approval, or by the cashier once the traveller's share is paid: ProductDef.completeChange), or
 * not approved; and how the order's details show its changes, the old leg beside the new.
 *
 * Completion, in the caller's transaction: the old leg's seats go back, its segments are replaced
 * by the new itinerary's (whose seats the change already took), every changed e-ticket is
 * re-issued with a new number (its price and shares grow by the difference and fee it paid), the
 * change and the order are ChangeSucceeded and the timeline names the new tickets. Not approved:
 * the new seats go back and the tickets are Issued as they were.
 */
import type { IntlChangedLeg, IntlOrderChange } from '../../../../types/api/intlflight'
import { FARE_RULES, type FareFamily } from '../../../../types/api/intlflight-values'
import type { OrderStatus } from '../../../../types/api/order'
import type { Db, Trx } from '../../db/schema'
import type { Lang } from '../../i18n'
import { decideWaitingChange } from '../../kernel/orders/after-sale-approval'
import { orderStatusName } from '../../kernel/orders/labels'
import type { AfterSaleApproval, Log } from '../../kernel/orders/products'
import { changeDone, changedShares, reissueRound } from '../../kernel/orders/records'
import type { ChangeRow, OrderRow } from '../../kernel/orders/tables'
import { moveTickets } from '../../kernel/orders/ticket-status'
import { chinaDateTime } from '../../lib/time'
import type { Itin } from './connections'
import { familyName } from './fares'
import { returnSeats, type SeatNeed } from './inventory'
import { FLIGHT_BY_NO, instanceOf } from './schedule'
import { segmentItem } from './search'
import type { IntlOrderDoc } from './tables'
import { it } from './texts'
import { needsOf, orderCarrier, ticketNo, ticketsText } from './tickets'

/** What an international change keeps in its record's ticket_costs_json. */
export interface IntlChangePlan {
  legNo: number
  /** The leg's itinerary key and family before the change. */
  oldKey: string
  oldFamily: FareFamily
  /** What the leg counts as having cost per traveller once changed (fare and its total with taxes): the next change's and a refund's base. */
  paid: { base: number; total: number }
  tickets: { ticketId: number; fee: number; diff: number; company: number; personal: number }[]
}

export const planOf = (c: Pick<ChangeRow, 'ticket_costs_json'>): IntlChangePlan => JSON.parse(c.ticket_costs_json) as IntlChangePlan

/** The flights a stored key names (they were checked when it was written). */
export function itinOfKey(key: string): Itin {
  return key.split('+').flatMap((p) => {
    const [no, date] = p.split('@')
    const def = FLIGHT_BY_NO.get(no)
    return def ? [instanceOf(def, date)] : []
  })
}

/** 'MU219/LH731 2026-11-29' for the timeline. */
export const keyText = (key: string): string => {
  const parts = key.split('+').map((p) => p.split('@'))
  return `${parts.map((p) => p[0]).join('/')} ${parts[0]?.[1] ?? ''}`.trim()
}

/**
 * What leg `legNo` cost per traveller: its fare and fare + taxes as booked (the order's price lines,
 * one Fare and one Taxes line per leg), or as its latest completed change left it.
 */
export function legPaid(doc: IntlOrderDoc, succeeded: readonly ChangeRow[], legNo: number): { base: number; total: number } {
  const last = succeeded.filter((c) => planOf(c).legNo === legNo).at(-1)
  if (last) return planOf(last).paid
  const fare = doc.PriceDetail.Lines.filter((l) => l.Kind === 'Fare')[legNo - 1]?.UnitPrice ?? 0
  const taxes = doc.PriceDetail.Lines.filter((l) => l.Kind === 'Taxes')[legNo - 1]?.UnitPrice ?? 0
  return { base: fare, total: fare + taxes }
}

const needsOfKey = (key: string, family: string): SeatNeed[] =>
  itinOfKey(key).map((s) => ({ flightNo: s.def.no, date: s.date, cabin: FARE_RULES[family as FareFamily].Cabin }))

/** Completes a change in the caller's transaction (see above); returns the order's new status. */
export async function completeIntlChange(trx: Trx, order: Pick<OrderRow, 'id'>, change: ChangeRow, now: Date, log: Log): Promise<OrderStatus> {
  const at = now.toISOString()
  const plan = planOf(change)
  const ids = plan.tickets.map((t) => t.ticketId)
  const old = await trx.selectFrom('intlflight_segments').selectAll().where('order_id', '=', order.id).where('leg_no', '=', plan.legNo).execute()
  await returnSeats(trx, needsOf(old), ids.length, at)
  await trx.deleteFrom('intlflight_segments').where('order_id', '=', order.id).where('leg_no', '=', plan.legNo).execute()
  const first = old[0]
  await trx
    .insertInto('intlflight_segments')
    .values(
      itinOfKey(change.new_route_key).map((s, i) => ({
        company_id: first.company_id,
        order_id: order.id,
        leg_no: plan.legNo,
        seg_no: i + 1,
        flight_no: s.def.no,
        dep_date: s.date,
        cabin: FARE_RULES[change.new_cabin_code as FareFamily].Cabin,
        family: change.new_cabin_code,
        depart_at: new Date(s.depart).toISOString(),
        arrive_at: new Date(s.arrive).toISOString(),
        seat_state: 'Held',
      })),
    )
    .execute()

  const rows = await trx.selectFrom('intlflight_tickets').selectAll().where('id', 'in', ids).execute()
  await moveTickets(trx, 'intlflight_tickets', rows, 'Changing', 'Issued', at)
  const round = await reissueRound(trx, order.id)
  const carrier = await orderCarrier(trx, order.id)
  for (const t of rows) {
    const c = plan.tickets.find((x) => x.ticketId === t.id)!
    await trx
      .updateTable('intlflight_tickets')
      .set({
        ticket_no: ticketNo(carrier, t.id, round),
        price: t.price + c.diff,
        ...changedShares(t, c, at),
      })
      .where('id', '=', t.id)
      .execute()
  }
  return changeDone(trx, order.id, change.id, at, log, ['evIntlChanged', { to: keyText(change.new_route_key), tickets: await ticketsText(trx, ids) }])
}

/**
 * The approval's outcome (the kernel's AfterSaleApproval.decide): approved, the change completes
 * or waits for the traveller's share; otherwise the new seats go back and the tickets are Issued.
 */
const decideIntlChange = (trx: Trx, order: OrderRow, changeId: number, approved: boolean, now: Date, log: Log): Promise<void> =>
  decideWaitingChange(trx, order, changeId, approved, log, {
    awaitPayment: 'evIntlChangeAwaitPayment',
    complete: (change) => completeIntlChange(trx, order, change, now, log),
    async release(change) {
      const at = now.toISOString()
      const ids = planOf(change).tickets.map((t) => t.ticketId)
      await returnSeats(trx, needsOfKey(change.new_route_key, change.new_cabin_code), ids.length, at)
      const rows = await trx.selectFrom('intlflight_tickets').select('id').where('id', 'in', ids).execute()
      await moveTickets(trx, 'intlflight_tickets', rows, 'Changing', 'Issued', at)
    },
  })

/** International changes as an approval subject of the order kernel. */
export const INTL_CHANGE_APPROVAL: AfterSaleApproval = {
  subject: 'IntlFlightChange',
  kindName: (lang) => it(lang, 'subjectIntlFlightChange'),
  async passengers(db: Db, json: string) {
    const ids = JSON.parse(json) as number[]
    if (!ids.length) return []
    const rows = await db.selectFrom('intlflight_tickets').select('passenger_id').where('id', 'in', ids).execute()
    return [...new Set(rows.map((r) => r.passenger_id))]
  },
  notApproved: 'evIntlChangeNotApproved',
  decide: decideIntlChange,
}

const legOf = (key: string, family: FareFamily, lang: Lang): IntlChangedLeg => ({
  Family: family,
  FamilyName: familyName(family, lang),
  Segments: itinOfKey(key).map((s) => segmentItem(s, lang)),
})

/** The order's changes as its details show them, oldest first. */
export function changeViews(rows: readonly ChangeRow[], lang: Lang): IntlOrderChange[] {
  return rows.map((c) => {
    const plan = planOf(c)
    const status = c.status as OrderStatus
    return {
      ChangeNo: c.change_no,
      Status: status,
      StatusName: orderStatusName(status, lang),
      LegNo: plan.legNo,
      From: legOf(plan.oldKey, plan.oldFamily, lang),
      To: legOf(c.new_route_key, c.new_cabin_code as FareFamily, lang),
      ChangeFee: c.change_fee,
      FareDifference: c.price_difference,
      CompanyAmount: c.company_amount,
      PersonalAmount: c.personal_amount,
      CreatedAt: chinaDateTime(c.created_at),
    }
  })
}
