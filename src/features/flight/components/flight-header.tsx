import { Text, View } from '@tarojs/components'
import type { FlightRow } from '@api/flight'
import { formatDuration, formatMonthDayWeekday, formatTime } from '@/domain/format'
import { shortAirport, useFlightText, withTerminal } from './labels'
import './flight-header.scss'
import '@/features/flight/texts'

/** The chosen flight above its fares: date, times, airports, duration, stop, carrier and aircraft. */
export default function FlightHeader({ flight, legLabel, today }: { flight: FlightRow; legLabel?: string; today: string }) {
  const { t, lang } = useFlightText()
  const stop = flight.Stops[0]
  return (
    <View className="flight-header" data-testid="flight-header">
      <View className="flight-header__top">
        {legLabel && <Text className="flight-header__leg">{legLabel}</Text>}
        <Text className="flight-header__date">{formatMonthDayWeekday(flight.DepartDate, lang, { today })}</Text>
        <Text className="flight-header__no">{`${flight.CarrierName} ${flight.FlightNo}`}</Text>
      </View>
      <View className="flight-header__times">
        <View className="flight-header__end">
          <Text className="flight-header__time">{formatTime(flight.DepartTime)}</Text>
          <Text className="flight-header__airport">
            {withTerminal(shortAirport(flight.DepartAirportName, flight.DepartCityName), flight.DepartTerminal, lang)}
          </Text>
        </View>
        <View className="flight-header__mid">
          <Text className="flight-header__duration">{formatDuration(flight.DurationMinutes, lang)}</Text>
          <View className="flight-header__line" />
          <Text className="flight-header__stop">
            {stop ? `${t('flight:list.stop', { city: stop.CityName })} ${formatTime(stop.ArriveTime)}-${formatTime(stop.DepartTime)}` : t('flight:list.direct')}
          </Text>
        </View>
        <View className="flight-header__end flight-header__end--right">
          <Text className="flight-header__time">
            {formatTime(flight.ArriveTime)}
            {flight.ArriveDayOffset > 0 && <Text className="flight-header__plus">{t('flight:list.nextDay', { count: flight.ArriveDayOffset })}</Text>}
          </Text>
          <Text className="flight-header__airport">
            {withTerminal(shortAirport(flight.ArriveAirportName, flight.ArriveCityName), flight.ArriveTerminal, lang)}
          </Text>
        </View>
      </View>
      <Text className="flight-header__info">
        {[
          `${flight.AircraftName}(${t(`flight:list.aircraftSize.${flight.AircraftSize}`)})`,
          flight.IsShared ? (flight.OperatingFlightNo ? t('flight:list.operatedBy', { flight: flight.OperatingFlightNo }) : t('flight:list.shared')) : '',
          flight.HasMeal ? flight.Meal : '',
        ]
          .filter(Boolean)
          .join(' | ')}
      </Text>
    </View>
  )
}
