/**
 * Order notices are derived from the orders of every product when a person reads the message
 * centre (list or counts), never pushed by the order code: the same orders and clock always give
 * the same messages, and the products need no hook. One notice per timeline entry (order_events)
 * of an order I booked or travel on, dated like the entry, leading to the order's details page of
 * its product; a per-person watermark keeps each look to the new entries. Products' own notices
 * (flight dynamics) come from their registered sources (sources.ts).
 */
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { productOf } from '../../kernel/orders/products'
import { addMessages, type NewMessage } from '../message-store'

const SYNC_BATCH = 500

export async function syncOrderNotices(db: Kysely<Database>, companyId: number, personId: number): Promise<void> {
  const mark = await db.selectFrom('message_sync').select('last_event_id').where('company_id', '=', companyId).where('person_id', '=', personId).executeTakeFirst()
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
