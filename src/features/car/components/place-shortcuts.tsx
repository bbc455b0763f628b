/**
 * The top of the place sheet: the current place (the phone's position through the platform seam,
 * then map/getLocationInfo's nearest place) and the rider's own home and office (car/savedPlaces),
 * each with "set" or "change". A denied permission, no place nearby or a place in another city
 * says so under the row; nothing else on the sheet changes.
 */
import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import type { CarPlace, CarSavedPlacesRes, SavedSlot } from '@api/car'
import { SAVED_SLOTS } from '@api/car-values'
import { currentPosition } from '@/platform/position'
import { placeAt } from '../api'
import { useCarText } from './labels'

type Here = { status: 'idle' | 'locating' | 'denied' | 'unavailable' | 'noneNear' } | { status: 'elsewhere'; city: string }

export interface PlaceShortcutsProps {
  cityCode: string
  saved: CarSavedPlacesRes | null
  onPick: (p: CarPlace) => void
  onSet: (slot: SavedSlot) => void
}

export default function PlaceShortcuts(p: PlaceShortcutsProps) {
  const { t } = useCarText()
  const [here, setHere] = useState<Here>({ status: 'idle' })
  const locate = async () => {
    if (here.status === 'locating') return
    setHere({ status: 'locating' })
    const pos = await currentPosition()
    if ('failed' in pos) return setHere({ status: pos.failed })
    const r = await placeAt(pos.lat, pos.lon).catch(() => null)
    if (!r) return setHere({ status: 'unavailable' })
    if (!r.Place) return setHere({ status: 'noneNear' })
    if (r.Place.CityCode !== p.cityCode) return setHere({ status: 'elsewhere', city: r.Place.CityName })
    setHere({ status: 'idle' })
    p.onPick(r.Place)
  }
  const note = here.status === 'idle' ? '' : here.status === 'elsewhere' ? t('car:place.elsewhere', { city: here.city }) : t(`car:place.${here.status}`)
  return (
    <View data-testid="car-shortcuts">
      <View className="car-place" role="button" data-testid="car-here" data-status={here.status} onClick={() => void locate()}>
        <Text className="car-place__name">{t('car:place.here')}</Text>
        {note && (
          <View className="car-place__address" role={here.status === 'locating' ? undefined : 'alert'} data-testid="car-here-note">
            <Text>{note}</Text>
          </View>
        )}
      </View>
      <Text className="car-places__caption">{t('car:place.saved')}</Text>
      {SAVED_SLOTS.map((slot) => {
        const place = p.saved?.[slot] ?? null
        const away = place && place.CityCode !== p.cityCode
        const use = () => (place ? !away && p.onPick(place) : p.onSet(slot))
        return (
          <View
            key={slot}
            className={`car-place car-place--row ${away ? 'car-place--off' : ''}`}
            data-testid={`car-saved-${slot}`}
            data-place={place?.Id ?? ''}
          >
            <View className="car-place__main" role="button" aria-disabled={away || undefined} onClick={use}>
              <View className="car-place__head">
                <Text className="car-place__slot">{t(`car:place.${slot === 'Home' ? 'home' : 'office'}`)}</Text>
                {place && <Text className="car-place__name">{place.Name}</Text>}
              </View>
              {place && <Text className="car-place__address">{away ? t('car:place.otherCity', { city: place.CityName }) : place.Address}</Text>}
            </View>
            <View className="car-place__action" role="button" data-testid={`car-saved-set-${slot}`} onClick={() => p.onSet(slot)}>
              <Text>{t(place ? 'car:place.change' : 'car:place.set')}</Text>
            </View>
          </View>
        )
      })}
    </View>
  )
}
