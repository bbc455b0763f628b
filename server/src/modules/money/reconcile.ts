/**
 * Reconciliation for a company's finance admins (docs/money.md#reconciliation): its mismatches,
 * resolving one with a decision (in the company audit log), and comparing a day again on demand
 * (services/money/ops/reconcile.ts does the comparing; the daily job is jobs.ts).
 */
import { ErrorCode } from '../../../../types/api'
import type * as P from '../../../../types/api/pay-ops'
import type { AppDeps } from '../../deps'
import type { Db } from '../../db/schema'
import type { AuthedContext } from '../../http/context'
import { recordAdminChange } from '../../kernel/audit'
import { rowName } from '../../lib/names'
import { chinaDay, isRealDate } from '../../lib/time'
import { opsTexts } from '../../services/money/ops/texts'
import { compareDay, type DayComparison } from '../../services/money/ops/reconcile'
import { equal } from '../../db/match'
import { rowCount } from '../../db/page'

type MismatchRow = Awaited<ReturnType<typeof readMismatches>>[number]

interface Filter {
  day?: string
  status?: P.MismatchStatus
  id?: number
}

const filtered = (db: Db, companyId: number, f: Filter) => {
  let q = db.selectFrom('pay_mismatches as m').where('m.company_id', '=', companyId)
  if (f.day) q = q.where('m.day', '=', f.day)
  if (f.status) q = q.where('m.status', '=', f.status)
  if (f.id) q = q.where('m.id', '=', f.id)
  return q
}

/** The company's mismatches (newest day first), with the order each payment was for. */
const readMismatches = (db: Db, companyId: number, f: Filter, page?: { offset: number; limit: number }) => {
  let q = filtered(db, companyId, f)
    .leftJoin('pay_intents as i', 'i.intent_no', 'm.intent_no')
    .leftJoin('orders as o', 'o.id', 'i.order_id')
    .selectAll('m')
    .select('o.order_no')
    .orderBy('m.day', 'desc')
    .orderBy('m.id', 'desc')
  if (page) q = q.offset(page.offset).limit(page.limit)
  return q.execute()
}

const view = (m: MismatchRow): P.Mismatch => ({
  MismatchId: m.id,
  Day: m.day,
  Channel: m.channel,
  Kind: m.kind,
  Line: m.line,
  IntentNo: m.intent_no,
  RefundNo: m.refund_no,
  OrderNo: m.order_no ?? '',
  ChannelAmount: Number(m.channel_amount),
  OurAmount: Number(m.our_amount),
  Status: m.status,
  Decision: m.decision,
  DecidedBy: m.decided_by_name,
  DecidedAt: m.decided_at,
  MatchedLater: m.status === 'Resolved' && m.decided_by_user_id === null,
  FoundAt: m.found_at,
})

/** The company's open mismatches of a channel and day. */
const openCount = (db: Db, companyId: number, channel: string, day: string) =>
  rowCount(db.selectFrom('pay_mismatches').where((eb) => equal(eb, { company_id: companyId, channel, day, status: 'Open' })))

export async function listMismatches(ctx: AuthedContext, req: P.MismatchListReq): Promise<P.MismatchListRes> {
  const PageIndex = req.PageIndex ?? 1
  const PageSize = req.PageSize ?? 20
  const companyId = ctx.caller.companyId
  const f: Filter = { day: req.Day, status: req.Status }
  const total = await rowCount(filtered(ctx.db, companyId, f))
  const items = await readMismatches(ctx.db, companyId, f, { offset: (PageIndex - 1) * PageSize, limit: PageSize })
  const latest: P.Comparison[] = []
  for (const channel of ctx.deps.payments.names) {
    const r = await ctx.db.selectFrom('pay_reconciliations').selectAll().where('channel', '=', channel).orderBy('day', 'desc').limit(1).executeTakeFirst()
    if (r)
      latest.push({
        Channel: channel,
        Day: r.day,
        Payments: r.payments,
        Refunds: r.refunds,
        Open: await openCount(ctx.db, companyId, channel, r.day),
        RanAt: r.ran_at,
      })
  }
  return {
    Items: items.map(view),
    Total: total,
    PageIndex,
    PageSize,
    Latest: latest.sort((a, b) => b.Day.localeCompare(a.Day)),
  }
}

/** The mismatch as the audit log keeps it. */
const auditView = (m: MismatchRow) => ({
  Day: m.day,
  Channel: m.channel,
  Kind: m.kind,
  IntentNo: m.intent_no,
  RefundNo: m.refund_no,
  ChannelAmount: Number(m.channel_amount),
  OurAmount: Number(m.our_amount),
  Status: m.status,
  Decision: m.decision,
})

export async function resolveMismatch(ctx: AuthedContext, req: P.MismatchResolveReq): Promise<P.Mismatch> {
  const decision = req.Decision.trim()
  if (!decision) throw opsTexts.invalid('payOpsDecisionBlank')
  const companyId = ctx.caller.companyId
  const find = async (db: Db) => (await readMismatches(db, companyId, { id: req.MismatchId }))[0]
  const me = await ctx.db.selectFrom('persons').select(['ch_name', 'last_name', 'first_name']).where('id', '=', ctx.caller.personId).executeTakeFirst()
  const name = me ? rowName(me) : ''
  const at = ctx.now().toISOString()
  await ctx.db.transaction().execute(async (trx) => {
    const before = await find(trx)
    if (!before) throw opsTexts.error(ErrorCode.NotFound, 'payOpsMismatchUnknown')
    const done = await trx
      .updateTable('pay_mismatches')
      .set({ status: 'Resolved', decision, decided_by_user_id: ctx.caller.userId, decided_by_name: name, decided_at: at })
      .where((eb) => equal(eb, { id: before.id, company_id: companyId, status: 'Open' }))
      .executeTakeFirst()
    if (Number(done.numUpdatedRows) !== 1) throw opsTexts.error(ErrorCode.AlreadyExists, 'payOpsMismatchResolved')
    await recordAdminChange(trx, ctx, 'PaymentMismatch', before.id, 'resolve', auditView(before), {
      ...auditView(before),
      Status: 'Resolved',
      Decision: decision,
    })
  })
  return view((await find(ctx.db))!)
}

/** Compares every configured channel's statement of a day; the answer counts the caller's company's open mismatches. */
export async function compareEveryChannel(deps: AppDeps, day: string): Promise<{ channel: string; result: DayComparison | null }[]> {
  const out: { channel: string; result: DayComparison | null }[] = []
  for (const name of deps.payments.names) {
    const channel = deps.payments.get(name)
    if (!channel) continue
    try {
      out.push({ channel: name, result: await compareDay(deps.db, channel, day, deps.clock(), (msg) => deps.log.warn(msg)) })
    } catch (err) {
      deps.log.error({ err, channel: name, day }, 'reconciliation failed')
      out.push({ channel: name, result: null })
    }
  }
  return out
}

export async function runReconciliation(ctx: AuthedContext, req: P.ReconcileRunReq): Promise<P.ReconcileRunRes> {
  if (!isRealDate(req.Day) || req.Day >= chinaDay(ctx.now())) throw opsTexts.invalid('payOpsDayNotPast')
  const companyId = ctx.caller.companyId
  const channels: P.ReconcileRunRes['Channels'] = []
  for (const { channel, result } of await compareEveryChannel(ctx.deps, req.Day))
    channels.push({
      Channel: channel,
      Day: req.Day,
      Payments: result?.payments ?? 0,
      Refunds: result?.refunds ?? 0,
      Open: await openCount(ctx.db, companyId, channel, req.Day),
      RanAt: ctx.now().toISOString(),
      Failed: result === null,
    })
  return { Day: req.Day, Channels: channels }
}
