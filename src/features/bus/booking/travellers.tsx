/** The bus booking's passengers, by name (each travels on their ID document): remove one, add from the colleagues. */
import { Text, View } from '@tarojs/components'
import type { PickedPerson } from '@/components/search-travellers'
import { useBusText } from '../components/labels'

export default function BusTravellers(p: { travellers: PickedPerson[]; error?: string; onChange: (l: PickedPerson[]) => void; onAdd: () => void }) {
  const { t } = useBusText()
  return (
    <View className="booking-card" id="bb-travellers" data-testid="bb-travellers">
      <Text className="booking-card__title">{t('bus:booking.travellers')}</Text>
      <Text className="bus-card__sub">{t('bus:booking.realName')}</Text>
      {p.travellers.map((x) => (
        <View key={x.id} className="bb-traveller" data-testid={`bb-traveller-${x.id}`}>
          <Text className="bb-traveller__name">{x.name}</Text>
          <View
            className="bb-traveller__remove"
            role="button"
            aria-label={t('bus:booking.removeTraveller', { name: x.name })}
            onClick={() => p.onChange(p.travellers.filter((y) => y.id !== x.id))}
          >
            <Text>×</Text>
          </View>
        </View>
      ))}
      <View className="bb-add" role="button" data-testid="bb-add-traveller" onClick={p.onAdd}>
        <Text>{t('bus:booking.addTraveller')}</Text>
      </View>
      {p.error && <Text className="booking-error">{p.error}</Text>}
    </View>
  )
}
