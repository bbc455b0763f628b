/**
 * Reconciliation (docs/money.md#reconciliation): one channel's statement of one China day against
 * the ledgers. A payment line is ours when its intent succeeded here (its amount must be the
 * intent's) or when the payment came after the intent ended and went back through the channel
 * (a paidAfterTimeout channel refund); a refund line is ours when its channel refund is recorded
 * (a Processing one the statement shows done is marked Succeeded, as its notification would).
 * What succeeded here that day (intents, channel refunds) must be on the statement. What does not
 * match is a mismatch of its company: ChannelOnly, LedgerOnly or AmountDiffers. Comparing a day
 * again adds only what is new and closes what matches now (decided by nobody); a finance admin's
 * decision is kept.
 */
import type { Db } from '../../../db/schema'
import { addDays, chinaInstant } from '../../../lib/time'
import type { PaymentChannel, StatementLine } from '../channels/types'
import type { MismatchKind } from './tables'
import { equal } from '../../../db/match'

export interface DayComparison {
  channel: string
  day: string
  payments: number
  refunds: number
  /** Mismatches open for the channel and day after the comparison (every company). */
  mismatches: number
}

interface Found {
  companyId: number
  kind: MismatchKind
  line: 'Payment' | 'Refund'
  intentNo: string
  refundNo: string
  channelAmount: number
  ourAmount: number
}

/** A payment succeeding here this soon after midnight may be on the previous day's statement. */
const MIDNIGHT_MARGIN_MS = 10 * 60_000
const CHUNK = 500

const dayRange = (day: string) => ({ start: chinaInstant(day, 0).toISOString(), end: chinaInstant(addDays(day, 1), 0).toISOString() })

async function inChunks<T>(keys: string[], read: (part: string[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = []
  for (let i = 0; i < keys.length; i += CHUNK) if (keys.length) out.push(...(await read(keys.slice(i, i + CHUNK))))
  return out
}

/** Compares the channel's statement of `day` with the ledgers and records the mismatches; `warn` hears of lines no company knows. */
export async function compareDay(db: Db, channel: PaymentChannel, day: string, now: Date, warn: (msg: string) => void = () => {}): Promise<DayComparison> {
  const lines = await channel.statement(day)
  const name = channel.name
  const { start, end } = dayRange(day)
  const payLines = new Map<string, StatementLine>()
  const refundLines = new Map<string, StatementLine>()
  for (const l of lines) {
    const to = l.kind === 'Payment' ? payLines : refundLines
    const key = l.kind === 'Payment' ? l.intentNo : l.refundNo
    const seen = to.get(key)
    to.set(key, seen ? { ...seen, amount: seen.amount + l.amount } : l)
  }
  const intentNos = [...new Set([...payLines.keys(), ...[...refundLines.values()].map((l) => l.intentNo)])]
  const intents = new Map(
    (await inChunks(intentNos, (part) => db.selectFrom('pay_intents').selectAll().where('channel', '=', name).where('intent_no', 'in', part).execute())).map(
      (i) => [i.intent_no, i],
    ),
  )
  const lateRefunds = new Set(
    (
      await inChunks(intentNos, (part) =>
        db
          .selectFrom('channel_refunds')
          .select('intent_no')
          .where('reason', '=', 'paidAfterTimeout')
          .where('status', '!=', 'Failed')
          .where('intent_no', 'in', part)
          .execute(),
      )
    ).map((r) => r.intent_no),
  )
  const refunds = new Map(
    (
      await inChunks([...refundLines.keys()], (part) =>
        db.selectFrom('channel_refunds').selectAll().where('channel', '=', name).where('refund_no', 'in', part).execute(),
      )
    ).map((r) => [r.refund_no, r]),
  )
  const found: Found[] = []
  const add = (f: Found) => found.push(f)

  for (const l of payLines.values()) {
    const i = intents.get(l.intentNo)
    if (!i) {
      warn(`${name} ${day}: payment ${l.intentNo} (${l.amount} fen) is no intent of ours`)
      continue
    }
    const base = { companyId: i.company_id, line: 'Payment' as const, intentNo: l.intentNo, refundNo: '', channelAmount: l.amount }
    if (i.status === 'Succeeded') {
      if (Number(i.amount) !== l.amount) add({ ...base, kind: 'AmountDiffers', ourAmount: Number(i.amount) })
    } else if (!lateRefunds.has(i.intent_no)) add({ ...base, kind: 'ChannelOnly', ourAmount: 0 })
  }
  const succeeded = await db
    .selectFrom('pay_intents')
    .select(['company_id', 'intent_no', 'amount', 'settled_at'])
    .where((eb) => equal(eb, { channel: name, status: 'Succeeded' }))
    .where('settled_at', '>=', start)
    .where('settled_at', '<', end)
    .execute()
  let dayBefore: Set<string> | null = null
  for (const i of succeeded) {
    if (payLines.has(i.intent_no)) continue
    if (Date.parse(i.settled_at!) - Date.parse(start) < MIDNIGHT_MARGIN_MS) {
      dayBefore ??= new Set((await channel.statement(addDays(day, -1))).filter((l) => l.kind === 'Payment').map((l) => l.intentNo))
      if (dayBefore.has(i.intent_no)) continue
    }
    add({ companyId: i.company_id, kind: 'LedgerOnly', line: 'Payment', intentNo: i.intent_no, refundNo: '', channelAmount: 0, ourAmount: Number(i.amount) })
  }

  for (const l of refundLines.values()) {
    const r = refunds.get(l.refundNo)
    const companyId = r?.company_id ?? intents.get(l.intentNo)?.company_id
    if (companyId === undefined) {
      warn(`${name} ${day}: refund ${l.refundNo} (${l.amount} fen) is no refund of ours`)
      continue
    }
    const base = { companyId, line: 'Refund' as const, intentNo: l.intentNo, refundNo: l.refundNo, channelAmount: l.amount }
    if (!r || r.status === 'Pending' || r.status === 'Failed') {
      add({ ...base, kind: 'ChannelOnly', ourAmount: 0 })
      continue
    }
    // The channel's statement says the refund went through: as good as its notification.
    if (r.status === 'Processing')
      await db.updateTable('channel_refunds').set({ status: 'Succeeded', settled_at: l.at }).where('id', '=', r.id).where('status', '=', 'Processing').execute()
    if (Number(r.amount) !== l.amount) add({ ...base, kind: 'AmountDiffers', ourAmount: Number(r.amount) })
  }
  const refunded = await db
    .selectFrom('channel_refunds')
    .select(['company_id', 'intent_no', 'refund_no', 'amount'])
    .where((eb) => equal(eb, { channel: name, status: 'Succeeded' }))
    .where('settled_at', '>=', start)
    .where('settled_at', '<', end)
    .execute()
  for (const r of refunded)
    if (!refundLines.has(r.refund_no))
      add({
        companyId: r.company_id,
        kind: 'LedgerOnly',
        line: 'Refund',
        intentNo: r.intent_no,
        refundNo: r.refund_no,
        channelAmount: 0,
        ourAmount: Number(r.amount),
      })

  const at = now.toISOString()
  const mismatches = await db.transaction().execute(async (trx) => {
    for (const f of found)
      await trx
        .insertInto('pay_mismatches')
        .values({
          company_id: f.companyId,
          day,
          channel: name,
          kind: f.kind,
          line: f.line,
          intent_no: f.intentNo,
          refund_no: f.refundNo,
          channel_amount: f.channelAmount,
          our_amount: f.ourAmount,
          status: 'Open',
          decision: '',
          decided_by_user_id: null,
          decided_by_name: '',
          decided_at: null,
          found_at: at,
        })
        .onConflict((oc) => oc.columns(['channel', 'day', 'kind', 'intent_no', 'refund_no']).doNothing())
        .execute()
    // What matches now is closed, decided by nobody.
    const still = new Set(found.map((f) => `${f.kind}|${f.intentNo}|${f.refundNo}`))
    const open = await trx
      .selectFrom('pay_mismatches')
      .select(['id', 'kind', 'intent_no', 'refund_no'])
      .where((eb) => equal(eb, { channel: name, day, status: 'Open' }))
      .execute()
    const matched = open.filter((m) => !still.has(`${m.kind}|${m.intent_no}|${m.refund_no}`)).map((m) => m.id)
    if (matched.length)
      await trx.updateTable('pay_mismatches').set({ status: 'Resolved', decided_at: at }).where('id', 'in', matched).where('status', '=', 'Open').execute()
    const counts = { payments: payLines.size, refunds: refundLines.size, mismatches: open.length - matched.length, ran_at: at }
    await trx
      .insertInto('pay_reconciliations')
      .values({ channel: name, day, ...counts })
      .onConflict((oc) => oc.columns(['channel', 'day']).doUpdateSet(counts))
      .execute()
    return counts.mismatches
  })
  return { channel: name, day, payments: payLines.size, refunds: refundLines.size, mismatches }
}
