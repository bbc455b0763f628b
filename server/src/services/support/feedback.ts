/**
 * Complaints and suggestions: a person sends one (at least 8 characters, the spec's file rules
 * for attachments uploaded through systemInfo/uploadFiles — the caller's own files only) and
 * reads their past ones with the answer; the company's consultants read the inbox and answer.
 */
import type { Selectable } from 'kysely'
import {
  ANSWER_MAX_CHARS,
  FEEDBACK_MAX_CHARS,
  FEEDBACK_MIN_CHARS,
  MAX_FEEDBACK_FILES,
  type Feedback,
  type FeedbackAnswerReq,
  type FeedbackKind,
  type FeedbackListReq,
  type FeedbackListRes,
  type FeedbackSubmitReq,
} from '../../../../types/api/support'
import type { Database } from '../../db/schema'
import type { AuthedContext } from '../../http/context'
import { fail } from '../../errors'
import { FILE_URL_PREFIX } from '../../../../types/api/booking-data'
import { isConsultant, personNames } from './people'
import { conflict, invalid, notFound } from './texts'
import { equal } from '../../db/match'
import { readPage } from '../../db/page'

type Row = Selectable<Database['feedbacks']>

/** Characters as a person counts them (a Chinese character or an emoji is one). */
const length = (s: string) => [...s].length

export function checkFeedbackContent(content: string): string {
  const text = content.trim()
  if (length(text) < FEEDBACK_MIN_CHARS) throw invalid('spFeedbackShort', { field: 'Content', min: FEEDBACK_MIN_CHARS })
  if (length(text) > FEEDBACK_MAX_CHARS) throw invalid('spFeedbackLong', { field: 'Content', max: FEEDBACK_MAX_CHARS })
  return text
}

async function present(ctx: AuthedContext, rows: readonly Row[]): Promise<Feedback[]> {
  const fileIds = [...new Set(rows.flatMap((r) => JSON.parse(r.file_ids_json) as string[]))]
  const files = fileIds.length
    ? await ctx.db.selectFrom('uploaded_files').select(['id', 'file_name']).where('company_id', '=', ctx.caller.companyId).where('id', 'in', fileIds).execute()
    : []
  const fileName = new Map(files.map((f) => [f.id, f.file_name]))
  const names = await personNames(
    ctx,
    rows.flatMap((r) => (r.answered_by_user_id ? [r.user_id, r.answered_by_user_id] : [r.user_id])),
  )
  return rows.map((r) => ({
    FeedbackId: r.id,
    Kind: r.kind as FeedbackKind,
    Content: r.content,
    Files: (JSON.parse(r.file_ids_json) as string[])
      .filter((id) => fileName.has(id))
      .map((id) => ({ FileId: id, FileName: fileName.get(id)!, Url: ctx.mediaUrl(`${FILE_URL_PREFIX}${id}`) })),
    CreatedAt: r.created_at,
    FromName: names.get(r.user_id) ?? '',
    Answer: r.answer,
    AnsweredAt: r.answered_at,
    AnsweredBy: r.answered_by_user_id ? (names.get(r.answered_by_user_id) ?? '') : null,
  }))
}

export async function submitFeedback(ctx: AuthedContext, req: FeedbackSubmitReq): Promise<Feedback> {
  const content = checkFeedbackContent(req.Content)
  const ids = [...new Set(req.FileIds ?? [])]
  if (ids.length > MAX_FEEDBACK_FILES) throw invalid('spFeedbackFiles', { field: 'FileIds', max: MAX_FEEDBACK_FILES })
  if (ids.length) {
    const own = await ctx.db
      .selectFrom('uploaded_files')
      .select('id')
      .where((eb) => equal(eb, { company_id: ctx.caller.companyId, user_id: ctx.caller.userId }))
      .where('id', 'in', ids)
      .execute()
    if (own.length !== ids.length) throw invalid('spFileUnknown', { field: 'FileIds' })
  }
  const row = await ctx.db
    .insertInto('feedbacks')
    .values({
      company_id: ctx.caller.companyId,
      user_id: ctx.caller.userId,
      kind: req.Kind,
      content,
      file_ids_json: JSON.stringify(ids),
      created_at: ctx.now().toISOString(),
      answer: null,
      answered_by_user_id: null,
      answered_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
  return (await present(ctx, [row]))[0]
}

async function page(ctx: AuthedContext, req: FeedbackListReq, mineOnly: boolean): Promise<FeedbackListRes> {
  let q = ctx.db.selectFrom('feedbacks').where('company_id', '=', ctx.caller.companyId)
  if (mineOnly) q = q.where('user_id', '=', ctx.caller.userId)
  if (req.Unanswered) q = q.where('answer', 'is', null)
  const pageIndex = req.PageIndex ?? 1
  const pageSize = req.PageSize ?? 20
  const { total, rows } = await readPage(q, q.selectAll().orderBy('id', 'desc'), { index: pageIndex, size: pageSize })
  return { Total: total, Items: await present(ctx, rows), CanAnswer: mineOnly ? await isConsultant(ctx) : true }
}

/** The caller's own feedback, newest first, with the answers. */
export const myFeedback = (ctx: AuthedContext, req: FeedbackListReq) => page(ctx, req, true)

/** The company's feedback for its consultants. */
export async function feedbackInbox(ctx: AuthedContext, req: FeedbackListReq): Promise<FeedbackListRes> {
  if (!(await isConsultant(ctx))) throw fail.noPermission()
  return page(ctx, req, false)
}

export async function answerFeedback(ctx: AuthedContext, req: FeedbackAnswerReq): Promise<Feedback> {
  if (!(await isConsultant(ctx))) throw fail.noPermission()
  const answer = req.Answer.trim()
  if (!answer) throw invalid('spAnswerEmpty', { field: 'Answer' })
  if (length(answer) > ANSWER_MAX_CHARS) throw invalid('spAnswerLong', { field: 'Answer', max: ANSWER_MAX_CHARS })
  const at = ctx.now().toISOString()
  const r = await ctx.db
    .updateTable('feedbacks')
    .set({ answer, answered_by_user_id: ctx.caller.userId, answered_at: at })
    .where((eb) => equal(eb, { company_id: ctx.caller.companyId, id: req.FeedbackId }))
    .where('answer', 'is', null)
    .executeTakeFirst()
  if (Number(r.numUpdatedRows) === 0) {
    const exists = await ctx.db
      .selectFrom('feedbacks')
      .select('id')
      .where((eb) => equal(eb, { company_id: ctx.caller.companyId, id: req.FeedbackId }))
      .executeTakeFirst()
    if (!exists) throw notFound('spFeedbackUnknown')
    throw conflict('spAlreadyAnswered')
  }
  const row = await ctx.db.selectFrom('feedbacks').selectAll().where('id', '=', req.FeedbackId).executeTakeFirstOrThrow()
  return (await present(ctx, [row]))[0]
}
