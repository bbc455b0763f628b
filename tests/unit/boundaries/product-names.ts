/**
 * Where src names a travel product outside the product's own folder (docs/kit.md "Add a product"):
 * a product registers itself (src/products.ts), so no other file may hold a closed list of
 * products, switch on a product's name, or reach into its folder. The patterns come from the
 * declarations themselves: each order kind ('Flight'), the approval field it fills
 * ('FlightOrder'), the powers named after it ('BusinessPermission.Flight.…'), its route names
 * ('flightSearch'), its text namespace ('flight:…') and its folder ('features/flight/').
 */
import type { ProductDef } from '@/core/product'
import type { SourceFile } from './check'

export interface NamePattern {
  product: string
  what: string
  re: RegExp
}

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const q = `['"\`]`

/** The table of patterns, one row per way of naming a product. */
export function namePatterns(products: readonly ProductDef<string>[]): NamePattern[] {
  const out: NamePattern[] = []
  for (const p of products.filter((x) => x.orders)) {
    const product = p.pkg
    for (const k of p.orders!.kinds) {
      out.push({ product, what: `order kind '${k}'`, re: new RegExp(`${q}${esc(k)}${q}`) })
      out.push({ product, what: `field or subject '${k}Order'`, re: new RegExp(`(?<![\\w$])${esc(k)}Order(?![\\w$])`) })
      out.push({ product, what: `a power of ${k}`, re: new RegExp(`Permission\\.${esc(k)}\\.`) })
    }
    for (const r of Object.keys(p.routes)) out.push({ product, what: `route '${r}'`, re: new RegExp(`${q}${esc(r)}${q}`) })
    for (const ns of p.texts ? [p.texts] : []) {
      out.push({ product, what: `texts '${ns}:'`, re: new RegExp(`${q}${esc(ns)}:`) })
      out.push({ product, what: `namespace '${ns}'`, re: new RegExp(`${q}${esc(ns)}${q}`) })
      out.push({ product, what: `namespace module '${ns}'`, re: new RegExp(`i18n/ns/${esc(ns)}${q}`) })
    }
    const storage = p.storage ?? {}
    for (const k of [...Object.keys(storage.keys ?? {}), ...Object.keys(storage.session ?? {})])
      out.push({ product, what: `storage key '${k}'`, re: new RegExp(`${q}${esc(k)}${q}|\\.${esc(k)}(?![\\w$])`) })
    out.push({ product, what: `its folder`, re: new RegExp(`${esc(product)}/`) })
  }
  return out
}

/** Drops comments, so prose may still speak of flights and hotels. */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, '')).replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')
}

/** Every line naming a product outside its folder: 'file:line: what'. The registry list itself may name the folders. */
export function productNames(files: readonly SourceFile[], patterns: readonly NamePattern[], registry = 'src/products.ts'): string[] {
  const out: string[] = []
  for (const f of files) {
    const lines = code(f.text).split('\n')
    for (const pat of patterns) {
      if (f.file.startsWith(`src/${pat.product}/`)) continue
      if (f.file === registry && pat.what === 'its folder') continue
      lines.forEach((line, i) => {
        if (pat.re.test(line)) out.push(`${f.file}:${i + 1}: ${pat.product} ${pat.what}`)
      })
    }
  }
  return out
}
