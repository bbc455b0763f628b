/**
 * Server objects arrive partial, with extra keys, or with wrong types after a backend
 * change. Stores merge them onto complete defaults so getters never see a hole: a missing
 * or mistyped value takes its default (for settings: hidden / not required / off).
 */
type Plain = Record<string, unknown>

export function isPlainObject(v: unknown): v is Plain {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

/**
 * `optional` names groups the defaults leave out because they are optional in the contract
 * (e.g. a per-product CostCenterSettings override); present in `raw`, they are merged onto
 * the given defaults, absent they stay absent.
 */
export function mergeDefaults<T>(defaults: T, raw: unknown, optional: Readonly<Record<string, object>> = {}): T {
  if (!isPlainObject(defaults)) {
    if (Array.isArray(defaults)) return (Array.isArray(raw) ? raw : defaults) as T
    return (typeof raw === typeof defaults ? raw : defaults) as T
  }
  const src: Plain = isPlainObject(raw) ? raw : {}
  const out: Plain = {}
  for (const [k, d] of Object.entries(defaults)) out[k] = mergeDefaults(d, src[k], optional)
  for (const [k, d] of Object.entries(optional)) {
    if (!(k in defaults) && isPlainObject(src[k])) out[k] = mergeDefaults(d, src[k], optional)
  }
  return out as T
}
