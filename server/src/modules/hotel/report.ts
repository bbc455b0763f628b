/** A stay as the reports read it (docs/reports.md): the hotel's group, and its room-nights' carbon in the hotel's country. */
import type { ReportFacts } from '../../kernel/orders/products'
import type { OrderRow } from '../../kernel/orders/tables'
import type { Db } from '../../db/schema'
import { GROUP_LIST, hotelById } from './catalog'
import { nameIn } from './labels'

export async function hotelReport(db: Db, order: OrderRow): Promise<ReportFacts> {
  const stay = await db.selectFrom('hotel_stays').select(['hotel_id', 'nights', 'room_count']).where('order_id', '=', order.id).executeTakeFirst()
  const hotel = stay ? hotelById(stay.hotel_id) : undefined
  const group = hotel ? GROUP_LIST.find((g) => g.code === hotel.brand.group) : undefined
  return {
    carrier: group?.code ?? hotel?.brand.group ?? '',
    carrierName: (lang) => (group ? nameIn(group.names, lang) : (hotel?.brand.group ?? '')),
    carbon: stay ? [{ mode: 'Stay', roomNights: stay.nights * stay.room_count, country: hotel?.city.country ?? 'CN' }] : [],
  }
}
