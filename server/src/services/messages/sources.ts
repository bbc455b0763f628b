/**
 * Notices added to the message centre beyond approvals: the order kernel's order timelines
 * (kernel/orders/notices.ts) and a product's own (flight dynamics). Each source registers its
 * category, the permission that shows it, how a person's notices are derived when they read the
 * message centre, and how its kind renders.
 */
import type { Kysely } from 'kysely'
import type { PowerKey } from '../../../../types/api'
import type { FlightNoticeInfo, MessageCategory, MessageKind } from '../../../../types/api/message'
import type { Database } from '../../db/schema'
import type { Lang } from '../../i18n'

export interface NoticeSource {
  category: MessageCategory
  kind: MessageKind
  /** Without this permission the category is neither derived nor shown; absent: every reader sees it. */
  power?: PowerKey
  sync(db: Kysely<Database>, companyId: number, personId: number, now: Date): Promise<void>
  /** A stored notice (its params) in the reader's language, as it stands at `now`. */
  render(params: Record<string, string | number>, lang: Lang, now: Date): { title: string; content: string; flight?: FlightNoticeInfo | null }
}

const SOURCES: NoticeSource[] = []

export function registerNoticeSource(source: NoticeSource): void {
  if (SOURCES.some((s) => s.kind === source.kind)) throw new Error(`notice source ${source.kind} registered twice`)
  SOURCES.push(source)
}

export const noticeSources = (): readonly NoticeSource[] => SOURCES
