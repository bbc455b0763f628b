/**
 * Hotels as products of the order kernel, two of them from one definition: domestic ('Hotel',
 * orders H…, approval subject HotelOrder, HotelSettings) and abroad ('IntlHotel', orders I…,
 * IntlHotelOrder, IntlHotelSettings), both under the 'Hotel' booking and view scope. What an
 * order's row in the order list (and the trips tab) says, what its approver reads, what
 * cancelling gives back (rooms), what paying fulfils (the hotel's confirmation), where its
 * notices lead.
 */
import type { MessageLink } from '../../../../types/api/message'
import type { OrderActions, OrderStatus } from '../../../../types/api/order'
import type { HotelPolicyVerdict } from '../../../../types/api/hotel'
import { listItemsBy, type ProductDef } from '../../kernel/orders/products'
import { approvalHotelOrder, hotelApprovalFacts } from './approval-view'
import { label, nameIn, violationMessage } from './labels'
import type { HotelProduct } from './rank'
import { CHECK_IN_FROM } from './stay'
import { confirmStay, releaseStay, staysOf } from './stays'
import { ht } from './texts'
import { hotelReport } from './report'

/** The client's hotel order-details page (route hotelOrderDetails). */
export const orderLink = (orderNo: string): MessageLink => ({ Path: '/module/hotel/orderDetails', Params: { orderNo } })

/** Statuses a hotel order can be cancelled from (before its check-out day: order-detail.ts). */
export const CANCELLABLE: readonly OrderStatus[] = ['PendingApproval', 'Placed', 'Paid', 'Confirming', 'Confirmed']

export const statusActions = (status: OrderStatus): OrderActions => ({
  CanPay: status === 'Placed',
  CanCancel: CANCELLABLE.includes(status),
  CanRefund: false,
  CanChange: false,
})

/** Stays are cancelled, not refunded like a ticket: their words where the kernel's differ. */
const STATUS_NAMES: ProductDef['statusNames'] = {
  Refunding: ['取消中', '取消中', 'Cancelling', 'キャンセル処理中'],
  RefundSucceeded: ['已取消', '已取消', 'Cancelled', 'キャンセル済み'],
  RefundFailed: ['取消失败', '取消失敗', 'Cancellation Failed', 'キャンセル失敗'],
}

function hotelProductDef(kind: HotelProduct): ProductDef {
  const intl = kind === 'IntlHotel'
  return {
    kind,
    statusNames: STATUS_NAMES,
    orderPrefix: intl ? 'I' : 'H',
    scope: 'Hotel',
    orderLink,
    listItems: listItemsBy(staysOf, (o, stays, lang) => {
      const s = stays.get(o.id)
      const r = s?.row
      // The trips tab reads the stay's day and time from the SubTitle: rooms from 14:00 on the check-in day.
      return {
        Title: s?.hotel ? nameIn(s.hotel.names, lang) : r ? String(r.hotel_id) : '',
        SubTitle: r ? `${s?.room ? nameIn(s.room.names, lang) : r.room_code} · ${r.check_in} ${CHECK_IN_FROM} · ${label('nights', lang, { n: r.nights })}` : '',
        Actions: statusActions(o.status as OrderStatus),
      }
    }),
    release: releaseStay,
    report: hotelReport,
    fulfil: confirmStay,
    /** The nightly cap for every night and room, above what the stay cost; none for a stay paid at the hotel or without a cap. */
    async priceToBeat(db, order) {
      const stay = await db
        .selectFrom('hotel_stays')
        .select(['policy_json', 'prices_json', 'room_count', 'pay_kind'])
        .where('order_id', '=', order.id)
        .executeTakeFirst()
      if (!stay || stay.pay_kind === 'PayAtHotel') return null
      const cap = (JSON.parse(stay.policy_json) as HotelPolicyVerdict).PriceToBeat
      if (cap === null) return null
      const nights = JSON.parse(stay.prices_json) as { Price: number }[]
      // A dearer night than the cap saves nothing: only nights under it count.
      const saving = nights.reduce((s, n) => s + Math.max(0, cap - n.Price), 0) * stay.room_count
      return order.total + saving
    },
    approval: {
      subject: intl ? 'IntlHotelOrder' : 'HotelOrder',
      kindName: (lang) => ht(lang, intl ? 'subjectIntlHotelOrder' : 'subjectHotelOrder'),
      vetting: (s) => ({ Booking: (intl ? s.IntlHotelSettings : s.HotelSettings).VettingSettings }),
      facts: hotelApprovalFacts,
      detail: async (db, order, lang) => ({ HotelOrder: await approvalHotelOrder(db, order, lang) }),
      violationText: violationMessage,
    },
  }
}

export const HOTEL = hotelProductDef('Hotel')
export const INTL_HOTEL = hotelProductDef('IntlHotel')
export const productFor = (p: HotelProduct): ProductDef => (p === 'IntlHotel' ? INTL_HOTEL : HOTEL)
