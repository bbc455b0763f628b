/** The loading, error and nothing-to-do states of an after-sale page (refund, change). */
import { useTranslation } from 'react-i18next'
import type { FlightOrderDetail } from '@api/order'
import { ErrorBlock, Skeletons, StateBlock } from '@/components/ui/states'
import type { LoadStatus } from '@/components/use-loadable'
import { replace } from '@/core/navigate'
import '@/features/flight/texts'

export default function AfterSaleStates(p: {
  kind: 'refund' | 'change'
  orderNo: string
  order: FlightOrderDetail | null
  status: LoadStatus
  selectable: number
  onRetry: () => void
}) {
  const { t } = useTranslation()
  return (
    <>
      {p.status === 'loading' && !p.order && <Skeletons count={2} testId={`${p.kind}-loading`} />}
      {p.status === 'error' &&
        (p.orderNo ? (
          <ErrorBlock text={t('common:loadFailed')} onRetry={p.onRetry} testId={`${p.kind}-error`} />
        ) : (
          <StateBlock text={t('errors:orderNumberEmpty')} testId={`${p.kind}-error`} />
        ))}
      {p.order && p.status === 'ready' && p.selectable === 0 && (
        <StateBlock
          text={t(`flight:${p.kind}.nothing`)}
          actions={[{ text: t('flight:pay.toOrder'), onPress: () => void replace('flightOrderDetails', { orderNo: p.orderNo }) }]}
          testId={`${p.kind}-empty`}
        />
      )}
    </>
  )
}
