/** A bus order as the reports read it (docs/reports.md): its class, and each ticket's carbon between its cities (docs/carbon.md). */
import type { BusClass } from '../../../../types/api/bus-values'
import { greatCircleKm } from '../../../../types/api/carbon-values'
import type { ReportFacts } from '../../kernel/orders/products'
import type { OrderRow } from '../../kernel/orders/tables'
import type { Db } from '../../db/schema'
import { className } from './labels'
import { busStationByCode } from './stations'

/** City centres of the bus cities (degrees): a coach's distance is the great circle between them (docs/carbon.md). */
const CENTRES: Record<string, { lat: number; lon: number }> = {
  BJS: { lat: 39.904, lon: 116.407 },
  TSN: { lat: 39.134, lon: 117.2 },
  SHA: { lat: 31.23, lon: 121.474 },
  SZV: { lat: 31.299, lon: 120.585 },
  HGH: { lat: 30.274, lon: 120.155 },
  NKG: { lat: 32.06, lon: 118.797 },
  NGB: { lat: 29.868, lon: 121.544 },
  CAN: { lat: 23.129, lon: 113.264 },
  SZX: { lat: 22.543, lon: 114.058 },
  DGG: { lat: 23.021, lon: 113.752 },
}

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
      const a = CENTRES[busStationByCode(t.from_station)?.cityCode ?? '']
      const b = CENTRES[busStationByCode(t.to_station)?.cityCode ?? '']
      return a && b ? [{ mode: 'Coach' as const, km: greatCircleKm(a, b), passengers: 1 }] : []
    }),
  }
}
