/**
 * No map on H5 without a map key: the address and "open in map app" stand for it (the page shows
 * them on both platforms). Kept out of the H5 bundle entirely — Taro's web map component would
 * otherwise ride along with the components every page loads.
 */
import type { Place } from './location'

export function InlineMap(_props: { place: Place; className?: string }): JSX.Element | null {
  return null
}
