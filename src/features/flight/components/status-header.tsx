/** The coloured head of a flight order: its status in words, what happens next, and the next action. */
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { OrderStatus } from '@api/order'
import { StatusHeader as Head } from '@/components/ui/status-header'
import { orderTone } from '@/domain/status-tone'
import '@/features/flight/texts'

export interface StatusHeaderProps {
  status: OrderStatus
  statusName: string
  /** Money line under the status, e.g. 'Total ¥1,280'. */
  amount?: string
  /** What happens next when the status alone does not say (a refund waiting for approval). */
  hint?: string
  children?: ReactNode
}

export default function StatusHeader({ status, statusName, amount, hint, children }: StatusHeaderProps) {
  const { t } = useTranslation()
  return (
    <Head tone={orderTone(status)} title={statusName} hint={hint ?? t(`flight:statusHint.${status}`, { defaultValue: '' })} meta={[amount]} status={status} testId='status-header'>
      {children}
    </Head>
  )
}
