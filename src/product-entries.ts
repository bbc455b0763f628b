/**
 * What the products offer the shell and the other products, read from their declarations (the
 * registry, src/products.ts): the home tiles, the personal centre's and the Manage tab's entries,
 * what the empty trips tab offers to book, and each order kind's pages and texts. Screens after
 * the start read these; the route table itself is src/routes.ts.
 */
import type { PowerKey } from '@api/index'
import type { ProductDef } from '@/core/product'
import { PRODUCTS } from '@/products'
import type { RouteName } from '@/routes'

export { PRODUCTS }

export interface ShellEntry {
  label: string
  hint?: string
  route: RouteName
  /** Shown only when the power allows it; absent = every signed-in user. */
  power?: PowerKey
  lead?: boolean
}

export interface HomeTile {
  route: RouteName
  params?: Record<string, string | number>
}

/** The products' home tiles: tile key → first page (pages/home/entries.ts holds icons and powers). */
export const HOME_TILES: Record<string, HomeTile> = Object.fromEntries(
  PRODUCTS.flatMap((p: ProductDef<string>) =>
    (p.home ? [p.home].flat() : []).map((h) => [h.tile, { route: h.route as RouteName, ...(h.params ? { params: h.params } : {}) }]),
  ),
)

/** What the empty trips tab offers to book: the first product declaring it, its home tile's page. */
export const TRIPS_BOOK: (HomeTile & { label: string }) | null = (() => {
  const p = (PRODUCTS as readonly ProductDef<string>[]).find((x) => x.trips && x.home)
  const h = p?.home ? [p.home].flat()[0] : null
  return p?.trips && h ? { label: p.trips.book, route: h.route as RouteName, ...(h.params ? { params: h.params } : {}) } : null
})()

const ORDER_DETAILS: Record<string, RouteName> = Object.fromEntries(
  PRODUCTS.flatMap((p: ProductDef<string>) => (p.orders ? p.orders.kinds.map((k) => [k, p.orders!.details as RouteName]) : [])),
)

/** The order details page of an order kind (orders.product), as its product declares it; null for a kind without one. */
export function orderDetailsRoute(kind: string): RouteName | null {
  return ORDER_DETAILS[kind] ?? null
}

const ORDER_PAY: Record<string, RouteName> = Object.fromEntries(
  PRODUCTS.flatMap((p: ProductDef<string>) => (p.orders ? p.orders.kinds.map((k) => [k, p.orders!.pay as RouteName]) : [])),
)

/** The cashier of an order kind (orders.product on the server); null for a kind without one. */
export function orderPayRoute(kind: string): RouteName | null {
  return ORDER_PAY[kind] ?? null
}

const ORDER_PRODUCT: Record<string, ProductDef<string>> = Object.fromEntries(
  PRODUCTS.flatMap((p: ProductDef<string>) => (p.orders ? p.orders.kinds.map((k) => [k, p]) : [])),
)

/** The list of orders of an order kind, as its product declares it; null for a kind without one. */
export function orderListRoute(kind: string): RouteName | null {
  return (ORDER_PRODUCT[kind]?.orders?.list as RouteName | undefined) ?? null
}

/** The text namespace of the product of an order kind ('hotel' for 'IntlHotel'). */
export function orderTexts(kind: string): string {
  return ORDER_PRODUCT[kind]?.texts ?? ''
}

/** Whether a route is some product's order details page (its param is `orderNo`). */
export function isOrderDetailsRoute(name: RouteName): boolean {
  return Object.values(ORDER_DETAILS).includes(name)
}

/** The personal centre's "my" entries, in product order. */
export const MINE_ENTRIES: ShellEntry[] = ((all: ShellEntry[]) => [...all.filter((e) => e.lead), ...all.filter((e) => !e.lead)])(
  PRODUCTS.flatMap((p: ProductDef<string>) => (p.mine ?? []) as ShellEntry[]),
)

/** The Manage tab's groups of entries, one per product that has any. */
export const MANAGE_GROUPS: { product: string; title: string; entries: ShellEntry[] }[] = PRODUCTS.flatMap((p: ProductDef<string>) =>
  p.manage?.length ? [{ product: p.pkg.replace(/^features\//, ''), title: p.manageGroup ?? '', entries: p.manage as ShellEntry[] }] : [],
)
