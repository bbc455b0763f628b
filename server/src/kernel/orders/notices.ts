/**
 * Order notices: the order kernel's source of the message centre (services/messages/sources.ts).
 * They are derived from the orders of every product when a person reads the message centre (list
 * or counts), never pushed by the order code: the same orders and clock always give the same
 * messages, and the products need no hook. One notice per timeline entry (order_events) of an
 * order I booked or travel on, dated like the entry, leading to the order's details page of its
 * product; a per-person watermark keeps each look to the new entries. Every reader sees them.
 */
import type { Kysely } from 'kysely'
import type { OrderStatus } from '../../../../types/api/order'
import type { Database } from '../../db/schema'
import type { Lang } from '../../i18n'
import { defineTexts } from '../../lib/texts'
import { addMessages, type NewMessage } from '../../services/message-store'
import type { NoticeSource } from '../../services/messages/sources'
import { orderStatusName } from './labels'
import { productOf } from './products'
import { timelineText } from './texts'
import { equal } from '../../db/match'

const T = defineTexts({
  orderNoticeTitle: ['订单 {no}：{status}', '訂單 {no}：{status}', 'Order {no}: {status}', '予約 {no}：{status}'],
})

const SYNC_BATCH = 500

async function syncOrderNotices(db: Kysely<Database>, companyId: number, personId: number): Promise<void> {
  const mark = await db
    .selectFrom('message_sync')
    .select('last_event_id')
    .where((eb) => equal(eb, { company_id: companyId, person_id: personId }))
    .executeTakeFirst()
  const from = mark?.last_event_id ?? 0
  const events = await db
    .selectFrom('order_events as e')
    .innerJoin('orders as o', 'o.id', 'e.order_id')
    .select(['e.id', 'e.created_at', 'e.status', 'e.text_key', 'e.params_json', 'o.order_no', 'o.product'])
    .where('e.company_id', '=', companyId)
    .where('e.id', '>', from)
    .where((eb) =>
      eb.or([
        eb('o.booker_person_id', '=', personId),
        eb.exists(eb.selectFrom('order_passengers as p').select('p.id').whereRef('p.order_id', '=', 'o.id').where('p.person_id', '=', personId)),
      ]),
    )
    .orderBy('e.id')
    .limit(SYNC_BATCH)
    .execute()
  if (!events.length) return
  const messages: NewMessage[] = events.map((e) => ({
    companyId,
    personId,
    category: 'Order',
    kind: 'OrderNotice',
    textKey: 'orderNotice',
    params: { no: e.order_no, status: e.status, key: e.text_key, params: e.params_json },
    subjectNo: e.order_no,
    link: productOf(e.product).orderLink(e.order_no),
    dedupeKey: `ord:${e.id}`,
    at: e.created_at,
  }))
  await addMessages(db, messages)
  const last = events[events.length - 1].id
  await db
    .insertInto('message_sync')
    .values({ company_id: companyId, person_id: personId, last_event_id: last, updated_at: events[events.length - 1].created_at })
    .onConflict((oc) => oc.columns(['company_id', 'person_id']).doUpdateSet({ last_event_id: last }))
    .execute()
}

/** A stored order notice in the reader's language: the status in words and the timeline entry. */
function renderOrderNotice(p: Record<string, string | number>, lang: Lang): { title: string; content: string } {
  const status = orderStatusName(String(p.status) as OrderStatus, lang)
  let content: string
  try {
    content = timelineText(lang, String(p.key), String(p.params))
  } catch {
    // A timeline key this version does not know: the status still says what happened.
    content = status
  }
  return { title: T.text(lang, 'orderNoticeTitle', { no: String(p.no), status }), content }
}

export const ORDER_NOTICES: NoticeSource = {
  category: 'Order',
  kind: 'OrderNotice',
  sync: syncOrderNotices,
  render: renderOrderNotice,
}
