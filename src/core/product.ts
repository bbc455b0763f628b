/**
 * What a product declares about itself in its folder (`src/features/<product>/product.ts`,
 * docs/kit.md): its subpackage, its pages and their URLs, its text namespaces, and its entries in
 * the shell (the home tile, the "my" area of the personal centre, the Manage tab). src/routes.ts
 * composes the declarations into the one route table; the shell reads the entries from there, so a
 * new product appears by declaring, not by editing the shell.
 */
import type { PowerKey } from '@api/index'

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
}

export interface ProductDef<R extends string> {
  /** The subpackage root, e.g. 'features/flight'. */
  pkg: string
  /** Feature namespaces of src/i18n/ns the product's screens register. */
  namespaces: readonly string[]
  routes: Record<R, PageDef>
  /** The home grid tiles (pages/home/entries.ts: icon, label and powers by key) and where each leads. */
  home?: HomeTileDef<R> | HomeTileDef<R>[]
  /** The order kinds (orders.product on the server) whose details page is `details`. */
  orders?: { kinds: string[]; details: NoInfer<R>; pay: NoInfer<R> }
  /** Entries of the personal centre's "my" area. */
  mine?: EntryDef<R>[]
  /** Entries of the Manage tab, grouped under `manageGroup`. */
  manage?: EntryDef<R>[]
  manageGroup?: string
}

/** Declares a product, keeping its route names as literal types. */
export function product<R extends string>(def: ProductDef<R>): ProductDef<R> {
  return def
}
