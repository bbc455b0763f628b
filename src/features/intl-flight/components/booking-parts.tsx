/** What international flights are to the booking engine, and the quote's parts of the order form (booking-form.tsx). */
import { Text, View } from '@tarojs/components'
import type { IntlQuoteRes } from '@api/intlflight'
import type { BookingProduct } from '@/components/booking'
import { useFormat } from '@/components/format'
import { intlFieldsSource, intlTravellerSource, payStart } from '../api'
import { useIntlText } from './labels'

export const product = (title: string, testId: string): BookingProduct => ({
  prefix: 'ib',
  testId,
  summaryTestId: 'ib-flights',
  section: 'IntlFlightSettings',
  codes: 'IntlFlight',
  fieldsSource: intlFieldsSource,
  countryCodes: intlTravellerSource.countryCodes,
  handOver: { pay: 'intlPay', details: 'intlOrderDetails', payStart },
  texts: {
    title,
    submit: 'intlFlight:booking.submit',
    submitted: { done: 'intlFlight:booking.submitted', approval: 'intlFlight:booking.submittedApproval' },
    contact: 'intlFlight:booking.contact',
    payment: 'intlFlight:booking.payment',
    paymentLabel: (p) => `intlFlight:payment.${p}`,
    noPayment: 'intlFlight:booking.noPayment',
    paymentRequired: 'intlFlight:booking.noPayment',
    split: 'intlFlight:booking.youPay',
    reason: {
      outOfPolicy: 'intlFlight:booking.reason',
      choose: 'intlFlight:booking.reasonChoose',
      chosen: 'intlFlight:booking.reasonChoose',
    },
  },
})

/** The visa reminders and warnings of the quote. */
export function VisaCard({ q }: { q: IntlQuoteRes }) {
  const { t } = useIntlText()
  if (q.Visa.length === 0 && q.Warnings.length === 0) return null
  return (
    <View className="booking-card" data-testid="ib-visa">
      <Text className="booking-card__title">{t('intlFlight:booking.visa')}</Text>
      {q.Visa.map((v) => (
        <Text key={v.CountryCode} className="intl-card__line">
          {v.Text}
        </Text>
      ))}
      {q.Warnings.map((w, i) => (
        <Text key={i} className="intl-card__warn">
          {w.Message}
        </Text>
      ))}
    </View>
  )
}

/** The quote's lines and who pays what. */
export function QuoteLines({ q }: { q: IntlQuoteRes }) {
  const { t } = useIntlText()
  const f = useFormat()
  return (
    <View className="ib-money" data-testid="ib-quote">
      {q.PriceDetail.Lines.map((l, i) => (
        <Text key={i} className="intl-card__sub">{`${l.Label} ${l.Detail} ${f.money(l.UnitPrice)} × ${l.Count}`}</Text>
      ))}
      {q.PriceDetail.CompanyAmount > 0 && (
        <Text className="intl-card__line">{t('intlFlight:booking.companyPays', { amount: f.money(q.PriceDetail.CompanyAmount) })}</Text>
      )}
      {q.PriceDetail.PersonalAmount > 0 && (
        <Text className="intl-card__line">{t('intlFlight:booking.youPay', { amount: f.money(q.PriceDetail.PersonalAmount) })}</Text>
      )}
    </View>
  )
}
