/**
 * rank_rules: per rank and product, what a booking outside the standard gets (breach) and, for
 * products whose module keeps no standard table of its own yet, the standard itself as JSON.
 */
import type { CompanyRowColumns } from '../../lib/tables'

export interface RankRulesTable extends CompanyRowColumns {
  rank_id: number
  /** RankProduct (types/api/admin-values.ts). */
  product: string
  /** BreachAction: 'AllowWithReason' | 'NeedsApproval' | 'Forbidden'. */
  breach: string
  /** The standard of a product without a registered module (GenericRankPolicy); null otherwise. */
  policy_json: string | null
  updated_at: string
}

/** What a person may book for and whose orders they see, set per person over their roles' scopes. */
export interface UserScopesTable {
  company_id: number
  user_id: number
  /** ScopeSet JSON or null (the roles' scope applies). */
  booking_json: string | null
  view_json: string | null
  updated_at: string
}

export interface RankTables {
  rank_rules: RankRulesTable
  user_scopes: UserScopesTable
}
