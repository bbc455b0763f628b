/** A partner restaurant in a list: name, open or not, cuisine, average spend, distance, address and hours. */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { Restaurant } from '@api/dining'
import { useFormat } from '@/components/format'

export default function RestaurantCard({ r, onClick }: { r: Restaurant; onClick: () => void }) {
  const { t } = useTranslation()
  const f = useFormat()
  const distance = r.Distance >= 1000 ? t('dining:home.distanceKm', { km: (r.Distance / 1000).toFixed(1) }) : t('dining:home.distance', { m: r.Distance })
  return (
    <View className="dn-card" role="link" data-testid="dining-restaurant" data-id={r.RestaurantId} onClick={onClick}>
      <View className="dn-card__head">
        <Text className="dn-card__name">{r.Name}</Text>
        <Text className={`dn-card__meta ${r.OpenNow ? '' : 'dn-card__closed'}`}>{t(r.OpenNow ? 'dining:home.open' : 'dining:home.closed')}</Text>
      </View>
      <Text className="dn-card__meta">{`${r.Cuisine} · ${t('dining:home.avg', { amount: f.money(r.AvgSpend) })}${r.Distance ? ` · ${distance}` : ''}`}</Text>
      <Text className="dn-card__line">{`${r.Address} · ${r.Hours.join(' ')}`}</Text>
    </View>
  )
}
