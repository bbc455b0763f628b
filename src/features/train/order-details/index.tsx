/**
 * /train/orderDetail?orderNo= — one train order in the kit's order details frame: the next step
 * (approval, payment), a grab's progress (what is tried, attempts, time left; it updates while grabbing;
 * cancel), the tickets with coach, seat and gate, refund per ticket with the fee shown before the
 * user confirms, change, what happened, money, and the order's facts.
 */
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { GrabDetail, TrainOrderDetail, TrainRefundPreviewRes, TrainTicket } from '@api/train'
import OrderDetails, { ConfirmSheet, DetailsCard, SheetRow, useOrderAction } from '@/components/order-details'
import { PolicyTag } from '@/components/ui/tag'
import { useFormat } from '@/components/format'
import { go } from '@/core/navigate'
import { newRequestId } from '@/domain/booking'
import { formatDuration } from '@/domain/format'
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
    <DetailsCard title={`${t('train:grab.title')} · ${grab.StateName}`} testId="grab-card">
      <Text className="train-card__line">{`${grab.FromStation.Name} → ${grab.ToStation.Name}`}</Text>
      {grab.State === 'Grabbing' && (
        <Text className="train-card__line" data-testid="grab-left">
          {t('train:grab.timeLeft', {
            time: left >= 3600 ? formatDuration(Math.ceil(left / 60), lang) : `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`,
          })}
        </Text>
      )}
      <Text className="train-card__sub">{t('train:grab.deadlineAt', { time: f.stamp(grab.Deadline) })}</Text>
      <Text className="train-card__sub" data-testid="grab-attempts">
        {t('train:grab.attempts', { count: grab.Attempts })}
        {grab.LastAttemptAt ? ` · ${t('train:grab.lastAttempt', { time: f.stamp(grab.LastAttemptAt) })}` : ''}
      </Text>
      <Text className="train-sheet__caption">{t('train:grab.trying')}</Text>
      {grab.Options.map((o) => (
        <Text
          key={o.Rank}
          className={`train-card__line ${grab.Booked?.Rank === o.Rank ? 'tod-booked' : ''}`}
        >{`${o.Rank}. ${f.day(o.Date)} ${o.TrainNo} ${o.DepartTime} · ${o.SeatClassName} · ${f.money(o.Price)}`}</Text>
      ))}
      {grab.Booked && (
        <Text className="train-card__line tod-booked" data-testid="grab-booked">
          {t('train:grab.booked', {
            train: grab.Booked.TrainNo,
            date: f.day(grab.Booked.Date),
            cls: grab.Booked.SeatClassName,
          })}
        </Text>
      )}
      <Text className="train-card__sub">{t('train:grab.prepaidEach', { amount: f.money(grab.PrepaidPerPassenger) })}</Text>
    </DetailsCard>
  )
}

function TicketCard({ ticket, onRefund, onChange }: { ticket: TrainTicket; onRefund?: () => void; onChange?: () => void }) {
  const { t, lang } = useTrainText()
  const f = useFormat()
  const x = ticket
  return (
    <View
      className={`tod-ticket ${x.Status === 'Refunded' || x.Status === 'Changed' || x.Status === 'Void' ? 'tod-ticket--off' : ''}`}
      data-testid="ticket"
      data-ticket={x.TicketId}
    >
      <View className="tod-ticket__head">
        <Text className="tod-ticket__name">{x.PassengerName}</Text>
        <Text className="train-status" data-testid="ticket-status">
          {x.StatusName}
        </Text>
      </View>
      <Text className="train-card__line">{`${f.day(x.DepartDate)} ${x.TrainNo} · ${lang === 'en' ? x.FromStation.NameEN : x.FromStation.Name} ${x.DepartTime} → ${lang === 'en' ? x.ToStation.NameEN : x.ToStation.Name} ${x.ArriveTime}`}</Text>
      <Text className="train-card__line tod-ticket__seat" data-testid="ticket-seat">{`${x.SeatClassName} · ${x.SeatText}`}</Text>
      {x.Gate && <Text className="train-card__sub">{t('train:details.gate', { gate: x.Gate })}</Text>}
      {x.TicketNo && <Text className="train-card__sub">{t('train:details.ticketNo', { no: x.TicketNo })}</Text>}
      <View className="tod-ticket__foot">
        <Text className="train-card__sub">{f.money(x.Price)}</Text>
        <PolicyTag inPolicy={x.Policy.InPolicy} />
        {x.PolicyReason && <Text className="train-card__sub">{t('train:details.reason', { reason: x.PolicyReason })}</Text>}
      </View>
      {(onRefund || onChange) && (
        <View className="tod-ticket__actions">
          {onChange && (
            <View className="tod-ticket__action" role="button" data-testid="ticket-change" onClick={onChange}>
              <Text>{t('train:details.change')}</Text>
            </View>
          )}
          {onRefund && (
            <View className="tod-ticket__action" role="button" data-testid="ticket-refund" onClick={onRefund}>
              <Text>{t('train:details.refund')}</Text>
            </View>
          )}
        </View>
      )}
    </View>
  )
}

function Tickets({ o, onRefund }: { o: TrainOrderDetail; onRefund: (ids: number[]) => void }) {
  const { t } = useTrainText()
  const { power } = useStores()
  const canRefund = power.can('MyPermission.Orders.Train.TrainRefund')
  const canChange = power.can('MyPermission.Orders.Train.TrainChange')
  const live = o.Tickets.filter((x) => x.Status === 'Issued')
  return (
    <DetailsCard title={t('train:details.tickets')} testId="details-tickets">
      {o.SeatChoiceMet === false && (
        <Text className="train-card__why" data-testid="seat-not-met">
          {t('train:details.seatNotMet')}
        </Text>
      )}
      {o.Tickets.map((x) => (
        <TicketCard
          key={x.TicketId}
          ticket={x}
          onRefund={x.CanRefund && canRefund ? () => onRefund([x.TicketId]) : undefined}
          onChange={x.CanChange && canChange ? () => void go('trainChange', { orderNo: o.OrderNo, ticketIds: x.TicketId }) : undefined}
        />
      ))}
      {live.length > 1 && canRefund && live.every((x) => x.CanRefund) && (
        <View role="button" data-testid="refund-all" onClick={() => onRefund(live.map((x) => x.TicketId))}>
          <Text className="train-card__line train-link">{t('train:details.refundAll')}</Text>
        </View>
      )}
    </DetailsCard>
  )
}

function TrainOrderDetails() {
  const { t, lang } = useTrainText()
  const f = useFormat()
  const { ui, settings } = useStores()
  const reasonRule = settings.section('TrainSettings').RefundSettings.RefundReasonSettings
  const [reason, setReason] = useState('')
  const [reasonShown, setReasonShown] = useState(false)
  const hook = useTrainOrder()
  const { order, load } = hook
  const [preview, setPreview] = useState<{ ids: number[]; res: TrainRefundPreviewRes } | null>(null)
  const [confirmCancel, setConfirmCancel] = useState(false)
  const [requestId, setRequestId] = useState(() => newRequestId('tr'))
  const { busy, run } = useOrderAction(load)

  // A grab under way: asked again every few seconds; the order reloads when it ends.
  const grabbing = order?.Grab?.State === 'Grabbing'
  useEffect(() => {
    if (!grabbing || !order) return
    const id = setInterval(() => {
      grabDetail(order.OrderNo).then(
        (g) => (g.State !== 'Grabbing' || g.Attempts !== order.Grab?.Attempts ? load() : undefined),
        () => undefined,
      )
    }, GRAB_POLL_MS)
    return () => clearInterval(id)
  }, [grabbing, order?.OrderNo, order?.Grab?.Attempts])

  const askRefund = async (ids: number[]) => {
    if (!order) return
    const res = await refundPreview(order.OrderNo, ids).catch(() => null)
    if (res) setPreview({ ids, res })
  }
  const doRefund = () => {
    if (!order || !preview) return
    if (reasonRule.IsDisplay && reasonRule.IsRequired && !reason.trim()) return setReasonShown(true)
    return run(
      async () => {
        const r = await refund({
          OrderNo: order.OrderNo,
          ClientRequestId: requestId,
          TicketIds: preview.ids,
          Fee: preview.res.Fee,
          ...(reason.trim() ? { Reason: reason.trim() } : {}),
        })
        setPreview(null)
        setRequestId(newRequestId('tr'))
        ui.toast(t('train:details.refunded', { amount: f.money(r.Refund), fee: f.money(r.Fee) }))
      },
      () => {
        ui.toast(t('train:details.feeMoved'))
        void askRefund(preview.ids)
      },
    )
  }
  const doCancel = () =>
    order &&
    run(async () => {
      const r =
        order.Kind === 'Grab' && order.Grab && ['Waiting', 'Grabbing'].includes(order.Grab.State)
          ? await cancelGrab(order.OrderNo, requestId)
          : await cancelOrder(order.OrderNo, requestId)
      setConfirmCancel(false)
      setRequestId(newRequestId('tr'))
      ui.toast(r.Refund > 0 ? t('train:details.cancelledRefund', { amount: f.money(r.Refund) }) : t('train:details.cancelled'))
    })
  const grab = order?.Kind === 'Grab'

  return (
    <OrderDetails
      ns="train"
      kind="Train"
      order={hook}
      list="trainOrderList"
      head={() => ({ confirm: t('train:details.confirmCompany') })}
      price={(o) => ({
        type: t(`train:payment.${o.PaymentType}`),
        notes: o.Refunds.map((r) => (
          <Text key={r.RefundNo} className="details-card__line" data-testid="details-refund">
            {t('train:details.refundLine', { at: f.stamp(r.At), amount: f.money(r.Amount), fee: f.money(r.Fee) })}
          </Text>
        )),
      })}
      facts={(o) => (
        <>
          {o.Contacts.map((c) => (
            <Text key={c.Mobile} className="details-card__line">
              {t('train:details.contact', { name: c.Name, mobile: c.Mobile })}
            </Text>
          ))}
          {o.CostCenterName && <Text className="details-card__line">{t('train:details.costCenter', { name: o.CostCenterName })}</Text>}
          {o.Purpose && <Text className="details-card__line">{t('train:details.purpose', { text: o.Purpose })}</Text>}
        </>
      )}
      actions={(o) => [
        {
          text: t(grab ? 'train:details.cancelGrab' : 'train:details.cancel'),
          kind: 'danger',
          onPress: () => setConfirmCancel(true),
          testId: 'details-cancel',
          show: o.Actions.CanCancel,
        },
      ]}
      sheets={
        <>
          <ConfirmSheet
            open={confirmCancel}
            title={t(grab ? 'train:details.cancelGrab' : 'train:details.cancel')}
            keep={t('train:details.keep')}
            confirm={t('train:details.cancelConfirm')}
            busy={busy}
            onClose={() => setConfirmCancel(false)}
            onConfirm={() => void doCancel()}
            testId="cancel-sheet"
            confirmTestId="cancel-confirm"
          >
            <Text className="details-card__line">{t(grab ? 'train:details.cancelGrabNote' : 'train:details.cancelNote')}</Text>
          </ConfirmSheet>
          <ConfirmSheet
            open={preview !== null}
            title={t('train:details.refundTitle')}
            keep={t('train:details.keep')}
            confirm={t('train:details.refundConfirm')}
            busy={busy}
            onClose={() => setPreview(null)}
            onConfirm={() => void doRefund()}
            testId="refund-sheet"
            confirmTestId="refund-confirm"
          >
            {preview && (
              <>
                <Text className="train-card__line" data-testid="refund-rule">
                  {preview.res.Rule}
                </Text>
                {preview.res.Lines.map((l) => (
                  <Text key={l.TicketId} className="train-card__sub">
                    {refundTierText(t, l, f.money)}
                  </Text>
                ))}
                <SheetRow label={t('train:details.fee')} value={f.money(preview.res.Fee)} strong testId="refund-fee" />
                <SheetRow label={t('train:details.refundAmount')} value={f.money(preview.res.Refund)} testId="refund-amount" />
                {preview.res.Refund > 0 && (
                  <Text className="train-card__sub">
                    {t('train:details.refundSplit', {
                      company: f.money(preview.res.CompanyRefund),
                      personal: f.money(preview.res.PersonalRefund),
                    })}
                  </Text>
                )}
                {reasonRule.IsDisplay && (
                  <AfterSaleReason
                    value={reason}
                    required={reasonRule.IsRequired}
                    error={reasonShown && reasonRule.IsRequired && !reason.trim() ? t('train:afterSale.required') : undefined}
                    onChange={setReason}
                    testId="refund-reason"
                  />
                )}
              </>
            )}
          </ConfirmSheet>
        </>
      }
    >
      {(o) => (
        <>
          {o.Grab && <GrabCard grab={o.Grab} lang={lang} />}
          {o.Tickets.length > 0 && <Tickets o={o} onRefund={(ids) => void askRefund(ids)} />}
        </>
      )}
    </OrderDetails>
  )
}

export default observer(TrainOrderDetails)
