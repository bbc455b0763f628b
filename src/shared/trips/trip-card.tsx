/** One trip: the day and time, the route, the flight, who flies, where the order stands and its carbon. */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { money } from '@/components/format'
import { Co2Label } from '@/components/ui/co2-label'
import { Tag } from '@/components/ui/tag'
import { orderTone } from '@/domain/status-tone'
import { formatMonthDayWeekday, type Lang } from '@/domain/format'
import { daysUntil, type TripItem } from './trips'
import '@/i18n/ns/trip'

export interface TripCardProps {
  trip: TripItem
  lang: Lang
  today: string
  /** The next trip: large and in the brand colour. */
  highlight?: boolean
  past?: boolean
  /** Grams CO₂e of the trip's order (docs/carbon.md); absent: none shown. */
  grams?: number
  onOpen: (t: TripItem) => void
}

export default function TripCard({ trip, lang, today, highlight, past, grams, onOpen }: TripCardProps) {
  const { t } = useTranslation()
  const days = daysUntil(trip.date, today)
  const when = days === 0 ? t('trip:when.today') : days === 1 ? t('trip:when.tomorrow') : t('trip:when.inDays', { n: days })
  return (
    <View
      className={`trip-card ${highlight ? 'trip-card--next' : ''} ${past ? 'trip-card--past' : ''}`}
      role="button"
      data-testid={highlight ? 'trip-next' : `trip-${trip.orderNo}`}
      data-order={trip.orderNo}
      data-when={`${trip.date} ${trip.time}`.trim()}
      onClick={() => onOpen(trip)}
    >
      {highlight && (
        <View className="trip-card__ribbon">
          <Text>{t('trip:next')}</Text>
          <Text className="trip-card__when">{when}</Text>
        </View>
      )}
      <View className="trip-card__head">
        <Text className="trip-card__product">{t(`trip:product.${trip.product}`, { defaultValue: trip.product })}</Text>
        <Text className="trip-card__date">{formatMonthDayWeekday(trip.date, lang, { today })}</Text>
        {trip.time && <Text className="trip-card__time">{trip.time}</Text>}
        <Tag tone={orderTone(trip.status)} text={trip.statusName} />
      </View>
      <Text className="trip-card__title">{trip.title}</Text>
      <View className="trip-card__foot">
        <Text className="trip-card__meta">
          {[trip.flightNo, trip.roundTrip ? t('trip:roundTrip') : '', trip.passengers.join(t('trip:listSep'))].filter(Boolean).join(' · ')}
        </Text>
        <Co2Label grams={grams} testId={`trip-co2-${trip.orderNo}`} />
        {!highlight && <Text className="trip-card__amount">{money(trip.amount)}</Text>}
      </View>
    </View>
  )
}
