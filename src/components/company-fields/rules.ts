/**
 * Which company fields a product's order form shows and requires, read from PersonalSetting
 * through the settings store (DESIGN: never the raw JSON), in the shape domain/booking checks.
 */
import type { SettingSection } from '@api/settings'
import type { CatalogKey, CompanyFieldRules, ExtendSlot } from '@/domain/booking'
import type { SettingsStore } from '@/stores/settings'
import { currentLanguage, LNG_OF } from '@/i18n'
import '@/i18n/ns/booking'

export type OrderSection = Exclude<SettingSection, 'EmployeeSettings'>

export const CATALOG_KEYS: readonly CatalogKey[] = ['CostCenter', 'Department', 'BusinessUnit', 'CustomItem']

type Reader = Pick<SettingsStore, 'field' | 'extendFields' | 'section'>

function purposeType(settings: Reader, section: OrderSection): number {
  const s = settings.section(section) as unknown as { NormalSettings?: { PurposeSettings?: { PurposeType?: number } }; PurposeSettings?: { PurposeType?: number } }
  const type = (s.NormalSettings ?? s).PurposeSettings?.PurposeType
  return type === 0 || type === 1 || type === 2 ? type : 0
}

export function companyFieldRules(settings: Reader, section: OrderSection): CompanyFieldRules {
  const rule = (k: Parameters<Reader['field']>[1]) => {
    const r = settings.field(section, k)
    return { display: r.display, required: r.required }
  }
  return {
    CostCenter: rule('CostCenter'),
    Department: rule('Department'),
    BusinessUnit: rule('BusinessUnit'),
    CustomItem: rule('CustomItem'),
    Purpose: { ...rule('Purpose'), type: purposeType(settings, section) },
    AuthorizationCode: rule('AuthorizationCode'),
    UploadAttachFile: rule('UploadAttachFile'),
    BookMessage: rule('BookMessage'),
    extend: settings.extendFields(section).map((f) => ({ slot: f.slot as ExtendSlot, required: f.IsRequired, type: f.Type, options: f.Options })),
  }
}

/**
 * The label of a company field. A fixed field (cost centre, BU, custom item, authorization code,
 * attachments, …) has the app's label in every language; the company may rename it, but
 * PersonalSetting keeps one name: a Chinese one (事业部, 项目, 授权码, 附件) is shown on Chinese
 * screens and the app's translated label elsewhere (as the server words its messages), a name
 * without Chinese characters everywhere. An extend field has no label of the app's: its name is
 * the company's.
 */
export function fieldLabel(settings: Reader, section: OrderSection, key: string, t: (k: string) => string, lang: string = LNG_OF[currentLanguage()]): string {
  const isExtend = key.startsWith('ExtendField')
  if (isExtend) return settings.extendFields(section).find((f) => f.slot === key)?.Name || t('booking:fields.label.extend')
  const name = settings.field(section, key as Parameters<Reader['field']>[1]).name
  return (name && readsIn(name, lang) ? name : '') || t(`booking:fields.label.${key}`)
}

const HAN = /[\u3400-\u9fff]/

/** A company's name reads on this screen: any name on a Chinese screen, one without Chinese characters elsewhere. */
export const readsIn = (name: string, lang: string): boolean => lang === 'zh-CN' || lang === 'zh-TW' || !HAN.test(name)

export function hasAnyField(r: CompanyFieldRules): boolean {
  return [r.CostCenter, r.Department, r.BusinessUnit, r.CustomItem, r.Purpose, r.AuthorizationCode, r.UploadAttachFile, r.BookMessage].some((x) => x.display) || r.extend.length > 0
}
