/** An international flight order as the reports read it (docs/reports.md): its first airline, and each segment's carbon per passenger. */
import type { ReportFacts } from '../../kernel/orders/products'
import type { OrderRow } from '../../kernel/orders/tables'
import type { Db } from '../../db/schema'
import { greatCircleKm } from '../../../../types/api/carbon-values'
import { FLIGHT_BY_NO } from './schedule'

export async function intlFlightReport(db: Db, order: OrderRow): Promise<ReportFacts> {
  const [segments, pax] = await Promise.all([
    db.selectFrom('intlflight_segments').select(['flight_no', 'cabin']).where('order_id', '=', order.id).orderBy('leg_no').orderBy('seg_no').execute(),
    db
      .selectFrom('order_passengers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow(),
  ])
  const code = segments[0]?.flight_no.slice(0, 2) ?? ''
  return {
    carrier: code,
    carrierName: () => code,
    carbon: segments.flatMap((s) => {
      const f = FLIGHT_BY_NO.get(s.flight_no)
      return f ? [{ mode: 'Air' as const, km: greatCircleKm(f.from, f.to), cabin: s.cabin, passengers: Number(pax.n) }] : []
    }),
  }
}
