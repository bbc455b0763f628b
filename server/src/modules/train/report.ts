/** A train order as the reports read it (docs/reports.md): its seat class, and each ticket's carbon over the line's kilometres. */
import type { ReportFacts } from '../../kernel/orders/products'
import type { OrderRow } from '../../kernel/orders/tables'
import type { Db } from '../../db/schema'
import type { SeatClass } from '../../../../types/api/train'
import { journeyOf, trainByNo } from './catalog'
import { seatClassName } from './labels'

export async function trainReport(db: Db, order: OrderRow): Promise<ReportFacts> {
  const tickets = await db
    .selectFrom('train_tickets')
    .select(['train_no', 'dep_date', 'from_station', 'to_station', 'seat_class'])
    .where('order_id', '=', order.id)
    .execute()
  const cls = (tickets[0]?.seat_class ?? '') as SeatClass
  return {
    carrier: cls,
    carrierName: (lang) => (cls ? seatClassName(cls, lang) : ''),
    carbon: tickets.flatMap((t) => {
      const train = trainByNo(t.train_no)
      const j = train && journeyOf(train, t.from_station, t.to_station, t.dep_date)
      return j ? [{ mode: 'Rail' as const, trackKm: j.train.stops[j.to].km - j.train.stops[j.from].km, passengers: 1 }] : []
    }),
  }
}
