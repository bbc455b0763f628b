/**
 * message/ calls: the list per category, the unread counts behind the message tab's badge, and
 * marking read. Every call first brings the company's approvals up to date (so an expired
 * approval's result is already in the list) and derives the caller's new notices of the sources
 * the caller may see (sources.ts: the order kernel's order notices, a product's own). A person only ever sees their own messages.
 */
import type { MarkReadReq, MarkReadRes, MessageListReq, MessageListRes, UnreadCountRes } from '../../../../types/api/message'
import type { NotifyTopic } from '../../../../types/api/personal-values'
import type { AuthedContext } from '../../http/context'
import { pendingForMe } from '../approvals/queries'
import { refresh, viewer } from '../approvals/service'
import { inAppTopics } from '../personal/settings'
import { hasPower } from '../power'
import { renderMessage } from './render'
import { noticeSources } from './sources'
import { equal } from '../../db/match'

const CATEGORY_TOPIC: Record<string, NotifyTopic> = { Order: 'OrderUpdates', Approval: 'Approvals', Flight: 'TripReminders' }

/** Derives the caller's new notices; answers the categories the caller may see. */
async function prepare(ctx: AuthedContext): Promise<string[]> {
  const { companyId, personId } = ctx.caller
  await refresh(ctx)
  const power = await ctx.power()
  const visible = ['Approval']
  for (const source of noticeSources()) {
    if (source.power && !hasPower(power, source.power)) continue
    await source.sync(ctx.db, companyId, personId, ctx.now())
    visible.push(source.category)
  }
  // The reader's in-app notification switches (user/savePersonalSettings) hide whole categories.
  const wanted = await inAppTopics(ctx.db, companyId, ctx.caller.userId)
  return visible.filter((c) => wanted.has(CATEGORY_TOPIC[c] ?? 'OrderUpdates'))
}

export async function listMessages(ctx: AuthedContext, req: MessageListReq): Promise<MessageListRes> {
  const visible = await prepare(ctx)
  const db = ctx.db
  const pageIndex = req.PageIndex ?? 1
  const pageSize = req.PageSize ?? 20
  const categories = req.Category && req.Category !== 'All' ? visible.filter((c) => c === req.Category) : visible
  const base = db
    .selectFrom('messages')
    .where((eb) => equal(eb, { company_id: ctx.caller.companyId, person_id: ctx.caller.personId }))
    .where('category', 'in', categories.length ? categories : ['-'])
  const filtered = req.UnreadOnly ? base.where('read_at', 'is', null) : base
  const [total, unread, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .where('read_at', 'is', null)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    filtered
      .select(['id', 'category', 'kind', 'text_key', 'params_json', 'subject_no', 'link_json', 'created_at', 'read_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((pageIndex - 1) * pageSize)
      .execute(),
  ])
  const now = ctx.now()
  return { Total: Number(total.n), PageIndex: pageIndex, PageSize: pageSize, Unread: Number(unread.n), Items: rows.map((r) => renderMessage(r, ctx.lang, now)) }
}

export async function unreadCount(ctx: AuthedContext): Promise<UnreadCountRes> {
  const visible = await prepare(ctx)
  const db = ctx.db
  const rows = await db
    .selectFrom('messages')
    .select(['category', (eb) => eb.fn.countAll<number>().as('n')])
    .where((eb) => equal(eb, { company_id: ctx.caller.companyId, person_id: ctx.caller.personId }))
    .where('read_at', 'is', null)
    .groupBy('category')
    .execute()
  const n = (c: string) => (visible.includes(c) ? Number(rows.find((r) => r.category === c)?.n ?? 0) : 0)
  const pending = (await pendingForMe(db, viewer(ctx))).length
  const res = { PendingApprovals: pending, Approval: n('Approval'), Order: n('Order'), Flight: n('Flight') }
  return { ...res, Total: res.PendingApprovals + res.Approval + res.Order + res.Flight }
}

export async function markRead(ctx: AuthedContext, req: MarkReadReq): Promise<MarkReadRes> {
  const db = ctx.db
  let q = db
    .updateTable('messages')
    .set({ read_at: ctx.now().toISOString() })
    .where((eb) => equal(eb, { company_id: ctx.caller.companyId, person_id: ctx.caller.personId }))
    .where('read_at', 'is', null)
  if (req.Ids?.length) q = q.where('id', 'in', [...new Set(req.Ids)])
  else if (req.Category && req.Category !== 'All') q = q.where('category', '=', req.Category)
  const res = await q.executeTakeFirst()
  return { Updated: Number(res.numUpdatedRows) }
}
