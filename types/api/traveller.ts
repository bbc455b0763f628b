/**
 * The personal centre's frequent travellers and default contacts (docs/validation.md for the
 * rules, docs/roles-and-powers.md for the powers). A traveller belongs to the user who keeps it,
 * within the company; saved travellers are what frequentTraveler/quicklist offers every product's
 * traveller picker. Request bodies are TypeBox schemas; answers are interfaces.
 */
import { Type, type Static } from '@sinclair/typebox'
import type { FrequentTravelerItem } from './booking-data'

const PageIndex = Type.Integer({ minimum: 1, maximum: 10000, default: 1 })
const PageSize = Type.Integer({ minimum: 1, maximum: 100, default: 20 })
const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()])
const Country = Type.String({ pattern: '^[A-Z]{2}$' })
const DateText = Type.String({ maxLength: 10 })

/** Document kinds: the mainland ID card and the documents that carry an expiry date. */
export const DOC_TYPES = ['IDCard', 'Passport', 'HKMacauPass', 'TaiwanPass', 'HomeReturnPermit', 'TaiwanCompatriotPermit', 'ResidencePermit', 'Other'] as const
export type DocType = (typeof DOC_TYPES)[number]

export const TravellerDocument = Type.Object({
  DocType: Type.Union(DOC_TYPES.map((d) => Type.Literal(d))),
  DocNo: Type.String({ maxLength: 30 }),
  /** ISO 3166 alpha-2, e.g. 'CN'. */
  IssuingCountry: Type.Optional(Country),
  Nationality: Type.Optional(Country),
  /** yyyy-MM-dd; required for every document but the ID card. */
  Expiry: Type.Optional(Nullable(DateText)),
})
export type TravellerDocument = Static<typeof TravellerDocument>

/** An airline frequent-flyer card (Issuer = the airline's two-character code; one per airline) or a hotel-group membership (Issuer = the group's code; one per group). */
export const TravellerCard = Type.Object({
  Kind: Type.Union([Type.Literal('Airline'), Type.Literal('HotelGroup')]),
  Issuer: Type.String({ maxLength: 20 }),
  CardNo: Type.String({ maxLength: 30 }),
})
export type TravellerCard = Static<typeof TravellerCard>

export const FrequentTravelerListReq = Type.Object({
  /** Part of the Chinese name, the English name, the phone or a document number. */
  Keyword: Type.Optional(Type.String({ maxLength: 40 })),
  PageIndex: Type.Optional(PageIndex),
  PageSize: Type.Optional(PageSize),
})
export type FrequentTravelerListReq = Static<typeof FrequentTravelerListReq>
export interface FrequentTravelerListRes {
  Total: number
  PageIndex: number
  PageSize: number
  Travelers: FrequentTravelerItem[]
}

export const FrequentTravelerIdReq = Type.Object({ FrequentTravelerId: Type.Integer({ minimum: 1 }) })
export type FrequentTravelerIdReq = Static<typeof FrequentTravelerIdReq>

/** A document accepted with less than 6 months left: saved, and said. */
export interface TravellerWarning {
  /** JSON path of the field, e.g. 'Documents.1.Expiry'. */
  Field: string
  Code: 'ExpiresSoon'
  Message: string
}

export interface FrequentTravelerDetail extends FrequentTravelerItem {
  Documents: (TravellerDocument & { IssuingCountry: string; Nationality: string; Expiry: string | null })[]
  Cards: TravellerCard[]
  Warnings: TravellerWarning[]
}

export const FrequentTravelerSaveReq = Type.Object({
  /** Absent or null: a new traveller; else the one to edit. */
  FrequentTravelerId: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  /** Chinese name as on the ID card; a Chinese name or both English parts are required. */
  ChName: Type.Optional(Type.String({ maxLength: 30 })),
  /** English surname (letters and spaces), required with any document but the ID card. */
  LastName: Type.Optional(Type.String({ maxLength: 40 })),
  FirstName: Type.Optional(Type.String({ maxLength: 40 })),
  /** Derived from a mainland ID card when absent; must agree with it when given. */
  Gender: Type.Optional(Type.Union([Type.Literal('M'), Type.Literal('F'), Type.Null()])),
  BirthDate: Type.Optional(Nullable(DateText)),
  MobileCountryCode: Type.Optional(Type.String({ maxLength: 5 })),
  Mobile: Type.String({ maxLength: 15 }),
  Email: Type.Optional(Type.String({ maxLength: 100 })),
  /** The first is the traveller's main document (what quicklist shows). */
  Documents: Type.Array(TravellerDocument, { minItems: 1, maxItems: 8 }),
  Cards: Type.Optional(Type.Array(TravellerCard, { maxItems: 30 })),
})
export type FrequentTravelerSaveReq = Static<typeof FrequentTravelerSaveReq>
export interface FrequentTravelerSaveRes {
  FrequentTravelerId: number
  Warnings: TravellerWarning[]
}
export interface FrequentTravelerDeleteRes {
  FrequentTravelerId: number
}

export interface FrequentContact {
  ContactId: number
  Name: string
  MobileCountryCode: string
  Mobile: string
  Email: string
  IsDefault: boolean
}
export const FrequentContactListReq = Type.Object({
  Keyword: Type.Optional(Type.String({ maxLength: 40 })),
  PageIndex: Type.Optional(PageIndex),
  PageSize: Type.Optional(PageSize),
})
export type FrequentContactListReq = Static<typeof FrequentContactListReq>
export interface FrequentContactListRes {
  Total: number
  /** The default contact first, then by name. */
  Contacts: FrequentContact[]
}
export const FrequentContactSaveReq = Type.Object({
  ContactId: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  Name: Type.String({ maxLength: 40 }),
  MobileCountryCode: Type.Optional(Type.String({ maxLength: 5 })),
  /** Unique among the caller's contacts. */
  Mobile: Type.String({ maxLength: 15 }),
  Email: Type.Optional(Type.String({ maxLength: 100 })),
  /** True makes it the one default contact; the first contact saved is the default anyway. */
  IsDefault: Type.Optional(Type.Boolean()),
})
export type FrequentContactSaveReq = Static<typeof FrequentContactSaveReq>
export const FrequentContactIdReq = Type.Object({ ContactId: Type.Integer({ minimum: 1 }) })
export type FrequentContactIdReq = Static<typeof FrequentContactIdReq>
export interface FrequentContactDeleteRes {
  ContactId: number
}

/** A CSV or XLSX file of travellers (frequentTraveler/batchImport): one traveller a row, columns by header. */
export const TravellerImportReq = Type.Object({
  /** Ends with .csv or .xlsx. */
  FileName: Type.String({ minLength: 5, maxLength: 120 }),
  /** The file's bytes, base64 (CSV: UTF-8 with or without BOM). */
  ContentBase64: Type.String({ minLength: 1, maxLength: 4_000_000 }),
})
export type TravellerImportReq = Static<typeof TravellerImportReq>
/** One data row's outcome: saved (its traveller) or refused (the field and why). 1-based, the header is row 0. */
export interface TravellerImportRow {
  Row: number
  Name: string
  FrequentTravelerId: number | null
  Field: string
  Message: string
}
export interface TravellerImportRes {
  Rows: number
  Imported: number
  Results: TravellerImportRow[]
}
/** The columns a traveller file may have: body field -> zh-CN header also accepted. */
export const TRAVELLER_IMPORT_COLUMNS = {
  ChName: '中文姓名',
  LastName: '英文姓',
  FirstName: '英文名',
  Gender: '性别',
  BirthDate: '出生日期',
  MobileCountryCode: '国家区号',
  Mobile: '手机号',
  Email: '邮箱',
  DocType: '证件类型',
  DocNo: '证件号码',
  Expiry: '证件有效期',
  Nationality: '国籍',
} as const
/** At most this many data rows a file. */
export const TRAVELLER_IMPORT_MAX_ROWS = 500

/** user/deleteDefaultContact: the id in the body, or as `?id=` in the address. */
export const DefaultContactDeleteReq = Type.Object({ ContactId: Type.Optional(Type.Integer({ minimum: 1 })) })
export type DefaultContactDeleteReq = Static<typeof DefaultContactDeleteReq>

export interface TravellerCalls {
  'frequentTraveler/list': { req: FrequentTravelerListReq; res: FrequentTravelerListRes }
  'frequentTraveler/detail': { req: FrequentTravelerIdReq; res: FrequentTravelerDetail }
  'frequentTraveler/save': { req: FrequentTravelerSaveReq; res: FrequentTravelerSaveRes }
  'frequentTraveler/delete': { req: FrequentTravelerIdReq; res: FrequentTravelerDeleteRes }
  'frequentContact/list': { req: FrequentContactListReq; res: FrequentContactListRes }
  'frequentContact/save': { req: FrequentContactSaveReq; res: FrequentContact }
  'frequentContact/delete': { req: FrequentContactIdReq; res: FrequentContactDeleteRes }
  'frequentContact/setDefault': { req: FrequentContactIdReq; res: FrequentContact }
  /** The brief's names of the same calls: add (no id) and put (an id) are frequentTraveler/save. */
  'frequentTraveler/add': { req: FrequentTravelerSaveReq; res: FrequentTravelerSaveRes }
  'frequentTraveler/put': { req: FrequentTravelerSaveReq; res: FrequentTravelerSaveRes }
  'frequentTraveler/batchImport': { req: TravellerImportReq; res: TravellerImportRes }
  'user/getDefaultContacts': { req: FrequentContactListReq; res: FrequentContactListRes }
  'user/addDefaultContact': { req: FrequentContactSaveReq; res: FrequentContact }
  'user/deleteDefaultContact': { req: DefaultContactDeleteReq; res: FrequentContactDeleteRes }
  'user/setDefaultContact': { req: FrequentContactIdReq; res: FrequentContact }
}
