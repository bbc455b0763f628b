import Taro from '@tarojs/taro'
import { TransportError, acceptedStatus, parseBody, type SendHandle, type SendRequest, type SendResult } from './request-types'

export * from './request-types'

/** WeChat reports timeouts and aborts only through errMsg text. */
function failureOf(errMsg: string, aborted: boolean): TransportError {
  if (aborted || /abort/i.test(errMsg)) return new TransportError('aborted', 0, errMsg)
  if (/timeout|time out/i.test(errMsg)) return new TransportError('timeout', 0, errMsg)
  return new TransportError('network', 0, errMsg)
}

/**
 * Taro's request and upload tasks are also promises that reject on failure; the outcome is taken
 * from the success / fail callbacks above, so that promise is marked handled (an abort or a lost
 * network would otherwise be reported as an unhandled rejection).
 */
function settledElsewhere(task: unknown): void {
  const p = task as { catch?: (f: () => void) => unknown }
  if (typeof p.catch === 'function') p.catch(() => undefined)
}

export function send(req: SendRequest): SendHandle {
  let aborted = false
  let abortTask: () => void = () => undefined

  const promise = new Promise<SendResult>((resolve, reject) => {
    const done = (status: number, data: unknown): void => {
      if (!acceptedStatus(status)) reject(new TransportError('status', status))
      else resolve({ status, data })
    }
    const fail = (err: { errMsg: string }): void => reject(failureOf(err.errMsg, aborted))

    if (req.upload) {
      const up = req.upload
      if (!up.filePath) {
        reject(new TransportError('network', 0, 'upload without filePath'))
        return
      }
      const task = Taro.uploadFile({
        url: req.url,
        filePath: up.filePath,
        name: up.name,
        formData: up.formData,
        header: req.headers,
        timeout: req.timeout,
        // uploadFile always answers text.
        success: (res) => done(res.statusCode, parseBody(res.data)),
        fail,
      })
      abortTask = () => task.abort()
      settledElsewhere(task)
      return
    }

    const task = Taro.request({
      url: req.url,
      method: 'POST',
      data: req.data ?? {},
      header: { ...req.headers, 'content-type': 'application/json' },
      timeout: req.timeout,
      // WeChat's documented value for 'do not JSON.parse the body' (anything but 'json'); never shown.
      dataType: '其他',
      responseType: 'text',
      success: (res) => done(res.statusCode, parseBody(typeof res.data === 'string' ? res.data : JSON.stringify(res.data))),
      fail,
    })
    abortTask = () => task.abort()
    settledElsewhere(task)
  })

  return {
    promise,
    abort() {
      aborted = true
      abortTask()
    },
  }
}
