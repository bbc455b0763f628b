/**
 * Writing messages to a person's message centre. A message is stored as a text key with
 * parameters and rendered in the reader's language when listed (messages/render.ts), so one row
 * serves every language. The dedupe key makes writing idempotent: derived notices and retried
 * decisions never produce a second copy. Apart from the message centre itself (services/messages,
 * which reads approvals) so that the approvals can write their notices without a cycle.
 */
import type { MessageCategory, MessageKind, MessageLink } from '../../../types/api/message'
import type { Db } from '../db/schema'

export interface NewMessage {
  companyId: number
  personId: number
  category: MessageCategory
  kind: MessageKind
  textKey: string
  params: Record<string, string | number>
  subjectNo: string
  link: MessageLink | null
  /** Unique per recipient; a second message with the same key is dropped. */
  dedupeKey: string
  at: string
}

export async function addMessages(db: Db, messages: readonly NewMessage[]): Promise<void> {
  for (const m of messages) {
    await db
      .insertInto('messages')
      .values({
        company_id: m.companyId,
        person_id: m.personId,
        category: m.category,
        kind: m.kind,
        text_key: m.textKey,
        params_json: JSON.stringify(m.params),
        subject_no: m.subjectNo,
        link_json: m.link ? JSON.stringify(m.link) : null,
        dedupe_key: m.dedupeKey,
        created_at: m.at,
        read_at: null,
      })
      .onConflict((oc) => oc.columns(['company_id', 'person_id', 'dedupe_key']).doNothing())
      .execute()
  }
}

export const approvalLink = (approvalNo: string): MessageLink => ({ Path: '/message/examine', Params: { ApprovalNo: approvalNo } })
export const applicationLink = (applicationNo: string): MessageLink => ({ Path: '/travelApply/orderDetails', Params: { ApplicationNo: applicationNo } })
