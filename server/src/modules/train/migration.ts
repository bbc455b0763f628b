/**
 * The train module's tables (types: tables.ts). The rank standards are kept in memory by the hot
 * paths, so writes to them raise the cache generation (db/generation.ts watchTable).
 */
import { unwatchTable, watchTable } from '../../db/generation'
import {
  col,
  columns,
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
      ...columns(col.integer, 'tickets_left', 'initial_tickets', 'released'),
    })

    // One seat, one ticket: a second sale of the same seat fails here.
    await createKeyedTable(db, 'train_seats', ['train_no', 'start_date', 'coach', 'seat'], {
      ...columns(col.text, 'train_no', 'start_date'),
      coach: col.integer,
      ...columns(col.text, 'seat', 'seat_class'),
      ticket_id: col.integer,
    })

    await createRankPolicyTable(db, dialect, 'train_rank_policies', { high_speed_json: col.text, conventional_json: col.text, night_json: col.text })
    await watchTable(db, dialect, 'train_rank_policies')

    await createTableWithId(db, dialect, 'train_accounts', {
      company_id: col.company,
      user_id: col.ref('users'),
      ...columns(col.text, 'user_name', 'password_hash', 'state', 'mobile_country_code', 'mobile'),
      ...columns(col.nullText, 'code_hash', 'code_expires_at'),
      code_attempts: col.integer,
      codes_day: col.text,
      codes_sent: col.integer,
      verified_at: col.nullText,
      ...columns(col.text, 'created_at', 'updated_at'),
    })
      .addUniqueConstraint('train_accounts_user', ['company_id', 'user_id'])
      .execute()

    await createTableWithId(db, dialect, 'train_passenger_checks', {
      company_id: col.company,
      person_id: col.ref('persons'),
      ...columns(col.text, 'status', 'updated_at'),
    })
      .addUniqueConstraint('train_passenger_checks_person', ['company_id', 'person_id'])
      .execute()

    await createOrderRowsTable(db, dialect, 'train_tickets', {
      passenger_id: col.ref('order_passengers'),
      ...columns(col.text, 'train_no', 'start_date', 'dep_date', 'from_station', 'to_station', 'seat_class'),
      coach: col.integer,
      seat: col.text,
      ...columns(col.integer, 'price', 'company_amount', 'personal_amount'),
      ...columns(col.text, 'status', 'ticket_no', 'gate'),
      changed_from: col.nullInteger,
      change_count: col.integer,
      ...columns(col.text, 'policy_json', 'policy_reason', 'updated_at'),
    })

    await createTableWithId(db, dialect, 'train_grabs', {
      company_id: col.company,
      order_id: col.ref('orders'),
      ...columns(col.text, 'state', 'from_station', 'to_station', 'options_json', 'deadline'),
      ...columns(col.integer, 'prepaid_per_passenger', 'attempts'),
      last_attempt_at: col.nullText,
      next_attempt_at: col.text,
      ...columns(col.nullText, 'lease_owner', 'lease_until'),
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
