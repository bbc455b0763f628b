/**
 * The organisation screens' rules (docs/administration.md, Organisation), as the server keeps them:
 * a department moves only under a department that is neither itself nor one of its own
 * sub-departments (1019), and never the company's root; it merges only into another department
 * outside its own branch. The tree is drawn from the flat list (ParentId), depth first, siblings by
 * Sort then name; a person's department reads as its path from the root. Names are required; a code,
 * when given, is letters, digits, '_', '.' or '-'. Pure.
 */
import { checkTaxId } from './invoice'
import { fail, isBlank, messages, PASS, type Check } from './check'

export interface DeptLike {
  Id: number
  ParentId: number | null
  Name: string
  Sort?: number
}

/** Children by parent id (null = the roots), each list ordered by Sort then name. */
function childrenOf<T extends DeptLike>(nodes: readonly T[]): Map<number | null, T[]> {
  const ids = new Set(nodes.map((n) => n.Id))
  const out = new Map<number | null, T[]>()
  for (const n of nodes) {
    // A parent that is not in the list makes the node a root rather than losing it.
    const parent = n.ParentId !== null && ids.has(n.ParentId) ? n.ParentId : null
    out.set(parent, [...(out.get(parent) ?? []), n])
  }
  for (const list of out.values()) list.sort((a, b) => (a.Sort ?? 0) - (b.Sort ?? 0) || a.Name.localeCompare(b.Name) || a.Id - b.Id)
  return out
}

/** The department and everything under it. */
export function branchOf(nodes: readonly DeptLike[], id: number): Set<number> {
  const kids = childrenOf(nodes)
  const out = new Set<number>()
  const walk = (x: number) => {
    if (out.has(x)) return
    out.add(x)
    for (const c of kids.get(x) ?? []) walk(c.Id)
  }
  if (nodes.some((n) => n.Id === id)) walk(id)
  return out
}

/** Whether `id` may move under `parentId`: both exist, it is not the root, and the parent is outside its branch. */
export function canMoveUnder(nodes: readonly DeptLike[], id: number, parentId: number): boolean {
  const node = nodes.find((n) => n.Id === id)
  if (!node || node.ParentId === null || !nodes.some((n) => n.Id === parentId)) return false
  return !branchOf(nodes, id).has(parentId)
}

/** Where `id` may move: every department outside its branch except its present parent. */
export function moveTargets<T extends DeptLike>(nodes: readonly T[], id: number): T[] {
  const node = nodes.find((n) => n.Id === id)
  if (!node) return []
  return nodes.filter((n) => n.Id !== node.ParentId && canMoveUnder(nodes, id, n.Id))
}

/** What `id` may merge into: any department outside its branch (its members and sub-departments follow); never the root itself. */
export function mergeTargets<T extends DeptLike>(nodes: readonly T[], id: number): T[] {
  const node = nodes.find((n) => n.Id === id)
  if (!node || node.ParentId === null) return []
  const branch = branchOf(nodes, id)
  return nodes.filter((n) => !branch.has(n.Id))
}

/** The check behind a chosen move, for the message under the choice. */
export function checkMove(nodes: readonly DeptLike[], id: number, parentId: number): Check {
  if (id === parentId || branchOf(nodes, id).has(parentId)) return fail(messages.organisation.moveIntoOwnBranch)
  return PASS
}

export interface TreeRow<T> {
  node: T
  depth: number
  hasChildren: boolean
}

/** The visible rows of the tree, depth first; the children of a collapsed department are left out. */
export function treeRows<T extends DeptLike>(nodes: readonly T[], expanded: ReadonlySet<number>): TreeRow<T>[] {
  const kids = childrenOf(nodes)
  const out: TreeRow<T>[] = []
  const seen = new Set<number>()
  const walk = (n: T, depth: number) => {
    if (seen.has(n.Id)) return
    seen.add(n.Id)
    const children = kids.get(n.Id) ?? []
    out.push({ node: n, depth, hasChildren: children.length > 0 })
    if (expanded.has(n.Id)) for (const c of children) walk(c, depth + 1)
  }
  for (const r of kids.get(null) ?? []) walk(r, 0)
  return out
}

/** Names from the root down to the department, e.g. ['恒远', '研发中心', '移动研发部']; [] when unknown. */
export function departmentPath(nodes: readonly DeptLike[], id: number | null): string[] {
  const byId = new Map(nodes.map((n) => [n.Id, n]))
  const out: string[] = []
  let at = id === null ? undefined : byId.get(id)
  while (at && out.length <= nodes.length) {
    out.unshift(at.Name)
    at = at.ParentId === null ? undefined : byId.get(at.ParentId)
  }
  return out
}

/** A catalog entry or department name: required; its code, when typed, as the server takes codes. */
export interface NamedDraft {
  Name: string
  NameEn: string
  Code: string
}

export function checkNamedDraft(d: NamedDraft): Partial<Record<'Name' | 'Code', Check>> {
  const out: Partial<Record<'Name' | 'Code', Check>> = {}
  if (isBlank(d.Name)) out.Name = fail(messages.organisation.nameRequired)
  const code = d.Code.trim()
  if (code && !/^[A-Za-z0-9_.-]{1,30}$/.test(code)) out.Code = fail(messages.organisation.codeFormat)
  return out
}

/** A role: a code on add (as above), and a name in the first language at least. */
export interface RoleDraft {
  Code: string
  NameZh: string
}

export function checkRoleDraft(d: RoleDraft, isNew: boolean): Partial<Record<'Code' | 'NameZh', Check>> {
  const out: Partial<Record<'Code' | 'NameZh', Check>> = {}
  if (isBlank(d.NameZh)) out.NameZh = fail(messages.organisation.nameRequired)
  const code = d.Code.trim()
  if (isNew && !code) out.Code = fail(messages.organisation.codeRequired)
  else if (isNew && !/^[A-Za-z0-9_.-]{1,30}$/.test(code)) out.Code = fail(messages.organisation.codeFormat)
  return out
}

/** The company's name: at least two characters. */
export function checkCompanyName(name: string): Check {
  if (isBlank(name)) return fail(messages.organisation.companyNameRequired)
  if (Array.from(name.trim()).length < 2) return fail(messages.organisation.companyNameShort)
  return PASS
}

/** The company's contact phone: a mobile or a landline with its area code (021-50800000), optional; digits with +, -, spaces or brackets, 5 to 20 characters. */
export function checkContactPhone(phone: string): Check {
  const v = phone.trim()
  if (!v) return PASS
  const digits = v.replace(/\D/g, '').length
  return /^\+?[\d\s()-]{5,20}$/.test(v) && digits >= 5 ? PASS : fail(messages.organisation.contactPhoneFormat)
}

/** A company invoice header (docs/administration.md, Company): a title and a valid tax ID, checked as the personal headers are. */
export interface CompanyHeaderDraft {
  Title: string
  TaxNo: string
}

export function checkCompanyHeaderDraft(d: CompanyHeaderDraft): Partial<Record<'Title' | 'TaxNo', Check>> {
  const out: Partial<Record<'Title' | 'TaxNo', Check>> = {}
  if (isBlank(d.Title)) out.Title = fail(messages.invoice.titleRequired)
  const tax = checkTaxId(d.TaxNo)
  if (!tax.ok) out.TaxNo = tax
  return out
}

/** A flag of a role's power by its dotted key ('BusinessPermission.Flight.Book'); missing means denied. */
export function flagOf(power: unknown, key: string): boolean {
  let at: unknown = power
  for (const part of key.split('.')) {
    if (typeof at !== 'object' || at === null) return false
    at = (at as Record<string, unknown>)[part]
  }
  return at === true
}

/** A copy of the power with the flags set; objects on the way are made when missing, nothing else changes. */
export function withFlags<T extends object>(power: T, keys: readonly string[], value: boolean): T {
  const copy = JSON.parse(JSON.stringify(power)) as Record<string, unknown>
  for (const key of keys) {
    const parts = key.split('.')
    let at = copy
    for (const part of parts.slice(0, -1)) {
      const next = at[part]
      if (typeof next !== 'object' || next === null || Array.isArray(next)) at[part] = {}
      at = at[part] as Record<string, unknown>
    }
    at[parts[parts.length - 1]] = value
  }
  return copy as T
}

/** One switch of the role screen: the flags it sets together, and the group switches ('…Enable') that follow any of a group's. */
export interface PowerSwitch {
  key: string
  flags: readonly string[]
}
export interface PowerGroup {
  key: string
  /** Set on when any switch of the group is on, off when none is. */
  enable?: readonly string[]
  switches: readonly PowerSwitch[]
}

/** A switch is on when every one of its flags is. */
export const switchOn = (power: unknown, s: PowerSwitch): boolean => s.flags.every((f) => flagOf(power, f))

/** Turns a switch on or off; each enabling flag is then on when any switch of any group naming it is. */
export function toggleSwitch<T extends object>(power: T, groups: readonly PowerGroup[], s: PowerSwitch, on: boolean): T {
  let next = withFlags(power, s.flags, on)
  const enables = new Set(groups.flatMap((g) => g.enable ?? []))
  for (const e of enables)
    next = withFlags(
      next,
      [e],
      groups.some((g) => g.enable?.includes(e) && g.switches.some((x) => switchOn(next, x))),
    )
  return next
}
