/**
 * The audit log of company administration (docs/administration.md, Audit) read by a person: what
 * changed between the record before and after, field by field, instead of raw JSON.
 *
 * - Both sides records: the fields whose value differs, nested records by dotted path
 *   ('Policy.TierCaps'), an id left out when its name is beside it (`rank_id` with `rank_name`).
 * - Only after (added, imported) or only before (deleted): a compact list of the record's filled
 *   fields, `key: value`.
 * - Plain values: one row, before → after.
 */

export interface AuditRow {
  /** The field's path in the record ('mobile', 'Policy.CabinClassCeiling'); '' for a plain value. */
  field: string
  before?: string
  after?: string
}

export interface AuditChanges {
  /** changed: rows with before and after; added / removed: rows with one side; none: nothing to show. */
  kind: 'changed' | 'added' | 'removed' | 'none'
  rows: AuditRow[]
}

const EMPTY = '—'
/** Fields that say nothing to a reader. */
const NOISE = new Set(['id', 'company_id', 'created_at', 'updated_at', 'link_token_hash', 'token_hash'])
const MAX_TEXT = 80

type Rec = Record<string, unknown>
const isRecord = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v)
const blank = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0)

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/
/** An instant as China time to the minute, 'yyyy-MM-dd HH:mm'. */
const chinaMinute = (iso: string) => new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ')

/** One value as short text (an instant in China time): lists joined, records as 'k: v; …', long text cut with '…'. */
export function auditValue(v: unknown): string {
  if (blank(v)) return EMPTY
  let text: string
  if (Array.isArray(v)) text = v.map(auditValue).join(', ')
  else if (isRecord(v)) text = Object.entries(v).filter(([, x]) => !blank(x)).map(([k, x]) => `${k}: ${auditValue(x)}`).join('; ') || EMPTY
  else if (typeof v === 'string' && ISO_TIME.test(v)) text = chinaMinute(v)
  else text = String(v)
  return text.length > MAX_TEXT ? text.slice(0, MAX_TEXT - 1) + '…' : text
}

/** A record's leaves by dotted path (records inside records; lists are values). */
function leaves(r: Rec, prefix = '', depth = 0): Map<string, unknown> {
  const out = new Map<string, unknown>()
  for (const [k, v] of Object.entries(r)) {
    if (NOISE.has(k)) continue
    const path = prefix ? `${prefix}.${k}` : k
    if (isRecord(v) && depth < 3) for (const [p, x] of leaves(v, path, depth + 1)) out.set(p, x)
    else out.set(path, v)
  }
  return out
}

/** `rank_id` / `RankId` is left out when `rank_name` / `RankName` sits beside it. */
function namedId(path: string, all: Set<string>): boolean {
  const m = /^(.*?)(_id|Id)$/.exec(path)
  if (!m || !m[1]) return false
  return all.has(m[2] === '_id' ? `${m[1]}_name` : `${m[1]}Name`)
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

export function auditChanges(before: unknown, after: unknown): AuditChanges {
  if (isRecord(before) && isRecord(after)) {
    const b = leaves(before)
    const a = leaves(after)
    const all = new Set([...b.keys(), ...a.keys()])
    const rows: AuditRow[] = []
    for (const k of all) {
      if (namedId(k, all) || same(b.get(k), a.get(k))) continue
      rows.push({ field: k, before: auditValue(b.get(k)), after: auditValue(a.get(k)) })
    }
    return { kind: rows.length ? 'changed' : 'none', rows }
  }
  const one = (r: Rec, side: 'before' | 'after'): AuditRow[] => {
    const l = leaves(r)
    const all = new Set(l.keys())
    return [...l].filter(([k, v]) => !blank(v) && !namedId(k, all)).map(([k, v]) => ({ field: k, [side]: auditValue(v) }))
  }
  if (isRecord(after) && blank(before)) return { kind: 'added', rows: one(after, 'after') }
  if (isRecord(before) && blank(after)) return { kind: 'removed', rows: one(before, 'before') }
  if (blank(before) && blank(after)) return { kind: 'none', rows: [] }
  if (same(before, after)) return { kind: 'none', rows: [] }
  return { kind: 'changed', rows: [{ field: '', before: auditValue(before), after: auditValue(after) }] }
}

/** What the entry is about, in words: the record's name (or a person's), else ''. */
export function auditSubject(before: unknown, after: unknown): string {
  for (const r of [after, before]) {
    if (!isRecord(r)) continue
    const person = [r.ch_name, [r.last_name, r.first_name].filter(Boolean).join('/')].find((x) => typeof x === 'string' && x.trim())
    if (typeof person === 'string') return person
    for (const k of ['Name', 'name', 'Title', 'title', 'Code', 'code', 'Name_zh']) if (typeof r[k] === 'string' && (r[k] as string).trim()) return r[k] as string
  }
  return ''
}

/** 'bind:wechatwork' → action 'bind', messenger 'wechatwork'. */
export function auditAction(action: string): { verb: string; detail: string } {
  const i = action.indexOf(':')
  return i < 0 ? { verb: action, detail: '' } : { verb: action.slice(0, i), detail: action.slice(i + 1) }
}

/** The label key of a field: lower case, no separators ('RankName' and 'rank_name' → 'rankname'). */
export const auditFieldKey = (field: string): string => field.split('.').pop()!.replace(/[^A-Za-z0-9]/g, '').toLowerCase()
