/**
 * The route of a ride on H5: the map service's JS API (AMap JS API 2.0, loaded once, its security
 * code set first as window._AMapSecurityConfig) draws the two ends, the car and the route line.
 * Without a key, while the script loads, and when the map service cannot be reached (an error or
 * no answer within LOAD_TIMEOUT_MS) the page's own sketch stands in (route-map-types.ts).
 */
import { createElement, useEffect, useRef, useState } from 'react'
import { mapChoice, type MapLoad, type MapPoint, type RouteMapProps } from './route-map-types'

export { mapChoice } from './route-map-types'
export type { MapLoad, MapPoint, RouteMapProps } from './route-map-types'

/** The parts of AMap 2.0 drawn here. */
interface AMapMap {
  add(o: unknown[]): void
  clearMap(): void
  setFitView(o?: unknown[]): void
  destroy(): void
}
interface AMapApi {
  Map: new (el: HTMLElement, o: Record<string, unknown>) => AMapMap
  Marker: new (o: Record<string, unknown>) => unknown
  Polyline: new (o: Record<string, unknown>) => unknown
}
type MapWindow = Window & { AMap?: AMapApi; _AMapSecurityConfig?: { securityJsCode: string } }

const SCRIPT = 'https://webapi.amap.com/maps?v=2.0&key='
const LOAD_TIMEOUT_MS = 8000
let loading: Promise<AMapApi> | null = null

function loadAMap(key: string, securityJsCode: string): Promise<AMapApi> {
  const w = window as MapWindow
  if (w.AMap) return Promise.resolve(w.AMap)
  if (loading) return loading
  loading = new Promise<AMapApi>((resolve, reject) => {
    w._AMapSecurityConfig = { securityJsCode }
    const s = document.createElement('script')
    const fail = () => {
      clearTimeout(timer)
      s.remove()
      loading = null
      reject(new Error('the map service could not be loaded'))
    }
    const timer = setTimeout(fail, LOAD_TIMEOUT_MS)
    s.async = true
    s.src = SCRIPT + encodeURIComponent(key)
    s.onload = () => {
      clearTimeout(timer)
      if (w.AMap) resolve(w.AMap)
      else fail()
    }
    s.onerror = fail
    document.head.appendChild(s)
  })
  return loading
}

const at = (p: MapPoint): [number, number] => [p.lon, p.lat]

export function RouteMap(p: RouteMapProps): JSX.Element {
  const [load, setLoad] = useState<MapLoad>('idle')
  const el = useRef<HTMLDivElement | null>(null)
  const map = useRef<AMapMap | null>(null)
  const key = p.mapKey?.key ?? ''
  const code = p.mapKey?.securityJsCode ?? ''
  useEffect(() => {
    if (!key) return
    let live = true
    setLoad('loading')
    loadAMap(key, code).then(
      () => live && setLoad('ready'),
      () => live && setLoad('failed'),
    )
    return () => {
      live = false
    }
  }, [key, code])
  const car = p.car ?? null
  useEffect(() => {
    const A = (window as MapWindow).AMap
    if (load !== 'ready' || !el.current || !A) return
    try {
      map.current ??= new A.Map(el.current, { zoom: 12, center: at(p.from) })
      const m = map.current
      m.clearMap()
      const overlays = [
        new A.Marker({ position: at(p.from), title: p.from.name }),
        new A.Marker({ position: at(p.to), title: p.to.name }),
        new A.Polyline({ path: [at(p.from), at(p.to)], strokeColor: '#2f6bff', strokeWeight: 6, strokeOpacity: 0.85 }),
        ...(car ? [new A.Marker({ position: at(car), title: car.name })] : []),
      ]
      m.add(overlays)
      m.setFitView(overlays)
    } catch {
      setLoad('failed')
    }
  }, [load, p.from.lat, p.from.lon, p.to.lat, p.to.lon, car?.lat, car?.lon])
  useEffect(
    () => () => {
      map.current?.destroy()
      map.current = null
    },
    [],
  )
  if (mapChoice(p.mapKey, load) === 'sketch') return p.sketch
  return createElement('div', { ref: el, className: p.className, role: 'img', 'aria-label': p.label, 'data-testid': 'route-map' })
}
