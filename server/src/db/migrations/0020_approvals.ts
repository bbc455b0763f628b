/**
 * Approvals, trip applications and the message centre. Types: services/approvals/tables.ts,
 * services/trip-forms/tables.ts, services/messages/tables.ts.
 * The approval whitelist is the order kernel's approval_whitelist table (one list for all).
 *
 * Approvers are copied into approval_step_approvers when an approval is submitted, so editing a
 * template later never changes who decides an approval already under way.
 */
import type { DialectMigration } from './helpers'
import { addId, companyRef, notNull } from './helpers'

const TABLES = [
  'message_sync',
  'messages',
  'trip_application_budgets',
  'trip_application_legs',
  'trip_application_travellers',
  'trip_applications',
  'approval_records',
  'approval_step_approvers',
  'approval_steps',
  'approvals',
  'vetting_absences',
  'vetting_template_custom_items',
  'vetting_template_persons',
  'vetting_level_approvers',
  'vetting_template_levels',
  'vetting_templates',
  'vetting_settings',
]

export const migration: DialectMigration = {
  async up(db, dialect) {
    await db.schema
      .createTable('vetting_settings')
      .addColumn('company_id', 'integer', (c) => c.primaryKey().references('companies.id'))
      .addColumn('timeout_minutes', 'integer', notNull)
      // Orders up to this id have been looked at for a SystemApproved record (whitelisted bookings).
      .addColumn('synced_order_id', 'integer', notNull)
      .addColumn('updated_at', 'text', notNull)
      .execute()

    await addId(db.schema.createTable('vetting_templates'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('name', 'text', notNull)
      .addColumn('bind_kind', 'text', notNull)
      .addColumn('is_default', 'integer', notNull)
      .addColumn('seed_key', 'text')
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .execute()

    await addId(db.schema.createTable('vetting_template_levels'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('template_id', 'integer', (c) => c.notNull().references('vetting_templates.id'))
      .addColumn('level', 'integer', notNull)
      .addColumn('kind', 'text', notNull)
      .addColumn('backup_person_id', 'integer', (c) => c.references('persons.id'))
      .addUniqueConstraint('vetting_template_levels_level', ['template_id', 'level'])
      .execute()

    await addId(db.schema.createTable('vetting_level_approvers'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('level_id', 'integer', (c) => c.notNull().references('vetting_template_levels.id'))
      .addColumn('person_id', 'integer', (c) => c.notNull().references('persons.id'))
      .addColumn('sort', 'integer', notNull)
      .execute()

    // One template per person and per custom item: docs/error-codes.md 'template already bound to another'.
    await db.schema
      .createTable('vetting_template_persons')
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('template_id', 'integer', (c) => c.notNull().references('vetting_templates.id'))
      .addColumn('person_id', 'integer', (c) => c.notNull().references('persons.id'))
      .addPrimaryKeyConstraint('vetting_template_persons_pk', ['company_id', 'person_id'])
      .execute()
    await db.schema
      .createTable('vetting_template_custom_items')
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('template_id', 'integer', (c) => c.notNull().references('vetting_templates.id'))
      .addColumn('custom_item_id', 'integer', (c) => c.notNull().references('custom_items.id'))
      .addPrimaryKeyConstraint('vetting_template_custom_items_pk', ['company_id', 'custom_item_id'])
      .execute()

    await db.schema
      .createTable('vetting_absences')
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('person_id', 'integer', (c) => c.notNull().references('persons.id'))
      // Last absent day 'yyyy-MM-dd' (China time) inclusive; null = until switched off.
      .addColumn('until_date', 'text')
      .addColumn('created_at', 'text', notNull)
      .addPrimaryKeyConstraint('vetting_absences_pk', ['company_id', 'person_id'])
      .execute()

    await addId(db.schema.createTable('approvals'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('approval_no', 'text', (c) => c.notNull().unique())
      .addColumn('subject_kind', 'text', notNull)
      .addColumn('subject_id', 'integer', notNull)
      .addColumn('subject_no', 'text', notNull)
      .addColumn('requester_user_id', 'integer', (c) => c.references('users.id'))
      .addColumn('requester_person_id', 'integer', (c) => c.notNull().references('persons.id'))
      .addColumn('traveller_person_id', 'integer', (c) => c.notNull().references('persons.id'))
      .addColumn('template_id', 'integer')
      .addColumn('template_name', 'text', notNull)
      .addColumn('status', 'text', notNull)
      .addColumn('current_level', 'integer', notNull)
      .addColumn('level_count', 'integer', notNull)
      .addColumn('summary_json', 'text', notNull)
      .addColumn('search_text', 'text', notNull)
      .addColumn('submitted_at', 'text', notNull)
      .addColumn('deadline_at', 'text', notNull)
      .addColumn('finished_at', 'text')
      .addColumn('last_notified_at', 'text')
      .addColumn('updated_at', 'text', notNull)
      // One approval per order or application: a concurrent second submit loses on this index.
      .addUniqueConstraint('approvals_subject', ['company_id', 'subject_kind', 'subject_id'])
      .execute()
    await db.schema.createIndex('approvals_status_deadline').on('approvals').columns(['status', 'deadline_at']).execute()
    await db.schema.createIndex('approvals_requester').on('approvals').columns(['company_id', 'requester_person_id']).execute()

    await addId(db.schema.createTable('approval_steps'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('approval_id', 'integer', (c) => c.notNull().references('approvals.id'))
      .addColumn('level', 'integer', notNull)
      .addColumn('kind', 'text', notNull)
      .addColumn('status', 'text', notNull)
      .addColumn('decided_by_person_id', 'integer', (c) => c.references('persons.id'))
      .addColumn('decided_at', 'text')
      .addColumn('reason', 'text', notNull)
      .addUniqueConstraint('approval_steps_level', ['approval_id', 'level'])
      .execute()

    await addId(db.schema.createTable('approval_step_approvers'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('approval_id', 'integer', (c) => c.notNull().references('approvals.id'))
      .addColumn('level', 'integer', notNull)
      .addColumn('person_id', 'integer', (c) => c.notNull().references('persons.id'))
      .addColumn('role', 'text', notNull)
      .execute()
    await db.schema.createIndex('approval_step_approvers_person').on('approval_step_approvers').columns(['company_id', 'person_id']).execute()
    await db.schema.createIndex('approval_step_approvers_approval').on('approval_step_approvers').columns(['approval_id', 'level']).execute()

    await addId(db.schema.createTable('approval_records'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('approval_id', 'integer', (c) => c.notNull().references('approvals.id'))
      .addColumn('level', 'integer', notNull)
      .addColumn('action', 'text', notNull)
      .addColumn('person_id', 'integer', (c) => c.references('persons.id'))
      .addColumn('as_backup', 'integer', notNull)
      .addColumn('reason', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .execute()
    await db.schema.createIndex('approval_records_approval').on('approval_records').columns(['approval_id']).execute()
    await db.schema.createIndex('approval_records_person').on('approval_records').columns(['company_id', 'person_id']).execute()

    await addId(db.schema.createTable('trip_applications'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('application_no', 'text', (c) => c.notNull().unique())
      .addColumn('client_request_id', 'text', notNull)
      .addColumn('applicant_user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('applicant_person_id', 'integer', (c) => c.notNull().references('persons.id'))
      .addColumn('status', 'text', notNull)
      .addColumn('approval_status', 'text', notNull)
      .addColumn('review_type', 'integer', notNull)
      .addColumn('start_date', 'text', notNull)
      .addColumn('end_date', 'text', notNull)
      .addColumn('purpose', 'text', notNull)
      .addColumn('total_budget', 'integer')
      .addColumn('custom_item_id', 'integer', (c) => c.references('custom_items.id'))
      .addColumn('fields_json', 'text', notNull)
      .addColumn('remark', 'text', notNull)
      .addColumn('authorization_code', 'text')
      .addColumn('close_reason', 'text', notNull)
      .addColumn('search_text', 'text', notNull)
      .addColumn('submitted_at', 'text')
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .addColumn('seed_key', 'text')
      .addUniqueConstraint('trip_applications_request', ['company_id', 'applicant_user_id', 'client_request_id'])
      // Codes are unique per company; NULL (no code yet) may repeat on both databases.
      .addUniqueConstraint('trip_applications_code', ['company_id', 'authorization_code'])
      .execute()

    await addId(db.schema.createTable('trip_application_travellers'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('application_id', 'integer', (c) => c.notNull().references('trip_applications.id'))
      .addColumn('person_id', 'integer', (c) => c.notNull().references('persons.id'))
      .addColumn('sort', 'integer', notNull)
      .execute()
    await db.schema.createIndex('trip_application_travellers_person').on('trip_application_travellers').columns(['company_id', 'person_id']).execute()

    await addId(db.schema.createTable('trip_application_legs'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('application_id', 'integer', (c) => c.notNull().references('trip_applications.id'))
      .addColumn('leg_index', 'integer', notNull)
      .addColumn('depart_city_code', 'text', notNull)
      .addColumn('arrive_city_code', 'text', notNull)
      .addColumn('depart_date', 'text', notNull)
      .execute()

    await addId(db.schema.createTable('trip_application_budgets'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('application_id', 'integer', (c) => c.notNull().references('trip_applications.id'))
      .addColumn('business', 'text', notNull)
      .addColumn('amount', 'integer', notNull)
      .execute()

    await addId(db.schema.createTable('messages'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('person_id', 'integer', (c) => c.notNull().references('persons.id'))
      .addColumn('category', 'text', notNull)
      .addColumn('kind', 'text', notNull)
      .addColumn('text_key', 'text', notNull)
      .addColumn('params_json', 'text', notNull)
      .addColumn('subject_no', 'text', notNull)
      .addColumn('link_json', 'text')
      // Derived messages (order and flight notices) are inserted once per key and person.
      .addColumn('dedupe_key', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .addColumn('read_at', 'text')
      .addUniqueConstraint('messages_dedupe', ['company_id', 'person_id', 'dedupe_key'])
      .execute()
    await db.schema.createIndex('messages_person').on('messages').columns(['company_id', 'person_id', 'category']).execute()

    await db.schema
      .createTable('message_sync')
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('person_id', 'integer', (c) => c.notNull().references('persons.id'))
      .addColumn('last_event_id', 'integer', notNull)
      .addColumn('updated_at', 'text', notNull)
      .addPrimaryKeyConstraint('message_sync_pk', ['company_id', 'person_id'])
      .execute()
  },

  async down(db) {
    for (const t of TABLES) await db.schema.dropTable(t).ifExists().execute()
  },
}
