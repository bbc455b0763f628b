/**
 * Whether a flight's or train's rebooking after a disruption (docs/disruptions.md) goes without
 * approval: the company's CommonSettings.DisruptionSkipsApproval (absent: on), saved with the
 * approval settings' own call; read-only without the Configuration power.
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { Toggle } from '@/components/ui/form'
import '@/i18n/ns/approvalSetting'
import './index.scss'

export default function DisruptionSwitch({ on, editable, onChange }: { on: boolean; editable: boolean; onChange: (on: boolean) => void }) {
  const { t } = useTranslation()
  return (
    <View className="as-section" data-testid="rules-disruption">
      <View className="as-disruption">
        <Text className="as-disruption__label">{t('approvalSetting:rules.disruption')}</Text>
        <Toggle checked={on} disabled={!editable} onChange={onChange} label={t('approvalSetting:rules.disruption')} testId="rules-disruption-switch" />
      </View>
      <Text className="as-disruption__hint">{t(on ? 'approvalSetting:rules.disruptionOn' : 'approvalSetting:rules.disruptionOff')}</Text>
    </View>
  )
}
