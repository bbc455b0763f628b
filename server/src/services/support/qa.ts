/**
 * The help centre and the service robot. The knowledge base (knowledge.ts) is read by
 * categories the caller's CustomerServiceQAPermission allows; a keyword searches every language
 * and answers in the caller's. "Talk to a consultant" records the conversation in the
 * consultant role's inbox of the caller's company (qa/inbox, consultants only).
 */
import {
  QA_CATEGORIES,
  type QaAskRes,
  type QaCategory,
  type QaHandover,
  type QaHandoverReq,
  type QaInboxRes,
  type QaItem,
  type QaListReq,
  type QaListRes,
} from '../../../../types/api/support'
import type { PersonalPower } from '../../../../types/api'
import type { AuthedContext } from '../../http/context'
import type { Lang } from '../../i18n'
import { fail } from '../../errors'
import { pickRow } from '../../lib/texts'
import { CATEGORY_NAMES, HOTLINE, KNOWLEDGE, type KnowledgeEntry } from './knowledge'
import { bestMatches, rank } from './search'
import { invalid, notFound } from './texts'
import { isConsultant, personNames } from './people'

/** '400-***-6688': the first three and the last four digits stay. */
export function maskHotline(phone: string): string {
  const d = phone.replace(/\D/g, '')
  if (d.length < 8) return d.replace(/\d(?=\d{2})/g, '*')
  return `${d.slice(0, 3)}-${'*'.repeat(d.length - 7)}-${d.slice(-4)}`
}

const allowedCategories = (p: PersonalPower): QaCategory[] => QA_CATEGORIES.filter((c) => p.CustomerServiceQAPermission[c])

/** The entries the caller may read; none at all is a refusal (1003). */
async function readable(ctx: AuthedContext): Promise<KnowledgeEntry[]> {
  const allowed = new Set(allowedCategories(await ctx.power()))
  if (allowed.size === 0) throw fail.noPermission()
  return KNOWLEDGE.filter((e) => allowed.has(e.category))
}

const itemOf = (e: KnowledgeEntry, lang: Lang): QaItem => ({ QuestionId: e.id, Category: e.category, Question: pickRow(e.q, lang), Answer: pickRow(e.a, lang) })

export async function listQa(ctx: AuthedContext, req: QaListReq): Promise<QaListRes> {
  const entries = await readable(ctx)
  const keyword = req.Keyword?.trim() ?? ''
  const found = keyword ? rank(entries, keyword).map((s) => s.entry) : entries
  const categories = allowedCategories(await ctx.power()).map((c) => ({
    Category: c,
    Name: pickRow(CATEGORY_NAMES[c], ctx.lang),
    Count: found.filter((e) => e.category === c).length,
  }))
  const items = req.Category ? found.filter((e) => e.category === req.Category) : found
  return { Categories: categories, Items: items.map((e) => itemOf(e, ctx.lang)), Hotline: HOTLINE, HotlineMasked: maskHotline(HOTLINE) }
}

export async function getQa(ctx: AuthedContext, id: string): Promise<QaItem> {
  const entry = (await readable(ctx)).find((e) => e.id === id)
  if (!entry) throw notFound('spQuestionUnknown')
  return itemOf(entry, ctx.lang)
}

export async function askQa(ctx: AuthedContext, question: string): Promise<QaAskRes> {
  const entries = await readable(ctx)
  const q = question.trim()
  if (!q) throw invalid('spQuestionEmpty', { field: 'Question' })
  return { Matches: bestMatches(entries, q).map((e) => itemOf(e, ctx.lang)) }
}

export async function handover(ctx: AuthedContext, req: QaHandoverReq): Promise<QaHandover> {
  await readable(ctx)
  const question = req.Question.trim()
  if (!question) throw invalid('spQuestionEmpty', { field: 'Question' })
  const transcript = req.Transcript.map((l) => ({ From: l.From, Text: l.Text.trim() })).filter((l) => l.Text)
  const createdAt = ctx.now().toISOString()
  const row = await ctx.db
    .insertInto('support_handovers')
    .values({ company_id: ctx.caller.companyId, user_id: ctx.caller.userId, question, transcript_json: JSON.stringify(transcript), created_at: createdAt })
    .returning('id')
    .executeTakeFirstOrThrow()
  const names = await personNames(ctx, [ctx.caller.userId])
  return { HandoverId: row.id, FromName: names.get(ctx.caller.userId) ?? '', Question: question, Transcript: transcript, CreatedAt: createdAt }
}

/** The consultant role's inbox: the company's hand-overs, newest first. */
export async function handoverInbox(ctx: AuthedContext): Promise<QaInboxRes> {
  if (!(await isConsultant(ctx))) throw fail.noPermission()
  const rows = await ctx.db
    .selectFrom('support_handovers')
    .selectAll()
    .where('company_id', '=', ctx.caller.companyId)
    .orderBy('id', 'desc')
    .limit(100)
    .execute()
  const names = await personNames(
    ctx,
    rows.map((r) => r.user_id),
  )
  return {
    Items: rows.map((r) => ({
      HandoverId: r.id,
      FromName: names.get(r.user_id) ?? '',
      Question: r.question,
      Transcript: JSON.parse(r.transcript_json),
      CreatedAt: r.created_at,
    })),
  }
}
