/**
 * Who a search or a booking is for, whatever the product: the persons must be in the caller's
 * booking scope of the product, and each follows the travel standard of a rank — an employee
 * their own, a non-employee or a typed-in traveller the booker's (so does an employee without a
 * rank). The product then loads its own standards of those ranks.
 */
import type { Kysely } from 'kysely'
import { ErrorCode, type ScopeProduct } from '../../../../types/api'
import { cachedRead } from '../../db/generation'
import type { Database } from '../../db/schema'
import { fail } from '../../errors'
import type { AuthedContext } from '../../http/context'
import { allowsNewTravellers, inScope, scopeFilter, type ScopeFilter } from '../../services/scope'
import { rowName } from '../../lib/names'
import { orderError } from './texts'

export interface BookingPersons {
  scope: ScopeFilter
  /** The booker's rank; null when they have none. */
  bookerRankId: number | null
  /** Rank of each traveller that is an employee (null otherwise), in input order. */
  rankIds: (number | null)[]
  /** The rank whose standard each traveller follows (null: nobody's), in input order. */
  standardRankIds: (number | null)[]
}

/** A booking's travellers with the product's standard each follows (null: none), in input order. */
export interface TravellersWith<P> {
  persons: BookingPersons
  policies: (P | null)[]
}

/** Active persons of the company among `ids` (sorted), as the ranks and scopes need them. */
const activePersons = cachedRead(
  (companyId: number, ids: number[]) => `${companyId}:${ids.join(',')}`,
  (db, companyId: number, ids: number[]) =>
    (db as Kysely<Database>)
      .selectFrom('persons')
      .select(['id', 'kind', 'rank_id', 'department_id'])
      .where('company_id', '=', companyId)
      .where('id', 'in', ids)
      .where('status', '=', 1)
      .execute(),
)

/**
 * Checks the scope and resolves the ranks. `personIds` entries may be null for typed-in
 * travellers; an empty list means the caller travels alone. `names` label the refusals.
 */
export async function resolveBookingPersons(
  ctx: AuthedContext,
  product: ScopeProduct,
  personIds: readonly (number | null)[],
  names?: readonly string[],
): Promise<BookingPersons> {
  const { companyId, personId: self } = ctx.caller
  const ids = personIds.length ? personIds : [self]
  const scope = await scopeFilter(ctx, companyId, self, await ctx.power(), product)
  const wanted = [...new Set([self, ...ids.filter((i): i is number => i !== null)])]
  const rows = await activePersons(
    ctx,
    companyId,
    wanted.sort((a, b) => a - b),
  )
  const known = new Map(rows.map((r) => [r.id, { kind: r.kind, departmentId: r.department_id, rankId: r.kind === 'employee' ? r.rank_id : null }]))
  ids.forEach((id, i) => {
    const label = names?.[i] ?? String(id ?? i + 1)
    if (id === null) {
      if (!allowsNewTravellers(scope)) throw orderError(ErrorCode.NoPermission, 'notInScope', { name: label })
      return
    }
    const p = known.get(id)
    if (!p) throw fail.validation('vInvalid', { field: `PassengerIds.${i}` })
    if (!inScope(scope, { id, department_id: p.departmentId, kind: p.kind })) throw orderError(ErrorCode.NoPermission, 'notInScope', { name: label })
  })
  const bookerRankId = known.get(self)?.rankId ?? null
  const rankIds = ids.map((id) => (id === null ? null : (known.get(id)?.rankId ?? null)))
  return { scope, bookerRankId, rankIds, standardRankIds: rankIds.map((r) => r ?? bookerRankId) }
}

/** The travellers in the caller's booking scope of a product, each with the standard of their rank (null: none) of `standards`, read for the ranks needed. */
export async function travellersWithStandards<P>(
  ctx: AuthedContext,
  product: ScopeProduct,
  personIds: readonly (number | null)[],
  names: readonly string[] | undefined,
  standards: (rankIds: number[]) => Promise<ReadonlyMap<number, P>>,
): Promise<TravellersWith<P>> {
  const persons = await resolveBookingPersons(ctx, product, personIds, names)
  const byRank = await standards(persons.standardRankIds.filter((r): r is number => r !== null))
  return { persons, policies: persons.standardRankIds.map((r) => (r === null ? null : (byRank.get(r) ?? null))) }
}

/**
 * The persons a booking names as its passengers, each once (`twice()` is thrown otherwise): the
 * company's active ones in the order named (none where not found, which the booking scope then
 * refuses) with the name each goes by (its id where not found).
 */
export async function namedPassengers(ctx: AuthedContext, ids: readonly number[], twice: () => Error) {
  if (new Set(ids).size !== ids.length) throw twice()
  const rows = await ctx.db
    .selectFrom('persons')
    .selectAll()
    .where('company_id', '=', ctx.caller.companyId)
    .where('id', 'in', [...ids])
    .where('status', '=', 1)
    .execute()
  const persons = ids.map((id) => rows.find((x) => x.id === id))
  return { persons, names: persons.map((p, i) => (p ? rowName(p) : String(ids[i]))) }
}
