/**
 * Enterprise-messenger bindings (administration, docs/administration.md).
 *
 * Messengers (wechatwork, dingtalkwork, feishuwork): each employee's binding state. An
 * administrator binds an external user id directly, unbinds, or sends a sign-in link
 * ({messenger}/inviteUser, state Verifying); the employee opens it inside the messenger, signs in,
 * and messenger/acceptBinding records the binding (Bound) for the signed-in person only.
 */
import { ErrorCode } from '../../../../types/api'
import {
  BINDING_LINK_VALID_DAYS,
  type AcceptBindingRes,
  type BindingInfo,
  type BindingLink,
  type BindingState,
  type Messenger,
  type MessengerUser,
  type MessengerUsersReq,
  type Page,
} from '../../../../types/api/admin'
import type { Db } from '../../db/schema'
import { fail } from '../../errors'
import type { AuthedContext } from '../../http/context'
import { randomToken, sha256 } from '../../lib/crypto'
import { PERSON_NAME, rowName } from '../../lib/names'
import { addSeconds } from '../../lib/time'
import { audit, pageOf } from './audit'
import { adminError, linkExpired } from './texts'
import { equal } from '../../db/match'
import { PERSON_COLUMNS } from '../../services/approvals/people'

async function bindingOf(db: Db, companyId: number, personId: number, messenger: Messenger) {
  return db
    .selectFrom('messenger_bindings')
    .selectAll()
    .where((eb) => equal(eb, { company_id: companyId, person_id: personId, messenger }))
    .executeTakeFirst()
}

async function messengerUser(ctx: AuthedContext, db: Db, messenger: Messenger, personId: number): Promise<MessengerUser> {
  const p = await db
    .selectFrom('persons')
    .leftJoin('departments', 'departments.id', 'persons.department_id')
    .select(['persons.id', ...PERSON_NAME, 'persons.employee_no', 'departments.name as dept'])
    .where('persons.company_id', '=', ctx.caller.companyId)
    .where('persons.id', '=', personId)
    .where('persons.kind', '=', 'employee')
    .where('persons.status', '>=', 0)
    .executeTakeFirst()
  if (!p) throw fail.notFound()
  const b = await bindingOf(db, ctx.caller.companyId, personId, messenger)
  return {
    PersonId: p.id,
    Name: rowName(p),
    EmployeeNo: p.employee_no ?? '',
    DepartmentName: p.dept ?? '',
    State: stateOf(b, ctx.now().toISOString()),
    ExternalUserId: b?.state === 'Bound' ? b.external_user_id : '',
    BoundAt: b?.state === 'Bound' ? b.bound_at : null,
  }
}

/** A sign-in link past its time is Unbound again. */
const stateOf = (b: { state: string; link_expires_at: string | null } | undefined, nowIso: string): BindingState =>
  !b ? 'Unbound' : b.state === 'Verifying' && (b.link_expires_at ?? '') <= nowIso ? 'Unbound' : (b.state as BindingState)

export async function messengerUsers(ctx: AuthedContext, messenger: Messenger, req: MessengerUsersReq): Promise<Page<MessengerUser>> {
  const { PageIndex, PageSize, offset } = pageOf(req)
  let q = ctx.db
    .selectFrom('persons')
    .leftJoin('departments', 'departments.id', 'persons.department_id')
    .leftJoin('messenger_bindings as b', (j) => j.onRef('b.person_id', '=', 'persons.id').on('b.messenger', '=', messenger))
    .select([...PERSON_COLUMNS, 'b.state', 'b.external_user_id', 'b.bound_at', 'b.link_expires_at'])
    .where('persons.company_id', '=', ctx.caller.companyId)
    .where('persons.kind', '=', 'employee')
    .where('persons.status', '>=', 0)
  const kw = req.Keyword?.trim().toLowerCase()
  if (kw)
    q = q.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['persons.ch_name']), 'like', `%${kw}%`),
        eb(eb.fn('lower', ['persons.employee_no']), 'like', `%${kw}%`),
        eb(eb.fn('lower', ['persons.last_name']), 'like', `%${kw}%`),
      ]),
    )
  const nowIso = ctx.now().toISOString()
  const all = (await q.orderBy('persons.id').execute()).map((r): MessengerUser => {
    const state = r.state ? stateOf({ state: r.state, link_expires_at: r.link_expires_at }, nowIso) : 'Unbound'
    return {
      PersonId: r.id,
      Name: rowName(r),
      EmployeeNo: r.employee_no ?? '',
      DepartmentName: r.dept ?? '',
      State: state,
      ExternalUserId: state === 'Bound' ? (r.external_user_id ?? '') : '',
      BoundAt: state === 'Bound' ? r.bound_at : null,
    }
  })
  const filtered = req.State ? all.filter((u) => u.State === req.State) : all
  return { Items: filtered.slice(offset, offset + PageSize), Total: filtered.length, PageIndex, PageSize }
}

async function upsertBinding(
  db: Db,
  companyId: number,
  personId: number,
  messenger: Messenger,
  set: { state: BindingState; external_user_id: string; link_token_hash: string | null; link_expires_at: string | null; bound_at: string | null },
  at: string,
) {
  const b = await bindingOf(db, companyId, personId, messenger)
  if (b)
    await db
      .updateTable('messenger_bindings')
      .set({ ...set, updated_at: at })
      .where('id', '=', b.id)
      .execute()
  else
    await db
      .insertInto('messenger_bindings')
      .values({ company_id: companyId, person_id: personId, messenger, ...set, updated_at: at })
      .execute()
}

export async function bindUser(ctx: AuthedContext, messenger: Messenger, personId: number, externalUserId: string | null): Promise<MessengerUser> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await messengerUser(ctx, trx, messenger, personId)
    const at = ctx.now().toISOString()
    if (externalUserId !== null) {
      const clash = await trx
        .selectFrom('messenger_bindings')
        .select('person_id')
        .where((eb) => equal(eb, { company_id: ctx.caller.companyId, messenger, state: 'Bound', external_user_id: externalUserId }))
        .executeTakeFirst()
      if (clash && clash.person_id !== personId) throw fail.alreadyExists('userNameTaken')
    }
    await upsertBinding(
      trx,
      ctx.caller.companyId,
      personId,
      messenger,
      {
        state: externalUserId ? 'Bound' : 'Unbound',
        external_user_id: externalUserId ?? '',
        link_token_hash: null,
        link_expires_at: null,
        bound_at: externalUserId ? at : null,
      },
      at,
    )
    const after = await messengerUser(ctx, trx, messenger, personId)
    await audit(trx, ctx, 'MessengerBinding', personId, externalUserId ? `bind:${messenger}` : `unbind:${messenger}`, before, after)
    return after
  })
}

export async function bindingLink(ctx: AuthedContext, messenger: Messenger, personId: number): Promise<BindingLink> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = await messengerUser(ctx, trx, messenger, personId)
    const token = randomToken()
    const at = ctx.now().toISOString()
    const expiresAt = addSeconds(ctx.now(), BINDING_LINK_VALID_DAYS * 86_400).toISOString()
    await upsertBinding(
      trx,
      ctx.caller.companyId,
      personId,
      messenger,
      { state: 'Verifying', external_user_id: '', link_token_hash: sha256(token), link_expires_at: expiresAt, bound_at: null },
      at,
    )
    await audit(trx, ctx, 'MessengerBinding', personId, `invite:${messenger}`, before, await messengerUser(ctx, trx, messenger, personId))
    return { PersonId: personId, Token: token, Url: ctx.mediaUrl(`/#/messengerBind?messenger=${messenger}&token=${token}`), ExpiresAt: expiresAt }
  })
}

/** The binding link behind a token, for the signed-in employee it was made for only. */
async function openLink(ctx: AuthedContext, db: Db, token: string) {
  const b = await db.selectFrom('messenger_bindings').selectAll().where('link_token_hash', '=', sha256(token)).executeTakeFirst()
  if (!b || b.state !== 'Verifying' || (b.link_expires_at ?? '') <= ctx.now().toISOString()) throw linkExpired()
  if (b.company_id !== ctx.caller.companyId || b.person_id !== ctx.caller.personId) throw adminError(ErrorCode.NoPermission, 'admNotYourLink')
  return b
}

/** What the employee's binding link is for: the messenger, the company, whom it was made for. */
export async function bindingInfo(ctx: AuthedContext, token: string): Promise<BindingInfo> {
  const b = await openLink(ctx, ctx.db, token)
  const c = await ctx.db.selectFrom('companies').select(['name', 'name_en']).where('id', '=', b.company_id).executeTakeFirstOrThrow()
  const p = await ctx.db.selectFrom('persons').select(['ch_name', 'last_name', 'first_name']).where('id', '=', b.person_id).executeTakeFirstOrThrow()
  return {
    Messenger: b.messenger as Messenger,
    CompanyName: c.name,
    CompanyNameEn: c.name_en,
    PersonName: rowName(p),
    ExpiresAt: b.link_expires_at ?? '',
  }
}

/** The signed-in employee opened their link: bound (an id bound to someone else of the company is refused, 1008). */
export async function acceptBinding(ctx: AuthedContext, token: string, externalUserId: string): Promise<AcceptBindingRes> {
  return ctx.db.transaction().execute(async (trx) => {
    const b = await openLink(ctx, trx, token)
    const nowIso = ctx.now().toISOString()
    const clash = await trx
      .selectFrom('messenger_bindings')
      .select('person_id')
      .where((eb) => equal(eb, { company_id: b.company_id, messenger: b.messenger, state: 'Bound', external_user_id: externalUserId }))
      .executeTakeFirst()
    if (clash && clash.person_id !== b.person_id) throw fail.alreadyExists('userNameTaken')
    const before = await messengerUser(ctx, trx, b.messenger as Messenger, b.person_id)
    await trx
      .updateTable('messenger_bindings')
      .set({ state: 'Bound', external_user_id: externalUserId, link_token_hash: null, link_expires_at: null, bound_at: nowIso, updated_at: nowIso })
      .where('id', '=', b.id)
      .execute()
    await audit(
      trx,
      ctx,
      'MessengerBinding',
      b.person_id,
      `accept:${b.messenger}`,
      before,
      await messengerUser(ctx, trx, b.messenger as Messenger, b.person_id),
    )
    return { Messenger: b.messenger as Messenger, State: 'Bound' }
  })
}
