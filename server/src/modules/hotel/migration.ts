/**
 * The hotel module's tables: allotments (the only stored inventory), rank hotel standards and the
 * stays of hotel orders. Types: tables.ts.
 */
import { col, createTableWithId, createStockTable, createRankPolicyTable, dropTables, type DialectMigration } from '../../db/migrations/helpers'

export const migration: DialectMigration = {
  // Rooms are the hotel's inventory, sold to every company alike: they belong to no company.
  nonTenantTables: ['hotel_allotments'],
  async up(db, dialect) {
    await createStockTable(db, 'hotel_allotments', { hotel_id: col.integer, room_code: col.text, stay_date: col.text }, 'rooms_left', {
      rooms_left: col.integer,
      initial_rooms: col.integer,
    })

    await createRankPolicyTable(
      db,
      dialect,
      'hotel_rank_policies',
      {
        product: col.text,
        tier1_cap: col.nullInteger,
        tier2_cap: col.nullInteger,
        tier3_cap: col.nullInteger,
        tier4_cap: col.nullInteger,
        intl_cap: col.nullInteger,
        star_ceiling: col.nullInteger,
        city_caps_json: col.text,
      },
      ['product'],
    )

    await createTableWithId(db, dialect, 'hotel_stays', {
      company_id: col.company,
      order_id: col.ref('orders'),
      hotel_id: col.integer,
      city_code: col.text,
      international: col.integer,
      room_code: col.text,
      plan_code: col.text,
      check_in: col.text,
      check_out: col.text,
      nights: col.integer,
      room_count: col.integer,
      early_morning: col.integer,
      arrival_time: col.text,
      prices_json: col.text,
      currency: col.text,
      avg_price: col.integer,
      pay_kind: col.text,
      cancel_json: col.text,
      policy_json: col.text,
      policy_reason: col.text,
      rooms_json: col.text,
      member_card_json: col.nullText,
      guarantee_json: col.nullText,
      special_requests_json: col.text,
      remark: col.text,
      confirmation_no: col.text,
      status: col.text,
      cancel_request_id: col.nullText,
      cancellation_json: col.nullText,
      updated_at: col.text,
    })
      .addUniqueConstraint('hotel_stays_order', ['order_id'])
      .execute()
  },

  async down(db) {
    await dropTables(db, ['hotel_stays', 'hotel_rank_policies', 'hotel_allotments'])
  },
}
