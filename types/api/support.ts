/**
 * Help centre, service robot and feedback of the personal centre (issue 12). The knowledge base
 * answers in the caller's language and is searched across all four; "talk to a consultant"
 * records a hand-over in the consultant role's inbox; complaints and suggestions are answered by
 * consultants. Request bodies are TypeBox schemas; answers are interfaces.
 */
import { Type, type Static } from '@sinclair/typebox'
import { QUESTION_MAX_CHARS } from './support-limits'

export * from './support-limits'

/** Help-centre categories, each behind its CustomerServiceQAPermission flag of the same name. */
export const QA_CATEGORIES = ['Flight', 'Hotel', 'Train', 'Car', 'FrequentTraveller', 'Approval', 'Other'] as const
export type QaCategory = (typeof QA_CATEGORIES)[number]

export const QaListReq = Type.Object({
  /** Words or characters in any of the four languages. */
  Keyword: Type.Optional(Type.String({ maxLength: 50 })),
  Category: Type.Optional(Type.Union(QA_CATEGORIES.map((c) => Type.Literal(c)))),
})
export type QaListReq = Static<typeof QaListReq>

export interface QaItem {
  QuestionId: string
  Category: QaCategory
  Question: string
  Answer: string
}

export interface QaCategoryInfo {
  Category: QaCategory
  Name: string
  Count: number
}

export interface QaListRes {
  /** Categories the caller may read, with how many questions each holds (after the keyword). */
  Categories: QaCategoryInfo[]
  Items: QaItem[]
  /** The customer-service hotline to dial, and as shown: masked in the middle. */
  Hotline: string
  HotlineMasked: string
}

export const QaGetReq = Type.Object({ QuestionId: Type.String({ maxLength: 40 }) })
export type QaGetReq = Static<typeof QaGetReq>

export const QaAskReq = Type.Object({ Question: Type.String({ maxLength: QUESTION_MAX_CHARS }) })
export type QaAskReq = Static<typeof QaAskReq>

export interface QaAskRes {
  /** Best matches first (at most 3); empty when nothing fits — the robot offers a consultant. */
  Matches: QaItem[]
}

export const QaTranscriptLine = Type.Object({
  From: Type.Union([Type.Literal('User'), Type.Literal('Robot')]),
  Text: Type.String({ maxLength: 2000 }),
})
export type QaTranscriptLine = Static<typeof QaTranscriptLine>

export const QaHandoverReq = Type.Object({
  /** The question the person wants a consultant for. */
  Question: Type.String({ maxLength: QUESTION_MAX_CHARS }),
  /** The conversation so far, oldest first. */
  Transcript: Type.Array(QaTranscriptLine, { maxItems: 50 }),
})
export type QaHandoverReq = Static<typeof QaHandoverReq>

export interface QaHandover {
  HandoverId: number
  /** Who asked (the consultant's inbox); the person's own answer leaves it as their name. */
  FromName: string
  Question: string
  Transcript: QaTranscriptLine[]
  /** ISO time. */
  CreatedAt: string
}

export interface QaInboxRes {
  Items: QaHandover[]
}

export const FEEDBACK_KINDS = ['Complaint', 'Suggestion'] as const
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number]

export const FeedbackSubmitReq = Type.Object({
  Kind: Type.Union(FEEDBACK_KINDS.map((k) => Type.Literal(k))),
  Content: Type.String({ maxLength: 2000 }),
  /** FileIds from systemInfo/uploadFiles, the caller's own. */
  FileIds: Type.Optional(Type.Array(Type.String({ maxLength: 40 }), { maxItems: 20 })),
})
export type FeedbackSubmitReq = Static<typeof FeedbackSubmitReq>

export interface FeedbackFile {
  FileId: string
  FileName: string
  Url: string
}

export interface Feedback {
  FeedbackId: number
  Kind: FeedbackKind
  Content: string
  Files: FeedbackFile[]
  /** ISO time. */
  CreatedAt: string
  /** Who sent it (shown to consultants). */
  FromName: string
  Answer: string | null
  AnsweredAt: string | null
  AnsweredBy: string | null
}

export const FeedbackListReq = Type.Object({
  PageIndex: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, default: 1 })),
  PageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  /** Consultants' inbox: only the unanswered ones. */
  Unanswered: Type.Optional(Type.Boolean()),
})
export type FeedbackListReq = Static<typeof FeedbackListReq>

export interface FeedbackListRes {
  Total: number
  Items: Feedback[]
  /** Whether the caller is a consultant who answers the company's feedback (complaintAndSuggestion/inbox). */
  CanAnswer: boolean
}

export const FeedbackAnswerReq = Type.Object({
  FeedbackId: Type.Integer({ minimum: 1 }),
  Answer: Type.String({ maxLength: 4000 }),
})
export type FeedbackAnswerReq = Static<typeof FeedbackAnswerReq>

export interface SupportCalls {
  'qa/list': { req: QaListReq; res: QaListRes }
  'qa/get': { req: QaGetReq; res: QaItem }
  'qa/ask': { req: QaAskReq; res: QaAskRes }
  'qa/handover': { req: QaHandoverReq; res: QaHandover }
  'qa/inbox': { req: Record<string, never>; res: QaInboxRes }
  'complaintAndSuggestion/submit': { req: FeedbackSubmitReq; res: Feedback }
  'complaintAndSuggestion/list': { req: FeedbackListReq; res: FeedbackListRes }
  'complaintAndSuggestion/inbox': { req: FeedbackListReq; res: FeedbackListRes }
  'complaintAndSuggestion/answer': { req: FeedbackAnswerReq; res: Feedback }
}
