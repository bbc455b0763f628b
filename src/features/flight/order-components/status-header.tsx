/** The coloured head of an order: its status in words, what happens next, and the next action. */
import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { OrderStatus } from '@api/order'
import '@/i18n/ns/flightOrder'

export type Tone = 'wait' | 'act' | 'done' | 'off'

export function toneOf(status: OrderStatus): Tone {
  switch (status) {
    case 'PendingApproval':
    case 'Refunding':
    case 'Changing':
      return 'wait'
    case 'Placed':
    case 'PaymentFailed':
    case 'Paid':
    case 'Ticketing':
      return 'act'
    case 'Cancelled':
    case 'Voided':
    case 'RefundFailed':
    case 'ChangeFailed':
      return 'off'
    default:
      return 'done'
  }
}

export interface StatusHeaderProps {
  status: OrderStatus
  statusName: string
  /** Money line under the status, e.g. 'Total ¥1,280'. */
  amount?: string
  children?: ReactNode
}

export default function StatusHeader({ status, statusName, amount, children }: StatusHeaderProps) {
  const { t } = useTranslation()
  const hint = t(`flightOrder:statusHint.${status}`, { defaultValue: '' })
  return (
    <View className={`status-head status-head--${toneOf(status)}`} data-testid='status-header' data-status={status}>
      <Text className='status-head__name'>{statusName}</Text>
      {hint && <Text className='status-head__hint'>{hint}</Text>}
      {amount && <Text className='status-head__amount'>{amount}</Text>}
      {children && <View className='status-head__action'>{children}</View>}
    </View>
  )
}
