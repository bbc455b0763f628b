/**
 * Which of my disruptions a banner shows (docs/disruptions.md): apart from the assistant's rules
 * (disruption.ts) because home and the trips tab carry it in the mini-program's main package.
 */
import type { Disruption } from '@api/disruption'
import { chinaDateTime } from './china-time'

const DAY_MS = 24 * 60 * 60 * 1000

/** 'yyyy-MM-dd HH:mm' of a stamp written with a space or a 'T' (seconds and zone dropped). */
const minuteOf = (stamp: string): string => stamp.replace('T', ' ').slice(0, 16)

/**
 * What a banner shows of my disruptions: the open ones; on an order's page only that order's,
 * and there also the ones that only informed (a short delay, a gate) during the last day.
 */
export function bannerItems(items: readonly Disruption[], nowMs: number, orderNo?: string): Disruption[] {
  if (!orderNo) return items.filter((d) => d.State === 'Open')
  const since = chinaDateTime(nowMs - DAY_MS)
  return items.filter((d) => d.OrderNo === orderNo && (d.State === 'Open' || (d.State === 'Informed' && minuteOf(d.CreatedAt) >= since)))
}
