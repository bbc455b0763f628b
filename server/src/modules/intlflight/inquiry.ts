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
import type {
  InquiryAnswerReq,
  InquiryAskReq,
  InquiryConfirmReq,
  InquiryConfirmRes,
  InquiryListReq,
  InquiryListRes,
  InquirySheet,
  InquirySheetNoReq,
  IntlLegInput,
  IntlPriceDetail,
} from '../../../../types/api/intlflight'
import type { InquiryState } from '../../../../types/api/intlflight-values'
import { fail } from '../../errors'
import type { AuthedContext } from '../../http/context'
import { isUniqueViolation } from '../../db/errors'
import { submitAnswer } from '../../kernel/orders/create'
import { submitBooking } from '../../kernel/orders/submit'
import { addEvent } from '../../kernel/orders/state'
import { chinaInstant, dailyNo } from '../../lib/time'
import { assertPower } from '../../services/power'
import { prepareSelection, resolveSelections } from './booking'
import { parseKey } from './connections'
import { taxesOf } from './fares'
import { intlTravellers } from './policy'
import { checkLegs } from './search'
import type { StoredOption } from './tables'
import { CLAIM, expireSheets, isConsultant, loadSheet, parseChina, POWER, requireConsultant, sheetView, wrongState } from './inquiry-sheet'
import { invalid } from './texts'
import { equal } from '../../db/match'
import { readPage } from '../../db/page'

/** Who is a consultant and the sheets' expiry are asked by the routes too. */
export { expireSheets, isConsultant }

export async function ask(ctx: AuthedContext, req: InquiryAskReq): Promise<InquirySheet> {
  assertPower(await ctx.power(), POWER)
  const { companyId, userId, personId } = ctx.caller
  const earlier = await ctx.db
    .selectFrom('intlflight_inquiries')
    .selectAll()
    .where((eb) => equal(eb, { company_id: companyId, asker_user_id: userId, client_request_id: req.ClientRequestId }))
    .executeTakeFirst()
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
      await trx
        .updateTable('intlflight_inquiries')
        .set({ sheet_no: dailyNo('Q', now, row.id) })
        .where('id', '=', row.id)
        .execute()
      return row.id
    })
    const row = await ctx.db.selectFrom('intlflight_inquiries').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    return sheetView(ctx, row, await isConsultant(ctx))
  } catch (e) {
    if (!isUniqueViolation(e)) throw e
    const won = await ctx.db
      .selectFrom('intlflight_inquiries')
      .selectAll()
      .where((eb) => equal(eb, { company_id: companyId, asker_user_id: userId, client_request_id: req.ClientRequestId }))
      .executeTakeFirstOrThrow()
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
  const { total, rows } = await readPage(q, q.selectAll().orderBy('id', 'desc'), { index: page, size })
  return { Sheets: await Promise.all(rows.map((r) => sheetView(ctx, r, consultant))), Total: total }
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
    .set({
      state: 'Answered',
      options_json: JSON.stringify(options),
      reply: (req.Reply ?? '').trim(),
      answered_by_user_id: ctx.caller.userId,
      answered_at: at,
      expires_at: expires,
      updated_at: at,
    })
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
  await ctx.db
    .updateTable('intlflight_inquiries')
    .set({ state: 'Cancelled', updated_at: at })
    .where('id', '=', row.id)
    .where('state', 'in', ['Asked', 'Answered'])
    .execute()
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
      .where((eb) => equal(eb, { id: row.id, state: 'Answered' }))
      .where((eb) => eb.or([eb('order_no', '=', ''), eb('order_no', '=', claim)]))
      .executeTakeFirst()
    if (Number(claimed.numUpdatedRows) !== 1) throw wrongState(row, ctx.lang)
    sheet = { id: row.id, no: row.sheet_no }
    const selection = {
      TripType: row.trip_type,
      Selections: option.Selections,
      Passengers: req.Passengers,
      PaymentType: req.PaymentType,
      sheetNo: row.sheet_no,
    }
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
    await trx
      .updateTable('intlflight_inquiries')
      .set({ state: 'Ordered', order_no: placed.order.order_no, updated_at: at })
      .where((eb) => equal(eb, { id: s.id, state: 'Answered' }))
      .execute()
    if (!placed.replayed) await addEvent(trx, placed.order, placed.order.status as never, 'evIntlFromSheet', { sheet: s.no }, at)
  })
  return { ...submitAnswer<IntlPriceDetail>(placed.order, placed.replayed), Warnings: warnings, SheetNo: s.no }
}
