/**
 * The columns a kind of table begins with (the migrations' table kinds, db/migrations/helpers.ts),
 * for every part's tables.ts to extend instead of each repeating them. Like those it is of the
 * base layer (server/test/import-graph.ts); it stands apart from db/, which composes them, so that
 * no part's tables import back into db/.
 */
import type { Generated } from 'kysely'

/** A company's row with an id of its own. */
export interface CompanyRowColumns {
  id: Generated<number>
  company_id: number
}

/** The one row of a company (its settings, profile, sign-on: createPerCompanyTable): its own columns come between. */
export interface PerCompanyColumns {
  company_id: number
  updated_at: string
}

/** A row of a company's order: its travellers, events, segments, tickets, a product's one row of it (createOrderRowsTable and the like). */
export interface OrderRowColumns extends CompanyRowColumns {
  order_id: number
}

/** A product's standard for a rank (createRankPolicyTable): the product's own columns come between. */
export interface RankPolicyColumns extends CompanyRowColumns {
  rank_id: number
  updated_at: string
}
