/**
 * A flight order's own parts in the booking frame (components/booking): the flights with their
 * policy and, under each, the reasons it asks for; the accident insurance; the bar's note while
 * there is no price; and what domestic flights are to the booking engine.
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { ReasonRow, type BookingPageState, type BookingProduct } from '@/components/booking'
import { Toggle } from '@/components/ui/form'
import type { MoneySplit } from '@/domain/booking'
import { policiesOf, type FlightDraft, type FlightReason } from '../booking-draft'
import ItineraryCard from '../components/itinerary-card'
import RulesSheet, { type FareRules } from '../components/rules-sheet'
import { flightFieldsSource, flightTravellerSource, payStart } from '../order-api'
import type { FlightSelection } from '../selection'

export const product: BookingProduct = {
  prefix: 'bk',
  testId: 'booking-page',
  summaryTestId: 'bk-flights',
  section: 'FlightSettings',
  codes: 'Flight',
  fieldsSource: flightFieldsSource,
  countryCodes: flightTravellerSource.countryCodes,
  handOver: { pay: 'flightPay', details: 'flightOrderDetails', payStart },
  warnings: { title: 'flight:submit.warningTitle', edit: 'flight:submit.edit', go: 'flight:submit.continue' },
  texts: {
    title: 'flight:booking.title',
    submit: 'flight:booking.submit',
    submitting: 'flight:booking.submitting',
    contact: 'booking:contact.title',
    payment: 'flight:payment.title',
    paymentLabel: (p) => `flight:payment.type.${p}`,
    noPayment: 'flight:payment.none',
    paymentRequired: 'flight:payment.none',
    split: 'flight:price.split',
    reason: {
      outOfPolicy: 'flight:reason.outOfPolicyTitle',
      notLowest: 'flight:reason.notLowestTitle',
      choose: 'flight:reason.choose',
      chosen: 'flight:reason.chosen',
    },
    priceFailed: 'flight:booking.priceFailed',
  },
}

/** The flights, outbound then return, each with its verdict, its rules and the reasons it asks for. */
export const Flights = observer(function Flights(p: { page: BookingPageState; draft: FlightDraft; sel: FlightSelection; reasons: FlightReason[] }) {
  const [rules, setRules] = useState<FareRules | null>(null)
  const policies = policiesOf(p.draft, p.sel)
  const roundTrip = p.sel.segments.length === 2
  return (
    <View className="bk-flights">
      {p.sel.segments.map(({ flight, cabin }, i) => (
        <ItineraryCard
          key={i}
          testId={`bk-segment-${i}`}
          legLabel={roundTrip ? p.page.t(i === 0 ? 'flight:itinerary.outbound' : 'flight:itinerary.return') : undefined}
          segment={{ flight, cabinClassName: cabin.CabinClassName, discount: cabin.CabinClass === 'Economy' ? cabin.Discount : 0, policy: policies[i] }}
          onRules={() =>
            setRules({
              refund: cabin.RefundRule,
              change: cabin.ChangeRule,
              baggageKg: cabin.BaggageKg,
              cabinBaggage: cabin.CabinBaggage,
              allowEndorse: cabin.AllowEndorse,
            })
          }
        >
          {p.reasons
            .filter((r) => r.segment === i)
            .map((r) => (
              <ReasonRow key={r.slot} page={p.page} slot={r} />
            ))}
        </ItineraryCard>
      ))}
      <RulesSheet open={rules !== null} rules={rules} onClose={() => setRules(null)} />
    </View>
  )
})

/** The accident insurance: the company may include it (then it stays on) and may pay for it. */
export const Insurance = observer(function Insurance(p: { page: BookingPageState; draft: FlightDraft; bound: boolean; free: boolean }) {
  const { t, f } = p.page
  const unit = p.draft.quote?.PriceDetail.Lines.find((l) => l.Kind === 'Insurance')?.UnitPrice
  return (
    <View className="booking-card bk-ins" data-testid="bk-insurance">
      <View className="bk-ins__body">
        <Text className="booking-card__title">{t('flight:insurance.title')}</Text>
        <Text className="booking-note">
          {[unit ? t('flight:insurance.price', { price: f.money(unit) }) : '', t('flight:insurance.desc')].filter(Boolean).join(' · ')}
        </Text>
        <View className="bk-ins__tags">
          {p.bound && <Text className="bk-tag">{t('flight:insurance.bound')}</Text>}
          {p.free && <Text className="bk-tag bk-tag--green">{t('flight:insurance.free')}</Text>}
        </View>
      </View>
      <Toggle
        checked={p.bound || p.draft.own.insurance}
        disabled={p.bound}
        label={t('flight:insurance.title')}
        onChange={(v) => p.draft.setOwn({ insurance: v })}
        testId="bk-insurance-toggle"
      />
    </View>
  )
})

/** Under the total: who pays when the traveller pays all. */
export function BarNote({ page, split }: { page: BookingPageState; split: MoneySplit | null }) {
  return split && split.personal > 0 && split.company === 0 ? <Text className="booking-bar__split">{page.t('flight:price.allPersonal')}</Text> : null
}

/** Instead of the total before a price: why there is none yet (a failed check says so in the payment). */
export const Pricing = observer(function Pricing({ page }: { page: BookingPageState }) {
  const { t, draft } = page
  if (draft?.quoteStatus === 'error') return <Text className="booking-bar__label">{t('kit:price.total')}</Text>
  return <Text className="booking-bar__label">{t(draft?.quoteStatus === 'loading' ? 'flight:booking.pricing' : 'flight:booking.priceAfterTravellers')}</Text>
})
