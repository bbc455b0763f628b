/**
 * The emergency alarm (docs/personal.md#emergency-alarm). An alarm on one of a user's upcoming or
 * ongoing orders (booked or travelled by them; the order kernel's view of it: travellers, legs,
 * dates, the list's title) records the message for their emergency contact
 * (services/personal/emergency.ts) with a share link, and freezes the trip into the alarm. The
 * public share answers without a session until the end of the trip's last day in China time.
 */
import type { Kysely, Selectable } from 'kysely'
import { ErrorCode } from '../../../types/api'
import type { OrderStatus } from '../../../types/api/order'
import type { Alarm, AlarmListReq, AlarmListRes, AlarmReq, SharedTrip, SharedTripReq, SharedTripRes } from '../../../types/api/personal'
import { ALARM_UPCOMING_DAYS } from '../../../types/api/personal-values'
import type { Database } from '../db/schema'
import { ApiError, fail } from '../errors'
import type { AuthedContext, CallContext } from '../http/context'
import { randomToken } from '../lib/crypto'
import { maskMobile } from '../lib/mask'
import { PERSON_NAME, rowName } from '../lib/names'
import { defineTexts } from '../lib/texts'
import { addDays, chinaDateTime, chinaDay, chinaInstant } from '../lib/time'
import { settingsRow } from '../services/personal/settings'
import type { EmergencyAlarmsTable } from '../services/personal/tables'
import { loadOrder } from './orders/access'
import { orderStatusName } from './orders/labels'
import { productOf } from './orders/products'

const T = defineTexts({
  alarmMessage: [
    '【紧急求助】{sender}在出行途中向您发出紧急求助：{title}（{subtitle}）。{note}查看行程：{url}',
    '【緊急求助】{sender}在出行途中向您發出緊急求助：{title}（{subtitle}）。{note}查看行程：{url}',
    '[Emergency] {sender} has raised an emergency alarm during a trip: {title} ({subtitle}). {note}Trip details: {url}',
    '【緊急通報】{sender}さんが出張中に緊急通報を送信しました：{title}（{subtitle}）。{note}旅程の詳細：{url}',
  ],
})

/** Orders in these states are over or never happen: no alarm on them. */
const INACTIVE: ReadonlySet<OrderStatus> = new Set(['Cancelled', 'RefundSucceeded', 'Voided', 'Completed', 'PaymentFailed'])

function toAlarm(ctx: CallContext, r: Selectable<EmergencyAlarmsTable>, orderNo: string): Alarm {
  return {
    AlarmId: r.id,
    OrderNo: orderNo,
    ContactName: r.contact_name,
    Mobile: r.contact_mobile,
    MessageText: r.message_text,
    ShareToken: r.share_token,
    ShareUrl: shareUrl(ctx, r.share_token),
    ShareExpiresAt: chinaDateTime(r.share_expires_at),
    CreatedAt: chinaDateTime(r.created_at),
    Trip: JSON.parse(r.trip_json) as SharedTrip,
  }
}

/** The client's share page (hash route) with the token. */
const shareUrl = (ctx: CallContext, token: string) => ctx.mediaUrl(`/#/personal/emergencyShare?Token=${token}`)

export async function raiseAlarm(ctx: AuthedContext, req: AlarmReq): Promise<Alarm> {
  const { companyId, userId, personId } = ctx.caller
  // Another company's order, or one the caller may not see, is missing (1005).
  const { order, travellerPersonIds } = await loadOrder(ctx, req.OrderNo, 'view')
  if (order.booker_user_id !== userId && !travellerPersonIds.includes(personId)) throw fail.noPermission()
  const settings = await settingsRow(ctx.db, companyId, userId)
  if (!settings?.emergency_name || !settings.emergency_mobile) throw new ApiError(ErrorCode.EmergencyContactMissing, 'emergencyContactMissing')

  const product = productOf(order.product)
  const facts = await product.approval.facts(ctx.db, order)
  const now = ctx.now()
  const expires = chinaInstant(addDays(facts.endDate, 1), 0)
  const today = chinaDay(now)
  if (INACTIVE.has(order.status as OrderStatus) || expires <= now || facts.startDate > addDays(today, ALARM_UPCOMING_DAYS)) {
    throw new ApiError(ErrorCode.TripNotActive, 'tripNotActive')
  }
  const [items, pax, me] = await Promise.all([
    product.listItems(ctx.db, [order], await ctx.power(), ctx.lang),
    ctx.db.selectFrom('order_passengers').select(['ch_name', 'last_name', 'first_name']).where('order_id', '=', order.id).orderBy('id').execute(),
    ctx.db.selectFrom('persons').select(['ch_name', 'last_name', 'first_name']).where('id', '=', personId).executeTakeFirstOrThrow(),
  ])
  const item = items.get(order.id)
  const trip: SharedTrip = {
    Product: order.product,
    Title: item?.Title ?? '',
    SubTitle: item?.SubTitle ?? '',
    Legs: facts.legs.map((l) => ({ From: l.from, To: l.to, Label: l.label })),
    StartDate: facts.startDate,
    EndDate: facts.endDate,
    TravellerNames: pax.map((p) => rowName(p)),
  }
  const token = randomToken()
  const note = (req.Note ?? '').trim()
  const sender = rowName(me)
  const message = T.text(ctx.lang, 'alarmMessage', {
    sender,
    title: trip.Title,
    subtitle: trip.SubTitle,
    note: note ? `${note} ` : '',
    url: shareUrl(ctx, token),
  })
  const row = await ctx.db
    .insertInto('emergency_alarms')
    .values({
      company_id: companyId,
      user_id: userId,
      order_id: order.id,
      contact_name: settings.emergency_name,
      contact_country_code: settings.emergency_country_code ?? '86',
      contact_mobile: settings.emergency_mobile,
      note,
      message_text: message,
      share_token: token,
      share_expires_at: expires.toISOString(),
      trip_json: JSON.stringify(trip),
      created_at: now.toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow()
  ctx.deps.log.info(`[emergency] alarm ${row.id} on ${order.order_no} recorded for the contact ${maskMobile(settings.emergency_mobile)}`)
  return toAlarm(ctx, row, order.order_no)
}

export async function listAlarms(ctx: AuthedContext, req: AlarmListReq): Promise<AlarmListRes> {
  const rows = await ctx.db
    .selectFrom('emergency_alarms')
    .innerJoin('orders', 'orders.id', 'emergency_alarms.order_id')
    .selectAll('emergency_alarms')
    .select('orders.order_no')
    .where('emergency_alarms.company_id', '=', ctx.caller.companyId)
    .where('emergency_alarms.user_id', '=', ctx.caller.userId)
    .orderBy('emergency_alarms.created_at', 'desc')
    .orderBy('emergency_alarms.id', 'desc')
    .limit(req.PageSize ?? 20)
    .execute()
  return { Alarms: rows.map((r) => toAlarm(ctx, r, r.order_no)) }
}

/** The public share: no session; the token is the key. Refused (1095) once the trip has ended. */
export async function sharedTrip(ctx: CallContext, req: SharedTripReq): Promise<SharedTripRes> {
  const db = ctx.db as Kysely<Database>
  const row = await db
    .selectFrom('emergency_alarms')
    .innerJoin('orders', 'orders.id', 'emergency_alarms.order_id')
    .innerJoin('users', 'users.id', 'emergency_alarms.user_id')
    .innerJoin('persons', 'persons.id', 'users.person_id')
    .select([
      'emergency_alarms.note',
      'emergency_alarms.trip_json',
      'emergency_alarms.share_expires_at',
      'emergency_alarms.created_at',
      'orders.status',
      ...PERSON_NAME,
    ])
    .where('emergency_alarms.share_token', '=', req.Token)
    .executeTakeFirst()
  if (!row) throw fail.notFound()
  if (row.share_expires_at <= ctx.now().toISOString()) throw new ApiError(ErrorCode.ShareExpired, 'shareExpired')
  return {
    SenderName: rowName(row),
    Note: row.note,
    StatusName: orderStatusName(row.status as OrderStatus, ctx.lang),
    AlarmAt: chinaDateTime(row.created_at),
    ExpiresAt: chinaDateTime(row.share_expires_at),
    Trip: JSON.parse(row.trip_json) as SharedTrip,
  }
}
