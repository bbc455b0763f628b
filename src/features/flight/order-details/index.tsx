/**
 * /planeTicket/orderDetails?orderNo= — one flight order: a coloured status head with the next
 * step, what happened so far, the flights, travellers and tickets, refunds and changes, money,
 * contacts and company fields, and the actions the order allows AND the my-area flags grant.
 * An action refused with 316 (the order moved on) says so and shows the order as it is now.
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { FlightOrderDetail } from '@api/order'
import { ErrorCode } from '@api/errors'
import Page from '@/components/page'
import { SnapshotNote } from '@/components/ui/states'
import { MainButton } from '@/components/ui/button'
import { isApiError } from '@/core/errors'
import { go } from '@/core/navigate'
import { useStores } from '@/stores'
import { cancelOrder } from '../order-api'
import { useFlightOrder } from '../use-order'
import { useFormat } from '@/components/format'
import ItineraryCard from '../components/itinerary-card'
import { PriceLines } from '@/components/price-sheet'
import RulesSheet, { type FareRules } from '../components/rules-sheet'
import StatusHeader from '../components/status-header'
import Timeline from '@/components/ui/timeline'
import OrderSections from './sections'
import './index.scss'
import '@/features/flight/texts'
import { ActionBar } from '@/components/ui/action-bar'

/** A refund or change waiting for approval says so in the head (the order itself stays issued meanwhile). */
function waitingHint(order: FlightOrderDetail, t: (key: string) => string): string | undefined {
  if (order.Refunds.some((r) => r.Status === 'PendingApproval')) return t('flight:details.refundAwaitsApproval')
  if (order.Changes.some((c) => c.Status === 'PendingApproval')) return t('flight:details.changeAwaitsApproval')
  return undefined
}

/**
 * Where a segment's travellers were changed to, one line per new flight. A segment wholly changed
 * heads with its new flight (ChangedFrom set); otherwise the tickets on another flight say it. A
 * later refund keeps the history: a refunded ticket still names the flight it was changed to.
 */
export function changedTo(order: FlightOrderDetail, segmentIndex: number): { FlightNo: string; DepartDate: string; DepartTime: string }[] {
  const seg = order.Segments.find((s) => s.SegmentIndex === segmentIndex)
  if (!seg) return []
  if (seg.ChangedFrom) return [{ FlightNo: seg.Flight.FlightNo, DepartDate: seg.Flight.DepartDate, DepartTime: seg.Flight.DepartTime }]
  const moved = order.Tickets.filter((k) => k.SegmentIndex === segmentIndex && (k.FlightNo !== seg.Flight.FlightNo || k.DepartDate !== seg.Flight.DepartDate))
  return moved.filter((k, i) => moved.findIndex((x) => x.FlightNo === k.FlightNo && x.DepartDate === k.DepartDate) === i)
}

function OrderDetailsPage() {
  const { t } = useTranslation()
  const f = useFormat()
  const { ui, power } = useStores()
  const { orderNo, order, status, load, staleAt } = useFlightOrder({ reloadOnShow: true })
  const [rules, setRules] = useState<FareRules | null>(null)


  const cancel = async () => {
    if (!order) return
    const ok = await ui.alert({
      title: t('flight:details.cancelTitle'),
      content: t('flight:details.cancelText'),
      buttons: [
        { text: t('flight:details.keep'), value: 'no' },
        { text: t('flight:details.cancelConfirm'), value: 'yes' },
      ],
    })
    if (ok !== 'yes') return
    try {
      await cancelOrder(order.OrderNo, order.Status)
      ui.toast(t('flight:details.cancelled'))
    } catch (e) {
      if (isApiError(e) && e.code === ErrorCode.OrderStatusChanged) ui.toast(t('errors:orderStatusChanged'))
    }
    void load()
  }

  const canRefund = !!order?.Actions.CanRefund && power.can('MyPermission.Orders.Flight.FlightRefund')
  const canChange = !!order?.Actions.CanChange && power.can('MyPermission.Orders.Flight.FlightChange')
  const actions = order ? [order.Actions.CanCancel, canRefund, canChange].filter(Boolean).length : 0
  return (
    <Page title='flight:details.title' className='details-page' testId='details-page'>
      {status === 'loading' && !order && (
        <View className='od-skeletons' data-testid='details-loading'>
          <View className='od-skeleton od-skeleton--head' />
          <View className='od-skeleton' />
          <View className='od-skeleton' />
        </View>
      )}
      {status === 'error' && !order && (
        <View className='od-state' data-testid='details-error'>
          <Text>{t(orderNo ? 'common:loadFailed' : 'errors:orderNumberEmpty')}</Text>
          {orderNo && <MainButton kind='ghost' text={t('common:retry')} onClick={() => void load()} />}
        </View>
      )}
      {order && (
        <View className='od'>
          <SnapshotNote at={staleAt} />
          <StatusHeader status={order.Status} statusName={order.StatusName} hint={waitingHint(order, t)} amount={t('flight:details.total', { amount: f.money(order.PriceDetail.Total) })}>
            {order.Actions.CanPay && (
              <MainButton
                text={order.PayInfo && order.PayInfo.PersonalAmount > 0 ? t('flight:details.pay', { amount: f.money(order.PayInfo.PersonalAmount) }) : t('flight:orders.confirmPay')}
                onClick={() => void go('flightPay', { orderNo: order.OrderNo })}
                testId='details-pay'
              />
            )}
          </StatusHeader>
          <View className='od-card'>
            <Text className='od-card__title'>{t('flight:details.timeline')}</Text>
            <Timeline entries={order.Timeline} />
          </View>
          <View className='od-card od-card--flush'>
            {order.Segments.map((s) => (
              <ItineraryCard
                key={s.SegmentIndex}
                testId={`details-segment-${s.SegmentIndex}`}
                legLabel={order.TripType === 'RoundTrip' ? t(s.SegmentIndex === 0 ? 'flight:itinerary.outbound' : 'flight:itinerary.return') : undefined}
                segment={{ flight: s.Flight, cabinClassName: s.CabinClassName, discount: s.CabinClass === 'Economy' ? s.Discount : 0, policy: s.Policy }}
                onRules={() => setRules({ refund: s.RefundRule, change: s.ChangeRule })}
              >
                {changedTo(order, s.SegmentIndex).map((k) => (
                  <Text key={`${k.FlightNo}-${k.DepartDate}`} className='od-changed' data-testid='details-changed-to'>
                    {t('flight:details.changedTo', { flight: k.FlightNo, date: f.day(k.DepartDate), time: f.time(k.DepartTime) })}
                  </Text>
                ))}
                {s.PolicyReason && <Text className='od-reason'>{t('flight:details.reason', { reason: s.PolicyReason })}</Text>}
              </ItineraryCard>
            ))}
          </View>
          <OrderSections order={order} />
          <View className='od-card'>
            <Text className='od-card__title'>{t('kit:price.title')}</Text>
            <Text className='od-line'>{t('flight:details.paymentType', { type: t(`flight:payment.type.${order.PaymentType}`) })}</Text>
            <PriceLines lines={order.PriceDetail.Lines} split={{ total: order.PriceDetail.Total, company: order.PriceDetail.CompanyAmount, personal: order.PriceDetail.PersonalAmount }} />
          </View>
          <View className='od-card'>
            <Text className='od-card__title'>{t('flight:details.orderInfo')}</Text>
            <Text className='od-line' data-testid='details-order-no'>{t('flight:pay.orderNo', { no: order.OrderNo })}</Text>
            <Text className='od-line'>{t('flight:details.createdAt', { time: order.CreatedAt })}</Text>
            <Text className='od-line'>{t('flight:details.booker', { name: order.BookerName })}</Text>
          </View>
        </View>
      )}
      {order && actions > 0 && (
        <ActionBar testId='details-actions'>
          {order.Actions.CanCancel && <MainButton kind='danger' text={t('flight:details.cancel')} onClick={() => void cancel()} testId='details-cancel' />}
          {canChange && <MainButton kind='ghost' text={t('flight:details.change')} onClick={() => void go('flightChange', { orderNo: order.OrderNo })} testId='details-change' />}
          {canRefund && <MainButton kind='ghost' text={t('flight:details.refund')} onClick={() => void go('flightRefund', { orderNo: order.OrderNo })} testId='details-refund' />}
        </ActionBar>
      )}
      <RulesSheet open={rules !== null} rules={rules} onClose={() => setRules(null)} />
    </Page>
  )
}

export default observer(OrderDetailsPage)
