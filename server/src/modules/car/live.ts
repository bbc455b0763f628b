/**
 * The ride live on H5: server-sent events of a car order's state. EventSource cannot send the
 * Token header, so the page first calls car/liveTicket (a normal call: signed in, the order one the
 * caller may see, else the usual refusal) for a short-lived ticket bound to the caller's session
 * and the order: `<userId>.<expires, s>.<HMAC keyed by the session's token hash>`. Nothing is
 * stored, any instance can check it, and signing out ends it. GET /api/car/live?OrderNo=&Ticket=
 * then sends an `state` event ({State, Status, Progress}) each time the ride moves — read from the
 * database, so whichever instance's dispatch moved it — and `end` once it is over. The
 * mini-program keeps asking the order again (docs/car.md).
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import { API_PREFIX } from '../../../../types/api'
import type { CarLiveTicketRes, RideState } from '../../../../types/api/car'
import type { AppDeps } from '../../deps'
import type { AuthedContext } from '../../http/context'
import { loadCarOrder } from './cancel'
import { progressOf } from './detail'
import type { RideRow } from './tables'

/** A ticket opens the stream within this many seconds of being issued. */
export const LIVE_TICKET_SECONDS = 60
export const LIVE_PATH = `${API_PREFIX}/car/live`
const ENDED: RideState[] = ['Completed', 'Cancelled']
const PING_MS = 15_000

const macOf = (tokenHash: string, userId: number, orderNo: string, exp: number) =>
  createHmac('sha256', tokenHash).update(`car-live|${userId}|${orderNo}|${exp}`).digest('base64url')

export async function liveTicket(ctx: AuthedContext, orderNo: string): Promise<CarLiveTicketRes> {
  await loadCarOrder(ctx, orderNo, 'view')
  const { userId, tokenHash } = ctx.caller
  const exp = Math.floor(ctx.now().getTime() / 1000) + LIVE_TICKET_SECONDS
  const ticket = `${userId}.${exp}.${macOf(tokenHash, userId, orderNo, exp)}`
  return { Url: `${LIVE_PATH}?OrderNo=${encodeURIComponent(orderNo)}&Ticket=${encodeURIComponent(ticket)}`, ExpiresAt: new Date(exp * 1000).toISOString() }
}

/** Whether `ticket` was issued for `orderNo` by a session of its user that is still signed in. */
async function ticketValid(deps: AppDeps, orderNo: string, ticket: string): Promise<boolean> {
  const [u, e, mac] = ticket.split('.')
  const userId = Number(u)
  const exp = Number(e)
  const now = deps.clock()
  if (!Number.isInteger(userId) || !Number.isInteger(exp) || !mac || exp * 1000 < now.getTime()) return false
  const sessions = await deps.db
    .selectFrom('sessions')
    .select('token_hash')
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .execute()
  const got = Buffer.from(mac)
  return sessions.some((s) => {
    const want = Buffer.from(macOf(s.token_hash, userId, orderNo, exp))
    return want.length === got.length && timingSafeEqual(want, got)
  })
}

type LiveRow = Pick<RideRow, 'order_id' | 'state' | 'assigned_at' | 'started_at' | 'minutes' | 'updated_at'> & { status: string }

const readRide = (deps: AppDeps, orderNo: string): Promise<LiveRow | undefined> =>
  deps.db
    .selectFrom('car_rides')
    .innerJoin('orders', 'orders.id', 'car_rides.order_id')
    .select([
      'car_rides.order_id',
      'car_rides.state',
      'car_rides.assigned_at',
      'car_rides.started_at',
      'car_rides.minutes',
      'car_rides.updated_at',
      'orders.status',
    ])
    .where('orders.order_no', '=', orderNo)
    .where('orders.product', '=', 'Car')
    .executeTakeFirst()

/** How often an open stream looks at its ride (CAR_LIVE_INTERVAL_MS, default 1 s). */
const intervalMs = () => Math.max(10, Number(process.env.CAR_LIVE_INTERVAL_MS) || 1000)

/** Adds GET /api/car/live to the app; open streams end when the app closes. */
export function registerLive(app: FastifyInstance, deps: AppDeps): void {
  const open = new Set<() => void>()
  app.addHook('preClose', async () => {
    for (const stop of [...open]) stop()
  })
  app.get(LIVE_PATH, { schema: { hide: true } }, async (request, reply) => {
    const q = request.query as { OrderNo?: string; Ticket?: string }
    const orderNo = String(q.OrderNo ?? '')
    if (!orderNo || !(await ticketValid(deps, orderNo, String(q.Ticket ?? '')))) return reply.code(403).type('text/plain; charset=utf-8').send('Forbidden')
    const first = await readRide(deps, orderNo)
    if (!first) return reply.code(404).type('text/plain; charset=utf-8').send('Not found')

    reply.hijack()
    const res: ServerResponse = reply.raw
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    })
    let seq = 0
    let last = ''
    let timer: NodeJS.Timeout | null = null
    let pinged = Date.now()
    const stop = () => {
      if (timer) clearTimeout(timer)
      timer = null
      open.delete(stop)
      if (!res.writableEnded) res.end()
    }
    open.add(stop)
    request.raw.on('close', stop)
    const send = (event: string, data: unknown) => res.write(`id: ${++seq}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
    const look = async (row: LiveRow | undefined) => {
      if (!open.has(stop)) return
      if (!row) return stop()
      const state = row.state as RideState
      // Progress in twentieths: the car moves on the sketch without an event a second.
      const progress = Math.round(progressOf(row, deps.clock()) * 20) / 20
      const now = JSON.stringify({ State: state, Status: row.status, Progress: progress, At: row.updated_at })
      if (now !== last) {
        last = now
        send('state', { State: state, Status: row.status, Progress: progress })
      } else if (Date.now() - pinged > PING_MS) {
        pinged = Date.now()
        res.write(': ping\n\n')
      }
      if (ENDED.includes(state)) {
        send('end', { State: state })
        return stop()
      }
      timer = setTimeout(() => void readRide(deps, orderNo).then(look, stop), intervalMs())
    }
    res.write('retry: 3000\n\n')
    await look(first)
  })
}
