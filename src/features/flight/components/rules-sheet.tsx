/** Refund and change fees by time before departure, baggage and endorsement of one fare. */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { FeeRuleRow } from '@api/flight'
import { Sheet } from '@/components/ui/sheet'
import '@/features/flight/texts'

export interface FareRules {
  refund: FeeRuleRow[]
  change: FeeRuleRow[]
  baggageKg?: number
  cabinBaggage?: string
  allowEndorse?: boolean
}

function Table({ title, rows }: { title: string; rows: FeeRuleRow[] }) {
  const { t } = useTranslation()
  return (
    <View className="rules__block">
      <Text className="rules__title">{title}</Text>
      {rows.map((r, i) => (
        <View key={i} className="rules__row">
          <Text className="rules__window">{r.Label}</Text>
          <Text className={`rules__fee ${r.FeePercent === null ? 'rules__fee--no' : ''}`}>
            {r.FeePercent === null
              ? t('flight:rules.notAllowed')
              : r.FeePercent === 0
                ? t('flight:rules.free')
                : t('flight:rules.percent', { value: r.FeePercent })}
          </Text>
        </View>
      ))}
    </View>
  )
}

export default function RulesSheet({ open, onClose, rules }: { open: boolean; onClose: () => void; rules: FareRules | null }) {
  const { t } = useTranslation()
  return (
    <Sheet open={open && !!rules} title={t('flight:rules.title')} onClose={onClose} testId="rules-sheet">
      {rules && (
        <View className="rules">
          <Table title={t('flight:rules.refund')} rows={rules.refund} />
          <Table title={t('flight:rules.change')} rows={rules.change} />
          {(rules.baggageKg !== undefined || rules.cabinBaggage) && (
            <View className="rules__block">
              <Text className="rules__title">{t('flight:rules.baggage')}</Text>
              <Text className="rules__text">{t('flight:rules.baggageText', { kg: rules.baggageKg ?? 0, cabin: rules.cabinBaggage ?? '' })}</Text>
            </View>
          )}
          {rules.allowEndorse !== undefined && (
            <View className="rules__block">
              <Text className="rules__title">{t('flight:rules.endorse')}</Text>
              <Text className="rules__text">{t(rules.allowEndorse ? 'flight:rules.endorseYes' : 'flight:rules.endorseNo')}</Text>
            </View>
          )}
          <Text className="rules__note">{t('flight:rules.note')}</Text>
        </View>
      )}
    </Sheet>
  )
}
