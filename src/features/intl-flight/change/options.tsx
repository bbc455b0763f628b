/**
 * The itineraries a leg may change to on the chosen day, each with its fares of the same cabin or
 * higher: per traveller the change fee, the fare difference and both; one fare is chosen.
 */
import { Text, View } from '@tarojs/components'
import type { IntlChangeFare, IntlChangeOption, IntlChangeQuoteRes } from '@api/intlflight'
import { useFormat } from '@/components/format'
import { ItinerarySummary } from '../components/itinerary'
import { useIntlText } from '../components/labels'

export interface ChosenFare {
  option: IntlChangeOption
  fare: IntlChangeFare
}

export function ChangeOptions(p: { quote: IntlChangeQuoteRes; chosen: ChosenFare | null; onChoose: (c: ChosenFare) => void }) {
  const { t } = useIntlText()
  const f = useFormat()
  const q = p.quote
  return (
    <>
      {q.Options.map((o) => (
        <View key={o.Key} className="intl-card ic-option" data-testid="change-option" data-key={o.Key}>
          <ItinerarySummary segments={o.Segments} layovers={o.Layovers} totalMinutes={o.TotalMinutes} places={q.Places} carriers={q.Carriers} />
          {o.Fares.map((x) => {
            const on = p.chosen?.option.Key === o.Key && p.chosen.fare.Family === x.Family
            return (
              <View
                key={x.Family}
                className={`ic-fare ${on ? 'ic-fare--on' : ''}`}
                role="radio"
                aria-checked={on}
                data-testid={`change-fare-${x.Family}`}
                onClick={() => p.onChoose({ option: o, fare: x })}
              >
                <View className="ic-fare__head">
                  <Text className="ic-fare__name">{q.Families[x.Family]?.Name ?? x.Family}</Text>
                  <Text className="ic-fare__total" data-testid="change-fare-total">
                    {f.money(x.PerTraveller)}
                  </Text>
                </View>
                <Text className="intl-card__sub">
                  {t('intlFlight:change.fareLine', { fee: f.money(x.ChangeFee), diff: f.money(x.FareDifference), seats: x.Seats })}
                </Text>
              </View>
            )
          })}
        </View>
      ))}
    </>
  )
}
