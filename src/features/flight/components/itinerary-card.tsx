/**
 * One flight of an order or a booking: date, times in large type, airports and terminals,
 * duration and stops, carrier and flight number, cabin, the policy verdict with its reasons,
 * and the link to the refund and change rules. Round trips stack two of these.
 */
import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { FlightRow, PolicyVerdict } from '@api/flight'
import { PolicyTag } from '@/components/ui/tag'
import { useFormat } from '@/components/format'
import { discountText } from './labels'
import './order.scss'
import '@/features/flight/texts'

export interface ItinerarySegment {
  flight: FlightRow
  cabinClassName: string
  /** Fare / full fare, e.g. 0.45; shown for economy discounts only. */
  discount: number
  policy: PolicyVerdict | null
}

export interface ItineraryCardProps {
  segment: ItinerarySegment
  /** 'Outbound' / 'Return' label for round trips; absent for one-way. */
  legLabel?: string
  onRules?: () => void
  /** Below the flight: the reason for an out-of-policy choice, or its picker. */
  children?: ReactNode
  testId?: string
}

export default function ItineraryCard({ segment, legLabel, onRules, children, testId }: ItineraryCardProps) {
  const { t } = useTranslation()
  const f = useFormat()
  const fl = segment.flight
  const stops = fl.Stops.length
  return (
    <View className="itin" data-testid={testId}>
      <View className="itin__head">
        {legLabel && <Text className="itin__leg">{legLabel}</Text>}
        <Text className="itin__date">{f.day(fl.DepartDate)}</Text>
        <Text className="itin__route">{`${fl.DepartCityName} - ${fl.ArriveCityName}`}</Text>
      </View>
      <View className="itin__times">
        <View className="itin__end">
          <Text className="itin__time">{f.time(fl.DepartTime)}</Text>
          <Text className="itin__airport">{`${fl.DepartAirportName}${fl.DepartTerminal ? ' ' + fl.DepartTerminal : ''}`}</Text>
        </View>
        <View className="itin__mid">
          <Text className="itin__duration">{f.duration(fl.DurationMinutes)}</Text>
          <View className="itin__line" />
          <Text className="itin__stops">
            {stops === 0 ? t('flight:itinerary.direct') : t('flight:itinerary.stops', { n: stops, city: fl.Stops[0].CityName })}
          </Text>
        </View>
        <View className="itin__end itin__end--right">
          <Text className="itin__time">
            {f.time(fl.ArriveTime)}
            {fl.ArriveDayOffset > 0 && <Text className="itin__plus">{`+${fl.ArriveDayOffset}`}</Text>}
          </Text>
          <Text className="itin__airport">{`${fl.ArriveAirportName}${fl.ArriveTerminal ? ' ' + fl.ArriveTerminal : ''}`}</Text>
        </View>
      </View>
      <View className="itin__meta">
        <Text>
          {[
            `${fl.CarrierName} ${fl.FlightNo}`,
            fl.IsShared && fl.OperatingFlightNo ? t('flight:itinerary.shared', { flight: fl.OperatingFlightNo }) : '',
            fl.AircraftName || fl.Aircraft,
            fl.HasMeal ? fl.Meal : '',
          ]
            .filter(Boolean)
            .join(' | ')}
        </Text>
      </View>
      <View className="itin__cabin">
        <Text className="itin__cabin-name">
          {segment.cabinClassName}
          {segment.discount > 0 && segment.discount < 1 ? ` ${discountText(t, f.lang, segment.discount)}` : ''}
        </Text>
        {segment.policy && <PolicyTag inPolicy={segment.policy.InPolicy} testId="policy-tag" />}
        {onRules && (
          <View className="itin__rules" role="button" onClick={onRules} data-testid={testId ? `${testId}-rules` : undefined}>
            <Text>{t('flight:itinerary.rules')}</Text>
          </View>
        )}
      </View>
      {segment.policy && !segment.policy.InPolicy && segment.policy.Violations.length > 0 && (
        <View className="itin__violations">
          {segment.policy.Violations.map((v, i) => (
            <Text key={i} className="itin__violation">
              {v.Message}
            </Text>
          ))}
        </View>
      )}
      {children}
    </View>
  )
}
