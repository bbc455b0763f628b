/** Refund and change fees by time before departure, baggage and endorsement of one fare. */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { FeeRuleRow } from '@api/flight'
import { Sheet } from '@/components/ui/sheet'
import '@/i18n/ns/flightOrder'

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
    <View className='rules__block'>
      <Text className='rules__title'>{title}</Text>
      {rows.map((r, i) => (
        <View key={i} className='rules__row'>
          <Text className='rules__window'>{r.Label}</Text>
          <Text className={`rules__fee ${r.FeePercent === null ? 'rules__fee--no' : ''}`}>
            {r.FeePercent === null ? t('flightOrder:rules.notAllowed') : r.FeePercent === 0 ? t('flightOrder:rules.free') : t('flightOrder:rules.percent', { value: r.FeePercent })}
          </Text>
        </View>
      ))}
    </View>
  )
}

export default function RulesSheet({ open, onClose, rules }: { open: boolean; onClose: () => void; rules: FareRules | null }) {
  const { t } = useTranslation()
  return (
    <Sheet open={open && !!rules} title={t('flightOrder:rules.title')} onClose={onClose} testId='rules-sheet'>
      {rules && (
        <View className='rules'>
          <Table title={t('flightOrder:rules.refund')} rows={rules.refund} />
          <Table title={t('flightOrder:rules.change')} rows={rules.change} />
          {(rules.baggageKg !== undefined || rules.cabinBaggage) && (
            <View className='rules__block'>
              <Text className='rules__title'>{t('flightOrder:rules.baggage')}</Text>
              <Text className='rules__text'>{t('flightOrder:rules.baggageText', { kg: rules.baggageKg ?? 0, cabin: rules.cabinBaggage ?? '' })}</Text>
            </View>
          )}
          {rules.allowEndorse !== undefined && (
            <View className='rules__block'>
              <Text className='rules__title'>{t('flightOrder:rules.endorse')}</Text>
              <Text className='rules__text'>{t(rules.allowEndorse ? 'flightOrder:rules.endorseYes' : 'flightOrder:rules.endorseNo')}</Text>
            </View>
          )}
          <Text className='rules__note'>{t('flightOrder:rules.note')}</Text>
        </View>
      )}
    </Sheet>
  )
}
