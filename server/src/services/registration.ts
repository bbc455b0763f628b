/**
 * Self-registration of a company (personalapi/systeminfo/addRegisterCompany): the company with
 * its settings, theme, roles, root department and ranks, and its first administrator, who is
 * signed in at once. The administrator's phone is proven by the code that
 * mobileverification/sendMobileVerificationCode (Purpose 'Register') sent to it.
 */
import { sql } from 'kysely'
import type { AddRegisterCompanyReq, AddRegisterCompanyRes } from '../../../types/api/auth'
import { LOGIN_TYPES } from '../../../types/api'
import type { AppDeps } from '../deps'
import { Ensurer } from '../db/ensure'
import { fail } from '../errors'
import { randomDigits } from '../lib/crypto'
import { checkEmail, checkMobile, checkPasswordPolicy, checkUserName, normalizeCountryCode, normalizeEmail, phoneTarget, userNameKey } from '../lib/contact'
import { findByEmail, findByMobile, findByUserName } from './accounts'
import { verifyCode } from './codes'
import { provisionCompany } from './company'
import { hashPassword } from './passwords'
import { createSession } from './sessions'

async function freeCompanyCode(deps: AppDeps): Promise<string> {
  for (;;) {
    const code = `C${randomDigits(6)}`
    const taken = await deps.db.selectFrom('companies').select('id').where('code', '=', code).executeTakeFirst()
    if (!taken) return code
  }
}

export async function registerCompany(deps: AppDeps, body: AddRegisterCompanyReq): Promise<AddRegisterCompanyRes> {
  const companyName = body.CompanyName.trim()
  const countryCode = normalizeCountryCode(body.MobileCountryCode)
  const email = normalizeEmail(body.Email)
  checkUserName(body.UserName)
  checkPasswordPolicy(body.Password)
  checkMobile(body.Mobile, countryCode)
  checkEmail(email)

  if (await findByUserName(deps.db, body.UserName)) throw fail.alreadyExists('userNameTaken')
  const sameName = await deps.db
    .selectFrom('companies')
    .select('id')
    .where(sql<string>`lower(name)`, '=', companyName.toLowerCase())
    .executeTakeFirst()
  if (sameName) throw fail.alreadyExists('companyNameTaken')
  // Phones and e-mails identify accounts for code sign-in and password recovery, so they stay unique.
  if (await findByMobile(deps.db, countryCode, body.Mobile)) throw fail.alreadyExists('mobileTaken')
  if (await findByEmail(deps.db, email)) throw fail.alreadyExists('emailTaken')
  // Last of the checks, so a form the server refuses for another reason does not spend the code;
  // before anything is created, so a wrong, expired or spent code (1007) leaves nothing behind.
  await verifyCode(deps, 'Register', phoneTarget(countryCode, body.Mobile), body.VerifyCode)

  const at = deps.clock().toISOString()
  const code = await freeCompanyCode(deps)
  const passwordHash = await hashPassword(body.Password, deps.config.passwordHashRounds)

  const user = await deps.db.transaction().execute(async (trx) => {
    const ensure = new Ensurer(trx)
    const company = await provisionCompany(ensure, {
      code,
      name: companyName,
      nameEn: body.CompanyNameEn?.trim() || companyName,
      settingProfile: 'basic',
      themeProfile: 'default',
      at,
    })
    const person = await trx
      .insertInto('persons')
      .values({
        company_id: company.companyId,
        kind: 'employee',
        employee_no: null,
        ch_name: body.ContactName.trim(),
        last_name: '',
        first_name: '',
        nick_name: '',
        gender: 'M',
        birth_date: null,
        nationality: 'CN',
        id_type: 'IDCard',
        id_no: null,
        mobile_country_code: countryCode,
        mobile: body.Mobile,
        email,
        department_id: company.rootDepartmentId,
        cost_center_id: null,
        business_unit_id: null,
        rank_id: company.rankIds.R4,
        superior_id: null,
        status: 1,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const created = await trx
      .insertInto('users')
      .values({
        company_id: company.companyId,
        person_id: person.id,
        user_name: body.UserName.trim(),
        user_name_key: userNameKey(body.UserName),
        password_hash: passwordHash,
        has_personal_account: 1,
        status: 1,
        created_at: at,
        password_changed_at: at,
      })
      .returning(['id', 'company_id'])
      .executeTakeFirstOrThrow()
    await trx
      .insertInto('user_roles')
      .values([
        { company_id: company.companyId, user_id: created.id, role_id: company.roleIds.employee },
        { company_id: company.companyId, user_id: created.id, role_id: company.roleIds.admin },
      ])
      .execute()
    return created
  })

  const session = await createSession(deps, user, LOGIN_TYPES.Unit)
  return { CompanyCode: code, CompanyName: companyName, ...session }
}
