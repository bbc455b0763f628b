/**
 * The import graph of the reference server and the contract (server/src and types/api), and the
 * layer order it must keep (docs/architecture.md, "Server layers"). Read by layers.test.ts.
 *
 * Every import counts: `import`, `import type`, `export … from`, `import('…')` in code or in a
 * type; TypeScript's own scanner finds them (comments and strings are not imports).
 */
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

export const ROOT = path.resolve(__dirname, '..', '..')
export const SCANNED = ['server/src', 'types/api']

/**
 * The layers, from the top. A file may import a file of its own layer or of a layer below it,
 * never one above. The app wires the server; the composition points list every part; routes and
 * product modules serve calls; the kernel holds what spans products (orders, trip applications,
 * ranks, the audit log); services are what the kernel builds on; http is one call (its
 * declaration and context); the base is the dependencies, configuration and database; then plain
 * helpers, the server's words and errors, and the contract both sides compile against.
 */
export const LAYERS = [
  'app',
  'composition',
  'routes & modules',
  'kernel',
  'services',
  'http',
  'base',
  'lib',
  'words',
  'contract index',
  'contract',
  'contract base',
] as const
export type Layer = (typeof LAYERS)[number]

/** Which layer a file is in (path from the repository root): the first rule that matches. */
export const RULES: readonly (readonly [RegExp, Layer])[] = [
  // A part's table declarations are the database's schema (db/schema.ts composes them).
  [/^server\/src\/.+\/tables\.ts$/, 'base'],
  // The payment channels' interface is what AppDeps carries (deps.ts): base, like the tables.
  [/^server\/src\/services\/money\/channels\/types\.ts$/, 'base'],
  [/^server\/src\/(main\.ts$|app\/)/, 'app'],
  [/^server\/src\/((modules|routes|db\/migrations)\/index|db\/migrate)\.ts$|^server\/src\/db\/seed\//, 'composition'],
  [/^server\/src\/(routes|modules)\//, 'routes & modules'],
  [/^server\/src\/kernel\//, 'kernel'],
  [/^server\/src\/services\//, 'services'],
  [/^server\/src\/http\//, 'http'],
  [/^server\/src\/((deps|config)\.ts$|db\/)/, 'base'],
  [/^server\/src\/lib\//, 'lib'],
  [/^server\/src\/(errors|i18n(-[a-z-]+)?)\.ts$/, 'words'],
  [/^types\/api\/index\.ts$/, 'contract index'],
  [/^types\/api\/([a-z-]+-(values|common|limits)|envelope|errors|policy|power|settings)\.ts$/, 'contract base'],
  [/^types\/api\//, 'contract'],
]

/** Layers whose parts are independent of each other: a module never imports another module or the core's routes. */
export const INDEPENDENT: readonly Layer[] = ['routes & modules']

export interface Edge {
  from: string
  to: string
}
export interface Graph {
  files: readonly string[]
  edges: readonly Edge[]
}

export function layerOf(file: string): Layer | null {
  return RULES.find(([re]) => re.test(file))?.[1] ?? null
}

/**
 * The part a file belongs to within its layer: a folder under kernel/, modules/ or services/ (or
 * a single file there), another top folder of server/src, a single root file or contract file.
 */
export function partOf(file: string): string {
  const layer = layerOf(file) ?? '?'
  const [top, dir, name, ...rest] = file.split('/')
  if (top === 'types') return `${layer}:${file}`
  if (!rest.length || !['kernel', 'modules', 'services'].includes(name)) return `${layer}:${top}/${dir}/${name}`
  return `${layer}:${top}/${dir}/${name}/${rest[0].replace(/\.ts$/, '')}`
}

/** Strongly connected components with more than one node (Tarjan), each sorted. */
export function circles(nodes: readonly string[], edges: readonly Edge[]): string[][] {
  const next = new Map<string, string[]>(nodes.map((n) => [n, []]))
  for (const e of edges) if (e.from !== e.to) next.get(e.from)?.push(e.to)
  let counter = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (v: string): void => {
    index.set(v, counter)
    low.set(v, counter++)
    stack.push(v)
    onStack.add(v)
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v)!, low.get(w)!))
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!))
    }
    if (low.get(v) !== index.get(v)) return
    const component: string[] = []
    let w: string
    do {
      w = stack.pop()!
      onStack.delete(w)
      component.push(w)
    } while (w !== v)
    if (component.length > 1) found.push(component.sort())
  }
  for (const v of next.keys()) if (!index.has(v)) visit(v)
  return found
}

export interface Findings {
  /** Files no rule places in a layer. */
  unplaced: string[]
  /** Import circles between files, each with its edges. */
  fileCircles: string[]
  /** Circles between parts (folders) of one layer, each with the edges that make them. */
  partCircles: string[]
  /** Imports of a layer above the importing file's. */
  against: string[]
  /** Imports between independent parts (module → module, routes ↔ module). */
  crossing: string[]
}

const show = (e: Edge) => `${e.from} → ${e.to}`

/** Everything wrong with a graph, as printable lines. */
export function check(graph: Graph): Findings {
  const rank = (f: string) => LAYERS.indexOf(layerOf(f)!)
  const placed = graph.edges.filter((e) => layerOf(e.from) && layerOf(e.to))
  const fileCircles = circles(graph.files, graph.edges).map((c) => {
    const inside = graph.edges.filter((e) => c.includes(e.from) && c.includes(e.to))
    return `${c.join(' ↔ ')}\n    ${inside.map(show).join('\n    ')}`
  })
  const partEdges = placed.map((e) => ({ from: partOf(e.from), to: partOf(e.to), edge: e })).filter((p) => p.from !== p.to)
  const partCircles = circles([...new Set(graph.files.filter(layerOf).map(partOf))], partEdges).map((c) => {
    const inside = partEdges.filter((p) => c.includes(p.from) && c.includes(p.to))
    return `${c.join(' ↔ ')}\n    ${inside.map((p) => show(p.edge)).join('\n    ')}`
  })
  return {
    unplaced: graph.files.filter((f) => !layerOf(f)),
    fileCircles,
    partCircles,
    against: placed.filter((e) => rank(e.to) < rank(e.from)).map((e) => `${show(e)}  (${layerOf(e.from)} → ${layerOf(e.to)})`),
    crossing: placed.filter((e) => layerOf(e.from) === layerOf(e.to) && INDEPENDENT.includes(layerOf(e.from)!) && partOf(e.from) !== partOf(e.to)).map(show),
  }
}

/** The module specifiers a source text imports, in every form; comments and strings are not imports. */
export const specifiersOf = (text: string): string[] => ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName)

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) return sourceFiles(p)
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [p] : []
  })
}

/** The graph of the scanned folders; `unresolved` lists relative imports that name no file. */
export function readGraph(): Graph & { unresolved: string[] } {
  const files = SCANNED.flatMap((d) => sourceFiles(path.join(ROOT, d)))
  const rel = (f: string) => path.relative(ROOT, f).split(path.sep).join('/')
  const edges: Edge[] = []
  const unresolved: string[] = []
  for (const file of files) {
    for (const fileName of specifiersOf(fs.readFileSync(file, 'utf8'))) {
      if (!fileName.startsWith('.')) continue
      // A JSON resource (a text table) imports nothing, so it can close no circle.
      if (fileName.endsWith('.json') && fs.existsSync(path.resolve(path.dirname(file), fileName))) continue
      const base = path.resolve(path.dirname(file), fileName.replace(/\.js$/, ''))
      const to = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((f) => fs.existsSync(f))
      if (to) edges.push({ from: rel(file), to: rel(to) })
      else unresolved.push(`${rel(file)} → ${fileName}`)
    }
  }
  return { files: files.map(rel), edges, unresolved }
}
