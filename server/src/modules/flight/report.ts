/**
 * A flight order as the reports read it (docs/reports.md): its airline, and each segment's carbon
 * per passenger over the great circle between the flight's airports (its route key names cities;
 * a flight no longer in the timetable falls back to the cities' first airports).
 */
import type { ReportFacts } from '../../kernel/orders/products'
import type { OrderRow } from '../../kernel/orders/tables'
import type { Db } from '../../db/schema'
import { greatCircleKm } from '../../../../types/api/carbon-values'
import { airportByCode, localName } from '../../services/places/places'
import { inventory } from './inventory'
import { CARRIERS } from './data/carriers'

export async function flightReport(db: Db, order: OrderRow): Promise<ReportFacts> {
  const [segments, pax] = await Promise.all([
    db.selectFrom('order_segments').select(['flight_no', 'route_key', 'cabin_class']).where('order_id', '=', order.id).orderBy('segment_index').execute(),
    db
      .selectFrom('order_passengers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow(),
  ])
  const code = segments[0]?.flight_no.slice(0, 2) ?? ''
  const c = CARRIERS.find((x) => x.code === code)
  return {
    carrier: code,
    carrierName: (lang) => (c ? localName({ CN: c.cn, EN: c.en, JP: c.jp }, lang) : code),
    carbon: segments.flatMap((s) => {
      const f = inventory().flight(s.flight_no, s.route_key)
      const [a, b] = f ? [f.depAirport, f.arrAirport] : s.route_key.split('-').map((x) => airportByCode(x))
      return a && b ? [{ mode: 'Air' as const, km: greatCircleKm(a, b), cabin: s.cabin_class, passengers: Number(pax.n) }] : []
    }),
  }
}
