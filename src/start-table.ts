/**
 * What the app's start needs of the products' declarations (src/products.ts): every product's
 * pages with their URLs and packages (the route table's, src/routes.ts), the powers that open a
 * page of company administration (ROUTE_POWERS), and the products' storage keys
 * (core/storage-keys.ts). Plain data, worked out from the declarations by startTableOf: on the
 * mini-program at start, on H5 once at build time (config/index.ts), so the declarations
 * themselves, with the shell entries, tiles and order kinds only other screens read, stay out of
 * H5's first load (platform/start-table).
 */
import type { PowerKey } from '@api/index'
import type { ProductDef } from '@/core/product'
import type { RouteDef } from '@/routes'

/** A product's page in the route table: in its product's subpackage, never a tab. */
export type StartRoute = Omit<RouteDef, 'tab' | 'pkg'> & { pkg: string }

export interface StartTable {
  /** Every product's pages by route name. */
  routes: Record<string, StartRoute>
  /** The powers that open a page of company administration, by route name (src/routes.ts ROUTE_POWERS). */
  powers: Record<string, PowerKey[]>
  /** The products' storage keys, composed (core/storage-keys.ts). */
  storage: {
    keys: Record<string, string>
    session: Record<string, string>
    keepOnVersionUpdate: string[]
    keepOnStart: string[]
  }
}

/** ROUTE_POWERS (src/routes.ts says what they are for). */
function powersOf(declared: readonly ProductDef<string>[]): Record<string, PowerKey[]> {
  const out: Record<string, PowerKey[]> = {}
  const add = (route: string, power: PowerKey) => {
    const list = (out[route] ??= [])
    if (!list.includes(power)) list.push(power)
  }
  for (const p of declared) {
    for (const [name, def] of Object.entries(p.routes)) for (const k of [def.power ?? []].flat()) add(name, k)
    for (const e of p.manage ?? []) if (e.power) add(e.route, e.power)
  }
  for (const p of declared) for (const e of p.mine ?? []) if (e.power && out[e.route]) add(e.route, e.power)
  return out
}

export function startTableOf(declared: readonly ProductDef<string>[]): StartTable {
  const routes: Record<string, StartRoute> = {}
  for (const p of declared)
    for (const [name, { page, url, open }] of Object.entries(p.routes)) routes[name] = { page, url, pkg: p.pkg, ...(open ? { open } : {}) }
  return {
    routes,
    powers: powersOf(declared),
    storage: {
      keys: Object.assign({}, ...declared.map((p) => p.storage?.keys ?? {})),
      session: Object.assign({}, ...declared.map((p) => p.storage?.session ?? {})),
      keepOnVersionUpdate: declared.flatMap((p) => (p.storage?.keepOnVersionUpdate ?? []).map((k) => p.storage!.keys![k])),
      keepOnStart: declared.flatMap((p) => (p.storage?.keepOnStart ?? []).map((k) => p.storage!.session![k])),
    },
  }
}

/** The start table as H5's build writes it (smaller): each package's pages as [page, url] or [page, url, 1] when open. */
export interface PackedStartTable extends Omit<StartTable, 'routes'> {
  routes: Record<string, Record<string, [string, string] | [string, string, 1]>>
}

export function packStartTable(table: StartTable): PackedStartTable {
  const routes: PackedStartTable['routes'] = {}
  for (const [name, { page, url, pkg, open }] of Object.entries(table.routes)) (routes[pkg] ??= {})[name] = open ? [page, url, 1] : [page, url]
  return { ...table, routes }
}

export function unpackStartTable(packed: PackedStartTable): StartTable {
  const routes: Record<string, StartRoute> = {}
  for (const [pkg, pages] of Object.entries(packed.routes))
    for (const [name, [page, url, open]] of Object.entries(pages)) routes[name] = { page, url, pkg, ...(open ? { open: true } : {}) }
  return { ...packed, routes }
}
