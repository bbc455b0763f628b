/**
 * Frequent travellers' documents and cards, and the default contacts of the personal centre.
 * The traveller's first document stays in frequent_travelers (id_type, id_no, id_expiry) so that
 * every picker reading that table keeps working; this migration adds the full list beside it.
 * Types: services/travellers/tables.ts.
 */
import { col, columns, createTableWithId, dropTables, type DialectMigration } from './helpers'

export const migration: DialectMigration = {
  async up(db, dialect) {
    await createTableWithId(db, dialect, 'frequent_traveler_documents', {
      company_id: col.company,
      traveler_id: col.ref('frequent_travelers'),
      sort: col.integer,
      ...columns(col.text, 'doc_type', 'doc_no', 'issuing_country', 'nationality'),
      expiry: col.nullText,
    })
      .addUniqueConstraint('frequent_traveler_documents_type', ['traveler_id', 'doc_type'])
      .execute()
    await db.schema.createIndex('frequent_traveler_documents_no').on('frequent_traveler_documents').columns(['company_id', 'doc_no']).execute()

    await createTableWithId(db, dialect, 'frequent_traveler_cards', {
      company_id: col.company,
      traveler_id: col.ref('frequent_travelers'),
      ...columns(col.text, 'kind', 'issuer', 'card_no'),
    })
      .addUniqueConstraint('frequent_traveler_cards_issuer', ['traveler_id', 'kind', 'issuer'])
      .execute()

    await createTableWithId(db, dialect, 'frequent_contacts', {
      company_id: col.company,
      owner_user_id: col.ref('users'),
      ...columns(col.text, 'name', 'mobile_country_code', 'mobile', 'email'),
      is_default: col.integer,
      created_at: col.text,
    })
      .addUniqueConstraint('frequent_contacts_phone', ['company_id', 'owner_user_id', 'mobile_country_code', 'mobile'])
      .execute()
  },
  async down(db) {
    await dropTables(db, ['frequent_contacts', 'frequent_traveler_cards', 'frequent_traveler_documents'])
  },
}
