/** Kysely types of the message centre (migration 0020_approvals). Conventions as in db/schema.ts. */
import type { CompanyRowColumns } from '../../lib/tables'

export interface MessagesTable extends CompanyRowColumns {
  /** The recipient (a person: approvers without an account still receive theirs for later). */
  person_id: number
  /** MessageCategory */
  category: string
  /** MessageKind */
  kind: string
  text_key: string
  params_json: string
  subject_no: string
  link_json: string | null
  dedupe_key: string
  created_at: string
  read_at: string | null
}

export interface MessageSyncTable {
  company_id: number
  person_id: number
  last_event_id: number
  updated_at: string
}

export interface MessageTables {
  messages: MessagesTable
  message_sync: MessageSyncTable
}
