/**
 * Invoice calls (docs/money.md#invoices): invoice headers, shipping addresses, the invoiceable
 * personal parts of paid orders with their invoice state, the request, the details and the PDF
 * of an electronic invoice. Amounts in fen. Plain values (kinds, states, the tax-ID check) are in
 * invoice-values.ts.
 */
import { Type, type Static } from '@sinclair/typebox'
import { INVOICE_HEADER_KINDS, INVOICE_MEDIA, INVOICE_STATES, type InvoiceHeaderKind, type InvoiceMedium, type InvoiceState } from './invoice-values'

const text = (max: number) => Type.String({ maxLength: max })

export interface InvoiceHeader {
  HeaderId: number
  Kind: InvoiceHeaderKind
  Title: string
  TaxId: string
  Address: string
  Phone: string
  BankName: string
  BankAccount: string
  Email: string
  IsDefault: boolean
}
export const InvoiceHeaderSaveReq = Type.Object({
  /** Absent: a new header. */
  HeaderId: Type.Optional(Type.Integer({ minimum: 1 })),
  Kind: Type.Union(INVOICE_HEADER_KINDS.map((k) => Type.Literal(k))),
  Title: text(100),
  /** A company's unified social credit code (18 characters, checked); '' for a person. */
  TaxId: Type.Optional(text(30)),
  Address: Type.Optional(text(200)),
  Phone: Type.Optional(text(30)),
  BankName: Type.Optional(text(100)),
  BankAccount: Type.Optional(text(40)),
  Email: Type.Optional(text(100)),
  IsDefault: Type.Optional(Type.Boolean()),
})
export type InvoiceHeaderSaveReq = Static<typeof InvoiceHeaderSaveReq>
export const InvoiceHeaderIdReq = Type.Object({ HeaderId: Type.Integer({ minimum: 1 }) })
export type InvoiceHeaderIdReq = Static<typeof InvoiceHeaderIdReq>
export interface InvoiceHeaderListRes {
  Items: InvoiceHeader[]
}

export interface ShippingAddress {
  AddressId: number
  Name: string
  MobileCountryCode: string
  Mobile: string
  /** Province, city, district as one line. */
  Region: string
  Detail: string
  Postcode: string
  IsDefault: boolean
}
export const ShippingAddressSaveReq = Type.Object({
  AddressId: Type.Optional(Type.Integer({ minimum: 1 })),
  Name: text(30),
  MobileCountryCode: Type.Optional(text(4)),
  Mobile: text(20),
  Region: text(60),
  Detail: text(200),
  Postcode: Type.Optional(text(10)),
  IsDefault: Type.Optional(Type.Boolean()),
})
export type ShippingAddressSaveReq = Static<typeof ShippingAddressSaveReq>
export const ShippingAddressIdReq = Type.Object({ AddressId: Type.Integer({ minimum: 1 }) })
export type ShippingAddressIdReq = Static<typeof ShippingAddressIdReq>
export interface ShippingAddressListRes {
  Items: ShippingAddress[]
}

export const InvoiceListReq = Type.Object({
  State: Type.Optional(Type.Union(INVOICE_STATES.map((s) => Type.Literal(s)))),
  PageIndex: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  PageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
})
export type InvoiceListReq = Static<typeof InvoiceListReq>
/** A paid order's personal part and its invoice. */
export interface InvoiceListItem {
  OrderNo: string
  Product: string
  Title: string
  /** Fen: the personal part paid less what was refunded of it (the invoice's amount once requested). */
  Amount: number
  State: InvoiceState
  StateName: string
  InvoiceNo: string
  PaidAt: string
}
export interface InvoiceListRes {
  Total: number
  PageIndex: number
  PageSize: number
  Items: InvoiceListItem[]
}

export const InvoiceApplyReq = Type.Object({
  ClientRequestId: Type.String({ minLength: 8, maxLength: 64 }),
  OrderNo: Type.String({ minLength: 1, maxLength: 32 }),
  HeaderId: Type.Integer({ minimum: 1 }),
  Medium: Type.Union(INVOICE_MEDIA.map((m) => Type.Literal(m))),
  /** Where an electronic invoice is sent; default the header's e-mail. */
  Email: Type.Optional(text(100)),
  /** A paper invoice's address. */
  AddressId: Type.Optional(Type.Integer({ minimum: 1 })),
})
export type InvoiceApplyReq = Static<typeof InvoiceApplyReq>
export const InvoiceNoReq = Type.Object({ InvoiceNo: Type.String({ minLength: 1, maxLength: 40 }) })
export type InvoiceNoReq = Static<typeof InvoiceNoReq>

export interface InvoiceDetail {
  InvoiceNo: string
  OrderNo: string
  Product: string
  Amount: number
  Medium: InvoiceMedium
  State: InvoiceState
  StateName: string
  Header: Omit<InvoiceHeader, 'HeaderId' | 'IsDefault'>
  Email: string
  Address: Omit<ShippingAddress, 'AddressId' | 'IsDefault'> | null
  /** The tax authority's number, once issued. */
  FiscalNo: string
  /** The courier's number of a posted paper invoice. */
  TrackingNo: string
  RequestedAt: string
  IssuedAt: string
  /** An issued electronic invoice has a PDF (invoiceApply/pdf). */
  HasPdf: boolean
}
export interface InvoicePdfRes {
  FileName: string
  ContentType: 'application/pdf'
  /** The file, base64. */
  Base64: string
}

export const CompanyInvoicesReq = Type.Object({
  State: Type.Optional(Type.Union([Type.Literal('Invoicing'), Type.Literal('Issued')])),
  PageIndex: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  PageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
})
export type CompanyInvoicesReq = Static<typeof CompanyInvoicesReq>
/** One invoice of the company's people, for its administrators. */
export interface CompanyInvoice {
  InvoiceNo: string
  OrderNo: string
  Product: string
  /** Who requested it. */
  UserName: string
  HeaderTitle: string
  TaxId: string
  Amount: number
  Medium: InvoiceMedium
  State: InvoiceState
  StateName: string
  RequestedAt: string
  IssuedAt: string
}
export interface CompanyInvoicesRes {
  Total: number
  PageIndex: number
  PageSize: number
  Items: CompanyInvoice[]
  /** Fen: the sum of every invoice of the filter. */
  TotalAmount: number
}

export interface InvoiceCalls {
  'invoice/getInvoices': { req: CompanyInvoicesReq; res: CompanyInvoicesRes }
  'invoiceApply/header/list': { req: Record<string, never>; res: InvoiceHeaderListRes }
  'invoiceApply/header/save': { req: InvoiceHeaderSaveReq; res: InvoiceHeader }
  'invoiceApply/header/delete': { req: InvoiceHeaderIdReq; res: null }
  'invoiceApply/address/list': { req: Record<string, never>; res: ShippingAddressListRes }
  'invoiceApply/address/save': { req: ShippingAddressSaveReq; res: ShippingAddress }
  'invoiceApply/address/delete': { req: ShippingAddressIdReq; res: null }
  'invoiceApply/list': { req: InvoiceListReq; res: InvoiceListRes }
  'invoiceApply/apply': { req: InvoiceApplyReq; res: InvoiceDetail }
  'invoiceApply/details': { req: InvoiceNoReq; res: InvoiceDetail }
  'invoiceApply/pdf': { req: InvoiceNoReq; res: InvoicePdfRes }
}
