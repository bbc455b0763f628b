/**
 * Kysely types of the dining module's tables (migration 0160_dining): the partner restaurants
 * (every company's alike), the companies' offices, table bookings, payment codes and the meals
 * eaten on orders. Conventions as in db/schema.ts. The ranks' meal standards are rank_rules
 * documents (product 'Dining', rules.ts).
 */
import type { Generated, Selectable } from 'kysely'
import type { CompanyRowColumns, OrderRowColumns } from '../../lib/tables'
import type { OrderDoc } from '../../kernel/orders/tables'

export interface DiningRestaurantsTable {
  id: Generated<number>
  seed_key: string
  city_code: string
  /** { 'zh-CN', 'zh-TW', en, ja } for the name, cuisine and address. */
  name_json: string
  cuisine_json: string
  address_json: string
  avg_spend: number
  lat: number
  lon: number
  /** ['11:00-14:00', …] China time. */
  hours_json: string
  /** [{ name: [4 texts], price }]. */
  dishes_json: string
  phone: string
  /** The terminal at its tables (terminal.ts signs with its key). */
  terminal_id: string
}

export interface DiningOfficesTable extends CompanyRowColumns {
  city_code: string
  name_json: string
  lat: number
  lon: number
}

export interface DiningBookingsTable extends CompanyRowColumns {
  booking_no: string
  user_id: number
  person_id: number
  restaurant_id: number
  date: string
  time: string
  people: number
  client_request_id: string
  created_at: string
}

export interface DiningCodesTable extends CompanyRowColumns {
  /** 18 digits, unique: what the restaurant scans. */
  code_no: string
  user_id: number
  person_id: number
  restaurant_id: number
  guests: number
  /** DiningCodeStatus. */
  status: string
  refusal: string | null
  expires_at: string
  /** The terminal's bill, once charged: (terminal_id, bill_no) is unique. */
  terminal_id: string | null
  bill_no: string | null
  bill_total: number
  order_id: number | null
  created_at: string
  charged_at: string | null
}

export interface DiningMealsTable extends OrderRowColumns {
  code_id: number
  person_id: number
  restaurant_id: number
  city_code: string
  meal: string
  /** China day of the meal. */
  day: string
  eaten_at: string
  guests: number
  /** [{ Name, Count, Price }] as the terminal billed. */
  dishes_json: string
  /** The company's part that counts against the person's daily cap (rules.ts own). */
  own_amount: number
  reason_code: string
  reason: string
}

/** The platform's invoice to a company for its dining of a China month, issued once the month is over. */
export interface DiningInvoicesTable extends CompanyRowColumns {
  invoice_no: string
  /** 'yyyy-MM'. */
  month: string
  meals: number
  /** What the company paid for the month's meals (fen). */
  amount: number
  /** The company's default invoice header at issue. */
  title: string
  tax_no: string
  issued_at: string
}

export interface DiningTables {
  dining_restaurants: DiningRestaurantsTable
  dining_offices: DiningOfficesTable
  dining_bookings: DiningBookingsTable
  dining_codes: DiningCodesTable
  dining_meals: DiningMealsTable
  dining_invoices: DiningInvoicesTable
}

export type RestaurantRow = Selectable<DiningRestaurantsTable>
export type CodeRow = Selectable<DiningCodesTable>
export type MealRow = Selectable<DiningMealsTable>

/** A dining order's detail document (orders.detail_json). */
export interface DiningOrderDoc extends OrderDoc {
  PriceDetail: { Total: number; CompanyAmount: number; PersonalAmount: number }
}
