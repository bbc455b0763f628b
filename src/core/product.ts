/**
 * What a product declares about itself in its folder (`src/features/<product>/product.ts`,
 * docs/kit.md): its subpackage, its pages and their URLs, its text namespaces, and its entries in
 * the shell (the home tile, the "my" area of the personal centre, the Manage tab). src/routes.ts
 * composes the declarations into the one route table; the shell reads the entries from there, so a
 * new product appears by declaring, not by editing the shell.
 */
import type { ModuleIcons, PowerKey } from '@api/index'
import type { ApprovalDetail } from '@api/approval'
import type { TripApplicationDetail } from '@api/trip-form'

export interface PageDef {
  /** Page path inside the product's subpackage, e.g. 'search/index'. */
  page: string
  /** The H5 URL of docs/routes.md (hash mode). */
  url: string
  /** Pages that need no sign-in. */
  open?: boolean
  /**
   * A page of company administration that no Manage-tab entry leads to (it opens from another
   * one): the powers that open it. The Manage-tab entries' powers guard their own pages already.
   */
  power?: PowerKey | PowerKey[]
}

export interface EntryDef<R extends string> {
  /** Text key of the entry in the shell namespace (e.g. 'shell:mine.flightOrders'). */
  label: string
  route: NoInfer<R>
  /** Shown only when the power allows it; absent = every signed-in user (the personal centre's own pages). */
  power?: PowerKey
  /** Smaller text under the label. */
  hint?: string
  /** Listed before every product's entries (the personal centre's "all orders"). */
  lead?: boolean
}

export interface HomeTileDef<R extends string> {
  tile: string
  route: NoInfer<R>
  /** Query of the first page, e.g. { intl: 1 } for the international entry of a product. */
  params?: Record<string, string | number>
  /** Text key of the tile's label. */
  label: string
  /**
   * Built-in icon, the name of `src/assets/entries/<icon>.png` (a declaration is plain data: the
   * app config reads it at build time); a company theme may replace it (Theme.ModuleIcons).
   */
  icon: string
  themeIcon?: keyof ModuleIcons
  /** Shown only when PersonalPower allows every one of these. */
  needs: PowerKey[]
  /** And, when given, at least one of these (a product of several services, each with its own power: cars). */
  needsAny?: PowerKey[]
  /** Place in the home grid (Ctrip's order, docs/ux.md): lower first. */
  rank: number
}

/**
 * How an approver's page shows an order of the product (ApprovalDetail carries it in `field`):
 * 'segments' (flights with times and airports), 'journeys' (one line per flight or journey the
 * server words, `lines` names the field) or 'stay' (a hotel stay). The page opens `orders.details`.
 */
export interface ApprovalViewDef {
  field: keyof ApprovalDetail
  /** Its approvals follow templates (approval settings offer it, as the subject kind `field`). */
  templates?: boolean
  show: 'segments' | 'journeys' | 'stay'
  /** For 'journeys': the order's field holding the worded lines. */
  lines?: string
  /** Extra facts under the lines: text key → the order's field. */
  extra?: Record<string, string>
  testId: string
}

/** An approved trip application books this product: the action on the application, and where it leads. */
export interface ApplyBookDef<R extends string> {
  label: string
  power: PowerKey
  route: NoInfer<R>
  params: (app: TripApplicationDetail) => Record<string, string | undefined>
}

/**
 * The keys a product keeps in host storage (core/storage-keys.ts composes them into KEYS and
 * SESSION_KEYS): `keys` in the persistent store, `session` in the tab's store (personal, purged on
 * sign-out: src/platform/personal.ts); `keepOnVersionUpdate` names keys of `keys` that survive the
 * version clean-up, `keepOnStart` keys of `session` a start (an H5 reload) keeps.
 */
export interface StorageDef {
  keys?: Record<string, string>
  session?: Record<string, string>
  keepOnVersionUpdate?: readonly string[]
  keepOnStart?: readonly string[]
}

export interface ProductDef<R extends string> {
  /** Its keys in host storage. */
  storage?: StorageDef
  /** The subpackage root, e.g. 'features/flight'. */
  pkg: string
  /**
   * Its own text namespace, whose tables live in the product's folder (`locales/<language>.json`)
   * and are registered by its `texts.ts` when a screen of the product loads.
   */
  texts?: string
  /** Shared feature namespaces of src/i18n/ns the product's screens register. */
  namespaces: readonly string[]
  routes: Record<R, PageDef>
  /** The home grid tiles (pages/home/entries.ts: icon, label and powers by key) and where each leads. */
  home?: NoInfer<HomeTileDef<R>> | NoInfer<HomeTileDef<R>>[]
  /**
   * The order kinds (orders.product on the server) whose details page is `details`, cashier `pay`
   * and, when it has one, list of orders `list` (where the kit's order details lead back to).
   */
  orders?: { kinds: string[]; details: NoInfer<R>; pay: NoInfer<R>; list?: NoInfer<R> }
  /** The trips tab: the empty tab offers to book this product (text key of the offer; the first product declaring one is offered). */
  trips?: { book: string }
  /**
   * Where other features list it, each by the contract's name for it: the personal centre's order
   * tabs (the kind to filter by and the power that shows the tab), an employee's booking and
   * viewing scope (a ScopeProduct), the wallet's records filter (a MoneyProduct), the traveller's
   * rank page (label key, the rank's API path, the power that shows it).
   */
  listed?: {
    myOrders?: { kind: string; power: PowerKey }
    bookingScope?: string
    walletRecords?: string
    rank?: { label: string; path: string; power: PowerKey }
  }
  /** How approvals show its orders. */
  approval?: ApprovalViewDef
  /** What an approved trip application books of it. */
  apply?: ApplyBookDef<R>
  /** Entries of the personal centre's bindings page: an account the traveller holds with the product's supplier. */
  bindings?: (EntryDef<R> & { testId: string })[]
  /** Entries of the personal centre's "my" area. */
  mine?: EntryDef<R>[]
  /** Entries of the Manage tab, grouped under `manageGroup`. */
  manage?: EntryDef<R>[]
  manageGroup?: string
  /**
   * Its services run to a timetable the operations feed watches (the disruption assistant, its
   * order kind the event's product): `mode` 'air' (gates, terminals, diversions) or 'rail'
   * (suspensions); `label` names it in the administrator's test console.
   */
  timetable?: TimetableDef
}

export interface TimetableDef {
  mode: 'air' | 'rail'
  label: string
}

/** Declares a product, keeping its route names and storage keys as literal types. */
export function product<R extends string, const S extends StorageDef = {}>(
  def: Omit<ProductDef<R>, 'storage'> & { storage?: S },
): Omit<ProductDef<R>, 'storage'> & { storage?: S } {
  return def
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/** Whether a home tile shows for someone whose powers `can` tells: every one of `needs`, and one of `needsAny` when given. */
export const tileShown = (h: { needs: PowerKey[]; needsAny?: PowerKey[] }, can: (key: PowerKey) => boolean): boolean =>
  h.needs.every(can) && (!h.needsAny?.length || h.needsAny.some(can))

/**
 * A home tile: `tile` names it and its built-in icon (`src/assets/entries/<tile in kebab case>.png`
 * unless `icon` says otherwise); `module` is the theme's module key ('plane'), which gives the label
 * `common:modules.<module>` and the company theme's icon (ModuleIcons.Plane) unless `themed` is false
 * (a module the theme has no icon for).
 */
export function homeTile<R extends string>(p: {
  tile: string
  module: string
  route: R
  needs: PowerKey
  rank: number
  icon?: string
  themed?: false
  params?: Record<string, string | number>
}): HomeTileDef<R> {
  const themed = capital(p.module)
  return {
    tile: p.tile,
    route: p.route,
    ...(p.params ? { params: p.params } : {}),
    label: `common:modules.${p.module}`,
    icon: p.icon ?? p.tile.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`),
    ...(p.themed === false ? {} : { themeIcon: themed as keyof ModuleIcons }),
    needs: [p.needs],
    rank: p.rank,
  }
}

/**
 * Where other features list a booking product of order kind `kind` ('Bus'): the personal centre's
 * order tab, the booking scope, the traveller's rank page (`rankPath`, labelled as its home tile)
 * and, with `wallet`, the wallet's records filter. The powers are the kind's own
 * (`MyPermission.Orders.<kind>.Enable`, `BusinessPermission.<kind>.Search`).
 */
export function listedAs(kind: string, module: string, rankPath: string, wallet = false): NonNullable<ProductDef<string>['listed']> {
  return {
    myOrders: { kind, power: `MyPermission.Orders.${kind}.Enable` as PowerKey },
    bookingScope: kind,
    ...(wallet ? { walletRecords: kind } : {}),
    rank: { label: `common:modules.${module}`, path: rankPath, power: `BusinessPermission.${kind}.Search` as PowerKey },
  }
}

/**
 * Pages whose URLs share `base`: each route names its folder in the product's subpackage
 * ('order-notice' is order-notice/index) and its URL is the folder's name in camel case under
 * `base` (`<base>/orderNotice`); a pair `[folder, tail]` is a page whose URL tail is its own.
 */
export function pagesAt<const R extends string>(base: string, pages: Record<R, string | readonly [folder: string, tail: string]>): Record<R, PageDef> {
  const out: Record<string, PageDef> = {}
  for (const [name, at] of Object.entries(pages) as [R, string | readonly [string, string]][]) {
    const [dir, tail] = typeof at === 'string' ? [at, at.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] : at
    out[name] = { page: `${dir}/index`, url: `${base}/${tail}` }
  }
  return out as Record<R, PageDef>
}

/**
 * The pages every booking product has, each in its folder of the product's subpackage and at its
 * URL under `base` (docs/routes.md): `<name>Search` (search/index, `<base>/query`), `<name>List`
 * (list/index, `/list`), `<name>Booking` (booking/index, `/bookDetails`), `<name>Pay` (pay/index,
 * `/pay`), `<name>OrderList` (orders/index, `/orderList`) and `<name>OrderDetails`
 * (order-details/index, `/orderDetails`). `without` leaves out the pages a product does not have;
 * `urls` gives the URL tails that differ from these ('orderDetail').
 */
const BOOKING_PAGES = {
  Search: ['search/index', 'query'],
  List: ['list/index', 'list'],
  Booking: ['booking/index', 'bookDetails'],
  Pay: ['pay/index', 'pay'],
  OrderList: ['orders/index', 'orderList'],
  OrderDetails: ['order-details/index', 'orderDetails'],
} as const

export type BookingPage = keyof typeof BOOKING_PAGES

export function bookingPages<const P extends string, const O extends BookingPage = never>(
  name: P,
  base: string,
  opts: { without?: readonly O[]; urls?: Partial<Record<BookingPage, string>> } = {},
): Record<`${P}${Exclude<BookingPage, O>}`, PageDef> {
  const out: Record<string, PageDef> = {}
  for (const [page, [dir, tail]] of Object.entries(BOOKING_PAGES) as [BookingPage, readonly [string, string]][]) {
    if ((opts.without as readonly BookingPage[] | undefined)?.includes(page)) continue
    out[`${name}${page}`] = { page: dir, url: `${base}/${opts.urls?.[page] ?? tail}` }
  }
  return out as Record<`${P}${Exclude<BookingPage, O>}`, PageDef>
}

/**
 * A booking product (docs/kit.md): the subpackage `features/<folder>` with its own texts and the
 * booking namespace; its booking pages (`bookingPages(name, base, { without, urls })`), then its
 * own `routes`; its orders, of `kinds`, opened at `<name>OrderDetails`, paid at `<name>Pay` and
 * listed at `<name>OrderList`. `folder` and `texts` are `name` unless given.
 */
export function bookingProduct<const P extends string, R extends string = never, const O extends BookingPage = never, const S extends StorageDef = {}>(
  name: P,
  at: { base: string; kinds: string[]; folder?: string; texts?: string; without?: readonly O[]; urls?: Partial<Record<BookingPage, string>> },
  def: Omit<ProductDef<R | `${P}${Exclude<BookingPage, O>}`>, 'storage' | 'pkg' | 'texts' | 'namespaces' | 'routes' | 'orders'> & {
    routes?: Record<R, PageDef>
    storage?: S
  },
): Omit<ProductDef<R | `${P}${Exclude<BookingPage, O>}`>, 'storage'> & { storage?: S } {
  type Route = R | `${P}${Exclude<BookingPage, O>}`
  const own = (page: BookingPage) => `${name}${page}` as Route
  return {
    pkg: `features/${at.folder ?? name}`,
    texts: at.texts ?? name,
    namespaces: ['booking'],
    ...def,
    routes: { ...bookingPages(name, at.base, { without: at.without, urls: at.urls }), ...def.routes } as Record<Route, PageDef>,
    orders: { kinds: at.kinds, details: own('OrderDetails'), pay: own('Pay'), list: own('OrderList') },
  }
}

/**
 * A booking product's keys in host storage: `recent` (its last picked places or cities, kept over
 * a version update) and, in the tab's personal store, `<name>SearchCriteria` (the search),
 * `<name>Selection` (what is chosen for booking) and `<name>BookingDraft` (the booking form being
 * filled in); `session` adds its own keys, `keepOnStart` those a reload keeps (a draft checked
 * against the URL), `search: false` when the product keeps no search criteria.
 */
export function bookingStorage<const P extends string, const K extends string, const S extends Record<string, string> = {}, const N extends boolean = true>(
  name: P,
  recent: K,
  opts: { session?: S; keepOnStart?: readonly string[]; search?: N } = {},
): {
  keys: Record<K, K>
  session: Record<`${P}${N extends false ? never : 'SearchCriteria'}` | `${P}Selection` | `${P}BookingDraft`, string> & S
  keepOnVersionUpdate: readonly string[]
  keepOnStart?: readonly string[]
} {
  const own = (k: string) => [`${name}${k}`, `${name}${k}`]
  const kept = [...(opts.search === false ? [] : ['SearchCriteria']), 'Selection', 'BookingDraft']
  return {
    keys: { [recent]: recent } as Record<K, K>,
    session: { ...Object.fromEntries(kept.map(own)), ...opts.session } as never,
    keepOnVersionUpdate: [recent],
    ...(opts.keepOnStart ? { keepOnStart: opts.keepOnStart } : {}),
  }
}
