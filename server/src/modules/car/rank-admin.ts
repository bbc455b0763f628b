/**
 * The car standard per rank: company administration reads and writes it through the kernel's
 * rank registry (rank/getPolicy, rank/savePolicy Product 'Car'); quotes read every rank's of a
 * company at once under the cache generation; carRank/getCarRanksV2 and getCarRankDetail list it.
 */
import { CarRankPolicy, type CarRankItem } from '../../../../types/api/car'
import type { GenerationSource } from '../../db/generation'
import { fail } from '../../errors'
import type { AuthedContext } from '../../http/context'
import { rankPolicyTable } from '../../kernel/ranks/policy-table'
import { companyStandards } from '../../kernel/ranks/rows'
import { standardText } from './rules'

export const CAR_RANK_POLICY = rankPolicyTable({
  product: 'Car',
  schema: CarRankPolicy,
  table: 'car_rank_policies',
  read: (r) => JSON.parse(r.policy_json) as CarRankPolicy,
  check(doc) {
    doc.Windows.forEach((w, i) => {
      for (const t of [w.From, w.To])
        if (Number(t.slice(0, 2)) > 23 || Number(t.slice(3)) > 59) throw fail.validation('vInvalid', { field: `Policy.Windows.${i}` })
    })
  },
  write: (doc) => ({ policy_json: JSON.stringify(doc) }),
})

/** Every rank's car standard of a company (rank id → standard), under the cache generation. Shared: read only. */
export const carPolicies = companyStandards('car_rank_policies', (r) => JSON.parse(r.policy_json) as CarRankPolicy)

/** carRank/getCarRanksV2: every rank of the company with its car standard (null: none). */
export async function carRanks(ctx: AuthedContext): Promise<{ Items: CarRankItem[] }> {
  const companyId = ctx.caller.companyId
  const ranks = await ctx.db.selectFrom('ranks').select(['id', 'name', 'name_en']).where('company_id', '=', companyId).orderBy('sort').orderBy('id').execute()
  const all = await carPolicies(ctx as GenerationSource, companyId)
  return {
    Items: ranks.map((r) => {
      const policy = all.get(r.id) ?? null
      return { RankId: r.id, RankName: ctx.lang === 'en' && r.name_en ? r.name_en : r.name, Policy: policy, Text: standardText(policy, ctx.lang) }
    }),
  }
}

export async function carRankDetail(ctx: AuthedContext, rankId: number): Promise<CarRankItem> {
  const item = (await carRanks(ctx)).Items.find((i) => i.RankId === rankId)
  if (!item) throw fail.notFound()
  return item
}
