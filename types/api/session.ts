/**
 * The signed-in person and what home/loadInitInfo/v2 brings at start (docs/data.md).
 */
import type { CurrencyInfo } from './envelope'
import type { PersonalPower } from './power'
import type { PersonalSetting } from './settings'

export const LOGIN_TYPES = { Unit: 1, Personal: 2 } as const
/** 1 = unit (company) account, 2 = personal account (docs/order-states.md login switching). */
export type LoginType = (typeof LOGIN_TYPES)[keyof typeof LOGIN_TYPES]

export interface PersonalInfor {
  UserID: number
  CompanyCode: string
  CompanyName: string
  /** Sign-in name. */
  UserName: string
  ChName: string
  LastName: string
  FirstName: string
  Email: string
  Mobile: string
  /** e.g. '86'; empty counts as +86 for phone validation. */
  MobileCountryCode: string
  EmployeeNo: string
  DepartmentName: string
  RankName: string
  LoginType: LoginType
  IsApprover: boolean
  IsAdmin: boolean
  /** Whether the account also has a personal account to switch to (Login/ToggleApp). */
  HasPersonalAccount: boolean
}

/** Entry icon URLs on home, one per product module. */
export interface ModuleIcons {
  Plane: string
  Hotel: string
  Train: string
  Car: string
  Dinner: string
  TravelApply: string
  Travel: string
  Bus: string
}

export interface TabIcon {
  Icon: string
  ActiveIcon: string
}

/** The five bottom tabs of docs/routes.md, each with an active variant. */
export interface TabIcons {
  Home: TabIcon
  Manage: TabIcon
  Message: TabIcon
  Trip: TabIcon
  User: TabIcon
}

/** Company branding. Colours are CSS colours ('#1677ff'); images are absolute URLs or ''. */
export interface Theme {
  WelcomeColor: string
  PrimaryColor: string
  SearchButtonBackground: string
  BackgroundImage: string
  TabColor: string
  TabActiveColor: string
  ModuleIcons: ModuleIcons
  TabIcons: TabIcons
}

export interface LoadInitInfoRes {
  PersonalInfor: PersonalInfor
  PersonalSetting: PersonalSetting
  PersonalPower: PersonalPower
  /** null = the company has no branding; the client uses its defaults. */
  Theme: Theme | null
  /** null = the person has not chosen a currency; the client keeps its stored one or CNY. */
  CurrencyInfo: CurrencyInfo | null
}

export interface SettingsAndPermissionRes {
  Permission: PersonalPower
  Setting: PersonalSetting
}

/** map/getInitInfo: the key of the map service used by map pages (docs/data.md AMapKey). */
export interface MapInitInfoRes {
  MapKey: { Key: string; Secret: string }
  /** 1 = AMap (Gaode), 2 = Tencent maps. */
  MapSource: number
}
