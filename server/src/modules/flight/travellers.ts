/**
 * Who a search or a booking is for: the persons must be in the caller's booking scope, and each
 * brings the flight standard of their rank (non-employees and typed-in travellers: the booker's).
 */
import type { AuthedContext } from '../../http/context'
import { fail } from '../../errors'
import { allowsNewTravellers, inScope, scopeFilter, type ScopeFilter } from '../../kernel/orders/scope'
import type { FlightPolicy } from './policy'
import { personPolicies } from './rank'
import { flightError } from './texts'
import { ErrorCode } from '../../../../types/api'

export interface TravellerSet {
  scope: ScopeFilter
  bookerRankId: number | null
  /** One entry per traveller, in input order. */
  policies: (FlightPolicy | null)[]
  /** Rank of each traveller that is an employee (null otherwise). */
  rankIds: (number | null)[]
}

export async function bookerScope(ctx: AuthedContext): Promise<ScopeFilter> {
  return scopeFilter(ctx.db, ctx.caller.companyId, ctx.caller.personId, await ctx.power(), 'Flight')
}

/**
 * Checks the scope and loads the policies. `personIds` entries may be null for typed-in
 * travellers. An empty list means the caller travels alone.
 */
export async function resolveTravellers(ctx: AuthedContext, personIds: readonly (number | null)[], names?: readonly string[]): Promise<TravellerSet> {
  const { companyId, personId: self } = ctx.caller
  const ids = personIds.length ? personIds : [self]
  const scope = await bookerScope(ctx)
  const known = await personPolicies(ctx.db, companyId, [self, ...ids.filter((i): i is number => i !== null)])
  const booker = known.get(self)
  const bookerRankId = booker?.rankId ?? null
  ids.forEach((id, i) => {
    const label = names?.[i] ?? String(id ?? i + 1)
    if (id === null) {
      if (!allowsNewTravellers(scope)) throw flightError(ErrorCode.NoPermission, 'notInScope', { name: label })
      return
    }
    const p = known.get(id)
    if (!p) throw fail.validation('vInvalid', { field: `PassengerIds.${i}` })
    if (!inScope(scope, { id, department_id: p.departmentId, kind: p.kind })) throw flightError(ErrorCode.NoPermission, 'notInScope', { name: label })
  })
  const rankIds = ids.map((id) => (id === null ? null : known.get(id)?.rankId ?? null))
  // Employees follow their own rank; non-employees and typed-in travellers the booker's.
  const policies = ids.map((id) => {
    const p = id === null ? undefined : known.get(id)
    return p && p.rankId !== null ? p.policy : booker?.policy ?? null
  })
  return { scope, bookerRankId, policies, rankIds }
}
