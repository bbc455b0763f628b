/**
 * THE registry of products (docs/kit.md "Add a product"): every feature that declares itself in
 * its folder (`src/features/<product>/product.ts`), in the order the personal centre lists their
 * entries. The route table (src/routes.ts), the home grid, trips, approvals, trip applications,
 * the cashier, the text namespaces and the storage keys are all read from these declarations;
 * adding a product is adding it here and nothing else outside its folder.
 */
import type { ProductDef, TimetableDef } from '@/core/product'
import flight from '@/features/flight/product'
import hotel from '@/features/hotel/product'
import approval from '@/features/approval/product'
import approvalSetting from '@/features/approval-setting/product'
import travelApply from '@/features/travel-apply/product'
import trip from '@/features/trip/product'
import traveller from '@/features/traveller/product'
import train from '@/features/train/product'
import dining from '@/features/dining/product'
import bus from '@/features/bus/product'
import car from '@/features/car/product'
import settings from '@/features/settings/product'
import money from '@/features/money/product'
import support from '@/features/support/product'
import invoice from '@/features/invoice/product'
import personal from '@/features/personal/product'
import intlFlight from '@/features/intl-flight/product'
import business from '@/features/business/product'
import organisation from '@/features/organisation/product'
import travelPolicy from '@/features/travel-policy/product'
import reports from '@/features/reports/product'
import disruption from '@/features/disruption/product'

export const PRODUCTS = [
  flight,
  hotel,
  train,
  bus,
  car,
  intlFlight,
  dining,
  approval,
  approvalSetting,
  travelApply,
  trip,
  traveller,
  settings,
  money,
  support,
  invoice,
  personal,
  business,
  organisation,
  travelPolicy,
  reports,
  disruption,
] as const

/** The registry as plain declarations, for readers that do not need the route names' types. */
export const DECLARED: readonly ProductDef<string>[] = PRODUCTS

/** The route names every product declares. */
export type ProductRouteName = (typeof PRODUCTS)[number] extends infer P ? (P extends ProductDef<infer R> ? R : never) : never

type StorageOf<P, F extends 'keys' | 'session'> = P extends { storage?: infer S }
  ? NonNullable<S> extends { [k in F]?: infer O }
    ? O extends Record<string, string>
      ? O
      : {}
    : {}
  : {}
type Intersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never
type Declared = (typeof PRODUCTS)[number]

/** Every product's keys of the persistent store (core/storage-keys.ts KEYS). */
export type ProductKeys = Intersection<StorageOf<Declared, 'keys'>>
/** Every product's keys of the session store (core/storage-keys.ts SESSION_KEYS). */
export type ProductSessionKeys = Intersection<StorageOf<Declared, 'session'>>

/** The order kinds (orders.product on the server) some product declares: 'Flight', 'Hotel', … */
export type OrderKind = string

/** The product whose orders are of this kind, or null. */
export function productOfKind(kind: string): ProductDef<string> | null {
  return DECLARED.find((p) => p.orders?.kinds.includes(kind)) ?? null
}

/** Every order kind some product declares, in registry order. */
export const ORDER_KINDS: readonly string[] = DECLARED.flatMap((p) => p.orders?.kinds ?? [])

/** The order kind a trip application books first (the first product declaring `apply`): its purposes serve the application form. */
export function applicationKind(): string {
  const kind = DECLARED.find((p) => p.apply)?.orders?.kinds[0]
  if (!kind) throw new Error('no product declares what a trip application books')
  return kind
}

/** A product whose services run to a timetable (the disruption assistant): its order kind, mode and label. */
export interface TimetableProduct extends TimetableDef {
  kind: string
}

/** The products the operations feed watches, in registry order. */
export const TIMETABLE_PRODUCTS: readonly TimetableProduct[] = DECLARED.flatMap((p) =>
  p.timetable && p.orders ? [{ kind: p.orders.kinds[0], ...p.timetable }] : [],
)

/** The timetable of an order kind ('air' or 'rail'), or null for a product without one. */
export function timetableOf(kind: string): TimetableProduct | null {
  return TIMETABLE_PRODUCTS.find((p) => p.kind === kind) ?? null
}
