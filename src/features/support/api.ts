/**
 * The server calls of the help centre, the service robot and feedback (types/api/support.ts).
 * A refused text (1001) is toasted by the http client and names its field; the screens put that
 * message under the field too (`fieldMessage`).
 */
import type { Feedback, FeedbackKind, FeedbackListRes, QaAskRes, QaCategory, QaHandover, QaInboxRes, QaListRes, QaTranscriptLine } from '@api/support'
import { isApiError } from '@/core/errors'
import { http } from '@/stores'

export function helpList(keyword: string, category?: QaCategory): Promise<QaListRes> {
  return http.call('qa/list', { Keyword: keyword.trim() || undefined, Category: category })
}

export function askRobot(question: string): Promise<QaAskRes> {
  return http.call('qa/ask', { Question: question })
}

export function handOver(question: string, transcript: QaTranscriptLine[]): Promise<QaHandover> {
  return http.call('qa/handover', { Question: question, Transcript: transcript.slice(-50) }, { loading: true })
}

export function handoverInbox(): Promise<QaInboxRes> {
  return http.call('qa/inbox', {}, { parallel: true })
}

export function sendFeedback(kind: FeedbackKind, content: string, fileIds: string[]): Promise<Feedback> {
  return http.call('complaintAndSuggestion/submit', { Kind: kind, Content: content, FileIds: fileIds }, { loading: true })
}

export function myFeedback(pageIndex: number): Promise<FeedbackListRes> {
  return http.call('complaintAndSuggestion/list', { PageIndex: pageIndex, PageSize: 20 })
}

export function feedbackInbox(pageIndex: number): Promise<FeedbackListRes> {
  return http.call('complaintAndSuggestion/inbox', { PageIndex: pageIndex, PageSize: 20, Unanswered: true }, { parallel: true })
}

export function answerFeedback(id: number, answer: string): Promise<Feedback> {
  return http.call('complaintAndSuggestion/answer', { FeedbackId: id, Answer: answer }, { loading: true })
}

/** The server's message of a refused field ('Content: …' → '…'), or null for other failures. */
export function fieldMessage(e: unknown, field: string): string | null {
  if (!isApiError(e) || e.kind !== 'server' || e.code !== 1001) return null
  const m = new RegExp(`^\\s*${field}\\s*[:：]\\s*`).exec(e.message)
  return m ? e.message.slice(m[0].length) : null
}
