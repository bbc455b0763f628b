/** Kysely types of the trip applications (migration 0020_approvals). Conventions as in db/schema.ts. */
import type { Selectable } from 'kysely'
import type { CompanyRowColumns } from '../../lib/tables'

export interface TripApplicationsTable extends CompanyRowColumns {
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
  /** CompanyFields of kernel/orders/tables.ts (names as resolved when applying). */
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

export interface TripApplicationTravellersTable extends CompanyRowColumns {
  application_id: number
  person_id: number
  sort: number
}

export interface TripApplicationLegsTable extends CompanyRowColumns {
  application_id: number
  leg_index: number
  depart_city_code: string
  arrive_city_code: string
  depart_date: string
}

export interface TripApplicationBudgetsTable extends CompanyRowColumns {
  application_id: number
  business: string
  amount: number
}

export interface TripFormTables {
  trip_applications: TripApplicationsTable
  trip_application_travellers: TripApplicationTravellersTable
  trip_application_legs: TripApplicationLegsTable
  trip_application_budgets: TripApplicationBudgetsTable
}

export type ApplicationRow = Selectable<TripApplicationsTable>
