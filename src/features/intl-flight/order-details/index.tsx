/**
 * /intlPlaneTicket/orderDetails?orderNo= — one international flight order in the kit's order
 * details frame: the next step (approval, payment), the flights leg by leg with their fare family,
 * the travellers with their document and e-ticket, visa reminders, money, refunds and changes (the
 * old leg beside the new); refund (to /intlPlaneTicket/refundDetails), change (to
 * /intlPlaneTicket/change) and cancel before payment.
 */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { IntlChangedLeg, IntlOrderDetail } from '@api/intlflight'
import DisruptionBanner from '@/components/disruption-banner'
import OrderDetails, { DetailsCard } from '@/components/order-details'
import { PolicyTag } from '@/components/ui/tag'
import { useFormat } from '@/components/format'
import { clock } from '@/core/clock'
import { legChange } from '@/domain/intl-change'
import { cancelOrder } from '../api'
import { SegmentList } from '../components/itinerary'
import { cityOf, useIntlText } from '../components/labels'
import { useIntlOrder } from '../use-order'
import '../components/index.scss'
import './index.scss'

/** A leg of a change in one line: its flights, departure and fare family. */
const changedLeg = (l: IntlChangedLeg) => `${l.Segments.map((s) => s.FlightNo).join('/')} · ${l.Segments[0]?.DepartTime ?? ''} · ${l.FamilyName}`

function Changes({ o }: { o: IntlOrderDetail }) {
  const { t } = useIntlText()
  const f = useFormat()
  if (!o.Changes?.length) return null
  return (
    <DetailsCard title={t('intlFlight:details.changes')} testId="details-changes">
      {o.Changes.map((c) => (
        <View key={c.ChangeNo} className="iod-change" data-testid="change-record" data-status={c.Status}>
          <View className="iod-ticket__head">
            <Text className="iod-ticket__name">{`${t('intlFlight:change.leg', { n: c.LegNo })} · ${c.ChangeNo}`}</Text>
            <Text className="iod-ticket__status">{c.StatusName}</Text>
          </View>
          <Text className="intl-card__sub" data-testid="change-from">{`${t('intlFlight:details.changeFrom')}：${changedLeg(c.From)}`}</Text>
          <Text className="intl-card__line" data-testid="change-to">{`${t('intlFlight:details.changeTo')}：${changedLeg(c.To)}`}</Text>
          <Text className="intl-card__sub">
            {`${t('intlFlight:details.changeMoney', { fee: f.money(c.ChangeFee), diff: f.money(c.FareDifference) })} · ${c.CreatedAt}`}
          </Text>
        </View>
      ))}
    </DetailsCard>
  )
}

function Sections({ o }: { o: IntlOrderDetail }) {
  const { t } = useIntlText()
  const issued = o.Tickets.some((x) => x.Status === 'Issued')
  const fixed = issued ? o.Legs.filter((l) => legChange(l, clock.now()) === 'notChangeable') : []
  return (
    <>
      {o.Legs.map((l) => (
        <DetailsCard
          key={l.LegNo}
          title={`${cityOf(o.Places, l.Segments[0].From)} → ${cityOf(o.Places, l.Segments[l.Segments.length - 1].To)} · ${l.FamilyName}`}
          testId="details-leg"
        >
          <SegmentList segments={l.Segments} layovers={l.Layovers} totalMinutes={0} places={o.Places} carriers={o.Carriers} />
        </DetailsCard>
      ))}
      <DetailsCard title={t('intlFlight:details.travellers')} testId="details-tickets">
        {o.Tickets.map((x) => (
          <View key={x.TicketId} className="iod-ticket" data-testid="ticket" data-status={x.Status}>
            <View className="iod-ticket__head">
              <Text className="iod-ticket__name">{`${x.PassengerName} · ${x.LastName}/${x.FirstName}`}</Text>
              <Text className="iod-ticket__status" data-testid="ticket-status">
                {t(`intlFlight:ticket.${x.Status}`)}
              </Text>
            </View>
            <Text className="intl-card__sub">{t('intlFlight:details.document', { no: x.DocumentNo, expiry: x.DocumentExpiry })}</Text>
            {x.TicketNo && (
              <Text className="intl-card__line" data-testid="ticket-no">
                {t('intlFlight:details.ticketNo', { no: x.TicketNo })}
              </Text>
            )}
          </View>
        ))}
        <View className="iod-policy">
          <PolicyTag inPolicy={o.Policy.InPolicy} />
          {o.PolicyReason && <Text className="intl-card__sub">{t('intlFlight:details.reason', { reason: o.PolicyReason })}</Text>}
        </View>
      </DetailsCard>
      {o.Visa.length > 0 && (
        <DetailsCard title={t('intlFlight:booking.visa')}>
          {o.Visa.map((v) => (
            <Text key={v.CountryCode} className="intl-card__line">
              {v.Text}
            </Text>
          ))}
        </DetailsCard>
      )}
      <Changes o={o} />
      {issued && !o.Actions.CanRefund && <Text className="iod-note">{t('intlFlight:details.noRefund')}</Text>}
      {fixed.map((l) => (
        <Text key={l.LegNo} className="iod-note" data-testid="details-no-change">
          {`${t('intlFlight:change.leg', { n: l.LegNo })} · ${t('intlFlight:change.notAllowed', { family: l.FamilyName })}`}
        </Text>
      ))}
    </>
  )
}

function IntlOrderDetails() {
  const { t } = useIntlText()
  const hook = useIntlOrder()

  return (
    <OrderDetails
      kind="IntlFlight"
      order={hook}
      head={(o) => ({
        meta: [o.InquirySheetNo && t('intlFlight:details.sheet', { no: o.InquirySheetNo })],
      })}
      refunds={(o) => o.Refunds.map((r) => ({ RefundNo: r.RefundNo, At: r.CreatedAt, Amount: r.Refund, Fee: r.Fee }))}
      cancel={{
        run: async (o, id) => {
          await cancelOrder(o.OrderNo, id)
          return t('intlFlight:details.cancelled')
        },
      }}
      actions={(o) => [
        {
          text: t('intlFlight:details.refund'),
          page: 'intlRefund',
          testId: 'details-refund-entry',
          show: o.Actions.CanRefund && o.Tickets.some((x) => x.Status === 'Issued'),
        },
        { text: t('intlFlight:details.change'), page: 'intlChange', testId: 'details-change-entry', show: o.Actions.CanChange },
      ]}
    >
      {(o) => (
        <>
          <DisruptionBanner orderNo={o.OrderNo} />
          <Sections o={o} />
        </>
      )}
    </OrderDetails>
  )
}

export default observer(IntlOrderDetails)
