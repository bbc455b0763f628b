/**
 * The service robot's hand-overs to the consultants and the complaints and suggestions of the
 * personal centre. Types: services/support/tables.ts.
 */
import { addId, companyRef, notNull, type DialectMigration } from './helpers'

export const migration: DialectMigration = {
  async up(db, dialect) {
    await addId(db.schema.createTable('support_handovers'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('question', 'text', notNull)
      .addColumn('transcript_json', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .execute()
    await db.schema.createIndex('support_handovers_company').on('support_handovers').columns(['company_id', 'id']).execute()

    await addId(db.schema.createTable('feedbacks'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('kind', 'text', notNull)
      .addColumn('content', 'text', notNull)
      .addColumn('file_ids_json', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .addColumn('answer', 'text')
      .addColumn('answered_by_user_id', 'integer', (c) => c.references('users.id'))
      .addColumn('answered_at', 'text')
      .execute()
    await db.schema.createIndex('feedbacks_owner').on('feedbacks').columns(['company_id', 'user_id', 'id']).execute()
  },
  async down(db) {
    for (const t of ['feedbacks', 'support_handovers']) await db.schema.dropTable(t).ifExists().execute()
  },
}
