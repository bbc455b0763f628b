/** The mini-program's native map with the place marked; a tap opens WeChat's location view. */
import { Map } from '@tarojs/components'
import { openPlace, type Place } from './location'

export function InlineMap({ place, className }: { place: Place; className?: string }): JSX.Element | null {
  return (
    <Map
      className={className}
      latitude={place.latitude}
      longitude={place.longitude}
      scale={15}
      markers={[{ id: 1, latitude: place.latitude, longitude: place.longitude, title: place.name, width: 24, height: 34, iconPath: '' }]}
      onTap={() => void openPlace(place)}
      onError={() => undefined}
    />
  )
}
