import type { ModuleIcons, PowerKey } from '@api/index'
import { HOME_TILES, type HomeTile } from '@/routes'
import flight from '@/assets/entries/flight.png'
import intlFlight from '@/assets/entries/intl-flight.png'
import hotel from '@/assets/entries/hotel.png'
import train from '@/assets/entries/train.png'
import car from '@/assets/entries/car.png'
import bus from '@/assets/entries/bus.png'
import dining from '@/assets/entries/dining.png'
import travelApply from '@/assets/entries/travel-apply.png'
import trips from '@/assets/entries/trips.png'
import notice from '@/assets/entries/notice.png'

export interface HomeEntry {
  key: string
  /** i18n key of the label. */
  label: string
  /** Built-in icon; a company theme may replace it (Theme.ModuleIcons). */
  icon: string
  themeIcon?: keyof ModuleIcons
  /** Shown only when PersonalPower allows every one of these. */
  needs: PowerKey[]
  /** The product's first page, as the product declares it (HOME_TILES); a tile whose product is not built yet is not shown. */
  tile: HomeTile | null
}

/** Product entries of the home grid, in Ctrip's order (docs/ux.md). */
export const HOME_ENTRIES: HomeEntry[] = [
  { key: 'flight', label: 'common:modules.plane', icon: flight, themeIcon: 'Plane', needs: ['BusinessPermission.Flight.Search'], tile: HOME_TILES['flight'] ?? null },
  { key: 'intlFlight', label: 'common:modules.intlPlane', icon: intlFlight, needs: ['BusinessPermission.IntlFlight.Search'], tile: HOME_TILES['intlFlight'] ?? null },
  { key: 'hotel', label: 'common:modules.hotel', icon: hotel, themeIcon: 'Hotel', needs: ['BusinessPermission.Hotel.Search'], tile: HOME_TILES['hotel'] ?? null },
  { key: 'intlHotel', label: 'common:modules.intlHotel', icon: hotel, needs: ['BusinessPermission.IntlHotel.Search'], tile: HOME_TILES['intlHotel'] ?? null },
  { key: 'train', label: 'common:modules.train', icon: train, themeIcon: 'Train', needs: ['BusinessPermission.Train.Search'], tile: HOME_TILES['train'] ?? null },
  { key: 'car', label: 'common:modules.car', icon: car, themeIcon: 'Car', needs: ['BusinessPermission.Car.Ride.Search'], tile: HOME_TILES['car'] ?? null },
  { key: 'bus', label: 'common:modules.bus', icon: bus, themeIcon: 'Bus', needs: ['BusinessPermission.Bus.Search'], tile: HOME_TILES['bus'] ?? null },
  { key: 'dining', label: 'common:modules.dinner', icon: dining, themeIcon: 'Dinner', needs: ['BusinessPermission.Dining.Search'], tile: HOME_TILES['dining'] ?? null },
  { key: 'travelApply', label: 'common:modules.travelApply', icon: travelApply, themeIcon: 'TravelApply', needs: ['BusinessPermission.TripApplicationForm'], tile: HOME_TILES['travelApply'] ?? null },
  { key: 'trips', label: 'common:modules.travel', icon: trips, themeIcon: 'Travel', needs: ['TripPermission.Enable'], tile: { route: 'trip' } },
  { key: 'notices', label: 'shell:announcement.list', icon: notice, needs: [], tile: { route: 'announcementList' } },
]

export function visibleEntries(can: (key: PowerKey) => boolean): (HomeEntry & { tile: HomeTile })[] {
  return HOME_ENTRIES.filter((e): e is HomeEntry & { tile: HomeTile } => e.tile !== null && e.needs.every(can))
}
