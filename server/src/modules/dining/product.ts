/**
 * Company dining as a product of the order kernel ('Dining', orders D…, approval subject
 * DiningOrder, DiningSettings, the 'Hotel' view scope — a meal is part of the stay's expenses):
 * an order is a meal charged at a partner restaurant. What its row in the order list (and the
 * trips tab) says, what its approver reads, and what paying fulfils: the meal is eaten, so the
 * paid order is completed.
 */
import type { MessageLink } from '../../../../types/api/message'
import type { OrderStatus } from '../../../../types/api/order'
import { listItemsBy, type ProductDef } from '../../kernel/orders/products'
import { pick, type Texts } from '../../i18n'
import { chinaDateTime } from '../../lib/time'
import { moveOrder } from '../../kernel/orders/state'
import { dt } from './texts'

export const orderLink = (orderNo: string): MessageLink => ({ Path: '/dining/order', Params: { OrderNo: orderNo } })

export const DINING: ProductDef = {
  kind: 'Dining',
  orderPrefix: 'D',
  scope: 'Hotel',
  orderLink,
  listItems: listItemsBy(
    (db, ids) =>
      db
        .selectFrom('dining_meals as m')
        .innerJoin('dining_restaurants as r', 'r.id', 'm.restaurant_id')
        .select(['m.order_id', 'm.meal', 'm.eaten_at', 'm.reason', 'r.name_json'])
        .where('m.order_id', 'in', ids)
        .execute(),
    (o, meals, lang) => {
      const m = meals.find((x) => x.order_id === o.id)
      if (!m) return undefined
      const status = o.status as OrderStatus
      return {
        // The trips tab reads the day and time from the SubTitle.
        Title: pick(JSON.parse(m.name_json) as Texts, lang),
        SubTitle: `${dt(lang, `meal${m.meal}`)} · ${chinaDateTime(m.eaten_at)}`,
        Actions: { CanPay: status === 'Placed' && Boolean(m.reason), CanCancel: false, CanRefund: false, CanChange: false },
      }
    },
  ),
  // A meal holds nothing: an unpaid part cancelled gives nothing back to a restaurant.
  async release() {},
  async fulfil(trx, order, now, log) {
    await moveOrder(trx, order.id, 'Paid', 'Completed', now.toISOString())
    const m = await trx
      .selectFrom('dining_meals as m')
      .innerJoin('dining_restaurants as r', 'r.id', 'm.restaurant_id')
      .select('r.name_json')
      .where('m.order_id', '=', order.id)
      .executeTakeFirstOrThrow()
    await log('Completed', 'evDiningPaid', { restaurant: pick(JSON.parse(m.name_json) as Texts, 'zh-CN') })
    return 'Completed'
  },
  approval: {
    subject: 'DiningOrder',
    kindName: (lang) => dt(lang, 'subjectDiningOrder'),
    vetting: (s) => ({ Booking: s.DiningSettings.VettingSettings }),
    async facts(db, order) {
      const m = await db.selectFrom('dining_meals').selectAll().where('order_id', '=', order.id).executeTakeFirstOrThrow()
      return {
        legs: [{ from: m.city_code, to: m.city_code, label: `${m.meal} · ${m.day}` }],
        startDate: m.day,
        endDate: m.day,
        allInPolicy: order.personal_amount === 0,
        violations: [],
        reasons: m.reason ? [m.reason] : [],
      }
    },
    detail: async () => ({}),
    violationText: () => '',
  },
}
