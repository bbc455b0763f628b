/**
 * The rank-standard registry. Each product module registers how its rank standard is read,
 * checked and written (its own table, its own shape); company administration (rank/getPolicy,
 * rank/savePolicy) goes through here and never imports a module. The modules read their standard
 * through the cache generation (db/generation.ts) and their tables raise it, so a saved standard
 * applies to the very next search. Products without a registered module keep their standard as
 * a generic JSON document in rank_rules until their module arrives.
 *
 * What a booking outside the standard gets (BreachAction) is kept here for every product:
 * `breachAction()` answers it for a rank (default AllowWithReason, today's behaviour).
 */
import type { TSchema } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'
import type { BreachAction, RankProduct } from '../../../../types/api/admin-values'
import { BREACH_ACTIONS } from '../../../../types/api/admin-values'
import { cachedRead, type GenerationSource } from '../../db/generation'
import type { Db, Trx } from '../../db/schema'
import { fail } from '../../errors'
import { equal } from '../../db/match'

export interface RankPolicyHandler<D = unknown> {
  product: RankProduct
  /** The shape of the standard (types/api/admin.ts), checked before `check` and `save`. */
  schema: TSchema
  /** The rank's standard, or null when it has none. */
  get(db: Db, companyId: number, rankId: number): Promise<D | null>
  /** Rules beyond the shape (throw ApiError). */
  check?(doc: D): void
  /** Writes (or with null removes) the rank's standard, inside the caller's transaction (the seed's: its database). */
  save(trx: Db, companyId: number, rankId: number, doc: D | null, at: string): Promise<void>
}

const handlers = new Map<RankProduct, RankPolicyHandler<any>>()

/** Called once by a product module's register(). */
export function registerRankPolicy<D>(h: RankPolicyHandler<D>): void {
  if (handlers.has(h.product)) throw new Error(`rank policy of ${h.product} registered twice`)
  handlers.set(h.product, h)
}

export const rankPolicyHandler = (product: RankProduct): RankPolicyHandler | undefined => handlers.get(product)
export const enforcedProducts = (): RankProduct[] => [...handlers.keys()]

/** Checks a document against a schema, naming the first bad field ('Policy.TierCaps.0'). */
export function checkShape(schema: TSchema, doc: unknown, prefix: string): void {
  if (Value.Check(schema, doc)) return
  const first = Value.Errors(schema, doc).First()
  const field = `${prefix}${first?.path ? first.path.replace(/\//g, '.') : ''}`
  throw fail.validation('vInvalid', { field })
}

/** Breach actions of every rank and product of a company, under the cache generation. */
const companyBreaches = cachedRead(
  (companyId: number) => String(companyId),
  async (db, companyId: number): Promise<Map<string, BreachAction>> => {
    const rows = await (db as Db).selectFrom('rank_rules').select(['rank_id', 'product', 'breach']).where('company_id', '=', companyId).execute()
    return new Map(
      rows.map((r) => [`${r.product}:${r.rank_id}`, (BREACH_ACTIONS as readonly string[]).includes(r.breach) ? (r.breach as BreachAction) : 'AllowWithReason']),
    )
  },
)

/** What a booking outside the rank's standard of `product` gets. */
export async function breachAction(src: GenerationSource, companyId: number, rankId: number | null, product: RankProduct): Promise<BreachAction> {
  if (rankId === null) return 'AllowWithReason'
  return (await companyBreaches(src, companyId)).get(`${product}:${rankId}`) ?? 'AllowWithReason'
}

/** The strictest action of several travellers' ranks (Forbidden > NeedsApproval > AllowWithReason). */
export async function strictestBreach(
  src: GenerationSource,
  companyId: number,
  rankIds: readonly (number | null)[],
  product: RankProduct,
): Promise<BreachAction> {
  let worst = 0
  for (const r of rankIds) worst = Math.max(worst, BREACH_ACTIONS.indexOf(await breachAction(src, companyId, r, product)))
  return BREACH_ACTIONS[worst]
}

/** The strictest of stored breach values (unknown values count as AllowWithReason). */
export function strictestOf(values: readonly string[]): BreachAction {
  let worst = 0
  for (const v of values) worst = Math.max(worst, Math.max(0, BREACH_ACTIONS.indexOf(v as BreachAction)))
  return BREACH_ACTIONS[worst]
}

/** Reads a rank's breach action and generic standard directly (inside a write). */
export async function rankRule(db: Db, companyId: number, rankId: number, product: RankProduct) {
  return db
    .selectFrom('rank_rules')
    .selectAll()
    .where((eb) => equal(eb, { company_id: companyId, rank_id: rankId, product }))
    .executeTakeFirst()
}

export async function saveRankRule(
  trx: Trx,
  companyId: number,
  rankId: number,
  product: RankProduct,
  breach: BreachAction,
  policyJson: string | null,
  at: string,
): Promise<void> {
  const exists = await rankRule(trx, companyId, rankId, product)
  if (exists) {
    await trx.updateTable('rank_rules').set({ breach, policy_json: policyJson, updated_at: at }).where('id', '=', exists.id).execute()
  } else {
    await trx.insertInto('rank_rules').values({ company_id: companyId, rank_id: rankId, product, breach, policy_json: policyJson, updated_at: at }).execute()
  }
}

/** Removes every standard of a rank (before the rank itself is deleted). */
export async function removeRankStandards(trx: Trx, companyId: number, rankId: number, at: string): Promise<void> {
  for (const h of handlers.values()) await h.save(trx, companyId, rankId, null, at)
  await trx.deleteFrom('rank_rules').where('company_id', '=', companyId).where('rank_id', '=', rankId).execute()
}
