/**
 * Employee invitations (messenger bindings: messengers.ts).
 *
 * Invitation: an administrator makes a link (invite/create; the client draws its QR code); a
 * person opens it (invite/getinviteinfo, no sign-in) and asks to join (invite/join); an
 * administrator approves — the person becomes an employee with an account (sign-in name: the
 * phone; SMS sign-in or password reset) — or rejects (invite/list, invite/approve).
 */
import { ErrorCode } from '../../../../types/api'
import {
  INVITE_VALID_DAYS,
  type InviteInfo,
  type InviteLink,
  type JoinRequestItem,
  type JoinRequestState,
  type JoinReq,
  type JoinRes,
  type InviteApproveReq,
  type Page,
} from '../../../../types/api/admin'
import type { Db } from '../../db/schema'
import { fail } from '../../errors'
import type { AuthedContext, CallContext } from '../../http/context'
import { normalizeCountryCode, userNameKey } from '../../lib/contact'
import { randomToken, sha256 } from '../../lib/crypto'
import { rowName } from '../../lib/names'
import { addSeconds } from '../../lib/time'
import { audit, pageOf } from './audit'
import { defaultRoleId, insertPerson } from './people'
import { assertNoProblems, lookups, NEW_PERSON, personProblems, type PersonInput } from './person-checks'
import { adminError, linkExpired } from './texts'
import { equal } from '../../db/match'
import { rowCount } from '../../db/page'

export async function createInvite(ctx: AuthedContext, departmentId: number | undefined): Promise<InviteLink> {
  const companyId = ctx.caller.companyId
  if (
    departmentId &&
    !(await ctx.db.selectFrom('departments').select('id').where('company_id', '=', companyId).where('id', '=', departmentId).executeTakeFirst())
  )
    throw fail.notFound()
  const token = randomToken()
  const expiresAt = addSeconds(ctx.now(), INVITE_VALID_DAYS * 86_400).toISOString()
  return ctx.db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('invite_links')
      .values({
        company_id: companyId,
        token_hash: sha256(token),
        department_id: departmentId ?? null,
        created_by: ctx.caller.userId,
        created_at: ctx.now().toISOString(),
        expires_at: expiresAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await audit(trx, ctx, 'Invitation', id, 'add', null, { DepartmentId: departmentId ?? null, ExpiresAt: expiresAt })
    return { Token: token, Url: ctx.mediaUrl(`/#/joinCompany?token=${token}`), DepartmentId: departmentId ?? null, ExpiresAt: expiresAt }
  })
}

async function liveInvite(ctx: CallContext, token: string) {
  const row = await ctx.db.selectFrom('invite_links').selectAll().where('token_hash', '=', sha256(token)).executeTakeFirst()
  if (!row || row.expires_at <= ctx.now().toISOString()) throw linkExpired()
  return row
}

export async function inviteInfo(ctx: CallContext, token: string): Promise<InviteInfo> {
  const row = await liveInvite(ctx, token)
  const c = await ctx.db.selectFrom('companies').select(['name', 'name_en']).where('id', '=', row.company_id).executeTakeFirstOrThrow()
  const d = row.department_id
    ? await ctx.db.selectFrom('departments').select(['name', 'name_en']).where('id', '=', row.department_id).executeTakeFirst()
    : undefined
  return {
    CompanyName: c.name,
    CompanyNameEn: c.name_en,
    DepartmentName: d ? (ctx.lang === 'en' || ctx.lang === 'ja' ? d.name_en || d.name : d.name) : '',
    ExpiresAt: row.expires_at,
  }
}

const joinInput = (req: JoinReq, departmentId: number | null): PersonInput => ({
  ...NEW_PERSON,
  employeeNo: req.EmployeeNo?.trim() || null,
  chName: req.ChName?.trim() ?? '',
  lastName: req.LastName?.trim().toUpperCase() ?? '',
  firstName: req.FirstName?.trim().toUpperCase() ?? '',
  mobileCountryCode: normalizeCountryCode(req.MobileCountryCode),
  mobile: req.Mobile.trim(),
  email: req.Email?.trim().toLowerCase() || null,
  departmentId,
})

export async function join(ctx: CallContext, req: JoinReq): Promise<JoinRes> {
  const invite = await liveInvite(ctx, req.Token)
  const v = joinInput(req, invite.department_id)
  const l = await lookups(ctx.db, invite.company_id, [v.email])
  // The company's required employee number and department are the administrator's to fill on approval.
  assertNoProblems(personProblems(v, 'employee', { ...l, requireEmployeeNo: false, requireDepartment: false }, null), ctx.lang)
  const pending = await ctx.db
    .selectFrom('join_requests')
    .select('id')
    .where((eb) => equal(eb, { company_id: invite.company_id, mobile: v.mobile!, state: 'Pending' }))
    .executeTakeFirst()
  if (pending) return { RequestId: pending.id, State: 'Pending' }
  const { id } = await ctx.db
    .insertInto('join_requests')
    .values({
      company_id: invite.company_id,
      invite_id: invite.id,
      ch_name: v.chName,
      last_name: v.lastName,
      first_name: v.firstName,
      mobile_country_code: v.mobileCountryCode,
      mobile: v.mobile!,
      email: v.email ?? '',
      employee_no: v.employeeNo ?? '',
      department_id: invite.department_id,
      state: 'Pending',
      person_id: null,
      created_at: ctx.now().toISOString(),
      decided_at: null,
      decided_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { RequestId: id, State: 'Pending' }
}

type JoinRow = Awaited<ReturnType<typeof joinRow>>
async function joinRow(db: Db, companyId: number, id: number) {
  return db.selectFrom('join_requests').selectAll().where('company_id', '=', companyId).where('id', '=', id).executeTakeFirst()
}
const joinItem = (r: NonNullable<JoinRow>): JoinRequestItem => ({
  RequestId: r.id,
  Name: rowName(r),
  Mobile: r.mobile,
  Email: r.email,
  EmployeeNo: r.employee_no,
  DepartmentId: r.department_id,
  State: r.state as JoinRequestState,
  CreatedAt: r.created_at,
  PersonId: r.person_id,
})

export async function joinRequests(
  ctx: AuthedContext,
  req: { State?: JoinRequestState; PageIndex?: number; PageSize?: number },
): Promise<Page<JoinRequestItem>> {
  const { PageIndex, PageSize, offset } = pageOf(req)
  let q = ctx.db.selectFrom('join_requests').where('company_id', '=', ctx.caller.companyId)
  if (req.State) q = q.where('state', '=', req.State)
  const total = await rowCount(q)
  const rows = await q.selectAll().orderBy('id', 'desc').limit(PageSize).offset(offset).execute()
  return { Items: rows.map(joinItem), Total: total, PageIndex, PageSize }
}

export async function pendingCount(ctx: AuthedContext): Promise<number> {
  return rowCount(ctx.db.selectFrom('join_requests').where((eb) => equal(eb, { company_id: ctx.caller.companyId, state: 'Pending' })))
}

export async function decideJoin(ctx: AuthedContext, req: InviteApproveReq): Promise<JoinRequestItem> {
  const companyId = ctx.caller.companyId
  return ctx.db.transaction().execute(async (trx) => {
    const row = await joinRow(trx, companyId, req.RequestId)
    if (!row) throw fail.notFound()
    if (row.state !== 'Pending') throw adminError(ErrorCode.OrderStatusChanged, 'admDecided')
    const before = joinItem(row)
    let personId: number | null = null
    if (req.Approve) {
      const v: PersonInput = {
        ...joinInput(
          {
            Token: '',
            ChName: row.ch_name,
            LastName: row.last_name,
            FirstName: row.first_name,
            MobileCountryCode: row.mobile_country_code,
            Mobile: row.mobile,
            Email: row.email,
            EmployeeNo: row.employee_no,
          },
          req.DepartmentId ?? row.department_id,
        ),
        rankId: req.RankId ?? null,
      }
      assertNoProblems(personProblems(v, 'employee', await lookups(trx, companyId, [v.email]), null), ctx.lang)
      if (await trx.selectFrom('users').select('id').where('user_name_key', '=', userNameKey(row.mobile)).executeTakeFirst())
        throw fail.alreadyExists('userNameTaken')
      const role = await defaultRoleId(trx, companyId)
      personId = await insertPerson(trx, ctx, 'employee', v, { userName: row.mobile, roleIds: role !== null ? [role] : [] })
    }
    await trx
      .updateTable('join_requests')
      .set({
        state: req.Approve ? 'Approved' : 'Rejected',
        person_id: personId,
        decided_at: ctx.now().toISOString(),
        decided_by: ctx.caller.userId,
        ...(req.DepartmentId ? { department_id: req.DepartmentId } : {}),
      })
      .where('id', '=', row.id)
      .execute()
    const after = joinItem((await joinRow(trx, companyId, row.id))!)
    await audit(trx, ctx, 'JoinRequest', row.id, req.Approve ? 'approve' : 'reject', before, after)
    return after
  })
}
