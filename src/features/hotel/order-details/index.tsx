/**
 * /module/hotel/orderDetails?orderNo= — one hotel order in the kit's order details frame: the
 * next step (approval, payment, confirmation), the stay, guests, the cancellation rule, money,
 * and cancel — with the penalty and the refund shown before the user confirms.
 */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { HotelOrderDetail } from '@api/hotel'
import OrderDetails, { ConfirmSheet, DetailsCard, SheetRow, useQuotedCancel } from '@/components/order-details'
import { PolicyTag } from '@/components/ui/tag'
import { useFormat } from '@/components/format'
import { openPlace } from '@/platform/location'
import { cancelOrder, cancelPreview } from '../api'
import { planTitle, stars, useHotelText, verdictDetail } from '../components/labels'
import { useHotelOrder } from '../use-order'
import '../components/index.scss'
import './index.scss'

function Stay({ o }: { o: HotelOrderDetail }) {
  const { t } = useHotelText()
  const f = useFormat()
  const h = o.Hotel
  return (
    <DetailsCard title={h.Name} testId="details-stay">
      <Text className="hotel-stars">{stars(h.Star)}</Text>
      <View
        role="button"
        onClick={() => void openPlace({ latitude: h.Latitude, longitude: h.Longitude, name: h.Name, address: h.Address }).catch(() => undefined)}
      >
        <Text className="details-card__line hod-link">{`${h.CityName} · ${h.Address}`}</Text>
      </View>
      <Text
        className="details-card__line details-card__strong"
        data-testid="details-dates"
      >{`${f.day(o.CheckIn)} – ${f.day(o.CheckOut)} · ${t('hotel:search.nights', { count: o.Nights })}`}</Text>
      {o.EarlyMorning && <Text className="details-card__line hod-early">{t('hotel:booking.earlyNote', { date: f.day(o.CheckIn) })}</Text>}
      <Text className="details-card__line">{`${o.RoomName} · ${o.BedType} · ${planTitle({ Name: o.PlanName, BreakfastText: o.BreakfastText })} · ${t('hotel:occupancy.roomsText', { count: o.RoomCount })}`}</Text>
      <Text className="details-card__line">{t('hotel:details.arrival', { time: o.ArrivalTime, from: h.CheckInFrom, by: h.CheckOutBy })}</Text>
      <View className="hod-tags">
        <Text className={`hotel-badge hotel-badge--${o.Cancel.Kind === 'Free' ? 'free' : o.Cancel.Kind === 'Penalty' ? 'pay' : 'strict'}`}>
          {o.Cancel.Text}
        </Text>
        <Text className="hotel-badge hotel-badge--pay">{t(`hotel:payKind.${o.PayKind}`)}</Text>
        <PolicyTag inPolicy={o.Policy.InPolicy} />
      </View>
      {!o.Policy.InPolicy && <Text className="details-card__line details-card__why">{verdictDetail(t, o.Policy)}</Text>}
      {o.PolicyReason && <Text className="details-card__line">{t('hotel:details.reason', { reason: o.PolicyReason })}</Text>}
    </DetailsCard>
  )
}

export function Guests({ o }: { o: HotelOrderDetail }) {
  const { t } = useHotelText()
  const ages = (i: number) =>
    o.ChildAges[i]?.length ? ` · ${t('hotel:booking.children', { ages: o.ChildAges[i].map((a) => t('hotel:occupancy.age', { count: a })).join(', ') })}` : ''
  return (
    <DetailsCard title={t('hotel:booking.guests')} testId="details-guests">
      {Array.from({ length: o.RoomCount }, (_, i) => (
        <Text key={i} className="details-card__line">
          {`${t('hotel:booking.room', { n: i + 1 })}: ${o.Guests.filter((g) => g.Room === i + 1)
            .map((g) => g.Name)
            .join('、')}${ages(i)}`}
        </Text>
      ))}
      {o.SpecialRequests.length > 0 && (
        <Text className="details-card__line">
          {t('hotel:details.requests', {
            list: o.SpecialRequests.map((r) => t(`hotel:request.${r}`, { defaultValue: r })).join('、'),
          })}
        </Text>
      )}
      {o.Remark && <Text className="details-card__line">{t('hotel:details.remark', { text: o.Remark })}</Text>}
      {o.MemberCard && (
        <Text className="details-card__line" data-testid="hd-member">
          {o.MemberCard.Provider
            ? t('hotel:details.memberBound', {
                provider: t(`hotel:booking.memberProvider.${o.MemberCard.Provider}`, { defaultValue: o.MemberCard.GroupName }),
                no: o.MemberCard.CardNo,
              })
            : t('hotel:details.member', { group: o.MemberCard.GroupName, no: o.MemberCard.CardNo })}
        </Text>
      )}
      {o.GuaranteeCard && (
        <Text className="details-card__line">{t('hotel:details.guarantee', { no: o.GuaranteeCard.CardNo, expiry: o.GuaranteeCard.Expiry })}</Text>
      )}
    </DetailsCard>
  )
}

function HotelOrderDetails() {
  const { t } = useHotelText()
  const f = useFormat()
  const hook = useHotelOrder()
  // A quote that fails closes the confirmation (after a moved penalty too).
  const cancel = useQuotedCancel(hook, 'hc', {
    quote: (orderNo) => cancelPreview(orderNo).catch(() => null),
    cancel: async (orderNo, q, requestId) => {
      const r = await cancelOrder({ OrderNo: orderNo, ClientRequestId: requestId, Penalty: q.Penalty })
      return r.Refund > 0 ? t('hotel:details.cancelledRefund', { amount: f.money(r.Refund) }) : t('hotel:details.cancelled')
    },
    moved: t('hotel:details.penaltyMoved'),
  })
  const preview = cancel.quote

  return (
    <OrderDetails
      kind="Hotel"
      order={hook}
      head={(o) => ({
        meta: [o.ConfirmationNo && t('hotel:details.confirmation', { no: o.ConfirmationNo })],
        confirm: t(o.PayKind === 'PayAtHotel' ? 'hotel:details.confirmAtHotel' : 'hotel:details.confirmCompany'),
      })}
      price={(o) => ({
        type: t(o.PayKind === 'PayAtHotel' ? 'hotel:payKind.PayAtHotel' : `hotel:payment.${o.PaymentType}`),
        notes: (
          <>
            {o.PriceDetail.AtHotelAmount > 0 && (
              <Text className="details-card__line">{t('hotel:booking.payAtHotelNote', { amount: f.money(o.PriceDetail.AtHotelAmount) })}</Text>
            )}
            {o.Cancellation && (
              <Text className="details-card__line details-card__strong" data-testid="details-cancellation">
                {t('hotel:details.cancellation', {
                  penalty: f.money(o.Cancellation.Penalty),
                  refund: f.money(o.Cancellation.Refund),
                })}
              </Text>
            )}
          </>
        ),
      })}
      actions={(o) => [
        {
          text: t('hotel:details.cancel'),
          kind: 'danger',
          onPress: () => void cancel.ask(),
          testId: 'details-cancel',
          show: o.Actions.CanCancel,
        },
      ]}
      sheets={
        <ConfirmSheet
          {...cancel.sheet}
          title={t('hotel:details.cancelTitle')}
          keep={t('hotel:details.keep')}
          confirm={t('hotel:details.cancelConfirm')}
          disabled={!preview?.Cancellable}
        >
          {preview && (
            <>
              <Text className="details-card__line">{preview.Rule.Text}</Text>
              {preview.Note && <Text className="details-card__line details-card__why">{preview.Note}</Text>}
              <SheetRow label={t('hotel:details.penalty')} value={f.money(preview.Penalty)} strong testId="cancel-penalty" />
              <SheetRow label={t('hotel:details.refund')} value={f.money(preview.Refund)} testId="cancel-refund" />
              {preview.Refund > 0 && (
                <Text className="details-card__line">
                  {t('hotel:details.refundSplit', {
                    company: f.money(preview.CompanyRefund),
                    personal: f.money(preview.PersonalRefund),
                  })}
                </Text>
              )}
            </>
          )}
        </ConfirmSheet>
      }
    >
      {(o) => (
        <>
          <Stay o={o} />
          <Guests o={o} />
        </>
      )}
    </OrderDetails>
  )
}

export default observer(HotelOrderDetails)
