/**
 * Who a search or a booking is for (kernel/orders/travellers.ts: the booking scope and whose rank
 * applies), each with the flight standard of that rank.
 */
import type { AuthedContext } from '../../http/context'
import type { ScopeFilter } from '../../services/scope'
import { travellersWithStandards } from '../../kernel/orders/travellers'
import type { FlightPolicy } from './policy'
import { policiesByRank } from './rank'

export interface TravellerSet {
  scope: ScopeFilter
  bookerRankId: number | null
  /** One entry per traveller, in input order. */
  policies: (FlightPolicy | null)[]
  /** Rank of each traveller that is an employee (null otherwise). */
  rankIds: (number | null)[]
}

/**
 * Checks the scope and loads the policies. `personIds` entries may be null for typed-in
 * travellers. An empty list means the caller travels alone.
 */
export async function resolveTravellers(ctx: AuthedContext, personIds: readonly (number | null)[], names?: readonly string[]): Promise<TravellerSet> {
  const { persons, policies } = await travellersWithStandards(ctx, 'Flight', personIds, names, (ranks) => policiesByRank(ctx, ctx.caller.companyId, ranks))
  return { scope: persons.scope, bookerRankId: persons.bookerRankId, policies, rankIds: persons.rankIds }
}
