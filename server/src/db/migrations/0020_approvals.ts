/**
 * Approvals, trip applications and the message centre. Types: services/approvals/tables.ts,
 * services/trip-forms/tables.ts, services/messages/tables.ts.
 * The approval whitelist is the order kernel's approval_whitelist table (one list for all).
 *
 * Approvers are copied into approval_step_approvers when an approval is submitted, so editing a
 * template later never changes who decides an approval already under way.
 */
import { col, columns, createTableWithId, createPersonTable, createPerCompanyTable, createKeyedTable, dropTables, type DialectMigration } from './helpers'

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
    await createPerCompanyTable(db, 'vetting_settings', {
      timeout_minutes: col.integer,
      // Orders up to this id have been looked at for a SystemApproved record (whitelisted bookings).
      synced_order_id: col.integer,
    })

    await createTableWithId(db, dialect, 'vetting_templates', {
      company_id: col.company,
      ...columns(col.text, 'name', 'bind_kind'),
      is_default: col.integer,
      seed_key: col.nullText,
      ...columns(col.text, 'created_at', 'updated_at'),
    }).execute()

    await createTableWithId(db, dialect, 'vetting_template_levels', {
      company_id: col.company,
      template_id: col.ref('vetting_templates'),
      level: col.integer,
      kind: col.text,
      backup_person_id: col.nullRef('persons'),
    })
      .addUniqueConstraint('vetting_template_levels_level', ['template_id', 'level'])
      .execute()

    await createTableWithId(db, dialect, 'vetting_level_approvers', {
      company_id: col.company,
      level_id: col.ref('vetting_template_levels'),
      person_id: col.ref('persons'),
      sort: col.integer,
    }).execute()

    // One template per person and per custom item: docs/error-codes.md 'template already bound to another'.
    await createKeyedTable(db, 'vetting_template_persons', ['company_id', 'person_id'], {
      company_id: col.company,
      template_id: col.ref('vetting_templates'),
      person_id: col.ref('persons'),
    })
    await createKeyedTable(db, 'vetting_template_custom_items', ['company_id', 'custom_item_id'], {
      company_id: col.company,
      template_id: col.ref('vetting_templates'),
      custom_item_id: col.ref('custom_items'),
    })

    await createPersonTable(db, 'vetting_absences', {
      // Last absent day 'yyyy-MM-dd' (China time) inclusive; null = until switched off.
      until_date: col.nullText,
      created_at: col.text,
    })

    await createTableWithId(db, dialect, 'approvals', {
      company_id: col.company,
      approval_no: col.uniqueText,
      subject_kind: col.text,
      subject_id: col.integer,
      subject_no: col.text,
      requester_user_id: col.nullRef('users'),
      requester_person_id: col.ref('persons'),
      traveller_person_id: col.ref('persons'),
      template_id: col.nullInteger,
      ...columns(col.text, 'template_name', 'status'),
      ...columns(col.integer, 'current_level', 'level_count'),
      ...columns(col.text, 'summary_json', 'search_text', 'submitted_at', 'deadline_at'),
      ...columns(col.nullText, 'finished_at', 'last_notified_at'),
      updated_at: col.text,
    })
      // One approval per order or application: a concurrent second submit loses on this index.
      .addUniqueConstraint('approvals_subject', ['company_id', 'subject_kind', 'subject_id'])
      .execute()
    await db.schema.createIndex('approvals_status_deadline').on('approvals').columns(['status', 'deadline_at']).execute()
    await db.schema.createIndex('approvals_requester').on('approvals').columns(['company_id', 'requester_person_id']).execute()

    await createTableWithId(db, dialect, 'approval_steps', {
      company_id: col.company,
      approval_id: col.ref('approvals'),
      level: col.integer,
      ...columns(col.text, 'kind', 'status'),
      decided_by_person_id: col.nullRef('persons'),
      decided_at: col.nullText,
      reason: col.text,
    })
      .addUniqueConstraint('approval_steps_level', ['approval_id', 'level'])
      .execute()

    await createTableWithId(db, dialect, 'approval_step_approvers', {
      company_id: col.company,
      approval_id: col.ref('approvals'),
      level: col.integer,
      person_id: col.ref('persons'),
      role: col.text,
    }).execute()
    await db.schema.createIndex('approval_step_approvers_person').on('approval_step_approvers').columns(['company_id', 'person_id']).execute()
    await db.schema.createIndex('approval_step_approvers_approval').on('approval_step_approvers').columns(['approval_id', 'level']).execute()

    await createTableWithId(db, dialect, 'approval_records', {
      company_id: col.company,
      approval_id: col.ref('approvals'),
      level: col.integer,
      action: col.text,
      person_id: col.nullRef('persons'),
      as_backup: col.integer,
      ...columns(col.text, 'reason', 'created_at'),
    }).execute()
    await db.schema.createIndex('approval_records_approval').on('approval_records').columns(['approval_id']).execute()
    await db.schema.createIndex('approval_records_person').on('approval_records').columns(['company_id', 'person_id']).execute()

    await createTableWithId(db, dialect, 'trip_applications', {
      company_id: col.company,
      application_no: col.uniqueText,
      client_request_id: col.text,
      applicant_user_id: col.ref('users'),
      applicant_person_id: col.ref('persons'),
      ...columns(col.text, 'status', 'approval_status'),
      review_type: col.integer,
      ...columns(col.text, 'start_date', 'end_date', 'purpose'),
      total_budget: col.nullInteger,
      custom_item_id: col.nullRef('custom_items'),
      ...columns(col.text, 'fields_json', 'remark'),
      authorization_code: col.nullText,
      ...columns(col.text, 'close_reason', 'search_text'),
      submitted_at: col.nullText,
      ...columns(col.text, 'created_at', 'updated_at'),
      seed_key: col.nullText,
    })
      .addUniqueConstraint('trip_applications_request', ['company_id', 'applicant_user_id', 'client_request_id'])
      // Codes are unique per company; NULL (no code yet) may repeat on both databases.
      .addUniqueConstraint('trip_applications_code', ['company_id', 'authorization_code'])
      .execute()

    await createTableWithId(db, dialect, 'trip_application_travellers', {
      company_id: col.company,
      application_id: col.ref('trip_applications'),
      person_id: col.ref('persons'),
      sort: col.integer,
    }).execute()
    await db.schema.createIndex('trip_application_travellers_person').on('trip_application_travellers').columns(['company_id', 'person_id']).execute()

    await createTableWithId(db, dialect, 'trip_application_legs', {
      company_id: col.company,
      application_id: col.ref('trip_applications'),
      leg_index: col.integer,
      ...columns(col.text, 'depart_city_code', 'arrive_city_code', 'depart_date'),
    }).execute()

    await createTableWithId(db, dialect, 'trip_application_budgets', {
      company_id: col.company,
      application_id: col.ref('trip_applications'),
      business: col.text,
      amount: col.integer,
    }).execute()

    await createTableWithId(db, dialect, 'messages', {
      company_id: col.company,
      person_id: col.ref('persons'),
      ...columns(col.text, 'category', 'kind', 'text_key', 'params_json', 'subject_no'),
      link_json: col.nullText,
      // Derived messages (order and flight notices) are inserted once per key and person.
      ...columns(col.text, 'dedupe_key', 'created_at'),
      read_at: col.nullText,
    })
      .addUniqueConstraint('messages_dedupe', ['company_id', 'person_id', 'dedupe_key'])
      .execute()
    await db.schema.createIndex('messages_person').on('messages').columns(['company_id', 'person_id', 'category']).execute()

    await createPersonTable(db, 'message_sync', {
      last_event_id: col.integer,
      updated_at: col.text,
    })
  },

  async down(db) {
    await dropTables(db, TABLES)
  },
}
