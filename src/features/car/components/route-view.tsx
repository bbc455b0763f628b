/**
 * The ride's route: the map service's map (src/platform/route-map) when the company has a map key
 * (map/getInitInfo, asked once and kept), else — and while it loads, or when it cannot — the
 * route sketch drawn from the places' coordinates. The car is placed where the order says.
 */
import { useEffect } from 'react'
import { observer } from 'mobx-react'
import type { CarPlace, RideState } from '@api/car'
import { RouteMap, type MapPoint } from '@/platform/route-map'
import { useStores } from '@/stores'
import RouteSketch from './route-sketch'

const mix = (a: MapPoint, b: MapPoint, k: number): MapPoint => ({ lat: a.lat + (b.lat - a.lat) * k, lon: a.lon + (b.lon - a.lon) * k })

/** Where the car is on the map: coming to the rider from behind the start, then along the route (as the sketch draws it). */
export function carPoint(from: MapPoint, to: MapPoint, state: RideState | null, progress: number): MapPoint | null {
  if (state === 'DriverComing') return mix(mix(from, to, -0.35), from, progress)
  if (state === 'DriverArrived') return from
  if (state === 'InTravel') return mix(from, to, progress)
  if (state === 'Completed') return to
  return null
}

function RouteView(p: { from: CarPlace; to: CarPlace; state?: RideState | null; progress?: number; label: string }) {
  const root = useStores()
  useEffect(() => {
    void root.ensureMapKey().catch(() => undefined)
  }, [])
  const key = root.mapKey.value
  const from = { lat: p.from.Lat, lon: p.from.Lon, name: p.from.Name }
  const to = { lat: p.to.Lat, lon: p.to.Lon, name: p.to.Name }
  return (
    <RouteMap
      mapKey={key?.key ? key : null}
      from={from}
      to={to}
      car={carPoint(from, to, p.state ?? null, p.progress ?? 0)}
      label={p.label}
      className="car-map"
      sketch={<RouteSketch {...p} />}
    />
  )
}

export default observer(RouteView)
