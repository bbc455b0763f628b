/**
 * Company administration end to end (docs/administration.md): staff add / edit / disable /
 * delete (refused with open orders), the audit log, the department tree rules, the atomic
 * CSV and XLSX imports (50 rows, two bad ones), a rank's hotel standard lowered and the next
 * search over it, a role without flight booking and the member's next power load without it —
 * also on a second server instance on the same database — reason codes in the booking list,
 * booking scope per person, invitations and messenger binding.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import ExcelJS from 'exceljs'
import { ErrorCode } from '../../types/api'
import { makeIdCard } from '../src/lib/id-card'
import { createTestEnv, expectError, expectOk, type TestEnv } from './helpers'
import { autoCode } from '../src/modules/admin/codes'
import { choiceOf, findPlan, guestOf, me, searchHotels, submitBody } from './hotel-harness'
import { OUT, search as searchIntl } from './intlflight-harness'

describe('company administration', () => {
  let env: TestEnv
  let second: TestEnv
  let admin: string
  let employee: string
  let init: any
  const dept = (code: string) => init.Departments.find((d: any) => d.Code === code).Id
  const rank = (code: string) => init.Ranks.find((r: any) => r.Code === code).Id
  const a = <T = any>(path: string, body: unknown = {}) => env.call<T>(path, body, { token: admin })

  before(async () => {
    env = await createTestEnv({ onDisk: true })
    second = await createTestEnv({ sameDatabaseAs: env })
    admin = await env.login('admin01')
    employee = await env.login('employee01')
    init = expectOk(await a('employee/getEmployeeInitData'))
  })
  after(async () => {
    await second.close()
    await env.close()
  })

  it('adds, edits, filters, disables and deletes an employee; each change is in the audit log with before and after', async () => {
    const added = expectOk(
      await a('employee/addEmployee', {
        EmployeeNo: 'HY9001',
        ChName: '测试员',
        Mobile: '15000009001',
        Email: 'Tester@Hengyuan.example',
        DepartmentId: dept('HY-FIN'),
        RankId: rank('R1'),
        Password: 'Welcome2026',
      }),
    )
    assert.deepEqual(
      [added.EmployeeNo, added.Email, added.UserName, added.Roles.map((r: any) => r.Code)],
      ['HY9001', 'tester@hengyuan.example', '15000009001', ['employee']],
    )
    const token = await env.login('15000009001', 'Welcome2026')
    expectError(await a('employee/addEmployee', { EmployeeNo: 'HY9001', ChName: '重复', Mobile: '15000009002' }), ErrorCode.AlreadyExists)
    expectError(await a('employee/addEmployee', { EmployeeNo: 'HY9002', ChName: '重复', Mobile: '15000009001' }), ErrorCode.AlreadyExists)
    expectError(await a('employee/addEmployee', { EmployeeNo: 'HY9003', ChName: 'Li明', Mobile: '15000009003' }), ErrorCode.ValidationFailed)
    expectError(await a('employee/addEmployee', { EmployeeNo: 'HY9003', ChName: '李明', Mobile: '1500000900' }), ErrorCode.ValidationFailed)
    expectError(
      await a('employee/addEmployee', { EmployeeNo: 'HY9003', ChName: '李明', Mobile: '15000009003', DepartmentId: 99999 }),
      ErrorCode.ValidationFailed,
    )

    const edited = expectOk(await a('employee/editEmployee', { PersonId: added.PersonId, RankId: rank('R2'), DepartmentId: dept('HY-HR') }))
    assert.deepEqual([edited.RankId, edited.DepartmentId, edited.ChName], [rank('R2'), dept('HY-HR'), '测试员'])
    expectError(await a('employee/editEmployee', { PersonId: added.PersonId, SuperiorId: added.PersonId }), ErrorCode.ValidationFailed)
    const found = expectOk(await a('employee/getEmployees', { DepartmentId: dept('HY-HR'), RankId: rank('R2') }))
    assert.ok(found.Items.some((p: any) => p.PersonId === added.PersonId))
    // Named people only (a scope's chosen staff shown by name).
    const zhangId = expectOk(await a('employee/getEmployees', { Keyword: 'HY0003' })).Items[0].PersonId
    assert.deepEqual(
      expectOk(await a('employee/getEmployees', { PersonIds: [added.PersonId, zhangId] }))
        .Items.map((p: any) => p.PersonId)
        .sort(),
      [added.PersonId, zhangId].sort(),
    )
    assert.equal(expectOk(await a('employee/getEmployees', { PersonIds: [] })).Total, 0)

    assert.equal(expectOk(await a('employee/setEmployeeStatus', { PersonIds: [added.PersonId], Status: 0 })).Count, 1)
    expectError(await env.call('user/getPermissions', {}, { token }), ErrorCode.NotLoggedIn)
    assert.equal(expectOk(await a('employee/getEmployees', { Status: 0, Keyword: '测试员' })).Total, 1)
    expectOk(await a('employee/setEmployeeStatus', { PersonIds: [added.PersonId], Status: 1 }))
    assert.equal(expectOk(await a('employee/deleteEmployee', { PersonId: added.PersonId })).Count, 1)
    expectError(await a('employee/getEmployee', { PersonId: added.PersonId }), ErrorCode.NotFound)
    // The employee number and sign-in name are free again.
    const again = expectOk(await a('employee/addEmployee', { EmployeeNo: 'HY9001', ChName: '新测试员', Mobile: '15000009001' }))

    const log = expectOk(await a('audit/list', { Entity: 'Employee', EntityId: added.PersonId }))
    assert.deepEqual(
      log.Items.map((e: any) => e.Action),
      ['delete', 'enable', 'disable', 'edit', 'add'],
    )
    const edit = log.Items[3]
    assert.equal(edit.ActorName, '刘洋')
    assert.equal(edit.Before.rank_id, rank('R1'))
    assert.equal(edit.After.rank_id, rank('R2'))
    // Names beside the ids, for a log a person reads.
    assert.deepEqual([edit.Before.rank_name, edit.After.rank_name, edit.After.department_name], ['普通员工', '经理', '人力资源部'])
    assert.equal(log.Items[0].After, null)
    assert.equal(log.Items[4].Before, null)
    assert.ok(again.PersonId !== added.PersonId)
  })

  it('refuses to delete a person with open orders (1016) and the caller themself', async () => {
    const zhang = expectOk(await a('employee/getEmployees', { Keyword: '张伟' })).Items[0]
    const companyId = (await env.db.selectFrom('persons').select('company_id').where('id', '=', zhang.PersonId).executeTakeFirstOrThrow()).company_id
    const user = await env.db.selectFrom('users').select('id').where('person_id', '=', zhang.PersonId).executeTakeFirstOrThrow()
    const at = env.now().toISOString()
    await env.db
      .insertInto('orders')
      .values({
        company_id: companyId,
        order_no: 'ADM-TEST-1',
        product: 'Flight',
        booker_user_id: user.id,
        booker_person_id: zhang.PersonId,
        client_request_id: 'adm-1',
        request_hash: null,
        status: 'Placed',
        approval_status: 'NotRequired',
        payment_type: 'Company',
        trip_type: 'Business',
        total: 1000,
        company_amount: 1000,
        personal_amount: 0,
        paid_company: 0,
        paid_personal: 0,
        detail_json: '{}',
        search_text: '',
        created_at: at,
        updated_at: at,
      })
      .execute()
    const r = expectError(await a('employee/deleteEmployee', { PersonId: zhang.PersonId }), ErrorCode.HasOpenOrders)
    assert.match(r.ErrMsg, /张伟/)
    await env.db.updateTable('orders').set({ status: 'Cancelled' }).where('order_no', '=', 'ADM-TEST-1').execute()
    const me = expectOk(await a('employee/getEmployees', { Keyword: '刘洋' })).Items[0]
    expectError(await a('employee/deleteEmployee', { PersonId: me.PersonId }), ErrorCode.ValidationFailed)
  })

  it('keeps the department tree: no cycles, merge moves members and children, delete only when empty, the root stays', async () => {
    const rd = dept('HY-RD')
    const mob = dept('HY-RD-MOB')
    expectError(await a('department/edit', { DepartmentId: rd, ParentId: mob }), ErrorCode.TreeCycle)
    expectError(await a('department/edit', { DepartmentId: rd, ParentId: rd }), ErrorCode.TreeCycle)
    const root = init.Departments.find((d: any) => d.ParentId === null).Id
    expectError(await a('department/delete', { DepartmentId: root }), ErrorCode.ValidationFailed)
    const lab = expectOk(await a('department/add', { Name: '创新实验室', ParentId: mob }))
    const sub = expectOk(await a('department/add', { Name: '原型组', ParentId: lab.Id }))
    expectError(await a('department/delete', { DepartmentId: lab.Id }), ErrorCode.InUse)
    const moved = expectOk(await a('department/edit', { DepartmentId: lab.Id, ParentId: rd, Name: '创新中心' }))
    assert.deepEqual([moved.ParentId, moved.Name], [rd, '创新中心'])
    const into = expectOk(await a('department/merge', { FromId: mob, IntoId: lab.Id }))
    assert.ok(into.Members >= 3, `members ${into.Members}`)
    const list = expectOk(await a('department/list')).Items
    assert.equal(
      list.find((d: any) => d.Id === mob),
      undefined,
    )
    assert.equal(list.find((d: any) => d.Id === sub.Id).ParentId, lab.Id)
    const zhang = expectOk(await a('employee/getEmployees', { Keyword: '张伟' })).Items[0]
    assert.equal(zhang.DepartmentId, lab.Id)
    assert.equal(expectOk(await a('department/delete', { DepartmentId: sub.Id })).Count, 1)
    const log = expectOk(await a('audit/list', { Entity: 'Department' })).Items.map((e: any) => e.Action)
    assert.deepEqual(log.slice(0, 4), ['delete', 'merge', 'move', 'add'])
  })

  it('imports 50 staff from XLSX atomically: two bad rows and nothing is imported; the good rows only when asked', async () => {
    const wb = new ExcelJS.Workbook()
    const ws = wb.addWorksheet('staff')
    ws.addRow(['EmployeeNo', 'ChName', 'LastName', 'FirstName', 'Mobile', 'Email', 'Department', 'Rank', 'Roles'])
    for (let i = 1; i <= 50; i++) {
      const n = String(i).padStart(2, '0')
      ws.addRow([
        `IM${n}`,
        '导入员工',
        'DAO',
        `RU${String.fromCharCode(64 + (i % 26 || 26))}`,
        i === 17 ? '2500000017' : `151000000${n}`,
        `im${n}@hengyuan.example`,
        i === 33 ? 'NO-SUCH-DEPT' : 'HY-FIN',
        'R1',
        'employee',
      ])
    }
    const content = Buffer.from(await wb.xlsx.writeBuffer()).toString('base64')
    const before = expectOk(await a('employee/getEmployees', { Keyword: 'DAO' })).Total
    const r = expectError(await a('employee/batchImport', { FileName: 'staff.xlsx', ContentBase64: content }), ErrorCode.ImportRejected)
    const res = r.ResultData as any
    assert.equal(res.Rows, 50)
    assert.equal(res.Imported, 0)
    assert.deepEqual(
      res.Errors.map((e: any) => [e.Row, e.Field]),
      [
        [17, 'Mobile'],
        [33, 'Department'],
      ],
    )
    assert.equal(expectOk(await a('employee/getEmployees', { Keyword: 'DAO' })).Total, before)
    const good = expectOk(await a('employee/batchImport', { FileName: 'staff.xlsx', ContentBase64: content, Mode: 'GoodRows' }))
    assert.equal(good.Imported, 48)
    assert.equal(good.Errors.length, 2)
    assert.equal(expectOk(await a('employee/getEmployees', { Keyword: 'DAO', PageSize: 100 })).Total, before + 48)
    // A second run: every number is taken now.
    const dup = expectError(await a('employee/batchImport', { FileName: 'staff.xlsx', ContentBase64: content }), ErrorCode.ImportRejected)
    assert.ok((dup.ResultData as any).Errors.some((e: any) => e.Field === 'EmployeeNo'))
  })

  it('reads CSV with a BOM, CRLF, quoted commas and quotes; repeated rows in one file are refused', async () => {
    const id = makeIdCard('110101', '1990-03-07', 'M', 5)
    const csv =
      '\ufeff工号,中文姓名,手机号,邮箱,部门,职级,证件号码\r\nCS01,"陈""小""明",15200000001,"cs01@hengyuan.example",HY-HR,R1,' +
      id +
      '\r\nCS02,王五,15200000002,cs02@hengyuan.example,"财务部",R2,\r\nCS02,赵六,15200000002,cs03@hengyuan.example,HY-HR,R1,\r\n'
    const r = expectError(
      await a('employee/batchImport', { FileName: 'staff.csv', ContentBase64: Buffer.from(csv).toString('base64') }),
      ErrorCode.ImportRejected,
    )
    assert.deepEqual(
      (r.ResultData as any).Errors.map((e: any) => [e.Row, e.Field]),
      [
        [1, 'ChName'],
        [3, 'Mobile'],
        [3, 'EmployeeNo'],
      ],
    )
    const fixed = csv.replace('"陈""小""明"', '陈小明').replace('CS02,赵六,15200000002', 'CS03,赵六,15200000003')
    const ok = expectOk(await a('employee/batchImport', { FileName: 'staff.csv', ContentBase64: Buffer.from(fixed).toString('base64') }))
    assert.equal(ok.Imported, 3)
    const wang = expectOk(await a('employee/getEmployees', { Keyword: '王五' })).Items[0]
    assert.deepEqual([wang.DepartmentId, wang.RankId], [dept('HY-FIN'), rank('R2')])
    expectError(await a('employee/batchImport', { FileName: 'staff.txt', ContentBase64: 'YQ==' }), ErrorCode.ValidationFailed)
  })

  it('a lowered hotel standard applies to the next search: every hotel is over it', async () => {
    const r1 = rank('R1')
    const first = await searchHotels(env, employee, 'SHA')
    assert.ok(
      first.Hotels.some((h: any) => h.Policy.InPolicy),
      'some hotel within the standard before',
    )
    const policy = expectOk(await a('rank/getPolicy', { RankId: r1, Product: 'Hotel' }))
    assert.equal(policy.Enforced, true)
    assert.ok(policy.Policy)
    const low = { ...policy.Policy, TierCaps: [100, 100, 100, 100] }
    const saved = expectOk(await a('rank/savePolicy', { RankId: r1, Product: 'Hotel', Policy: low, Breach: 'NeedsApproval' }))
    assert.deepEqual([saved.Policy.TierCaps, saved.Breach], [[100, 100, 100, 100], 'NeedsApproval'])
    const next = await searchHotels(env, employee, 'SHA')
    assert.equal(next.RankStandard!.TierCaps[0], 100)
    assert.ok(next.Hotels.length > 0 && next.Hotels.every((h: any) => h.LowestPrice === null || !h.Policy.InPolicy))
    expectError(
      await a('rank/savePolicy', { RankId: r1, Product: 'Hotel', Policy: { ...low, StarCeiling: 9 }, Breach: 'Forbidden' }),
      ErrorCode.ValidationFailed,
    )
    // Forbidden: an over-standard stay is refused at submission (1021); allowed with a reason again afterwards.
    expectOk(await a('rank/savePolicy', { RankId: r1, Product: 'Hotel', Policy: low, Breach: 'Forbidden' }))
    const f = await findPlan(env, employee, 'SHA', (p) => !p.Policy.InPolicy && p.PayKind === 'Prepay' && p.Remaining >= 1)
    const body = await submitBody(env, employee, choiceOf(f), [{ Guests: [guestOf(await me(env, employee))] }], {
      PolicyReason: { ReasonCodeId: null, ReasonText: '客户指定' },
    })
    const refused = expectError(await env.call('newhotel/hotel/submitOrder', body, { token: employee }), ErrorCode.PolicyForbidden)
    assert.match(refused.ErrMsg, /差旅标准/)
    expectOk(await a('rank/savePolicy', { RankId: r1, Product: 'Hotel', Policy: low, Breach: 'NeedsApproval' }))
    const placed = expectOk(await env.call('newhotel/hotel/submitOrder', { ...body, ClientRequestId: `${body.ClientRequestId}-2` }, { token: employee }))
    assert.deepEqual([placed.Status, placed.NeedApproval], ['PendingApproval', true])
    // A product whose module keeps no standard table of its own (dining) keeps its standard as a document.
    const dining = expectOk(await a('rank/savePolicy', { RankId: r1, Product: 'Dining', Policy: { DinnerCap: 15000, PerDayCap: 30000 }, Breach: 'Forbidden' }))
    assert.deepEqual([dining.Enforced, dining.Policy, dining.Breach], [false, { DinnerCap: 15000, PerDayCap: 30000 }, 'Forbidden'])
    const log = expectOk(await a('audit/list', { Entity: 'RankPolicy', EntityId: r1 }))
    const firstSave = log.Items[log.Items.length - 1]
    assert.equal(firstSave.Before.Policy.TierCaps[0], policy.Policy.TierCaps[0])
    assert.equal(firstSave.After.Policy.TierCaps[0], 100)
  })

  it('a rank given business class abroad sees business fares within its standard at the next search', async () => {
    const r1 = rank('R1')
    const business = async () =>
      (await searchIntl(env, employee, [{ From: 'SHA', To: 'FRA', Date: OUT }], { Cabin: 'Business' })).Legs[0].Itineraries.flatMap((i) => i.Fares)
    assert.ok(
      (await business()).every((f) => !f.Policy.InPolicy),
      'economy only before',
    )
    const before = expectOk(await a('rank/getPolicy', { RankId: r1, Product: 'IntlFlight' }))
    assert.equal(before.Enforced, true)
    expectError(
      await a('rank/savePolicy', {
        RankId: r1,
        Product: 'IntlFlight',
        Policy: { BusinessMinMinutes: -5, AdvanceDays: null, LowestPricePct: null },
        Breach: 'AllowWithReason',
      }),
      ErrorCode.ValidationFailed,
    )
    expectOk(
      await a('rank/savePolicy', {
        RankId: r1,
        Product: 'IntlFlight',
        Policy: { BusinessMinMinutes: 360, AdvanceDays: null, LowestPricePct: null },
        Breach: 'AllowWithReason',
      }),
    )
    const after = await business()
    assert.ok(after.length > 0 && after.every((f) => f.Policy.InPolicy), 'business within the standard on a long-haul leg')
    expectOk(await a('rank/savePolicy', { RankId: r1, Product: 'IntlFlight', Policy: before.Policy, Breach: 'AllowWithReason' }))
  })

  it('ranks: add, rename, delete when unused (1017 while held)', async () => {
    const added = expectOk(await a('rank/add', { Name: '实习生', NameEn: 'Intern', Code: 'R0' }))
    expectOk(
      await a('rank/savePolicy', {
        RankId: added.Id,
        Product: 'Train',
        Policy: { HighSpeed: ['Second'], Conventional: [], Night: [] },
        Breach: 'AllowWithReason',
      }),
    )
    assert.equal(expectOk(await a('rank/rename', { RankId: added.Id, Name: '见习生' })).Name, '见习生')
    expectError(await a('rank/delete', { RankId: rank('R1') }), ErrorCode.InUse)
    assert.equal(expectOk(await a('rank/delete', { RankId: added.Id })).Count, 1)
    assert.equal(await env.db.selectFrom('train_rank_policies').select('id').where('rank_id', '=', added.Id).executeTakeFirst(), undefined)
  })

  it('a role without flight booking: the member’s next power load lacks it, on this server and on a second one', async () => {
    const tokenB = await second.login('employee01')
    const perms = async (e: TestEnv, t: string) => expectOk(await e.call('user/getPermissions', {}, { token: t }))
    assert.equal((await perms(second, tokenB)).BusinessPermission.Flight.Book, true)
    const roles = expectOk(await a('role/getRoles')).Items
    const base = expectOk(await a('role/getRoleDetail', { RoleId: roles.find((r: any) => r.Code === 'employee').RoleId }))
    const power = structuredClone(base.Power)
    power.BusinessPermission.Flight.Book = false
    const role = expectOk(await a('role/save', { Code: 'no_flight', Names: { 'zh-CN': '不订机票', en: 'No flights' }, Power: power }))
    const zhang = expectOk(await a('employee/getEmployees', { Keyword: '张伟' })).Items[0]
    expectOk(await a('employee/editEmployee', { PersonId: zhang.PersonId, RoleIds: [role.RoleId] }))
    assert.equal((await perms(env, employee)).BusinessPermission.Flight.Book, false)
    assert.equal((await perms(second, tokenB)).BusinessPermission.Flight.Book, false)
    assert.equal((await perms(second, tokenB)).BusinessPermission.Hotel.Book, true)
    expectError(await a('role/delete', { RoleId: role.RoleId }), ErrorCode.InUse)
    // Giving flights back to the role applies at once too.
    power.BusinessPermission.Flight.Book = true
    expectOk(await a('role/save', { RoleId: role.RoleId, Power: power }))
    assert.equal((await perms(second, tokenB)).BusinessPermission.Flight.Book, true)
    expectOk(await a('role/bindPersons', { RoleId: roles.find((r: any) => r.Code === 'employee').RoleId, PersonIds: [zhang.PersonId] }))
    expectOk(await a('role/unbindPersons', { RoleId: role.RoleId, PersonIds: [zhang.PersonId] }))
    assert.equal(expectOk(await a('role/delete', { RoleId: role.RoleId })).Count, 1)
    expectError(await a('role/delete', { RoleId: roles.find((r: any) => r.Code === 'admin').RoleId }), ErrorCode.ValidationFailed)
    // The company keeps someone who can manage roles: admin01 cannot take that power from the only administrators.
    const adminRole = expectOk(await a('role/getRoleDetail', { RoleId: roles.find((r: any) => r.Code === 'admin').RoleId }))
    const weaker = structuredClone(adminRole.Power)
    weaker.ManagePermission.EmployeeInfo.RoleManage = false
    const refused = expectError(await a('role/save', { RoleId: adminRole.RoleId, Power: weaker }), ErrorCode.ValidationFailed)
    assert.match(refused.ErrMsg, /管理角色/)
    expectError(
      await a('role/unbindPersons', {
        RoleId: adminRole.RoleId,
        PersonIds: [expectOk(await a('employee/getEmployees', { Keyword: '刘洋' })).Items[0].PersonId],
      }),
      ErrorCode.ValidationFailed,
    )
    assert.equal(expectOk(await a('role/getRoleDetail', { RoleId: adminRole.RoleId })).Power.ManagePermission.EmployeeInfo.RoleManage, true)
  })

  it('a person’s own booking scope replaces the roles’ and applies to the next load', async () => {
    const zhang = expectOk(await a('employee/getEmployees', { Keyword: '张伟' })).Items[0]
    const v = expectOk(await a('employee/getViewAndBooking', { PersonId: zhang.PersonId }))
    assert.equal(v.BookingScope.Flight.Kind, 'Self')
    const scope = { Kind: 'Departments', DepartmentIds: [dept('HY-FIN')], StaffIds: [] }
    const set = expectOk(
      await a('employee/saveViewAndBooking', { PersonId: zhang.PersonId, BookingScope: { Flight: scope, Hotel: scope, Train: scope }, ViewScope: null }),
    )
    assert.deepEqual([set.OwnBooking, set.OwnView, set.BookingScope.Hotel.Kind, set.RoleBookingScope.Hotel.Kind], [true, false, 'Departments', 'Self'])
    const p = expectOk(await env.call('user/getPermissions', {}, { token: employee }))
    assert.deepEqual(p.BookingScope.Hotel, scope)
    expectError(
      await a('employee/saveViewAndBooking', {
        PersonId: zhang.PersonId,
        BookingScope: { Flight: { ...scope, DepartmentIds: [99999] }, Hotel: scope, Train: scope },
        ViewScope: null,
      }),
      ErrorCode.ValidationFailed,
    )
    expectOk(await a('employee/saveViewAndBooking', { PersonId: zhang.PersonId, BookingScope: null, ViewScope: null }))
    assert.equal(expectOk(await env.call('user/getPermissions', {}, { token: employee })).BookingScope.Hotel.Kind, 'Self')
  })

  it('reason codes: added in four languages, listed for booking, edited and removed', async () => {
    const added = expectOk(
      await a('reasoncode/add', {
        Product: 'Hotel',
        Kind: 'Policy',
        Code: 'H77',
        Texts: { 'zh-CN': '客户指定酒店', 'zh-TW': '客戶指定酒店', en: 'Hotel chosen by the client', ja: '顧客指定のホテル' },
      }),
    )
    expectError(await a('reasoncode/add', { Product: 'Hotel', Kind: 'Policy', Code: 'H77', Texts: { 'zh-CN': '重复' } }), ErrorCode.AlreadyExists)
    const booking = async () => expectOk(await env.call('reasoncode/get', { Product: 'Hotel', Kind: 'Policy' }, { token: employee, lang: 2 }))
    assert.ok((await booking()).Items.some((i: any) => i.Code === 'H77' && /client/.test(JSON.stringify(i))))
    const edited = expectOk(await a('reasoncode/edit', { ReasonCodeId: added.ReasonCodeId, Texts: { 'zh-CN': '客户要求' } }))
    assert.deepEqual(edited.Texts, { 'zh-CN': '客户要求', 'zh-TW': '客户要求', en: '客户要求', ja: '客户要求' })
    expectOk(await a('reasoncode/delete', { ReasonCodeId: added.ReasonCodeId }))
    assert.ok(!(await booking()).Items.some((i: any) => i.Code === 'H77'))
    assert.ok(!expectOk(await a('reasoncode/list', { Product: 'Hotel' })).Items.some((i: any) => i.Code === 'H77'))
  })

  it('an invitation: the person asks to join without signing in, the administrator approves, an employee exists', async () => {
    const link = expectOk(await a('invite/create', { DepartmentId: dept('HY-ADM') }))
    const info = expectOk(await env.call('invite/getinviteinfo', { Token: link.Token }))
    assert.ok(info.CompanyName.length > 0)
    assert.equal(info.DepartmentName, '行政部')
    expectError(await env.call('invite/join', { Token: link.Token, ChName: '新人', Mobile: '13800000001' }), ErrorCode.AlreadyExists)
    const j = expectOk(await env.call('invite/join', { Token: link.Token, ChName: '新同事', Mobile: '15300000001' }))
    // The seeded request (孙悦) and this one.
    assert.equal(expectOk(await a('invite/userCount')).Count, 2)
    assert.equal(expectOk(await env.call('invite/getinviteinfo', { Token: 'hengyuan-demo-invite-2026' })).DepartmentName, '人力资源部')
    const done = expectOk(await a('invite/approve', { RequestId: j.RequestId, Approve: true, RankId: rank('R1') }))
    assert.equal(done.State, 'Approved')
    const p = expectOk(await a('employee/getEmployee', { PersonId: done.PersonId }))
    assert.deepEqual([p.ChName, p.DepartmentId, p.UserName, p.RankId], ['新同事', dept('HY-ADM'), '15300000001', rank('R1')])
    expectError(await a('invite/approve', { RequestId: j.RequestId, Approve: false }), ErrorCode.OrderStatusChanged)
    env.advance(31 * 86_400)
    expectError(await env.call('invite/getinviteinfo', { Token: link.Token }), ErrorCode.LinkExpired)
    env.advance(-31 * 86_400)
  })

  it('messenger binding: a sign-in link opened by the employee binds; someone else’s link is refused', async () => {
    const zhang = expectOk(await a('employee/getEmployees', { Keyword: '张伟' })).Items[0]
    const link = expectOk(await a('feishuwork/inviteUser', { PersonId: zhang.PersonId }))
    const state = async () => expectOk(await a('feishuwork/getUsers', { Keyword: '张伟' })).Items[0]
    assert.equal((await state()).State, 'Verifying')
    assert.match(link.Url, /^https?:\/\/[^#]+\/#\/messengerBind\?messenger=feishuwork&token=[\w-]{20,}$/)
    const info = expectOk(await env.call('messenger/bindingInfo', { Token: link.Token }, { token: employee }))
    assert.deepEqual([info.Messenger, info.PersonName, info.ExpiresAt], ['feishuwork', '张伟', link.ExpiresAt])
    assert.ok(info.CompanyName)
    expectError(await env.call('messenger/bindingInfo', { Token: link.Token }, { token: admin }), ErrorCode.NoPermission)
    expectError(await env.call('messenger/acceptBinding', { Token: link.Token, ExternalUserId: 'ou_admin' }, { token: admin }), ErrorCode.NoPermission)
    assert.equal(expectOk(await env.call('messenger/acceptBinding', { Token: link.Token, ExternalUserId: 'ou_zhangwei' }, { token: employee })).State, 'Bound')
    assert.deepEqual([(await state()).State, (await state()).ExternalUserId], ['Bound', 'ou_zhangwei'])
    const accepted = expectOk(await a('audit/list', { Entity: 'MessengerBinding', EntityId: zhang.PersonId })).Items.find(
      (e: any) => e.Action === 'accept:feishuwork',
    )
    assert.deepEqual(
      [accepted.Before.State, accepted.After.State, accepted.After.ExternalUserId, accepted.After.Name, accepted.ActorName],
      ['Verifying', 'Bound', 'ou_zhangwei', '张伟', '张伟'],
    )
    expectError(await env.call('messenger/acceptBinding', { Token: link.Token, ExternalUserId: 'ou_zhangwei' }, { token: employee }), ErrorCode.LinkExpired)
    expectError(await env.call('messenger/bindingInfo', { Token: link.Token }, { token: employee }), ErrorCode.LinkExpired)
    // An id bound to someone else of the company is refused through a link as well.
    const wx = expectOk(await a('wechatwork/inviteUser', { PersonId: zhang.PersonId }))
    expectError(await env.call('messenger/acceptBinding', { Token: wx.Token, ExternalUserId: 'wx_liuyang' }, { token: employee }), ErrorCode.AlreadyExists)
    assert.equal(expectOk(await a('wechatwork/getUsers', { Keyword: '张伟' })).Items[0].State, 'Verifying')
    assert.equal(expectOk(await a('wechatwork/getUsers', { State: 'Bound' })).Items[0].ExternalUserId, 'wx_liuyang')
    assert.equal(expectOk(await a('feishuwork/unbindingUser', { PersonId: zhang.PersonId })).State, 'Unbound')
    assert.equal(expectOk(await a('dingtalkwork/bindingUser', { PersonId: zhang.PersonId, ExternalUserId: 'dt-1' })).State, 'Bound')
  })

  it('organisation catalogues, non-employees, company info and invoice headers', async () => {
    const cc = expectOk(await a('costcenter/add', { Name: '测试成本', Code: 'CC-T' }))
    expectError(await a('costcenter/add', { Name: '重复', Code: 'CC-T' }), ErrorCode.AlreadyExists)
    const used = expectOk(await a('costcenter/list')).Items.find((c: any) => c.Code === 'CC-RD')
    expectError(await a('costcenter/delete', { Id: used.Id }), ErrorCode.InUse)
    assert.equal(expectOk(await a('costcenter/delete', { Id: cc.Id })).Count, 1)
    const bu = expectOk(await a('bu/addBu', { Name: '新事业部' }))
    assert.equal(expectOk(await a('bu/editBu', { Id: bu.Id, Name: '新兴事业部' })).Name, '新兴事业部')
    const items = expectOk(await a('customization/get'))
    assert.ok(items.Items.length >= 3)
    const nup = expectOk(
      await a('nupemployee/add', {
        LastName: 'DOE',
        FirstName: 'JANE',
        Gender: 'F',
        MobileCountryCode: '44',
        Mobile: '7700900555',
        IdType: 'Passport',
        IdNo: 'P1234567',
      }),
    )
    assert.deepEqual([nup.Kind, nup.HasAccount], ['non_employee', false])
    assert.ok(expectOk(await a('nupemployee/get', { Keyword: 'doe' })).Items.some((p: any) => p.PersonId === nup.PersonId))
    assert.equal(expectOk(await a('nupemployee/deleteNup', { PersonId: nup.PersonId })).Count, 1)
    const info = expectOk(await a('companybaseinfo/save', { Address: '上海市浦东新区', ContactEmail: 'Travel@Hengyuan.example' }))
    assert.deepEqual([info.Address, info.ContactEmail, info.LogoUrl], ['上海市浦东新区', 'travel@hengyuan.example', ''])
    const h = expectOk(await a('companyInvoice/save', { Title: '恒远科技有限公司', TaxNo: '91310000MA1FL0XX1X', Type: 'Special' }))
    assert.equal(h.IsDefault, true)
    expectError(await a('companyInvoice/save', { Title: '恒远', TaxNo: 'bad', Type: 'General' }), ErrorCode.ValidationFailed)
    expectError(await a('companybaseinfo/uploadCompanyLogo', { FileId: '0'.repeat(32) }), ErrorCode.NotFound)
    assert.equal(expectOk(await a('audit/list', { Entity: 'InvoiceHeader' })).Total, 1)
  })

  it('gives rows added at one moment codes of their own (the clock held still)', async () => {
    const parent = init.Departments.find((d: any) => d.ParentId === null).Id
    const codes = new Set<string>()
    for (let i = 0; i < 40; i++) codes.add(expectOk(await a('department/add', { Name: `同刻部门${i}`, ParentId: parent })).Code)
    assert.equal(codes.size, 40)
    const at = env.now()
    const many = new Set(Array.from({ length: 1000 }, () => autoCode('D', at)))
    assert.equal(many.size, 1000)
    for (const code of many) assert.match(code, /^D[0-9A-Z]{14}$/)
  })
})
