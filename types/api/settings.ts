/**
 * PersonalSetting (docs/data.md): the company's configuration of which optional fields, checks and
 * messages each product shows. The client reads it only through the settings store; a missing
 * object or key means hidden / not required / off.
 */

export interface CommonSettings {
  /** Company's own label for the authorization code, e.g. '项目号'. */
  AuthorizationCodeName: string
  /** Company's own label for the business unit. */
  BusinessUnitName: string
  /** Company's own label for the custom item. */
  CustomItemName: string
  IsDisplayEmployeeNo: boolean
  IsRequiredEmployeeNo: boolean
  /** Booking remark shown to the travel consultant. */
  IsDisplayBookMessage: boolean
  IsDisplayCostCenter: boolean
  IsRequiredCostCenter: boolean
  IsDisplayDepartment: boolean
  IsRequiredDepartment: boolean
  IsDisplayBusinessUnit: boolean
  IsRequiredBusinessUnit: boolean
  /** Mask phone numbers and ID numbers of other travellers. */
  EnablePrivacyProtect: boolean
  IsDisplayNickName: boolean
  /**
   * Hosts the in-app web view (/module/webview) opens company links of, https only: 'intranet.example.cn'
   * that host, '.example.cn' any host under it. Absent or empty: no link opens in the app.
   */
  WebViewHosts?: string[]
  /**
   * A flight or train disruption's rebooking (docs/disruptions.md) goes without approval; absent:
   * true. False: the rebooking waits for the approval the product's settings route.
   */
  DisruptionSkipsApproval?: boolean
}

export interface AuthorizationCodeSettings {
  IsDisplayAuthorizationCode: boolean
  IsRequiredAuthorizationCode: boolean
  /** Verify the entered code against the company's code list before submitting. */
  IsCheckAuthorizationCode: boolean
  /** Per-product label; falls back to CommonSettings.AuthorizationCodeName when empty. */
  AuthorizationCodeName: string
}

export interface CustomItemSettings {
  /** Per-product label; falls back to CommonSettings.CustomItemName when empty. */
  CustomItemName: string
  IsDisplayCustomItem: boolean
  IsRequiredCustomItem: boolean
}

export interface PurposeSettings {
  IsDisplayPurpose: boolean
  IsRequiredPurpose: boolean
  /** 0 = free text, 1 = choose from user/getPurposes, 2 = choose or type. */
  PurposeType: number
}

export interface VettingSettings {
  /** Orders of this kind go through approval. */
  IsEnableVetting: boolean
  /** 0 = always, 1 = only when out of policy, 2 = by trip application. */
  VettingType: number
}

export interface UploadAttachFileSettings {
  IsDisplayUploadAttachFile: boolean
  IsRequiredUploadAttachFile: boolean
  /** Company's own label for the attachment field. */
  Name: string
}

export interface SearchSettings {
  /** Default result order: 0 = departure time, 1 = price. */
  SearchOrder: number
  IsDisplayFlightChildAndInfantPrice: boolean
}

export interface InsuranceSettings {
  /** Accident insurance is added to every ticket and cannot be removed. */
  IsBindAccidentInsurance: boolean
  /** The company pays the insurance. */
  IsFreeInsurance: boolean
}

/** Lowest-fare check on changed flights: warn when a cheaper flight exists within the range. */
export interface LowestPriceSettings {
  IsEnable: boolean
  /** Hours either side of the chosen departure. */
  RangeHour: number
  /** Price difference (CNY) that counts as cheaper. */
  RangePrice: number
}

/** Notification channels for one message kind. */
export interface MessageSettings {
  IsSendEmail: boolean
  IsSendSms: boolean
}

/** Bus tickets can also notify through the WeChat official account. */
export interface BusMessageSettings extends MessageSettings {
  IsSendWechat: boolean
}

/** Options of the change-reason and refund-reason pickers. */
export interface ReasonSettings {
  IsDisplay: boolean
  IsRequired: boolean
  /** Offer 'other' with a free text. */
  IsDisplayOtherItem: boolean
}

export type ExtendFieldType = 'text' | 'select'

/** One company-defined extra field on an order (user/getOrderExtendFields) or an employee. */
export interface ExtendFieldSlot {
  IsDisplay: boolean
  IsRequired: boolean
  Name: string
  Type: ExtendFieldType
  /** Choices for Type 'select'; empty for 'text'. */
  Options: string[]
  /**
   * Name is the company's (Chinese) name; these are its names for other screens when the company
   * gave them. Absent or empty: Name everywhere.
   */
  Names?: Partial<Record<ExtendFieldLanguage, string>>
  /**
   * The choices for other screens, parallel to Options. An order always stores the Options value;
   * a screen shows its text in the reader's language.
   */
  OptionNames?: Partial<Record<ExtendFieldLanguage, string[]>>
}

/** The languages an extend field may be named in besides its Chinese Name. */
export type ExtendFieldLanguage = 'zh-TW' | 'en' | 'ja'

export const EXTEND_FIELD_SLOTS = ['ExtendField1', 'ExtendField2', 'ExtendField3', 'ExtendField4', 'ExtendField5'] as const
export type ExtendFieldSlotName = (typeof EXTEND_FIELD_SLOTS)[number]
export type ExtendFieldSettings = Record<ExtendFieldSlotName, ExtendFieldSlot>

/** Per-product override of the company-wide cost-centre switch; absent = CommonSettings decides. */
export interface CostCenterSettings {
  IsDisplayCostCenter: boolean
  IsRequiredCostCenter: boolean
}

/** Order-filling fields every product that books for a company shares. */
export interface OrderFieldSettings {
  CostCenterSettings?: CostCenterSettings
  AuthorizationCodeSettings: AuthorizationCodeSettings
  CustomItemSettings: CustomItemSettings
  PurposeSettings: PurposeSettings
  VettingSettings: VettingSettings
  UploadAttachFileSettings: UploadAttachFileSettings
  ExtendFieldSettings: ExtendFieldSettings
}

/** Booking of a ticket (flight, train, bus): booked and issued messages to contact and passenger. */
export interface TicketNormalSettings<M extends MessageSettings = MessageSettings> extends OrderFieldSettings {
  ContactBookMessageSettings: M
  PassengerBookMessageSettings: M
  ContactIssuedMessageSettings: M
  PassengerIssuedMessageSettings: M
  /** Show the ticket number on order details. */
  IsDisplayTicketNo: boolean
}

export interface FlightNormalSettings extends TicketNormalSettings {
  SearchSettings: SearchSettings
  InsuranceSettings: InsuranceSettings
}

export interface TicketChangeSettings {
  ChangeReasonSettings: ReasonSettings
  VettingSettings: VettingSettings
}

export interface FlightChangeSettings extends TicketChangeSettings {
  LowestPriceSettings: LowestPriceSettings
}

export interface TicketRefundSettings<M extends MessageSettings = MessageSettings> {
  RefundReasonSettings: ReasonSettings
  VettingSettings: VettingSettings
  ContactRefundMessageSettings: M
  PassengerRefundMessageSettings: M
}

export interface TicketSettings<N, C = TicketChangeSettings, R = TicketRefundSettings> {
  NormalSettings: N
  ChangeSettings: C
  RefundSettings: R
}

export type FlightSettings = TicketSettings<FlightNormalSettings, FlightChangeSettings>
export type IntlFlightSettings = TicketSettings<FlightNormalSettings, FlightChangeSettings>
/** Train bookings: the ticket settings, and whether tickets are bought only through a verified 12306 account. */
export interface TrainNormalSettings extends TicketNormalSettings {
  /** Booking needs the booker's bound and verified 12306 account; absent or false: with or without one. */
  IsRequired12306Account?: boolean
}
export type TrainSettings = TicketSettings<TrainNormalSettings>
export type BusSettings = TicketSettings<TicketNormalSettings<BusMessageSettings>, TicketChangeSettings, TicketRefundSettings<BusMessageSettings>>

/** Hotels confirm a booking instead of issuing a ticket; confirm messages are e-mail and SMS only. */
export interface HotelSettings extends OrderFieldSettings {
  ContactBookMessageSettings: MessageSettings
  PassengerBookMessageSettings: MessageSettings
  ContactConfirmMessageSettings: MessageSettings
  PassengerConfirmMessageSettings: MessageSettings
  /** Cancellation reasons of a hotel booking. */
  RefundReasonSettings: ReasonSettings
}
export type IntlHotelSettings = HotelSettings

export type CarSettings = OrderFieldSettings
/**
 * Company dining (docs/dining.md): the company pays on a trip day in the city (a trip application
 * or a booked hotel there) or on any working day; over the standard the person pays the rest or
 * the charge is refused. Absent: 'TripDay' and 'PayPersonally'.
 */
export interface DiningSettings extends OrderFieldSettings {
  PayDays?: 'TripDay' | 'WorkingDay'
  OverStandard?: 'PayPersonally' | 'Refuse'
}

export interface TotalBudgetSettings {
  IsDisplayTotalBudget: boolean
  IsRequiredTotalBudget: boolean
}

export interface BusinessBudgetSettings {
  IsDisplayBusinessBudget: boolean
  IsRequiredBusinessBudget: boolean
}

export interface TripApplicationFormSettings extends OrderFieldSettings {
  /** 0 = no review, 1 = approval before booking, 2 = approval after booking. */
  TripApplicationFormReviewType: number
  TotalBudgetSettings: TotalBudgetSettings
  BusinessBudgetSettings: BusinessBudgetSettings
}

/** Fields of the employee form (company administration). */
export interface EmployeeSettings {
  ExtendFieldSettings: ExtendFieldSettings
  IsRequiredEmail: boolean
  IsRequiredMobile: boolean
}

export interface PersonalSetting {
  CommonSettings: CommonSettings
  FlightSettings: FlightSettings
  IntlFlightSettings: IntlFlightSettings
  TrainSettings: TrainSettings
  BusSettings: BusSettings
  HotelSettings: HotelSettings
  IntlHotelSettings: IntlHotelSettings
  CarSettings: CarSettings
  DiningSettings: DiningSettings
  TripApplicationFormSettings: TripApplicationFormSettings
  EmployeeSettings: EmployeeSettings
}

export const SETTING_SECTIONS = [
  'FlightSettings',
  'IntlFlightSettings',
  'TrainSettings',
  'BusSettings',
  'HotelSettings',
  'IntlHotelSettings',
  'CarSettings',
  'DiningSettings',
  'TripApplicationFormSettings',
  'EmployeeSettings',
] as const

export type SettingSection = (typeof SETTING_SECTIONS)[number]

/** Sections split into NormalSettings / ChangeSettings / RefundSettings. */
export const TICKET_SECTIONS = ['FlightSettings', 'IntlFlightSettings', 'TrainSettings', 'BusSettings'] as const
export type TicketSection = (typeof TICKET_SECTIONS)[number]
