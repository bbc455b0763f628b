/**
 * /business/setting — the company's approval rules: how long an approval may wait before
 * it expires (saved with vettingsetting/saveVettingInitInfo), when each product's bookings,
 * refunds and changes need approval (vettingsetting/saveVettingRule), the reminder interval, the
 * approver kinds and an overview of templates, designated approvers and whitelist with links to them.
 */
import { useDidShow } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { VettingMode, VettingRule } from '@api/approval'
import Page from '@/components/page'
import { go } from '@/core/navigate'
import { useStores } from '@/stores'
import { useLoadable } from '@/components/use-loadable'
import { ErrorBlock, Skeletons } from '@/components/ui/states'
import { initInfo, saveInitInfo, saveVettingRule } from '../api'
import TimeoutForm from '../components/timeout-form'
import VettingRules from '../components/vetting-rules'
import { resendInterval } from '../rules'
import '../components/index.scss'
import '@/i18n/ns/approvalSetting'

function RulesPage() {
  const { t } = useTranslation()
  const { session, power, ui } = useStores()
  const loaded = useLoadable(initInfo)
  const info = loaded.data ?? (loaded.status === 'error' ? 'error' : undefined)
  const editable = power.can('ManagePermission.ApprovalInfo.Configuration')
  const resendText = (seconds: number) => {
    const r = resendInterval(seconds)
    return t(`approvalSetting:rules.${r.key}`, { n: r.n })
  }

  const load = () => void loaded.reload()
  useDidShow(() => {
    if (session.signedIn) load()
  })
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
      {info === undefined && <Skeletons testId="rules-loading" />}
      {info === 'error' && <ErrorBlock onRetry={load} testId="rules-error" />}
      {info && info !== 'error' && (
        <View data-testid="rules-content" data-timeout={info.TimeoutMinutes}>
          <View className="as-section">
            <TimeoutForm minutes={info.TimeoutMinutes} editable={editable} onSave={save} />
          </View>
          <VettingRules rules={info.Rules} editable={editable} onChange={(r, m) => void saveRule(r, m)} />
          <View className="as-section">
            <View className="as-row">
              <Text className="as-row__label">{t('approvalSetting:rules.resend')}</Text>
              <Text className="as-row__value">{resendText(info.ResendIntervalSeconds)}</Text>
            </View>
            <View className="as-row">
              <Text className="as-row__label">{t('approvalSetting:rules.kinds')}</Text>
              <Text className="as-row__value">{info.ApproverKinds.map((k) => k.Name).join(t('approvalSetting:common.listSep'))}</Text>
            </View>
            {info.CustomItemName !== '' && (
              <View className="as-row">
                <Text className="as-row__label">{t('approvalSetting:rules.customItemName')}</Text>
                <Text className="as-row__value">{info.CustomItemName}</Text>
              </View>
            )}
          </View>
          <View className="as-section">
            <View className="as-section__head">
              <Text className="as-section__title">{t('approvalSetting:rules.overview')}</Text>
            </View>
            <View
              className="as-row"
              role={editable ? 'link' : undefined}
              onClick={() => editable && void go('approvalTemplateList')}
              data-testid="rules-templates"
            >
              <Text className="as-row__label">{t('approvalSetting:rules.templates')}</Text>
              <Text className="as-row__value">
                {info.TemplateCount}
                {editable ? ' ›' : ''}
              </Text>
            </View>
            <View
              className="as-row"
              role={editable ? 'link' : undefined}
              onClick={() => editable && void go('approvalApprovers')}
              data-testid="rules-approvers"
            >
              <Text className="as-row__label">{t('approvalSetting:rules.approvers')}</Text>
              <Text className="as-row__value">
                {t('approvalSetting:common.countPersons', { n: info.AppointedCount })}
                {editable ? ' ›' : ''}
              </Text>
            </View>
            <View
              className="as-row"
              role={power.can('ManagePermission.ApprovalInfo.Whitelist') ? 'link' : undefined}
              onClick={() => power.can('ManagePermission.ApprovalInfo.Whitelist') && void go('approvalWhitelist')}
              data-testid="rules-whitelist"
            >
              <Text className="as-row__label">{t('approvalSetting:rules.whitelist')}</Text>
              <Text className="as-row__value">
                {t('approvalSetting:common.countPersons', { n: info.WhitelistCount })}
                {power.can('ManagePermission.ApprovalInfo.Whitelist') ? ' ›' : ''}
              </Text>
            </View>
          </View>
        </View>
      )}
    </Page>
  )
}

export default observer(RulesPage)
