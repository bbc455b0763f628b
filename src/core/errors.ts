import type { Envelope } from '../../types/api/envelope'

/**
 * - server: the server answered IsSuccess false (code = ErrorCode).
 * - transport: no usable answer (network, timeout, non-2xx status, not an envelope).
 * - silent: code 999; nothing to show.
 * - cancelled: a newer call to the same path replaced this one; ignore it.
 */
export type ApiErrorKind = 'server' | 'transport' | 'silent' | 'cancelled'

/** The rejection of every http call. */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly path: string,
    /** The envelope's ErrorCode; 0 for transport failures and cancellations. */
    readonly code: number,
    message: string,
    /**
     * True when the user has already been told or taken somewhere (toast, dialog, login,
     * error page) or nothing should be shown; a screen then only stops its own work. False
     * for the pass-back codes (offer expired, 316, 318, 1011) that the screen must handle.
     */
    readonly handled: boolean,
    readonly envelope?: Envelope<unknown>,
    /** HTTP status of a transport failure, when there was one. */
    readonly status = 0,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError
}

/** Cancelled calls are replaced by a newer one; callers ignore them (docs/error-codes.md). */
export function isCancelled(e: unknown): boolean {
  return isApiError(e) && e.kind === 'cancelled'
}

/** Errors the screen must react to itself (nothing was shown yet). */
export function needsScreenHandling(e: unknown): e is ApiError {
  return isApiError(e) && !e.handled
}
