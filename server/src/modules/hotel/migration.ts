/**
 * The hotel module's tables: allotments (the only stored inventory), rank hotel standards and the
 * stays of hotel orders. Types: tables.ts.
 */
import { sql } from 'kysely'
import type { DialectMigration } from '../../db/migrations/helpers'
import { addId, companyRef, notNull } from '../../db/migrations/helpers'

export const migration: DialectMigration = {
  // Rooms are the hotel's inventory, sold to every company alike: they belong to no company.
  nonTenantTables: ['hotel_allotments'],
  async up(db, dialect) {
    await db.schema
      .createTable('hotel_allotments')
      .addColumn('hotel_id', 'integer', notNull)
      .addColumn('room_code', 'text', notNull)
      .addColumn('stay_date', 'text', notNull)
      .addColumn('rooms_left', 'integer', notNull)
      .addColumn('initial_rooms', 'integer', notNull)
      .addColumn('updated_at', 'text', notNull)
      .addPrimaryKeyConstraint('hotel_allotments_pk', ['hotel_id', 'room_code', 'stay_date'])
      // The database itself refuses an oversold night, whatever a future query forgets.
      .addCheckConstraint('hotel_allotments_not_negative', sql`rooms_left >= 0`)
      .execute()

    await addId(db.schema.createTable('hotel_rank_policies'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('rank_id', 'integer', (c) => c.notNull().references('ranks.id'))
      .addColumn('product', 'text', notNull)
      .addColumn('tier1_cap', 'integer')
      .addColumn('tier2_cap', 'integer')
      .addColumn('tier3_cap', 'integer')
      .addColumn('tier4_cap', 'integer')
      .addColumn('intl_cap', 'integer')
      .addColumn('star_ceiling', 'integer')
      .addColumn('city_caps_json', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .addUniqueConstraint('hotel_rank_policies_rank', ['company_id', 'rank_id', 'product'])
      .execute()

    await addId(db.schema.createTable('hotel_stays'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
      .addColumn('hotel_id', 'integer', notNull)
      .addColumn('city_code', 'text', notNull)
      .addColumn('international', 'integer', notNull)
      .addColumn('room_code', 'text', notNull)
      .addColumn('plan_code', 'text', notNull)
      .addColumn('check_in', 'text', notNull)
      .addColumn('check_out', 'text', notNull)
      .addColumn('nights', 'integer', notNull)
      .addColumn('room_count', 'integer', notNull)
      .addColumn('early_morning', 'integer', notNull)
      .addColumn('arrival_time', 'text', notNull)
      .addColumn('prices_json', 'text', notNull)
      .addColumn('currency', 'text', notNull)
      .addColumn('avg_price', 'integer', notNull)
      .addColumn('pay_kind', 'text', notNull)
      .addColumn('cancel_json', 'text', notNull)
      .addColumn('policy_json', 'text', notNull)
      .addColumn('policy_reason', 'text', notNull)
      .addColumn('rooms_json', 'text', notNull)
      .addColumn('member_card_json', 'text')
      .addColumn('guarantee_json', 'text')
      .addColumn('special_requests_json', 'text', notNull)
      .addColumn('remark', 'text', notNull)
      .addColumn('confirmation_no', 'text', notNull)
      .addColumn('status', 'text', notNull)
      .addColumn('cancel_request_id', 'text')
      .addColumn('cancellation_json', 'text')
      .addColumn('updated_at', 'text', notNull)
      .addUniqueConstraint('hotel_stays_order', ['order_id'])
      .execute()
  },

  async down(db) {
    for (const t of ['hotel_stays', 'hotel_rank_policies', 'hotel_allotments']) await db.schema.dropTable(t).ifExists().execute()
  },
}
