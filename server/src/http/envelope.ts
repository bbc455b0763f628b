/** Building the wire envelope (types/api/envelope.ts) and its OpenAPI schema. */
import { gzipSync } from 'node:zlib'
import { Type, type TSchema } from '@sinclair/typebox'
import { ErrorCode, type CurrencyInfo, type Envelope } from '../../../types/api'

export function okEnvelope<T>(data: T, currency: CurrencyInfo | null): Envelope<T> {
  return { IsSuccess: true, ErrorCode: ErrorCode.Ok, ErrMsg: '', RedirectUrl: '', CurrencyInfo: currency, ResultData: data }
}

/** JSON texts of answers that are sent many times (cached search results), by the answer object. */
const serialized = new WeakMap<object, string>()

/** Serializes the answer once now; every envelope that carries this very object reuses the text. */
export function keepSerialized<T extends object>(answer: T): T {
  serialized.set(answer, JSON.stringify(answer))
  return answer
}

/** Whether `answer` is a kept answer: shared by many envelopes and never changed. */
export const isKept = (answer: object): boolean => serialized.has(answer)

const keptOf = (data: unknown): { result: object; text: string } | null => {
  const result = data && typeof data === 'object' ? (data as { ResultData?: unknown }).ResultData : undefined
  const text = result && typeof result === 'object' ? serialized.get(result) : undefined
  return text === undefined ? null : { result: result as object, text }
}

const headOf = (data: object) => JSON.stringify({ ...data, ResultData: 0 })

function splice(head: string, kept: string): string {
  const at = head.lastIndexOf('"ResultData":0')
  return `${head.slice(0, at)}"ResultData":${kept}${head.slice(at + '"ResultData":0'.length)}`
}

/** The wire text of an envelope: JSON.stringify, with a kept answer's text spliced in. */
export function serializeEnvelope(data: unknown): string {
  const kept = keptOf(data)
  return kept ? splice(headOf(data as object), kept.text) : JSON.stringify(data)
}

/** Gzip bytes of envelopes around kept answers, by answer and envelope head (currency, language). */
const gzipped = new WeakMap<object, Map<string, Buffer>>()

/**
 * The gzip bytes of an envelope around a kept answer (a search result of tens of kilobytes sent
 * many times): compressed once, then the same bytes for every caller who accepts gzip. Null for
 * any other envelope, which goes out as it is.
 */
export function gzippedEnvelope(data: unknown): Buffer | null {
  const kept = keptOf(data)
  if (!kept) return null
  const head = headOf(data as object)
  let byHead = gzipped.get(kept.result)
  if (!byHead) gzipped.set(kept.result, (byHead = new Map()))
  let bytes = byHead.get(head)
  if (!bytes) byHead.set(head, (bytes = gzipSync(splice(head, kept.text), { level: 6 })))
  return bytes
}

export function errorEnvelope(code: number, message: string, resultData: unknown = null): Envelope<unknown> {
  return { IsSuccess: false, ErrorCode: code, ErrMsg: message, RedirectUrl: '', CurrencyInfo: null, ResultData: resultData }
}

export const CurrencyInfoSchema = Type.Object(
  {
    Currency: Type.String({ description: "Display name in the request's language" }),
    CurrencyCode: Type.String({ description: 'ISO 4217 code' }),
    CurrencySymbol: Type.String(),
    CurrencyType: Type.Integer({ description: 'Number sent in the CurrencyType header; 0 = CNY' }),
    RateMicro: Type.Optional(Type.Integer({ description: "Calls with money: CNY per unit in millionths, the company's rate of today (docs/money.md)" })),
    RateDate: Type.Optional(Type.String({ description: 'The day of that rate' })),
    MinorUnits: Type.Optional(Type.Integer({ description: 'Digits after the decimal point (JPY, KRW: 0)' })),
  },
  { title: 'CurrencyInfo' },
)

export function envelopeSchema(result: TSchema): TSchema {
  return Type.Object(
    {
      IsSuccess: Type.Boolean(),
      ErrorCode: Type.Integer({ description: '0 on success; see server/README.md for the codes' }),
      ErrMsg: Type.String({ description: "Message in the request's language; '' on success" }),
      RedirectUrl: Type.String(),
      CurrencyInfo: Type.Union([CurrencyInfoSchema, Type.Null()]),
      ResultData: Type.Union([result, Type.Null()], { description: 'null when IsSuccess is false (unless the error documents details)' }),
    },
    { description: 'Every answer has HTTP status 200; IsSuccess decides.' },
  )
}
