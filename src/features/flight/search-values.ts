/** The flight search's values: recent cities and routes as kept in 'planeCities', travellers, the outbound choice of a round trip. */
import { KEYS } from '@/core/storage-keys'
import type { CityRef } from '@/domain/city'
import type { KVStore } from '@/platform/kv'
import type { ChosenSegment } from './selection'
import type { SegmentReason } from './reasons'

export interface RouteRef {
  from: CityRef
  to: CityRef
}

export interface Traveller {
  id: number
  name: string
}

export interface PlaneCities {
  from?: CityRef
  to?: CityRef
  cities: CityRef[]
  routes: RouteRef[]
}

export const MAX_RECENT_CITIES = 8
export const MAX_RECENT_ROUTES = 6
/** Used until the index info arrives (and when it cannot). */
export const DEFAULT_MAX_BOOK_DAYS = 365

export const BEIJING: CityRef = { code: 'BJS', names: { CN: '北京', EN: 'Beijing', JP: '北京' } }
export const SHANGHAI: CityRef = { code: 'SHA', names: { CN: '上海', EN: 'Shanghai', JP: '上海' } }

export function isCityRef(v: unknown): v is CityRef {
  const c = v as CityRef | null
  return !!c && typeof c.code === 'string' && /^[A-Z]{3}$/.test(c.code) && !!c.names && typeof c.names.CN === 'string'
}

export function readPlaneCities(kv: KVStore): PlaneCities {
  const v = kv.getJSON<Partial<PlaneCities> | null>(KEYS.planeCities, null)
  return {
    from: isCityRef(v?.from) ? v?.from : undefined,
    to: isCityRef(v?.to) ? v?.to : undefined,
    cities: Array.isArray(v?.cities) ? v!.cities.filter(isCityRef).slice(0, MAX_RECENT_CITIES) : [],
    routes: Array.isArray(v?.routes) ? v!.routes.filter((r) => isCityRef(r?.from) && isCityRef(r?.to)).slice(0, MAX_RECENT_ROUTES) : [],
  }
}

export type { LoadState } from '@/shared/search-results'

/** The chosen outbound fare of a round trip, with its reason, while the return is chosen. */
export interface OutboundChoice {
  segment: ChosenSegment
  /** The first reason (kept for a choice saved before reasons came one per broken rule). */
  reason: SegmentReason | null
  /** One reason per rule the fare breaks. */
  reasons?: SegmentReason[]
}

/** Every reason given for the outbound fare. */
export function outboundReasons(o: OutboundChoice): SegmentReason[] {
  return o.reasons ?? (o.reason ? [o.reason] : [])
}
