/**
 * Employees as the approval settings list them: the company's active employees matching a
 * keyword (name, pinyin name, employee number), paged, in the brief form of types/api/approval.ts.
 */
import { ErrorCode } from '../../../../types/api'
import type { PersonBrief } from '../../../../types/api/approval'
import type { Db } from '../../db/schema'
import { companyName, PERSON_NAME, rowName } from '../../lib/names'
import { approvalError } from './texts'
import { equal } from '../../db/match'

export const page = (req: { PageIndex?: number; PageSize?: number }) => ({ index: req.PageIndex ?? 1, size: req.PageSize ?? 10 })
export const like = (k: string) =>
  `%${k
    .trim()
    .toLowerCase()
    .replace(/[%_\\]/g, '')}%`

/** Employees of the company matching a keyword (name, pinyin name, employee number). */
export function employees(db: Db, companyId: number, keyword: string | undefined) {
  let q = db
    .selectFrom('persons')
    .leftJoin('departments', 'departments.id', 'persons.department_id')
    .where('persons.company_id', '=', companyId)
    .where('persons.kind', '=', 'employee')
    .where('persons.status', '=', 1)
  if (keyword?.trim()) {
    const k = like(keyword)
    q = q.where((eb) =>
      eb.or([
        eb('persons.ch_name', 'like', k),
        eb(eb.fn('lower', ['persons.last_name']), 'like', k),
        eb(eb.fn('lower', ['persons.first_name']), 'like', k),
        eb(eb.fn('lower', ['persons.employee_no']), 'like', k),
      ]),
    )
  }
  return q
}

export const brief =
  (lang: string) =>
  (p: {
    id: number
    ch_name: string
    last_name: string
    first_name: string
    employee_no: string | null
    dept: string | null
    dept_en: string | null
  }): PersonBrief => ({
    PersonId: p.id,
    Name: rowName(p),
    EmployeeNo: p.employee_no ?? '',
    DepartmentName: companyName(p.dept, p.dept_en, lang),
  })
export const PERSON_COLUMNS = ['persons.id', ...PERSON_NAME, 'persons.employee_no', 'departments.name as dept', 'departments.name_en as dept_en'] as const

/** The ids, once each, when every one is an active employee of the company; 1001 otherwise. */
export async function requireEmployees(db: Db, companyId: number, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)]
  if (!unique.length) return []
  const rows = await db
    .selectFrom('persons')
    .select('id')
    .where((eb) => equal(eb, { company_id: companyId, kind: 'employee', status: 1 }))
    .where('id', 'in', unique)
    .execute()
  if (rows.length !== unique.length) throw approvalError(ErrorCode.ValidationFailed, 'personUnknown')
  return unique
}
