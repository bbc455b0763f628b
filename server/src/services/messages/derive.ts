/**
 * Order and flight notices are derived from the orders when a person reads the message centre
 * (list or counts), never pushed by the order code: the same orders and clock always give the
 * same messages, and the order domain needs no hook.
 *
 *   Order notices — one per timeline entry (order_events) of an order I booked or travel on,
 *     dated like the entry; a per-person watermark keeps each look to the new entries.
 *   Flight notices — one per flight I hold an issued ticket on, from 48 hours before its
 *     departure until 6 hours after arrival; the status is computed when read (flight-status.ts).
 */
import type { Kysely } from 'kysely'
import { inventory } from '../flight/inventory'
import { addDays, chinaDay, chinaInstant } from '../../lib/time'
import type { ApprovalDb } from '../approvals/tables'
import { addMessages, orderLink, type NewMessage } from './store'

const NOTICE_BEFORE_MS = 48 * 3600_000
const NOTICE_AFTER_MS = 6 * 3600_000
const SYNC_BATCH = 500

export async function syncOrderNotices(db: Kysely<ApprovalDb>, companyId: number, personId: number): Promise<void> {
  const mark = await db.selectFrom('message_sync').select('last_event_id').where('company_id', '=', companyId).where('person_id', '=', personId).executeTakeFirst()
  const from = mark?.last_event_id ?? 0
  const events = await db
    .selectFrom('order_events as e')
    .innerJoin('orders as o', 'o.id', 'e.order_id')
    .select(['e.id', 'e.created_at', 'e.status', 'e.text_key', 'e.params_json', 'o.order_no'])
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
    link: orderLink(e.order_no),
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

export async function syncFlightNotices(db: Kysely<ApprovalDb>, companyId: number, personId: number, now: Date): Promise<void> {
  const today = chinaDay(now)
  const from = addDays(today, -2)
  const to = addDays(today, 3)
  const tickets = await db
    .selectFrom('tickets as t')
    .innerJoin('order_passengers as p', 'p.id', 't.passenger_id')
    .innerJoin('orders as o', 'o.id', 't.order_id')
    .select(['t.flight_no', 't.route_key', 't.dep_date', 't.updated_at', 'o.order_no'])
    .where('t.company_id', '=', companyId)
    .where('p.person_id', '=', personId)
    .where('t.status', 'in', ['Issued', 'Changed'])
    .where('t.dep_date', '>=', from)
    .where('t.dep_date', '<=', to)
    .orderBy('t.dep_date')
    .orderBy('t.id')
    .execute()
  const messages: NewMessage[] = []
  for (const t of tickets) {
    const f = inventory().flight(t.flight_no, t.route_key)
    if (!f) continue
    const dep = chinaInstant(t.dep_date, f.depMin).getTime()
    const arr = chinaInstant(t.dep_date, f.arrMin).getTime()
    if (now.getTime() < dep - NOTICE_BEFORE_MS || now.getTime() > arr + NOTICE_AFTER_MS) continue
    const at = new Date(Math.max(dep - NOTICE_BEFORE_MS, new Date(t.updated_at).getTime())).toISOString()
    messages.push({
      companyId,
      personId,
      category: 'Flight',
      kind: 'FlightNotice',
      textKey: 'flightNotice',
      params: { flightNo: t.flight_no, route: t.route_key, date: t.dep_date },
      subjectNo: t.order_no,
      link: orderLink(t.order_no),
      dedupeKey: `flt:${t.flight_no}:${t.dep_date}`,
      at,
    })
  }
  await addMessages(db, messages)
}
