/**
 * International flights as a product of the order kernel ('IntlFlight', orders N…, approval
 * subject IntlFlightOrder, IntlFlightSettings, the 'Flight' booking and view scope): what an
 * order's row in the order list (and the trips tab) says, what its approver reads, what
 * cancelling gives back (seats), what paying fulfils (e-tickets issued) and how a change completes
 * or is decided (change-complete.ts).
 */
import type { MessageLink } from '../../../../types/api/message'
import type { OrderActions, OrderStatus } from '../../../../types/api/order'
import { listItemsBy, type ProductDef } from '../../kernel/orders/products'
import { FARE_RULES, type FareFamily } from '../../../../types/api/intlflight-values'
import { approvalIntlOrder } from './approval-view'
import { completeIntlChange, INTL_CHANGE_APPROVAL } from './change-complete'
import { violationText } from './policy'
import { placeOf } from './places'
import { AIRPORT_BY_CODE, FLIGHT_BY_NO, instanceOf, localTime } from './schedule'
import type { IntlOrderDoc } from './tables'
import { it } from './texts'
import { fulfilTickets, releaseOrder } from './tickets'
import { intlFlightReport } from './report'

export const orderLink = (orderNo: string): MessageLink => ({ Path: '/intlPlaneTicket/orderDetails', Params: { OrderNo: orderNo } })

/** A leg the travellers may still change: not yet left (`now` null: not judged), its fare family allowing changes. */
export const changeableLeg = (segs: readonly { family: string; depart_at: string }[], now: number | null): boolean =>
  segs.some((s) => FARE_RULES[s.family as FareFamily].ChangeFee !== null && (now === null || Date.parse(s.depart_at) > now))

/**
 * An order's actions: pay it (or a change's share), cancel it unpaid, refund or change its issued
 * tickets (not while a change waits for its payment; a change needs a leg `changeable` says so).
 */
export function actionsOf(status: OrderStatus, hasIssued: boolean, after: { changeable: boolean; changeAwaitingPayment: boolean }): OrderActions {
  const settled = hasIssued && (status === 'TicketIssued' || status === 'ChangeSucceeded') && !after.changeAwaitingPayment
  return {
    CanPay: status === 'Placed' || after.changeAwaitingPayment,
    CanCancel: status === 'PendingApproval' || status === 'Placed',
    CanRefund: settled,
    CanChange: settled && after.changeable,
  }
}

/** What the order cost by now when paid changes added their fee and difference (the list's amounts), as the domestic list shows it. */
function paidChanges(o: { total: number; personal_amount: number }, paid: readonly { company_amount: number; personal_amount: number }[]) {
  if (!paid.length) return {}
  const company = paid.reduce((n, c) => n + c.company_amount, 0)
  const personal = paid.reduce((n, c) => n + c.personal_amount, 0)
  return { Amounts: { total: o.total + company + personal, personal: o.personal_amount + personal } }
}

export const INTL_FLIGHT: ProductDef = {
  kind: 'IntlFlight',
  orderPrefix: 'N',
  scope: 'Flight',
  orderLink,
  listItems: listItemsBy(
    (db, ids) =>
      Promise.all([
        db
          .selectFrom('intlflight_segments')
          .select(['order_id', 'leg_no', 'seg_no', 'flight_no', 'dep_date', 'family', 'depart_at'])
          .where('order_id', 'in', ids)
          .orderBy('leg_no')
          .orderBy('seg_no')
          .execute(),
        db.selectFrom('intlflight_tickets').select(['order_id', 'status']).where('order_id', 'in', ids).execute(),
        db
          .selectFrom('changes')
          .select(['order_id', 'status', 'company_amount', 'personal_amount'])
          .where('order_id', 'in', ids)
          .where('status', 'in', ['Placed', 'Changing', 'ChangeSucceeded'])
          .execute(),
      ]),
    (o, [segs, tickets, changes], lang) => {
      const own = segs.filter((s) => s.order_id === o.id)
      const firstLeg = own.filter((s) => s.leg_no === 1)
      const first = firstLeg[0]
      const last = firstLeg[firstLeg.length - 1]
      const f = first && FLIGHT_BY_NO.get(first.flight_no)
      const l = last && FLIGHT_BY_NO.get(last.flight_no)
      const from = f ? placeOf(f.from, lang).CityName : ''
      const to = l ? placeOf(l.to, lang).CityName : ''
      const dep = f ? localTime(instanceOf(f, first.dep_date).depart, f.from) : ''
      return {
        Title: `${from} - ${to}${o.trip_type === 'RoundTrip' ? ' ⇄' : ''}`,
        SubTitle: `${first?.flight_no ?? ''} · ${dep}`,
        // The list has no clock of the request: a leg's departure is judged by the details and the change.
        Actions: actionsOf(
          o.status as OrderStatus,
          tickets.some((t) => t.order_id === o.id && t.status === 'Issued'),
          { changeable: changeableLeg(own, null), changeAwaitingPayment: changes.some((c) => c.order_id === o.id && c.status === 'Placed') },
        ),
        ...paidChanges(
          o,
          changes.filter((c) => c.order_id === o.id && c.status !== 'Placed'),
        ),
      }
    },
  ),
  release: releaseOrder,
  fulfil: fulfilTickets,
  completeChange: completeIntlChange,
  report: intlFlightReport,
  approval: {
    subject: 'IntlFlightOrder',
    kindName: (lang) => it(lang, 'subjectIntlFlightOrder'),
    vetting: (s) => ({ Booking: s.IntlFlightSettings.NormalSettings.VettingSettings, Change: s.IntlFlightSettings.ChangeSettings.VettingSettings }),
    async facts(db, order) {
      const segs = await db.selectFrom('intlflight_segments').selectAll().where('order_id', '=', order.id).orderBy('leg_no').orderBy('seg_no').execute()
      const doc = JSON.parse(order.detail_json) as IntlOrderDoc
      const legs = segs.map((s) => {
        const f = FLIGHT_BY_NO.get(s.flight_no)
        const dep = f ? localTime(instanceOf(f, s.dep_date).depart, f.from) : s.dep_date
        return { from: f?.from.city ?? '', to: f?.to.city ?? '', label: `${s.flight_no} · ${dep}` }
      })
      const lastSeg = segs[segs.length - 1]
      const lastTo = lastSeg && FLIGHT_BY_NO.get(lastSeg.flight_no)
      return {
        legs,
        startDate: segs[0]?.dep_date ?? '',
        endDate: lastTo ? localTime(Date.parse(lastSeg.arrive_at), AIRPORT_BY_CODE.get(lastTo.to.code)!).slice(0, 10) : '',
        allInPolicy: doc.Policy.InPolicy,
        violations: doc.Policy.Violations,
        reasons: doc.PolicyReason ? [doc.PolicyReason] : [],
      }
    },
    detail: async (db, order, lang) => ({ IntlFlightOrder: await approvalIntlOrder(db, order, lang) }),
    violationText,
    change: INTL_CHANGE_APPROVAL,
  },
}
