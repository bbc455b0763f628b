/**
 * Frequent travellers' documents and cards, and the default contacts of the personal centre.
 * The traveller's first document stays in frequent_travelers (id_type, id_no, id_expiry) so that
 * every picker reading that table keeps working; this migration adds the full list beside it.
 * Types: services/travellers/tables.ts.
 */
import { addId, companyRef, notNull, type DialectMigration } from './helpers'

export const migration: DialectMigration = {
  async up(db, dialect) {
    await addId(db.schema.createTable('frequent_traveler_documents'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('traveler_id', 'integer', (c) => c.notNull().references('frequent_travelers.id'))
      .addColumn('sort', 'integer', notNull)
      .addColumn('doc_type', 'text', notNull)
      .addColumn('doc_no', 'text', notNull)
      .addColumn('issuing_country', 'text', notNull)
      .addColumn('nationality', 'text', notNull)
      .addColumn('expiry', 'text')
      .addUniqueConstraint('frequent_traveler_documents_type', ['traveler_id', 'doc_type'])
      .execute()
    await db.schema.createIndex('frequent_traveler_documents_no').on('frequent_traveler_documents').columns(['company_id', 'doc_no']).execute()

    await addId(db.schema.createTable('frequent_traveler_cards'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('traveler_id', 'integer', (c) => c.notNull().references('frequent_travelers.id'))
      .addColumn('kind', 'text', notNull)
      .addColumn('issuer', 'text', notNull)
      .addColumn('card_no', 'text', notNull)
      .addUniqueConstraint('frequent_traveler_cards_issuer', ['traveler_id', 'kind', 'issuer'])
      .execute()

    await addId(db.schema.createTable('frequent_contacts'), dialect)
      .addColumn('company_id', 'integer', companyRef)
      .addColumn('owner_user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('name', 'text', notNull)
      .addColumn('mobile_country_code', 'text', notNull)
      .addColumn('mobile', 'text', notNull)
      .addColumn('email', 'text', notNull)
      .addColumn('is_default', 'integer', notNull)
      .addColumn('created_at', 'text', notNull)
      .addUniqueConstraint('frequent_contacts_phone', ['company_id', 'owner_user_id', 'mobile_country_code', 'mobile'])
      .execute()
  },
  async down(db) {
    for (const t of ['frequent_contacts', 'frequent_traveler_cards', 'frequent_traveler_documents']) await db.schema.dropTable(t).ifExists().execute()
  },
}
