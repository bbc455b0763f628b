/**
 * bus/getOrderDetail: the order with its tickets — each under its traveller's document (masked),
 * the departure, class and fare, the pick-up code and the e-ticket's QR text once issued, what it
 * may do now — the price, what is payable now, the refunds and the timeline.
 */
import type { BusOrderDetail, BusOrderNoReq, BusPolicyVerdict, BusTicket } from '../../../../types/api/bus'
import { BUS_CHANGE_CLOSE_MINUTES, BUS_MAX_CHANGES, type BusClass, type BusTicketState } from '../../../../types/api/bus-values'
import type { OrderStatus } from '../../../../types/api/order'
import type { AuthedContext } from '../../http/context'
import { maskId, orderDetailCommon, refundViews } from '../../kernel/orders/detail'
import { reasonDisplay } from '../../kernel/orders/reason-text'
import { rowName } from '../../lib/names'
import { loadBusOrder, ticketDeparture } from './after-sale'
import { scheduleByNo, timesOf } from './catalog'
import { className, stationView, ticketStateName } from './labels'
import { actionsOf } from './product'
import { busStationByCode } from './stations'
import type { BusOrderDoc } from './tables'
import { bt } from './texts'
import { textCurrencyOf } from '../../services/money/rates'
import { localVerdict } from './policy'

/** What the e-ticket's QR code carries: the operator's check reads the order, ticket and pick-up code. */
export const qrText = (orderNo: string, ticketId: number, code: string): string => `BUS:${orderNo}:${ticketId}:${code}`

export async function busOrderDetail(ctx: AuthedContext, req: BusOrderNoReq): Promise<BusOrderDetail> {
  const { order } = await loadBusOrder(ctx, req.OrderNo, 'view')
  const now = ctx.now()
  const [tickets, pax, refunds, cur] = await Promise.all([
    ctx.db.selectFrom('bus_tickets').selectAll().where('order_id', '=', order.id).orderBy('id').execute(),
    ctx.db.selectFrom('order_passengers').select(['id', 'ch_name', 'last_name', 'first_name', 'id_type', 'id_no']).where('order_id', '=', order.id).execute(),
    ctx.db.selectFrom('refunds').selectAll().where('order_id', '=', order.id).orderBy('id').execute(),
    textCurrencyOf(ctx),
  ])
  const common = await orderDetailCommon(ctx, order, undefined)
  const doc = JSON.parse(order.detail_json) as BusOrderDoc
  const status = order.status as OrderStatus
  const views: BusTicket[] = tickets
    .filter((t) => t.status !== 'Void')
    .map((t) => {
      const s = scheduleByNo(t.schedule_no)
      const times = s ? timesOf(s) : null
      const p = pax.find((x) => x.id === t.passenger_id)
      const left = ticketDeparture(t).getTime() - now.getTime()
      const issued = t.status === 'Issued'
      const from = busStationByCode(t.from_station)!
      const to = busStationByCode(t.to_station)!
      return {
        TicketId: t.id,
        PassengerId: t.passenger_id,
        PassengerName: p ? rowName(p) : '',
        IdNo: p?.id_no ? maskId(p.id_no) : '',
        IdTypeName: p?.id_type ? bt(ctx.lang, `busId${p.id_type}` as 'busIdIDCard') : '',
        ScheduleNo: t.schedule_no,
        Date: t.dep_date,
        FromStation: stationView(from, ctx.lang),
        ToStation: stationView(to, ctx.lang),
        DepartTime: times?.departTime ?? '',
        ArriveTime: times?.arriveTime ?? '',
        Class: t.bus_class as BusClass,
        ClassName: className(t.bus_class as BusClass, ctx.lang),
        Price: t.price,
        Status: t.status as BusTicketState,
        StatusName: ticketStateName(t.status as BusTicketState, ctx.lang),
        PickUpCode: issued ? t.pick_up_code : '',
        QrText: issued ? qrText(order.order_no, t.id, t.pick_up_code) : '',
        ChangedFrom: t.changed_from,
        CanRefund: issued && left > 0,
        CanChange: issued && t.change_count < BUS_MAX_CHANGES && left >= BUS_CHANGE_CLOSE_MINUTES * 60_000,
        Policy: localVerdict(JSON.parse(t.policy_json) as BusPolicyVerdict, ctx.lang, cur),
        PolicyReason: reasonDisplay(t.policy_reason, ctx.lang),
      }
    })
  return {
    ...common,
    Product: 'Bus',
    Tickets: views,
    PriceDetail: doc.PriceDetail,
    Actions: actionsOf(
      status,
      tickets.some((t) => t.status === 'Issued'),
    ),
    // What went back; one waiting for approval shows on its tickets (Refunding) and in the timeline.
    Refunds: refundViews(refunds.filter((r) => r.status === 'RefundSucceeded')),
  }
}
