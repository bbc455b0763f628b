/** A PersonalSetting with everything hidden, not required and off: the state of 'no settings'. */
import {
  EXTEND_FIELD_SLOTS,
  type AuthorizationCodeSettings,
  type BusMessageSettings,
  type CostCenterSettings,
  type CustomItemSettings,
  type ExtendFieldSettings,
  type FlightChangeSettings,
  type FlightNormalSettings,
  type HotelSettings,
  type MessageSettings,
  type OrderFieldSettings,
  type PersonalSetting,
  type PurposeSettings,
  type ReasonSettings,
  type TicketChangeSettings,
  type TicketNormalSettings,
  type TicketRefundSettings,
  type UploadAttachFileSettings,
  type VettingSettings,
} from '../../types/api/settings'

const authorizationCode = (): AuthorizationCodeSettings => ({
  IsDisplayAuthorizationCode: false,
  IsRequiredAuthorizationCode: false,
  IsCheckAuthorizationCode: false,
  AuthorizationCodeName: '',
})
const customItem = (): CustomItemSettings => ({ CustomItemName: '', IsDisplayCustomItem: false, IsRequiredCustomItem: false })
const purpose = (): PurposeSettings => ({ IsDisplayPurpose: false, IsRequiredPurpose: false, PurposeType: 0 })
const vetting = (): VettingSettings => ({ IsEnableVetting: false, VettingType: 0 })
const upload = (): UploadAttachFileSettings => ({ IsDisplayUploadAttachFile: false, IsRequiredUploadAttachFile: false, Name: '' })
const message = (): MessageSettings => ({ IsSendEmail: false, IsSendSms: false })
const busMessage = (): BusMessageSettings => ({ ...message(), IsSendWechat: false })
const reason = (): ReasonSettings => ({ IsDisplay: false, IsRequired: false, IsDisplayOtherItem: false })
const extendFields = (): ExtendFieldSettings => {
  const out = {} as ExtendFieldSettings
  for (const slot of EXTEND_FIELD_SLOTS)
    out[slot] = {
      IsDisplay: false,
      IsRequired: false,
      Name: '',
      Names: { 'zh-TW': '', en: '', ja: '' },
      Type: 'text',
      Options: [],
      OptionNames: { 'zh-TW': [], en: [], ja: [] },
    }
  return out
}

export const costCenterOverride = (): CostCenterSettings => ({ IsDisplayCostCenter: false, IsRequiredCostCenter: false })

/** Groups a section may carry or omit; see mergeDefaults. */
export const OPTIONAL_SETTING_GROUPS: Readonly<Record<string, object>> = { CostCenterSettings: costCenterOverride() }

const orderFields = (): OrderFieldSettings => ({
  AuthorizationCodeSettings: authorizationCode(),
  CustomItemSettings: customItem(),
  PurposeSettings: purpose(),
  VettingSettings: vetting(),
  UploadAttachFileSettings: upload(),
  ExtendFieldSettings: extendFields(),
})

function ticketNormal<M extends MessageSettings>(m: () => M): TicketNormalSettings<M> {
  return {
    ...orderFields(),
    ContactBookMessageSettings: m(),
    PassengerBookMessageSettings: m(),
    ContactIssuedMessageSettings: m(),
    PassengerIssuedMessageSettings: m(),
    IsDisplayTicketNo: false,
  }
}

const flightNormal = (): FlightNormalSettings => ({
  ...ticketNormal(message),
  SearchSettings: { SearchOrder: 0, IsDisplayFlightChildAndInfantPrice: false },
  InsuranceSettings: { IsBindAccidentInsurance: false, IsFreeInsurance: false },
})
const ticketChange = (): TicketChangeSettings => ({ ChangeReasonSettings: reason(), VettingSettings: vetting() })
const flightChange = (): FlightChangeSettings => ({
  ...ticketChange(),
  LowestPriceSettings: { IsEnable: false, RangeHour: 0, RangePrice: 0 },
})
function ticketRefund<M extends MessageSettings>(m: () => M): TicketRefundSettings<M> {
  return {
    RefundReasonSettings: reason(),
    VettingSettings: vetting(),
    ContactRefundMessageSettings: m(),
    PassengerRefundMessageSettings: m(),
  }
}
const hotel = (): HotelSettings => ({
  ...orderFields(),
  ContactBookMessageSettings: message(),
  PassengerBookMessageSettings: message(),
  ContactConfirmMessageSettings: message(),
  PassengerConfirmMessageSettings: message(),
  RefundReasonSettings: reason(),
})

export function defaultPersonalSetting(): PersonalSetting {
  return {
    CommonSettings: {
      AuthorizationCodeName: '',
      BusinessUnitName: '',
      CustomItemName: '',
      IsDisplayEmployeeNo: false,
      IsRequiredEmployeeNo: false,
      IsDisplayBookMessage: false,
      IsDisplayCostCenter: false,
      IsRequiredCostCenter: false,
      IsDisplayDepartment: false,
      IsRequiredDepartment: false,
      IsDisplayBusinessUnit: false,
      IsRequiredBusinessUnit: false,
      EnablePrivacyProtect: false,
      IsDisplayNickName: false,
      // Optional in the contract: kept only when the defaults name it (stores/merge.ts).
      WebViewHosts: [],
      DisruptionSkipsApproval: true,
    },
    FlightSettings: { NormalSettings: flightNormal(), ChangeSettings: flightChange(), RefundSettings: ticketRefund(message) },
    IntlFlightSettings: { NormalSettings: flightNormal(), ChangeSettings: flightChange(), RefundSettings: ticketRefund(message) },
    TrainSettings: { NormalSettings: ticketNormal(message), ChangeSettings: ticketChange(), RefundSettings: ticketRefund(message) },
    BusSettings: { NormalSettings: ticketNormal(busMessage), ChangeSettings: ticketChange(), RefundSettings: ticketRefund(busMessage) },
    HotelSettings: hotel(),
    IntlHotelSettings: hotel(),
    CarSettings: orderFields(),
    DiningSettings: orderFields(),
    TripApplicationFormSettings: {
      ...orderFields(),
      TripApplicationFormReviewType: 0,
      TotalBudgetSettings: { IsDisplayTotalBudget: false, IsRequiredTotalBudget: false },
      BusinessBudgetSettings: { IsDisplayBusinessBudget: false, IsRequiredBusinessBudget: false },
    },
    EmployeeSettings: { ExtendFieldSettings: extendFields(), IsRequiredEmail: false, IsRequiredMobile: false },
  }
}
