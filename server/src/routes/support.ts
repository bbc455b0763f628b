/**
 * The help centre, the service robot and complaints and suggestions (types/api/support.ts).
 * Reading the knowledge base needs a CustomerServiceQAPermission flag (the categories follow the
 * flags); hand-overs and feedback need CustomerServiceQAPermission.Other; the inboxes and the
 * answers are the company's travel consultants' (the consultant role).
 */
import * as S from '../../../types/api/support'
import { NoParamsReq } from '../../../types/api/auth'
import { defineDomain } from '../http/call'
import { answerFeedback, feedbackInbox, myFeedback, submitFeedback } from '../services/support/feedback'
import { askQa, getQa, handover, handoverInbox, listQa } from '../services/support/qa'

export default defineDomain('support', 'Help centre, service robot and complaints and suggestions', 'support', (call, res) => {
  call('qa/list', {
    summary: 'Help-centre categories and questions with answers in the caller’s language; a keyword searches all four languages; the hotline masked',
    auth: 'required',
    body: S.QaListReq,
    result: res('QaListRes'),
    handle: (body, ctx) => listQa(ctx, body),
  })

  call('qa/get', {
    summary: 'One question with its answer',
    auth: 'required',
    body: S.QaGetReq,
    result: res('QaItem'),
    handle: (body, ctx) => getQa(ctx, body.QuestionId),
  })

  call('qa/ask', {
    summary: 'The service robot: the best matching questions (at most 3) with their answers',
    auth: 'required',
    body: S.QaAskReq,
    result: res('QaAskRes'),
    handle: (body, ctx) => askQa(ctx, body.Question),
  })

  call('qa/handover', {
    summary: 'Talk to a consultant: records the conversation in the consultant role’s inbox of the company',
    auth: 'required',
    power: 'CustomerServiceQAPermission.Other',
    body: S.QaHandoverReq,
    result: res('QaHandover'),
    handle: (body, ctx) => handover(ctx, body),
  })

  call('qa/inbox', {
    summary: 'The consultants’ inbox of hand-overs from the service robot, newest first (consultant role)',
    auth: 'required',
    body: NoParamsReq,
    result: res('QaInboxRes'),
    handle: (_body, ctx) => handoverInbox(ctx),
  })

  call('complaintAndSuggestion/submit', {
    summary: 'Sends a complaint or suggestion: at least 8 characters, attachments the caller uploaded (at most 10)',
    auth: 'required',
    power: 'CustomerServiceQAPermission.Other',
    body: S.FeedbackSubmitReq,
    result: res('Feedback'),
    handle: (body, ctx) => submitFeedback(ctx, body),
  })

  call('complaintAndSuggestion/list', {
    summary: 'The caller’s complaints and suggestions, newest first, with the answers',
    auth: 'required',
    power: 'CustomerServiceQAPermission.Other',
    body: S.FeedbackListReq,
    result: res('FeedbackListRes'),
    handle: (body, ctx) => myFeedback(ctx, body),
  })

  call('complaintAndSuggestion/inbox', {
    summary: 'The company’s complaints and suggestions for its consultants (consultant role)',
    auth: 'required',
    body: S.FeedbackListReq,
    result: res('FeedbackListRes'),
    handle: (body, ctx) => feedbackInbox(ctx, body),
  })

  call('complaintAndSuggestion/answer', {
    summary: 'A consultant answers a complaint or suggestion of the company, once',
    auth: 'required',
    body: S.FeedbackAnswerReq,
    result: res('Feedback'),
    handle: (body, ctx) => answerFeedback(ctx, body),
  })
})
