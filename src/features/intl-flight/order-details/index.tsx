/**
 * /intlPlaneTicket/orderDetails?orderNo= — one international flight order: the coloured head with
 * the next step (approval, payment), the flights leg by leg with their fare family, the travellers
 * with their document and e-ticket, visa reminders, money and refunds, what happened, the order's
 * facts; refund (to /intlPlaneTicket/refundDetails) and cancel before payment.
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import Page from '@/components/page'
import { PriceLines } from '@/components/price-sheet'
import { ActionBar } from '@/components/ui/action-bar'
import { MainButton } from '@/components/ui/button'
import { Sheet } from '@/components/ui/sheet'
import { StatusHeader } from '@/components/ui/status-header'
import { PolicyTag } from '@/components/ui/tag'
import Timeline from '@/components/ui/timeline'
import { ErrorBlock, Skeletons, StateBlock, SnapshotNote } from '@/components/ui/states'
import { useFormat } from '@/components/format'
import { go } from '@/core/navigate'
import { newRequestId } from '@/domain/booking'
import { orderTone } from '@/domain/status-tone'
import { useStores } from '@/stores'
import { cancelOrder } from '../api'
import { SegmentList } from '../components/itinerary'
import { cityOf, useIntlText } from '../components/labels'
import { useIntlOrder } from '../use-order'
import '../components/index.scss'
import './index.scss'

function IntlOrderDetails() {
  const { t } = useIntlText()
  const f = useFormat()
  const { ui } = useStores()
  const { orderNo, order, status, error, load, staleAt } = useIntlOrder()
  const [confirmCancel, setConfirmCancel] = useState(false)
  const [busy, setBusy] = useState(false)

  const doCancel = async () => {
    if (!order) return
    setBusy(true)
    try {
      await cancelOrder(order.OrderNo, newRequestId('ic'))
      setConfirmCancel(false)
      ui.toast(t('intlFlight:details.cancelled'))
    } catch {
      // The http client has said why.
    } finally {
      setBusy(false)
    }
    void load()
  }

  let body: JSX.Element | null = null
  if (!order && status !== 'error') body = <Skeletons count={4} tall testId='details-loading' />
  else if (!order && !orderNo) body = <StateBlock text={t('errors:orderNumberEmpty')} actions={[{ text: t('intlFlight:orders.title'), onPress: () => void go('intlOrderList'), solid: true }]} testId='details-error' />
  else if (!order) body = <ErrorBlock onRetry={() => void load()} error={error} testId='details-error' />
  else {
    const o = order
    const issued = o.Tickets.some((x) => x.Status === 'Issued')
    body = (
      <View className='iod'>
        <SnapshotNote at={staleAt} />
        <StatusHeader tone={orderTone(o.Status)} title={o.StatusName} status={o.Status} meta={[t('intlFlight:details.total', { amount: f.money(o.PriceDetail.Total) }), o.InquirySheetNo && t('intlFlight:details.sheet', { no: o.InquirySheetNo })]} testId='status-header'>
          {o.Actions.CanPay && o.PayInfo && (
            <MainButton
              text={o.PayInfo.PersonalAmount > 0 ? t('intlFlight:details.pay', { amount: f.money(o.PayInfo.PersonalAmount) }) : t('intlFlight:details.confirmCompany')}
              onClick={() => void go('intlPay', { orderNo: o.OrderNo })}
              testId='details-pay'
            />
          )}
        </StatusHeader>
        {o.Legs.map((l) => (
          <View key={l.LegNo} className='intl-card' data-testid='details-leg'>
            <Text className='intl-card__title'>{`${cityOf(o.Places, l.Segments[0].From)} → ${cityOf(o.Places, l.Segments[l.Segments.length - 1].To)} · ${l.FamilyName}`}</Text>
            <SegmentList segments={l.Segments} layovers={l.Layovers} totalMinutes={0} places={o.Places} carriers={o.Carriers} />
          </View>
        ))}
        <View className='intl-card' data-testid='details-tickets'>
          <Text className='intl-card__title'>{t('intlFlight:details.travellers')}</Text>
          {o.Tickets.map((x) => (
            <View key={x.TicketId} className='iod-ticket' data-testid='ticket' data-status={x.Status}>
              <View className='iod-ticket__head'>
                <Text className='iod-ticket__name'>{`${x.PassengerName} · ${x.LastName}/${x.FirstName}`}</Text>
                <Text className='iod-ticket__status' data-testid='ticket-status'>{t(`intlFlight:ticket.${x.Status}`)}</Text>
              </View>
              <Text className='intl-card__sub'>{t('intlFlight:details.document', { no: x.DocumentNo, expiry: x.DocumentExpiry })}</Text>
              {x.TicketNo && <Text className='intl-card__line' data-testid='ticket-no'>{t('intlFlight:details.ticketNo', { no: x.TicketNo })}</Text>}
            </View>
          ))}
          <View className='iod-policy'>
            <PolicyTag inPolicy={o.Policy.InPolicy} />
            {o.PolicyReason && <Text className='intl-card__sub'>{t('intlFlight:details.reason', { reason: o.PolicyReason })}</Text>}
          </View>
        </View>
        {o.Visa.length > 0 && (
          <View className='intl-card'>
            <Text className='intl-card__title'>{t('intlFlight:booking.visa')}</Text>
            {o.Visa.map((v) => (
              <Text key={v.CountryCode} className='intl-card__line'>{v.Text}</Text>
            ))}
          </View>
        )}
        <View className='intl-card'>
          <Text className='intl-card__title'>{t('kit:price.title')}</Text>
          <Text className='intl-card__line'>{t('intlFlight:details.paymentType', { type: t(`intlFlight:payment.${o.PaymentType}`) })}</Text>
          <PriceLines lines={o.PriceDetail.Lines} split={{ total: o.PriceDetail.Total, company: o.PriceDetail.CompanyAmount, personal: o.PriceDetail.PersonalAmount }} />
          {o.Refunds.map((r) => (
            <Text key={r.RefundNo} className='intl-card__line' data-testid='details-refund'>{t('intlFlight:details.refundLine', { at: f.stamp(r.CreatedAt), amount: f.money(r.Refund), fee: f.money(r.Fee) })}</Text>
          ))}
        </View>
        <View className='intl-card'>
          <Text className='intl-card__title'>{t('intlFlight:details.timeline')}</Text>
          <Timeline entries={o.Timeline} />
        </View>
        <View className='intl-card'>
          <Text className='intl-card__title'>{t('intlFlight:details.orderInfo')}</Text>
          <Text className='intl-card__line' data-testid='details-order-no'>{t('kit:pay.orderNo', { no: o.OrderNo })}</Text>
          <Text className='intl-card__line'>{t('intlFlight:details.createdAt', { time: f.stamp(o.CreatedAt) })}</Text>
          <Text className='intl-card__line'>{t('intlFlight:details.booker', { name: o.BookerName })}</Text>
          {o.CostCenterName && <Text className='intl-card__line'>{t('intlFlight:details.costCenter', { name: o.CostCenterName })}</Text>}
        </View>
        {issued && !o.Actions.CanRefund && <Text className='iod-note'>{t('intlFlight:details.noRefund')}</Text>}
      </View>
    )
  }

  const canRefund = !!order?.Actions.CanRefund && order.Tickets.some((x) => x.Status === 'Issued')
  return (
    <Page title='intlFlight:details.title' className='intl-order-details' testId='details-page'>
      {body}
      {order && (order.Actions.CanCancel || canRefund) && (
        <ActionBar testId='details-actions'>
          {order.Actions.CanCancel && <MainButton kind='danger' text={t('intlFlight:details.cancel')} onClick={() => setConfirmCancel(true)} testId='details-cancel' />}
          {canRefund && <MainButton kind='ghost' text={t('intlFlight:details.refund')} onClick={() => void go('intlRefund', { orderNo: order.OrderNo })} testId='details-refund-entry' />}
        </ActionBar>
      )}
      <Sheet
        open={confirmCancel}
        title={t('intlFlight:details.cancel')}
        onClose={() => setConfirmCancel(false)}
        testId='cancel-sheet'
        footer={
          <View className='iod-foot'>
            <MainButton kind='ghost' text={t('intlFlight:details.keep')} onClick={() => setConfirmCancel(false)} />
            <MainButton kind='danger' text={t('intlFlight:details.cancelConfirm')} busy={busy} onClick={() => void doCancel()} testId='cancel-confirm' />
          </View>
        }
      >
        <View className='iod-sheet'>
          <Text className='intl-card__line'>{t('intlFlight:details.cancelNote')}</Text>
        </View>
      </Sheet>
    </Page>
  )
}

export default observer(IntlOrderDetails)
