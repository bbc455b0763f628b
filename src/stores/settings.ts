/**
 * PersonalSetting behind named getters (DESIGN: never read the raw JSON in a component).
 * Missing settings read as hidden / not required / off.
 */
import { makeAutoObservable, observable } from 'mobx'
import {
  EXTEND_FIELD_SLOTS,
  TICKET_SECTIONS,
  type CommonSettings,
  type ExtendFieldSlot,
  type ExtendFieldSlotName,
  type OrderFieldSettings,
  type PersonalSetting,
  type ReasonSettings,
  type SettingSection,
  type TicketSection,
  type TripApplicationFormSettings,
} from '../../types/api/settings'
import { mergeDefaults } from './merge'
import { OPTIONAL_SETTING_GROUPS, defaultPersonalSetting } from './settings-defaults'

/** Optional fields of forms, by the name the settings use for them. */
export type FieldKey =
  | 'CostCenter'
  | 'Department'
  | 'BusinessUnit'
  | 'EmployeeNo'
  | 'BookMessage'
  | 'NickName'
  | 'AuthorizationCode'
  | 'CustomItem'
  | 'Purpose'
  | 'UploadAttachFile'
  | ExtendFieldSlotName
  | 'TotalBudget'
  | 'BusinessBudget'
  | 'ChangeReason'
  | 'RefundReason'
  | 'TicketNo'

export interface FieldRule {
  display: boolean
  required: boolean
  /** The company's own label; '' means use the app's translated label. */
  name: string
}

export const HIDDEN: FieldRule = Object.freeze({ display: false, required: false, name: '' })

/** A hidden field can never be required: the user could not fill it in. */
function rule(display: boolean, required: boolean, name = ''): FieldRule {
  return { display, required: display && required, name }
}

function isTicketSection(s: SettingSection): s is TicketSection {
  return (TICKET_SECTIONS as readonly string[]).includes(s)
}

function isSlot(k: FieldKey): k is ExtendFieldSlotName {
  return (EXTEND_FIELD_SLOTS as readonly string[]).includes(k)
}

type OrderGroup = Partial<OrderFieldSettings> & {
  IsDisplayTicketNo?: boolean
  TotalBudgetSettings?: TripApplicationFormSettings['TotalBudgetSettings']
  BusinessBudgetSettings?: TripApplicationFormSettings['BusinessBudgetSettings']
  RefundReasonSettings?: ReasonSettings
}

export class SettingsStore {
  /** Complete settings (defaults filled in). */
  all: PersonalSetting = defaultPersonalSetting()
  /** False until settings arrived from the server. */
  loaded = false

  constructor() {
    // Replaced whole by set(), never changed in place: one reference to watch, not a deep copy
    // of every setting made observable (the largest part of the app's start-up work).
    makeAutoObservable(this, { all: observable.ref })
  }

  set(raw: unknown): void {
    this.all = mergeDefaults(defaultPersonalSetting(), raw, OPTIONAL_SETTING_GROUPS)
    this.loaded = raw !== null && raw !== undefined
  }

  common<K extends keyof CommonSettings>(key: K): CommonSettings[K] {
    return this.all.CommonSettings[key]
  }

  section<S extends SettingSection>(name: S): PersonalSetting[S] {
    return this.all[name]
  }

  /** The group holding a section's order-form fields: NormalSettings for tickets, the section itself otherwise. */
  private orderGroup(section: SettingSection): OrderGroup {
    if (isTicketSection(section)) return this.all[section].NormalSettings
    return this.all[section] as OrderGroup
  }

  private reason(section: SettingSection, kind: 'Change' | 'Refund'): ReasonSettings | undefined {
    if (isTicketSection(section)) {
      const s = this.all[section]
      return kind === 'Change' ? s.ChangeSettings.ChangeReasonSettings : s.RefundSettings.RefundReasonSettings
    }
    // Hotels cancel rather than refund; their cancel reasons sit on the section.
    return kind === 'Refund' ? this.orderGroup(section).RefundReasonSettings : undefined
  }

  /**
   * Whether a form field shows, is required, and its company label, combining
   * CommonSettings with the section's sub-groups.
   */
  field(section: SettingSection, key: FieldKey): FieldRule {
    const c = this.all.CommonSettings
    const g = this.orderGroup(section)
    if (isSlot(key)) {
      const slot = g.ExtendFieldSettings?.[key]
      return slot ? rule(slot.IsDisplay, slot.IsRequired, slot.Name) : HIDDEN
    }
    switch (key) {
      case 'CostCenter': {
        const o = g.CostCenterSettings
        return o ? rule(o.IsDisplayCostCenter, o.IsRequiredCostCenter) : rule(c.IsDisplayCostCenter, c.IsRequiredCostCenter)
      }
      case 'Department':
        return rule(c.IsDisplayDepartment, c.IsRequiredDepartment)
      case 'BusinessUnit':
        return rule(c.IsDisplayBusinessUnit, c.IsRequiredBusinessUnit, c.BusinessUnitName)
      case 'EmployeeNo':
        return rule(c.IsDisplayEmployeeNo, c.IsRequiredEmployeeNo)
      case 'BookMessage':
        return rule(c.IsDisplayBookMessage, false)
      case 'NickName':
        return rule(c.IsDisplayNickName, false)
      case 'AuthorizationCode': {
        const a = g.AuthorizationCodeSettings
        return a ? rule(a.IsDisplayAuthorizationCode, a.IsRequiredAuthorizationCode, a.AuthorizationCodeName || c.AuthorizationCodeName) : HIDDEN
      }
      case 'CustomItem': {
        const ci = g.CustomItemSettings
        return ci ? rule(ci.IsDisplayCustomItem, ci.IsRequiredCustomItem, ci.CustomItemName || c.CustomItemName) : HIDDEN
      }
      case 'Purpose': {
        const p = g.PurposeSettings
        return p ? rule(p.IsDisplayPurpose, p.IsRequiredPurpose) : HIDDEN
      }
      case 'UploadAttachFile': {
        const u = g.UploadAttachFileSettings
        return u ? rule(u.IsDisplayUploadAttachFile, u.IsRequiredUploadAttachFile, u.Name) : HIDDEN
      }
      case 'TotalBudget': {
        const b = g.TotalBudgetSettings
        return b ? rule(b.IsDisplayTotalBudget, b.IsRequiredTotalBudget) : HIDDEN
      }
      case 'BusinessBudget': {
        const b = g.BusinessBudgetSettings
        return b ? rule(b.IsDisplayBusinessBudget, b.IsRequiredBusinessBudget) : HIDDEN
      }
      case 'ChangeReason':
      case 'RefundReason': {
        const r = this.reason(section, key === 'ChangeReason' ? 'Change' : 'Refund')
        return r ? rule(r.IsDisplay, r.IsRequired) : HIDDEN
      }
      case 'TicketNo':
        return rule(g.IsDisplayTicketNo === true, false)
    }
  }

  /** Displayed extension fields of a section, in slot order, with their choices. */
  extendFields(section: SettingSection): (ExtendFieldSlot & { slot: ExtendFieldSlotName })[] {
    const fields = this.orderGroup(section).ExtendFieldSettings
    if (!fields) return []
    return EXTEND_FIELD_SLOTS.filter((s) => fields[s].IsDisplay).map((s) => ({
      ...fields[s],
      Type: fields[s].Type === 'select' ? 'select' : 'text',
      slot: s,
    }))
  }

  /** Whether orders of this section go through approval. */
  vetting(section: Exclude<SettingSection, 'EmployeeSettings'>): boolean {
    return this.orderGroup(section).VettingSettings?.IsEnableVetting === true
  }

  get privacyProtect(): boolean {
    return this.all.CommonSettings.EnablePrivacyProtect
  }
}
