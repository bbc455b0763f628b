/**
 * Operations events, recorded once and applied once (docs/disruptions.md#events): the same
 * observation from two instances or two sweeps is one row (its dedupe key), and the transaction
 * that claims an event's `applied_at` is the only one that tells its travellers — a disruption row
 * per order and traveller, a message in the message centre, a WeChat subscribe message queued.
 * A newer event of the same service settles what an older one left open.
 */
import { randomUUID } from 'node:crypto'
import { DISRUPTION_MESSAGES, type OpsEventKind } from '../../../../types/api/disruption'
import type { Db, Trx } from '../../db/schema'
import { addMessages } from '../../services/message-store'
import { queueSubscribeMessage } from '../../services/subscribe-messages/outbox'
import { chinaDateTime } from '../../lib/time'
import { adviceOf, titleOf } from './describe'
import { timetableOps, type Observation } from './registry'
import type { OpsEventRow } from './tables'

/** A delay over this many minutes is involuntary (SPEC; src/domain/constants.ts INVOLUNTARY_DELAY_MINUTES). */
export const INVOLUNTARY_DELAY_MINUTES = 30

export function isInvoluntary(kind: OpsEventKind, delayMinutes: number): boolean {
  if (kind === 'Cancellation' || kind === 'Suspension' || kind === 'Diversion') return true
  return kind === 'Delay' && delayMinutes > INVOLUNTARY_DELAY_MINUTES
}

export interface NewEvent extends Observation {
  product: string
  no: string
  date: string
  source: 'Feed' | 'Console'
  by?: { companyId: number; personId: number }
}

/** The key that makes one observation one event: a console's every submission is its own. */
function dedupeKey(e: NewEvent, now: Date): string {
  const what = [e.product, e.no, e.date, e.kind, e.delayMinutes ?? 0, e.gate ?? '', e.terminal ?? '', e.divertedTo ?? ''].join(':')
  return e.source === 'Feed' ? `feed:${what}` : `console:${e.by?.personId}:${now.toISOString()}:${randomUUID()}:${what}`
}

/** Records an event (a second recording of the same observation answers the first row). */
export async function recordEvent(db: Db, e: NewEvent, now: Date): Promise<OpsEventRow> {
  const key = dedupeKey(e, now)
  await db
    .insertInto('ops_events')
    .values({
      product: e.product,
      service_no: e.no,
      dep_date: e.date,
      kind: e.kind,
      delay_minutes: e.kind === 'Delay' ? (e.delayMinutes ?? 0) : 0,
      gate: e.gate ?? '',
      terminal: e.terminal ?? '',
      diverted_to: e.divertedTo ?? '',
      source: e.source,
      dedupe_key: key,
      by_company_id: e.by?.companyId ?? null,
      by_person_id: e.by?.personId ?? null,
      created_at: now.toISOString(),
      applied_at: null,
      affected: 0,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .execute()
  return db.selectFrom('ops_events').selectAll().where('dedupe_key', '=', key).executeTakeFirstOrThrow()
}

/** The message centre's and the subscribe channel's link of a disruption. */
export const assistantLink = (id: number) => ({ Path: '/disruption/assistant', Params: { Id: String(id) } })

async function tellTraveller(
  trx: Trx,
  event: OpsEventRow,
  b: { companyId: number; personId: number; orderId: number; orderNo: string; paid: number },
  at: string,
) {
  const involuntary = isInvoluntary(event.kind as OpsEventKind, event.delay_minutes)
  // What an older event of this service left open is settled by this one.
  await trx
    .updateTable('disruptions')
    .set({ state: 'Informed', resolved_at: at })
    .where('order_id', '=', b.orderId)
    .where('person_id', '=', b.personId)
    .where('product', '=', event.product)
    .where('service_no', '=', event.service_no)
    .where('dep_date', '=', event.dep_date)
    .where('state', '=', 'Open')
    .execute()
  const row = await trx
    .insertInto('disruptions')
    .values({
      company_id: b.companyId,
      person_id: b.personId,
      order_id: b.orderId,
      order_no: b.orderNo,
      product: event.product,
      service_no: event.service_no,
      dep_date: event.dep_date,
      event_id: event.id,
      kind: event.kind,
      delay_minutes: event.delay_minutes,
      gate: event.gate,
      terminal: event.terminal,
      diverted_to: event.diverted_to,
      involuntary: involuntary ? 1 : 0,
      state: involuntary ? 'Open' : 'Informed',
      paid: b.paid,
      new_order_no: '',
      rebook_request_id: null,
      moved_json: '[]',
      created_at: at,
      resolved_at: involuntary ? null : at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const link = assistantLink(row.id)
  await addMessages(trx, [
    {
      companyId: b.companyId,
      personId: b.personId,
      category: DISRUPTION_MESSAGES.category,
      kind: 'Disruption',
      textKey: 'disruption',
      params: {
        id: row.id,
        orderNo: b.orderNo,
        product: event.product,
        service_no: event.service_no,
        dep_date: event.dep_date,
        kind: event.kind,
        delay_minutes: event.delay_minutes,
        involuntary: involuntary ? 1 : 0,
        gate: event.gate,
        terminal: event.terminal,
        diverted_to: event.diverted_to,
      },
      subjectNo: b.orderNo,
      link,
      dedupeKey: `disruption:${row.id}`,
      at,
    },
  ])
  // WeChat's subscribe messages are read in Chinese: the template's fields.
  const facts = { ...event, involuntary: involuntary ? 1 : 0 }
  await queueSubscribeMessage(trx, {
    companyId: b.companyId,
    personId: b.personId,
    page: `${link.Path.slice(1)}?Id=${row.id}`,
    data: {
      thing1: titleOf(facts, 'zh-CN').slice(0, 20),
      thing2: adviceOf(facts, 'zh-CN').slice(0, 20),
      character_string3: b.orderNo,
      time4: chinaDateTime(at),
    },
    at,
  })
}

/**
 * Applies an event once: the transaction that sets its applied_at tells every traveller booked on
 * the service; another instance (or a second call) finds it applied and does nothing. Answers the
 * travellers told, or null when it was applied before.
 */
export async function applyEvent(db: Db, eventId: number, now: Date): Promise<number | null> {
  const at = now.toISOString()
  return db.transaction().execute(async (trx) => {
    const claimed = await trx.updateTable('ops_events').set({ applied_at: at }).where('id', '=', eventId).where('applied_at', 'is', null).executeTakeFirst()
    if (Number(claimed.numUpdatedRows) !== 1) return null
    const event = await trx.selectFrom('ops_events').selectAll().where('id', '=', eventId).executeTakeFirstOrThrow()
    const ops = timetableOps(event.product)
    const bookings = ops ? await ops.affected(trx, event.service_no, event.dep_date) : []
    for (const b of bookings) await tellTraveller(trx, event, b, at)
    await trx.updateTable('ops_events').set({ affected: bookings.length }).where('id', '=', eventId).execute()
    return bookings.length
  })
}

/** The latest delay recorded for a service (0 when none): what the expected departure is. */
export async function latestDelay(db: Db, product: string, no: string, date: string): Promise<number> {
  const row = await db
    .selectFrom('ops_events')
    .select('delay_minutes')
    .where('product', '=', product)
    .where('service_no', '=', no)
    .where('dep_date', '=', date)
    .where('kind', '=', 'Delay')
    .where('applied_at', 'is not', null)
    .orderBy('id', 'desc')
    .executeTakeFirst()
  return row?.delay_minutes ?? 0
}

/** What the recorded events say of a service now: for the products' own status lines (a flight notice). */
export interface ServiceOperations {
  /** The latest delay recorded (0 when none). */
  delayMinutes: number
  cancelled: boolean
  divertedTo: string
  gate: string
  terminal: string
}

/** The operations recorded for services, keyed 'no|date' (services without any are absent). */
export async function operationsOf(db: Db, product: string, services: readonly { no: string; date: string }[]): Promise<Map<string, ServiceOperations>> {
  const out = new Map<string, ServiceOperations>()
  if (!services.length) return out
  const rows = await db
    .selectFrom('ops_events')
    .selectAll()
    .where('product', '=', product)
    .where('service_no', 'in', [...new Set(services.map((s) => s.no))])
    .where('dep_date', 'in', [...new Set(services.map((s) => s.date))])
    .where('applied_at', 'is not', null)
    .orderBy('id')
    .execute()
  for (const e of rows) {
    const key = `${e.service_no}|${e.dep_date}`
    const o = out.get(key) ?? { delayMinutes: 0, cancelled: false, divertedTo: '', gate: '', terminal: '' }
    if (e.kind === 'Delay') o.delayMinutes = e.delay_minutes
    if (e.kind === 'Cancellation' || e.kind === 'Suspension') o.cancelled = true
    if (e.kind === 'Diversion') o.divertedTo = e.diverted_to
    if (e.kind === 'GateChange') o.gate = e.gate
    if (e.kind === 'TerminalChange') o.terminal = e.terminal
    out.set(key, o)
  }
  return out
}
