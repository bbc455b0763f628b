/**
 * /car/orderDetails?orderNo= — one car order in the kit's order details frame: the ride as it
 * happens (SPEC's states, the driver, the car on the route), kept current without reloading the
 * page while the ride is under way and the page is shown (use-live.ts: the server's event stream
 * on H5, asking again in the mini-program) — the settled fare lines and who paid what, cancel with the fee shown before confirming, and rating the driver once the ride is over.
 */
import { useState } from 'react'
import { useDidHide, useDidShow } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { CarOrderDetail } from '@api/car'
import OrderDetails, { ConfirmSheet, DetailsCard, SheetRow, useQuotedCancel } from '@/components/order-details'
import { MainButton } from '@/components/ui/button'
import { FormRow, TextField } from '@/components/ui/form'
import { useFormat } from '@/components/format'
import { cancelOrder, cancelPreview, rate } from '../api'
import { useCarText } from '../components/labels'
import Complaint from '../components/complaint'
import RideCard from '../components/ride-card'
import Stars from '../components/stars'
import { useLiveOrder } from '../use-live'
import { useCarOrder } from '../use-order'
import '../components/index.scss'

const live = (o: CarOrderDetail | null) => !!o && (o.Status === 'Processing' || o.Status === 'Paid')

function Settlement({ o }: { o: CarOrderDetail }) {
  const { t } = useCarText()
  const f = useFormat()
  const s = o.Settled!
  return (
    <DetailsCard title={t('car:settled.title')} testId="car-settled">
      {s.Lines.map((l) => (
        <View key={l.Kind} className="car-line">
          <Text className="car-line__label">{l.Label}</Text>
          <Text className="car-line__amount">{f.money(l.Amount)}</Text>
        </View>
      ))}
      <View className="car-line car-line--total">
        <Text className="car-line__label">{t('car:settled.fare')}</Text>
        <Text className="car-line__amount" data-testid="car-settled-fare">
          {f.money(s.Fare)}
        </Text>
      </View>
      <Text className="car-card__line" data-testid="car-settled-split">
        {t('car:settled.split', { company: f.money(s.CompanyAmount), personal: f.money(s.PersonalAmount) })}
      </Text>
      {s.Refund > 0 && <Text className="car-card__sub">{t('car:settled.refund', { amount: f.money(s.Refund), quoted: f.money(o.QuotedFare) })}</Text>}
    </DetailsCard>
  )
}

function Rating({ o, done }: { o: CarOrderDetail; done: (o: CarOrderDetail) => void }) {
  const { t } = useCarText()
  const [stars, setStars] = useState(5)
  const [comment, setComment] = useState('')
  const [busy, setBusy] = useState(false)
  const label = (n: number) => t('car:rate.stars', { count: n })
  if (o.Rating)
    return (
      <DetailsCard title={t('car:rate.title')} testId="car-rated">
        <Stars value={o.Rating.Stars} label={label} />
        {o.Rating.Comment && <Text className="car-card__sub">{o.Rating.Comment}</Text>}
      </DetailsCard>
    )
  if (!o.Actions.CanRate) return null
  const send = async () => {
    setBusy(true)
    const r = await rate(o.OrderNo, stars, comment).catch(() => null)
    setBusy(false)
    if (r) done(r)
  }
  return (
    <DetailsCard title={t('car:rate.title')} testId="car-rate">
      <Stars value={stars} onChange={setStars} label={label} testId="car-stars" />
      <FormRow label={t('car:rate.comment')} block>
        <TextField value={comment} onChange={setComment} maxlength={200} placeholder={t('car:rate.commentHint')} testId="car-rate-comment" />
      </FormRow>
      <MainButton text={t('car:rate.send')} busy={busy} onClick={() => void send()} testId="car-rate-send" />
    </DetailsCard>
  )
}

function CarOrderDetails() {
  const { t } = useCarText()
  const f = useFormat()
  const hook = useCarOrder()
  const { order, load } = hook
  const [shown, setShown] = useState(true)
  const cancel = useQuotedCancel(hook, 'cc', {
    quote: cancelPreview,
    cancel: async (orderNo, q, requestId) => {
      const r = await cancelOrder(orderNo, requestId, q.Fee)
      return r.Fee > 0 ? t('car:cancel.doneFee', { fee: f.money(r.Fee), refund: f.money(r.Refund) }) : t('car:cancel.done')
    },
    moved: t('car:cancel.feeMoved'),
  })
  const preview = cancel.quote
  useDidShow(() => setShown(true))
  useDidHide(() => setShown(false))
  const mode = useLiveOrder(order?.OrderNo, shown && live(order), () => void load())

  return (
    <OrderDetails
      kind="Car"
      order={hook}
      head={(o) => ({
        hint: o.Status === 'Processing' ? t(`car:ride.now.${o.State}`) : undefined,
      })}
      facts={(o) => (
        <>
          <Text className="details-card__line">{t('car:details.rider', { name: o.RiderName })}</Text>
          {o.Contacts.map((c) => (
            <Text key={c.Mobile} className="details-card__line">
              {t('car:details.contact', { name: c.Name, mobile: c.Mobile })}
            </Text>
          ))}
          {o.PolicyReason && <Text className="details-card__line">{t('car:details.reason', { reason: o.PolicyReason })}</Text>}
          {o.CostCenterName && <Text className="details-card__line">{t('car:details.costCenter', { name: o.CostCenterName })}</Text>}
          {o.Purpose && <Text className="details-card__line">{t('car:details.purpose', { text: o.Purpose })}</Text>}
        </>
      )}
      actions={(o) => [{ text: t('car:cancel.action'), kind: 'danger', onPress: () => void cancel.ask(), testId: 'details-cancel', show: o.Actions.CanCancel }]}
      sheets={
        <ConfirmSheet {...cancel.sheet} title={t('car:cancel.title')} keep={t('car:cancel.keep')} confirm={t('car:cancel.confirm')}>
          {preview && (
            <>
              <Text className="car-card__line" data-testid="cancel-rule">
                {preview.Text}
              </Text>
              <SheetRow label={t('car:cancel.fee')} value={f.money(preview.Fee)} strong testId="cancel-fee" />
              <SheetRow label={t('car:cancel.refund')} value={f.money(preview.Refund)} testId="cancel-refund" />
            </>
          )}
        </ConfirmSheet>
      }
    >
      {(o) => (
        <>
          <RideCard o={o} live={mode} />
          {o.Settled && <Settlement o={o} />}
          <Rating o={o} done={() => void load()} />
          <Complaint o={o} done={() => void load()} />
        </>
      )}
    </OrderDetails>
  )
}

export default observer(CarOrderDetails)
