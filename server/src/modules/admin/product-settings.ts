/**
 * Each product's booking settings (productSettings/get, productSettings/save; types/api/settings-admin.ts):
 * the product's section of the company's PersonalSetting, less its approval rules (VettingSettings,
 * saved through vettingsetting/saveVettingRule) and extend fields. The section's shape is the
 * settings template's (services/templates/settings.ts): a field the company's copy lacks reads as
 * the template has it; a save must keep every field's type, a field with choices one of them, a
 * number its range and a name at most PRODUCT_SETTING_NAME_MAX characters; an unknown field is refused.
 * The change is in the audit log (ProductSettings) and applies to the next booking at once.
 */
import type { PersonalSetting } from '../../../../types/api'
import {
  PRODUCT_SETTING_CHOICES,
  PRODUCT_SETTING_NAME_MAX,
  PRODUCT_SETTING_RANGES,
  type ProductSettingsRes,
  type ProductSettingsSaveReq,
  type SettingGroup,
  type SettingProduct,
} from '../../../../types/api/settings-admin'
import type { AuthedContext } from '../../http/context'
import { recordAdminChange } from '../../kernel/audit'
import { loadSetting } from '../../services/company'
import { buildSetting } from '../../services/templates/settings'
import { invalid } from './texts'

/** Edited elsewhere: the approval rules page, the order's extend fields. */
const ELSEWHERE = new Set(['VettingSettings', 'ExtendFieldSettings'])
const CHOICES: Record<string, readonly (string | number)[]> = PRODUCT_SETTING_CHOICES
const RANGES: Record<string, readonly [number, number]> = PRODUCT_SETTING_RANGES
const TEMPLATE = buildSetting('demo')

type Tree = Record<string, unknown>
const isTree = (v: unknown): v is Tree => typeof v === 'object' && v !== null && !Array.isArray(v)
const sectionOf = (s: PersonalSetting, p: SettingProduct): Tree => (s as unknown as Record<string, Tree>)[`${p}Settings`]

/** The editable fields of `current`, shaped as `shape`. */
function view(shape: Tree, current: Tree | undefined): SettingGroup {
  const out: SettingGroup = {}
  for (const [k, v] of Object.entries(shape)) {
    if (ELSEWHERE.has(k)) continue
    const mine = current?.[k]
    if (isTree(v)) out[k] = view(v, isTree(mine) ? mine : undefined)
    else out[k] = (typeof mine === typeof v ? mine : v) as boolean | string | number
  }
  return out
}

/** One field's new value, or the refusal naming it. */
function fieldValue(path: string, key: string, was: unknown, v: unknown): unknown {
  const bad = () => invalid('admSettingValue', { field: path })
  if (typeof v !== typeof was) throw bad()
  if (key in CHOICES) {
    if (!CHOICES[key].includes(v as string | number)) throw bad()
    return v
  }
  if (typeof v === 'number') {
    const [min, max] = RANGES[key] ?? [0, 0]
    if (!Number.isInteger(v) || v < min || v > max) throw bad()
    return v
  }
  if (typeof v === 'string') {
    const text = v.trim()
    if (text.length > PRODUCT_SETTING_NAME_MAX) throw bad()
    return text
  }
  return v
}

/** Writes `input` into `target` (the company's section), field by field as `shape` has them. */
function apply(shape: Tree, target: Tree, input: Tree, path: string): void {
  for (const k of Object.keys(input)) if (!(k in shape) || ELSEWHERE.has(k)) throw invalid('admSettingValue', { field: `${path}${k}` })
  for (const [k, v] of Object.entries(shape)) {
    if (ELSEWHERE.has(k) || !(k in input)) continue
    if (isTree(v)) {
      if (!isTree(input[k])) throw invalid('admSettingValue', { field: `${path}${k}` })
      const into = isTree(target[k]) ? target[k] : (target[k] = structuredClone(v))
      apply(v, into as Tree, input[k] as Tree, `${path}${k}.`)
    } else target[k] = fieldValue(`${path}${k}`, k, v, input[k])
  }
}

export async function productSettings(ctx: AuthedContext, product: SettingProduct): Promise<ProductSettingsRes> {
  const setting = await loadSetting(ctx.db, ctx.caller.companyId)
  return { Product: product, Value: view(sectionOf(TEMPLATE, product), sectionOf(setting, product)) }
}

export async function saveProductSettings(ctx: AuthedContext, req: ProductSettingsSaveReq): Promise<ProductSettingsRes> {
  const key = `${req.Product}Settings`
  const shape = sectionOf(TEMPLATE, req.Product)
  await ctx.db.transaction().execute(async (trx) => {
    const setting = await loadSetting(trx, ctx.caller.companyId)
    const all = setting as unknown as Record<string, Tree>
    const section = (all[key] ??= structuredClone(shape))
    const before = view(shape, section)
    apply(shape, section, req.Value, '')
    const after = view(shape, section)
    if (JSON.stringify(before) === JSON.stringify(after)) return
    await trx
      .updateTable('company_settings')
      .set({ setting_json: JSON.stringify(setting), updated_at: ctx.now().toISOString() })
      .where('company_id', '=', ctx.caller.companyId)
      .execute()
    await recordAdminChange(trx, ctx, 'ProductSettings', null, 'edit', { [req.Product]: before }, { [req.Product]: after })
  })
  return productSettings(ctx, req.Product)
}
