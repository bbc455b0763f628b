/**
 * train/getOrderDetail and train/grab/detail: the order with its tickets (coach, seat, gate,
 * what each may do now), the grab with its alternates and progress, the price, what is payable
 * now (the order, or a change awaiting its difference), the refunds and the timeline.
 */
import type {
  GrabDetail,
  GrabNoReq,
  SeatClass,
  TrainOrderDetail,
  TrainPriceLine,
  TrainOrderNoReq,
  TrainPolicyVerdict,
  TrainTicket,
  TrainTicketState,
} from '../../../../types/api/train'
import type { OrderStatus } from '../../../../types/api/order'
import type { AuthedContext } from '../../http/context'
import { detailHeading, orderDetailCommon, refundViews } from '../../kernel/orders/detail'
import { reasonDisplay } from '../../kernel/orders/reason-text'
import { rowName } from '../../lib/names'
import { departureOf, loadTrainOrder } from './after-sale'
import { journeyText } from './booking'
import { journeyOf, timesOf, trainByNo } from './catalog'
import { grabDetailOf, type StoredOption } from './grab'
import { seatClassName, seatText, ticketStateName } from './labels'
import { actionsOf } from './product'
import { stationView } from './search'
import { stationByCode } from './stations'
import type { TrainOrderDoc } from './tables'
import { invalid } from './texts'
import { MAX_CHANGES } from '../../../../types/api/train-values'

export async function trainOrderDetail(ctx: AuthedContext, req: TrainOrderNoReq): Promise<TrainOrderDetail> {
  const { order } = await loadTrainOrder(ctx, req.OrderNo, 'view')
  const now = ctx.now()
  const [tickets, pax, grab, pendingChange, refunds] = await Promise.all([
    ctx.db.selectFrom('train_tickets').selectAll().where('order_id', '=', order.id).orderBy('id').execute(),
    ctx.db.selectFrom('order_passengers').select(['id', 'ch_name', 'last_name', 'first_name']).where('order_id', '=', order.id).execute(),
    ctx.db.selectFrom('train_grabs').selectAll().where('order_id', '=', order.id).executeTakeFirst(),
    ctx.db.selectFrom('changes').selectAll().where('order_id', '=', order.id).where('status', '=', 'Placed').executeTakeFirst(),
    ctx.db.selectFrom('refunds').selectAll().where('order_id', '=', order.id).orderBy('id').execute(),
  ])
  const common = await orderDetailCommon(ctx, order, pendingChange)
  const doc = JSON.parse(order.detail_json) as TrainOrderDoc
  const status = order.status as OrderStatus
  const live = (s: string) => s === 'Issued'
  const views: TrainTicket[] = tickets
    .filter((t) => t.status !== 'Void')
    .map((t) => {
      const train = trainByNo(t.train_no)
      const j = train && journeyOf(train, t.from_station, t.to_station, t.dep_date)
      const times = j ? timesOf(j) : null
      const p = pax.find((x) => x.id === t.passenger_id)
      const future = departureOf(t).getTime() > now.getTime()
      const cls = t.seat_class as SeatClass
      return {
        TicketId: t.id,
        PassengerId: t.passenger_id,
        PassengerName: p ? rowName(p) : '',
        TrainNo: t.train_no,
        DepartDate: t.dep_date,
        FromStation: stationView(stationByCode(t.from_station)!, ctx.lang),
        ToStation: stationView(stationByCode(t.to_station)!, ctx.lang),
        DepartTime: times?.departTime ?? '',
        ArriveDate: times?.arriveDate ?? t.dep_date,
        ArriveTime: times?.arriveTime ?? '',
        SeatClass: cls,
        SeatClassName: seatClassName(cls, ctx.lang),
        Coach: t.coach,
        Seat: t.seat,
        SeatText: seatText(cls, t.coach, t.seat, ctx.lang),
        Gate: t.gate,
        TicketNo: t.ticket_no,
        Price: t.price,
        Status: t.status as TrainTicketState,
        StatusName: ticketStateName(t.status as TrainTicketState, ctx.lang),
        ChangedFrom: t.changed_from,
        CanRefund: live(t.status) && future && !pendingChange,
        CanChange: live(t.status) && future && t.change_count < MAX_CHANGES && !pendingChange,
        Policy: JSON.parse(t.policy_json) as TrainPolicyVerdict,
        PolicyReason: reasonDisplay(t.policy_reason, ctx.lang),
      }
    })
  const f = doc.Fields
  const priceLines = localPriceLines(doc, tickets, grab?.options_json ?? null, ctx.lang)
  return {
    ...detailHeading(common),
    Product: 'Train',
    Kind: doc.Kind,
    Tickets: views,
    Grab: grab ? grabDetailOf({ ...grab, order_no: order.order_no }, now, ctx.lang) : null,
    SeatChoiceMet: doc.SeatChoiceMet,
    Contacts: common.Contacts,
    PriceDetail: { ...doc.PriceDetail, Lines: priceLines },
    PayInfo: common.PayInfo,
    Actions: actionsOf(
      status,
      tickets.some((t) => t.status === 'Issued'),
    ),
    Refunds: refundViews(refunds),
    Timeline: common.Timeline,
    CostCenterName: f?.CostCenter?.Name ?? '',
    DepartmentName: f?.Department?.Name ?? '',
    Purpose: f?.Purpose ?? '',
    AuthorizationCode: f?.AuthorizationCode ?? '',
  }
}

/**
 * The ticket lines of the price in the reader's language, from the order's structured data (the
 * booked tickets' train, stations, date and class; a grab's alternatives), whatever language the
 * booking was made in: the label names the class, the detail the journey. A line that cannot be
 * rebuilt keeps the text stored at booking.
 */
function localPriceLines(
  doc: TrainOrderDoc,
  tickets: readonly { train_no: string; from_station: string; to_station: string; dep_date: string; seat_class: string; changed_from: number | null }[],
  optionsJson: string | null,
  lang: AuthedContext['lang'],
): TrainPriceLine[] {
  const first = tickets.find((t) => t.changed_from === null)
  const options = optionsJson ? (JSON.parse(optionsJson) as StoredOption[]) : []
  return doc.PriceDetail.Lines.map((l) => {
    if (l.Kind !== 'Ticket') return l
    if (doc.Kind === 'Grab' && options.length) {
      const cls = options[0].SeatClass
      return {
        ...l,
        Label: seatClassName(cls, lang),
        Detail: options.map((o) => `${o.TrainNo} ${o.Date}${o.SeatClass === cls ? '' : ` ${seatClassName(o.SeatClass, lang)}`}`).join(' / '),
      }
    }
    const train = first && trainByNo(first.train_no)
    const j = train && journeyOf(train, first.from_station, first.to_station, first.dep_date)
    if (!first || !j) return l
    return { ...l, Label: seatClassName(first.seat_class as SeatClass, lang), Detail: journeyText(j, lang) }
  })
}

export async function grabDetail(ctx: AuthedContext, req: GrabNoReq): Promise<GrabDetail> {
  const { order } = await loadTrainOrder(ctx, req.OrderNo, 'view')
  const grab = await ctx.db.selectFrom('train_grabs').selectAll().where('order_id', '=', order.id).executeTakeFirst()
  if (!grab) throw invalid('trainNotGrab')
  return grabDetailOf({ ...grab, order_no: order.order_no }, ctx.now(), ctx.lang)
}
