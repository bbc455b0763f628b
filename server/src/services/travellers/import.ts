/**
 * frequentTraveler/batchImport: travellers from a CSV or XLSX file (lib/sheets.ts), one a row,
 * columns by header (TRAVELLER_IMPORT_COLUMNS: the body field or its zh-CN header). Each row is
 * saved as frequentTraveler/save would save it, under the same rules and powers, on its own: a bad
 * row is reported with its field and reason and the others are kept. The answer has every row.
 */
import {
  DOC_TYPES,
  TRAVELLER_IMPORT_COLUMNS,
  TRAVELLER_IMPORT_MAX_ROWS,
  type DocType,
  type FrequentTravelerSaveReq,
  type TravellerImportReq,
  type TravellerImportRes,
  type TravellerImportRow,
} from '../../../../types/api/traveller'
import { ApiError, fail } from '../../errors'
import type { AuthedContext } from '../../http/context'
import { mapError } from '../../http/error-map'
import { parseCsv, parseXlsx } from '../../lib/sheets'
import { invalid } from './texts'
import { saveTraveller } from './travellers'

type Column = keyof typeof TRAVELLER_IMPORT_COLUMNS
/** M or F, also as the form's words. */
const GENDERS: Record<string, 'M' | 'F'> = { M: 'M', F: 'F', 男: 'M', 女: 'F', MALE: 'M', FEMALE: 'F' }

async function readRows(req: TravellerImportReq): Promise<string[][]> {
  const name = req.FileName.toLowerCase()
  if (!name.endsWith('.csv') && !name.endsWith('.xlsx')) throw invalid('tvImportType')
  const data = Buffer.from(req.ContentBase64, 'base64')
  try {
    return name.endsWith('.csv') ? parseCsv(data.toString('utf8')) : await parseXlsx(data)
  } catch {
    throw invalid('tvImportUnreadable')
  }
}

/** Header cell -> column, by the field's name or its zh-CN header, ignoring case and spaces. */
function columnsOf(header: string[]): (Column | null)[] {
  const key = (s: string) => s.replace(/\s+/g, '').toLowerCase()
  const names = Object.entries(TRAVELLER_IMPORT_COLUMNS).flatMap(([field, zh]) => [
    [key(field), field],
    [key(zh), field],
  ]) as [string, Column][]
  const known = new Map(names)
  return header.map((h) => known.get(key(h)) ?? null)
}

function requestOf(cells: Partial<Record<Column, string>>): FrequentTravelerSaveReq {
  const docType = (cells.DocType || 'IDCard') as DocType
  const opt = (v: string | undefined) => (v ? v : undefined)
  return {
    ChName: opt(cells.ChName),
    LastName: opt(cells.LastName?.toUpperCase()),
    FirstName: opt(cells.FirstName?.toUpperCase()),
    ...(cells.Gender ? { Gender: GENDERS[cells.Gender.toUpperCase()] ?? (cells.Gender as 'M') } : {}),
    BirthDate: opt(cells.BirthDate),
    MobileCountryCode: opt(cells.MobileCountryCode),
    Mobile: cells.Mobile ?? '',
    Email: opt(cells.Email),
    Documents: [
      {
        DocType: docType,
        DocNo: cells.DocNo ?? '',
        ...(cells.Nationality ? { Nationality: cells.Nationality.toUpperCase(), IssuingCountry: cells.Nationality.toUpperCase() } : {}),
        ...(cells.Expiry ? { Expiry: cells.Expiry } : {}),
      },
    ],
  }
}

export async function importTravellers(ctx: AuthedContext, req: TravellerImportReq): Promise<TravellerImportRes> {
  const power = await ctx.power()
  if (!power.MyPermission.FrequentTraveller.Add) throw fail.noPermission()
  const [header, ...rows] = await readRows(req)
  if (!header || !rows.length) throw invalid('tvImportEmpty')
  if (rows.length > TRAVELLER_IMPORT_MAX_ROWS) throw invalid('tvImportTooMany', { max: TRAVELLER_IMPORT_MAX_ROWS })
  const columns = columnsOf(header)
  const unknown = header.filter((h, i) => columns[i] === null && h.trim() !== '')
  if (unknown.length) throw invalid('tvImportColumns', { columns: unknown.join(', ') })
  if (!columns.includes('Mobile') || !columns.includes('DocNo')) throw invalid('tvImportColumns', { columns: 'Mobile, DocNo' })

  const results: TravellerImportRow[] = []
  for (const [i, row] of rows.entries()) {
    const cells: Partial<Record<Column, string>> = {}
    columns.forEach((c, j) => {
      if (c) cells[c] = (row[j] ?? '').trim()
    })
    const name = cells.ChName || [cells.LastName, cells.FirstName].filter(Boolean).join('/')
    const outcome: TravellerImportRow = { Row: i + 1, Name: name, FrequentTravelerId: null, Field: '', Message: '' }
    try {
      if (cells.DocType && !(DOC_TYPES as readonly string[]).includes(cells.DocType)) throw invalid('tvImportDocType', { field: 'DocType' })
      outcome.FrequentTravelerId = (await saveTraveller(ctx, requestOf(cells))).FrequentTravelerId
    } catch (e) {
      if (!(e instanceof ApiError)) throw e
      const field = String(e.params?.field ?? '')
      outcome.Field = field.replace(/^Documents\.0\./, '')
      outcome.Message = mapError(e, ctx.lang).message
    }
    results.push(outcome)
  }
  return { Rows: rows.length, Imported: results.filter((r) => r.FrequentTravelerId !== null).length, Results: results }
}
