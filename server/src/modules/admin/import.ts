/**
 * Batch import of staff and non-employees from CSV or XLSX (lib/sheets.ts).
 * Columns by header name (EMPLOYEE_IMPORT_COLUMNS, English key or zh-CN header). Every row is
 * checked against docs/validation.md (names, phone, e-mail, ID card), the company (department, cost centre and
 * rank exist; employee number, phone and e-mail unique in the company, an employee's e-mail not
 * another company's account's) and the other rows of the file.
 *
 * Mode AllOrNothing (default): any bad row and nothing is imported — 1018 with every row's
 * errors in ResultData. Mode GoodRows (explicit): the good rows are imported, the bad ones
 * reported. Either way one transaction.
 */
import { ErrorCode } from '../../../../types/api'
import {
  EMPLOYEE_IMPORT_COLUMNS,
  IMPORT_MAX_ROWS,
  NON_EMPLOYEE_IMPORT_COLUMNS,
  type ImportReq,
  type ImportRes,
  type ImportRowError,
} from '../../../../types/api/admin'
import type { PersonKind } from '../../db/schema'
import type { AuthedContext } from '../../http/context'
import { normalizeCountryCode, userNameKey } from '../../lib/contact'
import { parseCsv, parseXlsx } from '../../lib/sheets'
import { audit } from './audit'
import { defaultRoleId, insertPerson, snapshot } from './people'
import { lookups, personProblems, problemText, type PersonInput, type Problem } from './person-checks'
import { adminError, invalid } from './texts'

async function readRows(req: ImportReq): Promise<string[][]> {
  const name = req.FileName.toLowerCase()
  const data = Buffer.from(req.ContentBase64, 'base64')
  try {
    if (name.endsWith('.csv')) return parseCsv(data.toString('utf8'))
    if (name.endsWith('.xlsx')) return await parseXlsx(data)
  } catch {
    throw invalid('admImportUnreadable')
  }
  throw invalid('admImportType')
}

interface Named {
  id: number
  code: string
  name: string
}
const finder = (list: Named[]) => (value: string) => {
  const v = value.trim().toLowerCase()
  return list.find((x) => x.code.toLowerCase() === v) ?? list.find((x) => x.name.toLowerCase() === v)
}

export async function importPersons(ctx: AuthedContext, kind: PersonKind, req: ImportReq): Promise<ImportRes> {
  const companyId = ctx.caller.companyId
  const rows = await readRows(req)
  const columns = kind === 'employee' ? EMPLOYEE_IMPORT_COLUMNS : NON_EMPLOYEE_IMPORT_COLUMNS
  const header = (rows[0] ?? []).map((h) => h.trim().toLowerCase())
  const index = new Map<string, number>()
  for (const [key, zh] of columns) {
    const i = header.findIndex((h) => h === key.toLowerCase() || h === zh.toLowerCase())
    if (i >= 0) index.set(key, i)
  }
  if (!index.has('Mobile') && kind === 'employee') throw invalid('admImportColumn', { column: 'Mobile' })
  if (!index.has('ChName') && !index.has('LastName')) throw invalid('admImportColumn', { column: 'ChName' })
  const data = rows.slice(1)
  if (!data.length) throw invalid('admImportEmpty')
  if (data.length > IMPORT_MAX_ROWS) throw invalid('admImportTooMany', { limit: IMPORT_MAX_ROWS })

  return ctx.db.transaction().execute(async (trx) => {
    const emailAt = index.get('Email')
    const l = await lookups(trx, companyId, kind === 'employee' && emailAt !== undefined ? data.map((cells) => (cells[emailAt] ?? '').trim()) : [])
    const list = async (table: 'departments' | 'cost_centers' | 'ranks') =>
      trx.selectFrom(table).select(['id', 'code', 'name']).where('company_id', '=', companyId).execute()
    const dept = finder(await list('departments'))
    const cost = finder(await list('cost_centers'))
    const rank = finder(await list('ranks'))
    const roles = await trx.selectFrom('roles').select(['id', 'code']).where('company_id', '=', companyId).execute()
    const takenNames = new Set<string>()
    const fallbackRole = await defaultRoleId(trx, companyId)

    const errors: ImportRowError[] = []
    const good: { row: number; v: PersonInput; roleIds: number[] }[] = []
    for (const [i, cells] of data.entries()) {
      const row = i + 1
      const get = (key: string) => (index.has(key) ? (cells[index.get(key)!] ?? '').trim() : '')
      const problems: Problem[] = []
      const ref = <T extends Named>(
        key: string,
        find: (v: string) => T | undefined,
        field: string,
        label: 'admFDepartment' | 'admFCostCenter' | 'admFRank',
      ) => {
        const value = get(key)
        if (!value) return null
        const hit = find(value)
        if (!hit) problems.push({ Field: field, key: 'admUnknown', params: { field: label } })
        return hit?.id ?? null
      }
      const idType = get('IdType') || 'IDCard'
      const gender = get('Gender').toUpperCase()
      const v: PersonInput = {
        employeeNo: kind === 'employee' ? get('EmployeeNo') || null : null,
        chName: get('ChName'),
        lastName: get('LastName').toUpperCase(),
        firstName: get('FirstName').toUpperCase(),
        nickName: '',
        gender: gender === 'F' || gender === '女' ? 'F' : 'M',
        birthDate: null,
        nationality: 'CN',
        idType: ['IDCard', 'Passport', 'HKMacaoPass', 'TaiwanPass'].includes(idType) ? idType : 'IDCard',
        idNo: get('IdNo').toUpperCase() || null,
        mobileCountryCode: normalizeCountryCode(undefined),
        mobile: get('Mobile') || null,
        email: get('Email').toLowerCase() || null,
        departmentId: ref('Department', dept, 'Department', 'admFDepartment'),
        costCenterId: ref('CostCenter', cost, 'CostCenter', 'admFCostCenter'),
        businessUnitId: null,
        rankId: kind === 'employee' ? ref('Rank', rank, 'Rank', 'admFRank') : null,
        superiorId: null,
      }
      if (v.idType === 'IDCard' && v.idNo && /^\d{17}[\dX]$/.test(v.idNo))
        v.birthDate = `${v.idNo.slice(6, 10)}-${v.idNo.slice(10, 12)}-${v.idNo.slice(12, 14)}`
      const roleIds: number[] = []
      if (kind === 'employee') {
        for (const code of get('Roles')
          .split('|')
          .map((c) => c.trim())
          .filter(Boolean)) {
          const r = roles.find((x) => x.code.toLowerCase() === code.toLowerCase())
          if (r) roleIds.push(r.id)
          else problems.push({ Field: 'Roles', key: 'admUnknown', params: { field: 'admFRole' } })
        }
        if (!roleIds.length && fallbackRole !== null) roleIds.push(fallbackRole)
      }
      problems.push(...personProblems(v, kind, l, null).filter((p) => !(p.Field === 'DepartmentId' && problems.some((q) => q.Field === 'Department'))))
      if (kind === 'employee' && v.mobile) {
        const key = userNameKey(v.mobile)
        if (takenNames.has(key) || (await trx.selectFrom('users').select('id').where('user_name_key', '=', key).executeTakeFirst())) {
          if (!problems.some((p) => p.Field === 'Mobile')) problems.push({ Field: 'Mobile', key: 'admMobileTaken', params: { mobile: v.mobile } })
        }
        takenNames.add(key)
      }
      // Later rows must not repeat this row's number, phone or e-mail.
      if (v.employeeNo && !l.employeeNos.has(v.employeeNo.toUpperCase())) l.employeeNos.set(v.employeeNo.toUpperCase(), -row)
      if (v.mobile && !l.mobiles.has(`${v.mobileCountryCode} ${v.mobile}`)) l.mobiles.set(`${v.mobileCountryCode} ${v.mobile}`, -row)
      if (v.email && !l.emails.has(v.email)) l.emails.set(v.email, -row)
      if (problems.length) for (const p of problems) errors.push({ Row: row, Field: p.Field, Message: problemText(p, ctx.lang) })
      else good.push({ row, v, roleIds })
    }
    const res: ImportRes = { Rows: data.length, Imported: 0, Errors: errors, PersonIds: [] }
    if (errors.length && (req.Mode ?? 'AllOrNothing') === 'AllOrNothing')
      throw adminError(ErrorCode.ImportRejected, 'admImportRejected', { count: errors.length }, res)
    for (const g of good) {
      const id = await insertPerson(trx, ctx, kind, g.v, kind === 'employee' ? { userName: g.v.mobile ?? undefined, roleIds: g.roleIds } : null)
      await audit(trx, ctx, kind === 'employee' ? 'Employee' : 'NonEmployee', id, 'import', null, await snapshot(trx, companyId, id))
      res.PersonIds.push(id)
    }
    res.Imported = res.PersonIds.length
    return res
  })
}
