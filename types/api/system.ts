/**
 * Reference data and client telemetry (docs/server-calls.md systemInfo/, log/error, collect). The telemetry
 * request shapes are defined by the core contract (ErrorLogReq, UsageEvent in index.ts); the
 * schemas here validate them and are checked against those interfaces by the server.
 */
import { Type, type Static } from '@sinclair/typebox'
import type { CurrencyInfo } from './envelope'
import { NoParamsReq } from './auth'

export const CurrencyInfoListRes = Type.Unsafe<CurrencyInfo[]>(
  Type.Array(
    Type.Object({
      Currency: Type.String({ description: "Name in the request's language" }),
      CurrencyCode: Type.String(),
      CurrencySymbol: Type.String(),
      CurrencyType: Type.Integer({ description: 'Value for the CurrencyType header; 0 = CNY' }),
    }),
  ),
)

export const MobileCountryCode = Type.Object({
  /** Without '+', e.g. '86'. Several countries may share one code (+1). */
  CountryCode: Type.String(),
  /** ISO 3166 alpha-2, unique per entry. */
  Iso: Type.String(),
  /** Name in the request's language. */
  Name: Type.String(),
  NameCN: Type.String(),
  NameTC: Type.String(),
  NameEN: Type.String(),
  NameJP: Type.String(),
})
export type MobileCountryCode = Static<typeof MobileCountryCode>
export const MobileCountryCodeListRes = Type.Array(MobileCountryCode)
export type MobileCountryCodeListRes = Static<typeof MobileCountryCodeListRes>

export const MobileCountryCodesByKeywordReq = Type.Object({
  /** Digits match the calling code's start ('8' finds 86, 852, ...); text matches a name in any language. '' = all. */
  Keyword: Type.String({ maxLength: 30 }),
})
export type MobileCountryCodesByKeywordReq = Static<typeof MobileCountryCodesByKeywordReq>

export const ErrorLogReqSchema = Type.Object({
  Appid: Type.String({ minLength: 1, maxLength: 64 }),
  Level: Type.Integer({ minimum: 0, maximum: 9 }),
  Title: Type.String({ maxLength: 500 }),
  Message: Type.String({ maxLength: 20000, description: 'JSON text with the details' }),
  Time: Type.String({ maxLength: 32, description: "Client's local time 'yyyy-MM-dd HH:mm:ss'" }),
})

export const UsageEventSchema = Type.Object({
  U: Type.String({ maxLength: 64 }),
  C: Type.String({ maxLength: 64 }),
  DT: Type.String({ maxLength: 32 }),
  ED: Type.String({ maxLength: 200 }),
  ET: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], { description: '1 touch, 2 swipe end, 3 page change' }),
  FP: Type.String({ maxLength: 1000 }),
  TP: Type.String({ maxLength: 1000 }),
})
/** The client batches events; 200 per request keeps one body well under the size limit. */
export const CollectReqSchema = Type.Array(UsageEventSchema, { maxItems: 200 })

export type SystemCalls = {
  'systemInfo/getCurrencyInfos': { req: NoParamsReq; res: CurrencyInfo[] }
  'systemInfo/getMobileCountryCodes': { req: NoParamsReq; res: MobileCountryCodeListRes }
  'systemInfo/getMobileCountryCodesByKeyword': { req: MobileCountryCodesByKeywordReq; res: MobileCountryCodeListRes }
}
