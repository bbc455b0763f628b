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
const NOISE = new Set(['id', 'Id', 'company_id', 'created_at', 'updated_at', 'link_token_hash', 'token_hash'])
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
  else if (isRecord(v))
    text =
      Object.entries(v)
        .filter(([, x]) => !blank(x))
        .map(([k, x]) => `${k}: ${auditValue(x)}`)
        .join('; ') || EMPTY
  else if (typeof v === 'string' && ISO_TIME.test(v)) text = chinaMinute(v)
  else text = String(v)
  return text.length > MAX_TEXT ? text.slice(0, MAX_TEXT - 1) + '…' : text
}

/** A record's leaves by dotted path (records inside records, down to a role's powers; lists are values). */
function leaves(r: Rec, prefix = '', depth = 0): Map<string, unknown> {
  const out = new Map<string, unknown>()
  for (const [k, v] of Object.entries(r)) {
    if (NOISE.has(k)) continue
    const path = prefix ? `${prefix}.${k}` : k
    if (isRecord(v) && depth < 4) for (const [p, x] of leaves(v, path, depth + 1)) out.set(p, x)
    else out.set(path, v)
  }
  return out
}

/** The paths auditChanges can show of a record (its leaves, less an id beside its name). */
export function auditFieldPaths(r: unknown): string[] {
  if (!isRecord(r)) return []
  const l = leaves(r)
  const all = new Set(l.keys())
  return [...l.keys()].filter((k) => !namedId(k, all))
}

/** `rank_id` / `RankId` is left out when `rank_name` / `RankName` sits beside it. */
function namedId(path: string, all: Set<string>): boolean {
  const m = /^(.*?)(_id|Id)$/.exec(path)
  if (!m || !m[1]) return false
  return all.has(m[2] === '_id' ? `${m[1]}_name` : `${m[1]}Name`)
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/**
 * `format` words a field's value for a reader (a code as its name, money in yuan); undefined
 * leaves it to auditValue. A blank value is '—' whatever the field.
 */
export type AuditFormat = (path: string, value: unknown) => string | undefined

export function auditChanges(before: unknown, after: unknown, format?: AuditFormat): AuditChanges {
  const text = (path: string, v: unknown) => (blank(v) ? EMPTY : (format?.(path, v) ?? auditValue(v)))
  if (isRecord(before) && isRecord(after)) {
    const b = leaves(before)
    const a = leaves(after)
    const all = new Set([...b.keys(), ...a.keys()])
    const rows: AuditRow[] = []
    for (const k of all) {
      if (namedId(k, all) || same(b.get(k), a.get(k))) continue
      rows.push({ field: k, before: text(k, b.get(k)), after: text(k, a.get(k)) })
    }
    return { kind: rows.length ? 'changed' : 'none', rows }
  }
  const one = (r: Rec, side: 'before' | 'after'): AuditRow[] => {
    const l = leaves(r)
    const all = new Set(l.keys())
    return [...l].filter(([k, v]) => !blank(v) && !namedId(k, all)).map(([k, v]) => ({ field: k, [side]: text(k, v) }))
  }
  if (isRecord(after) && blank(before)) return { kind: 'added', rows: one(after, 'after') }
  if (isRecord(before) && blank(after)) return { kind: 'removed', rows: one(before, 'before') }
  if (blank(before) && blank(after)) return { kind: 'none', rows: [] }
  if (same(before, after)) return { kind: 'none', rows: [] }
  return { kind: 'changed', rows: [{ field: '', before: text('', before), after: text('', after) }] }
}

/** What the entry is about, in words: the record's name (or a person's), else ''. */
export function auditSubject(before: unknown, after: unknown): string {
  for (const r of [after, before]) {
    if (!isRecord(r)) continue
    const person = [r.ch_name, [r.last_name, r.first_name].filter(Boolean).join('/')].find((x) => typeof x === 'string' && x.trim())
    if (typeof person === 'string') return person
    for (const k of ['Name', 'name', 'Title', 'title', 'Code', 'code', 'Name_zh'])
      if (typeof r[k] === 'string' && (r[k] as string).trim()) return r[k] as string
  }
  return ''
}

/** 'bind:wechatwork' → action 'bind', messenger 'wechatwork'. */
export function auditAction(action: string): { verb: string; detail: string } {
  const i = action.indexOf(':')
  return i < 0 ? { verb: action, detail: '' } : { verb: action.slice(0, i), detail: action.slice(i + 1) }
}

/** The label key of a field: lower case, no separators ('RankName' and 'rank_name' → 'rankname'). */
export const auditFieldKey = (field: string): string =>
  field
    .split('.')
    .pop()!
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase()

/** Records about a person, whose Name is the person's name. */
const PERSON_RECORDS = new Set(['JoinRequest', 'MessengerBinding', 'AppointedApprover'])

/**
 * The label keys of a field, one per step of its path (organisation:audit.field.<key>, shown
 * joined: 'BookingScope.Flight.Kind' reads 预订范围 · 国内机票 · 方式); a person's Name is 'personname'.
 */
export function auditLabelKeys(entity: string, path: string): string[] {
  const keys = path.split('.').map((s) => s.replace(/[^A-Za-z0-9]/g, '').toLowerCase())
  if (PERSON_RECORDS.has(entity) && path === 'Name') return ['personname']
  return keys
}

/**
 * How a field's value reads, by the record and the field:
 * - 'yesNo' a flag; 'money' fen as yuan (a list of them, nulls as no limit); 'percent' a fraction;
 *   'cityCaps' the per-city caps; 'departments' / 'people' a list of ids as a count; 'country'
 *   an ISO code as the country's name; 'logo' set or not; 'status' a person's or account's status;
 * - `dict:<name>` a code (or a list of codes) as its word, organisation:audit.value.<name>.<code>;
 * - null: as it is.
 */
export type AuditValueKind = 'yesNo' | 'money' | 'percent' | 'cityCaps' | 'departments' | 'people' | 'country' | 'logo' | 'status' | `dict:${AuditDict}` | null
export type AuditDict =
  | 'gender'
  | 'idType'
  | 'role'
  | 'personKind'
  | 'scopeKind'
  | 'product'
  | 'breach'
  | 'reasonKind'
  | 'invoiceType'
  | 'joinState'
  | 'bindingState'
  | 'cabin'
  | 'seat'
  | 'carClass'
  | 'busSeat'
  | 'mismatchKind'
  | 'mismatchStatus'
  | 'payChannel'
  | 'purposeType'
  | 'searchOrder'
  | 'payDays'
  | 'overStandard'

/** A product's booking settings (ProductSettings): the fields with choices, by their label key. */
export const SETTING_DICTS: Record<string, `dict:${AuditDict}`> = {
  purposetype: 'dict:purposeType',
  searchorder: 'dict:searchOrder',
  paydays: 'dict:payDays',
  overstandard: 'dict:overStandard',
}
const MONEY = new Set(['tiercaps', 'intlcap', 'toleranceprice', 'perridecap', 'monthlycap', 'permealcap', 'perdaycap'])
const SEATS = new Set(['highspeed', 'conventional', 'night'])
/** Records of money (docs/money.md) and their fields in fen. */
const MONEY_RECORDS = new Set(['MoneySettings', 'PrepaymentTopUp', 'PaymentMismatch'])
const MONEY_FIELDS = new Set(['lowbalance', 'balance', 'amount', 'channelamount', 'ouramount'])

export function auditValueKind(entity: string, path: string, value: unknown): AuditValueKind {
  if (typeof value === 'boolean') return 'yesNo'
  const keys = path.split('.').map((s) => s.replace(/[^A-Za-z0-9]/g, '').toLowerCase())
  const key = keys[keys.length - 1]
  const person = entity === 'Employee' || entity === 'NonEmployee'
  const inPolicy = entity === 'RankPolicy' && keys[0] === 'policy'
  if (keys.includes('bookingscope') || keys.includes('viewscope'))
    return key === 'kind' ? 'dict:scopeKind' : key === 'departmentids' ? 'departments' : key === 'staffids' ? 'people' : null
  if (person) {
    if (key === 'gender') return 'dict:gender'
    if (key === 'nationality') return 'country'
    if (key === 'idtype') return 'dict:idType'
    if (key === 'roles') return 'dict:role'
    if (key === 'kind') return 'dict:personKind'
    if (key === 'status' || key === 'accountstatus') return 'status'
    return null
  }
  if (inPolicy) {
    if (MONEY.has(key)) return 'money'
    if (key === 'discountceiling') return 'percent'
    if (key === 'citycaps') return 'cityCaps'
    if (key === 'cabinclassceiling') return 'dict:cabin'
    if (SEATS.has(key)) return 'dict:seat'
    if (key === 'maxcarclass') return 'dict:carClass'
    if (key === 'seatclasses') return 'dict:busSeat'
    return null
  }
  if (entity === 'ProductSettings') return SETTING_DICTS[key] ?? null
  if (MONEY_RECORDS.has(entity) && MONEY_FIELDS.has(key)) return 'money'
  if (entity === 'PaymentMismatch' && (key === 'kind' || key === 'status' || key === 'channel'))
    return key === 'kind' ? 'dict:mismatchKind' : key === 'status' ? 'dict:mismatchStatus' : 'dict:payChannel'
  if (key === 'product' && (entity === 'RankPolicy' || entity === 'ReasonCode')) return 'dict:product'
  if (key === 'breach') return 'dict:breach'
  if (key === 'kind' && entity === 'ReasonCode') return 'dict:reasonKind'
  if (key === 'type' && entity === 'InvoiceHeader') return 'dict:invoiceType'
  if (key === 'state') return entity === 'JoinRequest' ? 'dict:joinState' : entity === 'MessengerBinding' ? 'dict:bindingState' : null
  if (key === 'movedpersonids') return 'people'
  if (key === 'logourl') return 'logo'
  return null
}
