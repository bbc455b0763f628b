/**
 * A hotel search as route parameters. The list and hotel pages read the search from their URL, so
 * an H5 reload (which starts with an empty session store), a shared link or the back button shows
 * the same city, stay, rooms and guests, keyword, stars and price, list filters and travellers.
 * Pure: no Taro, no React.
 */
import type { HotelSort, PayKind } from '@api/hotel'
import { parseDate, toIsoDate } from '@/domain/dates'
import { MAX_ROOMS, normaliseOccupancy, type Occupancy } from '@/domain/hotel-stay'
import type { RouteParams } from '@/routes'

export interface HotelQuery {
  intl: boolean
  city: { code: string; name: string; country: string; currency: string }
  checkIn: string
  checkOut: string
  earlyMorning: boolean
  occupancy: Occupancy
  keyword: { kind: 'Text' | 'Hotel' | 'Brand' | 'Area'; value: string; name: string } | null
  stars: number[]
  band: number | null
  sort: HotelSort
  filters: { brands: string[]; groups: string[]; areas: string[]; facilities: string[]; payKinds: PayKind[]; freeCancel: boolean }
  travellers: { id: number; name: string }[]
}

const SORTS: readonly HotelSort[] = ['Recommended', 'PriceAsc', 'PriceDesc', 'StarDesc', 'Distance']
const PAYS: readonly PayKind[] = ['Prepay', 'PayAtHotel', 'Monthly']
const KINDS = ['Text', 'Hotel', 'Brand', 'Area'] as const
const list = (v: string | undefined): string[] =>
  v
    ? v
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean)
        .slice(0, 30)
    : []
const joined = (a: readonly (string | number)[]): string | undefined => (a.length ? a.join(',') : undefined)

export function toHotelParams(q: HotelQuery): RouteParams {
  const f = q.filters
  return {
    intl: q.intl ? 1 : undefined,
    city: q.city.code,
    cityName: q.city.name,
    country: q.city.country,
    cur: q.city.currency,
    in: q.checkIn,
    out: q.checkOut,
    em: q.earlyMorning ? 1 : undefined,
    rooms: q.occupancy.rooms,
    adults: q.occupancy.adults,
    kids: joined(q.occupancy.childAges),
    kw: q.keyword ? q.keyword.value : undefined,
    kwKind: q.keyword && q.keyword.kind !== 'Text' ? q.keyword.kind : undefined,
    kwName: q.keyword && q.keyword.name !== q.keyword.value ? q.keyword.name : undefined,
    stars: joined(q.stars),
    band: q.band ?? undefined,
    sort: q.sort === 'Recommended' ? undefined : q.sort,
    brands: joined(f.brands),
    groups: joined(f.groups),
    areas: joined(f.areas),
    fac: joined(f.facilities),
    pay: joined(f.payKinds),
    free: f.freeCancel ? 1 : undefined,
    pax: joined(q.travellers.map((p) => p.id)),
    paxNames: q.travellers.length ? q.travellers.map((p) => p.name.replace(/[|]/g, ' ')).join('|') : undefined,
  }
}

const dec = (v: string | undefined): string => {
  if (!v) return ''
  try {
    return decodeURIComponent(v)
  } catch {
    return v
  }
}

/** The search a URL describes, or null when it carries none (then the page keeps the store's). */
export function fromHotelParams(raw: Record<string, string | undefined>): HotelQuery | null {
  const p = (k: string) => dec(raw[k])
  const code = p('city').toUpperCase()
  const checkIn = parseDate(p('in'))
  const checkOut = parseDate(p('out'))
  if (!/^[A-Z]{3}$/.test(code) || !checkIn || !checkOut) return null
  const int = (k: string) => (/^\d+$/.test(p(k)) ? Number(p(k)) : undefined)
  const rooms = int('rooms') ?? 1
  const kw = p('kw').trim()
  const kind: NonNullable<HotelQuery['keyword']>['kind'] = KINDS.find((k) => k === p('kwKind')) ?? 'Text'
  const ids = list(p('pax')).map(Number)
  const names = p('paxNames') ? p('paxNames').split('|') : []
  const intl = p('intl') === '1'
  return {
    intl,
    city: { code, name: p('cityName') || code, country: p('country') || (intl ? '' : 'CN'), currency: /^[A-Z]{3}$/.test(p('cur')) ? p('cur') : 'CNY' },
    checkIn: toIsoDate(checkIn),
    checkOut: toIsoDate(checkOut),
    earlyMorning: p('em') === '1',
    occupancy: normaliseOccupancy({ rooms: Math.min(rooms, MAX_ROOMS), adults: int('adults'), childAges: list(p('kids')).map(Number) }),
    keyword: kw ? { kind, value: kw, name: p('kwName') || kw } : null,
    stars: list(p('stars'))
      .map(Number)
      .filter((n) => [2, 3, 4, 5].includes(n)),
    band: int('band') ?? null,
    sort: (SORTS as readonly string[]).includes(p('sort')) ? (p('sort') as HotelSort) : 'Recommended',
    filters: {
      brands: list(p('brands')),
      groups: list(p('groups')),
      areas: list(p('areas')),
      facilities: list(p('fac')),
      payKinds: list(p('pay')).filter((k): k is PayKind => (PAYS as readonly string[]).includes(k)),
      freeCancel: p('free') === '1',
    },
    travellers: ids.every((n) => Number.isInteger(n) && n > 0) ? ids.map((id, i) => ({ id, name: names[i] ?? '' })) : [],
  }
}
