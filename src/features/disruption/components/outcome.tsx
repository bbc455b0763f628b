/**
 * What became of the disruption: rebooked (the new order, what moved with it: the car's pick-up,
 * a note to the hotel, the dining day), waiting for approval, kept, or only informed. Shown
 * after the traveller's choice and whenever the assistant opens on a disruption already settled.
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { Disruption, RebookRes } from '@api/disruption'
import { MainButton } from '@/components/ui/button'
import { TextAction } from '@/components/ui/text-action'

export interface OutcomeProps {
  /** As a rebooking answers it; a disruption kept or only informed has no order ('') and nothing moved. */
  outcome: RebookRes
  onOpenOrder: (orderNo: string) => void
  onPay: (orderNo: string) => void
}

export function outcomeKey(item: Disruption, pendingApproval: boolean, needPayment: boolean): string {
  if (item.State === 'Rebooked' && pendingApproval) return 'disruption:outcome.waits'
  if (item.State === 'Rebooked') return needPayment ? 'disruption:outcome.pay' : 'disruption:outcome.rebooked'
  if (item.State === 'Kept') return 'disruption:outcome.kept'
  if (item.State === 'Informed') return 'disruption:outcome.informed'
  return 'disruption:outcome.open'
}

export default function Outcome({ outcome, onOpenOrder, onPay }: OutcomeProps) {
  const { t } = useTranslation()
  const { Item: item, OrderNo: orderNo, PendingApproval: pendingApproval, NeedPayment: needPayment, Moved: moved } = outcome
  return (
    <View className="dr-card dr-outcome" data-testid="disruption-outcome" data-state={item.State} data-pending={pendingApproval} data-payment={needPayment}>
      <View role="status">
        <Text className="dr-outcome__head">{t(outcomeKey(item, pendingApproval, needPayment))}</Text>
      </View>
      {orderNo && (
        <View className="dr-outcome__order">
          <Text className="dr-outcome__no" data-testid="disruption-new-order" data-order={orderNo}>
            {t('disruption:outcome.orderNo', { no: orderNo })}
          </Text>
          {needPayment && !pendingApproval && <MainButton text={t('disruption:outcome.payNow')} onClick={() => onPay(orderNo)} testId="disruption-pay" />}
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
