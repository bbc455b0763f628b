/**
 * Bus tickets as a product of the order kernel ('Bus', orders B…, approval subject BusOrder,
 * BusSettings, the 'Bus' booking and view scope): an order's row in the lists and the trips tab,
 * what its approver reads, what cancelling gives back (seats), what paying fulfils (tickets
 * issued with pick-up codes).
 */
import type { MessageLink } from '../../../../types/api/message'
import type { OrderActions, OrderStatus } from '../../../../types/api/order'
import { listItemsBy, type ProductDef, vettingOfParts } from '../../kernel/orders/products'
import { ticketsPriceToBeat } from '../../kernel/orders/ticket-status'
import { BUS_CHANGE_APPROVAL, BUS_REFUND_APPROVAL } from './after-sale-vetting'
import { approvalBusOrder, busApprovalFacts } from './approval-view'
import { scheduleByNo, timesOf } from './catalog'
import { className } from './labels'
import { violationText } from './policy'
import { busStationByCode } from './stations'
import { bt } from './texts'
import { fulfilTickets, releaseOrder } from './tickets'
import { busReport } from './report'

export const orderLink = (orderNo: string): MessageLink => ({ Path: '/bus/orderDetail', Params: { OrderNo: orderNo } })

export function actionsOf(status: OrderStatus, hasIssued: boolean): OrderActions {
  const live = hasIssued && (status === 'TicketIssued' || status === 'ChangeSucceeded')
  return { CanPay: status === 'Placed', CanCancel: status === 'PendingApproval' || status === 'Placed', CanRefund: live, CanChange: live }
}

export const BUS: ProductDef = {
  kind: 'Bus',
  orderPrefix: 'B',
  scope: 'Bus',
  orderLink,
  report: busReport,
  listItems: listItemsBy(
    (db, ids) =>
      db
        .selectFrom('bus_tickets')
        .select(['order_id', 'schedule_no', 'dep_date', 'from_station', 'to_station', 'bus_class', 'status'])
        .where('order_id', 'in', ids)
        .orderBy('id')
        .execute(),
    (o, tickets, lang) => {
      const en = lang === 'en' || lang === 'ja'
      const mine = tickets.filter((t) => t.order_id === o.id)
      const t = mine.find((x) => x.status !== 'Void' && x.status !== 'Changed') ?? mine[0]
      if (!t) return undefined
      const s = scheduleByNo(t.schedule_no)
      const from = busStationByCode(t.from_station)
      const to = busStationByCode(t.to_station)
      return {
        Title: `${from ? (en ? from.en : from.cn) : t.from_station} - ${to ? (en ? to.en : to.cn) : t.to_station}`,
        // The trips tab reads the day and time from the SubTitle.
        SubTitle: `${t.schedule_no} · ${t.dep_date} ${s ? timesOf(s).departTime : ''} · ${className(t.bus_class as never, lang)}`,
        Actions: actionsOf(
          o.status as OrderStatus,
          mine.some((x) => x.status === 'Issued'),
        ),
      }
    },
  ),
  release: releaseOrder,
  fulfil: fulfilTickets,
  priceToBeat: (db, order) => ticketsPriceToBeat(db, 'bus_tickets', order.id),
  approval: {
    subject: 'BusOrder',
    kindName: (lang) => bt(lang, 'subjectBusOrder'),
    vetting: (s) => vettingOfParts(s.BusSettings),
    facts: busApprovalFacts,
    detail: async (db, order, lang) => ({ BusOrder: await approvalBusOrder(db, order, lang) }),
    violationText,
    refund: BUS_REFUND_APPROVAL,
    change: BUS_CHANGE_APPROVAL,
  },
}
