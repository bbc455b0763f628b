/**
 * Company administration's demo data (docs/administration.md "Seeded data"), deterministic and
 * idempotent: inserted only when missing, so an administrator's later change survives a reseed.
 * Hengyuan: a company profile; an invitation link with a known token (DEMO_INVITE_TOKEN, into
 * Human Resources, valid to the end of 2027) and one pending join request through it; admin01
 * bound to WeChat Work.
 */
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { sha256 } from '../../lib/crypto'

const AT = '2026-01-05T01:00:00.000Z'
export const DEMO_INVITE_TOKEN = 'hengyuan-demo-invite-2026'

export async function seedAdminData(db: Kysely<Database>): Promise<number> {
  const company = await db.selectFrom('companies').select('id').where('code', '=', 'HENGYUAN').executeTakeFirst()
  if (!company) return 0
  const companyId = company.id
  let inserted = 0
  if (!(await db.selectFrom('company_profiles').select('company_id').where('company_id', '=', companyId).executeTakeFirst())) {
    await db
      .insertInto('company_profiles')
      .values({
        company_id: companyId,
        address: '上海市浦东新区张江高科技园区碧波路690号',
        contact_name: '刘洋',
        contact_phone: '021-50800000',
        contact_email: 'travel@hengyuan.example',
        logo_file_id: null,
        updated_at: AT,
      })
      .execute()
    inserted++
  }
  const admin = await db.selectFrom('users').select(['id', 'person_id']).where('user_name_key', '=', 'admin01').executeTakeFirst()
  const hr = await db.selectFrom('departments').select('id').where('company_id', '=', companyId).where('code', '=', 'HY-HR').executeTakeFirst()
  if (!admin || !hr) return inserted
  let invite = await db.selectFrom('invite_links').select('id').where('token_hash', '=', sha256(DEMO_INVITE_TOKEN)).executeTakeFirst()
  if (!invite) {
    invite = await db
      .insertInto('invite_links')
      .values({
        company_id: companyId,
        token_hash: sha256(DEMO_INVITE_TOKEN),
        department_id: hr.id,
        created_by: admin.id,
        created_at: AT,
        expires_at: '2027-12-31T15:59:59.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    inserted++
  }
  if (!(await db.selectFrom('join_requests').select('id').where('company_id', '=', companyId).where('mobile', '=', '15900000001').executeTakeFirst())) {
    await db
      .insertInto('join_requests')
      .values({
        company_id: companyId,
        invite_id: invite.id,
        ch_name: '孙悦',
        last_name: 'SUN',
        first_name: 'YUE',
        mobile_country_code: '86',
        mobile: '15900000001',
        email: 'yue.sun@hengyuan.example',
        employee_no: 'HY0027',
        department_id: hr.id,
        state: 'Pending',
        person_id: null,
        created_at: AT,
        decided_at: null,
        decided_by: null,
      })
      .execute()
    inserted++
  }
  if (
    !(await db.selectFrom('messenger_bindings').select('id').where('person_id', '=', admin.person_id).where('messenger', '=', 'wechatwork').executeTakeFirst())
  ) {
    await db
      .insertInto('messenger_bindings')
      .values({
        company_id: companyId,
        person_id: admin.person_id,
        messenger: 'wechatwork',
        state: 'Bound',
        external_user_id: 'wx_liuyang',
        link_token_hash: null,
        link_expires_at: null,
        bound_at: AT,
        updated_at: AT,
      })
      .execute()
    inserted++
  }
  return inserted
}
