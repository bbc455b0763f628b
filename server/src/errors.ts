/**
 * ApiError is how services and handlers fail: an ErrorCode of types/api/errors.ts plus a message
 * key that the error handler renders in the request's language. Services never build envelopes.
 */
import { ErrorCode } from '../../types/api'
import type { MessageKey, MessageParams } from './i18n'

export type ErrorCodeNumber = (typeof ErrorCode)[keyof typeof ErrorCode]

export class ApiError extends Error {
  constructor(
    readonly code: ErrorCodeNumber,
    readonly messageKey: MessageKey,
    readonly params?: MessageParams,
    /** Sent as ResultData of the failed answer, for screens that react to details (e.g. NeedVerifyCode). */
    readonly resultData: unknown = null,
  ) {
    super(messageKey)
    this.name = 'ApiError'
  }
}

export const fail = {
  validation: (key: MessageKey, params?: MessageParams) => new ApiError(ErrorCode.ValidationFailed, key, params),
  notFound: (key: MessageKey = 'notFound') => new ApiError(ErrorCode.NotFound, key),
  noPermission: () => new ApiError(ErrorCode.NoPermission, 'noPermission'),
  alreadyExists: (key: MessageKey) => new ApiError(ErrorCode.AlreadyExists, key),
}
