/**
 * Domestic flights as a product of the order kernel: what a flight order's row in the order list
 * (and the trips tab) says, what its approver reads, what cancelling gives back (seats), what
 * paying fulfils (tickets), how a paid change completes, and where its notices lead.
 */
import type { TicketStatus } from '../../../../types/api/order'
import type { ListItem, ProductDef } from '../../kernel/orders/products'
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

export const FLIGHT: ProductDef = {
  kind: 'Flight',
  orderPrefix: 'F',
  scope: 'Flight',
  orderLink,
  async listItems(db, orders, power, lang) {
    const ids = orders.map((o) => o.id)
    const [segments, tickets, pendingChanges] = await Promise.all([
      db.selectFrom('order_segments').selectAll().where('order_id', 'in', ids).orderBy('segment_index').execute(),
      db.selectFrom('tickets').select(['order_id', 'status']).where('order_id', 'in', ids).execute(),
      db.selectFrom('changes').select('order_id').where('order_id', 'in', ids).where('status', '=', 'Placed').execute(),
    ])
    const items = new Map<number, ListItem>()
    for (const o of orders) {
      const segs = segments.filter((s) => s.order_id === o.id)
      const title = segs.map((s) => {
        const f = inventory().flight(s.flight_no, s.route_key)
        return f ? `${localName(f.depCity.names, lang)} - ${localName(f.arrCity.names, lang)}` : s.route_key
      })
      const first = segs[0]
      const f0 = first ? inventory().flight(first.flight_no, first.route_key) : undefined
      const ticketStatuses = tickets.filter((t) => t.order_id === o.id).map((t) => t.status as TicketStatus)
      items.set(o.id, {
        Title: title.join(' / '),
        SubTitle: first ? `${first.flight_no} · ${first.dep_date} ${f0 ? hhmm(f0.depMin) : ''}`.trim() : '',
        Actions: actionsFor({ status: o.status as never, ticketStatuses, changeAwaitingPayment: pendingChanges.some((c) => c.order_id === o.id) }, power),
      })
    }
    return items
  },
  release: releaseOrderSeats,
  fulfil: issueTickets,
  completeChange,
  approval: {
    subject: FLIGHT_ORDER,
    kindName: (lang) => ft(lang, 'subjectFlightOrder'),
    vetting: ({ FlightSettings: f }) => ({ Booking: f.NormalSettings.VettingSettings, Refund: f.RefundSettings.VettingSettings, Change: f.ChangeSettings.VettingSettings }),
    facts: flightApprovalFacts,
    detail: async (db, order, lang) => ({ FlightOrder: await approvalFlightOrder(db, order, lang) }),
    violationText: violationMessage,
    refund: { subject: FLIGHT_REFUND, kindName: (lang) => ft(lang, 'subjectFlightRefund'), passengers: ticketPassengers, decide: decideRefund },
    change: { subject: FLIGHT_CHANGE, kindName: (lang) => ft(lang, 'subjectFlightChange'), passengers: ticketPassengers, decide: decideChange },
  },
}
