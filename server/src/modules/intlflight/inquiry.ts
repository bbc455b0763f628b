/**
 * The inquiry sheet (询价单, BusinessPermission.IntlFlight.InquirySheet): a traveller or booker
 * asks for a quote (legs, cabin, travellers, notes); the company's travel consultants (role
 * 'consultant') see it in their inbox and answer with one to five options, each an itinerary and
 * fare family per leg from the timetable with their price per passenger and a deadline; the asker
 * confirms one (orderConfirm) and it becomes an order like a searched booking (documents,
 * standard, reason, approval, the cashier), at the consultant's price.
 *
 * States: Asked → Answered (answered again: the options are replaced) → Ordered; Asked or
 * Answered → Expired once its ExpiresAt passes (the asker's ReplyBy, default the China midnight
 * before the first departure day; once answered, the latest option's deadline), → Cancelled by
 * the asker. Expiry is applied by every read of the company's sheets, in the database, so every
 * server instance agrees. Another company's sheet does not exist for the caller (1005); a sheet
 * is read by its asker and by the consultants.
 */
import type { InquiryAnswerReq, InquiryAskReq, InquiryConfirmReq, InquiryConfirmRes, InquiryListReq, InquiryListRes, InquiryOption, InquirySheet, InquirySheetNoReq, IntlLegInput, IntlPriceDetail } from '../../../../types/api/intlflight'
import type { InquiryState, IntlCabin } from '../../../../types/api/intlflight-values'
import { fail } from '../../errors'
import type { AuthedContext } from '../../http/context'
import { isUniqueViolation } from '../../db/errors'
import { submitAnswer } from '../../kernel/orders/create'
import { submitBooking } from '../../kernel/orders/submit'
import { addEvent } from '../../kernel/orders/state'
import { displayName } from '../../lib/names'
import { chinaDateTime, chinaDay, chinaInstant } from '../../lib/time'
import { assertPower } from '../../services/power'
import { prepareSelection, priceSelection, resolveSelections } from './booking'
import { parseKey } from './connections'
import { carriersOf, placesOf } from './places'
import { familyInfos, taxesOf } from './fares'
import { intlTravellers } from './policy'
import { itineraryItem, moneyFor, checkLegs, type ItineraryContext } from './search'
import { airportsOf } from './schedule'
import type { InquiryRow, StoredOption } from './tables'
import { intlError, invalid, it } from './texts'
import { ErrorCode } from '../../../../types/api'

const POWER = 'BusinessPermission.IntlFlight.InquirySheet' as const
/** order_no of a sheet being confirmed: 'claim:<user>:<request id>' until its order exists. */
const CLAIM = 'claim:'

const parseChina = (text: string): Date => chinaInstant(text.slice(0, 10), Number(text.slice(11, 13)) * 60 + Number(text.slice(14, 16)))

export async function isConsultant(ctx: AuthedContext): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .select('r.id')
    .where('ur.user_id', '=', ctx.caller.userId)
    .where('ur.company_id', '=', ctx.caller.companyId)
    .where('r.company_id', '=', ctx.caller.companyId)
    .where('r.code', '=', 'consultant')
    .executeTakeFirst()
  return Boolean(row)
}

async function requireConsultant(ctx: AuthedContext): Promise<void> {
  if (!(await isConsultant(ctx))) throw intlError(ErrorCode.NoPermission, 'ifNotConsultant')
}

/** Sheets past their time expire (state and time only; idempotent). */
export async function expireSheets(ctx: AuthedContext): Promise<void> {
  const at = ctx.now().toISOString()
  await ctx.db
    .updateTable('intlflight_inquiries')
    .set({ state: 'Expired', updated_at: at })
    .where('company_id', '=', ctx.caller.companyId)
    .where('state', 'in', ['Asked', 'Answered'])
    .where('expires_at', '<=', at)
    .execute()
}

const stateName = (s: InquiryState, lang: AuthedContext['lang']) => it(lang, `st${s}`)

async function sheetView(ctx: AuthedContext, row: InquiryRow, consultant: boolean): Promise<InquirySheet> {
  const lang = ctx.lang
  const legs = JSON.parse(row.legs_json) as IntlLegInput[]
  const ids = JSON.parse(row.passenger_ids_json) as number[]
  const people = ids.length ? await ctx.db.selectFrom('persons').select(['id', 'ch_name', 'last_name', 'first_name']).where('company_id', '=', row.company_id).where('id', 'in', ids).execute() : []
  const [asker, answerer] = await Promise.all([
    ctx.db.selectFrom('persons').select(['ch_name', 'last_name', 'first_name']).where('id', '=', row.asker_person_id).executeTakeFirst(),
    row.answered_by_user_id ? ctx.db.selectFrom('users').innerJoin('persons', 'persons.id', 'users.person_id').select(['persons.ch_name', 'persons.last_name', 'persons.first_name']).where('users.id', '=', row.answered_by_user_id).executeTakeFirst() : undefined,
  ])
  const name = (p?: { ch_name: string; last_name: string; first_name: string }) => (p ? displayName({ chName: p.ch_name, lastName: p.last_name, firstName: p.first_name }) : '')
  const state = row.state as InquiryState
  const now = ctx.now()
  const today = chinaDay(now)
  const travellers = await intlTravellers(ctx, ids.length ? ids : [row.asker_person_id]).catch(() => null)
  // A consultant's price is not held to the day's lowest fare.
  const c: ItineraryContext = { policies: travellers?.policies ?? [], today, lang, money: moneyFor(ctx, today), lowest: () => null }
  const options: InquiryOption[] = []
  for (const o of JSON.parse(row.options_json) as StoredOption[]) {
    const itins = o.Selections.map((s) => parseKey(s.ItineraryKey))
    if (itins.some((x) => !x)) continue
    const legsOut = await Promise.all(itins.map((x, i) => itineraryItem(x!, c, i + 1, undefined, [o.Selections[i].Family])))
    const verdict = travellers ? priceSelection({ legs: itins as never, families: o.Selections.map((s) => s.Family), tripEnd: '', firstDate: itins[0]![0].date }, travellers, today, lang, null).verdict : { InPolicy: true, Violations: [], PriceToBeat: null }
    options.push({
      OptionNo: o.OptionNo,
      Legs: legsOut,
      Families: o.Selections.map((s) => s.Family),
      PricePerPassenger: o.PricePerPassenger,
      Total: o.PricePerPassenger * row.traveller_count,
      Deadline: chinaDateTime(o.Deadline),
      Expired: Date.parse(o.Deadline) <= now.getTime(),
      Note: o.Note,
      Policy: verdict,
    })
  }
  const isAsker = row.asker_user_id === ctx.caller.userId
  const open = state === 'Asked' || state === 'Answered'
  return {
    SheetNo: row.sheet_no,
    State: state,
    StateName: stateName(state, lang),
    TripType: row.trip_type,
    Legs: legs.map((l) => ({ From: l.From, To: l.To, Date: l.Date })),
    Places: placesOf(options.flatMap((o) => o.Legs.flatMap((x) => x.Segments)), lang, legs.flatMap((l) => [...airportsOf(l.From), ...airportsOf(l.To)].map((a) => a.code))),
    Carriers: carriersOf(options.flatMap((o) => o.Legs.flatMap((x) => x.Segments)), lang),
    Families: familyInfos(options.flatMap((o) => o.Families), lang),
    Cabin: row.cabin as IntlCabin,
    Travellers: ids.map((id) => name(people.find((p) => p.id === id))).filter(Boolean),
    TravellerCount: row.traveller_count,
    Notes: row.notes,
    AskerName: name(asker),
    CreatedAt: chinaDateTime(row.created_at),
    ExpiresAt: chinaDateTime(row.expires_at),
    AnsweredBy: name(answerer),
    AnsweredAt: row.answered_at ? chinaDateTime(row.answered_at) : '',
    Reply: row.reply,
    Options: options,
    OrderNo: row.order_no.startsWith(CLAIM) ? '' : row.order_no,
    Actions: { CanAnswer: consultant && open, CanConfirm: isAsker && state === 'Answered', CanCancel: isAsker && open },
  }
}

/** A sheet of the caller's company the caller may read: its asker's, or any for a consultant. */
async function loadSheet(ctx: AuthedContext, sheetNo: string): Promise<{ row: InquiryRow; consultant: boolean }> {
  await expireSheets(ctx)
  const row = await ctx.db.selectFrom('intlflight_inquiries').selectAll().where('company_id', '=', ctx.caller.companyId).where('sheet_no', '=', sheetNo).executeTakeFirst()
  if (!row) throw invalidNotFound()
  const consultant = await isConsultant(ctx)
  if (row.asker_user_id !== ctx.caller.userId && !consultant) throw invalidNotFound()
  return { row, consultant }
}

const invalidNotFound = () => intlError(ErrorCode.NotFound, 'ifSheetUnknown')
const wrongState = (row: InquiryRow, lang: AuthedContext['lang']) => invalid('ifSheetState', { state: stateName(row.state as InquiryState, lang) })

export async function ask(ctx: AuthedContext, req: InquiryAskReq): Promise<InquirySheet> {
  assertPower(await ctx.power(), POWER)
  const { companyId, userId, personId } = ctx.caller
  const earlier = await ctx.db.selectFrom('intlflight_inquiries').selectAll().where('company_id', '=', companyId).where('asker_user_id', '=', userId).where('client_request_id', '=', req.ClientRequestId).executeTakeFirst()
  if (earlier) return sheetView(ctx, earlier, await isConsultant(ctx))
  const now = ctx.now()
  checkLegs(req.TripType, req.Legs, now, ctx.lang)
  await intlTravellers(ctx, req.PassengerIds)
  const expires = req.ReplyBy ? parseChina(req.ReplyBy) : chinaInstant(req.Legs[0].Date, 0)
  if (expires.getTime() <= now.getTime()) throw invalid('ifDeadlineInvalid')
  const at = now.toISOString()
  // Nobody named and nobody typed in: the asker travels.
  const passengerIds = req.PassengerIds.length || req.ExtraTravellers ? req.PassengerIds : [personId]
  const count = passengerIds.length + (req.ExtraTravellers ?? 0)
  try {
    const id = await ctx.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('intlflight_inquiries')
        .values({
          company_id: companyId,
          sheet_no: `TMP-${userId}-${req.ClientRequestId}`,
          client_request_id: req.ClientRequestId,
          asker_user_id: userId,
          asker_person_id: personId,
          state: 'Asked',
          trip_type: req.TripType,
          legs_json: JSON.stringify(req.Legs),
          cabin: req.Cabin,
          passenger_ids_json: JSON.stringify(passengerIds),
          traveller_count: count,
          notes: (req.Notes ?? '').trim(),
          reply: '',
          options_json: '[]',
          answered_by_user_id: null,
          answered_at: null,
          expires_at: expires.toISOString(),
          order_no: '',
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await trx.updateTable('intlflight_inquiries').set({ sheet_no: `Q${chinaDay(now).replace(/-/g, '')}${String(row.id).padStart(6, '0')}` }).where('id', '=', row.id).execute()
      return row.id
    })
    const row = await ctx.db.selectFrom('intlflight_inquiries').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    return sheetView(ctx, row, await isConsultant(ctx))
  } catch (e) {
    if (!isUniqueViolation(e)) throw e
    const won = await ctx.db.selectFrom('intlflight_inquiries').selectAll().where('company_id', '=', companyId).where('asker_user_id', '=', userId).where('client_request_id', '=', req.ClientRequestId).executeTakeFirstOrThrow()
    return sheetView(ctx, won, await isConsultant(ctx))
  }
}

async function listOf(ctx: AuthedContext, req: InquiryListReq, mine: boolean): Promise<InquiryListRes> {
  await expireSheets(ctx)
  const consultant = await isConsultant(ctx)
  let q = ctx.db.selectFrom('intlflight_inquiries').where('company_id', '=', ctx.caller.companyId)
  if (mine) q = q.where('asker_user_id', '=', ctx.caller.userId)
  const states = req.States?.length ? req.States : mine ? null : (['Asked', 'Answered'] as InquiryState[])
  if (states) q = q.where('state', 'in', states)
  const size = req.PageSize ?? 20
  const page = req.PageIndex ?? 1
  const [rows, total] = await Promise.all([
    q.selectAll().orderBy('id', 'desc').limit(size).offset((page - 1) * size).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { Sheets: await Promise.all(rows.map((r) => sheetView(ctx, r, consultant))), Total: Number(total.n) }
}

export async function orderList(ctx: AuthedContext, req: InquiryListReq): Promise<InquiryListRes> {
  assertPower(await ctx.power(), POWER)
  return listOf(ctx, req, true)
}

export async function inbox(ctx: AuthedContext, req: InquiryListReq): Promise<InquiryListRes> {
  await requireConsultant(ctx)
  return listOf(ctx, req, false)
}

export async function detail(ctx: AuthedContext, req: InquirySheetNoReq): Promise<InquirySheet> {
  const { row, consultant } = await loadSheet(ctx, req.SheetNo)
  return sheetView(ctx, row, consultant)
}

export async function answer(ctx: AuthedContext, req: InquiryAnswerReq): Promise<InquirySheet> {
  await requireConsultant(ctx)
  const { row } = await loadSheet(ctx, req.SheetNo)
  if (row.state !== 'Asked' && row.state !== 'Answered') throw wrongState(row, ctx.lang)
  const legs = JSON.parse(row.legs_json) as IntlLegInput[]
  const now = ctx.now()
  const options: StoredOption[] = req.Options.map((o, k) => {
    if (o.Selections.length !== legs.length) throw invalid('ifOptionRoute', { n: legs.length })
    const itins = o.Selections.map((s, i) => {
      const x = parseKey(s.ItineraryKey, legs[i].From, legs[i].To)
      if (!x || x[0].date !== legs[i].Date) throw invalid('ifOptionRoute', { n: i + 1 })
      return x
    })
    resolveSelections(row.trip_type, o.Selections, now)
    const deadline = parseChina(o.Deadline)
    if (deadline.getTime() <= now.getTime() || deadline.getTime() >= itins[0][0].depart) throw invalid('ifDeadlineInvalid')
    const taxes = itins.reduce((s, x) => s + taxesOf(x), 0)
    if (o.PricePerPassenger < taxes) throw invalid('ifPriceChanged')
    return { OptionNo: k + 1, Selections: o.Selections, PricePerPassenger: o.PricePerPassenger, Deadline: deadline.toISOString(), Note: (o.Note ?? '').trim() }
  })
  const at = now.toISOString()
  const expires = options.reduce((m, o) => (o.Deadline > m ? o.Deadline : m), options[0].Deadline)
  const res = await ctx.db
    .updateTable('intlflight_inquiries')
    .set({ state: 'Answered', options_json: JSON.stringify(options), reply: (req.Reply ?? '').trim(), answered_by_user_id: ctx.caller.userId, answered_at: at, expires_at: expires, updated_at: at })
    .where('id', '=', row.id)
    .where('state', 'in', ['Asked', 'Answered'])
    .executeTakeFirst()
  if (Number(res.numUpdatedRows) !== 1) throw wrongState(row, ctx.lang)
  return sheetView(ctx, await ctx.db.selectFrom('intlflight_inquiries').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow(), true)
}

export async function cancel(ctx: AuthedContext, req: InquirySheetNoReq): Promise<InquirySheet> {
  const { row, consultant } = await loadSheet(ctx, req.SheetNo)
  if (row.asker_user_id !== ctx.caller.userId) throw fail.noPermission()
  if (row.state === 'Cancelled') return sheetView(ctx, row, consultant)
  if (row.state !== 'Asked' && row.state !== 'Answered') throw wrongState(row, ctx.lang)
  const at = ctx.now().toISOString()
  await ctx.db.updateTable('intlflight_inquiries').set({ state: 'Cancelled', updated_at: at }).where('id', '=', row.id).where('state', 'in', ['Asked', 'Answered']).execute()
  return sheetView(ctx, await ctx.db.selectFrom('intlflight_inquiries').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow(), consultant)
}

export async function confirm(ctx: AuthedContext, req: InquiryConfirmReq): Promise<InquiryConfirmRes> {
  assertPower(await ctx.power(), POWER)
  const warnings: InquiryConfirmRes['Warnings'] = []
  let sheet: { id: number; no: string } | null = null
  let claim = ''
  // One order per sheet: the confirmation claims the sheet first (a second confirmation with
  // another request id finds it claimed; the same one goes on and the kernel answers its order).
  const prepare = async () => {
    const { row } = await loadSheet(ctx, req.SheetNo)
    if (row.asker_user_id !== ctx.caller.userId) throw fail.noPermission()
    if (row.state !== 'Answered') throw wrongState(row, ctx.lang)
    const option = (JSON.parse(row.options_json) as StoredOption[]).find((o) => o.OptionNo === req.OptionNo)
    if (!option) throw invalid('ifOptionUnknown', { n: req.OptionNo })
    if (Date.parse(option.Deadline) <= ctx.now().getTime()) throw invalid('ifOptionExpired')
    if (req.Passengers.length !== row.traveller_count) throw invalid('ifTravellerCount', { count: row.traveller_count })
    claim = `${CLAIM}${ctx.caller.userId}:${req.ClientRequestId}`
    const claimed = await ctx.db
      .updateTable('intlflight_inquiries')
      .set({ order_no: claim })
      .where('id', '=', row.id)
      .where('state', '=', 'Answered')
      .where((eb) => eb.or([eb('order_no', '=', ''), eb('order_no', '=', claim)]))
      .executeTakeFirst()
    if (Number(claimed.numUpdatedRows) !== 1) throw wrongState(row, ctx.lang)
    sheet = { id: row.id, no: row.sheet_no }
    const selection = { TripType: row.trip_type, Selections: option.Selections, Passengers: req.Passengers, PaymentType: req.PaymentType, sheetNo: row.sheet_no }
    return prepareSelection(ctx, selection, option.PricePerPassenger, option.PricePerPassenger, warnings)
  }
  let placed: Awaited<ReturnType<typeof submitBooking>>
  try {
    placed = await submitBooking(ctx, req, prepare)
  } catch (e) {
    const s = sheet as { id: number } | null
    if (s) await ctx.db.updateTable('intlflight_inquiries').set({ order_no: '' }).where('id', '=', s.id).where('order_no', '=', claim).execute()
    throw e
  }
  const s = sheet as { id: number; no: string } | null
  if (!s) return { ...submitAnswer<IntlPriceDetail>(placed.order, true), Warnings: [], SheetNo: req.SheetNo }
  const at = ctx.now().toISOString()
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('intlflight_inquiries').set({ state: 'Ordered', order_no: placed.order.order_no, updated_at: at }).where('id', '=', s.id).where('state', '=', 'Answered').execute()
    if (!placed.replayed) await addEvent(trx, placed.order, placed.order.status as never, 'evIntlFromSheet', { sheet: s.no }, at)
  })
  return { ...submitAnswer<IntlPriceDetail>(placed.order, placed.replayed), Warnings: warnings, SheetNo: s.no }
}
