/**
 * /module/hotel/orderDetails?orderNo= — one hotel order: the coloured head with the next step
 * (approval, payment, confirmation), what happened, the stay, guests, the cancellation rule,
 * money, and cancel — with the penalty and the refund shown before the user confirms.
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { HotelCancelPreviewRes } from '@api/hotel'
import { ErrorCode } from '@api/errors'
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
import { isApiError } from '@/core/errors'
import { go } from '@/core/navigate'
import { newRequestId } from '@/domain/booking'
import { orderTone } from '@/domain/status-tone'
import { openPlace } from '@/platform/location'
import { useStores } from '@/stores'
import { cancelOrder, cancelPreview } from '../api'
import { planTitle, stars, useHotelText, verdictDetail } from '../components/labels'
import { useHotelOrder } from '../use-order'
import '../components/index.scss'
import './index.scss'

function HotelOrderDetails() {
  const { t } = useHotelText()
  const f = useFormat()
  const { ui } = useStores()
  const { orderNo, order, status, error, load, staleAt } = useHotelOrder()
  const [preview, setPreview] = useState<HotelCancelPreviewRes | null>(null)
  const [cancelling, setCancelling] = useState(false)
  const [requestId] = useState(() => newRequestId('hc'))

  const askCancel = async () => {
    if (!order) return
    try {
      setPreview(await cancelPreview(order.OrderNo))
    } catch {
      // The http client has said why.
    }
  }
  const confirmCancel = async () => {
    if (!order || !preview) return
    setCancelling(true)
    try {
      const r = await cancelOrder({ OrderNo: order.OrderNo, ClientRequestId: requestId, Penalty: preview.Penalty })
      setPreview(null)
      ui.toast(r.Refund > 0 ? t('hotel:details.cancelledRefund', { amount: f.money(r.Refund) }) : t('hotel:details.cancelled'))
    } catch (e) {
      if (isApiError(e) && e.code === ErrorCode.OrderStatusChanged) {
        ui.toast(t('hotel:details.penaltyMoved'))
        void askCancel()
      }
    } finally {
      setCancelling(false)
    }
    void load()
  }

  let body: JSX.Element | null = null
  if (!order && status !== 'error') body = <Skeletons count={4} tall testId='details-loading' />
  else if (!order && !orderNo) body = <StateBlock text={t('errors:orderNumberEmpty')} actions={[{ text: t('hotel:orders.title'), onPress: () => void go('hotelOrderList'), solid: true }]} testId='details-error' />
  else if (!order) body = <ErrorBlock onRetry={() => void load()} error={error} testId='details-error' />
  else {
    const o = order
    const h = o.Hotel
    const hint = t(`hotel:statusHint.${o.Status}`, { defaultValue: '' })
    const cancel = o.Cancellation
    body = (
      <View className='hod'>
        <SnapshotNote at={staleAt} />
        <StatusHeader tone={orderTone(o.Status)} title={o.StatusName} status={o.Status} hint={hint} meta={[t('hotel:details.total', { amount: f.money(o.PriceDetail.Total) }), o.ConfirmationNo && t('hotel:details.confirmation', { no: o.ConfirmationNo })]} testId='status-header'>
          {o.Actions.CanPay && o.PayInfo && (
            <MainButton
              text={o.PayInfo.PersonalAmount > 0 ? t('hotel:details.pay', { amount: f.money(o.PayInfo.PersonalAmount) }) : t(o.PayKind === 'PayAtHotel' ? 'hotel:details.confirmAtHotel' : 'hotel:details.confirmCompany')}
              onClick={() => void go('hotelPay', { orderNo: o.OrderNo })}
              testId='details-pay'
            />
          )}
        </StatusHeader>
        <View className='hod-card'>
          <Text className='hod-card__title'>{t('hotel:details.timeline')}</Text>
          <Timeline entries={o.Timeline} />
        </View>
        <View className='hod-card' data-testid='details-stay'>
          <Text className='hod-card__title'>{h.Name}</Text>
          <Text className='hotel-stars'>{stars(h.Star)}</Text>
          <View role='button' onClick={() => void openPlace({ latitude: h.Latitude, longitude: h.Longitude, name: h.Name, address: h.Address }).catch(() => undefined)}>
            <Text className='hod-line hod-link'>{`${h.CityName} · ${h.Address}`}</Text>
          </View>
          <Text className='hod-line hod-strong' data-testid='details-dates'>{`${f.day(o.CheckIn)} – ${f.day(o.CheckOut)} · ${t('hotel:search.nights', { count: o.Nights })}`}</Text>
          {o.EarlyMorning && <Text className='hod-line hod-early'>{t('hotel:booking.earlyNote', { date: f.day(o.CheckIn) })}</Text>}
          <Text className='hod-line'>{`${o.RoomName} · ${o.BedType} · ${planTitle({ Name: o.PlanName, BreakfastText: o.BreakfastText })} · ${t('hotel:occupancy.roomsText', { count: o.RoomCount })}`}</Text>
          <Text className='hod-line'>{t('hotel:details.arrival', { time: o.ArrivalTime, from: h.CheckInFrom, by: h.CheckOutBy })}</Text>
          <View className='hod-tags'>
            <Text className={`hotel-badge hotel-badge--${o.Cancel.Kind === 'Free' ? 'free' : o.Cancel.Kind === 'Penalty' ? 'pay' : 'strict'}`}>{o.Cancel.Text}</Text>
            <Text className='hotel-badge hotel-badge--pay'>{t(`hotel:payKind.${o.PayKind}`)}</Text>
            <PolicyTag inPolicy={o.Policy.InPolicy} />
          </View>
          {!o.Policy.InPolicy && <Text className='hod-line hod-why'>{verdictDetail(t, o.Policy)}</Text>}
          {o.PolicyReason && <Text className='hod-line'>{t('hotel:details.reason', { reason: o.PolicyReason })}</Text>}
        </View>
        <View className='hod-card' data-testid='details-guests'>
          <Text className='hod-card__title'>{t('hotel:booking.guests')}</Text>
          {Array.from({ length: o.RoomCount }, (_, i) => (
            <Text key={i} className='hod-line'>
              {`${t('hotel:booking.room', { n: i + 1 })}: ${o.Guests.filter((g) => g.Room === i + 1).map((g) => g.Name).join('、')}${o.ChildAges[i]?.length ? ` · ${t('hotel:booking.children', { ages: o.ChildAges[i].map((a) => t('hotel:occupancy.age', { count: a })).join(', ') })}` : ''}`}
            </Text>
          ))}
          {o.SpecialRequests.length > 0 && <Text className='hod-line'>{t('hotel:details.requests', { list: o.SpecialRequests.map((r) => t(`hotel:request.${r}`, { defaultValue: r })).join('、') })}</Text>}
          {o.Remark && <Text className='hod-line'>{t('hotel:details.remark', { text: o.Remark })}</Text>}
          {o.MemberCard && <Text className='hod-line'>{t('hotel:details.member', { group: o.MemberCard.GroupName, no: o.MemberCard.CardNo })}</Text>}
          {o.GuaranteeCard && <Text className='hod-line'>{t('hotel:details.guarantee', { no: o.GuaranteeCard.CardNo, expiry: o.GuaranteeCard.Expiry })}</Text>}
          {o.Contacts.map((c) => (
            <Text key={c.Mobile} className='hod-line'>{t('hotel:details.contact', { name: c.Name, mobile: c.Mobile })}</Text>
          ))}
        </View>
        <View className='hod-card'>
          <Text className='hod-card__title'>{t('kit:price.title')}</Text>
          <Text className='hod-line'>{t('hotel:details.paymentType', { type: t(o.PayKind === 'PayAtHotel' ? 'hotel:payKind.PayAtHotel' : `hotel:payment.${o.PaymentType}`) })}</Text>
          <PriceLines lines={o.PriceDetail.Lines} split={{ total: o.PriceDetail.Total, company: o.PriceDetail.CompanyAmount, personal: o.PriceDetail.PersonalAmount }} />
          {o.PriceDetail.AtHotelAmount > 0 && <Text className='hod-line'>{t('hotel:booking.payAtHotelNote', { amount: f.money(o.PriceDetail.AtHotelAmount) })}</Text>}
          {cancel && (
            <Text className='hod-line hod-strong' data-testid='details-cancellation'>
              {t('hotel:details.cancellation', { penalty: f.money(cancel.Penalty), refund: f.money(cancel.Refund) })}
            </Text>
          )}
        </View>
        <View className='hod-card'>
          <Text className='hod-card__title'>{t('hotel:details.orderInfo')}</Text>
          <Text className='hod-line' data-testid='details-order-no'>{t('kit:pay.orderNo', { no: o.OrderNo })}</Text>
          <Text className='hod-line'>{t('hotel:details.createdAt', { time: o.CreatedAt })}</Text>
          <Text className='hod-line'>{t('hotel:details.booker', { name: o.BookerName })}</Text>
          {o.CostCenterName && <Text className='hod-line'>{t('hotel:details.costCenter', { name: o.CostCenterName })}</Text>}
          {o.Purpose && <Text className='hod-line'>{t('hotel:details.purpose', { text: o.Purpose })}</Text>}
        </View>
      </View>
    )
  }

  return (
    <Page title='hotel:details.title' className='hotel-order-details' testId='details-page'>
      {body}
      {order?.Actions.CanCancel && (
        <ActionBar testId='details-actions'>
          <MainButton kind='danger' text={t('hotel:details.cancel')} onClick={() => void askCancel()} testId='details-cancel' />
        </ActionBar>
      )}
      <Sheet
        open={preview !== null}
        title={t('hotel:details.cancelTitle')}
        onClose={() => setPreview(null)}
        testId='cancel-sheet'
        footer={
          <View className='hotel-sheet-foot'>
            <MainButton kind='ghost' text={t('hotel:details.keep')} onClick={() => setPreview(null)} />
            <MainButton kind='danger' text={t('hotel:details.cancelConfirm')} disabled={!preview?.Cancellable} busy={cancelling} onClick={() => void confirmCancel()} testId='cancel-confirm' />
          </View>
        }
      >
        {preview && (
          <View className='hod-cancel'>
            <Text className='hod-line'>{preview.Rule.Text}</Text>
            {preview.Note && <Text className='hod-line hod-why'>{preview.Note}</Text>}
            <View className='hod-cancel__row'>
              <Text>{t('hotel:details.penalty')}</Text>
              <Text className='hod-cancel__penalty' data-testid='cancel-penalty'>{f.money(preview.Penalty)}</Text>
            </View>
            <View className='hod-cancel__row'>
              <Text>{t('hotel:details.refund')}</Text>
              <Text data-testid='cancel-refund'>{f.money(preview.Refund)}</Text>
            </View>
            {preview.Refund > 0 && <Text className='hod-line'>{t('hotel:details.refundSplit', { company: f.money(preview.CompanyRefund), personal: f.money(preview.PersonalRefund) })}</Text>}
          </View>
        )}
      </Sheet>
    </Page>
  )
}

export default observer(HotelOrderDetails)
