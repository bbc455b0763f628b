/**
 * The route of a ride in the mini-program: WeChat's `<Map>` with the two ends, the car and the
 * route line, when the company has a map key; without one, or when the map reports an error, the
 * page's own sketch (route-map-types.ts).
 */
import { useState } from 'react'
import { Map } from '@tarojs/components'
import { mapChoice, type MapLoad, type MapPoint, type RouteMapProps } from './route-map-types'

export { mapChoice } from './route-map-types'
export type { MapLoad, MapPoint, RouteMapProps } from './route-map-types'

const ll = (p: MapPoint) => ({ latitude: p.lat, longitude: p.lon })
const marker = (id: number, p: MapPoint) => ({ id, ...ll(p), title: p.name ?? '', width: 24, height: 34, iconPath: '' })

export function RouteMap(p: RouteMapProps): JSX.Element {
  // The native map needs nothing loaded: it is ready unless it says otherwise.
  const [load, setLoad] = useState<MapLoad>('ready')
  if (mapChoice(p.mapKey, load) === 'sketch') return p.sketch
  return (
    <Map
      className={p.className}
      latitude={(p.from.lat + p.to.lat) / 2}
      longitude={(p.from.lon + p.to.lon) / 2}
      scale={12}
      includePoints={[ll(p.from), ll(p.to)]}
      markers={[marker(1, p.from), marker(2, p.to), ...(p.car ? [marker(3, p.car)] : [])]}
      polyline={[{ points: [ll(p.from), ll(p.to)], color: '#2F6BFFD9', width: 6 }]}
      aria-label={p.label}
      onError={() => setLoad('failed')}
    />
  )
}
