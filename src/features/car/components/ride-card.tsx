/**
 * The ride on its order page: SPEC's states in a row with the current one marked, what happens
 * now (the driver's minutes away), the pick-up and a pick-up's arrival, the route sketch with the
 * car, and the driver (name, car and colour, plate, rating, the masked virtual number).
 */
import { Text, View } from '@tarojs/components'
import type { CarOrderDetail, RideState } from '@api/car'
import { useFormat } from '@/components/format'
import { DetailsCard } from '@/components/order-details'
import { arrivalText, useCarText } from './labels'
import RouteView from './route-view'

/** SPEC's states of a ride, in the order they come. */
export const LIVE_STATES: RideState[] = ['Calling', 'DriverComing', 'DriverArrived', 'InTravel', 'Completed']

/** `live`: how the page keeps the ride current (use-live.ts), null once it is over. */
export default function RideCard({ o, live }: { o: CarOrderDetail; live?: 'stream' | 'poll' | null }) {
  const { t } = useCarText()
  const f = useFormat()
  const at = LIVE_STATES.indexOf(o.State)
  const d = o.Driver
  return (
    <DetailsCard title={t('car:ride.title')} testId="car-ride">
      <View className="car-steps" data-testid="car-state" data-state={o.State} data-live={live ?? 'no'}>
        {LIVE_STATES.map((s, i) => (
          <View
            key={s}
            className={`car-steps__step ${i < at ? 'car-steps__step--done' : ''} ${i === at ? 'car-steps__step--now' : ''}`}
            aria-current={i === at ? 'step' : undefined}
          >
            <View className="car-steps__dot" />
            <Text className="car-steps__label">{t(`car:state.${s}`)}</Text>
          </View>
        ))}
      </View>
      <Text className="car-card__line" data-testid="car-state-text">
        {o.State === 'DriverComing' && o.EtaMinutes !== null ? t('car:ride.eta', { count: o.EtaMinutes }) : t(`car:ride.now.${o.State}`)}
      </Text>
      <Text className="car-card__sub" data-testid="car-pick-up" data-at={o.PickUpAt}>
        {`${o.ServiceName} · ${o.ClassName} · ${t('car:ride.pickUp', { at: f.stamp(o.PickUpAt) })}`}
      </Text>
      {o.Arrival && (
        <Text className="car-card__sub" data-testid="car-arrival">
          {arrivalText(t, f.stamp, o.Arrival)}
        </Text>
      )}
      <RouteView from={o.From} to={o.To} state={o.State} progress={o.Progress} label={t('car:quote.sketch', { from: o.From.Name, to: o.To.Name })} />
      <Text className="car-card__line">{`${o.From.Name} → ${o.To.Name}`}</Text>
      <Text className="car-card__sub">{t('car:quote.distance', { km: o.Km, minutes: o.Minutes })}</Text>
      {d && (
        <View className="car-driver" data-testid="car-driver">
          <View className="car-driver__head">
            <Text className="car-driver__name">{d.Name}</Text>
            <Text className="car-driver__rating">{t('car:driver.rating', { rating: d.Rating.toFixed(1) })}</Text>
          </View>
          <Text className="car-driver__plate" data-testid="car-plate">
            {d.Plate}
          </Text>
          <Text className="car-card__sub">{`${d.Colour} · ${d.Car}`}</Text>
          <Text className="car-card__sub" data-testid="car-driver-phone">
            {t('car:driver.phone', { phone: d.Phone })}
          </Text>
        </View>
      )}
    </DetailsCard>
  )
}
