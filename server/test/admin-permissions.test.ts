/**
 * Company administration's guard, table-driven: every admin call that names a ManagePermission
 * flag answers employee01 (an employee without management powers) with 1003, whatever the body;
 * the per-product flags of travel standards and reason codes are checked too. Another company's
 * administrator sees and touches nothing of Hengyuan's.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ErrorCode } from '../../types/api'
import adminDomain from '../src/modules/admin/routes'
import { createTestEnv, expectError, expectOk, type TestEnv } from './helpers'

describe('company administration: permissions', () => {
  let env: TestEnv
  let employee: string
  let admin: string

  before(async () => {
    env = await createTestEnv()
    employee = await env.login('employee01')
    admin = await env.login('admin01')
  })
  after(() => env.close())

  const guarded = adminDomain.calls.filter((c) => c.spec.power)
  const open = adminDomain.calls.filter((c) => !c.spec.power).map((c) => c.path)

  it('guards every call but the invited person’s, the employee’s own binding and the about page', () => {
    assert.deepEqual(open.sort(), ['invite/getinviteinfo', 'invite/join', 'messenger/acceptBinding', 'messenger/bindingInfo', 'user/getAboutUsContent'])
    assert.ok(guarded.length >= 70, `${guarded.length} guarded calls`)
    for (const c of guarded) assert.match(c.spec.power!, /^ManagePermission\./, c.path)
  })

  for (const c of guarded) {
    it(`${c.path} (${c.spec.power}) refuses employee01`, async () => {
      expectError(await env.call(c.path, {}, { token: employee }), ErrorCode.NoPermission)
    })
  }

  it('a per-product flag: without RankManage.Hotel and ReasonCodeManage.Train the admin is refused for those products only', async () => {
    const db = env.db
    const role = await db
      .selectFrom('roles')
      .innerJoin('companies', 'companies.id', 'roles.company_id')
      .select(['roles.id', 'roles.power_json'])
      .where('companies.code', '=', 'HENGYUAN')
      .where('roles.code', '=', 'admin')
      .executeTakeFirstOrThrow()
    const power = JSON.parse(role.power_json)
    power.ManagePermission.CompanyInfo.RankManage.Hotel = false
    power.ManagePermission.CompanyInfo.ReasonCodeManage.Train = false
    expectOk(await env.call('role/save', { RoleId: role.id, Power: power }, { token: admin }))
    const ranks = expectOk(await env.call('rank/list', {}, { token: admin }))
    const rankId = ranks.Items[0].Id
    expectError(await env.call('rank/getPolicy', { RankId: rankId, Product: 'Hotel' }, { token: admin }), ErrorCode.NoPermission)
    expectOk(await env.call('rank/getPolicy', { RankId: rankId, Product: 'Flight' }, { token: admin }))
    const texts = { 'zh-CN': '测试原因' }
    expectError(await env.call('reasoncode/add', { Product: 'Train', Kind: 'Policy', Code: 'T99', Texts: texts }, { token: admin }), ErrorCode.NoPermission)
    expectOk(await env.call('reasoncode/add', { Product: 'Flight', Kind: 'Policy', Code: 'F99', Texts: texts }, { token: admin }))
  })

  it('isolation: another company’s administrator reaches none of Hengyuan’s records', async () => {
    // Lanhai's employee becomes its administrator.
    const lanhai = await env.db.selectFrom('companies').select('id').where('code', '=', 'LANHAI').executeTakeFirstOrThrow()
    const lhAdmin = await env.db.selectFrom('roles').select('id').where('company_id', '=', lanhai.id).where('code', '=', 'admin').executeTakeFirstOrThrow()
    const other = await env.db.selectFrom('users').select('id').where('user_name_key', '=', 'other01').executeTakeFirstOrThrow()
    await env.db.insertInto('user_roles').values({ company_id: lanhai.id, user_id: other.id, role_id: lhAdmin.id }).execute()
    const token = await env.login('other01')

    const hy = expectOk(await env.call('employee/getEmployees', { Keyword: '张伟' }, { token: admin }))
    const zhang = hy.Items[0].PersonId
    const lhList = expectOk(await env.call('employee/getEmployees', { PageSize: 100 }, { token }))
    assert.ok(lhList.Items.every((p: { PersonId: number }) => p.PersonId !== zhang))
    assert.equal(lhList.Total, 2)
    expectError(await env.call('employee/getEmployee', { PersonId: zhang }, { token }), ErrorCode.NotFound)
    expectError(await env.call('employee/editEmployee', { PersonId: zhang, ChName: '改名' }, { token }), ErrorCode.NotFound)
    expectError(await env.call('employee/deleteEmployee', { PersonId: zhang }, { token }), ErrorCode.NotFound)
    expectError(await env.call('employee/getViewAndBooking', { PersonId: zhang }, { token }), ErrorCode.NotFound)
    const hyDept = expectOk(await env.call('department/list', {}, { token: admin })).Items[1].Id
    expectError(await env.call('department/delete', { DepartmentId: hyDept }, { token }), ErrorCode.NotFound)
    expectError(await env.call('department/add', { Name: '渗透', ParentId: hyDept }, { token }), ErrorCode.NotFound)
    const hyRank = expectOk(await env.call('rank/list', {}, { token: admin })).Items[0].Id
    expectError(await env.call('rank/savePolicy', { RankId: hyRank, Product: 'Train', Policy: null, Breach: 'Forbidden' }, { token }), ErrorCode.NotFound)
    const hyRole = expectOk(await env.call('role/getRoles', {}, { token: admin })).Items[0].RoleId
    expectError(await env.call('role/bindPersons', { RoleId: hyRole, PersonIds: [zhang] }, { token }), ErrorCode.NotFound)
    const audit = expectOk(await env.call('audit/list', {}, { token }))
    assert.equal(audit.Total, 0)
  })
})
