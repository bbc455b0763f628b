/**
 * The train module's tables (types: tables.ts). The rank standards are kept in memory by the hot
 * paths, so writes to them raise the cache generation (db/generation.ts watchTable).
 */
import { sql } from 'kysely'
import { unwatchTable, watchTable } from '../../db/generation'
import type { DialectMigration } from '../../db/migrations/helpers'
import { addId, companyRef, notNull } from '../../db/migrations/helpers'

export const migration: DialectMigration = {
  // The railway's places are sold to every company alike: they belong to no company.
  nonTenantTables: ['train_inventory', 'train_seats'],
  async up(db, dialect) {
    await db.schema
      .createTable('train_inventory')
      .addColumn('train_no', 'text', notNull)
      .addColumn('start_date', 'text', notNull)
      .addColumn('seat_class', 'text', notNull)
      .addColumn('tickets_left', 'integer', notNull)
      .addColumn('initial_tickets', 'integer', notNull)
      .addColumn('released', 'integer', notNull)
      .addColumn('updated_at', 'text', notNull)
      .addPrimaryKeyConstraint('train_inventory_pk', ['train_no', 'start_date', 'seat_class'])
      // The database itself refuses an oversold class, whatever a future query forgets.
      .addCheckConstraint('train_inventory_not_negative', sql`tickets_left >= 0`)
      .execute()

    await db.schema
      .createTable('train_seats')
      .addColumn('train_no', 'text', notNull)
      .addColumn('start_date', 'text', notNull)
      .addColumn('coach', 'integer', notNull)
      .addColumn('seat', 'text', notNull)
      .addColumn('seat_class', 'text', notNull)
      .addColumn('ticket_id', 'integer', notNull)
      // One seat, one ticket: a second sale of the same seat fails here.
      .addPrimaryKeyConstraint('train_seats_pk', ['train_no', 'start_date', 'coach', 'seat'])
      .execute()

    await addId(db.schema.createTable('train_rank_policies'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('rank_id', 'integer', (c) => c.notNull().references('ranks.id'))
      .addColumn('high_speed_json', 'text', notNull)
      .addColumn('conventional_json', 'text', notNull)
      .addColumn('night_json', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .addUniqueConstraint('train_rank_policies_rank', ['company_id', 'rank_id'])
      .execute()
    await watchTable(db, dialect, 'train_rank_policies')

    await addId(db.schema.createTable('train_accounts'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('user_name', 'text', notNull)
      .addColumn('password_hash', 'text', notNull)
      .addColumn('state', 'text', notNull)
      .addColumn('mobile_country_code', 'text', notNull)
      .addColumn('mobile', 'text', notNull)
      .addColumn('code_hash', 'text')
      .addColumn('code_expires_at', 'text')
      .addColumn('code_attempts', 'integer', notNull)
      .addColumn('codes_day', 'text', notNull)
      .addColumn('codes_sent', 'integer', notNull)
      .addColumn('verified_at', 'text')
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .addUniqueConstraint('train_accounts_user', ['company_id', 'user_id'])
      .execute()

    await addId(db.schema.createTable('train_passenger_checks'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('person_id', 'integer', (c) => c.notNull().references('persons.id'))
      .addColumn('status', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .addUniqueConstraint('train_passenger_checks_person', ['company_id', 'person_id'])
      .execute()

    await addId(db.schema.createTable('train_tickets'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
      .addColumn('passenger_id', 'integer', (c) => c.notNull().references('order_passengers.id'))
      .addColumn('train_no', 'text', notNull)
      .addColumn('start_date', 'text', notNull)
      .addColumn('dep_date', 'text', notNull)
      .addColumn('from_station', 'text', notNull)
      .addColumn('to_station', 'text', notNull)
      .addColumn('seat_class', 'text', notNull)
      .addColumn('coach', 'integer', notNull)
      .addColumn('seat', 'text', notNull)
      .addColumn('price', 'integer', notNull)
      .addColumn('company_amount', 'integer', notNull)
      .addColumn('personal_amount', 'integer', notNull)
      .addColumn('status', 'text', notNull)
      .addColumn('ticket_no', 'text', notNull)
      .addColumn('gate', 'text', notNull)
      .addColumn('changed_from', 'integer')
      .addColumn('change_count', 'integer', notNull)
      .addColumn('policy_json', 'text', notNull)
      .addColumn('policy_reason', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .execute()
    await db.schema.createIndex('train_tickets_order').on('train_tickets').columns(['order_id']).execute()

    await addId(db.schema.createTable('train_grabs'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
      .addColumn('state', 'text', notNull)
      .addColumn('from_station', 'text', notNull)
      .addColumn('to_station', 'text', notNull)
      .addColumn('options_json', 'text', notNull)
      .addColumn('deadline', 'text', notNull)
      .addColumn('prepaid_per_passenger', 'integer', notNull)
      .addColumn('attempts', 'integer', notNull)
      .addColumn('last_attempt_at', 'text')
      .addColumn('next_attempt_at', 'text', notNull)
      .addColumn('lease_owner', 'text')
      .addColumn('lease_until', 'text')
      .addColumn('booked_index', 'integer')
      .addColumn('updated_at', 'text', notNull)
      .addUniqueConstraint('train_grabs_order', ['order_id'])
      .execute()
    await db.schema.createIndex('train_grabs_due').on('train_grabs').columns(['state', 'next_attempt_at']).execute()
  },

  async down(db, dialect) {
    await unwatchTable(db, dialect, 'train_rank_policies')
    for (const t of ['train_grabs', 'train_tickets', 'train_passenger_checks', 'train_accounts', 'train_rank_policies', 'train_seats', 'train_inventory'])
      await db.schema.dropTable(t).ifExists().execute()
  },
}
