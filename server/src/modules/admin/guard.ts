/** Company administration must stay administrable: someone active keeps the role-management power. */
import type { Db } from '../../db/schema'
import { invalid } from './texts'

/** Throws unless an active account of the company still holds ManagePermission.EmployeeInfo.RoleManage (checked inside the changing transaction). */
export async function assertRoleManagerLeft(db: Db, companyId: number): Promise<void> {
  const rows = await db
    .selectFrom('user_roles')
    .innerJoin('users', 'users.id', 'user_roles.user_id')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select('roles.power_json')
    .where('user_roles.company_id', '=', companyId)
    .where('users.status', '=', 1)
    .execute()
  const manages = (json: string) =>
    (JSON.parse(json) as { ManagePermission?: { EmployeeInfo?: { RoleManage?: boolean } } }).ManagePermission?.EmployeeInfo?.RoleManage === true
  if (!rows.some((r) => manages(r.power_json))) throw invalid('admLastRoleManager')
}
