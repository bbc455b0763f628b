/** Scan to sign in (types/api/scan-sign-in.ts): the asking browser's calls and the confirming phone's. */
import type { CreateScanCodeRes, PollScanCodeRes, ScanCodeInfoRes, ScanCodeStatus } from '../../../types/api/scan-sign-in'
import { ErrorCode } from '../../../types/api/errors'
import { isApiError } from '../../core/errors'
import { http } from '../../stores'

/** Quiet: the panel says itself when no code could be had. */
export function createScanCode(timeZone: string): Promise<CreateScanCodeRes | null> {
  return http.call('Login/CreateScanCode', timeZone ? { TimeZone: timeZone } : {}, { silent: true, parallel: true })
}

/** Quiet and polled: a missed answer is asked again at the next tick. */
export function pollScanCode(code: string, secret: string): Promise<PollScanCodeRes | null> {
  return http.call('Login/PollScanCode', { Code: code, Secret: secret }, { silent: true, parallel: true })
}

export function getScanCodeInfo(code: string): Promise<ScanCodeInfoRes> {
  return http.call('Login/GetScanCodeInfo', { Code: code }, { loading: true })
}

export function decideScanCode(code: string, confirm: boolean): Promise<null> {
  return http.call('Login/DecideScanCode', { Code: code, Confirm: confirm }, { loading: true })
}

/** Why the phone could not act on a code, as the screen says it; null for other failures (already toasted). */
export type ScanRefusal = 'unknown' | 'errExpired' | 'errUsed' | 'errDeclined'

export function scanRefusalOf(e: unknown): ScanRefusal | null {
  if (!isApiError(e) || e.kind !== 'server') return null
  if (e.code === ErrorCode.CodeInvalid) return 'unknown'
  if (e.code !== ErrorCode.LinkExpired) return null
  const status = (e.envelope?.ResultData as { Status?: ScanCodeStatus | 'Used' } | null | undefined)?.Status
  return status === 'Declined' ? 'errDeclined' : status === 'Expired' ? 'errExpired' : 'errUsed'
}

/** The code as the server stores it: 8 letters and digits, whatever was around them. */
export function normaliseScanCode(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9]/g, '')
}

/** The code in what a scanner read: the link of the login's QR code ('…#/scanLogin?code=K7QF-3MZP') or the code alone. */
export function codeFromScan(text: string): string {
  const m = /[?&]code=([^&#]+)/.exec(text)
  return normaliseScanCode(m ? decodeURIComponent(m[1]) : text)
}

export const SCAN_CODE_LENGTH = 8
