/**
 * Maps anything thrown during a request to an envelope: ApiError as declared, schema and body
 * parsing failures to ValidationFailed (1001) with a message naming the field, and everything
 * else to InternalError with the 'system busy' text (details go to the log, never to the client).
 */
import { ErrorCode } from '../../../types/api'
import { ApiError } from '../errors'
import { t, type Lang, type MessageKey } from '../i18n'

export interface Failure {
  code: number
  message: string
  resultData: unknown
  /** Unexpected: log with stack. */
  internal: boolean
}

interface AjvLikeError {
  keyword: string
  instancePath: string
  params: Record<string, unknown>
}

const TYPE_NAMES: Record<string, MessageKey> = {
  string: 'tString',
  integer: 'tInteger',
  number: 'tNumber',
  boolean: 'tBoolean',
  object: 'tObject',
  array: 'tArray',
  null: 'tNull',
}

/** '/Passengers/0/Name' -> 'Passengers.0.Name'; the root is called "request body". */
function fieldName(e: AjvLikeError, lang: Lang): string {
  const parts = e.instancePath
    .split('/')
    .filter(Boolean)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
  if (e.keyword === 'required' && typeof e.params.missingProperty === 'string') parts.push(e.params.missingProperty)
  return parts.length ? parts.join('.') : t(lang, 'requestBody')
}

export function validationMessage(errors: readonly AjvLikeError[], lang: Lang): string {
  // Ajv lists the failing branches of a union before the union itself; the union is the useful one.
  const e = errors.find((x) => x.keyword === 'anyOf' || x.keyword === 'oneOf') ?? errors[0]
  if (!e) return t(lang, 'vInvalid', { field: t(lang, 'requestBody') })
  const field = fieldName(e, lang)
  const limit = e.params.limit as number | undefined
  switch (e.keyword) {
    case 'required':
      return t(lang, 'vRequired', { field })
    case 'type': {
      const wanted = String(e.params.type).split(',')[0]
      const typeKey = TYPE_NAMES[wanted]
      return t(lang, 'vType', { field, type: typeKey ? t(lang, typeKey) : wanted })
    }
    case 'maxLength':
      return t(lang, 'vMaxLength', { field, limit: limit ?? '' })
    case 'minLength':
      return limit === 1 ? t(lang, 'vEmpty', { field }) : t(lang, 'vMinLength', { field, limit: limit ?? '' })
    case 'pattern':
    case 'format':
      return t(lang, 'vPattern', { field })
    case 'minimum':
    case 'exclusiveMinimum':
      return t(lang, 'vMinimum', { field, limit: limit ?? '' })
    case 'maximum':
    case 'exclusiveMaximum':
      return t(lang, 'vMaximum', { field, limit: limit ?? '' })
    case 'maxItems':
      return t(lang, 'vMaxItems', { field, limit: limit ?? '' })
    case 'minItems':
      return t(lang, 'vMinItems', { field, limit: limit ?? '' })
    default:
      return t(lang, 'vInvalid', { field })
  }
}

const BODY_ERRORS: Record<string, MessageKey> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'vBodyJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'vBodyJson',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'vBodyJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'vBodyTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'vMediaType',
}

/**
 * The database went away under the call (restart, failover, a dropped connection): PostgreSQL's
 * connection and shutdown classes (08, 57P01-03) and the socket errors of the driver. The
 * transaction was rolled back, so the call can be retried with the same request id.
 */
const CONNECTION_CODES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT'])
const CONNECTION_TEXT =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|terminating connection due to administrator command/i

export function isConnectionLoss(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null
  return Boolean(e && ((typeof e.code === 'string' && CONNECTION_CODES.has(e.code)) || (typeof e.message === 'string' && CONNECTION_TEXT.test(e.message))))
}

export function mapError(error: unknown, lang: Lang): Failure {
  if (error instanceof ApiError) {
    return { code: error.code, message: t(lang, error.messageKey, error.params), resultData: error.resultData, internal: false }
  }
  const e = error as { validation?: AjvLikeError[]; code?: string; statusCode?: number } | null
  if (e && Array.isArray(e.validation)) {
    return { code: ErrorCode.ValidationFailed, message: validationMessage(e.validation, lang), resultData: null, internal: false }
  }
  if (e && typeof e.code === 'string' && e.code in BODY_ERRORS) {
    return { code: ErrorCode.ValidationFailed, message: t(lang, BODY_ERRORS[e.code]), resultData: null, internal: false }
  }
  if (error instanceof SyntaxError && e?.statusCode === 400) {
    return { code: ErrorCode.ValidationFailed, message: t(lang, 'vBodyJson'), resultData: null, internal: false }
  }
  if (isConnectionLoss(error)) {
    return { code: ErrorCode.ServiceUnavailable, message: t(lang, 'databaseUnavailable'), resultData: { Retryable: true }, internal: false }
  }
  return { code: ErrorCode.InternalError, message: t(lang, 'systemBusy'), resultData: null, internal: true }
}
