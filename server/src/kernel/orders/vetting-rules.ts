/**
 * When each product's orders, refunds and changes need approval, as the approval settings page
 * shows and changes it (vettingsetting/getVettingInitInfo Rules, vettingsetting/saveVettingRule).
 * The rules live in the company's PersonalSetting (each product's VettingSettings per occasion,
 * ProductDef.approval.vetting); the booking, refund and change read them on every call, so a
 * change applies to the next one.
 */
import type { VettingSettings } from '../../../../types/api'
import type { SaveVettingRuleReq, VettingMode, VettingOccasion, VettingRule } from '../../../../types/api/approval'
import { VETTING_OCCASIONS } from '../../../../types/api/approval'
import type { Db } from '../../db/schema'
import { loadSetting } from '../../services/company'
import { products } from './products'
import { invalid } from './texts'

const TYPE_OF: Record<Exclude<VettingMode, 'Off'>, number> = { Always: 0, OutOfPolicy: 1, ByApplication: 2 }
/** A booking has a policy verdict and may be covered by an application; a refund or change is just asked for. */
const MODES: Record<VettingOccasion, VettingMode[]> = {
  Booking: ['Off', 'OutOfPolicy', 'Always', 'ByApplication'],
  Refund: ['Off', 'Always'],
  Change: ['Off', 'Always'],
}

export function modeOf(v: VettingSettings): VettingMode {
  if (!v.IsEnableVetting) return 'Off'
  return v.VettingType === 1 ? 'OutOfPolicy' : v.VettingType === 2 ? 'ByApplication' : 'Always'
}

export async function vettingRules(db: Db, companyId: number): Promise<VettingRule[]> {
  const setting = await loadSetting(db, companyId)
  return products().flatMap((p) => {
    const at = p.approval.vetting(setting)
    return VETTING_OCCASIONS.flatMap((o) => {
      const v = at[o]
      return v ? [{ Product: p.kind, Occasion: o, Mode: modeOf(v), Modes: MODES[o] }] : []
    })
  })
}

export async function saveVettingRule(db: Db, companyId: number, req: SaveVettingRuleReq): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const setting = await loadSetting(trx, companyId)
    const product = products().find((p) => p.kind === req.Product)
    const v = product?.approval.vetting(setting)[req.Occasion]
    if (!v || !MODES[req.Occasion].includes(req.Mode)) throw invalid('vettingRuleUnknown')
    v.IsEnableVetting = req.Mode !== 'Off'
    v.VettingType = req.Mode === 'Off' ? v.VettingType : TYPE_OF[req.Mode]
    await trx
      .updateTable('company_settings')
      .set({ setting_json: JSON.stringify(setting) })
      .where('company_id', '=', companyId)
      .execute()
  })
}
