import { SettingsStore, HIDDEN, type FieldKey } from '../../../src/stores/settings'
import { defaultPersonalSetting } from '../../../src/stores/settings-defaults'
import { SETTING_SECTIONS, EXTEND_FIELD_SLOTS, type SettingSection } from '../../../types/api/settings'

const COMMON_ON = {
  AuthorizationCodeName: '项目号',
  BusinessUnitName: '事业群',
  CustomItemName: '项目',
  IsDisplayEmployeeNo: true,
  IsRequiredEmployeeNo: true,
  IsDisplayBookMessage: true,
  IsDisplayCostCenter: true,
  IsRequiredCostCenter: false,
  IsDisplayDepartment: true,
  IsRequiredDepartment: true,
  IsDisplayBusinessUnit: true,
  IsRequiredBusinessUnit: false,
  EnablePrivacyProtect: true,
  IsDisplayNickName: false,
}

function company() {
  return {
    CommonSettings: COMMON_ON,
    FlightSettings: {
      NormalSettings: {
        AuthorizationCodeSettings: {
          IsDisplayAuthorizationCode: true,
          IsRequiredAuthorizationCode: true,
          IsCheckAuthorizationCode: true,
          AuthorizationCodeName: '',
        },
        CustomItemSettings: { CustomItemName: '航班项目', IsDisplayCustomItem: true, IsRequiredCustomItem: false },
        PurposeSettings: { IsDisplayPurpose: true, IsRequiredPurpose: true, PurposeType: 1 },
        UploadAttachFileSettings: { IsDisplayUploadAttachFile: false, IsRequiredUploadAttachFile: true, Name: '附件' },
        VettingSettings: { IsEnableVetting: true, VettingType: 1 },
        ExtendFieldSettings: {
          ExtendField2: { IsDisplay: true, IsRequired: true, Name: 'PO', Type: 'select', Options: ['A', 'B'] },
          ExtendField4: { IsDisplay: true, IsRequired: false, Name: 'Memo', Type: 'weird', Options: [] },
        },
        IsDisplayTicketNo: true,
        CostCenterSettings: { IsDisplayCostCenter: true, IsRequiredCostCenter: true },
      },
      ChangeSettings: { ChangeReasonSettings: { IsDisplay: true, IsRequired: true, IsDisplayOtherItem: true } },
      RefundSettings: { RefundReasonSettings: { IsDisplay: true, IsRequired: false, IsDisplayOtherItem: false } },
    },
    HotelSettings: {
      AuthorizationCodeSettings: {
        IsDisplayAuthorizationCode: true,
        IsRequiredAuthorizationCode: false,
        IsCheckAuthorizationCode: false,
        AuthorizationCodeName: '酒店授权',
      },
      RefundReasonSettings: { IsDisplay: true, IsRequired: true, IsDisplayOtherItem: false },
    },
    TripApplicationFormSettings: {
      TotalBudgetSettings: { IsDisplayTotalBudget: true, IsRequiredTotalBudget: true },
      BusinessBudgetSettings: { IsDisplayBusinessBudget: false, IsRequiredBusinessBudget: true },
    },
    TrainSettings: 'not an object',
  }
}

const NO_NAMES = { Names: { 'zh-TW': '', en: '', ja: '' }, OptionNames: { 'zh-TW': [], en: [], ja: [] } }

describe('settings store: nothing loaded', () => {
  const s = new SettingsStore()
  const keys: FieldKey[] = [
    'CostCenter',
    'Department',
    'BusinessUnit',
    'EmployeeNo',
    'BookMessage',
    'NickName',
    'AuthorizationCode',
    'CustomItem',
    'Purpose',
    'UploadAttachFile',
    ...EXTEND_FIELD_SLOTS,
    'TotalBudget',
    'BusinessBudget',
    'ChangeReason',
    'RefundReason',
    'TicketNo',
  ]
  const rows = SETTING_SECTIONS.flatMap((sec) => keys.map((k) => [sec, k] as [SettingSection, FieldKey]))
  it.each(rows)('%s %s is hidden and not required', (sec, key) => {
    expect(s.field(sec, key)).toEqual(HIDDEN)
  })

  it('reads complete defaults by key and section', () => {
    expect(s.loaded).toBe(false)
    expect(s.common('IsDisplayCostCenter')).toBe(false)
    expect(s.common('BusinessUnitName')).toBe('')
    expect(s.section('FlightSettings')).toEqual(defaultPersonalSetting().FlightSettings)
    expect(s.vetting('HotelSettings')).toBe(false)
    expect(s.extendFields('CarSettings')).toEqual([])
  })
})

describe('settings store: a company configuration', () => {
  const s = new SettingsStore()
  s.set(company())

  it.each([
    ['FlightSettings', 'CostCenter', { display: true, required: true, name: '' }, 'section override wins'],
    ['HotelSettings', 'CostCenter', { display: true, required: false, name: '' }, 'common decides without override'],
    ['TrainSettings', 'Department', { display: true, required: true, name: '' }, 'common'],
    ['CarSettings', 'BusinessUnit', { display: true, required: false, name: '事业群' }, 'common label'],
    ['FlightSettings', 'EmployeeNo', { display: true, required: true, name: '' }, 'common'],
    ['FlightSettings', 'BookMessage', { display: true, required: false, name: '' }, 'never required'],
    ['FlightSettings', 'NickName', HIDDEN, 'off'],
    ['FlightSettings', 'AuthorizationCode', { display: true, required: true, name: '项目号' }, 'empty label falls back to common'],
    ['HotelSettings', 'AuthorizationCode', { display: true, required: false, name: '酒店授权' }, 'own label'],
    ['IntlFlightSettings', 'AuthorizationCode', { display: false, required: false, name: '项目号' }, 'section missing: hidden'],
    ['FlightSettings', 'CustomItem', { display: true, required: false, name: '航班项目' }, 'own label'],
    ['FlightSettings', 'Purpose', { display: true, required: true, name: '' }, 'sub-group'],
    ['FlightSettings', 'UploadAttachFile', { display: false, required: false, name: '附件' }, 'hidden cannot be required'],
    ['FlightSettings', 'ExtendField2', { display: true, required: true, name: 'PO' }, 'slot'],
    ['FlightSettings', 'ExtendField1', { display: false, required: false, name: '' }, 'absent slot'],
    ['FlightSettings', 'TicketNo', { display: true, required: false, name: '' }, 'flag'],
    ['FlightSettings', 'ChangeReason', { display: true, required: true, name: '' }, 'change settings'],
    ['FlightSettings', 'RefundReason', { display: true, required: false, name: '' }, 'refund settings'],
    ['HotelSettings', 'RefundReason', { display: true, required: true, name: '' }, 'hotel cancel reasons'],
    ['HotelSettings', 'ChangeReason', HIDDEN, 'hotels have no change'],
    ['TrainSettings', 'ChangeReason', HIDDEN, 'mistyped section falls back to defaults'],
    ['TripApplicationFormSettings', 'TotalBudget', { display: true, required: true, name: '' }, 'budget'],
    ['TripApplicationFormSettings', 'BusinessBudget', HIDDEN, 'hidden cannot be required'],
    ['FlightSettings', 'TotalBudget', HIDDEN, 'not a flight field'],
    ['EmployeeSettings', 'Purpose', HIDDEN, 'not an employee field'],
  ] as [SettingSection, FieldKey, object, string][])('%s %s → %j (%s)', (sec, key, expected) => {
    expect(s.field(sec, key)).toEqual(expected)
  })

  it('lists displayed extension fields with a known type', () => {
    expect(s.extendFields('FlightSettings')).toEqual([
      { slot: 'ExtendField2', IsDisplay: true, IsRequired: true, Name: 'PO', Type: 'select', Options: ['A', 'B'], ...NO_NAMES },
      { slot: 'ExtendField4', IsDisplay: true, IsRequired: false, Name: 'Memo', Type: 'text', Options: [], ...NO_NAMES },
    ])
  })

  it('keeps the names an extension field has in other languages', () => {
    const t = new SettingsStore()
    const slot = {
      IsDisplay: true,
      IsRequired: true,
      Name: '出行类别',
      Names: { en: 'Trip Type' },
      Type: 'select',
      Options: ['客户拜访'],
      OptionNames: { en: ['Client visit'] },
    }
    t.set({ FlightSettings: { NormalSettings: { ExtendFieldSettings: { ExtendField2: slot } } } })
    const [f] = t.extendFields('FlightSettings')
    expect(f.Names?.en).toBe('Trip Type')
    expect(f.OptionNames?.en).toEqual(['Client visit'])
  })

  it('exposes common keys, vetting and privacy', () => {
    expect(s.loaded).toBe(true)
    expect(s.common('AuthorizationCodeName')).toBe('项目号')
    expect(s.vetting('FlightSettings')).toBe(true)
    expect(s.vetting('TrainSettings')).toBe(false)
    expect(s.privacyProtect).toBe(true)
  })

  it('takes defaults for mistyped values and keeps the section complete', () => {
    const t = new SettingsStore()
    t.set({ CommonSettings: { IsDisplayCostCenter: 'yes', BusinessUnitName: 5 }, FlightSettings: { NormalSettings: { PurposeSettings: null } } })
    expect(t.common('IsDisplayCostCenter')).toBe(false)
    expect(t.common('BusinessUnitName')).toBe('')
    expect(t.section('FlightSettings').NormalSettings.PurposeSettings).toEqual({ IsDisplayPurpose: false, IsRequiredPurpose: false, PurposeType: 0 })
    expect(t.section('FlightSettings').NormalSettings.CostCenterSettings).toBeUndefined()
  })

  it('set(null) clears back to hidden', () => {
    const t = new SettingsStore()
    t.set(company())
    t.set(null)
    expect(t.loaded).toBe(false)
    expect(t.field('FlightSettings', 'CostCenter')).toEqual(HIDDEN)
  })
})
