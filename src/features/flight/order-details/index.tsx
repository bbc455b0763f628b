/**
 * /planeTicket/orderDetails?orderNo= — one flight order in the kit's order details frame: the next
 * step, what happened so far, the flights, travellers and tickets, refunds and changes, money,
 * contacts and company fields, and the actions the order allows AND the my-area flags grant.
 * An action refused with 316 (the order moved on) says so and shows the order as it is now.
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useTranslation } from 'react-i18next'
import type { FlightOrderDetail } from '@api/order'
import DisruptionBanner from '@/components/disruption-banner'
import OrderDetails from '@/components/order-details'
import { TripAlertsOffer } from '@/components/trip-alerts'
import { useFormat } from '@/components/format'
import { useStores } from '@/stores'
import ItineraryCard from '../components/itinerary-card'
import RulesSheet, { type FareRules } from '../components/rules-sheet'
import { cancelOrder } from '../order-api'
import { useFlightOrder } from '../use-order'
import OrderSections from './sections'
import './index.scss'
import '@/features/flight/texts'

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

function Segments({ o, onRules }: { o: FlightOrderDetail; onRules: (r: FareRules) => void }) {
  const { t } = useTranslation()
  const f = useFormat()
  return (
    <View className="od-card od-card--flush">
      {o.Segments.map((s) => (
        <ItineraryCard
          key={s.SegmentIndex}
          testId={`details-segment-${s.SegmentIndex}`}
          legLabel={o.TripType === 'RoundTrip' ? t(s.SegmentIndex === 0 ? 'flight:itinerary.outbound' : 'flight:itinerary.return') : undefined}
          segment={{
            flight: s.Flight,
            cabinClassName: s.CabinClassName,
            discount: s.CabinClass === 'Economy' ? s.Discount : 0,
            policy: s.Policy,
          }}
          onRules={() => onRules({ refund: s.RefundRule, change: s.ChangeRule })}
        >
          {changedTo(o, s.SegmentIndex).map((k) => (
            <Text key={`${k.FlightNo}-${k.DepartDate}`} className="od-changed" data-testid="details-changed-to">
              {t('flight:details.changedTo', {
                flight: k.FlightNo,
                date: f.day(k.DepartDate),
                time: f.time(k.DepartTime),
              })}
            </Text>
          ))}
          {s.PolicyReason && <Text className="od-reason">{t('flight:details.reason', { reason: s.PolicyReason })}</Text>}
        </ItineraryCard>
      ))}
    </View>
  )
}

function FlightOrderDetails() {
  const { t } = useTranslation()
  const { power } = useStores()
  const hook = useFlightOrder({ reloadOnShow: true })
  const [rules, setRules] = useState<FareRules | null>(null)

  return (
    <OrderDetails
      kind="Flight"
      order={hook}
      head={(o) => ({ hint: waitingHint(o, t), confirm: t('flight:orders.confirmPay') })}
      price={(o) => ({ type: t(`flight:payment.type.${o.PaymentType}`) })}
      cancel={{
        title: () => t('flight:details.cancelTitle'),
        note: () => t('flight:details.cancelText'),
        run: async (o) => {
          await cancelOrder(o.OrderNo, o.Status)
          return t('flight:details.cancelled')
        },
      }}
      actions={(o) => [
        {
          text: t('flight:details.change'),
          page: 'flightChange',
          testId: 'details-change',
          show: o.Actions.CanChange && power.can('MyPermission.Orders.Flight.FlightChange'),
        },
        {
          text: t('flight:details.refund'),
          page: 'flightRefund',
          testId: 'details-refund',
          show: o.Actions.CanRefund && power.can('MyPermission.Orders.Flight.FlightRefund'),
        },
      ]}
      sheets={
        <>
          <RulesSheet open={rules !== null} rules={rules} onClose={() => setRules(null)} />
        </>
      }
    >
      {(o) => (
        <>
          <DisruptionBanner orderNo={o.OrderNo} />
          <TripAlertsOffer orderNo={o.OrderNo} />
          <Segments o={o} onRules={setRules} />
          <OrderSections order={o} />
        </>
      )}
    </OrderDetails>
  )
}

export default observer(FlightOrderDetails)
