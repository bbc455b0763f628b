/**
 * Booking data for the order-filling screens of every product (docs/server-calls.md user/, frequentTraveler/,
 * reasoncode/, systemInfo/ calls): persons in the booking scope, frequent travellers, company
 * catalogues, purposes, order extend fields, reason codes, frequent-flyer airlines, uploads.
 * Request bodies are TypeBox schemas; answers are interfaces. Import with `import type`.
 */
import { Type, type Static } from '@sinclair/typebox'
import type { NameVariants } from './flight-common'

const PageIndex = Type.Integer({ minimum: 1, default: 1 })
const PageSize = Type.Integer({ minimum: 1, maximum: 100, default: 20 })

export const GetBookPersonsReq = Type.Object({
  Keyword: Type.Optional(Type.String({ maxLength: 40 })),
  /** Employees and/or non-employees; default both. */
  Kind: Type.Optional(Type.Union([Type.Literal('All'), Type.Literal('Employee'), Type.Literal('NonEmployee')])),
  PageIndex: Type.Optional(PageIndex),
  PageSize: Type.Optional(PageSize),
})
export type GetBookPersonsReq = Static<typeof GetBookPersonsReq>

export interface BookPerson {
  PersonId: number
  Kind: 'Employee' | 'NonEmployee'
  ChName: string
  LastName: string
  FirstName: string
  /** Display name by the name rules (Chinese name first, else 'LAST/FIRST'). */
  Name: string
  Gender: string
  BirthDate: string | null
  EmployeeNo: string
  DepartmentId: number | null
  DepartmentName: string
  CostCenterId: number | null
  CostCenterName: string
  RankName: string
  Nationality: string
  IdType: string
  /** Masked for others when CommonSettings.EnablePrivacyProtect is on; submit may send it back masked. */
  IdNo: string
  MobileCountryCode: string
  Mobile: string
  Email: string
  IsSelf: boolean
}
export interface GetBookPersonsRes {
  Total: number
  PageIndex: number
  PageSize: number
  Persons: BookPerson[]
  /** The caller's flight booking scope kind: the client hides 'add passenger' for 'Self'. */
  ScopeKind: 'All' | 'Departments' | 'Staff' | 'Self'
}

export const QuickListReq = Type.Object({
  Keyword: Type.Optional(Type.String({ maxLength: 40 })),
  PageIndex: Type.Optional(PageIndex),
  PageSize: Type.Optional(PageSize),
})
export type QuickListReq = Static<typeof QuickListReq>
export interface FrequentTravelerItem {
  FrequentTravelerId: number
  /** Set when the traveller is a person of the company. */
  PersonId: number | null
  ChName: string
  LastName: string
  FirstName: string
  Name: string
  Gender: string
  BirthDate: string | null
  Nationality: string
  IdType: string
  IdNo: string
  IdExpiry: string | null
  MobileCountryCode: string
  Mobile: string
  Email: string
}
export interface QuickListRes {
  Total: number
  Travelers: FrequentTravelerItem[]
}

export const CatalogReq = Type.Object({
  Keyword: Type.Optional(Type.String({ maxLength: 40 })),
})
export type CatalogReq = Static<typeof CatalogReq>
export interface CatalogItem {
  Id: number
  Code: string
  Name: string
  /** Departments only: the parent department. */
  ParentId: number | null
}
export interface CatalogRes {
  Items: CatalogItem[]
}

export const PRODUCTS = ['Flight', 'IntlFlight', 'Hotel', 'IntlHotel', 'Train', 'Car', 'Bus', 'Dining'] as const
export type Product = (typeof PRODUCTS)[number]
const ProductSchema = Type.Union(PRODUCTS.map((p) => Type.Literal(p)))

export const ProductReq = Type.Object({ Product: Type.Optional(ProductSchema) })
export type ProductReq = Static<typeof ProductReq>

export interface PurposeItem {
  Id: number
  Name: string
}
export interface PurposesRes {
  /** 0 free text, 1 choose, 2 choose or type (PurposeSettings.PurposeType of the product). */
  PurposeType: number
  Items: PurposeItem[]
}

export interface OrderExtendField {
  Slot: 'ExtendField1' | 'ExtendField2' | 'ExtendField3' | 'ExtendField4' | 'ExtendField5'
  Name: string
  IsRequired: boolean
  Type: 'text' | 'select'
  Options: string[]
}
/** Only the displayed slots. */
export interface OrderExtendFieldsRes {
  Fields: OrderExtendField[]
}

/** user/getEmployeeExtendFields: the caller (no PersonId) or a person in their booking scope. */
export const EmployeeExtendFieldsReq = Type.Object({ PersonId: Type.Optional(Type.Integer({ minimum: 1 })) })
export type EmployeeExtendFieldsReq = Static<typeof EmployeeExtendFieldsReq>
/** The company fields an order takes from its traveller. */
export interface EmployeeExtendFields {
  PersonId: number
  Name: string
  EmployeeNo: string
  DepartmentId: number | null
  DepartmentName: string
  CostCenterId: number | null
  CostCenterName: string
  BusinessUnitId: number | null
  BusinessUnitName: string
  RankName: string
}

export const REASON_KINDS = ['Policy', 'LowestPrice', 'Refund', 'Change'] as const
export type ReasonKind = (typeof REASON_KINDS)[number]

export const ReasonCodeReq = Type.Object({
  Product: ProductSchema,
  Kind: Type.Union(REASON_KINDS.map((k) => Type.Literal(k))),
})
export type ReasonCodeReq = Static<typeof ReasonCodeReq>
export interface ReasonCodeItem {
  Id: number
  Code: string
  Text: string
  Kind: ReasonKind
}
export interface ReasonCodeRes {
  Items: ReasonCodeItem[]
  /** Refund/Change: whether to offer and require the picker, and 'other' with a free text. */
  IsDisplay: boolean
  IsRequired: boolean
  IsDisplayOtherItem: boolean
}

export interface TravelCardAirLine {
  Code: string
  Name: string
  Names: NameVariants
  /** The frequent-flyer programme, e.g. '凤凰知音' / 'PhoenixMiles'. */
  ProgramName: string
}
export interface TravelCardAirLinesRes {
  AirLines: TravelCardAirLine[]
}

/** How far ahead anything can be booked (days from China's today); trip applications plan within it too. */
export const MAX_BOOK_DAYS = 365

/** systemInfo/uploadFiles is a multipart form post (field name 'files', repeated). */
export const UPLOAD_MAX_FILES = 10
export const UPLOAD_MAX_BYTES = 8 * 1024 * 1024
/** Where a stored file is served (GET, then its FileId); every answer carrying a file gives its absolute URL. */
export const FILE_URL_PREFIX = '/api/systemInfo/files/'
export const UPLOAD_EXTENSIONS = ['png', 'jpg', 'jpeg', 'bmp', 'gif', 'svg', 'xls', 'xlsx', 'doc', 'docx', 'pdf', 'ppt', 'pptx'] as const
export interface UploadedFile {
  FileId: string
  FileName: string
  Size: number
  /** 'image' | 'excel' | 'word' | 'pdf' | 'ppt' (docs/validation.md file types). */
  Kind: string
  /** Absolute URL the signed-in user can GET the file from. */
  Url: string
}
export interface UploadFilesRes {
  Files: UploadedFile[]
}

export interface BookingDataCalls {
  'user/getBookPersons': { req: GetBookPersonsReq; res: GetBookPersonsRes }
  'frequentTraveler/quicklist': { req: QuickListReq; res: QuickListRes }
  'user/getDepartments': { req: CatalogReq; res: CatalogRes }
  'user/getCostCenters': { req: CatalogReq; res: CatalogRes }
  'user/getBusinessUnits': { req: CatalogReq; res: CatalogRes }
  'user/getCustomItems': { req: CatalogReq; res: CatalogRes }
  'user/getPurposes': { req: ProductReq; res: PurposesRes }
  'user/getOrderExtendFields': { req: ProductReq; res: OrderExtendFieldsRes }
  'user/getEmployeeExtendFields': { req: EmployeeExtendFieldsReq; res: EmployeeExtendFields }
  'reasoncode/get': { req: ReasonCodeReq; res: ReasonCodeRes }
  'systemInfo/getTravelCardAirLines': { req: Record<string, never>; res: TravelCardAirLinesRes }
  /** Multipart form (FormData with 'files'); the typed body is not JSON. */
  'systemInfo/uploadFiles': { req: FormData; res: UploadFilesRes }
}
