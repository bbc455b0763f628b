/**
 * The ordered list of migrations. A new domain (flights, approvals, ...) adds a file
 * `NNNN_<name>.ts` exporting `migration` and one line here; names sort in run order.
 */
import type { DialectMigration } from './helpers'
import { migration as m0001 } from './0001_tenancy'
import { migration as m0002 } from './0002_auth'
import { migration as m0003 } from './0003_content'
import { migration as m0010 } from './0010_flight_orders'
import { migration as m0020 } from './0020_approvals'

export const MIGRATIONS: Record<string, DialectMigration> = {
  '0001_tenancy': m0001,
  '0002_auth': m0002,
  '0003_content': m0003,
  '0010_flight_orders': m0010,
  '0020_approvals': m0020,
}
