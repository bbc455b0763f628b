/** Equality filters of queries, one object for the columns a row must match. */
import type { ExpressionBuilder, FilterObject, ReferenceExpression } from 'kysely'

/**
 * Every given column equal to its value, as chained `.where(column, '=', value)` calls say it:
 * `.where((eb) => equal(eb, { company_id: companyId, id }))`. Unlike Kysely's `eb.and({...})`, a
 * null value is compared with = (it matches nothing) and an undefined one is not left out.
 */
export const equal = <DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>, columns: Readonly<FilterObject<DB, TB>>) =>
  eb.and(Object.entries(columns).map(([column, value]) => eb(column as ReferenceExpression<DB, TB>, '=', value as never)))
