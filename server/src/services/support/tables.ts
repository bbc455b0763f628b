/** Tables of the service robot's hand-overs and of complaints and suggestions (migration 0090_support). */
import type { CompanyRowColumns } from '../../lib/tables'

export interface SupportHandoversTable extends CompanyRowColumns {
  user_id: number
  question: string
  /** JSON array of { From, Text }, oldest first. */
  transcript_json: string
  created_at: string
}

export interface FeedbacksTable extends CompanyRowColumns {
  user_id: number
  /** 'Complaint' | 'Suggestion' */
  kind: string
  content: string
  /** JSON array of uploaded_files ids. */
  file_ids_json: string
  created_at: string
  answer: string | null
  answered_by_user_id: number | null
  answered_at: string | null
}

export interface SupportTables {
  support_handovers: SupportHandoversTable
  feedbacks: FeedbacksTable
}
