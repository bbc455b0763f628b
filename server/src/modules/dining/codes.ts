/**
 * Paying at the table. The app opens a short-lived payment code; the restaurant's terminal
 * scans it and presents the bill (signed, terminal.ts). The code is claimed once — a conditional
 * update on an open, unexpired code, inside the order's own transaction — so two app instances
 * (or a terminal repeating itself) never pay it twice. The rules (rules.ts) decide: refused, the
 * company pays it all (the order is paid and completed on the terminal's word), or the company
 * pays up to the standard and the person pays the rest at the cashier, through a channel,
 * after giving the reason for going over.
 */
import { randomInt } from 'node:crypto'
import { ErrorCode } from '../../../../types/api'
import * as D from '../../../../types/api/dining'
import type { OrderStatus } from '../../../../types/api/order'
import type { Db } from '../../db/schema'
import type { AuthedContext, CallContext, Caller } from '../../http/context'
import { pick, type Lang, type Texts } from '../../i18n'
import { createOrder } from '../../kernel/orders/create'
import { orderDetailCommon } from '../../kernel/orders/detail'
import { settle } from '../../kernel/orders/payment'
import { addEvent } from '../../kernel/orders/state'
import type { OrderRow } from '../../kernel/orders/tables'
import { addSeconds, chinaDateTime, chinaDay, chinaMinutes } from '../../lib/time'
import { DINING } from './product'
import { restaurantRow } from './restaurants'
import { judge } from './rules'
import { invoiceOfMeal } from './invoices'
import { personStandard } from './standard'
import type { CodeRow, DiningOrderDoc } from './tables'
import { diningError, dt } from './texts'

const newCodeNo = (): string => Array.from({ length: 18 }, (_, i) => String(randomInt(i === 0 ? 1 : 0, 10))).join('')

export async function openCode(ctx: AuthedContext, req: D.DiningCodeReq): Promise<D.DiningCode> {
  const r = await restaurantRow(ctx.db, req.RestaurantId)
  const now = ctx.now()
  const row = await ctx.db
    .insertInto('dining_codes')
    .values({
      company_id: ctx.caller.companyId,
      code_no: newCodeNo(),
      user_id: ctx.caller.userId,
      person_id: ctx.caller.personId,
      restaurant_id: r.id,
      guests: req.Guests,
      status: 'Open',
      refusal: null,
      expires_at: addSeconds(now, D.DINING_CODE_SECONDS).toISOString(),
      terminal_id: null,
      bill_no: null,
      bill_total: 0,
      order_id: null,
      created_at: now.toISOString(),
      charged_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
  return codeView(ctx.db, row, now, ctx.lang)
}

/** The caller's own code. */
export async function codeOf(ctx: AuthedContext, req: D.DiningCodeNoReq): Promise<D.DiningCode> {
  const row = await ctx.db
    .selectFrom('dining_codes')
    .selectAll()
    .where('company_id', '=', ctx.caller.companyId)
    .where('user_id', '=', ctx.caller.userId)
    .where('code_no', '=', req.CodeNo)
    .executeTakeFirst()
  if (!row) throw diningError(ErrorCode.NotFound, 'diningCodeUnknown')
  return codeView(ctx.db, row, ctx.now(), ctx.lang)
}

/** What a charged code's order says of it: paid, or waiting for the person's part. */
function statusOf(row: CodeRow, order: OrderRow | undefined, now: Date): D.DiningCodeStatus {
  if (row.status === 'Refused') return 'Refused'
  if (row.status === 'Open') return row.expires_at <= now.toISOString() ? 'Expired' : 'Open'
  if (!order) return 'Open'
  if (order.status === 'Completed') return 'Paid'
  return order.status === 'Placed' || order.status === 'PendingApproval' ? 'AwaitingPayer' : 'Expired'
}

export async function codeView(db: Db, row: CodeRow, now: Date, lang: Lang): Promise<D.DiningCode> {
  const [r, order, meal] = await Promise.all([
    db.selectFrom('dining_restaurants').select('name_json').where('id', '=', row.restaurant_id).executeTakeFirstOrThrow(),
    row.order_id === null ? undefined : db.selectFrom('orders').selectAll().where('id', '=', row.order_id).executeTakeFirst(),
    row.order_id === null ? undefined : db.selectFrom('dining_meals').select('reason').where('order_id', '=', row.order_id).executeTakeFirst(),
  ])
  const status = statusOf(row, order, now)
  return {
    CodeNo: row.code_no,
    RestaurantId: row.restaurant_id,
    RestaurantName: pick(JSON.parse(r.name_json) as Texts, lang),
    Guests: row.guests,
    ExpiresAt: row.expires_at,
    SecondsLeft: Math.max(0, Math.floor((Date.parse(row.expires_at) - now.getTime()) / 1000)),
    Status: status,
    Refusal: (row.refusal as D.DiningRefusal | null) ?? null,
    RefusalText: row.refusal ? dt(lang, `refusal${row.refusal}`) : '',
    OrderNo: order?.order_no ?? '',
    Total: order?.total ?? row.bill_total,
    CompanyAmount: order?.company_amount ?? 0,
    PersonalAmount: order?.personal_amount ?? 0,
    NeedReason: status === 'AwaitingPayer' && !meal?.reason,
  }
}

/** The code's owner as the caller of the kernel's order steps (the terminal has no session). */
function ownerContext(ctx: CallContext, row: CodeRow): AuthedContext {
  const caller: Caller = { userId: row.user_id, personId: row.person_id, companyId: row.company_id, loginType: 0 as never, tokenHash: '', expiresAt: '' }
  return Object.assign(Object.create(ctx) as CallContext, { caller }) as AuthedContext
}

/** The terminal's answer for a bill it charged. */
async function billAnswer(db: Db, terminalId: string, billNo: string, now: Date): Promise<D.TerminalChargeRes> {
  const row = await db.selectFrom('dining_codes').selectAll().where('terminal_id', '=', terminalId).where('bill_no', '=', billNo).executeTakeFirst()
  if (!row) throw diningError(ErrorCode.NotFound, 'diningCodeUnknown')
  const order = row.order_id === null ? undefined : await db.selectFrom('orders').selectAll().where('id', '=', row.order_id).executeTakeFirst()
  const status = statusOf(row, order, now)
  return {
    BillNo: billNo,
    Result: status === 'Paid' ? 'Paid' : status === 'AwaitingPayer' ? 'AwaitingPayer' : 'Refused',
    Refusal: (row.refusal as D.DiningRefusal | null) ?? null,
    CompanyAmount: order?.company_amount ?? 0,
    PersonalAmount: order?.personal_amount ?? row.bill_total,
    PaidPersonal: order?.paid_personal ?? 0,
  }
}

export async function terminalStatus(ctx: CallContext, req: D.TerminalStatusReq): Promise<D.TerminalChargeRes> {
  return billAnswer(ctx.db, req.TerminalId, req.BillNo, ctx.now())
}

class Taken extends Error {}

/** Claims an open, unexpired code for the bill; false when another charge has it. */
async function claim(db: Db, row: CodeRow, req: D.TerminalChargeReq, status: 'Charged' | 'Refused', refusal: string | null, now: Date): Promise<boolean> {
  const at = now.toISOString()
  const done = await db
    .updateTable('dining_codes')
    .set({ status, refusal, terminal_id: req.TerminalId, bill_no: req.BillNo, bill_total: req.Amount, charged_at: at })
    .where('id', '=', row.id)
    .where('status', '=', 'Open')
    .where('expires_at', '>', at)
    .executeTakeFirst()
  return Number(done.numUpdatedRows) === 1
}

export async function charge(ctx: CallContext, req: D.TerminalChargeReq): Promise<D.TerminalChargeRes> {
  const now = ctx.now()
  const r = await ctx.db.selectFrom('dining_restaurants').selectAll().where('terminal_id', '=', req.TerminalId).executeTakeFirst()
  if (!r) throw diningError(ErrorCode.NoPermission, 'diningSignature')
  const before = await ctx.db
    .selectFrom('dining_codes')
    .select('id')
    .where('terminal_id', '=', req.TerminalId)
    .where('bill_no', '=', req.BillNo)
    .executeTakeFirst()
  if (before) return billAnswer(ctx.db, req.TerminalId, req.BillNo, now)
  const row = await ctx.db.selectFrom('dining_codes').selectAll().where('code_no', '=', req.CodeNo).executeTakeFirst()
  if (!row) throw diningError(ErrorCode.NotFound, 'diningCodeUnknown')
  const lost = async () => {
    const again = await ctx.db.selectFrom('dining_codes').select(['terminal_id', 'bill_no']).where('id', '=', row.id).executeTakeFirstOrThrow()
    if (again.terminal_id === req.TerminalId && again.bill_no === req.BillNo) return billAnswer(ctx.db, req.TerminalId, req.BillNo, now)
    throw diningError(ErrorCode.OrderStatusChanged, 'diningCodeUsed')
  }
  const refuse = async (refusal: D.DiningRefusal) =>
    (await claim(ctx.db, row, req, 'Refused', refusal, now)) ? billAnswer(ctx.db, req.TerminalId, req.BillNo, now) : lost()
  if (row.restaurant_id !== r.id) return refuse('WrongRestaurant')

  const day = chinaDay(now)
  const std = await personStandard(ctx, row.company_id, row.person_id, r.city_code, day)
  const verdict = judge({
    rank: std.rank,
    tier: std.tier,
    minutes: chinaMinutes(now),
    guests: row.guests,
    bill: req.Amount,
    ownToday: std.ownToday,
    dayRefusal: std.dayRefusal,
    overStandard: std.overStandard,
  })
  if (verdict.refusal || !verdict.meal) return refuse(verdict.refusal ?? 'OutsideWindow')

  const owner = ownerContext(ctx, row)
  const person = await ctx.db.selectFrom('persons').selectAll().where('id', '=', row.person_id).executeTakeFirstOrThrow()
  const restaurantName = pick(JSON.parse(r.name_json) as Texts, 'zh-CN')
  const doc: DiningOrderDoc = {
    Contacts: [{ Name: person.ch_name, MobileCountryCode: person.mobile_country_code, Mobile: person.mobile ?? '', Email: person.email ?? '' }],
    Fields: { CostCenter: null, Department: null, BusinessUnit: null, CustomItem: null, Purpose: '', AuthorizationCode: '', Attachments: [], ExtendFields: [] },
    BookMessage: '',
    PaymentTypeName: '',
    PriceDetail: { Total: req.Amount, CompanyAmount: verdict.company, PersonalAmount: verdict.personal },
  }
  let created: OrderRow
  try {
    created = (
      await createOrder(
        owner,
        {
          product: DINING,
          requestId: `dining-${row.code_no}`,
          requestHash: `${req.TerminalId}:${req.BillNo}`,
          tripType: 'Business',
          paymentType: verdict.personal > 0 ? 'Mixed' : 'Company',
          needApproval: false,
          total: req.Amount,
          companyAmount: verdict.company,
          personalAmount: verdict.personal,
          doc,
          searchText: `${restaurantName} ${person.ch_name}`.toLowerCase(),
          travellers: [
            {
              traveller: {
                personId: person.id,
                chName: person.ch_name,
                lastName: person.last_name,
                firstName: person.first_name,
                gender: person.gender === 'F' ? 'F' : 'M',
                birthDate: person.birth_date ?? '',
                nationality: person.nationality,
                idType: '',
                idNo: '',
                idExpiry: null,
                mobileCountryCode: person.mobile_country_code,
                mobile: person.mobile ?? '',
                email: person.email ?? '',
              },
              paxType: 'ADT',
              rankId: person.rank_id,
            },
          ],
        },
        {
          async before(trx) {
            if (!(await claim(trx, row, req, 'Charged', null, now))) throw new Taken()
          },
          async after(trx, order, at) {
            await trx.updateTable('dining_codes').set({ order_id: order.id }).where('id', '=', row.id).execute()
            await trx
              .insertInto('dining_meals')
              .values({
                company_id: row.company_id,
                order_id: order.id,
                code_id: row.id,
                person_id: row.person_id,
                restaurant_id: r.id,
                city_code: r.city_code,
                meal: verdict.meal!,
                day,
                eaten_at: at,
                guests: row.guests,
                dishes_json: JSON.stringify(req.Dishes),
                own_amount: verdict.own,
                reason_code: '',
                reason: '',
              })
              .execute()
          },
        },
      )
    ).order
  } catch (e) {
    if (e instanceof Taken) return lost()
    throw e
  }
  // Within the standard the company pays on the terminal's word; over it the person pays the rest at the cashier.
  if (created.personal_amount === 0 && created.status === 'Placed') {
    const at = now.toISOString()
    const none = { wallet: 0, beans: 0, voucherId: null, voucherAmount: 0, rest: 0 }
    await ctx.db.transaction().execute(async (trx) => {
      const log = (status: OrderStatus, key: string, params: Record<string, string | number>) => addEvent(trx, created, status, key, params, at)
      await settle(trx, created, row.user_id, none, 'CompanyAccount', false, now, log, ctx.lang)
    })
  }
  return billAnswer(ctx.db, req.TerminalId, req.BillNo, now)
}

/** The dining order of the caller (their own meal). */
async function ownOrder(ctx: AuthedContext, orderNo: string): Promise<OrderRow> {
  const o = await ctx.db
    .selectFrom('orders')
    .selectAll()
    .where('company_id', '=', ctx.caller.companyId)
    .where('order_no', '=', orderNo)
    .where('product', '=', DINING.kind)
    .executeTakeFirst()
  const mine =
    o && (await ctx.db.selectFrom('order_passengers').select('id').where('order_id', '=', o.id).where('person_id', '=', ctx.caller.personId).executeTakeFirst())
  if (!o || (!mine && o.booker_user_id !== ctx.caller.userId)) throw diningError(ErrorCode.NotFound, 'diningCodeUnknown')
  return o
}

export async function orderDetail(ctx: AuthedContext, req: D.DiningOrderReq): Promise<D.DiningOrderDetail> {
  const o = await ownOrder(ctx, req.OrderNo)
  const meal = await ctx.db.selectFrom('dining_meals').selectAll().where('order_id', '=', o.id).executeTakeFirstOrThrow()
  const r = await restaurantRow(ctx.db, meal.restaurant_id)
  const status = o.status as OrderStatus
  const needReason = status === 'Placed' && o.personal_amount > 0 && !meal.reason
  const common = await orderDetailCommon(ctx, o, undefined)
  return {
    OrderNo: o.order_no,
    Status: status,
    StatusName: common.StatusName,
    RestaurantName: pick(JSON.parse(r.name_json) as Texts, ctx.lang),
    Address: pick(JSON.parse(r.address_json) as Texts, ctx.lang),
    Meal: meal.meal as D.Meal,
    EatenAt: chinaDateTime(meal.eaten_at),
    Guests: meal.guests,
    Dishes: JSON.parse(meal.dishes_json) as D.DiningOrderDetail['Dishes'],
    Total: o.total,
    CompanyAmount: o.company_amount,
    PersonalAmount: o.personal_amount,
    PaidCompany: o.paid_company,
    PaidPersonal: o.paid_personal,
    Reason: meal.reason,
    MonthlyInvoice: o.company_amount > 0 ? await invoiceOfMeal(ctx.db, ctx.now(), o.company_id, meal.day) : null,
    NeedReason: needReason,
    CanPay: status === 'Placed' && !needReason,
    PayInfo: needReason ? null : common.PayInfo,
    Timeline: common.Timeline,
  }
}

/** The reason for a meal over the standard, before the person pays the rest. */
export async function giveReason(ctx: AuthedContext, req: D.DiningReasonReq): Promise<D.DiningOrderDetail> {
  const o = await ownOrder(ctx, req.OrderNo)
  if (o.status !== 'Placed' || o.personal_amount === 0) throw diningError(ErrorCode.OrderStatusChanged, 'diningCodeUsed')
  const at = ctx.now().toISOString()
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('dining_meals').set({ reason_code: req.ReasonCode, reason: req.Reason }).where('order_id', '=', o.id).execute()
    await addEvent(trx, o, 'Placed', 'evDiningReason', { reason: req.Reason }, at)
  })
  return orderDetail(ctx, { OrderNo: req.OrderNo })
}

/** The cashier pays a dining order only once its reason is given. */
export async function payable(ctx: AuthedContext, orderNo: string): Promise<void> {
  const d = await orderDetail(ctx, { OrderNo: orderNo })
  if (d.NeedReason) throw diningError(ErrorCode.ValidationFailed, 'diningNoReason')
}
