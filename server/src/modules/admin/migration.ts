/** Company administration's tables: audit log, messenger bindings, invitations, company profile and invoice headers. */
import { col, columns, createTableWithId, createPerCompanyTable, dropTables, type DialectMigration } from '../../db/migrations/helpers'

export const migration: DialectMigration = {
  async up(db, dialect) {
    await createTableWithId(db, dialect, 'admin_audit', {
      company_id: col.company,
      at: col.text,
      actor_user_id: col.integer,
      ...columns(col.text, 'actor_name', 'entity'),
      entity_id: col.nullInteger,
      action: col.text,
      ...columns(col.nullText, 'before_json', 'after_json'),
    }).execute()
    await db.schema.createIndex('admin_audit_entity').on('admin_audit').columns(['company_id', 'entity', 'entity_id']).execute()

    await createTableWithId(db, dialect, 'messenger_bindings', {
      company_id: col.company,
      person_id: col.ref('persons'),
      ...columns(col.text, 'messenger', 'state', 'external_user_id'),
      ...columns(col.nullText, 'link_token_hash', 'link_expires_at', 'bound_at'),
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
      ...columns(col.text, 'created_at', 'expires_at'),
    }).execute()

    await createTableWithId(db, dialect, 'join_requests', {
      company_id: col.company,
      invite_id: col.ref('invite_links'),
      ...columns(col.text, 'ch_name', 'last_name', 'first_name', 'mobile_country_code', 'mobile', 'email', 'employee_no'),
      department_id: col.nullRef('departments'),
      state: col.text,
      person_id: col.nullRef('persons'),
      created_at: col.text,
      decided_at: col.nullText,
      decided_by: col.nullInteger,
    }).execute()
    await db.schema.createIndex('join_requests_state').on('join_requests').columns(['company_id', 'state']).execute()

    await createPerCompanyTable(db, 'company_profiles', {
      ...columns(col.text, 'address', 'contact_name', 'contact_phone', 'contact_email'),
      logo_file_id: col.nullText,
    })

    await createTableWithId(db, dialect, 'company_invoice_headers', {
      company_id: col.company,
      ...columns(col.text, 'title', 'tax_no', 'type', 'address', 'phone', 'bank_name', 'bank_account'),
      is_default: col.integer,
      updated_at: col.text,
    }).execute()
  },
  async down(db) {
    await dropTables(db, ['company_invoice_headers', 'company_profiles', 'join_requests', 'invite_links', 'messenger_bindings', 'admin_audit'])
  },
}
