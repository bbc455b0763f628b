/**
 * Trains as a product of the order kernel ('Train', orders T…, approval subject TrainOrder,
 * TrainSettings, the 'Train' booking and view scope): what an order's row in the order list (and
 * the trips tab) says, what its approver reads, what cancelling gives back (places, a waiting
 * grab), what paying fulfils (tickets issued, or the grab started), how a paid change completes.
 */
import type { MessageLink } from '../../../../types/api/message'
import type { OrderActions, OrderStatus } from '../../../../types/api/order'
import { listItemsBy, type ProductDef } from '../../kernel/orders/products'
import { ticketsPriceToBeat } from '../../kernel/orders/ticket-status'
import { approvalTrainOrder, trainApprovalFacts } from './approval-view'
import { completeChange } from './change-complete'
import { journeyOf, timesOf, trainByNo } from './catalog'
import { startGrab, type StoredOption } from './grab'
import { seatClassName, stationName, violationMessage } from './labels'
import { stationByCode } from './stations'
import type { TrainOrderDoc } from './tables'
import { tt } from './texts'
import { fulfilTickets, releaseOrder } from './tickets'
import { trainReport } from './report'

/** The client's train order-details page. */
export const orderLink = (orderNo: string): MessageLink => ({ Path: '/train/orderDetail', Params: { OrderNo: orderNo } })

export function actionsOf(status: OrderStatus, hasIssued: boolean): OrderActions {
  return {
    CanPay: status === 'Placed',
    CanCancel: status === 'PendingApproval' || status === 'Placed' || status === 'Processing',
    CanRefund: hasIssued && (status === 'TicketIssued' || status === 'ChangeSucceeded'),
    CanChange: hasIssued && (status === 'TicketIssued' || status === 'ChangeSucceeded'),
  }
}

export const TRAIN: ProductDef = {
  kind: 'Train',
  orderPrefix: 'T',
  scope: 'Train',
  orderLink,
  listItems: listItemsBy(
    (db, ids) =>
      Promise.all([
        db
          .selectFrom('train_tickets')
          .select(['order_id', 'train_no', 'dep_date', 'from_station', 'to_station', 'seat_class', 'status', 'start_date'])
          .where('order_id', 'in', ids)
          .orderBy('id')
          .execute(),
        db.selectFrom('train_grabs').select(['order_id', 'from_station', 'to_station', 'options_json']).where('order_id', 'in', ids).execute(),
      ]),
    (o, [tickets, grabs], lang) => {
      const live = tickets.filter((t) => t.order_id === o.id && t.status !== 'Void' && t.status !== 'Changed')
      const t = live[0] ?? tickets.find((x) => x.order_id === o.id)
      const g = grabs.find((x) => x.order_id === o.id)
      const first = g ? (JSON.parse(g.options_json) as StoredOption[])[0] : null
      const trainNo = t?.train_no ?? first?.TrainNo ?? ''
      const date = t?.dep_date ?? first?.Date ?? ''
      const fromCode = t?.from_station ?? g?.from_station ?? ''
      const toCode = t?.to_station ?? g?.to_station ?? ''
      const train = trainByNo(trainNo)
      const j = train ? journeyOf(train, fromCode, toCode, date) : null
      const from = stationByCode(fromCode)
      const to = stationByCode(toCode)
      // The trips tab reads the journey's day and time from the SubTitle.
      return {
        Title: `${from ? stationName(from, lang) : fromCode} - ${to ? stationName(to, lang) : toCode}`,
        SubTitle:
          `${trainNo} · ${date} ${j ? timesOf(j).departTime : ''}`.trim() +
          (t ? ` · ${seatClassName(t.seat_class as never, lang)}` : g ? ` · ${tt(lang, 'subjectTrainOrder')}` : ''),
        Actions: actionsOf(
          o.status as OrderStatus,
          live.some((x) => x.status === 'Issued'),
        ),
      }
    },
  ),
  release: releaseOrder,
  async fulfil(trx, order, now, log) {
    const doc = JSON.parse(order.detail_json) as TrainOrderDoc
    return doc.Kind === 'Grab' ? startGrab(trx, order, now, log) : fulfilTickets(trx, order, now, log)
  },
  completeChange,
  report: trainReport,
  /** The tickets' prices to beat (a ticket without one counts at its price); a grab earns nothing. */
  priceToBeat: (db, order) => ticketsPriceToBeat(db, 'train_tickets', order.id),
  approval: {
    subject: 'TrainOrder',
    kindName: (lang) => tt(lang, 'subjectTrainOrder'),
    vetting: (s) => ({ Booking: s.TrainSettings.NormalSettings.VettingSettings }),
    facts: trainApprovalFacts,
    detail: async (db, order, lang) => ({ TrainOrder: await approvalTrainOrder(db, order, lang) }),
    violationText: violationMessage,
  },
}
