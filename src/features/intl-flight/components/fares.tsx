/**
 * The fare families of an itinerary side by side (docs/intl-flights.md Prices): baggage, seat
 * choice, change and refund, the price per adult with the fare's own currency, the over-standard
 * mark and why; choosing one.
 */
import { Text, View } from '@tarojs/components'
import type { IntlFamilies, IntlFare } from '@api/intlflight'
import { FARE_RULES } from '@api/intlflight-values'
import { MainButton } from '@/components/ui/button'
import { PolicyTag } from '@/components/ui/tag'
import { useFormat } from '@/components/format'
import { ownCurrency, useIntlText, verdictText } from './labels'

export function FareCompare({
  fares,
  families,
  currency,
  onChoose,
}: {
  fares: IntlFare[]
  families: IntlFamilies
  currency: string
  onChoose: (f: IntlFare) => void
}) {
  const { t } = useIntlText()
  const f = useFormat()
  const fee = (v: number | null, none: string) => (v === null ? none : v === 0 ? t('intlFlight:fare.free') : f.money(v))
  return (
    <View className="intl-fares" data-testid="intl-fares">
      {fares.map((fare) => {
        const info = families[fare.Family]
        const r = info ?? FARE_RULES[fare.Family]
        const own = ownCurrency(fare, currency)
        return (
          <View key={fare.Family} className="intl-fare" data-testid={`intl-fare-${fare.Family}`}>
            <View className="intl-fare__head">
              <Text className="intl-fare__name">{info?.Name ?? t(`intlFlight:family.${fare.Family}`)}</Text>
              <PolicyTag inPolicy={fare.Policy.InPolicy} testId={`intl-fare-policy-${fare.Family}`} />
            </View>
            <Text className="intl-fare__rule">{r.Bags ? t('intlFlight:fare.bags', { count: r.Bags, kg: r.BagKg }) : t('intlFlight:fare.noBags')}</Text>
            <Text className="intl-fare__rule">{t('intlFlight:fare.cabinBag', { kg: r.CabinBagKg })}</Text>
            <Text className="intl-fare__rule">{t(`intlFlight:fare.seat${r.SeatChoice}`)}</Text>
            <Text className="intl-fare__rule">{t('intlFlight:fare.change', { fee: fee(r.ChangeFee, t('intlFlight:fare.notAllowed')) })}</Text>
            <Text className="intl-fare__rule">{t('intlFlight:fare.refund', { fee: fee(r.RefundFee, t('intlFlight:fare.taxesOnly')) })}</Text>
            {!fare.Policy.InPolicy && <Text className="intl-fare__why">{verdictText(fare.Policy)}</Text>}
            <View className="intl-fare__foot">
              <View className="intl-fare__price">
                <Text className="intl-fare__amount">{f.money(fare.Total)}</Text>
                {own && <Text className="intl-fare__own">{own}</Text>}
                <Text className="intl-fare__seats">{t('intlFlight:fare.taxesIn', { taxes: f.money(fare.Taxes) })}</Text>
              </View>
              <MainButton
                className="intl-fare__choose"
                text={t('intlFlight:fare.choose')}
                onClick={() => onChoose(fare)}
                testId={`intl-choose-${fare.Family}`}
              />
            </View>
          </View>
        )
      })}
    </View>
  )
}
