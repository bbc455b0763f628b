/**
 * The assistant (docs/disruptions.md#the-assistant): a traveller's disruptions, the alternatives
 * that fit their standard, rebooking in two taps, keeping the booking, and the managers' list of
 * affected travellers (duty of care).
 *
 * Alternatives are asked of the disrupted product (its same carrier, free; other carriers) and of
 * every other product that can carry the traveller (trains under about 1,000 km), then "keep". A
 * choice's token is a digest of what it books; rebooking computes the alternatives again and books
 * only one that is still offered, so nothing but an offered choice can be booked. A same-carrier
 * alternative is an involuntary change of the ticket; another is a new booking, after which the
 * disrupted ticket is refunded in full; then what hangs on the trip follows the traveller.
 */
import { createHash } from 'node:crypto'
import { ALTERNATIVE_GROUPS } from '../../../../types/api/disruption'
import type {
  AffectedReq,
  AffectedRes,
  Alternative,
  Disruption,
  DisruptionDetailRes,
  DisruptionIdReq,
  DisruptionState,
  MyDisruptionsRes,
  RebookReq,
  RebookRes,
} from '../../../../types/api/disruption'
import { ErrorCode } from '../../../../types/api'
import type { Db } from '../../db/schema'
import { fail } from '../../errors'
import type { AuthedContext } from '../../http/context'
import type { Lang } from '../../i18n'
import { rowName } from '../../lib/names'
import { addDays, chinaDateTime, chinaDay } from '../../lib/time'
import { loadSetting } from '../../services/company'
import { hasPower } from '../../services/power'
import { loadOrder } from '../orders/access'
import { productOf } from '../orders/products'
import { adviceOf, departuresOf, serviceOf, stateName, titleOf } from './describe'
import { latestDelay } from './events'
import { alternativeSources, timetableOps, tripDependents, type DisruptedTrip, type NewArrival, type OfferedAlternative, type RebookOutcome } from './registry'
import type { DisruptionRow } from './tables'
import { disruptionError, disruptionInvalid, dt } from './texts'

export function toDisruption(row: DisruptionRow, lang: Lang): Disruption {
  const s = serviceOf(row, lang)
  const { scheduled, expected } = departuresOf(row, lang)
  return {
    Id: row.id,
    OrderNo: row.order_no,
    Product: row.product,
    ServiceNo: row.service_no,
    DepartDate: row.dep_date,
    Kind: row.kind as Disruption['Kind'],
    Title: titleOf(row, lang),
    // Once the traveller chose (kept or rebooked), there is nothing left to advise.
    Advice: row.state === 'Open' || row.state === 'Informed' ? adviceOf(row, lang) : '',
    Involuntary: row.involuntary === 1,
    State: row.state as DisruptionState,
    StateName: stateName(row.state, lang),
    ScheduledDeparture: scheduled,
    ExpectedDeparture: expected,
    FromName: s?.fromName ?? '',
    ToName: s?.toName ?? '',
    NewOrderNo: row.new_order_no,
    OrderLink: productOf(row.product).orderLink(row.order_no),
    CreatedAt: chinaDateTime(row.created_at),
  }
}

/** disruption/mine: my open disruptions and those of the last two days, newest first. */
export async function myDisruptions(ctx: AuthedContext): Promise<MyDisruptionsRes> {
  const since = new Date(ctx.now().getTime() - 2 * 86_400_000).toISOString()
  const rows = await ctx.db
    .selectFrom('disruptions')
    .selectAll()
    .where('company_id', '=', ctx.caller.companyId)
    .where('person_id', '=', ctx.caller.personId)
    .where((eb) => eb.or([eb('state', '=', 'Open'), eb('created_at', '>=', since)]))
    .where('dep_date', '>=', addDays(chinaDay(ctx.now()), -1))
    .orderBy('id', 'desc')
    .limit(20)
    .execute()
  return { Items: rows.map((r) => toDisruption(r, ctx.lang)) }
}

/** A disruption the caller may act on: their own, or one of an order they may manage. */
async function loadDisruption(ctx: AuthedContext, id: number): Promise<DisruptionRow> {
  const row = await ctx.db.selectFrom('disruptions').selectAll().where('company_id', '=', ctx.caller.companyId).where('id', '=', id).executeTakeFirst()
  if (!row) throw disruptionError(ErrorCode.NotFound, 'dsUnknown')
  if (row.person_id !== ctx.caller.personId) await loadOrder(ctx, row.order_no, 'manage')
  return row
}

async function tripOf(db: Db, row: DisruptionRow, lang: Lang): Promise<DisruptedTrip> {
  const service = serviceOf(row, lang)
  if (!service) throw disruptionInvalid('dsServiceUnknown', { no: row.service_no, date: row.dep_date })
  const gone = row.kind === 'Cancellation' || row.kind === 'Suspension'
  const delay = Math.max(row.delay_minutes, await latestDelay(db, row.product, row.service_no, row.dep_date))
  return {
    id: row.id,
    companyId: row.company_id,
    personId: row.person_id,
    orderId: row.order_id,
    orderNo: row.order_no,
    paid: row.paid,
    product: row.product,
    serviceNo: row.service_no,
    departDate: row.dep_date,
    kind: row.kind as DisruptedTrip['kind'],
    delayMinutes: delay,
    service,
    expectedDeparture: gone ? null : new Date(service.departure.getTime() + delay * 60_000),
  }
}

const tokenOf = (a: OfferedAlternative): string =>
  createHash('sha256')
    .update(JSON.stringify([a.Product, a.group, a.choice]))
    .digest('base64url')
    .slice(0, 32)

async function offered(ctx: AuthedContext, trip: DisruptedTrip): Promise<OfferedAlternative[]> {
  const own = (await timetableOps(trip.product)?.alternatives(ctx, trip)) ?? []
  const others = await Promise.all(alternativeSources().map((s) => s.alternatives(ctx, trip)))
  return [...own, ...others.flat()].sort((a, b) => ALTERNATIVE_GROUPS.indexOf(a.group) - ALTERNATIVE_GROUPS.indexOf(b.group))
}

const keepOf = (trip: DisruptedTrip, lang: Lang): Alternative => ({
  Token: 'keep',
  Group: 'Keep',
  Product: '',
  ServiceNo: trip.serviceNo,
  CarrierName: trip.service.carrierName,
  DepartDate: trip.departDate,
  DepartTime: trip.expectedDeparture ? chinaDateTime(trip.expectedDeparture).slice(11) : '',
  ArriveTime: '',
  ArriveDayOffset: 0,
  FromName: trip.service.fromName,
  ToName: trip.service.toName,
  ClassName: dt(lang, 'dsKeep'),
  Price: trip.paid,
  PriceDifference: 0,
  Free: true,
  InPolicy: true,
  PolicyNote: '',
  SeatsLeft: 0,
})

const skipsApproval = async (db: Db, companyId: number): Promise<boolean> => (await loadSetting(db, companyId)).CommonSettings.DisruptionSkipsApproval !== false

/** disruption/detail: the disruption and, while it is open and involuntary, its alternatives. */
export async function disruptionDetail(ctx: AuthedContext, req: DisruptionIdReq): Promise<DisruptionDetailRes> {
  const row = await loadDisruption(ctx, req.Id)
  const item = toDisruption(row, ctx.lang)
  const SkipsApproval = await skipsApproval(ctx.db, row.company_id)
  if (row.state !== 'Open' || !row.involuntary) return { Item: item, Alternatives: [], SkipsApproval }
  const trip = await tripOf(ctx.db, row, ctx.lang)
  const alternatives = (await offered(ctx, trip)).map(({ group, choice: _choice, ...a }, i, all) => ({ ...a, Group: group, Token: tokenOf(all[i]) }))
  return { Item: item, Alternatives: [...alternatives, keepOf(trip, ctx.lang)], SkipsApproval }
}

/** The traveller now arrives by `arrival`: what hangs on the trip follows, each dependent in one transaction. */
async function follow(ctx: AuthedContext, trip: DisruptedTrip, arrival: NewArrival): Promise<string[]> {
  const lines: string[] = []
  for (const d of tripDependents()) lines.push(...(await ctx.db.transaction().execute((trx) => d.follow(trx, trip, arrival, ctx.lang, ctx.now()))))
  return lines
}

async function settle(
  ctx: AuthedContext,
  row: DisruptionRow,
  state: DisruptionState,
  changes: { new_order_no?: string; rebook_request_id?: string; moved: string[] },
) {
  const res = await ctx.db
    .updateTable('disruptions')
    .set({
      state,
      new_order_no: changes.new_order_no ?? '',
      rebook_request_id: changes.rebook_request_id ?? null,
      moved_json: JSON.stringify(changes.moved),
      resolved_at: ctx.now().toISOString(),
    })
    .where('id', '=', row.id)
    .where('state', '=', 'Open')
    .executeTakeFirst()
  if (Number(res.numUpdatedRows) !== 1) throw disruptionInvalid('dsNotOpen', { state: stateName(state, ctx.lang) })
  return ctx.db.selectFrom('disruptions').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow()
}

/** disruption/keep: the traveller keeps the booking; what hangs on it follows the delayed service. */
export async function keepBooking(ctx: AuthedContext, req: DisruptionIdReq): Promise<{ Item: Disruption }> {
  const row = await loadDisruption(ctx, req.Id)
  if (row.state !== 'Open') throw disruptionInvalid('dsNotOpen', { state: stateName(row.state, ctx.lang) })
  const trip = await tripOf(ctx.db, row, ctx.lang)
  const moved = trip.expectedDeparture
    ? await follow(ctx, trip, {
        product: trip.product,
        no: trip.serviceNo,
        date: trip.departDate,
        at: new Date(trip.service.arrival.getTime() + trip.delayMinutes * 60_000),
        place: trip.service.arrivalPlace,
        cityCode: trip.service.toCity,
      })
    : []
  return { Item: toDisruption(await settle(ctx, row, 'Kept', { moved }), ctx.lang) }
}

/** What a rebooking came to: the order travelled now, and whether it waits for approval or for the traveller's payment. */
async function rebookAnswer(db: Db, row: DisruptionRow, lang: Lang): Promise<RebookRes> {
  const orderNo = row.new_order_no || row.order_no
  const order = await db
    .selectFrom('orders')
    .select(['status', 'personal_amount'])
    .where('company_id', '=', row.company_id)
    .where('order_no', '=', orderNo)
    .executeTakeFirst()
  return {
    Item: toDisruption(row, lang),
    OrderNo: orderNo,
    PendingApproval: order?.status === 'PendingApproval',
    NeedPayment: order?.status === 'Placed' && order.personal_amount > 0,
    Moved: JSON.parse(row.moved_json) as string[],
  }
}

/** disruption/rebook: the second tap. A replay of the same request answers what it did. */
export async function rebook(ctx: AuthedContext, req: RebookReq): Promise<RebookRes> {
  const row = await loadDisruption(ctx, req.Id)
  if (row.rebook_request_id === req.ClientRequestId) return rebookAnswer(ctx.db, row, ctx.lang)
  if (!row.involuntary) throw disruptionInvalid('dsNotInvoluntary')
  if (row.state !== 'Open') throw disruptionInvalid('dsNotOpen', { state: stateName(row.state, ctx.lang) })
  if (req.Token === 'keep') {
    const kept = await keepBooking(ctx, { Id: row.id })
    return { Item: kept.Item, OrderNo: row.order_no, PendingApproval: false, NeedPayment: false, Moved: [] }
  }
  const trip = await tripOf(ctx.db, row, ctx.lang)
  const choice = (await offered(ctx, trip)).find((a) => tokenOf(a) === req.Token)
  if (!choice) throw disruptionInvalid('dsTokenUnknown')
  const opts = { requestId: req.ClientRequestId, skipApproval: await skipsApproval(ctx.db, row.company_id), reasonText: dt(ctx.lang, 'dsRebookReason') }
  const ops = timetableOps(trip.product)!
  let outcome: RebookOutcome
  // The carrier's own rebooking (a free choice of the disrupted product) is a change of the ticket.
  if (choice.group === 'SameCarrier' || (choice.Free && choice.Product === trip.product)) outcome = await ops.changeInvoluntary(ctx, trip, choice.choice, opts)
  else {
    const source = choice.Product === trip.product ? ops : alternativeSources().find((s) => s.product === choice.Product)
    if (!source) throw disruptionInvalid('dsTokenUnknown')
    outcome = await source.book(ctx, trip, choice.choice, opts)
    // The new booking holds: the disrupted ticket goes back in full.
    await ctx.db.transaction().execute((trx) => ops.refundInFull(trx, trip, ctx.now()))
  }
  const moved = await follow(ctx, trip, outcome.arrival)
  const settled = await settle(ctx, row, 'Rebooked', { new_order_no: outcome.orderNo, rebook_request_id: req.ClientRequestId, moved })
  return rebookAnswer(ctx.db, settled, ctx.lang)
}

/** disruption/affected: the company's travellers touched by disruptions of recent and coming days (duty of care). */
export async function affectedTravellers(ctx: AuthedContext, req: AffectedReq): Promise<AffectedRes> {
  const power = await ctx.power()
  if (!hasPower(power, 'ManagePermission.Enable') && !hasPower(power, 'ManagePermission.Report')) throw fail.noPermission()
  const pageIndex = req.PageIndex ?? 1
  const pageSize = req.PageSize ?? 20
  const base = ctx.db
    .selectFrom('disruptions as d')
    .innerJoin('persons as p', 'p.id', 'd.person_id')
    .leftJoin('departments as dep', 'dep.id', 'p.department_id')
    .where('d.company_id', '=', ctx.caller.companyId)
    .where('d.dep_date', '>=', addDays(chinaDay(ctx.now()), -2))
  const counts = await base
    .select(['d.state', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('d.state')
    .execute()
  const n = (s: string) => Number(counts.find((c) => c.state === s)?.n ?? 0)
  const filtered = req.OpenOnly ? base.where('d.state', '=', 'Open') : base
  const rows = await filtered
    .selectAll('d')
    .select(['p.ch_name', 'p.last_name', 'p.first_name', 'dep.name as dep_name', 'dep.name_en as dep_name_en'])
    .orderBy((eb) => eb.case().when('d.state', '=', 'Open').then(0).else(1).end())
    .orderBy('d.id', 'desc')
    .limit(pageSize)
    .offset((pageIndex - 1) * pageSize)
    .execute()
  return {
    Total: counts.reduce((s, c) => s + Number(c.n), 0),
    Open: n('Open'),
    Rebooked: n('Rebooked'),
    Items: rows.map((r) => ({
      ...toDisruption(r, ctx.lang),
      PersonName: rowName(r),
      DepartmentName: (ctx.lang === 'en' && r.dep_name_en ? r.dep_name_en : r.dep_name) ?? '',
    })),
  }
}
