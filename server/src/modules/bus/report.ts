/** A bus order as the reports read it (docs/reports.md): its class, and each ticket's carbon between its cities (docs/carbon.md). */
import type { BusClass } from '../../../../types/api/bus-values'
import { greatCircleKm } from '../../../../types/api/carbon-values'
import type { ReportFacts } from '../../kernel/orders/products'
import type { OrderRow } from '../../kernel/orders/tables'
import type { Db } from '../../db/schema'
import { className } from './labels'
import { busCityCentre, busStationByCode } from './stations'

export async function busReport(db: Db, order: OrderRow): Promise<ReportFacts> {
  // Tickets travelled or to be: a refunded, voided or changed-away ticket carries no one.
  const tickets = await db
    .selectFrom('bus_tickets')
    .select(['from_station', 'to_station', 'bus_class'])
    .where('order_id', '=', order.id)
    .where('status', 'not in', ['Refunded', 'Changed', 'Void'])
    .orderBy('id')
    .execute()
  const cls = (tickets[0]?.bus_class ?? '') as BusClass
  return {
    carrier: cls,
    carrierName: (lang) => (cls ? className(cls, lang) : ''),
    carbon: tickets.flatMap((t) => {
      const a = busCityCentre(busStationByCode(t.from_station)?.cityCode ?? '')
      const b = busCityCentre(busStationByCode(t.to_station)?.cityCode ?? '')
      return a && b ? [{ mode: 'Coach' as const, km: greatCircleKm(a, b), passengers: 1 }] : []
    }),
  }
}
