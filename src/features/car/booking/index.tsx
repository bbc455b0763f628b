/**
 * /car/bookDetails — booking the chosen class of a quote on the booking engine: the ride (service,
 * from and to, pick-up time, class and fare with its policy mark), the engine's reason when the
 * class breaks the standard, contacts, payment, company fields and submit. An expired quote or a
 * moved fare (9995) brings the new quote: the page shows its fare and the rider submits again.
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import BookingPage, {
  BookingDraft,
  bookingTexts,
  useBookingPage,
  policyReasons,
  useChoiceOrBack,
  withBookScope,
  type BookingProduct,
} from '@/components/booking'
import { useFormat } from '@/components/format'
import { PolicyTag } from '@/components/ui/tag'
import { SESSION_KEYS } from '@/core/storage-keys'
import { ticketSplit } from '@/domain/booking'
import { sessionStore } from '@/platform/storage'
import { useStores } from '@/stores'
import { carFieldsSource, carTravellerSource, payStart, requoted, submitOrder } from '../api'
import { loadSelection, saveSelection, useCarText, type CarSelection } from '../components/labels'
import RouteSketch from '../components/route-sketch'
import '../components/index.scss'

const PRODUCT: BookingProduct = {
  prefix: 'cb',
  testId: 'car-booking',
  summaryTestId: 'cb-ride',
  section: 'CarSettings',
  codes: 'Car',
  fieldsSource: carFieldsSource,
  countryCodes: carTravellerSource.countryCodes,
  handOver: { pay: 'carPay', details: 'carOrderDetails', payStart },
  texts: bookingTexts('car'),
}

function CarBooking() {
  const { ui } = useStores()
  const { t } = useCarText()
  const f = useFormat()
  const [sel, setSel] = useState<CarSelection | null>(loadSelection)
  const q = sel?.quote
  const o = q?.Options.find((x) => x.Class === sel?.cls) ?? null
  const [draft] = useState(() =>
    sel
      ? new BookingDraft<object, never>({
          store: sessionStore,
          key: SESSION_KEYS.carBookingDraft,
          choiceKey: `${sel.quote.Service}|${sel.quote.From.Id}|${sel.quote.To.Id}|${sel.quote.PickUpAt}|${sel.cls}`,
          idPrefix: 'cb',
          own: {},
        })
      : null,
  )
  const split = draft?.payment && o ? ticketSplit(o.Fare, 1, o.Verdict.PriceToBeat, draft.payment) : null

  const page = useBookingPage(draft, PRODUCT, {
    ...policyReasons(o?.Verdict.InPolicy),
    total: o?.Fare ?? null,
    split,
    send: () =>
      submitOrder({
        ...draft!.commonRequest({ contacts: 3 }),
        QuoteId: q!.QuoteId,
        Class: o!.Class,
        Fare: o!.Fare,
        PolicyReason: draft!.policyReason(o!.Verdict.InPolicy),
      }),
    refused: (e) => {
      const fresh = requoted(e)
      if (!fresh || !sel) return false
      const next = { quote: fresh, cls: sel.cls }
      saveSelection(next)
      setSel(next)
      const now = fresh.Options.find((x) => x.Class === sel.cls)
      ui.toast(t('car:booking.requoted', { fare: now ? f.money(now.Fare) : '' }))
      return true
    },
    start: () => withBookScope(carTravellerSource, (self) => draft?.prefill(null, self)),
  })

  useChoiceOrBack(!!o, 'car:booking.noSelection', 'carQuery')

  if (!draft || !q || !o) return <BookingPage page={page} summary={null} />
  return (
    <BookingPage
      page={page}
      maxContacts={3}
      summary={
        <>
          <RouteSketch from={q.From} to={q.To} label={t('car:quote.sketch', { from: q.From.Name, to: q.To.Name })} />
          <Text className="car-card__line">{`${t(`car:service.${q.Service}`)} · ${f.stamp(q.PickUpAt)}`}</Text>
          <Text className="car-card__line">{`${q.From.Name} → ${q.To.Name}`}</Text>
          <Text className="car-card__sub">{t('car:quote.distance', { km: q.Km, minutes: q.Minutes })}</Text>
          <View className="car-card__class">
            <Text className="car-card__line" data-testid="cb-fare">{`${o.ClassName} ${f.money(o.Fare)}`}</Text>
            <PolicyTag inPolicy={o.Verdict.InPolicy} testId="cb-policy" />
          </View>
          {!o.Verdict.InPolicy && <Text className="car-card__why">{o.Verdict.Violations.map((v) => v.Message).join(' · ')}</Text>}
          {o.Class === 'Taxi' && <Text className="car-card__sub">{t('car:booking.taxiNote')}</Text>}
        </>
      }
      money={
        split && (
          <View>
            {split.company > 0 && <Text className="car-card__line">{t('car:booking.companyPays', { amount: f.money(split.company) })}</Text>}
            {split.personal > 0 && <Text className="car-card__line">{t('car:booking.youPay', { amount: f.money(split.personal) })}</Text>}
            <Text className="car-card__sub">{t('car:booking.settleNote')}</Text>
          </View>
        )
      }
    />
  )
}

export default observer(CarBooking)
