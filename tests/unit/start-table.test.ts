// The start table (src/start-table.ts): what the start needs of the products' declarations, as
// plain data. H5's build writes it packed; unpacked it is the table the declarations give, and
// the route table and storage keys read from it are the declarations'.
import { DECLARED } from '@/products'
import { packStartTable, startTableOf, unpackStartTable } from '@/start-table'
import { ROUTE_POWERS, ROUTES } from '@/routes'
import { KEYS, SESSION_KEYS } from '@/core/storage-keys'

const table = startTableOf(DECLARED)

test('packed as the H5 build writes it and unpacked, it is the same table', () => {
  const packed = packStartTable(table)
  expect(Object.keys(packed.routes).sort()).toEqual([...new Set(DECLARED.map((p) => p.pkg))].sort())
  expect(unpackStartTable(JSON.parse(JSON.stringify(packed)))).toEqual(table)
})

test.each(DECLARED.map((p) => [p.pkg, p] as const))('%s: each page with its URL, package and openness; its storage keys', (pkg, p) => {
  for (const [name, def] of Object.entries(p.routes)) {
    expect(table.routes[name]).toEqual({ page: def.page, url: def.url, pkg, ...(def.open ? { open: true } : {}) })
    expect(ROUTES[name as keyof typeof ROUTES]).toEqual(table.routes[name])
    for (const power of [def.power ?? []].flat()) expect(ROUTE_POWERS[name as keyof typeof ROUTES]).toContain(power)
  }
  for (const [k, v] of Object.entries(p.storage?.keys ?? {})) expect(KEYS[k as keyof typeof KEYS]).toBe(v)
  for (const [k, v] of Object.entries(p.storage?.session ?? {})) expect(SESSION_KEYS[k as keyof typeof SESSION_KEYS]).toBe(v)
})

test('a Manage-tab entry’s power opens its page', () => {
  for (const p of DECLARED) for (const e of p.manage ?? []) if (e.power) expect(ROUTE_POWERS[e.route as keyof typeof ROUTES]).toContain(e.power)
})
