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

export interface ProductSettingsCalls {
  'productSettings/get': { req: ProductSettingsReq; res: ProductSettingsRes }
  'productSettings/save': { req: ProductSettingsSaveReq; res: ProductSettingsRes }
}
