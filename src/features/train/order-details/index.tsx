/**
 * /train/orderDetail?orderNo= — one train order in the kit's order details frame: the next step
 * (approval, payment), a grab's progress (what is tried, attempts, time left; it updates while grabbing;
 * cancel), the tickets with coach, seat and gate, refund per ticket with the fee shown before the
 * user confirms, change, what happened, money, and the order's facts.
 */
import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { GrabDetail, TrainOrderDetail, TrainTicket } from '@api/train'
import DisruptionBanner from '@/components/disruption-banner'
import { TripAlertsOffer } from '@/components/trip-alerts'
import OrderDetails, { DetailsCard } from '@/components/order-details'
import { TicketActions, TicketHead } from '@/components/order-details/ticket-parts'
import { useTicketRefund } from '@/components/order-details/ticket-refund'
import { PolicyTag } from '@/components/ui/tag'
import { useFormat } from '@/components/format'
import { go } from '@/core/navigate'
import { formatDuration } from '@/domain/format'
import { useStores } from '@/stores'
import { cancelGrab, cancelOrder, grabDetail, refund, refundPreview } from '../api'
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
      <TicketHead block="tod-ticket" name={x.PassengerName} status={x.StatusName} statusClass="train-status" />
      <Text className="train-card__line">{`${f.day(x.DepartDate)} ${x.TrainNo} · ${lang === 'en' ? x.FromStation.NameEN : x.FromStation.Name} ${x.DepartTime} → ${lang === 'en' ? x.ToStation.NameEN : x.ToStation.Name} ${x.ArriveTime}`}</Text>
      <Text className="train-card__line tod-ticket__seat" data-testid="ticket-seat">{`${x.SeatClassName} · ${x.SeatText}`}</Text>
      {x.Gate && <Text className="train-card__sub">{t('train:details.gate', { gate: x.Gate })}</Text>}
      {x.TicketNo && <Text className="train-card__sub">{t('train:details.ticketNo', { no: x.TicketNo })}</Text>}
      <View className="tod-ticket__foot">
        <Text className="train-card__sub">{f.money(x.Price)}</Text>
        <PolicyTag inPolicy={x.Policy.InPolicy} />
        {x.PolicyReason && <Text className="train-card__sub">{t('train:details.reason', { reason: x.PolicyReason })}</Text>}
      </View>
      <TicketActions ns="train" block="tod-ticket" onRefund={onRefund} onChange={onChange} />
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
  const { settings } = useStores()
  const hook = useTrainOrder()
  const { order, load } = hook
  const refunds = useTicketRefund({
    ns: 'train',
    orderNo: order?.OrderNo,
    load,
    reasonRule: settings.section('TrainSettings').RefundSettings.RefundReasonSettings,
    quote: refundPreview,
    refund,
    tier: (l) => refundTierText(t, l, f.money),
    lineKey: (l) => l.TicketId,
  })

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

  const grabbingNow = (o: TrainOrderDetail) => o.Kind === 'Grab' && !!o.Grab && ['Waiting', 'Grabbing'].includes(o.Grab.State)
  return (
    <OrderDetails
      kind="Train"
      order={hook}
      refunds={(o) => o.Refunds}
      cancel={{
        title: (o) => t(o.Kind === 'Grab' ? 'train:details.cancelGrab' : 'train:details.cancel'),
        note: (o) => t(o.Kind === 'Grab' ? 'train:details.cancelGrabNote' : 'train:details.cancelNote'),
        run: async (o, id) => {
          const r = grabbingNow(o) ? await cancelGrab(o.OrderNo, id) : await cancelOrder(o.OrderNo, id)
          return r.Refund > 0 ? t('train:details.cancelledRefund', { amount: f.money(r.Refund) }) : t('train:details.cancelled')
        },
      }}
      sheets={refunds.sheet}
    >
      {(o) => (
        <>
          <DisruptionBanner orderNo={o.OrderNo} />
          <TripAlertsOffer orderNo={o.OrderNo} />
          {o.Grab && <GrabCard grab={o.Grab} lang={lang} />}
          {o.Tickets.length > 0 && <Tickets o={o} onRefund={(ids) => void refunds.ask(ids)} />}
        </>
      )}
    </OrderDetails>
  )
}

export default observer(TrainOrderDetails)
