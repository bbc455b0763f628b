/**
 * An import file's template: its header row as a CSV file, UTF-8 with a BOM (so a spreadsheet
 * program opens Chinese headers right), base64 as the platform's saveFile takes it. Pure: the
 * mini-program has neither btoa nor TextEncoder.
 */
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/** The UTF-8 bytes of a text. */
export function utf8Bytes(text: string): number[] {
  const out: number[] = []
  for (const ch of text) {
    const c = ch.codePointAt(0)!
    if (c < 0x80) out.push(c)
    else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 63))
    else if (c < 0x10000) out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63))
    else out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63))
  }
  return out
}

export function base64Of(bytes: readonly number[]): string {
  let s = ''
  for (let i = 0; i < bytes.length; i += 3) {
    const [a, b, c] = [bytes[i], bytes[i + 1], bytes[i + 2]]
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0)
    s += B64[(n >> 18) & 63] + B64[(n >> 12) & 63] + (b === undefined ? '=' : B64[(n >> 6) & 63]) + (c === undefined ? '=' : B64[n & 63])
  }
  return s
}

/** A field as CSV writes it: quoted when it holds a comma, a quote or a line break. */
const csvField = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)

/** The template file: the header row (and any example rows), CRLF, UTF-8 with BOM, as base64. */
export function csvTemplateBase64(rows: readonly (readonly string[])[]): string {
  const text = `\uFEFF${rows.map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`
  return base64Of(utf8Bytes(text))
}
