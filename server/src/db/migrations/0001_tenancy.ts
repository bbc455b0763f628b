/** Companies, their organisation (departments, cost centres, BUs, custom items, ranks), persons, roles, accounts. */
import { col, columns, createTableWithId, createPerCompanyTable, createKeyedTable, type DialectMigration } from './helpers'

export const migration: DialectMigration = {
  nonTenantTables: ['companies'],
  async up(db, dialect) {
    await createTableWithId(db, dialect, 'companies', {
      code: col.uniqueText,
      ...columns(col.text, 'name', 'name_en'),
      status: col.integer,
      created_at: col.text,
    }).execute()

    await createPerCompanyTable(db, 'company_settings', { setting_json: col.text })

    await createPerCompanyTable(db, 'company_themes', { theme_json: col.text })

    for (const table of ['departments', 'cost_centers', 'business_units', 'custom_items', 'ranks']) {
      await createTableWithId(db, dialect, table, {
        company_id: col.company,
        ...columns(col.text, 'code', 'name', 'name_en'),
        sort: col.integer,
        ...(table === 'departments' ? { parent_id: col.nullRef('departments') } : {}),
        ...(table === 'ranks' ? { level: col.integer } : {}),
      })
        .addUniqueConstraint(`${table}_company_code`, ['company_id', 'code'])
        .execute()
    }

    await createTableWithId(db, dialect, 'persons', {
      company_id: col.company,
      kind: col.text,
      employee_no: col.nullText,
      ...columns(col.text, 'ch_name', 'last_name', 'first_name', 'nick_name', 'gender'),
      birth_date: col.nullText,
      ...columns(col.text, 'nationality', 'id_type'),
      id_no: col.nullText,
      mobile_country_code: col.text,
      ...columns(col.nullText, 'mobile', 'email'),
      department_id: col.nullRef('departments'),
      cost_center_id: col.nullRef('cost_centers'),
      business_unit_id: col.nullRef('business_units'),
      rank_id: col.nullRef('ranks'),
      superior_id: col.nullRef('persons'),
      status: col.integer,
      created_at: col.text,
    })
      .addUniqueConstraint('persons_company_employee_no', ['company_id', 'employee_no'])
      .execute()
    await db.schema.createIndex('persons_company').on('persons').columns(['company_id', 'kind']).execute()
    await db.schema.createIndex('persons_mobile').on('persons').columns(['mobile']).execute()
    await db.schema.createIndex('persons_email').on('persons').columns(['email']).execute()

    await createTableWithId(db, dialect, 'roles', {
      company_id: col.company,
      ...columns(col.text, 'code', 'name_json', 'power_json'),
      sort: col.integer,
    })
      .addUniqueConstraint('roles_company_code', ['company_id', 'code'])
      .execute()

    await createTableWithId(db, dialect, 'users', {
      company_id: col.company,
      person_id: col.of('integer', (c) => c.notNull().unique().references('persons.id')),
      user_name: col.text,
      user_name_key: col.uniqueText,
      password_hash: col.text,
      ...columns(col.integer, 'has_personal_account', 'status'),
      ...columns(col.text, 'created_at', 'password_changed_at'),
    }).execute()

    await createKeyedTable(db, 'user_roles', ['user_id', 'role_id'], {
      company_id: col.company,
      user_id: col.ref('users'),
      role_id: col.ref('roles'),
    })
  },
}
