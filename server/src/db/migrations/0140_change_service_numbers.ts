/** A change names the service it leaves and the one it takes (a flight's or a train's number): its columns say so for every product. */
import type { DialectMigration } from './helpers'

export const migration: DialectMigration = {
  async up(db) {
    await db.schema.alterTable('changes').renameColumn('old_flight_no', 'old_service_no').execute()
    await db.schema.alterTable('changes').renameColumn('new_flight_no', 'new_service_no').execute()
  },
  async down(db) {
    await db.schema.alterTable('changes').renameColumn('new_service_no', 'new_flight_no').execute()
    await db.schema.alterTable('changes').renameColumn('old_service_no', 'old_flight_no').execute()
  },
}
