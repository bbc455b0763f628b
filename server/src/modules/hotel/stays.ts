/**
 * The stay of a hotel order (hotel_stays) as the module reads it, and what the order kernel asks
 * of the hotel product about it: giving its rooms back when the order is cancelled or its
 * approval fails, and confirming it once paid (Paid → Confirming → Confirmed, the hotel's
 * confirmation number in the timeline).
 */
import type { OrderStatus } from '../../../../types/api/order'
import type { Db, Trx } from '../../db/schema'
import type { Log } from '../../kernel/orders/products'
import { moveOrder } from '../../kernel/orders/state'
import type { OrderRow } from '../../kernel/orders/tables'
import { hash32 } from '../../lib/prng'
import { nightsOf, returnRooms } from './allotments'
import { hotelById, planOf, roomOf, type Hotel, type RatePlanDef, type RoomTypeDef } from './catalog'
import type { CancelCore } from './offers'
import { moneyText } from './pricing'
import type { StoredCard } from './guests'
import type { StoredMemberCard } from './membership'
import type { StayRow } from './tables'
import type { HotelPolicyVerdict } from '../../../../types/api/hotel'
import { equal } from '../../db/match'

export interface Stay {
  row: StayRow
  hotel: Hotel | undefined
  room: RoomTypeDef | undefined
  plan: RatePlanDef | undefined
  nights: { Date: string; Price: number; LocalPrice: number }[]
  rooms: { PassengerIds: number[]; ChildAges: number[] }[]
  cancel: CancelCore
  verdict: HotelPolicyVerdict
  memberCard: StoredMemberCard | null
  guarantee: StoredCard | null
  specialRequests: string[]
  cancellation: Cancellation | null
}

export interface Cancellation {
  Penalty: number
  Refund: number
  CompanyRefund: number
  PersonalRefund: number
  Reason: string
  At: string
}

export function readStay(row: StayRow): Stay {
  const hotel = hotelById(row.hotel_id)
  const room = hotel && roomOf(hotel, row.room_code)
  return {
    row,
    hotel,
    room,
    plan: room && planOf(room, row.plan_code),
    nights: JSON.parse(row.prices_json),
    rooms: JSON.parse(row.rooms_json),
    cancel: JSON.parse(row.cancel_json),
    verdict: JSON.parse(row.policy_json),
    memberCard: row.member_card_json ? JSON.parse(row.member_card_json) : null,
    guarantee: row.guarantee_json ? JSON.parse(row.guarantee_json) : null,
    specialRequests: JSON.parse(row.special_requests_json),
    cancellation: row.cancellation_json ? JSON.parse(row.cancellation_json) : null,
  }
}

export async function stayOf(db: Db, orderId: number): Promise<Stay> {
  return readStay(await db.selectFrom('hotel_stays').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow())
}

export async function staysOf(db: Db, orderIds: readonly number[]): Promise<Map<number, Stay>> {
  if (!orderIds.length) return new Map()
  const rows = await db
    .selectFrom('hotel_stays')
    .selectAll()
    .where('order_id', 'in', [...orderIds])
    .execute()
  return new Map(rows.map((r) => [r.order_id, readStay(r)]))
}

/** Gives the stay's rooms back once: a second release (a cancel racing an approval) finds it released. */
export async function releaseStay(trx: Trx, orderId: number, at: string): Promise<void> {
  const row = await trx
    .selectFrom('hotel_stays')
    .select(['id', 'hotel_id', 'room_code', 'check_in', 'nights', 'room_count'])
    .where('order_id', '=', orderId)
    .executeTakeFirst()
  if (!row) return
  const claimed = await trx
    .updateTable('hotel_stays')
    .set({ status: 'Released', updated_at: at })
    .where((eb) => equal(eb, { id: row.id, status: 'Held' }))
    .executeTakeFirst()
  if (Number(claimed.numUpdatedRows) !== 1) return
  await returnRooms(trx, row.hotel_id, row.room_code, nightsOf(row.check_in, row.nights), row.room_count, at)
}

/** The hotel's confirmation number: eight digits of the order, as a hotel system would give. */
export const confirmationNo = (orderNo: string): string => String(hash32(`confirm|${orderNo}`) % 100_000_000).padStart(8, '0')

/** After the cashier (order Paid): sent to the hotel, confirmed at once with its number. */
export async function confirmStay(trx: Trx, order: OrderRow, now: Date, log: Log): Promise<OrderStatus> {
  const at = now.toISOString()
  const row = await trx
    .selectFrom('hotel_stays')
    .select(['id', 'pay_kind', 'prices_json', 'room_count', 'currency'])
    .where('order_id', '=', order.id)
    .executeTakeFirstOrThrow()
  if (row.pay_kind === 'PayAtHotel') {
    // Paid at the hotel in its own currency.
    const local = (JSON.parse(row.prices_json) as { LocalPrice: number }[]).reduce((s, n) => s + n.LocalPrice, 0) * row.room_count
    await log('Paid', 'evHotelPayAtHotel', { amount: moneyText(local, row.currency) })
  }
  await moveOrder(trx, order.id, 'Paid', 'Confirming', at)
  await log('Confirming', 'evHotelConfirming', {})
  const no = confirmationNo(order.order_no)
  await trx.updateTable('hotel_stays').set({ confirmation_no: no, updated_at: at }).where('id', '=', row.id).execute()
  await moveOrder(trx, order.id, 'Confirming', 'Confirmed', at)
  await log('Confirmed', 'evHotelConfirmed', { no })
  return 'Confirmed'
}
