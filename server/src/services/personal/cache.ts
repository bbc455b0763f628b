/**
 * cache/get and cache/set: small values a person's clients keep on the server (a draft, a last
 * choice), one row per account and key. Only ever the caller's own: the account is the session's,
 * never a field of the request. At most CACHE_MAX_KEYS keys an account.
 */
import { CACHE_MAX_KEYS, type CacheEntry, type CacheSetReq } from '../../../../types/api/user-tools'
import { equal } from '../../db/match'
import { fail } from '../../errors'
import type { AuthedContext } from '../../http/context'

const own = (ctx: AuthedContext) => ({ company_id: ctx.caller.companyId, user_id: ctx.caller.userId })

export async function cacheGet(ctx: AuthedContext, key: string): Promise<CacheEntry> {
  const row = await ctx.db
    .selectFrom('user_cache')
    .select(['value', 'updated_at'])
    .where((eb) => equal(eb, { ...own(ctx), cache_key: key }))
    .executeTakeFirst()
  return { Key: key, Value: row?.value ?? null, UpdatedAt: row?.updated_at ?? null }
}

export async function cacheSet(ctx: AuthedContext, req: CacheSetReq): Promise<CacheEntry> {
  const where = { ...own(ctx), cache_key: req.Key }
  if (req.Value === null) {
    await ctx.db
      .deleteFrom('user_cache')
      .where((eb) => equal(eb, where))
      .execute()
    return { Key: req.Key, Value: null, UpdatedAt: null }
  }
  const at = ctx.now().toISOString()
  const value = req.Value
  await ctx.db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('user_cache')
      .set({ value, updated_at: at })
      .where((eb) => equal(eb, where))
      .executeTakeFirst()
    if (Number(done.numUpdatedRows) > 0) return
    const n = await trx
      .selectFrom('user_cache')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) => equal(eb, own(ctx)))
      .executeTakeFirstOrThrow()
    if (Number(n.n) >= CACHE_MAX_KEYS) throw fail.validation('cacheFull', { max: CACHE_MAX_KEYS })
    await trx
      .insertInto('user_cache')
      .values({ ...where, value, updated_at: at })
      .execute()
  })
  return { Key: req.Key, Value: value, UpdatedAt: at }
}
