/**
 * Companies: provisioning (shared by the demo seed and self-registration), settings and theme.
 */
import type { Kysely } from 'kysely'
import type { PersonalSetting, Theme } from '../../../types/api'
import { Ensurer } from '../db/ensure'
import type { Database } from '../db/schema'
import { buildSetting, type SettingProfile } from './templates/settings'
import { buildTheme, type ThemeProfile } from './templates/theme'
import { ROLE_TEMPLATES, type RoleCode } from './templates/power'

export const DEFAULT_RANKS = [
  { code: 'R1', name: '普通员工', name_en: 'Staff', level: 1 },
  { code: 'R2', name: '经理', name_en: 'Manager', level: 2 },
  { code: 'R3', name: '总监', name_en: 'Director', level: 3 },
  { code: 'R4', name: '高管', name_en: 'Executive', level: 4 },
] as const

export interface CompanyProvision {
  code: string
  name: string
  nameEn: string
  settingProfile: SettingProfile
  themeProfile: ThemeProfile
  /** ISO timestamp written as created_at / updated_at. */
  at: string
}

export interface ProvisionedCompany {
  companyId: number
  rootDepartmentId: number
  roleIds: Record<RoleCode, number>
  rankIds: Record<(typeof DEFAULT_RANKS)[number]['code'], number>
}

/** Creates what every company needs (settings, theme, roles, root department, ranks); idempotent. */
export async function provisionCompany(ensure: Ensurer, p: CompanyProvision): Promise<ProvisionedCompany> {
  const companyId = await ensure.id('companies', { code: p.code }, { name: p.name, name_en: p.nameEn, status: 1, created_at: p.at })
  await ensure.row('company_settings', { company_id: companyId }, { setting_json: JSON.stringify(buildSetting(p.settingProfile)), updated_at: p.at }, null)
  await ensure.row('company_themes', { company_id: companyId }, { theme_json: JSON.stringify(buildTheme(p.themeProfile)), updated_at: p.at }, null)

  const roleIds = {} as Record<RoleCode, number>
  for (const [i, r] of ROLE_TEMPLATES.entries()) {
    roleIds[r.code as RoleCode] = await ensure.id(
      'roles',
      { company_id: companyId, code: r.code },
      { name_json: JSON.stringify(r.name), power_json: JSON.stringify(r.power()), sort: i + 1 },
    )
  }
  const rootDepartmentId = await ensure.id(
    'departments',
    { company_id: companyId, code: p.code },
    { name: p.name, name_en: p.nameEn, sort: 0, parent_id: null },
  )
  const rankIds = {} as ProvisionedCompany['rankIds']
  for (const [i, r] of DEFAULT_RANKS.entries()) {
    rankIds[r.code] = await ensure.id('ranks', { company_id: companyId, code: r.code }, { name: r.name, name_en: r.name_en, level: r.level, sort: i + 1 })
  }
  return { companyId, rootDepartmentId, roleIds, rankIds }
}

export async function loadSetting(db: Kysely<Database>, companyId: number): Promise<PersonalSetting> {
  const row = await db.selectFrom('company_settings').select('setting_json').where('company_id', '=', companyId).executeTakeFirst()
  // Every provisioned company has a row; the fallback only guards a half-migrated database.
  return row ? (JSON.parse(row.setting_json) as PersonalSetting) : buildSetting('basic')
}

/** Applies `toUrl` to every image path of a theme. */
function absolutize(theme: Theme, toUrl: (path: string) => string): Theme {
  const mapIcons = <T extends Record<string, string>>(o: T): T => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, toUrl(v)])) as T
  return {
    ...theme,
    BackgroundImage: toUrl(theme.BackgroundImage),
    ModuleIcons: mapIcons(theme.ModuleIcons as unknown as Record<string, string>) as unknown as Theme['ModuleIcons'],
    TabIcons: Object.fromEntries(
      Object.entries(theme.TabIcons).map(([k, v]) => [k, { Icon: toUrl(v.Icon), ActiveIcon: toUrl(v.ActiveIcon) }]),
    ) as unknown as Theme['TabIcons'],
  }
}

/** The company's theme, or the product default for signed-out visitors; image URLs absolute. */
export async function loadTheme(db: Kysely<Database>, companyId: number | null, toUrl: (path: string) => string): Promise<Theme> {
  const row = companyId === null ? undefined : await db.selectFrom('company_themes').select('theme_json').where('company_id', '=', companyId).executeTakeFirst()
  return absolutize(row ? (JSON.parse(row.theme_json) as Theme) : buildTheme('default'), toUrl)
}
