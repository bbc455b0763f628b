/**
 * The server's import graph keeps its shape (README "Layout"): the order kernel, the product
 * modules and the services never import each other in a circle, a module never imports another
 * module, and neither the kernel nor a service imports a module — a product joins the order
 * list, approvals, messages and the cashier by registering, not by being imported.
 *
 * Every `import` / `export … from` of server/src counts, `import type` too: a type-only circle
 * still ties two parts together. A part is a folder under kernel/, modules/ or services/ (or a
 * single file directly in services/). The composition points outside those folders (db/schema.ts,
 * db/migrations, db/seed, modules/index.ts) may import whatever they compose.
 */
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'

const SRC = path.resolve(__dirname, '..', 'src')
const LAYERS = ['kernel', 'modules', 'services']

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    return e.isDirectory() ? sourceFiles(p) : p.endsWith('.ts') ? [p] : []
  })
}

/** Relative imports of a file, resolved to files of server/src. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8')
  const out: string[] = []
  for (const m of text.matchAll(/^\s*(?:import|export)\s(?:[^'"]*?\sfrom\s)?['"](\.[^'"]+)['"]/gm)) {
    const base = path.resolve(path.dirname(file), m[1])
    const found = [`${base}.ts`, path.join(base, 'index.ts')].find((f) => fs.existsSync(f))
    if (found) out.push(found)
  }
  return out
}

/** 'kernel/orders', 'modules/flight', 'services/approvals', 'services/power'; null outside the layers. */
function partOf(file: string): string | null {
  const [layer, name, ...rest] = path.relative(SRC, file).split(path.sep)
  if (!LAYERS.includes(layer) || !name) return null
  if (!rest.length && layer === 'modules' && name === 'index.ts') return null
  return `${layer}/${name.replace(/\.ts$/, '')}`
}

/** Strongly connected components with more than one node (Tarjan). */
function cycles(graph: Map<string, Set<string>>): string[][] {
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (v: string): void => {
    index.set(v, next)
    low.set(v, next++)
    stack.push(v)
    onStack.add(v)
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v)!, low.get(w)!))
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!))
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = []
      let w: string
      do {
        w = stack.pop()!
        onStack.delete(w)
        component.push(w)
      } while (w !== v)
      if (component.length > 1) found.push(component.sort())
    }
  }
  for (const v of graph.keys()) if (!index.has(v)) visit(v)
  return found
}

const files = sourceFiles(SRC)
const edges = files.flatMap((from) => importsOf(from).map((to) => ({ from, to })))
const rel = (f: string) => path.relative(SRC, f)

describe('import graph of server/src', () => {
  it('finds the parts it guards (the walk reads the source)', () => {
    const parts = new Set(files.map(partOf).filter((p) => p !== null))
    for (const p of ['kernel/orders', 'modules/flight', 'services/approvals', 'services/messages', 'services/trip-forms']) assert.ok(parts.has(p), p)
    assert.ok(edges.some((e) => partOf(e.from) === 'modules/flight' && partOf(e.to) === 'kernel/orders'))
  })

  it('has no import cycle between the kernel, modules and services', () => {
    const graph = new Map<string, Set<string>>()
    for (const { from, to } of edges) {
      const a = partOf(from)
      const b = partOf(to)
      if (!a || !b || a === b) continue
      if (!graph.has(a)) graph.set(a, new Set())
      graph.get(a)!.add(b)
    }
    const found = cycles(graph).map((c) => {
      const links = edges.filter((e) => c.includes(partOf(e.from) ?? '') && c.includes(partOf(e.to) ?? '') && partOf(e.from) !== partOf(e.to))
      return `${c.join(' ↔ ')}:\n  ${links.map((e) => `${rel(e.from)} → ${rel(e.to)}`).join('\n  ')}`
    })
    assert.deepEqual(found, [], `import cycles:\n${found.join('\n')}`)
  })

  it('has no file of theirs importing itself round about', () => {
    const graph = new Map<string, Set<string>>()
    for (const { from, to } of edges) {
      if (!partOf(from) || !partOf(to)) continue
      if (!graph.has(from)) graph.set(from, new Set())
      graph.get(from)!.add(to)
    }
    const found = cycles(graph).map((c) => c.map(rel).join(' ↔ '))
    assert.deepEqual(found, [], `file cycles:\n${found.join('\n')}`)
  })

  it('lets no module import another module', () => {
    const wrong = edges.filter(({ from, to }) => {
      const a = partOf(from)
      const b = partOf(to)
      return a?.startsWith('modules/') && b?.startsWith('modules/') && a !== b
    })
    assert.deepEqual(wrong.map((e) => `${rel(e.from)} → ${rel(e.to)}`), [])
  })

  it('lets neither the kernel nor a service import a module', () => {
    const wrong = edges.filter(({ from, to }) => /^(kernel|services)\//.test(partOf(from) ?? '') && partOf(to)?.startsWith('modules/'))
    assert.deepEqual(wrong.map((e) => `${rel(e.from)} → ${rel(e.to)}`), [])
  })
})
