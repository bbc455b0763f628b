/**
 * Company settings (PersonalSetting) templates. 'demo' is the rich configuration of the demo
 * company (cost centre required, out-of-policy flights vetted, extend fields, ...); 'basic' is what
 * a newly registered company starts with: few required fields and no approval, so it can book at once.
 */
import type {
  BusMessageSettings,
  ExtendFieldSettings,
  ExtendFieldSlot,
  MessageSettings,
  OrderFieldSettings,
  PersonalSetting,
  ReasonSettings,
  TicketChangeSettings,
  TicketNormalSettings,
  TicketRefundSettings,
  VettingSettings,
} from '../../../../types/api'

export type SettingProfile = 'demo' | 'basic'

const msg = (email: boolean, sms: boolean): MessageSettings => ({ IsSendEmail: email, IsSendSms: sms })
const busMsg = (email: boolean, sms: boolean, wechat: boolean): BusMessageSettings => ({ IsSendEmail: email, IsSendSms: sms, IsSendWechat: wechat })
const reason = (display: boolean, required: boolean, other: boolean): ReasonSettings => ({
  IsDisplay: display,
  IsRequired: required,
  IsDisplayOtherItem: other,
})
const vetting = (enable: boolean, type = 0): VettingSettings => ({ IsEnableVetting: enable, VettingType: type })

const EMPTY_SLOT: ExtendFieldSlot = { IsDisplay: false, IsRequired: false, Name: '', Type: 'text', Options: [] }

function extendFields(slots: Partial<ExtendFieldSettings>): ExtendFieldSettings {
  return {
    ExtendField1: slots.ExtendField1 ?? { ...EMPTY_SLOT },
    ExtendField2: slots.ExtendField2 ?? { ...EMPTY_SLOT },
    ExtendField3: slots.ExtendField3 ?? { ...EMPTY_SLOT },
    ExtendField4: slots.ExtendField4 ?? { ...EMPTY_SLOT },
    ExtendField5: slots.ExtendField5 ?? { ...EMPTY_SLOT },
  }
}

const DEMO_ORDER_EXTEND = (): ExtendFieldSettings =>
  extendFields({
    ExtendField1: {
      IsDisplay: true,
      IsRequired: false,
      Name: '项目编号',
      Names: { 'zh-TW': '項目編號', en: 'Project No.', ja: 'プロジェクト番号' },
      Type: 'text',
      Options: [],
    },
    ExtendField2: {
      IsDisplay: true,
      IsRequired: true,
      Name: '出行类别',
      Names: { 'zh-TW': '出行類別', en: 'Trip Type', ja: '出張区分' },
      Type: 'select',
      Options: ['客户拜访', '会议培训', '项目实施', '其他'],
      OptionNames: {
        'zh-TW': ['客戶拜訪', '會議培訓', '項目實施', '其他'],
        en: ['Client visit', 'Meeting / training', 'Project delivery', 'Other'],
        ja: ['顧客訪問', '会議・研修', 'プロジェクト実施', 'その他'],
      },
    },
  })

function orderFields(profile: SettingProfile, v: VettingSettings): OrderFieldSettings {
  const demo = profile === 'demo'
  return {
    AuthorizationCodeSettings: {
      IsDisplayAuthorizationCode: false,
      IsRequiredAuthorizationCode: false,
      IsCheckAuthorizationCode: false,
      AuthorizationCodeName: '',
    },
    CustomItemSettings: { CustomItemName: '', IsDisplayCustomItem: demo, IsRequiredCustomItem: false },
    PurposeSettings: { IsDisplayPurpose: true, IsRequiredPurpose: demo, PurposeType: demo ? 2 : 0 },
    VettingSettings: v,
    UploadAttachFileSettings: { IsDisplayUploadAttachFile: demo, IsRequiredUploadAttachFile: false, Name: '附件' },
    ExtendFieldSettings: demo ? DEMO_ORDER_EXTEND() : extendFields({}),
  }
}

function ticketNormal<M extends MessageSettings>(profile: SettingProfile, v: VettingSettings, m: () => M): TicketNormalSettings<M> {
  return {
    ...orderFields(profile, v),
    ContactBookMessageSettings: m(),
    PassengerBookMessageSettings: m(),
    ContactIssuedMessageSettings: m(),
    PassengerIssuedMessageSettings: m(),
    IsDisplayTicketNo: true,
  }
}

function change(profile: SettingProfile): TicketChangeSettings {
  return { ChangeReasonSettings: reason(true, profile === 'demo', true), VettingSettings: vetting(false) }
}

function refund<M extends MessageSettings>(profile: SettingProfile, m: () => M): TicketRefundSettings<M> {
  return {
    RefundReasonSettings: reason(true, profile === 'demo', true),
    VettingSettings: vetting(false),
    ContactRefundMessageSettings: m(),
    PassengerRefundMessageSettings: m(),
  }
}

export function buildSetting(profile: SettingProfile): PersonalSetting {
  const demo = profile === 'demo'
  const m = () => msg(demo, true)
  const lowest = { IsEnable: demo, RangeHour: 2, RangePrice: 100 }
  // Demo flights: only out-of-policy orders need approval (VettingType 1); the order form shows
  // the authorization code (optional) and checks it against the trip applications.
  const flightNormal = () => ({
    ...ticketNormal(profile, vetting(demo, 1), m),
    AuthorizationCodeSettings: {
      IsDisplayAuthorizationCode: demo,
      IsRequiredAuthorizationCode: false,
      IsCheckAuthorizationCode: demo,
      AuthorizationCodeName: '',
    },
    SearchSettings: { SearchOrder: 0, IsDisplayFlightChildAndInfantPrice: true },
    InsuranceSettings: { IsBindAccidentInsurance: demo, IsFreeInsurance: demo },
  })
  const hotel = () => ({
    ...orderFields(profile, vetting(demo, 1)),
    ContactBookMessageSettings: m(),
    PassengerBookMessageSettings: m(),
    ContactConfirmMessageSettings: m(),
    PassengerConfirmMessageSettings: m(),
    RefundReasonSettings: reason(true, false, true),
  })
  return {
    CommonSettings: {
      AuthorizationCodeName: '授权码',
      BusinessUnitName: demo ? '事业部' : '业务单元',
      CustomItemName: demo ? '项目' : '自定义项',
      IsDisplayEmployeeNo: demo,
      IsRequiredEmployeeNo: false,
      IsDisplayBookMessage: true,
      IsDisplayCostCenter: demo,
      IsRequiredCostCenter: demo,
      IsDisplayDepartment: true,
      IsRequiredDepartment: false,
      IsDisplayBusinessUnit: demo,
      IsRequiredBusinessUnit: false,
      EnablePrivacyProtect: true,
      IsDisplayNickName: false,
    },
    FlightSettings: {
      NormalSettings: flightNormal(),
      ChangeSettings: { ...change(profile), LowestPriceSettings: lowest },
      RefundSettings: refund(profile, m),
    },
    IntlFlightSettings: {
      NormalSettings: flightNormal(),
      ChangeSettings: { ...change(profile), LowestPriceSettings: { ...lowest, IsEnable: false } },
      RefundSettings: refund(profile, m),
    },
    TrainSettings: {
      NormalSettings: ticketNormal(profile, vetting(false), m),
      ChangeSettings: change(profile),
      RefundSettings: refund(profile, m),
    },
    BusSettings: {
      NormalSettings: ticketNormal(profile, vetting(false), () => busMsg(false, true, demo)),
      ChangeSettings: change(profile),
      RefundSettings: refund(profile, () => busMsg(false, true, demo)),
    },
    HotelSettings: hotel(),
    IntlHotelSettings: hotel(),
    CarSettings: orderFields(profile, vetting(false)),
    // Meals on any working day, the rest over the standard paid by the person (docs/dining.md).
    DiningSettings: { ...orderFields(profile, vetting(false)), PayDays: 'WorkingDay', OverStandard: 'PayPersonally' },
    TripApplicationFormSettings: {
      ...orderFields(profile, vetting(demo, 0)),
      TripApplicationFormReviewType: demo ? 1 : 0,
      TotalBudgetSettings: { IsDisplayTotalBudget: true, IsRequiredTotalBudget: demo },
      BusinessBudgetSettings: { IsDisplayBusinessBudget: demo, IsRequiredBusinessBudget: false },
    },
    EmployeeSettings: {
      ExtendFieldSettings: demo
        ? extendFields({
            ExtendField1: { IsDisplay: true, IsRequired: false, Name: '办公地点', Type: 'select', Options: ['上海总部', '北京分公司', '深圳分公司'] },
          })
        : extendFields({}),
      IsRequiredEmail: demo,
      IsRequiredMobile: true,
    },
  }
}
