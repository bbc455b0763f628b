/**
 * What became of the disruption: rebooked (the new order, what moved with it: the car's pick-up,
 * a note to the hotel, the dining day), waiting for approval, kept, or only informed. Shown
 * after the traveller's choice and whenever the assistant opens on a disruption already settled.
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { Disruption } from '@api/disruption'
import { TextAction } from '@/components/ui/text-action'

export interface OutcomeProps {
  item: Disruption
  /** The order now travelled ('' for none: kept, informed). */
  orderNo: string
  pendingApproval: boolean
  moved: readonly string[]
  onOpenOrder: (orderNo: string) => void
}

function headKey(item: Disruption, pendingApproval: boolean): string {
  if (item.State === 'Rebooked') return pendingApproval ? 'disruption:outcome.waits' : 'disruption:outcome.rebooked'
  if (item.State === 'Kept') return 'disruption:outcome.kept'
  if (item.State === 'Informed') return 'disruption:outcome.informed'
  return 'disruption:outcome.open'
}

export default function Outcome({ item, orderNo, pendingApproval, moved, onOpenOrder }: OutcomeProps) {
  const { t } = useTranslation()
  return (
    <View className="dr-card dr-outcome" data-testid="disruption-outcome" data-state={item.State} data-pending={pendingApproval}>
      <View role="status">
        <Text className="dr-outcome__head">{t(headKey(item, pendingApproval))}</Text>
      </View>
      {orderNo && (
        <View className="dr-outcome__order">
          <Text className="dr-outcome__no" data-testid="disruption-new-order" data-order={orderNo}>
            {t('disruption:outcome.orderNo', { no: orderNo })}
          </Text>
          <TextAction block="dr-link" label={t('disruption:outcome.viewOrder')} onClick={() => onOpenOrder(orderNo)} testId="disruption-open-order" />
        </View>
      )}
      {moved.length > 0 && (
        <View className="dr-outcome__moved" data-testid="disruption-moved">
          <Text className="dr-outcome__label">{t('disruption:outcome.moved')}</Text>
          {moved.map((line) => (
            <Text key={line} className="dr-outcome__line" data-testid="disruption-moved-line">
              {line}
            </Text>
          ))}
        </View>
      )}
    </View>
  )
}
