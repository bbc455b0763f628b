/**
 * Domestic flights as a product of the order kernel: what a flight order's row in the order list
 * (and the trips tab) says, what its approver reads, what cancelling gives back (seats), what
 * paying fulfils (tickets), how a paid change completes, and where its notices lead.
 */
import type { PolicyVerdict } from '../../../../types/api/flight'
import type { TicketStatus } from '../../../../types/api/order'
import { listItemsBy, type ProductDef, vettingOfParts } from '../../kernel/orders/products'
import { hhmm } from '../../lib/time'
import { localName } from '../../services/places/places'
import { approvalFlightOrder, flightApprovalFacts } from './approval-view'
import { completeChange, decideChange } from './change-apply'
import { decideRefund } from './refund'
import { inventory } from './inventory'
import { violationMessage } from './labels'
import { orderLink } from './notices'
import { actionsFor, issueTickets, releaseOrderSeats, ticketPassengers } from './tickets'
import { FLIGHT_CHANGE, FLIGHT_ORDER, FLIGHT_REFUND } from './subjects'
import { ft } from './texts'
import { currentFlight } from './current-flight'
import { flightReport } from './report'

export const FLIGHT: ProductDef = {
  kind: 'Flight',
  orderPrefix: 'F',
  scope: 'Flight',
  orderLink,
  listItems: listItemsBy(
    (db, ids) =>
      Promise.all([
        db.selectFrom('order_segments').selectAll().where('order_id', 'in', ids).orderBy('segment_index').execute(),
        db.selectFrom('tickets').select(['order_id', 'status', 'segment_index', 'flight_no', 'route_key', 'dep_date']).where('order_id', 'in', ids).execute(),
        db
          .selectFrom('changes')
          .select(['order_id', 'status', 'company_amount', 'personal_amount'])
          .where('order_id', 'in', ids)
          .where('status', 'in', ['Placed', 'Changing', 'ChangeSucceeded'])
          .execute(),
      ]),
    (o, [segments, tickets, changeRows], lang, power) => {
      const own = tickets.filter((t) => t.order_id === o.id)
      // The flights travelled now: a changed segment shows its new flight and date.
      const segs = segments.filter((s) => s.order_id === o.id).map((s) => ({ ...s, ...currentFlight(s, own) }))
      const title = segs.map((s) => {
        const f = inventory().flight(s.flight_no, s.route_key)
        return f ? `${localName(f.depCity.names, lang)} - ${localName(f.arrCity.names, lang)}` : s.route_key
      })
      const first = segs[0]
      const f0 = first ? inventory().flight(first.flight_no, first.route_key) : undefined
      const ticketStatuses = own.map((t) => t.status as TicketStatus)
      return {
        Title: title.join(' / '),
        SubTitle: first ? `${first.flight_no} · ${first.dep_date} ${f0 ? hhmm(f0.depMin) : ''}`.trim() : '',
        Actions: actionsFor(
          { status: o.status as never, ticketStatuses, changeAwaitingPayment: changeRows.some((c) => c.order_id === o.id && c.status === 'Placed') },
          power,
        ),
        // Paid changes add their fee and difference, as on the order's details (withChanges).
        ...(() => {
          const paid = changeRows.filter((c) => c.order_id === o.id && c.status !== 'Placed')
          if (!paid.length) return {}
          const company = paid.reduce((n, c) => n + c.company_amount, 0)
          const personal = paid.reduce((n, c) => n + c.personal_amount, 0)
          return { Amounts: { total: o.total + company + personal, personal: o.personal_amount + personal } }
        })(),
      }
    },
  ),
  release: releaseOrderSeats,
  fulfil: issueTickets,
  completeChange,
  /** What the order cost plus, for every adult ticket, how far its fare stayed under its segment's price to beat. */
  async priceToBeat(db, order) {
    const segments = await db.selectFrom('order_segments').select(['segment_index', 'policy_json']).where('order_id', '=', order.id).execute()
    const tickets = await db
      .selectFrom('tickets')
      .innerJoin('order_passengers', 'order_passengers.id', 'tickets.passenger_id')
      .select(['tickets.segment_index', 'tickets.fare'])
      .where('tickets.order_id', '=', order.id)
      .where('order_passengers.pax_type', '=', 'Adult')
      .execute()
    let saving = 0
    for (const t of tickets) {
      const seg = segments.find((s) => s.segment_index === t.segment_index)
      const ptb = seg ? (JSON.parse(seg.policy_json) as PolicyVerdict).PriceToBeat : null
      if (ptb !== null) saving += Math.max(0, ptb - t.fare)
    }
    return saving > 0 ? order.total + saving : null
  },
  report: flightReport,
  approval: {
    subject: FLIGHT_ORDER,
    kindName: (lang) => ft(lang, 'subjectFlightOrder'),
    vetting: (s) => vettingOfParts(s.FlightSettings),
    facts: flightApprovalFacts,
    detail: async (db, order, lang) => ({ FlightOrder: await approvalFlightOrder(db, order, lang) }),
    violationText: violationMessage,
    refund: {
      subject: FLIGHT_REFUND,
      kindName: (lang) => ft(lang, 'subjectFlightRefund'),
      passengers: ticketPassengers,
      decide: decideRefund,
      notApproved: 'evRefundNotApproved',
    },
    change: {
      subject: FLIGHT_CHANGE,
      kindName: (lang) => ft(lang, 'subjectFlightChange'),
      passengers: ticketPassengers,
      decide: decideChange,
      notApproved: 'evChangeNotApproved',
    },
  },
}
