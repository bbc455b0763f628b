/** Who is who for the support inboxes: people's names in the reader's language, and the consultant role. */
import type { AuthedContext } from '../../http/context'
import { rolePowers } from '../power'
import { PERSON_NAME } from '../../lib/names'

/** Whether the caller holds the travel consultant role in their company. */
export async function isConsultant(ctx: AuthedContext): Promise<boolean> {
  const roles = await rolePowers(ctx.db, ctx.caller.companyId, ctx.caller.userId)
  return roles.some((r) => r.code === 'consultant')
}

/** Display names of users of the caller's company: the Chinese name in Chinese, the English one elsewhere when kept. */
export async function personNames(ctx: AuthedContext, userIds: readonly number[]): Promise<Map<number, string>> {
  const ids = [...new Set(userIds)]
  if (ids.length === 0) return new Map()
  const rows = await ctx.db
    .selectFrom('users')
    .innerJoin('persons', 'persons.id', 'users.person_id')
    .where('users.company_id', '=', ctx.caller.companyId)
    .where('users.id', 'in', ids)
    .select(['users.id', ...PERSON_NAME])
    .execute()
  const zh = ctx.lang === 'zh-CN' || ctx.lang === 'zh-TW'
  return new Map(
    rows.map((r) => {
      const en = [r.first_name, r.last_name].filter(Boolean).join(' ')
      return [r.id, zh ? r.ch_name || en : en || r.ch_name]
    }),
  )
}
