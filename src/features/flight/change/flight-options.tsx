/**
 * Flights of the new date on the same route, each with the cabins the change may go to and
 * what each costs now (change fee plus fare difference for the chosen travellers).
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { ChangeCabinQuote, ChangeFlightOption } from '@api/order'
import { useFormat } from '@/components/format'
import '@/features/flight/texts'

export interface Chosen {
  flightNo: string
  cabin: ChangeCabinQuote
}

export interface FlightOptionsProps {
  options: ChangeFlightOption[]
  chosen: Chosen | null
  onChoose: (c: Chosen) => void
  lowestRuleOn: boolean
}

export default function FlightOptions({ options, chosen, onChoose, lowestRuleOn }: FlightOptionsProps) {
  const { t } = useTranslation()
  const f = useFormat()
  return (
    <View className="ch-flights" data-testid="change-flights">
      {options.map((o) => {
        const fl = o.Flight
        return (
          <View key={fl.FlightNo} className="ch-flight">
            <View className="ch-flight__head">
              <Text className="ch-flight__time">{`${f.time(fl.DepartTime)} - ${f.time(fl.ArriveTime)}${fl.ArriveDayOffset > 0 ? ` +${fl.ArriveDayOffset}` : ''}`}</Text>
              <Text className="ch-flight__meta">{`${fl.CarrierName} ${fl.FlightNo} · ${fl.DepartAirportName}${fl.DepartTerminal} - ${fl.ArriveAirportName}${fl.ArriveTerminal} · ${f.duration(fl.DurationMinutes)}`}</Text>
            </View>
            {o.Cabins.map((c) => {
              const on = chosen?.flightNo === fl.FlightNo && chosen.cabin.CabinCode === c.CabinCode
              const soldOut = c.SeatsLeft <= 0
              return (
                <View
                  key={c.CabinCode}
                  className={`ch-cabin ${on ? 'ch-cabin--on' : ''} ${soldOut ? 'ch-cabin--off' : ''}`}
                  role="radio"
                  aria-checked={on}
                  aria-disabled={soldOut}
                  data-testid={`change-cabin-${fl.FlightNo}-${c.CabinCode}`}
                  onClick={() => !soldOut && onChoose({ flightNo: fl.FlightNo, cabin: c })}
                >
                  <View className="ch-cabin__what">
                    <Text className="ch-cabin__name">{`${c.CabinClassName} ${c.CabinCode}`}</Text>
                    <Text className="ch-cabin__sub">
                      {[
                        t('flight:change.fare', { price: f.money(c.Price) }),
                        soldOut ? t('flight:change.soldOut') : c.SeatsLeft < 9 ? t('flight:change.seats', { n: c.SeatsLeft }) : '',
                        lowestRuleOn && !c.IsLowest ? t('flight:change.notLowest') : '',
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  </View>
                  <View className="ch-cabin__money">
                    <Text className="ch-cabin__pay">{t('flight:change.payable', { amount: f.money(c.TotalPayable) })}</Text>
                    <Text className="ch-cabin__sub">{t('flight:change.moneyLine', { fee: f.money(c.ChangeFee), diff: f.money(c.PriceDifference) })}</Text>
                  </View>
                </View>
              )
            })}
          </View>
        )
      })}
    </View>
  )
}
