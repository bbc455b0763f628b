/**
 * Start-up, company configuration, theme, ads and notices (docs/server-calls.md). Schemas are the source of
 * the request types; the answers that teammates' interfaces already define (LoadInitInfoRes,
 * PersonalSetting, PersonalPower, Theme) are wrapped so that the OpenAPI document names them.
 */
import { Type, type Static } from '@sinclair/typebox'
import type { PersonalPower } from './power'
import type { LoadInitInfoRes, PersonalInfor, SettingsAndPermissionRes, Theme } from './session'
import type { PersonalSetting } from './settings'
import { LoginTypeSchema, NoParamsReq } from './auth'

const ref = (file: string, name: string) =>
  Type.Object({}, { additionalProperties: true, title: name, description: `${name}: see types/api/${file} for every field` })

export const PersonalSettingSchema = Type.Unsafe<PersonalSetting>(ref('settings.ts', 'PersonalSetting'))
export const PersonalPowerSchema = Type.Unsafe<PersonalPower>(ref('power.ts', 'PersonalPower'))

export const PersonalInforSchema = Type.Object(
  {
    /** The person (traveller) id of the signed-in account. */
    UserID: Type.Integer(),
    CompanyCode: Type.String(),
    CompanyName: Type.String(),
    UserName: Type.String(),
    ChName: Type.String(),
    LastName: Type.String(),
    FirstName: Type.String(),
    Email: Type.String(),
    Mobile: Type.String(),
    MobileCountryCode: Type.String(),
    EmployeeNo: Type.String(),
    DepartmentName: Type.String(),
    RankName: Type.String(),
    LoginType: LoginTypeSchema,
    IsApprover: Type.Boolean(),
    IsAdmin: Type.Boolean(),
    HasPersonalAccount: Type.Boolean({ description: 'Whether Login/ToggleApp can switch to a personal account' }),
  },
  { title: 'PersonalInfor' },
)

const TabIcon = Type.Object({ Icon: Type.String(), ActiveIcon: Type.String() })
export const ThemeSchema = Type.Object(
  {
    WelcomeColor: Type.String(),
    PrimaryColor: Type.String(),
    SearchButtonBackground: Type.String(),
    BackgroundImage: Type.String({ description: 'Absolute URL' }),
    TabColor: Type.String(),
    TabActiveColor: Type.String(),
    ModuleIcons: Type.Object({
      Plane: Type.String(),
      Hotel: Type.String(),
      Train: Type.String(),
      Car: Type.String(),
      Dinner: Type.String(),
      TravelApply: Type.String(),
      Travel: Type.String(),
      Bus: Type.String(),
    }),
    TabIcons: Type.Object({ Home: TabIcon, Manage: TabIcon, Message: TabIcon, Trip: TabIcon, User: TabIcon }),
  },
  { title: 'Theme' },
)

const CurrencyInfoSchema = Type.Object({
  Currency: Type.String(),
  CurrencyCode: Type.String(),
  CurrencySymbol: Type.String(),
  CurrencyType: Type.Integer(),
})

export const LoadInitInfoResSchema = Type.Unsafe<LoadInitInfoRes>(
  Type.Object({
    PersonalInfor: PersonalInforSchema,
    PersonalSetting: PersonalSettingSchema,
    PersonalPower: PersonalPowerSchema,
    Theme: Type.Union([ThemeSchema, Type.Null()]),
    CurrencyInfo: Type.Union([CurrencyInfoSchema, Type.Null()], {
      description: 'The currency of the CurrencyType header; null when the request sent none',
    }),
  }),
)

export const SettingsAndPermissionResSchema = Type.Unsafe<SettingsAndPermissionRes>(
  Type.Object({ Permission: PersonalPowerSchema, Setting: PersonalSettingSchema }),
)

export const ThemeOrNullSchema = Type.Unsafe<Theme | null>(Type.Union([ThemeSchema, Type.Null()]))

export const VersionNumberRes = Type.Object({
  /** The newest client version. */
  VersionNumber: Type.String(),
  /** Clients below it get ErrorCode 107 on every call. */
  MinVersion: Type.String(),
  /** The Version header of this request is below MinVersion. */
  IsForceUpdate: Type.Boolean(),
})
export type VersionNumberRes = Static<typeof VersionNumberRes>

export const AdListReq = Type.Object({
  /** 1 = home banner (default). */
  Position: Type.Optional(Type.Integer({ minimum: 1, maximum: 9 })),
})
export type AdListReq = Static<typeof AdListReq>

export const AdItem = Type.Object({
  Id: Type.Integer(),
  Title: Type.String(),
  /** Absolute URL of an image the server hosts. */
  ImageUrl: Type.String(),
  /** In-app route (hash path such as '/announcement/list') or '' for no link. */
  LinkUrl: Type.String(),
  Sort: Type.Integer(),
})
export type AdItem = Static<typeof AdItem>
export const AdListRes = Type.Array(AdItem)
export type AdListRes = Static<typeof AdListRes>

export const NoticeListReq = Type.Object({
  /** 1-based, default 1. */
  PageIndex: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
  /** Default 10, at most 50. */
  PageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
})
export type NoticeListReq = Static<typeof NoticeListReq>

export const NoticeSummary = Type.Object({
  Id: Type.Integer(),
  Title: Type.String(),
  /** The first characters of the body. */
  Summary: Type.String(),
  /** 'yyyy-MM-dd HH:mm', China time. */
  PublishTime: Type.String(),
  IsTop: Type.Boolean(),
  /** A notice of the whole platform rather than of the company. */
  IsPlatform: Type.Boolean(),
})
export type NoticeSummary = Static<typeof NoticeSummary>

export const NoticeListRes = Type.Object({
  Total: Type.Integer(),
  PageIndex: Type.Integer(),
  PageSize: Type.Integer(),
  Items: Type.Array(NoticeSummary),
})
export type NoticeListRes = Static<typeof NoticeListRes>

export const NoticeGetReq = Type.Object({ Id: Type.Integer({ minimum: 1 }) })
export type NoticeGetReq = Static<typeof NoticeGetReq>

export const NoticeDetail = Type.Object({
  Id: Type.Integer(),
  Title: Type.String(),
  /** Plain text; paragraphs separated by blank lines. */
  Content: Type.String(),
  PublishTime: Type.String(),
  IsTop: Type.Boolean(),
  IsPlatform: Type.Boolean(),
})
export type NoticeDetail = Static<typeof NoticeDetail>

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
type Assert<T extends true> = T
/** Compile-time proof that the schemas above describe the interfaces of session.ts exactly. */
export type SchemasMatchInterfaces = Assert<Same<Static<typeof PersonalInforSchema>, PersonalInfor>> | Assert<Same<Static<typeof ThemeSchema>, Theme>>

export type HomeCalls = {
  'home/getversionnumber': { req: NoParamsReq; res: VersionNumberRes }
  'customer/getSettingsV2': { req: NoParamsReq; res: PersonalSetting }
  'ad/list': { req: AdListReq; res: AdListRes }
  'notice/list': { req: NoticeListReq; res: NoticeListRes }
  'notice/get': { req: NoticeGetReq; res: NoticeDetail }
}
