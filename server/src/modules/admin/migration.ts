/** Company administration's tables: audit log, messenger bindings, invitations, company profile and invoice headers. */
import { col, createTableWithId, createPerCompanyTable, dropTables, type DialectMigration } from '../../db/migrations/helpers'

export const migration: DialectMigration = {
  async up(db, dialect) {
    await createTableWithId(db, dialect, 'admin_audit', {
      company_id: col.company,
      at: col.text,
      actor_user_id: col.integer,
      actor_name: col.text,
      entity: col.text,
      entity_id: col.nullInteger,
      action: col.text,
      before_json: col.nullText,
      after_json: col.nullText,
    }).execute()
    await db.schema.createIndex('admin_audit_entity').on('admin_audit').columns(['company_id', 'entity', 'entity_id']).execute()

    await createTableWithId(db, dialect, 'messenger_bindings', {
      company_id: col.company,
      person_id: col.ref('persons'),
      messenger: col.text,
      state: col.text,
      external_user_id: col.text,
      link_token_hash: col.nullText,
      link_expires_at: col.nullText,
      bound_at: col.nullText,
      updated_at: col.text,
    })
      .addUniqueConstraint('messenger_bindings_person', ['company_id', 'person_id', 'messenger'])
      .execute()
    await db.schema.createIndex('messenger_bindings_token').on('messenger_bindings').column('link_token_hash').execute()

    await createTableWithId(db, dialect, 'invite_links', {
      company_id: col.company,
      token_hash: col.uniqueText,
      department_id: col.nullRef('departments'),
      created_by: col.integer,
      created_at: col.text,
      expires_at: col.text,
    }).execute()

    await createTableWithId(db, dialect, 'join_requests', {
      company_id: col.company,
      invite_id: col.ref('invite_links'),
      ch_name: col.text,
      last_name: col.text,
      first_name: col.text,
      mobile_country_code: col.text,
      mobile: col.text,
      email: col.text,
      employee_no: col.text,
      department_id: col.nullRef('departments'),
      state: col.text,
      person_id: col.nullRef('persons'),
      created_at: col.text,
      decided_at: col.nullText,
      decided_by: col.nullInteger,
    }).execute()
    await db.schema.createIndex('join_requests_state').on('join_requests').columns(['company_id', 'state']).execute()

    await createPerCompanyTable(db, 'company_profiles', {
      address: col.text,
      contact_name: col.text,
      contact_phone: col.text,
      contact_email: col.text,
      logo_file_id: col.nullText,
    })

    await createTableWithId(db, dialect, 'company_invoice_headers', {
      company_id: col.company,
      title: col.text,
      tax_no: col.text,
      type: col.text,
      address: col.text,
      phone: col.text,
      bank_name: col.text,
      bank_account: col.text,
      is_default: col.integer,
      updated_at: col.text,
    }).execute()
  },
  async down(db) {
    await dropTables(db, ['company_invoice_headers', 'company_profiles', 'join_requests', 'invite_links', 'messenger_bindings', 'admin_audit'])
  },
}
