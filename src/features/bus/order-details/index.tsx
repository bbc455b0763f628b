/**
 * /bus/orderDetail?orderNo= — one bus order in the kit's order details frame: the next step, the
 * e-tickets (passenger and document, departure, class, fare, the pick-up code and the QR code to
 * show at the station), refund with the tier's fee shown before confirming, change, what
 * happened, money and the order's facts.
 */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { BusTicket } from '@api/bus'
import OrderDetails, { DetailsCard } from '@/components/order-details'
import { TicketActions, TicketHead } from '@/components/order-details/ticket-parts'
import { useTicketRefund } from '@/components/order-details/ticket-refund'
import QrCode from '@/components/qr-code'
import { PolicyTag } from '@/components/ui/tag'
import { useFormat } from '@/components/format'
import { go } from '@/core/navigate'
import { stationText } from '@/shared/station-ref'
import { useStores } from '@/stores'
import { cancelOrder, refund, refundPreview } from '../api'
import { useBusText } from '../components/labels'
import { useBusOrder } from '../use-order'
import '../components/index.scss'

function Ticket({ x, onRefund, onChange }: { x: BusTicket; onRefund?: () => void; onChange?: () => void }) {
  const { t, lang } = useBusText()
  const f = useFormat()
  const live = x.Status === 'Issued'
  return (
    <View className={`bus-ticket ${live ? '' : 'bus-ticket--off'}`} data-testid="bus-ticket" data-ticket={x.TicketId}>
      <TicketHead block="bus-ticket" name={x.PassengerName} status={x.StatusName} statusClass="bus-card__sub" />
      {x.IdNo && <Text className="bus-card__sub">{t('bus:details.document', { type: x.IdTypeName, no: x.IdNo })}</Text>}
      <Text className="bus-card__line">{`${f.day(x.Date)} ${x.DepartTime} ${stationText(x.FromStation, lang)} → ${x.ArriveTime} ${stationText(x.ToStation, lang)}`}</Text>
      <Text className="bus-card__sub">{x.FromStation.Address}</Text>
      <View className="bb-class">
        <Text className="bus-card__sub">{`${x.ClassName} · ${f.money(x.Price)}`}</Text>
        <PolicyTag inPolicy={x.Policy.InPolicy} />
      </View>
      {x.PolicyReason && <Text className="bus-card__sub">{t('bus:details.reason', { reason: x.PolicyReason })}</Text>}
      {live && x.PickUpCode && (
        <>
          <Text className="bus-ticket__code" data-testid="pick-up-code">
            {t('bus:details.pickUpCode', { code: x.PickUpCode })}
          </Text>
          <View className="bus-ticket__qr">
            <QrCode value={x.QrText} label={t('bus:details.qrLabel', { name: x.PassengerName })} testId="ticket-qr" />
          </View>
          <Text className="bus-card__sub">{t('bus:details.showAtStation')}</Text>
        </>
      )}
      <TicketActions ns="bus" block="bus-ticket" onRefund={onRefund} onChange={onChange} />
    </View>
  )
}

function BusOrderDetails() {
  const { t } = useBusText()
  const { power, settings } = useStores()
  const hook = useBusOrder()
  const refunds = useTicketRefund({
    ns: 'bus',
    orderNo: hook.order?.OrderNo,
    load: hook.load,
    reasonRule: settings.section('BusSettings').RefundSettings.RefundReasonSettings,
    quote: refundPreview,
    refund,
    tier: (l) => t('bus:details.refundTier', { minutes: l.MinutesBefore, rate: Math.round(l.Rate * 100) }),
    lineKey: (l) => l.TicketId,
  })
  const canRefund = power.can('MyPermission.Orders.Bus.BusRefund')
  const canChange = power.can('MyPermission.Orders.Bus.BusChange')

  return (
    <OrderDetails
      kind="Bus"
      order={hook}
      refunds={(o) => o.Refunds}
      cancel={{
        run: async (o, id) => {
          await cancelOrder(o.OrderNo, id)
          return t('bus:details.cancelled')
        },
      }}
      sheets={refunds.sheet}
    >
      {(o) =>
        o.Tickets.length > 0 && (
          <DetailsCard title={t('bus:details.tickets')} testId="details-tickets">
            {o.Tickets.map((x) => (
              <Ticket
                key={x.TicketId}
                x={x}
                onRefund={x.CanRefund && canRefund ? () => void refunds.ask([x.TicketId]) : undefined}
                onChange={x.CanChange && canChange ? () => void go('busChange', { orderNo: o.OrderNo, ticketId: x.TicketId }) : undefined}
              />
            ))}
          </DetailsCard>
        )
      }
    </OrderDetails>
  )
}

export default observer(BusOrderDetails)
