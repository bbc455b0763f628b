/**
 * A stored message (text key and parameters) rendered in the reader's language. Approvals are the
 * message centre's own; other notices are rendered by their source (sources.ts: orders, a
 * product's) at reading time, so an old flight notice shows the flight as it is now.
 */
import type { Selectable } from 'kysely'
import type { FlightNoticeInfo, MessageCategory, MessageItem, MessageKind, MessageLink } from '../../../../types/api/message'
import type { Lang } from '../../i18n'
import { chinaDateTime } from '../../lib/time'
import { subjectHandler } from '../approvals/subjects'
import { reasonText, routeTitle } from '../approvals/summary'
import { vettingStatusName } from '../approvals/texts'
import { noticeSources } from './sources'
import type { MessagesTable } from './tables'
import { mt } from './texts'

/** What rendering reads of a stored message. */
export type MessageRow = Pick<
  Selectable<MessagesTable>,
  'id' | 'category' | 'kind' | 'text_key' | 'params_json' | 'subject_no' | 'link_json' | 'created_at' | 'read_at'
>

type Params = Record<string, string | number>

function approvalTexts(key: string, p: Params, lang: Lang): { title: string; content: string } {
  const kind = subjectHandler(String(p.kind)).kindName(lang)
  const start = String(p.start)
  const end = String(p.end)
  const dates = start === end ? start : `${start} ~ ${end}`
  const route = routeTitle(String(p.route).split(',').filter(Boolean), lang)
  if (key === 'msgApprovalResult') {
    const status = vettingStatusName(String(p.status), lang)
    const reason = p.reason ? reasonText(String(p.reason), lang) : ''
    return {
      title: mt(lang, 'approvalResultTitle', { kind, status }),
      content: mt(lang, 'approvalResultBody', { kind, no: String(p.no), route, dates, status }) + (reason ? mt(lang, 'reasonSuffix', { reason }) : ''),
    }
  }
  return {
    title: mt(lang, key === 'msgApprovalReminder' ? 'approvalReminderTitle' : 'approvalRequestTitle', { kind }),
    content: mt(lang, 'approvalRequestBody', {
      requester: String(p.requester),
      kind,
      no: String(p.no),
      route,
      dates,
      deadline: chinaDateTime(String(p.deadline)),
    }),
  }
}

export function renderMessage(row: MessageRow, lang: Lang, now: Date): MessageItem {
  const p = JSON.parse(row.params_json) as Params
  let title = ''
  let content = ''
  let flight: FlightNoticeInfo | null = null
  if (row.kind === 'ApprovalRequest' || row.kind === 'ApprovalResult') ({ title, content } = approvalTexts(row.text_key, p, lang))
  else {
    const source = noticeSources().find((s) => s.kind === row.kind)
    if (source) ({ title, content, flight = null } = source.render(p, lang, now))
  }
  return {
    Id: row.id,
    Category: row.category as MessageCategory,
    Kind: row.kind as MessageKind,
    Title: title,
    Content: content,
    CreatedAt: chinaDateTime(row.created_at),
    IsRead: row.read_at !== null,
    SubjectNo: row.subject_no,
    Link: row.link_json ? (JSON.parse(row.link_json) as MessageLink) : null,
    Flight: flight,
  }
}
