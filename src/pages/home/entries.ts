import type { ModuleIcons, PowerKey } from '@api/index'
import { tileShown } from '@/core/product'
import { DECLARED } from '@/products'
import type { RouteName } from '@/routes'
import type { HomeTile } from '@/product-entries'
import trips from '@/assets/entries/trips.png'
import notice from '@/assets/entries/notice.png'

/** The built-in tile icons, by file name: a product names its own (HomeTileDef.icon). */
const ICONS = require.context('../../assets/entries', false, /\.png$/)
const iconOf = (name: string): string => ICONS(`./${name}.png`) as string

export interface HomeEntry {
  key: string
  /** i18n key of the label. */
  label: string
  /** Built-in icon; a company theme may replace it (Theme.ModuleIcons). */
  icon: string
  themeIcon?: keyof ModuleIcons
  /** Shown only when PersonalPower allows every one of these. */
  needs: PowerKey[]
  /** And, when given, at least one of these. */
  needsAny?: PowerKey[]
  tile: HomeTile
}

/** The products' tiles as each declares its own (src/features/<product>/product.ts), in their declared rank. */
const PRODUCT_ENTRIES: HomeEntry[] = DECLARED.flatMap((p) => (p.home ? [p.home].flat() : []))
  .sort((a, b) => a.rank - b.rank)
  .map((h) => ({
    key: h.tile,
    label: h.label,
    icon: iconOf(h.icon),
    ...(h.themeIcon ? { themeIcon: h.themeIcon } : {}),
    needs: h.needs,
    ...(h.needsAny ? { needsAny: h.needsAny } : {}),
    tile: { route: h.route as RouteName, ...(h.params ? { params: h.params } : {}) },
  }))

/** Entries of the home grid: the products' (Ctrip's order, docs/ux.md), then the shell's own. */
export const HOME_ENTRIES: HomeEntry[] = [
  ...PRODUCT_ENTRIES,
  { key: 'trips', label: 'common:modules.travel', icon: trips, themeIcon: 'Travel', needs: ['TripPermission.Enable'], tile: { route: 'trip' } },
  { key: 'notices', label: 'shell:announcement.list', icon: notice, needs: [], tile: { route: 'announcementList' } },
]

export function visibleEntries(can: (key: PowerKey) => boolean): HomeEntry[] {
  return HOME_ENTRIES.filter((e) => tileShown(e, can))
}
