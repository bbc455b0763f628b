/**
 * /business/setting — the company's approval rules: how long an approval may wait before
 * it expires (saved with vettingsetting/saveVettingInitInfo), when each product's bookings,
 * refunds and changes need approval (vettingsetting/saveVettingRule), the reminder interval, the
 * approver kinds, whether a disruption's rebooking skips approval (saved with the time-out's call)
 * and an overview of templates, designated approvers and whitelist with links to them.
 */
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { VettingMode, VettingRule } from '@api/approval'
import Page from '@/components/page'
import { go } from '@/core/navigate'
import { useStores } from '@/stores'
import { useLoadOnShow } from '@/components/use-load-on-show'
import { LoadStates } from '@/components/ui/states'
import { initInfo, saveInitInfo, saveVettingRule } from '../api'
import { SettingRow, SettingSection } from '../components/section'
import DisruptionSwitch from '../components/disruption-switch'
import TimeoutForm from '../components/timeout-form'
import VettingRules from '../components/vetting-rules'
import { resendInterval } from '../rules'
import '../components/index.scss'
import '@/i18n/ns/approvalSetting'

function RulesPage() {
  const { t } = useTranslation()
  const { power, settings, ui } = useStores()
  const loaded = useLoadOnShow(initInfo)
  const info = loaded.data
  const editable = power.can('ManagePermission.ApprovalInfo.Configuration')
  const resendText = (seconds: number) => {
    const r = resendInterval(seconds)
    return t(`approvalSetting:rules.${r.key}`, { n: r.n })
  }

  const skips = info?.DisruptionSkipsApproval ?? settings.common('DisruptionSkipsApproval') ?? true
  const saveSkips = async (on: boolean) => {
    if (!info) return
    const r = await saveInitInfo(info.TimeoutMinutes, { DisruptionSkipsApproval: on })
    loaded.set(r)
    // Said saved only when the answer carries what was asked: the switch never shows what is not kept.
    if (r.DisruptionSkipsApproval === on) ui.toast(t('approvalSetting:common.saved'))
    else ui.toast(t('errors:actionFailed.save'), { error: true })
  }

  const save = async (minutes: number) => {
    const r = await saveInitInfo(minutes)
    loaded.set(r)
    ui.toast(t('approvalSetting:common.saved'))
  }
  const saveRule = async (rule: VettingRule, mode: VettingMode) => {
    const r = await saveVettingRule({ Product: rule.Product, Occasion: rule.Occasion, Mode: mode })
    loaded.set(r)
    ui.toast(
      t('approvalSetting:vetting.saved', { occasion: t(`approvalSetting:vetting.occasion.${rule.Occasion}`), mode: t(`approvalSetting:vetting.mode.${mode}`) }),
    )
  }

  return (
    <Page title="approvalSetting:rules.title" className="as-page" testId="approval-rules">
      <LoadStates load={loaded} data={info} testId="rules" />
      {info && (
        <View data-testid="rules-content" data-timeout={info.TimeoutMinutes}>
          <View className="as-section">
            <TimeoutForm minutes={info.TimeoutMinutes} editable={editable} onSave={save} />
          </View>
          <VettingRules rules={info.Rules} editable={editable} onChange={(r, m) => void saveRule(r, m)} />
          <DisruptionSwitch on={skips} editable={editable} onChange={(on) => void saveSkips(on).catch(() => undefined)} />
          <View className="as-section">
            <SettingRow label={t('approvalSetting:rules.resend')} value={resendText(info.ResendIntervalSeconds)} />
            <SettingRow label={t('approvalSetting:rules.kinds')} value={info.ApproverKinds.map((k) => k.Name).join(t('approvalSetting:common.listSep'))} />
            {info.CustomItemName !== '' && <SettingRow label={t('approvalSetting:rules.customItemName')} value={info.CustomItemName} />}
          </View>
          <SettingSection title={t('approvalSetting:rules.overview')} bare>
            <SettingRow
              label={t('approvalSetting:rules.templates')}
              value={info.TemplateCount}
              onClick={editable ? () => void go('approvalTemplateList') : undefined}
              testId="rules-templates"
            />
            <SettingRow
              label={t('approvalSetting:rules.approvers')}
              value={t('approvalSetting:common.countPersons', { n: info.AppointedCount })}
              onClick={editable ? () => void go('approvalApprovers') : undefined}
              testId="rules-approvers"
            />
            <SettingRow
              label={t('approvalSetting:rules.whitelist')}
              value={t('approvalSetting:common.countPersons', { n: info.WhitelistCount })}
              onClick={power.can('ManagePermission.ApprovalInfo.Whitelist') ? () => void go('approvalWhitelist') : undefined}
              testId="rules-whitelist"
            />
          </SettingSection>
        </View>
      )}
    </Page>
  )
}

export default observer(RulesPage)
