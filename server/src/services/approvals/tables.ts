/**
 * Kysely types of the approval tables (migration 0020_approvals): the company's configuration
 * (time-out, templates, levels, bindings, absences) and every approval with its steps, approvers
 * and history. Conventions as in db/schema.ts.
 */
import type { Selectable } from 'kysely'
import type { CompanyRowColumns, PerCompanyColumns } from '../../lib/tables'

export interface VettingSettingsTable extends PerCompanyColumns {
  timeout_minutes: number
  synced_order_id: number
}

export interface VettingTemplatesTable extends CompanyRowColumns {
  name: string
  /** 'Staff' | 'CustomItem' */
  bind_kind: string
  is_default: number
  seed_key: string | null
  created_at: string
  updated_at: string
}

export interface VettingTemplateLevelsTable extends CompanyRowColumns {
  template_id: number
  level: number
  /** ApproverKind */
  kind: string
  backup_person_id: number | null
}

export interface VettingLevelApproversTable extends CompanyRowColumns {
  level_id: number
  person_id: number
  sort: number
}

export interface VettingTemplatePersonsTable {
  company_id: number
  template_id: number
  person_id: number
}

export interface VettingTemplateCustomItemsTable {
  company_id: number
  template_id: number
  custom_item_id: number
}

/** Designated approvers: who may be named as approver or backup in a template (migration 0120). */
export interface VettingAppointedApproversTable {
  company_id: number
  person_id: number
  created_at: string
}

export interface VettingAbsencesTable {
  company_id: number
  person_id: number
  until_date: string | null
  created_at: string
}

export interface ApprovalsTable extends CompanyRowColumns {
  approval_no: string
  /** ApprovalSubjectKind */
  subject_kind: string
  subject_id: number
  subject_no: string
  requester_user_id: number | null
  requester_person_id: number
  /** Whose superior decides and whose binding chooses the template. */
  traveller_person_id: number
  template_id: number | null
  template_name: string
  /** VettingStatus */
  status: string
  current_level: number
  level_count: number
  /** SubjectSummaryDoc (services/approvals/summary.ts). */
  summary_json: string
  search_text: string
  submitted_at: string
  deadline_at: string
  finished_at: string | null
  last_notified_at: string | null
  updated_at: string
}

export interface ApprovalStepsTable extends CompanyRowColumns {
  approval_id: number
  level: number
  kind: string
  /** LevelStatus */
  status: string
  decided_by_person_id: number | null
  decided_at: string | null
  reason: string
}

export interface ApprovalStepApproversTable extends CompanyRowColumns {
  approval_id: number
  level: number
  person_id: number
  /** 'Primary' | 'Backup' */
  role: string
}

export interface ApprovalRecordsTable extends CompanyRowColumns {
  approval_id: number
  level: number
  /** VettingStatus */
  action: string
  person_id: number | null
  as_backup: number
  reason: string
  created_at: string
}

export interface ApprovalTables {
  vetting_settings: VettingSettingsTable
  vetting_templates: VettingTemplatesTable
  vetting_template_levels: VettingTemplateLevelsTable
  vetting_level_approvers: VettingLevelApproversTable
  vetting_template_persons: VettingTemplatePersonsTable
  vetting_template_custom_items: VettingTemplateCustomItemsTable
  vetting_absences: VettingAbsencesTable
  vetting_appointed_approvers: VettingAppointedApproversTable
  approvals: ApprovalsTable
  approval_steps: ApprovalStepsTable
  approval_step_approvers: ApprovalStepApproversTable
  approval_records: ApprovalRecordsTable
}

export type ApprovalRow = Selectable<ApprovalsTable>
