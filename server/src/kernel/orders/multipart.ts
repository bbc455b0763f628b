/**
 * A small multipart/form-data parser (RFC 7578) for uploads: @fastify/multipart is not among the
 * installed dependencies. The whole body is in memory, bounded by the caller's byte limit, which
 * is fine for 10 files of under 8 MB.
 */

export interface FormPart {
  name: string
  /** null for plain fields. */
  filename: string | null
  contentType: string
  data: Buffer
}

export function boundaryOf(contentType: string | undefined): string | null {
  const m = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType ?? '')
  return m ? (m[1] ?? m[2]).trim() : null
}

/** RFC 5987 filename* wins over filename; browsers send UTF-8 bytes in filename="..." too. */
function dispositionParams(header: string): { name: string; filename: string | null } {
  const name = /\bname="([^"]*)"/i.exec(header)?.[1] ?? ''
  const star = /\bfilename\*=(?:UTF-8'')?([^;]+)/i.exec(header)?.[1]
  if (star) return { name, filename: decodeURIComponent(star.trim().replace(/^"|"$/g, '')) }
  const plain = /\bfilename="([^"]*)"/i.exec(header)?.[1]
  return { name, filename: plain === undefined ? null : Buffer.from(plain, 'latin1').toString('utf8') }
}

/** Splits a body into its parts. Throws on a malformed body. */
export function parseMultipart(body: Buffer, boundary: string): FormPart[] {
  const delimiter = Buffer.from(`--${boundary}`)
  const parts: FormPart[] = []
  let pos = body.indexOf(delimiter)
  if (pos < 0) throw new Error('multipart: no boundary in body')
  for (;;) {
    pos += delimiter.length
    // '--' after a delimiter closes the body.
    if (body[pos] === 0x2d && body[pos + 1] === 0x2d) break
    if (body[pos] === 0x0d && body[pos + 1] === 0x0a) pos += 2
    const headerEnd = body.indexOf('\r\n\r\n', pos)
    if (headerEnd < 0) throw new Error('multipart: part without headers')
    const headers = body.subarray(pos, headerEnd).toString('latin1').split('\r\n')
    const next = body.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), headerEnd + 4)
    if (next < 0) throw new Error('multipart: unterminated part')
    const disposition = headers.find((h) => /^content-disposition:/i.test(h)) ?? ''
    const type =
      headers
        .find((h) => /^content-type:/i.test(h))
        ?.split(':')[1]
        ?.trim() ?? 'application/octet-stream'
    const { name, filename } = dispositionParams(disposition)
    parts.push({ name, filename, contentType: type, data: body.subarray(headerEnd + 4, next) })
    pos = next + 2
  }
  return parts
}
