/**
 * When approval is needed, per product: its bookings (off, only out of policy, always, unless a
 * trip application covers them), its refunds and its changes (off or always). A choice is saved
 * at once (vettingsetting/saveVettingRule); read-only without the Configuration power.
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { VettingMode, VettingRule } from '@api/approval'
import { Segmented } from '@/components/ui/form'
import { SettingSection } from './section'
import '@/i18n/ns/approvalSetting'

export interface VettingRulesProps {
  rules: VettingRule[]
  editable: boolean
  onChange: (rule: VettingRule, mode: VettingMode) => void
}

export default function VettingRules({ rules, editable, onChange }: VettingRulesProps) {
  const { t, i18n } = useTranslation()
  const products = [...new Set(rules.map((r) => r.Product))]
  // A product the app has no name for yet reads as another product, never as its bare code.
  const productTitle = (p: string) =>
    i18n.exists(`approvalSetting:vetting.product.${p}`)
      ? t('approvalSetting:vetting.title', { product: t(`approvalSetting:vetting.product.${p}`) })
      : t('approvalSetting:vetting.otherTitle', { code: p })
  return (
    <>
      {products.map((p) => (
        <SettingSection key={p} title={productTitle(p)} testId={`vetting-rules-${p}`}>
          {rules
            .filter((r) => r.Product === p)
            .map((r) => (
              <View key={r.Occasion} className="as-rule" data-testid={`vetting-${p}-${r.Occasion}`} data-mode={r.Mode}>
                <Text className="as-rule__label">{t(`approvalSetting:vetting.occasion.${r.Occasion}`)}</Text>
                {editable ? (
                  <Segmented
                    options={r.Modes.map((m) => ({ value: m, label: t(`approvalSetting:vetting.mode.${m}`) }))}
                    value={r.Mode}
                    onChange={(m) => m !== r.Mode && onChange(r, m)}
                  />
                ) : (
                  <Text className="as-row__value">{t(`approvalSetting:vetting.mode.${r.Mode}`)}</Text>
                )}
              </View>
            ))}
          <Text className="as-rule__hint">{t('approvalSetting:vetting.hint')}</Text>
        </SettingSection>
      ))}
    </>
  )
}
