/**
 * The server and the contract keep one direction (docs/architecture.md, "Server layers"): every
 * file of server/src and types/api is in a layer, imports only its own layer and the layers below,
 * never sits in an import circle (with files or with parts), and a product module imports no other
 * module and not the core's routes. Type-only imports count: a type circle still ties two parts
 * together. The checker is tried on small graphs first, so a broken checker cannot pass quietly.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { check, layerOf, LAYERS, readGraph, specifiersOf, type Edge, type Findings } from './import-graph'

const NONE: Findings = { unplaced: [], fileCircles: [], partCircles: [], against: [], crossing: [] }

/** Findings of a synthetic graph given as 'from > to' lines; its files are those the lines name. */
function checkLines(...lines: string[]): Findings {
  const edges: Edge[] = lines.map((l) => {
    const [from, to] = l.split(' > ')
    return { from, to }
  })
  return check({ files: [...new Set(edges.flatMap((e) => [e.from, e.to]))], edges })
}

const S = 'server/src/'
const cases: { name: string; lines: string[]; expect: Partial<Findings> }[] = [
  {
    name: 'imports down the layers',
    lines: [
      `${S}modules/flight/booking.ts > ${S}kernel/orders/create.ts`,
      `${S}kernel/orders/create.ts > ${S}services/company.ts`,
      `${S}services/company.ts > ${S}http/context.ts`,
      `${S}http/context.ts > ${S}deps.ts`,
      `${S}deps.ts > ${S}lib/time.ts`,
      `${S}lib/time.ts > types/api/index.ts`,
      `types/api/index.ts > types/api/flight.ts`,
      `types/api/flight.ts > types/api/policy.ts`,
    ],
    expect: {},
  },
  {
    name: 'a service importing the kernel',
    lines: [`${S}services/messages/derive.ts > ${S}kernel/orders/products.ts`],
    expect: { against: [`${S}services/messages/derive.ts → ${S}kernel/orders/products.ts  (services → kernel)`] },
  },
  {
    name: 'the base importing the call layer',
    lines: [`${S}config.ts > ${S}http/call.ts`],
    expect: { against: [`${S}config.ts → ${S}http/call.ts  (base → http)`] },
  },
  {
    name: 'a shared contract piece importing a product contract',
    lines: ['types/api/policy.ts > types/api/flight.ts'],
    expect: { against: ['types/api/policy.ts → types/api/flight.ts  (contract base → contract)'] },
  },
  {
    name: 'a circle of two contract files',
    lines: ['types/api/approval.ts > types/api/trip-form.ts', 'types/api/trip-form.ts > types/api/approval.ts'],
    expect: {
      fileCircles: [
        'types/api/approval.ts ↔ types/api/trip-form.ts\n    types/api/approval.ts → types/api/trip-form.ts\n    types/api/trip-form.ts → types/api/approval.ts',
      ],
      partCircles: [
        'contract:types/api/approval.ts ↔ contract:types/api/trip-form.ts\n    types/api/approval.ts → types/api/trip-form.ts\n    types/api/trip-form.ts → types/api/approval.ts',
      ],
    },
  },
  {
    name: 'a circle of two service folders through different files',
    lines: [`${S}services/approvals/a.ts > ${S}services/money/b.ts`, `${S}services/money/c.ts > ${S}services/approvals/d.ts`],
    expect: {
      partCircles: [
        `services:${S}services/approvals ↔ services:${S}services/money\n    ${S}services/approvals/a.ts → ${S}services/money/b.ts\n    ${S}services/money/c.ts → ${S}services/approvals/d.ts`,
      ],
    },
  },
  {
    name: 'a module importing another module, and a route importing a module',
    lines: [
      `${S}modules/hotel/booking.ts > ${S}modules/flight/booking.ts`,
      `${S}routes/vetting-setting.ts > ${S}modules/admin/audit.ts`,
      `${S}modules/index.ts > ${S}modules/flight/index.ts`,
    ],
    expect: { crossing: [`${S}modules/hotel/booking.ts → ${S}modules/flight/booking.ts`, `${S}routes/vetting-setting.ts → ${S}modules/admin/audit.ts`] },
  },
  {
    name: 'a file no rule places',
    lines: [`${S}odd/thing.ts > ${S}lib/time.ts`],
    expect: { unplaced: [`${S}odd/thing.ts`] },
  },
]

describe('the layer checker', () => {
  for (const c of cases) {
    it(`finds ${c.name}`, () => assert.deepEqual(checkLines(...c.lines), { ...NONE, ...c.expect }))
  }

  it('reads every form of import and nothing else', () => {
    const text = [
      "import a from './a'",
      "import type { B } from './b'",
      "import {\n  c,\n  type C,\n} from './c'",
      "export * from './d'",
      "export type { E } from './e'",
      "type F = typeof import('./f')",
      "const g = await import('./g')",
      "// import h from './h'",
      "/* import i from './i' */",
      'const j = "import j from \'./j\'"',
    ].join('\n')
    assert.deepEqual(specifiersOf(text), ['./a', './b', './c', './d', './e', './f', './g'])
  })

  it('places the composition points, the table declarations and the app where the order says', () => {
    assert.equal(layerOf(`${S}modules/index.ts`), 'composition')
    assert.equal(layerOf(`${S}db/seed/index.ts`), 'composition')
    assert.equal(layerOf(`${S}modules/flight/tables.ts`), 'base')
    assert.equal(layerOf(`${S}db/schema.ts`), 'base')
    assert.equal(layerOf(`${S}app/register.ts`), 'app')
    assert.equal(layerOf('types/api/hotel-values.ts'), 'contract base')
    assert.deepEqual([LAYERS[0], LAYERS[LAYERS.length - 1]], ['app', 'contract base'])
  })
})

describe('import graph of server/src and types/api', () => {
  const graph = readGraph()
  const found = check(graph)

  it('reads every folder, type imports included', () => {
    const folders = new Set(graph.files.map((f) => f.split('/').slice(0, 3).join('/')))
    for (const f of [
      'server/src/app',
      'server/src/db',
      'server/src/http',
      'server/src/kernel',
      'server/src/lib',
      'server/src/modules',
      'server/src/routes',
      'server/src/services',
      'types/api/index.ts',
    ])
      assert.ok(folders.has(f), f)
    // `import type` of the database schema, as nearly every service does.
    assert.ok(graph.edges.some((e) => e.from === 'server/src/services/power.ts' && e.to === 'server/src/db/schema.ts'))
    // `export * from` in the contract.
    assert.ok(graph.edges.some((e) => e.from === 'types/api/flight.ts' && e.to === 'types/api/flight-booking.ts'))
    assert.deepEqual(graph.unresolved, [], 'relative imports that name no file')
  })

  it('places every file in a layer', () => assert.deepEqual(found.unplaced, []))

  it('has no import circle between files', () => assert.deepEqual(found.fileCircles, [], `circles:\n  ${found.fileCircles.join('\n  ')}`))

  it('has no import circle between the parts of a layer', () => assert.deepEqual(found.partCircles, [], `circles:\n  ${found.partCircles.join('\n  ')}`))

  it('imports nothing against the order of the layers', () => assert.deepEqual(found.against, [], `against the order:\n  ${found.against.join('\n  ')}`))

  it('lets no module import another module or the core routes', () =>
    assert.deepEqual(found.crossing, [], `between independent parts:\n  ${found.crossing.join('\n  ')}`))
})
