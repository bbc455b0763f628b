/**
 * An itinerary in a few lines (list rows, booking, order, inquiry options): departure and arrival
 * local times with the day offset, the airports, the duration, nonstop or the stops with their
 * layovers; and its flights one by one with carrier, aircraft, terminals and each layover.
 */
import { Text, View } from '@tarojs/components'
import type { IntlCarriers, IntlLayover, IntlPlaces, IntlSegment } from '@api/intlflight'
import { dayOffset } from '@/domain/intl-flight'
import { useFormat } from '@/components/format'
import { airportOf, carrierOf, cityOf, useIntlText } from './labels'

interface Props {
  segments: IntlSegment[]
  layovers: IntlLayover[]
  totalMinutes: number
  places: IntlPlaces
  carriers: IntlCarriers
}

/**
 * Nonstop, or the connections (a change of plane, 中转 — never 经停, which is a stop on the same
 * plane: every layover of an itinerary is between two of its flights) with their cities and times.
 */
export function stopsText(t: ReturnType<typeof useIntlText>['t'], duration: (minutes: number) => string, places: IntlPlaces, layovers: IntlLayover[]): string {
  if (!layovers.length) return t('intlFlight:list.nonstop')
  return t('intlFlight:list.connections', {
    count: layovers.length,
    via: layovers.map((l) => `${cityOf(places, l.Airport)} ${duration(l.Minutes)}`).join(' · '),
  })
}

export function ItinerarySummary(p: Props) {
  const { t } = useIntlText()
  const f = useFormat()
  const first = p.segments[0]
  const last = p.segments[p.segments.length - 1]
  const days = dayOffset(first.DepartTime, last.ArriveTime)
  const carriers = [...new Set(p.segments.map((s) => carrierOf(p.carriers, s.Carrier)))].join(' / ')
  return (
    <View className="intl-itin">
      <View className="intl-itin__times">
        <View className="intl-itin__end">
          <Text className="intl-itin__time">{first.DepartTime.slice(11)}</Text>
          <Text className="intl-itin__airport">{`${cityOf(p.places, first.From)} ${first.From}`}</Text>
        </View>
        <View className="intl-itin__mid">
          <Text className="intl-itin__duration">{f.duration(p.totalMinutes)}</Text>
          <Text className="intl-itin__stops">
            {p.layovers.length ? t('intlFlight:list.connectionCount', { count: p.layovers.length }) : t('intlFlight:list.nonstop')}
          </Text>
        </View>
        <View className="intl-itin__end intl-itin__end--to">
          <Text className="intl-itin__time">
            {last.ArriveTime.slice(11)}
            {days > 0 && <Text className="intl-itin__day">{`+${days}`}</Text>}
          </Text>
          <Text className="intl-itin__airport">{`${cityOf(p.places, last.To)} ${last.To}`}</Text>
        </View>
      </View>
      <Text className="intl-itin__carriers">{`${carriers} · ${p.segments.map((s) => s.FlightNo).join(' / ')}`}</Text>
      {p.layovers.length > 0 && <Text className="intl-itin__layover">{stopsText(t, f.duration, p.places, p.layovers)}</Text>}
    </View>
  )
}

export function SegmentList(p: Props) {
  const { t } = useIntlText()
  const f = useFormat()
  return (
    <View className="intl-segs">
      {p.segments.map((s, i) => {
        const l = p.layovers[i]
        return (
          <View key={`${s.FlightNo}-${i}`}>
            <View className="intl-seg" data-testid="intl-segment">
              <Text className="intl-seg__flight">{`${carrierOf(p.carriers, s.Carrier)} ${s.FlightNo} · ${s.Aircraft} · ${f.duration(s.Duration)}`}</Text>
              <Text className="intl-seg__line">{`${s.DepartTime} ${airportOf(p.places, s.From)} ${s.DepartTerminal}`}</Text>
              <Text className="intl-seg__line">{`${s.ArriveTime} ${airportOf(p.places, s.To)} ${s.ArriveTerminal}`}</Text>
            </View>
            {l && (
              <Text className="intl-seg__layover" data-testid="intl-layover">
                {t(l.Overnight ? 'intlFlight:list.layoverOvernight' : 'intlFlight:list.layover', {
                  city: cityOf(p.places, l.Airport),
                  time: f.duration(l.Minutes),
                })}
              </Text>
            )}
          </View>
        )
      })}
    </View>
  )
}
