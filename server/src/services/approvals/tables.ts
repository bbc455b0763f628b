/**
 * Kysely types of the approval, trip-application and message tables (migration 0020_approvals).
 * They extend the core and flight schemas, so one `Kysely<ApprovalDb>` reaches orders too.
 * Conventions as in db/schema.ts: ISO UTC text timestamps, 0/1 booleans, `_json` text, money in fen.
 */
import type { Generated, Kysely, Selectable, Transaction } from 'kysely'
import type { Database } from '../../db/schema'
import { flightDb, type FlightDb } from '../orders/tables'

export interface VettingSettingsTable {
  company_id: number
  timeout_minutes: number
  synced_order_id: number
  updated_at: string
}

export interface VettingTemplatesTable {
  id: Generated<number>
  company_id: number
  name: string
  /** 'Staff' | 'CustomItem' */
  bind_kind: string
  is_default: number
  seed_key: string | null
  created_at: string
  updated_at: string
}

export interface VettingTemplateLevelsTable {
  id: Generated<number>
  company_id: number
  template_id: number
  level: number
  /** ApproverKind */
  kind: string
  backup_person_id: number | null
}

export interface VettingLevelApproversTable {
  id: Generated<number>
  company_id: number
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

export interface VettingAbsencesTable {
  company_id: number
  person_id: number
  until_date: string | null
  created_at: string
}

export interface ApprovalsTable {
  id: Generated<number>
  company_id: number
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

export interface ApprovalStepsTable {
  id: Generated<number>
  company_id: number
  approval_id: number
  level: number
  kind: string
  /** LevelStatus */
  status: string
  decided_by_person_id: number | null
  decided_at: string | null
  reason: string
}

export interface ApprovalStepApproversTable {
  id: Generated<number>
  company_id: number
  approval_id: number
  level: number
  person_id: number
  /** 'Primary' | 'Backup' */
  role: string
}

export interface ApprovalRecordsTable {
  id: Generated<number>
  company_id: number
  approval_id: number
  level: number
  /** VettingStatus */
  action: string
  person_id: number | null
  as_backup: number
  reason: string
  created_at: string
}

export interface TripApplicationsTable {
  id: Generated<number>
  company_id: number
  application_no: string
  client_request_id: string
  applicant_user_id: number
  applicant_person_id: number
  /** TripApplicationStatus */
  status: string
  /** VettingStatus | 'NotRequired' */
  approval_status: string
  review_type: number
  start_date: string
  end_date: string
  purpose: string
  total_budget: number | null
  custom_item_id: number | null
  /** CompanyFields of services/orders/company-fields.ts (names as resolved when applying). */
  fields_json: string
  remark: string
  authorization_code: string | null
  close_reason: string
  search_text: string
  submitted_at: string | null
  created_at: string
  updated_at: string
  seed_key: string | null
}

export interface TripApplicationTravellersTable {
  id: Generated<number>
  company_id: number
  application_id: number
  person_id: number
  sort: number
}

export interface TripApplicationLegsTable {
  id: Generated<number>
  company_id: number
  application_id: number
  leg_index: number
  depart_city_code: string
  arrive_city_code: string
  depart_date: string
}

export interface TripApplicationBudgetsTable {
  id: Generated<number>
  company_id: number
  application_id: number
  business: string
  amount: number
}

export interface MessagesTable {
  id: Generated<number>
  company_id: number
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

export type ApprovalTables = {
  vetting_settings: VettingSettingsTable
  vetting_templates: VettingTemplatesTable
  vetting_template_levels: VettingTemplateLevelsTable
  vetting_level_approvers: VettingLevelApproversTable
  vetting_template_persons: VettingTemplatePersonsTable
  vetting_template_custom_items: VettingTemplateCustomItemsTable
  vetting_absences: VettingAbsencesTable
  approvals: ApprovalsTable
  approval_steps: ApprovalStepsTable
  approval_step_approvers: ApprovalStepApproversTable
  approval_records: ApprovalRecordsTable
  trip_applications: TripApplicationsTable
  trip_application_travellers: TripApplicationTravellersTable
  trip_application_legs: TripApplicationLegsTable
  trip_application_budgets: TripApplicationBudgetsTable
  messages: MessagesTable
  message_sync: MessageSyncTable
}

export type ApprovalDb = FlightDb & ApprovalTables
export type ApprovalTrx = Transaction<ApprovalDb>
/** Either a connection or an open transaction: most helpers work inside both. */
export type Db = Kysely<ApprovalDb> | ApprovalTrx

export type ApprovalRow = Selectable<ApprovalsTable>
export type ApplicationRow = Selectable<TripApplicationsTable>

export function approvalDb(db: Kysely<Database>): Kysely<ApprovalDb> {
  return flightDb(db).withTables<ApprovalTables>()
}

/** The flight helpers take a flight transaction; ours is a superset of it. */
export const asFlightTrx = (trx: ApprovalTrx): Transaction<FlightDb> => trx as unknown as Transaction<FlightDb>

/** A unique-index violation on either database (a concurrent insert of the same natural key). */
export function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; message?: string } | null
  return err?.code === '23505' || err?.code === 'SQLITE_CONSTRAINT_UNIQUE' || err?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || /UNIQUE constraint failed/i.test(err?.message ?? '')
}

/** Core services take the core schema; ours is a superset of it. */
export const asCoreDb = (db: Kysely<ApprovalDb>): Kysely<Database> => db as unknown as Kysely<Database>
