/**
 * The hotel module's tables: allotments (the only stored inventory), rank hotel standards and the
 * stays of hotel orders. Types: tables.ts.
 */
import { col, columns, createTableWithId, createStockTable, createRankPolicyTable, dropTables, type DialectMigration } from '../../db/migrations/helpers'

export const migration: DialectMigration = {
  // Rooms are the hotel's inventory, sold to every company alike: they belong to no company.
  nonTenantTables: ['hotel_allotments'],
  async up(db, dialect) {
    await createStockTable(db, 'hotel_allotments', { hotel_id: col.integer, room_code: col.text, stay_date: col.text }, 'rooms_left', {
      ...columns(col.integer, 'rooms_left', 'initial_rooms'),
    })

    await createRankPolicyTable(
      db,
      dialect,
      'hotel_rank_policies',
      {
        product: col.text,
        ...columns(col.nullInteger, 'tier1_cap', 'tier2_cap', 'tier3_cap', 'tier4_cap', 'intl_cap', 'star_ceiling'),
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
      ...columns(col.text, 'room_code', 'plan_code', 'check_in', 'check_out'),
      ...columns(col.integer, 'nights', 'room_count', 'early_morning'),
      ...columns(col.text, 'arrival_time', 'prices_json', 'currency'),
      avg_price: col.integer,
      ...columns(col.text, 'pay_kind', 'cancel_json', 'policy_json', 'policy_reason', 'rooms_json'),
      ...columns(col.nullText, 'member_card_json', 'guarantee_json'),
      ...columns(col.text, 'special_requests_json', 'remark', 'confirmation_no', 'status'),
      ...columns(col.nullText, 'cancel_request_id', 'cancellation_json'),
      updated_at: col.text,
    })
      .addUniqueConstraint('hotel_stays_order', ['order_id'])
      .execute()
  },

  async down(db) {
    await dropTables(db, ['hotel_stays', 'hotel_rank_policies', 'hotel_allotments'])
  },
}
