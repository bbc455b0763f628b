/**
 * /train/orderDetail?orderNo= — one train order: the coloured head with the next step (approval,
 * payment), a grab's progress (what is tried, attempts, time left; it updates while grabbing;
 * cancel), the tickets with coach, seat and gate, refund per ticket with the fee shown before the
 * user confirms, change, what happened, money, and the order's facts.
 */
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { GrabDetail, TrainRefundPreviewRes, TrainTicket } from '@api/train'
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
import { formatDuration } from '@/domain/format'
import { orderTone } from '@/domain/status-tone'
import { useStores } from '@/stores'
import { cancelGrab, cancelOrder, grabDetail, refund, refundPreview } from '../api'
import AfterSaleReason from '../components/after-sale-reason'
import { refundTierText, useTrainText } from '../components/labels'
import { useTrainOrder } from '../use-order'
import '../components/index.scss'
import './index.scss'

/** How often a grab under way is asked about. */
export const GRAB_POLL_MS = 5000

function GrabCard({ grab, lang }: { grab: GrabDetail; lang: 'zh-CN' | 'zh-TW' | 'en' | 'ja' }) {
  const { t } = useTrainText()
  const f = useFormat()
  // Counted down here between the server's answers.
  const [left, setLeft] = useState(Math.max(0, grab.SecondsLeft))
  useEffect(() => {
    setLeft(Math.max(0, grab.SecondsLeft))
    if (grab.State !== 'Grabbing') return
    const id = setInterval(() => setLeft((x) => Math.max(0, x - 1)), 1000)
    return () => clearInterval(id)
  }, [grab.SecondsLeft, grab.State])
  return (
    <View className='train-card' data-testid='grab-card'>
      <Text className='train-card__title'>{`${t('train:grab.title')} · ${grab.StateName}`}</Text>
      <Text className='train-card__line'>{`${grab.FromStation.Name} → ${grab.ToStation.Name}`}</Text>
      {grab.State === 'Grabbing' && <Text className='train-card__line' data-testid='grab-left'>{t('train:grab.timeLeft', { time: left >= 3600 ? formatDuration(Math.ceil(left / 60), lang) : `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}` })}</Text>}
      <Text className='train-card__sub'>{t('train:grab.deadlineAt', { time: f.stamp(grab.Deadline) })}</Text>
      <Text className='train-card__sub' data-testid='grab-attempts'>{t('train:grab.attempts', { count: grab.Attempts })}{grab.LastAttemptAt ? ` · ${t('train:grab.lastAttempt', { time: f.stamp(grab.LastAttemptAt) })}` : ''}</Text>
      <Text className='train-sheet__caption'>{t('train:grab.trying')}</Text>
      {grab.Options.map((o) => (
        <Text key={o.Rank} className={`train-card__line ${grab.Booked?.Rank === o.Rank ? 'tod-booked' : ''}`}>{`${o.Rank}. ${f.day(o.Date)} ${o.TrainNo} ${o.DepartTime} · ${o.SeatClassName} · ${f.money(o.Price)}`}</Text>
      ))}
      {grab.Booked && <Text className='train-card__line tod-booked' data-testid='grab-booked'>{t('train:grab.booked', { train: grab.Booked.TrainNo, date: f.day(grab.Booked.Date), cls: grab.Booked.SeatClassName })}</Text>}
      <Text className='train-card__sub'>{t('train:grab.prepaidEach', { amount: f.money(grab.PrepaidPerPassenger) })}</Text>
    </View>
  )
}

function TicketCard({ ticket, onRefund, onChange }: { ticket: TrainTicket; onRefund?: () => void; onChange?: () => void }) {
  const { t, lang } = useTrainText()
  const f = useFormat()
  const x = ticket
  return (
    <View className={`tod-ticket ${x.Status === 'Refunded' || x.Status === 'Changed' || x.Status === 'Void' ? 'tod-ticket--off' : ''}`} data-testid='ticket' data-ticket={x.TicketId}>
      <View className='tod-ticket__head'>
        <Text className='tod-ticket__name'>{x.PassengerName}</Text>
        <Text className='train-status' data-testid='ticket-status'>{x.StatusName}</Text>
      </View>
      <Text className='train-card__line'>{`${f.day(x.DepartDate)} ${x.TrainNo} · ${lang === 'en' ? x.FromStation.NameEN : x.FromStation.Name} ${x.DepartTime} → ${lang === 'en' ? x.ToStation.NameEN : x.ToStation.Name} ${x.ArriveTime}`}</Text>
      <Text className='train-card__line tod-ticket__seat' data-testid='ticket-seat'>{`${x.SeatClassName} · ${x.SeatText}`}</Text>
      {x.Gate && <Text className='train-card__sub'>{t('train:details.gate', { gate: x.Gate })}</Text>}
      {x.TicketNo && <Text className='train-card__sub'>{t('train:details.ticketNo', { no: x.TicketNo })}</Text>}
      <View className='tod-ticket__foot'>
        <Text className='train-card__sub'>{f.money(x.Price)}</Text>
        <PolicyTag inPolicy={x.Policy.InPolicy} />
        {x.PolicyReason && <Text className='train-card__sub'>{t('train:details.reason', { reason: x.PolicyReason })}</Text>}
      </View>
      {(onRefund || onChange) && (
        <View className='tod-ticket__actions'>
          {onChange && (
            <View className='tod-ticket__action' role='button' data-testid='ticket-change' onClick={onChange}>
              <Text>{t('train:details.change')}</Text>
            </View>
          )}
          {onRefund && (
            <View className='tod-ticket__action' role='button' data-testid='ticket-refund' onClick={onRefund}>
              <Text>{t('train:details.refund')}</Text>
            </View>
          )}
        </View>
      )}
    </View>
  )
}

function TrainOrderDetails() {
  const { t, lang } = useTrainText()
  const f = useFormat()
  const { ui, power, settings } = useStores()
  const reasonRule = settings.section('TrainSettings').RefundSettings.RefundReasonSettings
  const [reason, setReason] = useState('')
  const [reasonShown, setReasonShown] = useState(false)
  const { orderNo, order, status, error, load, staleAt } = useTrainOrder()
  const [preview, setPreview] = useState<{ ids: number[]; res: TrainRefundPreviewRes } | null>(null)
  const [busy, setBusy] = useState(false)
  const [confirmCancel, setConfirmCancel] = useState(false)
  const [requestId, setRequestId] = useState(() => newRequestId('tr'))

  // A grab under way: asked again every few seconds; the order reloads when it ends.
  const grabbing = order?.Grab?.State === 'Grabbing'
  useEffect(() => {
    if (!grabbing || !order) return
    const id = setInterval(() => {
      grabDetail(order.OrderNo).then((g) => (g.State !== 'Grabbing' || g.Attempts !== order.Grab?.Attempts ? load() : undefined), () => undefined)
    }, GRAB_POLL_MS)
    return () => clearInterval(id)
  }, [grabbing, order?.OrderNo, order?.Grab?.Attempts])

  const askRefund = async (ids: number[]) => {
    if (!order) return
    try {
      setPreview({ ids, res: await refundPreview(order.OrderNo, ids) })
    } catch {
      // The http client has said why.
    }
  }
  const doRefund = async () => {
    if (!order || !preview) return
    if (reasonRule.IsDisplay && reasonRule.IsRequired && !reason.trim()) return setReasonShown(true)
    setBusy(true)
    try {
      const r = await refund({ OrderNo: order.OrderNo, ClientRequestId: requestId, TicketIds: preview.ids, Fee: preview.res.Fee, ...(reason.trim() ? { Reason: reason.trim() } : {}) })
      setPreview(null)
      setRequestId(newRequestId('tr'))
      ui.toast(t('train:details.refunded', { amount: f.money(r.Refund), fee: f.money(r.Fee) }))
    } catch (e) {
      if (isApiError(e) && e.code === ErrorCode.OrderStatusChanged) {
        ui.toast(t('train:details.feeMoved'))
        void askRefund(preview.ids)
      }
    } finally {
      setBusy(false)
    }
    void load()
  }
  const doCancel = async () => {
    if (!order) return
    setBusy(true)
    try {
      const r = order.Kind === 'Grab' && order.Grab && ['Waiting', 'Grabbing'].includes(order.Grab.State) ? await cancelGrab(order.OrderNo, requestId) : await cancelOrder(order.OrderNo, requestId)
      setConfirmCancel(false)
      setRequestId(newRequestId('tr'))
      ui.toast(r.Refund > 0 ? t('train:details.cancelledRefund', { amount: f.money(r.Refund) }) : t('train:details.cancelled'))
    } catch {
      // The http client has said why.
    } finally {
      setBusy(false)
    }
    void load()
  }

  let body: JSX.Element | null = null
  if (!order && status !== 'error') body = <Skeletons count={4} tall testId='details-loading' />
  else if (!order && !orderNo) body = <StateBlock text={t('errors:orderNumberEmpty')} actions={[{ text: t('train:orders.title'), onPress: () => void go('trainOrderList'), solid: true }]} testId='details-error' />
  else if (!order) body = <ErrorBlock onRetry={() => void load()} error={error} testId='details-error' />
  else {
    const o = order
    const hint = t(`train:statusHint.${o.Status}`, { defaultValue: '' })
    const canRefund = power.can('MyPermission.Orders.Train.TrainRefund')
    const canChange = power.can('MyPermission.Orders.Train.TrainChange')
    const live = o.Tickets.filter((x) => x.Status === 'Issued')
    body = (
      <View className='tod'>
        <SnapshotNote at={staleAt} />
        <StatusHeader tone={orderTone(o.Status)} title={o.StatusName} status={o.Status} hint={hint} meta={[t('train:details.total', { amount: f.money(o.PriceDetail.Total) })]} testId='status-header'>
          {o.Actions.CanPay && o.PayInfo && (
            <MainButton
              text={o.PayInfo.PersonalAmount > 0 ? t('train:details.pay', { amount: f.money(o.PayInfo.PersonalAmount) }) : t('train:details.confirmCompany')}
              onClick={() => void go('trainPay', { orderNo: o.OrderNo })}
              testId='details-pay'
            />
          )}
        </StatusHeader>
        {o.Grab && <GrabCard grab={o.Grab} lang={lang} />}
        {o.Tickets.length > 0 && (
          <View className='train-card' data-testid='details-tickets'>
            <Text className='train-card__title'>{t('train:details.tickets')}</Text>
            {o.SeatChoiceMet === false && <Text className='train-card__why' data-testid='seat-not-met'>{t('train:details.seatNotMet')}</Text>}
            {o.Tickets.map((x) => (
              <TicketCard
                key={x.TicketId}
                ticket={x}
                onRefund={x.CanRefund && canRefund ? () => void askRefund([x.TicketId]) : undefined}
                onChange={x.CanChange && canChange ? () => void go('trainChange', { orderNo: o.OrderNo, ticketIds: x.TicketId }) : undefined}
              />
            ))}
            {live.length > 1 && canRefund && live.every((x) => x.CanRefund) && (
              <View role='button' data-testid='refund-all' onClick={() => void askRefund(live.map((x) => x.TicketId))}>
                <Text className='train-card__line train-link'>{t('train:details.refundAll')}</Text>
              </View>
            )}
          </View>
        )}
        <View className='train-card'>
          <Text className='train-card__title'>{t('train:details.timeline')}</Text>
          <Timeline entries={o.Timeline} />
        </View>
        <View className='train-card'>
          <Text className='train-card__title'>{t('kit:price.title')}</Text>
          <Text className='train-card__line'>{t('train:details.paymentType', { type: t(`train:payment.${o.PaymentType}`) })}</Text>
          <PriceLines lines={o.PriceDetail.Lines} split={{ total: o.PriceDetail.Total, company: o.PriceDetail.CompanyAmount, personal: o.PriceDetail.PersonalAmount }} />
          {o.Refunds.map((r) => (
            <Text key={r.RefundNo} className='train-card__line' data-testid='details-refund'>{t('train:details.refundLine', { at: f.stamp(r.At), amount: f.money(r.Amount), fee: f.money(r.Fee) })}</Text>
          ))}
        </View>
        <View className='train-card'>
          <Text className='train-card__title'>{t('train:details.orderInfo')}</Text>
          <Text className='train-card__line' data-testid='details-order-no'>{t('kit:pay.orderNo', { no: o.OrderNo })}</Text>
          <Text className='train-card__line'>{t('train:details.createdAt', { time: f.stamp(o.CreatedAt) })}</Text>
          <Text className='train-card__line'>{t('train:details.booker', { name: o.BookerName })}</Text>
          {o.Contacts.map((c) => (
            <Text key={c.Mobile} className='train-card__line'>{t('train:details.contact', { name: c.Name, mobile: c.Mobile })}</Text>
          ))}
          {o.CostCenterName && <Text className='train-card__line'>{t('train:details.costCenter', { name: o.CostCenterName })}</Text>}
          {o.Purpose && <Text className='train-card__line'>{t('train:details.purpose', { text: o.Purpose })}</Text>}
        </View>
      </View>
    )
  }

  return (
    <Page title='train:details.title' className='train-order-details' testId='details-page'>
      {body}
      {order?.Actions.CanCancel && (
        <ActionBar testId='details-actions'>
          <MainButton kind='danger' text={t(order.Kind === 'Grab' ? 'train:details.cancelGrab' : 'train:details.cancel')} onClick={() => setConfirmCancel(true)} testId='details-cancel' />
        </ActionBar>
      )}
      <Sheet
        open={confirmCancel}
        title={t(order?.Kind === 'Grab' ? 'train:details.cancelGrab' : 'train:details.cancel')}
        onClose={() => setConfirmCancel(false)}
        testId='cancel-sheet'
        footer={
          <View className='train-sheet-foot'>
            <MainButton kind='ghost' text={t('train:details.keep')} onClick={() => setConfirmCancel(false)} />
            <MainButton kind='danger' text={t('train:details.cancelConfirm')} busy={busy} onClick={() => void doCancel()} testId='cancel-confirm' />
          </View>
        }
      >
        <View className='train-sheet'>
          <Text className='train-card__line'>{t(order?.Kind === 'Grab' ? 'train:details.cancelGrabNote' : 'train:details.cancelNote')}</Text>
        </View>
      </Sheet>
      <Sheet
        open={preview !== null}
        title={t('train:details.refundTitle')}
        onClose={() => setPreview(null)}
        testId='refund-sheet'
        footer={
          <View className='train-sheet-foot'>
            <MainButton kind='ghost' text={t('train:details.keep')} onClick={() => setPreview(null)} />
            <MainButton kind='danger' text={t('train:details.refundConfirm')} busy={busy} onClick={() => void doRefund()} testId='refund-confirm' />
          </View>
        }
      >
        {preview && (
          <View className='train-sheet tod-refund'>
            <Text className='train-card__line' data-testid='refund-rule'>{preview.res.Rule}</Text>
            {preview.res.Lines.map((l) => (
              <Text key={l.TicketId} className='train-card__sub'>{refundTierText(t, l, f.money)}</Text>
            ))}
            <View className='tod-refund__row'>
              <Text>{t('train:details.fee')}</Text>
              <Text className='tod-refund__fee' data-testid='refund-fee'>{f.money(preview.res.Fee)}</Text>
            </View>
            <View className='tod-refund__row'>
              <Text>{t('train:details.refundAmount')}</Text>
              <Text data-testid='refund-amount'>{f.money(preview.res.Refund)}</Text>
            </View>
            {preview.res.Refund > 0 && <Text className='train-card__sub'>{t('train:details.refundSplit', { company: f.money(preview.res.CompanyRefund), personal: f.money(preview.res.PersonalRefund) })}</Text>}
            {reasonRule.IsDisplay && <AfterSaleReason value={reason} required={reasonRule.IsRequired} error={reasonShown && reasonRule.IsRequired && !reason.trim() ? t('train:afterSale.required') : undefined} onChange={setReason} testId='refund-reason' />}
          </View>
        )}
      </Sheet>
    </Page>
  )
}

export default observer(TrainOrderDetails)
