/**
 * Alipay OpenAPI v2 as the channel speaks it (the sandbox's side; node:crypto only):
 *
 * - a request is signed by the app over its parameters (all but `sign`, empty ones left out)
 *   sorted by name as `k=v&k=v`, RSA2 (SHA256withRSA), base64; verified with the app's public key;
 * - an answer is `{"<method with _>_response":{...},"sign":"..."}`, the sign over the exact JSON
 *   text of the response object, with Alipay's private key;
 * - a notification is a form whose `sign` covers every other parameter but `sign_type`, sorted
 *   the same way, with Alipay's private key.
 *
 * Amounts are yuan texts with two decimals; times are China wall-clock 'yyyy-MM-dd HH:mm:ss'.
 */
import { createSign, createVerify } from 'node:crypto'

/** The text a signature covers: the parameters but the excluded ones and the empty ones, sorted, as k=v joined by &. */
export function signContent(params: Record<string, string>, exclude: readonly string[]): string {
  return Object.keys(params)
    .filter((k) => !exclude.includes(k) && params[k] !== '' && params[k] !== undefined)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&')
}

export const rsa2Sign = (content: string, privateKey: string): string => createSign('RSA-SHA256').update(content, 'utf8').sign(privateKey, 'base64')

export function rsa2Verify(content: string, sign: string, publicKey: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(content, 'utf8').verify(publicKey, sign, 'base64')
  } catch {
    return false
  }
}

/** Whether a request's `sign` is the app's RSA2 signature over its other parameters. */
export function requestSigned(params: Record<string, string>, appPublicKey: string): boolean {
  if (!params.sign || params.sign_type !== 'RSA2') return false
  return rsa2Verify(signContent(params, ['sign']), params.sign, appPublicKey)
}

/** An answer's body, signed: `{"alipay_trade_query_response":{...},"sign":"..."}`. */
export function signedAnswer(method: string, response: Record<string, unknown>, alipayPrivateKey: string): string {
  const inner = JSON.stringify(response)
  const key = `${method.replace(/\./g, '_')}_response`
  return `{"${key}":${inner},"sign":"${rsa2Sign(inner, alipayPrivateKey)}"}`
}

/** A notification's form, signed (sign_type RSA2, outside the signature as Alipay does). */
export function signedNotification(params: Record<string, string>, alipayPrivateKey: string): Record<string, string> {
  const sign = rsa2Sign(signContent(params, ['sign', 'sign_type']), alipayPrivateKey)
  return { ...params, sign_type: 'RSA2', sign }
}

/** Fen as yuan with two decimals (12345 → "123.45"), in integers. */
export function yuanOf(fen: number): string {
  const abs = Math.abs(fen)
  return `${fen < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** A yuan text with at most two decimals as fen; null when it is not one. */
export function fenOf(yuan: string | undefined): number | null {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(yuan ?? '')
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : null
}

/** 'yyyy-MM-dd HH:mm:ss' in China of an instant. */
export function chinaText(at: Date): string {
  const s = new Date(at.getTime() + 8 * 3_600_000).toISOString()
  return `${s.slice(0, 10)} ${s.slice(11, 19)}`
}

/** The instant of a China 'yyyy-MM-dd HH:mm[:ss]' text; null when it is not one. */
export function chinaTextAt(text: string | undefined): Date | null {
  if (!text || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(text)) return null
  const at = new Date(`${text.replace(' ', 'T')}+08:00`)
  return Number.isNaN(at.getTime()) ? null : at
}
