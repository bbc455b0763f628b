/**
 * The car order as its page shows it (car/getOrderDetail), in the reader's language: what every
 * order shows (kernel/orders/detail.ts), the ride with its state, driver (the virtual number
 * masked), where the car is on the route sketch, the pick-up's arrival, the settled fare lines
 * and the rating. car/rate rates the driver of a completed ride once; car/complain stores one
 * complaint about it (a reason from COMPLAINT_REASONS and a text).
 */
import type {
  CarClass,
  CarComplainReq,
  CarDriver,
  CarFareLine,
  CarOrderDetail,
  CarPriceDetail,
  CarRateReq,
  CarRule,
  CarService,
  ComplaintReason,
  RideState,
} from '../../../../types/api/car'
import type { OrderStatus } from '../../../../types/api/order'
import type { PolicyViolation } from '../../../../types/api/policy'
import type { AuthedContext } from '../../http/context'
import { detailHeading, orderDetailCommon } from '../../kernel/orders/detail'
import { reasonDisplay } from '../../kernel/orders/reason-text'
import { addEvent } from '../../kernel/orders/state'
import { rowName } from '../../lib/names'
import { maskMobile } from '../../lib/mask'
import { chinaDateTime } from '../../lib/time'
import { loadCarOrder, quoteCancel } from './cancel'
import { etaMinutes, type StoredDriver } from './dispatch'
import { fareOf, type RideFacts } from './fares'
import { placeView, type Place } from './places'
import { serviceName, statusActions } from './product'
import { arrivalView, type StoredArrival } from './quote'
import { clsName } from './rules'
import type { RideRow } from './tables'
import { ct, invalid, type CarTextKey } from './texts'
import type { Lang } from '../../i18n'

interface Settled {
  Fare: number
  Lines: { Kind: CarFareLine['Kind']; Amount: number }[]
  CompanyAmount: number
  PersonalAmount: number
  Refund: number
  Facts?: Omit<RideFacts, 'cls' | 'startsAt'> & { startsAt: string }
}

function driverView(d: StoredDriver, lang: Lang): CarDriver {
  const zh = lang === 'zh-CN' || lang === 'zh-TW'
  return {
    Name: ct(lang, 'carDrvName', { name: zh || lang === 'ja' ? d.Surname[0] : d.Surname[1] }),
    Car: d.Car === 'Taxi' ? ct(lang, 'carSvcTaxi') : d.Car,
    Colour: ct(lang, `carCol${d.Colour}` as CarTextKey),
    Plate: d.Plate,
    Rating: d.Rating,
    Phone: maskMobile(d.Phone),
  }
}

function settledView(r: RideRow, lang: Lang): CarOrderDetail['Settled'] {
  if (!r.settled_json) return null
  const s = JSON.parse(r.settled_json) as Settled
  const lines: CarFareLine[] = s.Facts
    ? fareOf({ ...s.Facts, cls: r.car_class as CarClass, startsAt: new Date(s.Facts.startsAt) }, lang).lines
    : s.Lines.map((l) => ({ Kind: l.Kind, Label: ct(lang, `carLn${l.Kind}` as CarTextKey), Amount: l.Amount }))
  return { Fare: s.Fare, Lines: lines, CompanyAmount: s.CompanyAmount, PersonalAmount: s.PersonalAmount, Refund: s.Refund }
}

interface StoredComplaint {
  Reason: ComplaintReason
  Text: string
  At: string
  PersonId: number
}

function complaintView(r: RideRow, lang: Lang): CarOrderDetail['Complaint'] {
  if (!r.complaint_json) return null
  const c = JSON.parse(r.complaint_json) as StoredComplaint
  return { Reason: c.Reason, ReasonName: ct(lang, `carCp${c.Reason}` as CarTextKey), Text: c.Text, At: chinaDateTime(c.At) }
}

/** 0 → 1 along the route sketch: the way to the rider before pick-up, the ride after. */
export function progressOf(r: Pick<RideRow, 'state' | 'assigned_at' | 'started_at' | 'minutes' | 'order_id'>, now: Date): number {
  const part = (from: string | null, minutes: number) => (from ? Math.min(1, Math.max(0, (now.getTime() - Date.parse(from)) / (minutes * 60_000))) : 0)
  if (r.state === 'DriverComing') return part(r.assigned_at, etaMinutes(r.order_id))
  if (r.state === 'InTravel') return part(r.started_at, r.minutes)
  return r.state === 'Completed' ? 1 : 0
}

export async function carOrderDetail(ctx: AuthedContext, orderNo: string): Promise<CarOrderDetail> {
  const { order, ride: r, canManage } = await loadCarOrder(ctx, orderNo, 'view')
  const lang = ctx.lang
  const now = ctx.now()
  const [common, rider] = await Promise.all([
    orderDetailCommon(ctx, order, undefined),
    ctx.db.selectFrom('order_passengers').select(['ch_name', 'last_name', 'first_name']).where('order_id', '=', order.id).executeTakeFirst(),
  ])
  const status = order.status as OrderStatus
  const actions = statusActions(status)
  actions.CanCancel &&= canManage && quoteCancel(order, r, now).cancellable
  actions.CanPay &&= canManage
  const state = r.state as RideState
  const eta =
    state === 'DriverComing' && r.assigned_at
      ? Math.max(0, Math.ceil((Date.parse(r.assigned_at) + etaMinutes(r.order_id) * 60_000 - now.getTime()) / 60_000))
      : null
  return {
    ...detailHeading(common),
    Service: r.service as CarService,
    ServiceName: serviceName(r.service, lang),
    Class: r.car_class as CarClass,
    ClassName: clsName(r.car_class as CarClass, lang),
    State: state,
    StateName: ct(lang, `carSt${state}` as CarTextKey),
    From: placeView(JSON.parse(r.from_json) as Place, lang),
    To: placeView(JSON.parse(r.to_json) as Place, lang),
    PickUpAt: chinaDateTime(r.pickup_at),
    Arrival: arrivalView(r.arrival_json ? (JSON.parse(r.arrival_json) as StoredArrival) : null, lang),
    Km: r.km,
    Minutes: r.minutes,
    QuotedFare: r.quoted_fare,
    Driver: r.driver_json ? driverView(JSON.parse(r.driver_json) as StoredDriver, lang) : null,
    Progress: Math.round(progressOf(r, now) * 100) / 100,
    EtaMinutes: eta,
    Settled: settledView(r, lang),
    RiderName: rider ? rowName(rider) : '',
    Contacts: common.Contacts,
    PolicyReason: reasonDisplay(r.policy_reason, lang),
    Violations: JSON.parse(r.violations_json) as PolicyViolation<CarRule>[],
    PriceDetail: (JSON.parse(order.detail_json) as { PriceDetail: CarPriceDetail }).PriceDetail,
    PayInfo: common.PayInfo,
    Actions: {
      ...actions,
      CanRate: canManage && state === 'Completed' && !r.rating_json,
      CanComplain: canManage && state === 'Completed' && !r.complaint_json,
    },
    Rating: r.rating_json ? (JSON.parse(r.rating_json) as { Stars: number; Comment: string }) : null,
    Complaint: complaintView(r, lang),
    Timeline: common.Timeline,
    CostCenterName: common.CostCenterName,
    DepartmentName: common.DepartmentName,
    Purpose: common.Purpose,
  }
}

export async function rateRide(ctx: AuthedContext, req: CarRateReq): Promise<CarOrderDetail> {
  const { order, ride } = await loadCarOrder(ctx, req.OrderNo, 'manage')
  if (ride.state !== 'Completed' || ride.rating_json) throw invalid('carNotRatable')
  const at = ctx.now().toISOString()
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('car_rides')
      .set({ rating_json: JSON.stringify({ Stars: req.Stars, Comment: (req.Comment ?? '').trim() }), updated_at: at })
      .where('id', '=', ride.id)
      .where('rating_json', 'is', null)
      .execute()
    await addEvent(trx, order, order.status as OrderStatus, 'evCarRated', { stars: req.Stars }, at)
  })
  return carOrderDetail(ctx, req.OrderNo)
}

/** Once per completed ride: a second complaint (also one racing this) is refused. */
export async function complainRide(ctx: AuthedContext, req: CarComplainReq): Promise<CarOrderDetail> {
  const { order, ride } = await loadCarOrder(ctx, req.OrderNo, 'manage')
  if (ride.state !== 'Completed') throw invalid('carNotComplainable')
  if (ride.complaint_json) throw invalid('carComplained')
  const text = req.Text.trim()
  if (!text) throw invalid('carComplaintText')
  const at = ctx.now().toISOString()
  const stored: StoredComplaint = { Reason: req.Reason, Text: text, At: at, PersonId: ctx.caller.personId }
  await ctx.db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('car_rides')
      .set({ complaint_json: JSON.stringify(stored), updated_at: at })
      .where('id', '=', ride.id)
      .where('complaint_json', 'is', null)
      .executeTakeFirst()
    if (Number(done.numUpdatedRows) !== 1) throw invalid('carComplained')
    await addEvent(trx, order, order.status as OrderStatus, 'evCarComplained', { complaint: req.Reason }, at)
  })
  return carOrderDetail(ctx, req.OrderNo)
}
