/**
 * The administrator's test console (docs/disruptions.md#the-console): a company administrator
 * makes an operations event by hand — what the feed would say — and it is applied at once, to
 * every traveller booked on the service (an event is about a flight or a train, not a company).
 * The recent events are listed with how many travellers each touched.
 */
import type { AddOpsEventReq, AddOpsEventRes, OpsEvent, OpsEventKind, OpsEventListReq, OpsEventListRes } from '../../../../types/api/disruption'
import type { AuthedContext } from '../../http/context'
import type { Lang } from '../../i18n'
import { chinaDateTime } from '../../lib/time'
import { airportByCode } from '../../services/places/places'
import { assertPower } from '../../services/power'
import { deliverQueued } from '../../services/subscribe-messages/outbox'
import { kindName, placeName } from './describe'
import { applyEvent, recordEvent } from './events'
import { timetableOps } from './registry'
import type { OpsEventRow } from './tables'
import { disruptionInvalid, dt } from './texts'

/** What a timetable's services may have when it does not say. */
const DEFAULT_KINDS: readonly OpsEventKind[] = ['Delay', 'Cancellation', 'GateChange', 'TerminalChange', 'Diversion']

/** The field each kind needs, by its name in the reader's language. */
function required(req: AddOpsEventReq): 'dsFieldDelay' | 'dsFieldGate' | 'dsFieldTerminal' | 'dsFieldAirport' | null {
  if (req.Kind === 'Delay' && !req.DelayMinutes) return 'dsFieldDelay'
  if (req.Kind === 'GateChange' && !req.Gate) return 'dsFieldGate'
  if (req.Kind === 'TerminalChange' && !req.Terminal) return 'dsFieldTerminal'
  if (req.Kind === 'Diversion' && !req.DivertedTo) return 'dsFieldAirport'
  return null
}

function toEvent(e: OpsEventRow, lang: Lang): OpsEvent {
  const s = timetableOps(e.product)?.service(e.service_no, e.dep_date, lang) ?? null
  let NewDepartTime = ''
  let NewArriveTime = ''
  let ArriveDayOffset = 0
  if (s && e.kind === 'Delay') {
    const dep = new Date(s.departure.getTime() + e.delay_minutes * 60_000)
    const arr = new Date(s.arrival.getTime() + e.delay_minutes * 60_000)
    NewDepartTime = chinaDateTime(dep).slice(11)
    NewArriveTime = chinaDateTime(arr).slice(11)
    ArriveDayOffset = chinaDateTime(arr).slice(0, 10) > e.dep_date ? 1 : 0
  }
  return {
    Id: e.id,
    Product: e.product,
    ServiceNo: e.service_no,
    DepartDate: e.dep_date,
    Kind: e.kind as OpsEventKind,
    KindName: kindName(e.kind, lang),
    DelayMinutes: e.delay_minutes,
    NewDepartTime,
    NewArriveTime,
    ArriveDayOffset,
    Gate: e.gate,
    Terminal: e.terminal,
    DivertedTo: e.diverted_to,
    DivertedToName: e.diverted_to ? placeName(e.diverted_to, lang) : '',
    Source: e.source as OpsEvent['Source'],
    CreatedAt: chinaDateTime(e.created_at),
    Affected: e.affected,
  }
}

/** disruption/addEvent: checked, recorded, applied at once; the subscribe messages go out after. */
export async function addEvent(ctx: AuthedContext, req: AddOpsEventReq): Promise<AddOpsEventRes> {
  assertPower(await ctx.power(), 'ManagePermission.Enable')
  const lang = ctx.lang
  const ops = timetableOps(req.Product)
  if (!(ops?.kinds ?? DEFAULT_KINDS).includes(req.Kind)) throw disruptionInvalid('dsKindProduct', { kind: kindName(req.Kind, lang) })
  const missing = required(req)
  if (missing) throw disruptionInvalid('dsFieldRequired', { field: dt(lang, missing) })
  const no = req.ServiceNo.toUpperCase()
  const service = ops?.service(no, req.DepartDate, lang)
  if (!service) throw disruptionInvalid('dsServiceUnknown', { no, date: req.DepartDate })
  const divertedTo = req.DivertedTo?.toUpperCase()
  if (req.Kind === 'Diversion' && !airportByCode(divertedTo ?? '')) throw disruptionInvalid('dsAirportUnknown', { code: divertedTo ?? '' })
  const now = ctx.now()
  const event = await recordEvent(
    ctx.db,
    {
      product: req.Product,
      no,
      date: req.DepartDate,
      kind: req.Kind,
      delayMinutes: req.DelayMinutes,
      gate: req.Gate?.toUpperCase(),
      terminal: req.Terminal?.toUpperCase(),
      divertedTo,
      source: 'Console',
      by: { companyId: ctx.caller.companyId, personId: ctx.caller.personId },
    },
    now,
  )
  await applyEvent(ctx.db, event.id, now)
  await deliverQueued(ctx.db, now)
  const ours = await ctx.db
    .selectFrom('disruptions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('event_id', '=', event.id)
    .where('company_id', '=', ctx.caller.companyId)
    .executeTakeFirstOrThrow()
  return { Event: toEvent({ ...event, affected: Number(ours.n) }, lang) }
}

/**
 * disruption/events: the newest events this company's console made or that touched its
 * travellers, each with the company's travellers it touched (other companies' stay theirs).
 */
export async function listEvents(ctx: AuthedContext, req: OpsEventListReq): Promise<OpsEventListRes> {
  assertPower(await ctx.power(), 'ManagePermission.Enable')
  const companyId = ctx.caller.companyId
  const pageIndex = req.PageIndex ?? 1
  const pageSize = req.PageSize ?? 20
  const mine = ctx.db
    .selectFrom('ops_events as e')
    .where((eb) =>
      eb.or([
        eb('e.by_company_id', '=', companyId),
        eb.exists(eb.selectFrom('disruptions as d').select('d.id').whereRef('d.event_id', '=', 'e.id').where('d.company_id', '=', companyId)),
      ]),
    )
  const total = await mine.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
  const rows = await mine
    .selectAll('e')
    .select((eb) =>
      eb
        .selectFrom('disruptions as d')
        .select((c) => c.fn.countAll<number>().as('n'))
        .whereRef('d.event_id', '=', 'e.id')
        .where('d.company_id', '=', companyId)
        .as('ours'),
    )
    .orderBy('e.id', 'desc')
    .limit(pageSize)
    .offset((pageIndex - 1) * pageSize)
    .execute()
  return { Total: Number(total.n), Events: rows.map((e) => toEvent({ ...e, affected: Number(e.ours ?? 0) }, ctx.lang)) }
}
