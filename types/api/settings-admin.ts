/**
 * Each product's booking settings as company administration edits them (/business/productSettings,
 * docs/administration.md "Booking settings"): the product's section of the company's
 * PersonalSetting (FlightSettings, BusSettings, DiningSettings …) without its approval rules
 * (VettingSettings: vettingsetting/saveVettingRule) and its extend fields. A save sends the whole
 * section as read; the server keeps every field's type and, for a field with choices, one of them.
 */
import { Type, type Static } from '@sinclair/typebox'

/** The products whose settings the screen edits, each `<Product>Settings` in PersonalSetting. */
export const SETTING_PRODUCTS = ['Flight', 'IntlFlight', 'Train', 'Bus', 'Hotel', 'IntlHotel', 'Car', 'Dining'] as const
export type SettingProduct = (typeof SETTING_PRODUCTS)[number]

/** Fields with a fixed set of values (the rest: a flag, a name of at most PRODUCT_SETTING_NAME_MAX, or a whole number in its range). */
export const PRODUCT_SETTING_CHOICES = {
  /** 0 free text, 1 chosen from the company's list, 2 chosen or typed. */
  PurposeType: [0, 1, 2],
  /** 0 by departure time, 1 by price. */
  SearchOrder: [0, 1],
  PayDays: ['TripDay', 'WorkingDay'],
  OverStandard: ['PayPersonally', 'Refuse'],
} as const
export const PRODUCT_SETTING_RANGES = { RangeHour: [0, 24], RangePrice: [0, 10000] } as const
export const PRODUCT_SETTING_NAME_MAX = 20

const Product = Type.Unsafe<SettingProduct>({ type: 'string', enum: [...SETTING_PRODUCTS] })
export const ProductSettingsReq = Type.Object({ Product })
export type ProductSettingsReq = Static<typeof ProductSettingsReq>

/** A section's fields: flags, names, numbers, and groups of them. */
export interface SettingGroup {
  [key: string]: boolean | string | number | SettingGroup
}

export const ProductSettingsSaveReq = Type.Object({ Product, Value: Type.Record(Type.String(), Type.Unknown()) })
export type ProductSettingsSaveReq = Static<typeof ProductSettingsSaveReq>

export interface ProductSettingsRes {
  Product: SettingProduct
  Value: SettingGroup
}

/**
 * CommonSettings.WebViewHosts as administration edits them (companySettings/getWebViewHosts,
 * saveWebViewHosts): the hosts whose https links open inside the app, 'intranet.example.cn' that
 * host or '.example.cn' any host under it; at most WEB_VIEW_HOSTS_MAX. A save sends the whole list.
 */
export const WEB_VIEW_HOSTS_MAX = 20
export const WebViewHostsSaveReq = Type.Object({ Hosts: Type.Array(Type.String({ maxLength: 260 }), { maxItems: 100 }) }, { additionalProperties: false })
export type WebViewHostsSaveReq = Static<typeof WebViewHostsSaveReq>
export interface WebViewHostsRes {
  /** As kept: lower case, without a scheme, no duplicates. */
  Hosts: string[]
}

export interface ProductSettingsCalls {
  'productSettings/get': { req: ProductSettingsReq; res: ProductSettingsRes }
  'productSettings/save': { req: ProductSettingsSaveReq; res: ProductSettingsRes }
  'companySettings/getWebViewHosts': { req: Record<string, never>; res: WebViewHostsRes }
  'companySettings/saveWebViewHosts': { req: WebViewHostsSaveReq; res: WebViewHostsRes }
}
