import { TransportError, acceptedStatus, parseBody, type SendHandle, type SendRequest, type SendResult } from './request-types'

export * from './request-types'

function formOf(req: SendRequest): FormData {
  const up = req.upload
  const form = new FormData()
  if (!up) return form
  for (const [k, v] of Object.entries(up.formData)) form.append(k, v)
  if (up.file) {
    const fileName = up.fileName ?? (up.file instanceof File ? up.file.name : 'file')
    form.append(up.name, up.file, fileName)
  }
  return form
}

/**
 * fetch with a timeout and an abort handle. Redirects are followed by the browser (it allows
 * more than docs/constants.md's five; a redirect loop still ends in a network error).
 */
export function send(req: SendRequest): SendHandle {
  const controller = new AbortController()
  let reason: 'timeout' | 'aborted' | null = null
  const timer = setTimeout(() => {
    reason = 'timeout'
    controller.abort()
  }, req.timeout)

  const promise = (async (): Promise<SendResult> => {
    const headers: Record<string, string> = { ...req.headers }
    let body: BodyInit
    if (req.upload) {
      // The browser must set multipart/form-data itself, with its boundary.
      body = formOf(req)
    } else {
      headers['Content-Type'] = 'application/json;charset=UTF-8'
      body = JSON.stringify(req.data ?? {})
    }
    let res: Response
    try {
      res = await fetch(req.url, { method: 'POST', headers, body, signal: controller.signal, credentials: 'same-origin' })
    } catch (e) {
      throw new TransportError(reason ?? 'network', 0, e instanceof Error ? e.message : String(e))
    }
    let text: string
    try {
      text = await res.text()
    } catch (e) {
      throw new TransportError(reason ?? 'network', res.status, e instanceof Error ? e.message : String(e))
    }
    if (!acceptedStatus(res.status)) throw new TransportError('status', res.status)
    return { status: res.status, data: parseBody(text) }
  })().finally(() => clearTimeout(timer))

  return {
    promise,
    abort() {
      reason = reason ?? 'aborted'
      controller.abort()
    },
  }
}
