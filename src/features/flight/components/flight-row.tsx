import { memo } from 'react'
import { Text, View } from '@tarojs/components'
import type { FlightRow } from '@api/flight'
import { formatDuration, formatTime } from '@/domain/format'
import { isSoldOut } from '@/domain/flight-list'
import { PolicyTag } from '@/components/ui/tag'
import { Co2Label } from '@/components/ui/co2-label'
import { cabinOf, flightGrams } from '@api/carbon-values'
import './index.scss'
import { money } from '@/components/format'
import { shortAirport, useFlightText, verdictDetail, withTerminal } from './labels'
import '@/features/flight/texts'

/** Design height of a row in the virtual list (card + gap); the card is laid out to fit it. */
export const FLIGHT_ROW_HEIGHT = 240

export interface FlightRowProps {
  row: FlightRow
  /** Set when the row cannot be chosen for another reason than selling out (a return before the outbound lands). */
  blockedReason?: string
  onPress: (row: FlightRow) => void
}

/**
 * One flight: times large with the +1 day marker, airports and terminals, duration and stops,
 * carrier, flight number, aircraft, code-share and meal, the lowest fare and the policy tag with
 * why it fails and the price to beat, and the carbon of a seat in the cheapest cabin.
 */
function FlightRowCard({ row, blockedReason, onPress }: FlightRowProps) {
  const { t, lang } = useFlightText()
  const soldOut = isSoldOut(row)
  const dim = soldOut || !!blockedReason
  const stop = row.Stops[0]
  const detail = blockedReason ?? (soldOut ? '' : verdictDetail(t, row.Policy))
  const info = [
    `${row.CarrierName} ${row.FlightNo}`,
    `${row.AircraftName}(${t(`flight:list.aircraftSize.${row.AircraftSize}`)})`,
    row.IsShared ? (row.OperatingFlightNo ? t('flight:list.operatedBy', { flight: row.OperatingFlightNo }) : t('flight:list.shared')) : '',
    row.HasMeal ? row.Meal : '',
  ].filter(Boolean)
  // The carbon of one passenger in the row's cheapest cabin (docs/carbon.md).
  const cheapest = row.Cabins.find((c) => c.LowestPrice === row.LowestPrice) ?? row.Cabins[0]
  const grams = row.DistanceKm ? flightGrams(row.DistanceKm, cabinOf(cheapest?.CabinClass ?? 'Economy')) : null
  // Flat on purpose: one grid, one element per text, so a screen of rows stays a few hundred
  // nodes (the virtual list's budget) and mounting a row while scrolling is cheap.
  return (
    <View
      className={`flight-row ${dim ? 'flight-row--dim' : ''}`}
      role="button"
      aria-disabled={dim}
      data-testid="flight-row"
      data-flight={row.FlightNo}
      onClick={dim ? undefined : () => onPress(row)}
    >
      <Text className="flight-row__time">{formatTime(row.DepartTime)}</Text>
      <Text className="flight-row__duration">{formatDuration(row.DurationMinutes, lang)}</Text>
      <Text className="flight-row__time flight-row__time--arrive">
        {formatTime(row.ArriveTime)}
        {row.ArriveDayOffset > 0 && <Text className="flight-row__plus">{t('flight:list.nextDay', { count: row.ArriveDayOffset })}</Text>}
      </Text>
      {soldOut ? (
        <Text className="flight-row__sold">{t('flight:list.soldOut')}</Text>
      ) : (
        <Text className="flight-row__price" data-testid="flight-price">
          {money(row.LowestPrice)}
          <Text className="flight-row__from">{t('flight:list.from')}</Text>
        </Text>
      )}
      <Text className="flight-row__airport">{withTerminal(shortAirport(row.DepartAirportName, row.DepartCityName), row.DepartTerminal, lang)}</Text>
      <Text className={`flight-row__stops ${stop ? 'flight-row__stops--stop' : ''}`}>
        {stop ? t('flight:list.stop', { city: stop.CityName }) : t('flight:list.direct')}
      </Text>
      <Text className="flight-row__airport flight-row__airport--arrive">
        {withTerminal(shortAirport(row.ArriveAirportName, row.ArriveCityName), row.ArriveTerminal, lang)}
      </Text>
      {soldOut ? <Text className="flight-row__tag-space" /> : <PolicyTag inPolicy={row.Policy.InPolicy} />}
      <Text className="flight-row__info">{info.join(' | ')}</Text>
      <Text className={`flight-row__why ${row.Policy.InPolicy && !blockedReason ? '' : 'flight-row__why--out'}`}>{detail}</Text>
      <Co2Label grams={grams} className="flight-row__co2" />
    </View>
  )
}

export default memo(FlightRowCard)
