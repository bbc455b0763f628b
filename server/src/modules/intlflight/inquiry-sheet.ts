/** An inquiry sheet as its asker and the consultants see it (inquiry.ts): who is a consultant, expiry, the view, loading and the refusals. */
import type { InquiryOption, InquirySheet, IntlLegInput } from '../../../../types/api/intlflight'
import type { InquiryState, IntlCabin } from '../../../../types/api/intlflight-values'
import type { AuthedContext } from '../../http/context'
import { PERSON_NAME, rowName } from '../../lib/names'
import { chinaDateTime, chinaDay, chinaInstant } from '../../lib/time'
import { priceSelection } from './booking'
import { parseKey } from './connections'
import { carriersOf, placesOf } from './places'
import { familyInfos } from './fares'
import { intlTravellers } from './policy'
import { itineraryItem, moneyFor, type ItineraryContext } from './search'
import { airportsOf } from './schedule'
import type { InquiryRow, StoredOption } from './tables'
import { intlError, invalid, it } from './texts'
import { ErrorCode } from '../../../../types/api'
import { equal } from '../../db/match'
import { textCurrencyOf } from '../../services/money/rates'

export const POWER = 'BusinessPermission.IntlFlight.InquirySheet' as const
/** order_no of a sheet being confirmed: 'claim:<user>:<request id>' until its order exists. */
export const CLAIM = 'claim:'

export const parseChina = (text: string): Date => chinaInstant(text.slice(0, 10), Number(text.slice(11, 13)) * 60 + Number(text.slice(14, 16)))

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

export async function requireConsultant(ctx: AuthedContext): Promise<void> {
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

export const stateName = (s: InquiryState, lang: AuthedContext['lang']) => it(lang, `st${s}`)

export async function sheetView(ctx: AuthedContext, row: InquiryRow, consultant: boolean): Promise<InquirySheet> {
  const lang = ctx.lang
  const legs = JSON.parse(row.legs_json) as IntlLegInput[]
  const ids = JSON.parse(row.passenger_ids_json) as number[]
  const people = ids.length
    ? await ctx.db
        .selectFrom('persons')
        .select(['id', 'ch_name', 'last_name', 'first_name'])
        .where('company_id', '=', row.company_id)
        .where('id', 'in', ids)
        .execute()
    : []
  const [asker, answerer] = await Promise.all([
    ctx.db.selectFrom('persons').select(['ch_name', 'last_name', 'first_name']).where('id', '=', row.asker_person_id).executeTakeFirst(),
    row.answered_by_user_id
      ? ctx.db
          .selectFrom('users')
          .innerJoin('persons', 'persons.id', 'users.person_id')
          .select(PERSON_NAME)
          .where('users.id', '=', row.answered_by_user_id)
          .executeTakeFirst()
      : undefined,
  ])
  const name = (p?: { ch_name: string; last_name: string; first_name: string }) => (p ? rowName(p) : '')
  const state = row.state as InquiryState
  const now = ctx.now()
  const today = chinaDay(now)
  const travellers = await intlTravellers(ctx, ids.length ? ids : [row.asker_person_id]).catch(() => null)
  const cur = await textCurrencyOf(ctx)
  // A consultant's price is not held to the day's lowest fare.
  const c: ItineraryContext = { policies: travellers?.policies ?? [], today, lang, cur, money: moneyFor(ctx, today), lowest: () => null }
  const options: InquiryOption[] = []
  for (const o of JSON.parse(row.options_json) as StoredOption[]) {
    const itins = o.Selections.map((s) => parseKey(s.ItineraryKey))
    if (itins.some((x) => !x)) continue
    const legsOut = await Promise.all(itins.map((x, i) => itineraryItem(x!, c, i + 1, undefined, [o.Selections[i].Family])))
    const verdict = travellers
      ? priceSelection(
          { legs: itins as never, families: o.Selections.map((s) => s.Family), tripEnd: '', firstDate: itins[0]![0].date },
          travellers,
          today,
          lang,
          null,
          cur,
        ).verdict
      : { InPolicy: true, Violations: [], PriceToBeat: null }
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
    Places: placesOf(
      options.flatMap((o) => o.Legs.flatMap((x) => x.Segments)),
      lang,
      legs.flatMap((l) => [...airportsOf(l.From), ...airportsOf(l.To)].map((a) => a.code)),
    ),
    Carriers: carriersOf(
      options.flatMap((o) => o.Legs.flatMap((x) => x.Segments)),
      lang,
    ),
    Families: familyInfos(
      options.flatMap((o) => o.Families),
      lang,
      cur,
    ),
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
export async function loadSheet(ctx: AuthedContext, sheetNo: string): Promise<{ row: InquiryRow; consultant: boolean }> {
  await expireSheets(ctx)
  const row = await ctx.db
    .selectFrom('intlflight_inquiries')
    .selectAll()
    .where((eb) => equal(eb, { company_id: ctx.caller.companyId, sheet_no: sheetNo }))
    .executeTakeFirst()
  if (!row) throw invalidNotFound()
  const consultant = await isConsultant(ctx)
  if (row.asker_user_id !== ctx.caller.userId && !consultant) throw invalidNotFound()
  return { row, consultant }
}

export const invalidNotFound = () => intlError(ErrorCode.NotFound, 'ifSheetUnknown')
export const wrongState = (row: InquiryRow, lang: AuthedContext['lang']) => invalid('ifSheetState', { state: stateName(row.state as InquiryState, lang) })
