/** Companies, their organisation (departments, cost centres, BUs, custom items, ranks), persons, roles, accounts. */
import type { DialectMigration } from './helpers'
import { addId, companyRef, notNull } from './helpers'

export const migration: DialectMigration = {
  nonTenantTables: ['companies'],
  async up(db, dialect) {
    await addId(db.schema.createTable('companies'), dialect)
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', notNull)
      .addColumn('name_en', 'text', notNull)
      .addColumn('status', 'integer', notNull)
      .addColumn('created_at', 'text', notNull)
      .execute()

    await db.schema
      .createTable('company_settings')
      .addColumn('company_id', 'integer', (c) => c.primaryKey().references('companies.id'))
      .addColumn('setting_json', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .execute()

    await db.schema
      .createTable('company_themes')
      .addColumn('company_id', 'integer', (c) => c.primaryKey().references('companies.id'))
      .addColumn('theme_json', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .execute()

    for (const table of ['departments', 'cost_centers', 'business_units', 'custom_items', 'ranks']) {
      let t = addId(db.schema.createTable(table), dialect)
        .addColumn('company_id', 'integer', companyRef)
        .addColumn('code', 'text', notNull)
        .addColumn('name', 'text', notNull)
        .addColumn('name_en', 'text', notNull)
        .addColumn('sort', 'integer', notNull)
      if (table === 'departments') t = t.addColumn('parent_id', 'integer', (c) => c.references('departments.id'))
      if (table === 'ranks') t = t.addColumn('level', 'integer', notNull)
      await t.addUniqueConstraint(`${table}_company_code`, ['company_id', 'code']).execute()
    }

    await addId(db.schema.createTable('persons'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('kind', 'text', notNull)
      .addColumn('employee_no', 'text')
      .addColumn('ch_name', 'text', notNull)
      .addColumn('last_name', 'text', notNull)
      .addColumn('first_name', 'text', notNull)
      .addColumn('nick_name', 'text', notNull)
      .addColumn('gender', 'text', notNull)
      .addColumn('birth_date', 'text')
      .addColumn('nationality', 'text', notNull)
      .addColumn('id_type', 'text', notNull)
      .addColumn('id_no', 'text')
      .addColumn('mobile_country_code', 'text', notNull)
      .addColumn('mobile', 'text')
      .addColumn('email', 'text')
      .addColumn('department_id', 'integer', (c) => c.references('departments.id'))
      .addColumn('cost_center_id', 'integer', (c) => c.references('cost_centers.id'))
      .addColumn('business_unit_id', 'integer', (c) => c.references('business_units.id'))
      .addColumn('rank_id', 'integer', (c) => c.references('ranks.id'))
      .addColumn('superior_id', 'integer', (c) => c.references('persons.id'))
      .addColumn('status', 'integer', notNull)
      .addColumn('created_at', 'text', notNull)
      .addUniqueConstraint('persons_company_employee_no', ['company_id', 'employee_no'])
      .execute()
    await db.schema.createIndex('persons_company').on('persons').columns(['company_id', 'kind']).execute()
    await db.schema.createIndex('persons_mobile').on('persons').columns(['mobile']).execute()
    await db.schema.createIndex('persons_email').on('persons').columns(['email']).execute()

    await addId(db.schema.createTable('roles'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('code', 'text', notNull)
      .addColumn('name_json', 'text', notNull)
      .addColumn('power_json', 'text', notNull)
      .addColumn('sort', 'integer', notNull)
      .addUniqueConstraint('roles_company_code', ['company_id', 'code'])
      .execute()

    await addId(db.schema.createTable('users'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('person_id', 'integer', (c) => c.notNull().unique().references('persons.id'))
      .addColumn('user_name', 'text', notNull)
      .addColumn('user_name_key', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', notNull)
      .addColumn('has_personal_account', 'integer', notNull)
      .addColumn('status', 'integer', notNull)
      .addColumn('created_at', 'text', notNull)
      .addColumn('password_changed_at', 'text', notNull)
      .execute()

    await db.schema
      .createTable('user_roles')
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id'))
      .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role_id'])
      .execute()
  },
}
