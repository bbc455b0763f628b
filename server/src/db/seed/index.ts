/**
 * The demo seed: reference data, two companies with organisation, people, accounts, settings,
 * roles, theme, notices and ads; the order kernel's and each product module's data; approvals.
 * Deterministic (fixed data and dates) and idempotent (insert if missing, by natural key), so it
 * runs at every start and a second run changes nothing.
 */
import type { Kysely } from 'kysely'
import { Ensurer } from '../ensure'
import type { Database } from '../schema'
import { makeIdCard } from '../../lib/id-card'
import { provisionCompany } from '../../services/company'
import { hashPassword } from '../../services/passwords'
import { ADS, NOTICES } from './content'
import { DEMO_PASSWORD, SEED_COMPANIES, type CompanySeed } from './companies'
import { COUNTRY_CODES, CURRENCIES } from './reference'
import { seedOrderData } from '../../kernel/orders/seed'
import { seedFlightData } from '../../modules/flight/seed'
import { seedHotelData } from '../../modules/hotel/seed'
import { seedTrainData } from '../../modules/train/seed'
import { seedDiningData } from '../../modules/dining/seed'
import { seedBusData } from '../../modules/bus/seed'
import { seedCarData } from '../../modules/car/seed'
import { seedMoneyData } from '../../modules/money/seed'
import { seedAdminData } from '../../modules/admin/seed'
import { seedIntlFlightData } from '../../modules/intlflight/seed'
import { seedApprovalData } from './approval'
import { seedHistory } from './history'
import { equal } from '../match'

/** created_at of seeded rows: fixed, so two seeded databases are equal row for row. */
const SEEDED_AT = '2026-01-05T01:00:00.000Z'

export interface SeedOptions {
  passwordHashRounds: number
  /**
   * The China day the seed is made on (the server's clock): what must stay valid while the demo
   * runs — exchange rates, vouchers — is dated from it, so the demo does not age.
   */
  today: string
  /** The instant the seed runs at (default: the end of `today` in China): seeded decisions lie before it. */
  now?: Date
  /** Also a year of the demo company's travel for the reports (the demo start asks; tests do not). */
  history?: boolean
}

export async function seedDatabase(db: Kysely<Database>, opts: SeedOptions): Promise<{ inserted: number }> {
  return db.transaction().execute(async (trx) => {
    const ensure = new Ensurer(trx)
    // bcrypt is slow by design; hash once, and only if an account is actually missing.
    let passwordHash: string | null = null
    const demoHash = async () => (passwordHash ??= await hashPassword(DEMO_PASSWORD, opts.passwordHashRounds))

    for (const [i, c] of CURRENCIES.entries()) {
      await ensure.row('currencies', { type: c.type }, { code: c.code, symbol: c.symbol, name_json: JSON.stringify(c.name), sort: i + 1 }, null)
    }
    for (const [i, [iso, dial, cn, tc, en, jp]] of COUNTRY_CODES.entries()) {
      await ensure.row('mobile_country_codes', { iso }, { dial_code: dial, name_cn: cn, name_tc: tc, name_en: en, name_jp: jp, sort: i + 1 }, null)
    }

    const companyIds = new Map<string, number>()
    for (const company of SEED_COMPANIES) companyIds.set(company.code, await seedCompany(ensure, trx, company, demoHash))

    for (const n of NOTICES) {
      await ensure.row(
        'notices',
        { seed_key: n.key },
        {
          company_id: n.company === null ? null : companyIds.get(n.company)!,
          title_json: JSON.stringify(n.title),
          content_json: JSON.stringify(n.content),
          publish_at: n.publishAt,
          is_top: n.isTop ? 1 : 0,
          status: 1,
        },
      )
    }
    for (const a of ADS) {
      await ensure.row(
        'ads',
        { seed_key: a.key },
        {
          company_id: companyIds.get(a.company)!,
          title_json: JSON.stringify(a.title),
          image_path: a.image,
          link_url: a.link,
          position: 1,
          sort: a.sort,
          status: 1,
        },
      )
    }
    // The order kernel's data, then each product module's (one line per module), then approvals.
    return {
      inserted:
        ensure.inserted +
        (await seedOrderData(trx)) +
        (await seedFlightData(trx)) +
        (await seedHotelData(trx)) +
        (await seedTrainData(trx)) +
        (await seedDiningData(trx)) +
        (await seedBusData(trx)) +
        (await seedCarData(trx)) +
        (await seedIntlFlightData(trx)) +
        (await seedMoneyData(trx, opts.today)) +
        (await seedApprovalData(trx, opts.today, opts.now ?? new Date(`${opts.today}T15:59:59.999Z`))) +
        (await seedAdminData(trx)) +
        (opts.history ? await seedHistory(trx, opts.today) : 0),
    }
  })
}

async function seedCompany(ensure: Ensurer, db: Kysely<Database>, c: CompanySeed, demoHash: () => Promise<string>): Promise<number> {
  const base = await provisionCompany(ensure, {
    code: c.code,
    name: c.name,
    nameEn: c.nameEn,
    settingProfile: c.settingProfile,
    themeProfile: c.themeProfile,
    at: SEEDED_AT,
  })
  const companyId = base.companyId

  const departments = new Map<string, number>([[c.code, base.rootDepartmentId]])
  for (const [i, d] of c.departments.entries()) {
    const parent = departments.get(d.parent ?? c.code)!
    departments.set(
      d.code,
      await ensure.id('departments', { company_id: companyId, code: d.code }, { name: d.name, name_en: d.nameEn, sort: i + 1, parent_id: parent }),
    )
  }
  const catalog = async (table: 'cost_centers' | 'business_units' | 'custom_items', entries: CompanySeed['costCenters']) => {
    const ids = new Map<string, number>()
    for (const [i, e] of entries.entries()) {
      ids.set(e.code, await ensure.id(table, { company_id: companyId, code: e.code }, { name: e.name, name_en: e.nameEn, sort: i + 1 }))
    }
    return ids
  }
  const costCenters = await catalog('cost_centers', c.costCenters)
  const businessUnits = await catalog('business_units', c.businessUnits)
  await catalog('custom_items', c.customItems)

  const personIds = new Map<string, number>()
  for (const [i, p] of c.persons.entries()) {
    const idNo = p.idType === 'IDCard' ? makeIdCard(p.idRegionOrNo, p.birth, p.gender, i + 1) : p.idRegionOrNo
    // Employees are known by employee number; non-employees by their document.
    const match: Record<string, string | number> = p.no !== null ? { company_id: companyId, employee_no: p.no } : { company_id: companyId, id_no: idNo }
    const personId = await ensure.id('persons', match, {
      kind: p.no !== null ? 'employee' : 'non_employee',
      employee_no: p.no,
      ch_name: p.chName,
      last_name: p.lastName,
      first_name: p.firstName,
      nick_name: '',
      gender: p.gender,
      birth_date: p.birth,
      nationality: p.nationality,
      id_type: p.idType,
      id_no: idNo,
      mobile_country_code: p.countryCode ?? '86',
      mobile: p.mobile,
      email: p.email.toLowerCase(),
      department_id: p.dept ? departments.get(p.dept)! : null,
      cost_center_id: p.costCenter ? costCenters.get(p.costCenter)! : null,
      business_unit_id: p.bu ? businessUnits.get(p.bu)! : null,
      rank_id: p.rank ? base.rankIds[p.rank] : null,
      superior_id: null,
      status: 1,
      created_at: SEEDED_AT,
    })
    if (p.no) personIds.set(p.no, personId)

    if (p.account) {
      const userId = await ensure.id(
        'users',
        { user_name_key: p.account.userName.toLowerCase() },
        {
          company_id: companyId,
          person_id: personId,
          user_name: p.account.userName,
          password_hash: await demoHash(),
          has_personal_account: p.account.personalAccount ? 1 : 0,
          status: 1,
          created_at: SEEDED_AT,
          password_changed_at: SEEDED_AT,
        },
      )
      for (const role of p.account.roles) {
        await ensure.row('user_roles', { user_id: userId, role_id: base.roleIds[role] }, { company_id: companyId }, null)
      }
    }
  }

  // Superiors point forwards and backwards in the list, so they are linked once everyone exists.
  // Only an empty link is filled: an administrator's later change survives a reseed.
  for (const p of c.persons) {
    if (!p.no || !p.superior) continue
    await db
      .updateTable('persons')
      .set({ superior_id: personIds.get(p.superior)! })
      .where((eb) => equal(eb, { company_id: companyId, employee_no: p.no }))
      .where('superior_id', 'is', null)
      .execute()
  }
  return companyId
}
