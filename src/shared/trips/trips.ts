/**
 * Trips from orders (pure): the trips tab and the followed-trips page list journeys, not
 * orders. An order summary names its first flight and departure ('CA1501 · 2026-12-08 08:00');
 * that moment decides whether the trip is ahead or behind, the nearest one ahead is "next".
 * Orders that never became a journey (cancelled, refunded, voided) are no trip at all, and one
 * still waiting for approval or payment is a trip ahead but none once its day has passed.
 */
import type { OrderStatus, OrderSummary } from '@api/order'
import { clock } from '@/core/clock'
import { chinaDateTime } from '@/domain/china-time'
import { type RouteName } from '@/routes'
import { orderDetailsRoute } from '@/product-entries'

export interface TripItem {
  orderNo: string
  product: string
  /** '北京 - 上海'; a round trip reads '北京 - 上海 / 上海 - 北京'. */
  title: string
  flightNo: string
  /** 'yyyy-MM-dd' of the first departure; '' when the summary does not say. */
  date: string
  /** 'HH:mm'; '' when unknown. */
  time: string
  status: OrderStatus
  statusName: string
  passengers: string[]
  amount: number
  roundTrip: boolean
}

export interface TripGroups {
  next: TripItem | null
  /** After `next`, soonest first. */
  upcoming: TripItem[]
  /** Most recent first. */
  past: TripItem[]
}

const NO_JOURNEY: readonly string[] = ['Cancelled', 'Voided', 'RefundSucceeded']
/** Waiting for a step the traveller never took: no journey happened once the day passed. */
const NEVER_FLOWN: readonly string[] = ['PendingApproval', 'Placed', 'PaymentFailed']

const WHEN = /(\d{4}-\d{2}-\d{2})(?:\s+(\d{2}:\d{2}))?/

export function tripOf(o: OrderSummary): TripItem | null {
  if (NO_JOURNEY.includes(o.Status)) return null
  const m = WHEN.exec(o.SubTitle)
  const flightNo = o.SubTitle.split('·')[0]?.trim() ?? ''
  return {
    orderNo: o.OrderNo,
    product: o.Product,
    title: o.Title,
    flightNo: m && flightNo !== o.SubTitle.trim() ? flightNo : '',
    date: m?.[1] ?? '',
    time: m?.[2] ?? '',
    status: o.Status,
    statusName: o.StatusName,
    passengers: o.PassengerNames,
    amount: o.TotalAmount,
    roundTrip: o.Title.includes(' / '),
  }
}

/** The traveller's own trips: orders they fly on (a booker's bookings for others are not theirs). */
export function isTravelling(o: Pick<OrderSummary, 'PassengerNames'>, myName: string): boolean {
  return !!myName && o.PassengerNames.includes(myName)
}

const key = (t: TripItem) => `${t.date} ${t.time || '99:99'}`

/**
 * Splits trips around `now` ('yyyy-MM-dd HH:mm' local): a trip departing at or after now is
 * ahead. A trip without a time counts as ahead for its whole day; one without a date is left out
 * (nothing honest can be said about it).
 */
export function groupTrips(trips: readonly TripItem[], now: string): TripGroups {
  const [today] = now.split(' ')
  const ahead: TripItem[] = []
  const past: TripItem[] = []
  const seen = new Set<string>()
  for (const t of trips) {
    if (!t.date || seen.has(t.orderNo)) continue
    seen.add(t.orderNo)
    const isAhead = t.time ? key(t) >= now : t.date >= today
    if (isAhead) ahead.push(t)
    else if (!NEVER_FLOWN.includes(t.status)) past.push(t)
  }
  ahead.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0))
  past.sort((a, b) => (key(a) > key(b) ? -1 : key(a) < key(b) ? 1 : 0))
  return { next: ahead[0] ?? null, upcoming: ahead.slice(1), past }
}

/** Whole days from `today` to the trip's date (0 = today), for 'in 3 days'. */
export function daysUntil(date: string, today: string): number {
  const a = Date.UTC(+today.slice(0, 4), +today.slice(5, 7) - 1, +today.slice(8, 10))
  const b = Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10))
  return Math.round((b - a) / 86_400_000)
}

/**
 * Now as 'yyyy-MM-dd HH:mm' in China time, the zone of the orders' times: a phone set to another
 * zone must still split past and upcoming trips where the airport's clock does.
 */
export function localNow(epochMs: number = clock.now()): string {
  return chinaDateTime(epochMs)
}

/** The order details page of a product, by route name; null for a product without one yet. */
export function detailsRouteOf(product: string): RouteName | null {
  return orderDetailsRoute(product)
}

/** The signed-in person's name as orders carry it: the Chinese name, else 'LAST/FIRST'. */
export function myName(p: { ChName: string; LastName: string; FirstName: string } | null): string {
  if (!p) return ''
  return p.ChName || `${p.LastName}/${p.FirstName}`.replace(/^\/|\/$/g, '')
}
