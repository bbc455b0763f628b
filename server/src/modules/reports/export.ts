/** A report or the monthly statement as a file (docs/reports.md): XLSX with exceljs, or CSV (UTF-8 with BOM, RFC 4180). */
import ExcelJS from 'exceljs'
import type { ReportFileRes, ReportRes } from '../../../../types/api/report'

export type Sheet = { name: string; head: string[]; rows: (string | number)[][] }

const csvCell = (v: string | number): string => {
  const s = String(v)
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
}

export async function fileOf(base: string, format: 'xlsx' | 'csv', sheets: Sheet[]): Promise<ReportFileRes> {
  if (format === 'csv') {
    const lines = sheets.flatMap((s, i) => [...(i ? [''] : []), ...[s.head, ...s.rows].map((r) => r.map(csvCell).join(','))])
    return {
      FileName: `${base}.csv`,
      ContentType: 'text/csv; charset=utf-8',
      Base64: Buffer.from('\uFEFF' + lines.join('\r\n') + '\r\n', 'utf8').toString('base64'),
    }
  }
  const wb = new ExcelJS.Workbook()
  wb.created = new Date(0)
  for (const s of sheets) {
    const ws = wb.addWorksheet(s.name.slice(0, 31))
    ws.addRow(s.head).font = { bold: true }
    for (const r of s.rows) ws.addRow(r)
    ws.columns.forEach((c) => (c.width = 16))
  }
  const buf = Buffer.from(await wb.xlsx.writeBuffer())
  return { FileName: `${base}.xlsx`, ContentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', Base64: buf.toString('base64') }
}

/** A report's table as a sheet: money in yuan with two decimals, carbon in kg, as the screen shows them. */
export function reportSheet(name: string, r: Omit<ReportRes, 'Scope'>, itemWord: string, totalWord: string): Sheet {
  const cell = (unit: string, v: number): number => (unit === 'Money' ? v / 100 : unit === 'Grams' ? Math.round(v / 100) / 10 : v)
  const head = [
    itemWord,
    ...r.Columns.map((c) =>
      c.Unit === 'Money' ? `${c.Label} (CNY)` : c.Unit === 'Grams' ? `${c.Label} (kg)` : c.Unit === 'Percent' ? `${c.Label} (%)` : c.Label,
    ),
  ]
  const rows = [
    ...r.Rows.map((row) => [row.Label, ...row.Values.map((v, i) => cell(r.Columns[i].Unit, v))]),
    [totalWord, ...r.Total.map((v, i) => cell(r.Columns[i].Unit, v))],
  ]
  return { name, head, rows }
}
