/** The transport seam between core/http and the host (fetch or Taro.request). */

export interface UploadSpec {
  /** Mini-program: a temp file path from chooseImage/chooseMessageFile. */
  filePath?: string
  /** H5: the picked File or any Blob. */
  file?: Blob
  /** File name sent with a Blob (H5); defaults to the File's own name. */
  fileName?: string
  /** Form field name of the file. */
  name: string
  /** Other form fields, sent as text. */
  formData: Record<string, string>
}

export interface SendRequest {
  url: string
  /** JSON body; ignored for uploads. */
  data?: unknown
  headers: Record<string, string>
  /** Milliseconds. */
  timeout: number
  upload?: UploadSpec
}

export interface SendResult {
  status: number
  /** Parsed JSON when the body is JSON, else the text. */
  data: unknown
}

export interface SendHandle {
  promise: Promise<SendResult>
  abort(): void
}

export type TransportFailure = 'status' | 'timeout' | 'network' | 'aborted'

/** Rejection of `send`: the request produced no accepted answer. */
export class TransportError extends Error {
  constructor(
    readonly reason: TransportFailure,
    readonly status = 0,
    detail = '',
  ) {
    super(`transport ${reason}${status ? ' ' + status : ''}${detail ? ': ' + detail : ''}`)
    this.name = 'TransportError'
  }
}

/** docs/constants.md: 200 to 299 are answers, anything else is a transport failure. */
export function acceptedStatus(status: number): boolean {
  return status >= 200 && status <= 299
}

/** Bodies are JSON when they parse; servers behind proxies sometimes answer text or HTML. */
export function parseBody(text: string): unknown {
  if (text === '') return null
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}
