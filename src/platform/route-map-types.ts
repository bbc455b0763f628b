/**
 * What the route map of a ride draws (src/platform/route-map.*): the two ends, the car when it is
 * on the way, and the map service's key. `mapChoice` decides between the map service and the
 * drawing the screens make themselves (the `sketch` they pass): no key, a key whose script has
 * not loaded (yet, or at all) or a map that failed → the sketch.
 */
import type { ReactElement } from 'react'

export interface MapPoint {
  lat: number
  lon: number
  name?: string
}

export interface RouteMapProps {
  /** The map service's key and security code (map/getInitInfo); null or an empty key: no map service. */
  mapKey: { key: string; securityJsCode: string } | null
  from: MapPoint
  to: MapPoint
  car?: MapPoint | null
  label: string
  className?: string
  /** Shown instead of the map: without a key, while the map service loads, when it cannot. */
  sketch: ReactElement
}

export type MapLoad = 'idle' | 'loading' | 'ready' | 'failed'

export const mapChoice = (mapKey: RouteMapProps['mapKey'], load: MapLoad): 'map' | 'sketch' => (mapKey?.key && load === 'ready' ? 'map' : 'sketch')
