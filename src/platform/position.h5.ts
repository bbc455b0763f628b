/**
 * Where the phone is, for the car's current place: the browser's geolocation (WGS-84; the few
 * hundred metres to the map's GCJ-02 do not matter for the nearest place). Denied permission and
 * every other failure (no geolocation, no fix in 10 s) come back as a reason, never thrown.
 */
export type Position = { lat: number; lon: number } | { failed: 'denied' | 'unavailable' }

export function currentPosition(): Promise<Position> {
  const geo = typeof navigator !== 'undefined' ? navigator.geolocation : undefined
  if (!geo) return Promise.resolve({ failed: 'unavailable' })
  return new Promise((resolve) =>
    geo.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lon: p.coords.longitude }),
      (e) => resolve({ failed: e.code === 1 ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 },
    ),
  )
}
