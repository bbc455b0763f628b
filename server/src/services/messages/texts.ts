/** Texts of the message centre in the four languages ([zh-CN, zh-TW, en, ja]). */
import { defineTexts, type Row } from '../../lib/texts'

const ROWS = {
  approvalRequestTitle: ['{kind}待您审批', '{kind}待您審批', 'Approval needed: {kind}', '承認依頼：{kind}'],
  approvalReminderTitle: ['【催办】{kind}待您审批', '【催辦】{kind}待您審批', 'Reminder: {kind} awaits your approval', '【催促】{kind}の承認をお願いします'],
  approvalRequestBody: [
    '{requester}提交的{kind} {no}：{route}，{dates}。请于{deadline}前处理。',
    '{requester}提交的{kind} {no}：{route}，{dates}。請於{deadline}前處理。',
    '{requester} submitted {kind} {no}: {route}, {dates}. Please decide by {deadline}.',
    '{requester} さんの{kind} {no}：{route}、{dates}。{deadline}までに対応してください。',
  ],
  approvalResultTitle: ['您的{kind}{status}', '您的{kind}{status}', 'Your {kind}: {status}', '{kind}：{status}'],
  approvalResultBody: [
    '{kind} {no}：{route}，{dates}。审批结果：{status}',
    '{kind} {no}：{route}，{dates}。審批結果：{status}',
    '{kind} {no}: {route}, {dates}. Result: {status}',
    '{kind} {no}：{route}、{dates}。結果：{status}',
  ],
  reasonSuffix: ['，原因：{reason}', '，原因：{reason}', '. Reason: {reason}', '。理由：{reason}'],
} satisfies Record<string, Row>

export const mt = defineTexts(ROWS).text
