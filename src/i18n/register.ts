/**
 * Feature namespaces are not in the first bundle: each `src/i18n/ns/<name>.ts` module (a shared
 * namespace) or `src/features/<product>/texts.ts` (a product's own, kept in its folder) adds its
 * four language tables when a screen that speaks it is loaded (an H5 page chunk or a
 * mini-program subpackage), so the home page does not carry every product's texts.
 */
import i18n from './index'
import type { ProductDef } from '../core/product'
import { LANGUAGES, type Lng, type Table } from './resources'

export function registerNamespace(ns: string, tables: Record<Lng, Table>): void {
  for (const lng of LANGUAGES) {
    if (!i18n.hasResourceBundle(lng, ns)) i18n.addResourceBundle(lng, ns, tables[lng])
  }
}

/** A product's own texts, under the namespace its declaration names (ProductDef.texts). */
export function registerTexts(product: Pick<ProductDef<string>, 'pkg' | 'texts'>, tables: Record<Lng, Table>): void {
  if (!product.texts) throw new Error(`${product.pkg} declares no texts`)
  registerNamespace(product.texts, tables)
}
