/**
 * The emergency contact (docs/personal.md#emergency-alarm): a user keeps one (name, phone), the
 * person an alarm on one of their trips is for (kernel/emergency-alarms.ts).
 */
import { ErrorCode } from '../../../../types/api'
import type { EmergencyContactRes, SaveEmergencyContactReq } from '../../../../types/api/personal'
import { fail } from '../../errors'
import type { AuthedContext } from '../../http/context'
import { checkMobile, normalizeCountryCode } from '../../lib/contact'
import { isMasked, maskMobile } from '../../lib/mask'
import { defineTexts } from '../../lib/texts'
import { ensureSettingsRow, settingsRow } from './settings'
import { equal } from '../../db/match'

const T = defineTexts({
  emergencyContactIsSelf: [
    '紧急联系人的手机号不能是您本人绑定的手机号，否则求助会发给您自己，请填写他人的手机号',
    '緊急聯絡人的手機號碼不能是您本人綁定的手機號碼，否則求助會發給您自己，請填寫他人的手機號碼',
    'The emergency contact cannot have your own phone number: an alarm would go to you. Enter someone else’s number.',
    '緊急連絡先にご自身の電話番号は指定できません（通報がご自身に届いてしまいます）。ほかの方の電話番号を入力してください',
  ],
})

export async function getEmergencyContact(ctx: AuthedContext): Promise<EmergencyContactRes> {
  const row = await settingsRow(ctx.db, ctx.caller.companyId, ctx.caller.userId)
  if (!row?.emergency_name || !row.emergency_mobile) return { Contact: null }
  return { Contact: { Name: row.emergency_name, MobileCountryCode: row.emergency_country_code ?? '86', Mobile: row.emergency_mobile } }
}

export async function saveEmergencyContact(ctx: AuthedContext, req: SaveEmergencyContactReq): Promise<EmergencyContactRes> {
  const { companyId, userId } = ctx.caller
  const at = ctx.now().toISOString()
  const name = req.Name.trim()
  if (!name) throw fail.validation('vRequired', { field: 'Name' })
  const row = await ensureSettingsRow(ctx.db, companyId, userId, at)
  const countryCode = normalizeCountryCode(req.MobileCountryCode)
  // A masked phone sent back unchanged (privacy protection on) keeps the stored one.
  const keep = isMasked(req.Mobile) && row.emergency_mobile && maskMobile(row.emergency_mobile) === req.Mobile
  const mobile = keep ? row.emergency_mobile! : req.Mobile.trim()
  if (!keep) checkMobile(mobile, countryCode)
  // An alarm goes to this phone: the traveller's own bound phone would only alarm themself.
  const me = await ctx.db
    .selectFrom('persons')
    .select(['mobile', 'mobile_country_code'])
    .where((eb) => equal(eb, { company_id: companyId, id: ctx.caller.personId }))
    .executeTakeFirst()
  if (me?.mobile && me.mobile === mobile && normalizeCountryCode(me.mobile_country_code) === countryCode) {
    throw T.error(ErrorCode.ValidationFailed, 'emergencyContactIsSelf', undefined, { Field: 'Mobile' })
  }
  await ctx.db
    .updateTable('user_settings')
    .set({ emergency_name: name, emergency_country_code: countryCode, emergency_mobile: mobile, updated_at: at })
    .where('id', '=', row.id)
    .execute()
  return getEmergencyContact(ctx)
}
