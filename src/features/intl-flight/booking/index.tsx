/**
 * /intlPlaneTicket/bookDetails — booking the itineraries and fare families chosen on the list, in
 * the order form (components/booking-form.tsx) with the server's quote; without a complete choice
 * it leads back to the search.
 */
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useChoiceOrBack } from '@/components/booking'
import { useFormat } from '@/components/format'
import { clock } from '@/core/clock'
import { quote, submitBooking } from '../api'
import BookingForm from '../components/booking-form'
import { ItinerarySummary } from '../components/itinerary'
import { legLabel, useIntlText } from '../components/labels'
import { intlSearch as s } from '../store'
import '../components/index.scss'

function IntlBooking() {
  const { t } = useIntlText()
  const f = useFormat()
  const ready = s.complete
  const choices = s.choices

  useChoiceOrBack(ready, 'intlFlight:booking.noSelection', 'intlSearch')

  const selections = () => choices.map((c) => ({ ItineraryKey: c.itinerary.Key, Family: c.fare.Family }))
  const over = choices.find((c) => !c.fare.Policy.InPolicy)
  const last = choices.at(-1)?.itinerary.Segments.at(-1)
  const head = (
    <View>
      {choices.map((c, i) => (
        <View key={c.itinerary.Key}>
          <Text className="intl-card__leg">{`${legLabel(t, s.tripType, i, choices.length)} · ${f.day(c.itinerary.Segments[0].DepartTime.slice(0, 10), clock.today())} · ${s.result?.Families[c.fare.Family]?.Name ?? t(`intlFlight:family.${c.fare.Family}`)}`}</Text>
          <ItinerarySummary
            segments={c.itinerary.Segments}
            layovers={c.itinerary.Layovers}
            totalMinutes={c.itinerary.TotalMinutes}
            places={s.result?.Places ?? {}}
            carriers={s.result?.Carriers ?? {}}
          />
        </View>
      ))}
    </View>
  )
  return (
    <BookingForm
      title="intlFlight:title.booking"
      testId="intl-booking"
      ready={ready}
      head={head}
      tripEnd={last ? last.ArriveTime.slice(0, 10) : ''}
      policy={over ? over.fare.Policy : { InPolicy: true, Violations: [], PriceToBeat: null }}
      perPassenger={choices.reduce((a, c) => a + c.fare.Total, 0)}
      quote={(passengers) => quote({ TripType: s.tripType, Selections: selections(), Passengers: passengers })}
      submit={(fields, q) => submitBooking({ ...fields, TripType: s.tripType, Selections: selections(), PricePerPassenger: q?.PricePerPassenger ?? 0 })}
    />
  )
}

export default observer(IntlBooking)
