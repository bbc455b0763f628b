/**
 * A small PDF writer for electronic invoices: one A5 landscape page of text lines and ruled boxes,
 * written by hand (no PDF library is installed). Text uses the standard Chinese font STSong-Light
 * with the UniGB-UCS2-H encoding (a CJK font PDF readers supply themselves; nothing is embedded), so Chinese,
 * Latin and digits print alike; strings are UTF-16BE hex. The cross-reference table holds each
 * object's byte offset, so readers open the file without repairing it.
 */

export interface PdfText {
  x: number
  y: number
  size: number
  text: string
}
export interface PdfBox {
  x: number
  y: number
  w: number
  h: number
}

const hex = (text: string): string => {
  let out = ''
  for (const ch of text) {
    const code = ch.codePointAt(0)!
    // Outside the BMP the encoding has no code: a question mark instead.
    out += (code > 0xffff ? 0x3f : code).toString(16).padStart(4, '0').toUpperCase()
  }
  return `<${out}>`
}

const num = (n: number): string => (Number.isInteger(n) ? String(n) : n.toFixed(2))

/** The page (595 × 420 points: A5 landscape) as a PDF file. */
export function writePdf(texts: readonly PdfText[], boxes: readonly PdfBox[], title: string): Buffer {
  const content = [
    '0.6 0 0 RG 0.8 w',
    ...boxes.map((b) => `${num(b.x)} ${num(b.y)} ${num(b.w)} ${num(b.h)} re S`),
    '0 0 0 rg',
    ...texts.map((t) => `BT /F1 ${num(t.size)} Tf ${num(t.x)} ${num(t.y)} Td ${hex(t.text)} Tj ET`),
  ].join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 420] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [6 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor 7 0 R /DW 1000 /W [1 95 500] >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
    `<< /Title ${hex(title)} /Producer (Trip.Biz reference server) >>`,
  ]
  let body = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n'
  const offsets: number[] = []
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${i + 1} 0 obj\n${o}\nendobj\n`
  })
  const xref = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}
