/**
 * Which company fields a product's order form shows and requires, read from PersonalSetting
 * through the settings store (DESIGN: never the raw JSON), in the shape domain/booking checks.
 */
import type { ExtendFieldLanguage, ExtendFieldSlot, SettingSection } from '@api/settings'
import type { CatalogKey, CompanyFieldRules, ExtendSlot } from '@/domain/booking'
import type { SettingsStore } from '@/stores/settings'
import { currentLanguage, LNG_OF } from '@/i18n'
import '@/i18n/ns/booking'

export type OrderSection = Exclude<SettingSection, 'EmployeeSettings'>

export const CATALOG_KEYS: readonly CatalogKey[] = ['CostCenter', 'Department', 'BusinessUnit', 'CustomItem']

type Reader = Pick<SettingsStore, 'field' | 'extendFields' | 'section'>

function purposeType(settings: Reader, section: OrderSection): number {
  const s = settings.section(section) as unknown as {
    NormalSettings?: { PurposeSettings?: { PurposeType?: number } }
    PurposeSettings?: { PurposeType?: number }
  }
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
  if (isExtend) {
    const slot = settings.extendFields(section).find((f) => f.slot === key)
    return (slot && extendName(slot, lang)) || t('booking:fields.label.extend')
  }
  const name = settings.field(section, key as Parameters<Reader['field']>[1]).name
  return (name && readsIn(name, lang) ? name : '') || t(`booking:fields.label.${key}`)
}

const HAN = /[\u3400-\u9fff]/

/** A company's name reads on this screen: any name on a Chinese screen, one without Chinese characters elsewhere. */
export const readsIn = (name: string, lang: string): boolean => lang === 'zh-CN' || lang === 'zh-TW' || !HAN.test(name)

export function hasAnyField(r: CompanyFieldRules): boolean {
  return (
    [r.CostCenter, r.Department, r.BusinessUnit, r.CustomItem, r.Purpose, r.AuthorizationCode, r.UploadAttachFile, r.BookMessage].some((x) => x.display) ||
    r.extend.length > 0
  )
}

const otherLanguage = (lang: string): ExtendFieldLanguage | null => (lang === 'zh-TW' || lang === 'en' || lang === 'ja' ? lang : null)

/**
 * An extend field's name in the reader's language: the company's name for it there, for Japanese
 * the English one when there is no Japanese one (as for departments and ranks), else its Name.
 */
export function extendName(slot: Pick<ExtendFieldSlot, 'Name' | 'Names'>, lang: string): string {
  const l = otherLanguage(lang)
  return (l && slot.Names?.[l]) || (lang === 'ja' && slot.Names?.en) || slot.Name
}

/** The text of a choice (an Options value, as orders store it) in the reader's language, by the same rule. */
export function extendOption(slot: Pick<ExtendFieldSlot, 'Options' | 'OptionNames'>, value: string, lang: string): string {
  const i = slot.Options.indexOf(value)
  if (i < 0) return value
  const l = otherLanguage(lang)
  return (l && slot.OptionNames?.[l]?.[i]) || (lang === 'ja' && slot.OptionNames?.en?.[i]) || value
}

const ORDER_SECTIONS: readonly OrderSection[] = [
  'FlightSettings',
  'IntlFlightSettings',
  'TrainSettings',
  'BusSettings',
  'HotelSettings',
  'IntlHotelSettings',
  'CarSettings',
  'DiningSettings',
  'TripApplicationFormSettings',
]

/**
 * An extend field as an order or application stored it (its Chinese name and the Options value)
 * in the reader's language, found by its name among the company's extend fields; as stored when
 * the company has no such field any more.
 */
export function localExtendField(
  settings: Pick<Reader, 'extendFields'>,
  name: string,
  value: string,
  lang: string = LNG_OF[currentLanguage()],
): { name: string; value: string } {
  for (const section of ORDER_SECTIONS) {
    let slots: ReturnType<Reader['extendFields']> = []
    try {
      slots = settings.extendFields(section)
    } catch {
      continue
    }
    const slot = slots.find((f) => f.Name === name)
    if (slot) return { name: extendName(slot, lang), value: slot.Type === 'select' ? extendOption(slot, value, lang) : value }
  }
  return { name, value }
}
