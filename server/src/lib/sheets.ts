/**
 * Spreadsheets people upload (staff, travellers): CSV (UTF-8 with or without BOM, CRLF or LF,
 * quoted fields with "" and line breaks) or XLSX (the first sheet, read with exceljs), as rows of
 * text fields; empty rows dropped.
 */
import ExcelJS from 'exceljs'

/** RFC 4180 CSV with a BOM and CRLF tolerated; answers rows of fields. */
export function parseCsv(text: string): string[][] {
  const s = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < s.length; i++) {
    const c = s[i]
    if (quoted) {
      if (c === '"') {
        if (s[i + 1] === '"') ((field += '"'), i++)
        else quoted = false
      } else field += c
    } else if (c === '"' && field === '') quoted = true
    else if (c === ',') (row.push(field), (field = ''))
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && s[i + 1] === '\n') i++
      row.push(field)
      rows.push(row)
      row = []
      field = ''
    } else field += c
  }
  if (field !== '' || row.length) (row.push(field), rows.push(row))
  return rows.filter((r) => r.some((f) => f.trim() !== ''))
}

function cellText(v: unknown): string {
  if (v === null || v === undefined) return ''
  if (typeof v === 'string') return v
  if (typeof v === 'number' || typeof v === 'boolean') return String(v)
  if (v instanceof Date) return v.toISOString().slice(0, 10)
  if (typeof v === 'object') {
    const o = v as { text?: unknown; richText?: { text: string }[]; result?: unknown }
    if (o.richText) return o.richText.map((r) => r.text).join('')
    if (o.text !== undefined) return cellText(o.text)
    if (o.result !== undefined) return cellText(o.result)
  }
  return String(v)
}

export async function parseXlsx(data: Buffer): Promise<string[][]> {
  const wb = new ExcelJS.Workbook()
  await wb.xlsx.load(data as unknown as ArrayBuffer)
  const sheet = wb.worksheets[0]
  if (!sheet) return []
  const rows: string[][] = []
  sheet.eachRow({ includeEmpty: false }, (r) => {
    const values = (r.values as unknown[]).slice(1)
    rows.push(values.map(cellText))
  })
  return rows.filter((r) => r.some((f) => f.trim() !== ''))
}
