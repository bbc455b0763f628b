/** Tables of frequent travellers' documents and cards and of default contacts (migration 0070_travellers). */
import type { CompanyRowColumns } from '../../lib/tables'

export interface FrequentTravelerDocumentsTable extends CompanyRowColumns {
  traveler_id: number
  /** Order as entered; 0 is the main document, mirrored in frequent_travelers. */
  sort: number
  doc_type: string
  doc_no: string
  issuing_country: string
  nationality: string
  expiry: string | null
}

export interface FrequentTravelerCardsTable extends CompanyRowColumns {
  traveler_id: number
  /** 'Airline' | 'HotelGroup' */
  kind: string
  issuer: string
  card_no: string
}

export interface FrequentContactsTable extends CompanyRowColumns {
  owner_user_id: number
  name: string
  mobile_country_code: string
  mobile: string
  email: string
  /** 1 for the owner's one default contact. */
  is_default: number
  created_at: string
}

export interface TravellerTables {
  frequent_traveler_documents: FrequentTravelerDocumentsTable
  frequent_traveler_cards: FrequentTravelerCardsTable
  frequent_contacts: FrequentContactsTable
}
