/**
 * Voluntary and involuntary changes (改签) of one leg of an international order
 * (intlflight/changeQuote, intlflight/applyChange, and changeIntlLeg for callers without a
 * request, such as a disruption assistant). The change is a record of the order kernel
 * (kernel/orders/records.ts: one per client request id); its completion, approval outcome and
 * views are change-complete.ts.
 *
 * Every issued traveller of the order changes together (their e-tickets share the order's
 * flights). The leg must not have left, and its fare family must allow changes (FARE_RULES
 * ChangeFee null refuses, in the reader's words). The options are the itineraries of the leg's
 * cities on the new date that leave after the sale closes and after the previous leg lands, and land
 * before the next leg leaves (LEG_GAP_MINUTES each side), with the fares of the same cabin or
 * higher that have seats for every traveller. Per traveller: the change fee is the family's
 * ChangeFee (at most the leg's fare), the difference is the new leg's fare and taxes minus what the
 * leg cost (never negative: a cheaper fare gives nothing back). Involuntary: no fee, no difference,
 * no approval, and any family may move.
 *
 * Applying takes the new seats at once; approval when IntlFlightSettings.ChangeSettings ask for
 * it; the traveller's share at the cashier when the order was personal or mixed (company-paid:
 * the company pays); otherwise completed at once. The Total the screen showed must still be the
 * total (316 otherwise); a reason in words as ChangeSettings.ChangeReasonSettings ask.
 */
import type { IntlApplyChangeReq, IntlApplyChangeRes, IntlChangeOption, IntlChangeQuoteReq, IntlChangeQuoteRes } from '../../../../types/api/intlflight'
import { FARE_FAMILIES, FARE_RULES, INTL_SALE_DAYS, LEG_GAP_MINUTES, type FareFamily } from '../../../../types/api/intlflight-values'
import type { OrderStatus } from '../../../../types/api/order'
import type { Db } from '../../db/schema'
import type { AuthedContext } from '../../http/context'
import type { Lang } from '../../i18n'
import { submitAfterSale } from '../../kernel/orders/after-sale-approval'
import { afterSaleNeedsApproval } from '../../kernel/orders/approval'
import { givenReason } from '../../kernel/orders/reasons'
import { orderStatusName } from '../../kernel/orders/labels'
import type { Log } from '../../kernel/orders/products'
import { changeByRequest, insertChange, oncePerRequest } from '../../kernel/orders/records'
import { addEvent } from '../../kernel/orders/state'
import type { ChangeRow, OrderRow } from '../../kernel/orders/tables'
import { statusChanged } from '../../kernel/orders/texts'
import { moveTickets } from '../../kernel/orders/ticket-status'
import { yuan } from '../../lib/money'
import { addDays, chinaDay, isRealDate } from '../../lib/time'
import { loadSetting } from '../../services/company'
import { assertPower } from '../../services/power'
import { loadIntlOrder } from './after-sale'
import { completeIntlChange, keyText, legPaid, type IntlChangePlan } from './change-complete'
import { keyOf, searchLeg, type Itin } from './connections'
import { familyInfos, familyName, fareOf } from './fares'
import { seatKey, seatsLeft, takeSeats, type SeatNeed } from './inventory'
import { carriersOf, placesOf } from './places'
import { FLIGHT_BY_NO } from './schedule'
import { layoversOf, SALE_CLOSES_MS, segmentItem } from './search'
import type { IntlOrderDoc, IntlSegmentRow, IntlTicketRow } from './tables'
import { invalid, offerExpired } from './texts'
import type { TextCurrency } from '../../lib/money'
import { textCurrencyOf } from '../../services/money/rates'

/** What a change runs with: the database, the clock, the reader's language, who asks (null: the system). */
export interface ChangeRun {
  db: Db
  now: Date
  lang: Lang
  requester: { userId: number; personId: number } | null
  /** The currency the fare families' fees are quoted in (the caller's display currency; CNY without a caller's screen). */
  cur?: TextCurrency
}
export interface ChangeOptions {
  /** The airline moved the flight: no fee, no difference, no approval, any family. */
  involuntary: boolean
}
/** The leg to move and where to: an itinerary of the leg's route and a fare family. */
export interface LegChoice {
  requestId: string
  legNo: number
  /** The travellers' tickets; null: every issued one (they must all change together). */
  ticketIds: readonly number[] | null
  itineraryKey: string
  family: FareFamily
  /** The order's total the screen showed (316 when it moved); null: no screen. */
  shownTotal: number | null
  reason: string
}

export const runOf = (ctx: AuthedContext): ChangeRun => ({ db: ctx.db, now: ctx.now(), lang: ctx.lang, requester: ctx.caller })

const SETTLED: readonly string[] = ['TicketIssued', 'ChangeSucceeded']
const CABIN_RANK = { Economy: 0, Business: 1 } as const
const rankOf = (f: FareFamily) => CABIN_RANK[FARE_RULES[f].Cabin]

interface Base {
  tickets: IntlTicketRow[]
  leg: IntlSegmentRow[]
  family: FareFamily
  oldKey: string
  paid: { base: number; total: number }
  /** Per traveller. */
  fee: number
  from: string
  to: string
  /** The new leg leaves after `after` and lands by `before` (ms). */
  after: number
  before: number
}

async function changeBase(run: ChangeRun, order: OrderRow, legNo: number, ticketIds: readonly number[] | null, opts: ChangeOptions): Promise<Base> {
  if (!SETTLED.includes(order.status)) throw statusChanged()
  const [all, segs, changes] = await Promise.all([
    run.db.selectFrom('intlflight_tickets').selectAll().where('order_id', '=', order.id).orderBy('id').execute(),
    run.db.selectFrom('intlflight_segments').selectAll().where('order_id', '=', order.id).orderBy('leg_no').orderBy('seg_no').execute(),
    run.db.selectFrom('changes').selectAll().where('order_id', '=', order.id).where('status', '=', 'ChangeSucceeded').orderBy('id').execute(),
  ])
  const tickets = all.filter((t) => t.status === 'Issued')
  // A change waiting (its tickets Changing) or nothing issued: the order moved on.
  if (!tickets.length || all.some((t) => t.status === 'Changing')) throw statusChanged()
  if (ticketIds && (new Set(ticketIds).size !== tickets.length || !tickets.every((t) => ticketIds.includes(t.id)))) throw invalid('ifChangeAllTravellers')
  const leg = segs.filter((s) => s.leg_no === legNo)
  if (!leg.length) throw invalid('ifChangeLegUnknown', { n: legNo })
  const now = run.now.getTime()
  if (Date.parse(leg[0].depart_at) <= now) throw invalid('ifChangeDeparted')
  const family = leg[0].family as FareFamily
  const rule = FARE_RULES[family].ChangeFee
  if (rule === null && !opts.involuntary) throw invalid('ifChangeNotAllowed', { family: familyName(family, run.lang) })
  const paid = legPaid(JSON.parse(order.detail_json) as IntlOrderDoc, changes, legNo)
  const prev = segs.filter((s) => s.leg_no === legNo - 1).at(-1)
  const next = segs.find((s) => s.leg_no === legNo + 1)
  const gap = LEG_GAP_MINUTES * 60_000
  return {
    tickets,
    leg,
    family,
    oldKey: leg.map((s) => `${s.flight_no}@${s.dep_date}`).join('+'),
    paid,
    fee: opts.involuntary ? 0 : Math.min(rule ?? 0, paid.base),
    from: FLIGHT_BY_NO.get(leg[0].flight_no)?.from.city ?? '',
    to: FLIGHT_BY_NO.get(leg[leg.length - 1].flight_no)?.to.city ?? '',
    after: Math.max(now + SALE_CLOSES_MS, prev ? Date.parse(prev.arrive_at) + gap : 0),
    before: next ? Date.parse(next.depart_at) - gap : Number.POSITIVE_INFINITY,
  }
}

const needsOfItin = (itin: Itin, family: FareFamily): SeatNeed[] => itin.map((s) => ({ flightNo: s.def.no, date: s.date, cabin: FARE_RULES[family].Cabin }))

interface Offer {
  itin: Itin
  fares: { family: FareFamily; legTotal: number; seats: number; diff: number; perTraveller: number; total: number }[]
}

/** The itineraries and fares the leg may move to on `date`, priced for the order's travellers. */
async function offersOn(run: ChangeRun, b: Base, date: string, opts: ChangeOptions): Promise<Offer[]> {
  const today = chinaDay(run.now)
  if (!isRealDate(date) || date < today || date > addDays(today, INTL_SALE_DAYS)) throw invalid('ifDateWindow', { days: INTL_SALE_DAYS })
  const itins = searchLeg(b.from, b.to, date).filter((x) => x[0].depart > b.after && x[x.length - 1].arrive <= b.before && keyOf(x) !== b.oldKey)
  const families = FARE_FAMILIES.filter((f) => rankOf(f) >= rankOf(b.family))
  const left = await seatsLeft(
    run.db,
    itins.flatMap((x) => families.flatMap((f) => needsOfItin(x, f))),
  )
  const n = b.tickets.length
  return itins.flatMap((itin) => {
    const fares = families.flatMap((family) => {
      const seats = Math.min(...needsOfItin(itin, family).map((s) => left.get(seatKey(s)) ?? 0))
      if (seats < n) return []
      const legTotal = fareOf(itin, family, today).total
      const diff = opts.involuntary ? 0 : Math.max(0, legTotal - b.paid.total)
      return [{ family, legTotal, seats, diff, perTraveller: b.fee + diff, total: (b.fee + diff) * n }]
    })
    return fares.length ? [{ itin, fares }] : []
  })
}

/** The options of moving a leg of an order to another date (the changeQuote's core). */
export async function quoteIntlChange(
  run: ChangeRun,
  order: OrderRow,
  legNo: number,
  date: string,
  ticketIds: readonly number[] | null,
  opts: ChangeOptions,
): Promise<IntlChangeQuoteRes> {
  const b = await changeBase(run, order, legNo, ticketIds, opts)
  const offers = await offersOn(run, b, date, opts)
  const options: IntlChangeOption[] = offers.map((o) => ({
    Key: keyOf(o.itin),
    Segments: o.itin.map((s) => segmentItem(s, run.lang)),
    Layovers: layoversOf(o.itin, run.lang),
    Stops: o.itin.length - 1,
    TotalMinutes: Math.round((o.itin[o.itin.length - 1].arrive - o.itin[0].depart) / 60_000),
    Fares: o.fares.map((f) => ({
      Family: f.family,
      Cabin: FARE_RULES[f.family].Cabin,
      LegTotal: f.legTotal,
      Seats: Math.min(9, f.seats),
      ChangeFee: b.fee,
      FareDifference: f.diff,
      PerTraveller: f.perTraveller,
      Total: f.total,
    })),
  }))
  const segments = options.flatMap((o) => o.Segments)
  return {
    LegNo: legNo,
    Family: b.family,
    ChangeFee: b.fee,
    Travellers: b.tickets.length,
    Options: options,
    Places: placesOf(segments, run.lang),
    Carriers: carriersOf(segments, run.lang),
    Families: familyInfos([b.family, ...new Set(options.flatMap((o) => o.Fares.map((f) => f.Family)))], run.lang, run.cur),
  }
}

/**
 * Changes one leg of an order's travellers to a chosen itinerary and fare (applyChange's core,
 * callable without a request): once per request id (a replay answers the same change). Returns
 * the change as written (PendingApproval, Placed awaiting the traveller's share, or
 * ChangeSucceeded).
 */
export async function changeIntlLeg(run: ChangeRun, order: OrderRow, c: LegChoice, opts: ChangeOptions): Promise<ChangeRow> {
  return oncePerRequest(
    () => changeByRequest(run.db, order.id, c.requestId),
    () => applyOnce(run, order, c, opts),
    (earlier) => earlier,
  )
}

async function applyOnce(run: ChangeRun, order: OrderRow, c: LegChoice, opts: ChangeOptions): Promise<ChangeRow> {
  const b = await changeBase(run, order, c.legNo, c.ticketIds, opts)
  if (c.itineraryKey === b.oldKey) throw invalid('ifChangeSame')
  if (rankOf(c.family) < rankOf(b.family)) throw invalid('ifChangeCabinLower')
  const date = c.itineraryKey.split('@')[1]?.slice(0, 10) ?? ''
  const offer = (await offersOn(run, b, date, opts)).find((o) => keyOf(o.itin) === c.itineraryKey)
  if (!offer) throw offerExpired('ifChangeGone')
  const fare = offer.fares.find((f) => f.family === c.family)
  if (!fare) throw offerExpired('ifSoldOut')
  if (c.shownTotal !== null && fare.total !== c.shownTotal) throw statusChanged()
  const setting = (await loadSetting(run.db, order.company_id)).IntlFlightSettings.ChangeSettings
  // The company's change reason (its ChangeReasonSettings, in words), unless the airline moved the flight.
  const reason = opts.involuntary ? c.reason.trim() : givenReason(c.reason, setting.ChangeReasonSettings, () => invalid('ifChangeReasonRequired'))

  const db = run.db
  const now = run.now
  const at = now.toISOString()
  const companyPays = order.payment_type === 'Company'
  const plan: IntlChangePlan = {
    legNo: c.legNo,
    oldKey: b.oldKey,
    oldFamily: b.family,
    paid: {
      base: Math.max(b.paid.base, fare.legTotal - (b.paid.total - b.paid.base)),
      total: Math.max(b.paid.total, fare.legTotal),
    },
    tickets: b.tickets.map((t) => {
      const cost = b.fee + fare.diff
      return { ticketId: t.id, fee: b.fee, diff: fare.diff, company: companyPays ? cost : 0, personal: companyPays ? 0 : cost }
    }),
  }
  const company = plan.tickets.reduce((s, t) => s + t.company, 0)
  const personal = plan.tickets.reduce((s, t) => s + t.personal, 0)
  const vetting = !opts.involuntary && (await afterSaleNeedsApproval(db, order, 'IntlFlight', b.tickets, setting.VettingSettings))
  const status: OrderStatus = vetting ? 'PendingApproval' : personal > 0 ? 'Placed' : 'Changing'
  const to = keyText(c.itineraryKey)
  return db.transaction().execute(async (trx) => {
    await moveTickets(trx, 'intlflight_tickets', b.tickets, 'Issued', 'Changing', at)
    if (!(await takeSeats(trx, needsOfItin(offer.itin, c.family), b.tickets.length, at))) throw offerExpired('ifSoldOut')
    const change = await insertChange(
      trx,
      order,
      {
        client_request_id: c.requestId,
        status,
        ticket_ids_json: JSON.stringify(b.tickets.map((t) => t.id)),
        ticket_costs_json: JSON.stringify(plan),
        reason,
        old_service_no: b.leg.map((s) => s.flight_no).join('/'),
        new_service_no: offer.itin.map((s) => s.def.no).join('/'),
        new_route_key: c.itineraryKey,
        new_dep_date: offer.itin[0].date,
        new_cabin_code: c.family,
        new_fare: fare.legTotal,
        change_fee: b.fee * b.tickets.length,
        price_difference: fare.diff * b.tickets.length,
        company_amount: company,
        personal_amount: personal,
      },
      at,
    )
    const log: Log = (s, k, p) => addEvent(trx, order, s, k, p, at)
    await log(order.status as OrderStatus, 'evIntlChangeApplied', { from: keyText(b.oldKey), to })
    if (status === 'Changing') await completeIntlChange(trx, order, change, now, log)
    else if (status === 'PendingApproval')
      await submitAfterSale(trx, 'change', order, change.id, run.requester ?? { userId: order.booker_user_id, personId: order.booker_person_id }, now)
    else await log(order.status as OrderStatus, 'evIntlChangeAwaitPayment', { amount: yuan(personal) })
    return trx.selectFrom('changes').selectAll().where('id', '=', change.id).executeTakeFirstOrThrow()
  })
}

// ---------------------------------------------------------------------------------------------
// The calls

export async function changeQuote(ctx: AuthedContext, req: IntlChangeQuoteReq): Promise<IntlChangeQuoteRes> {
  const { order } = await loadIntlOrder(ctx, req.OrderNo, 'manage')
  return quoteIntlChange({ ...runOf(ctx), cur: await textCurrencyOf(ctx) }, order, req.LegNo, req.NewDate, req.TicketIds ?? null, { involuntary: false })
}

export async function applyChange(ctx: AuthedContext, req: IntlApplyChangeReq): Promise<IntlApplyChangeRes> {
  const { order } = await loadIntlOrder(ctx, req.OrderNo, 'manage')
  assertPower(await ctx.power(), 'MyPermission.Orders.IntlFlight.Enable')
  const change = await changeIntlLeg(
    runOf(ctx),
    order,
    {
      requestId: req.ClientRequestId,
      legNo: req.LegNo,
      ticketIds: req.TicketIds ?? null,
      itineraryKey: req.ItineraryKey,
      family: req.Family,
      shownTotal: req.Total,
      reason: req.Reason ?? '',
    },
    { involuntary: false },
  )
  const status = change.status as OrderStatus
  return {
    OrderNo: order.order_no,
    ChangeNo: change.change_no,
    Status: status,
    StatusName: orderStatusName(status, ctx.lang),
    CompanyAmount: change.company_amount,
    PersonalAmount: change.personal_amount,
    NeedPayment: status === 'Placed',
    NeedApproval: status === 'PendingApproval',
  }
}
