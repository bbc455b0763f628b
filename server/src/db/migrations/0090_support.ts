/**
 * The service robot's hand-overs to the consultants and the complaints and suggestions of the
 * personal centre. Types: services/support/tables.ts.
 */
import { col, columns, createTableWithId, dropTables, type DialectMigration } from './helpers'

export const migration: DialectMigration = {
  async up(db, dialect) {
    await createTableWithId(db, dialect, 'support_handovers', {
      company_id: col.company,
      user_id: col.ref('users'),
      ...columns(col.text, 'question', 'transcript_json', 'created_at'),
    }).execute()
    await db.schema.createIndex('support_handovers_company').on('support_handovers').columns(['company_id', 'id']).execute()

    await createTableWithId(db, dialect, 'feedbacks', {
      company_id: col.company,
      user_id: col.ref('users'),
      ...columns(col.text, 'kind', 'content', 'file_ids_json', 'created_at'),
      answer: col.nullText,
      answered_by_user_id: col.nullRef('users'),
      answered_at: col.nullText,
    }).execute()
    await db.schema.createIndex('feedbacks_owner').on('feedbacks').columns(['company_id', 'user_id', 'id']).execute()
  },
  async down(db) {
    await dropTables(db, ['feedbacks', 'support_handovers'])
  },
}
