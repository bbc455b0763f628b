/** Building the wire envelope (types/api/envelope.ts) and its OpenAPI schema. */
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

/** The wire text of an envelope: JSON.stringify, with a kept answer's text spliced in. */
export function serializeEnvelope(data: unknown): string {
  const result = data && typeof data === 'object' ? (data as { ResultData?: unknown }).ResultData : undefined
  const kept = result && typeof result === 'object' ? serialized.get(result) : undefined
  if (kept === undefined) return JSON.stringify(data)
  const head = JSON.stringify({ ...(data as object), ResultData: 0 })
  const at = head.lastIndexOf('"ResultData":0')
  return `${head.slice(0, at)}"ResultData":${kept}${head.slice(at + '"ResultData":0'.length)}`
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
