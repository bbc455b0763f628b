/**
 * The quote of a ride: the route sketch, distance, time and pick-up (a pick-up's arrival with its
 * delay), the rider's standard in a line, and each class with its fare, seats and policy mark; a
 * class outside the standard says which rules it breaks. Tapping a class books it.
 */
import { Text, View } from '@tarojs/components'
import type { CarClass, CarQuoteRes } from '@api/car'
import { useFormat } from '@/components/format'
import { PolicyTag } from '@/components/ui/tag'
import { arrivalText, useCarText } from './labels'
import RouteView from './route-view'

export default function QuoteCard({ q, onChoose }: { q: CarQuoteRes; onChoose: (cls: CarClass) => void }) {
  const { t } = useCarText()
  const f = useFormat()
  return (
    <View className="car-quote" data-testid="car-quote" data-quote={q.QuoteId}>
      <RouteView from={q.From} to={q.To} label={t('car:quote.sketch', { from: q.From.Name, to: q.To.Name })} />
      <Text className="car-quote__route">{`${q.From.Name} → ${q.To.Name}`}</Text>
      <Text className="car-quote__meta" data-testid="car-quote-meta">
        {t('car:quote.meta', { km: q.Km, minutes: q.Minutes, at: f.stamp(q.PickUpAt) })}
      </Text>
      {q.Arrival && (
        <Text className="car-quote__meta" data-testid="car-arrival">
          {arrivalText(t, f.stamp, q.Arrival)}
        </Text>
      )}
      {q.StandardText && (
        <Text className="car-quote__standard" data-testid="car-standard">
          {t('car:quote.standard', { text: q.StandardText })}
        </Text>
      )}
      {q.Options.map((o) => (
        <View
          key={o.Class}
          className="car-option"
          role="button"
          data-testid="car-option"
          data-class={o.Class}
          data-policy={o.Verdict.InPolicy ? 'in' : 'out'}
          onClick={() => onChoose(o.Class)}
        >
          <View className="car-option__head">
            <Text className="car-option__name">{o.ClassName}</Text>
            <Text className="car-option__seats">{t('car:quote.seats', { count: o.Seats })}</Text>
            <PolicyTag inPolicy={o.Verdict.InPolicy} />
            <Text className="car-option__fare" data-testid="car-option-fare">
              {o.Class === 'Taxi' ? t('car:quote.metered', { fare: f.money(o.Fare) }) : f.money(o.Fare)}
            </Text>
          </View>
          {!o.Verdict.InPolicy && <Text className="car-option__why">{o.Verdict.Violations.map((v) => v.Message).join(' · ')}</Text>}
        </View>
      ))}
      <Text className="car-quote__expires">{t('car:quote.expires', { at: f.stamp(q.ExpiresAt) })}</Text>
    </View>
  )
}
