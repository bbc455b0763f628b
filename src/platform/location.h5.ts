/**
 * A place shown in the phone's map app. A browser has no map of its own without a map key, so
 * H5 opens the marker in a map site that hands over to the installed app (AMap's URI API,
 * coordinates in GCJ-02 as the server sends them).
 */
export interface Place {
  latitude: number
  longitude: number
  name: string
  address: string
}

function markerUrl(p: Place): string {
  const q = `position=${p.longitude.toFixed(6)},${p.latitude.toFixed(6)}&name=${encodeURIComponent(p.name)}&src=corporate-travel&coordinate=gaode&callnative=1`
  return `https://uri.amap.com/marker?${q}`
}

export async function openPlace(p: Place): Promise<void> {
  window.open(markerUrl(p), '_blank', 'noopener')
}
