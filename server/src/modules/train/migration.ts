/**
 * The train module's tables (types: tables.ts). The rank standards are kept in memory by the hot
 * paths, so writes to them raise the cache generation (db/generation.ts watchTable).
 */
import { unwatchTable, watchTable } from '../../db/generation'
import {
  col,
  createTableWithId,
  createOrderRowsTable,
  createStockTable,
  createRankPolicyTable,
  createKeyedTable,
  dropTables,
  type DialectMigration,
} from '../../db/migrations/helpers'

export const migration: DialectMigration = {
  // The railway's places are sold to every company alike: they belong to no company.
  nonTenantTables: ['train_inventory', 'train_seats'],
  async up(db, dialect) {
    await createStockTable(db, 'train_inventory', { train_no: col.text, start_date: col.text, seat_class: col.text }, 'tickets_left', {
      tickets_left: col.integer,
      initial_tickets: col.integer,
      released: col.integer,
    })

    // One seat, one ticket: a second sale of the same seat fails here.
    await createKeyedTable(db, 'train_seats', ['train_no', 'start_date', 'coach', 'seat'], {
      train_no: col.text,
      start_date: col.text,
      coach: col.integer,
      seat: col.text,
      seat_class: col.text,
      ticket_id: col.integer,
    })

    await createRankPolicyTable(db, dialect, 'train_rank_policies', { high_speed_json: col.text, conventional_json: col.text, night_json: col.text })
    await watchTable(db, dialect, 'train_rank_policies')

    await createTableWithId(db, dialect, 'train_accounts', {
      company_id: col.company,
      user_id: col.ref('users'),
      user_name: col.text,
      password_hash: col.text,
      state: col.text,
      mobile_country_code: col.text,
      mobile: col.text,
      code_hash: col.nullText,
      code_expires_at: col.nullText,
      code_attempts: col.integer,
      codes_day: col.text,
      codes_sent: col.integer,
      verified_at: col.nullText,
      created_at: col.text,
      updated_at: col.text,
    })
      .addUniqueConstraint('train_accounts_user', ['company_id', 'user_id'])
      .execute()

    await createTableWithId(db, dialect, 'train_passenger_checks', {
      company_id: col.company,
      person_id: col.ref('persons'),
      status: col.text,
      updated_at: col.text,
    })
      .addUniqueConstraint('train_passenger_checks_person', ['company_id', 'person_id'])
      .execute()

    await createOrderRowsTable(db, dialect, 'train_tickets', {
      passenger_id: col.ref('order_passengers'),
      train_no: col.text,
      start_date: col.text,
      dep_date: col.text,
      from_station: col.text,
      to_station: col.text,
      seat_class: col.text,
      coach: col.integer,
      seat: col.text,
      price: col.integer,
      company_amount: col.integer,
      personal_amount: col.integer,
      status: col.text,
      ticket_no: col.text,
      gate: col.text,
      changed_from: col.nullInteger,
      change_count: col.integer,
      policy_json: col.text,
      policy_reason: col.text,
      updated_at: col.text,
    })

    await createTableWithId(db, dialect, 'train_grabs', {
      company_id: col.company,
      order_id: col.ref('orders'),
      state: col.text,
      from_station: col.text,
      to_station: col.text,
      options_json: col.text,
      deadline: col.text,
      prepaid_per_passenger: col.integer,
      attempts: col.integer,
      last_attempt_at: col.nullText,
      next_attempt_at: col.text,
      lease_owner: col.nullText,
      lease_until: col.nullText,
      booked_index: col.nullInteger,
      updated_at: col.text,
    })
      .addUniqueConstraint('train_grabs_order', ['order_id'])
      .execute()
    await db.schema.createIndex('train_grabs_due').on('train_grabs').columns(['state', 'next_attempt_at']).execute()
  },

  async down(db, dialect) {
    await unwatchTable(db, dialect, 'train_rank_policies')
    await dropTables(db, ['train_grabs', 'train_tickets', 'train_passenger_checks', 'train_accounts', 'train_rank_policies', 'train_seats', 'train_inventory'])
  },
}
