/** A car order as the reports read it (docs/reports.md): its car class, and the ride's road kilometres for its carbon (docs/carbon.md). */
import type { ReportFacts } from '../../kernel/orders/products'
import type { OrderRow } from '../../kernel/orders/tables'
import type { Db } from '../../db/schema'
import { ct, type CarTextKey } from './texts'

export async function carReport(db: Db, order: OrderRow): Promise<ReportFacts> {
  const r = await db.selectFrom('car_rides').select(['car_class', 'km']).where('order_id', '=', order.id).executeTakeFirst()
  const cls = r?.car_class ?? ''
  return {
    carrier: cls,
    carrierName: (lang) => (cls ? ct(lang, `carCls${cls}` as CarTextKey) : ''),
    carbon: r ? [{ mode: 'Road', roadKm: r.km }] : [],
  }
}
