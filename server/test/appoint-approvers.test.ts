/**
 * Designated approvers (vettingsetting/*AppointVettingPersons): the seeded pool, list with the
 * templates naming each person, the employees outside it, add and delete with their audit rows,
 * delete refused while a template names the person (names of the templates, four languages),
 * template save refused for an approver or backup outside the pool, the permission flag, and
 * isolation between companies.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ErrorCode } from '../../types/api'
import { createTestEnv, expectError, expectOk, type TestEnv } from './helpers'
import { companyId, personId } from './approval-harness'

const CALLS = [
  'vettingsetting/getAppointVettingPersons',
  'vettingsetting/getAppointUnBindPersons',
  'vettingsetting/addAppointVettingPersons',
  'vettingsetting/deleteAppointVettingPersons',
]

describe('designated approvers', () => {
  let env: TestEnv
  const t: Record<string, string> = {}
  const p: Record<string, number> = {}
  before(async () => {
    env = await createTestEnv()
    for (const u of ['employee01', 'admin01']) t[u] = await env.login(u)
    for (const no of ['HY0002', 'HY0005', 'HY0008', 'HY0017', 'HY0018', 'HY0026']) p[no] = await personId(env, no)
  })
  after(() => env.close())

  const list = async (body: object = {}) => expectOk(await env.call('vettingsetting/getAppointVettingPersons', { PageSize: 50, ...body }, { token: t.admin01 }))
  const auditRows = async (personId: number) =>
    (env.db as any).selectFrom('admin_audit').selectAll().where('entity', '=', 'AppointedApprover').where('entity_id', '=', personId).orderBy('id').execute()

  it('lists the seeded pool with department and the templates naming each person', async () => {
    const pool = await list()
    assert.deepEqual(
      pool.Items.map((i: any) => i.EmployeeNo),
      ['HY0002', 'HY0005', 'HY0008'],
    )
    assert.equal(pool.Total, 3)
    const li = pool.Items.find((i: any) => i.EmployeeNo === 'HY0002')
    assert.equal(li.Name, '李娜')
    assert.ok(li.DepartmentName)
    assert.deepEqual(
      li.Templates.map((x: any) => x.Name),
      ['两级审批（李娜 → 刘洋）', '项目审批（智慧园区二期）'],
    )
    // 刘洋 is the default template's backup and an approver of the other two.
    const liu = pool.Items.find((i: any) => i.EmployeeNo === 'HY0005')
    assert.deepEqual(
      liu.Templates.map((x: any) => x.Name),
      ['直属上级审批', '两级审批（李娜 → 刘洋）', '项目审批（智慧园区二期）'],
    )
    const found = await list({ Keyword: 'zhao' })
    assert.deepEqual(
      found.Items.map((i: any) => i.Name),
      ['赵磊'],
    )
    assert.equal(expectOk(await env.call('vettingsetting/getVettingInitInfo', {}, { token: t.admin01 })).AppointedCount, 3)
  })

  it('offers the active employees outside the pool, paged and searchable', async () => {
    const all = expectOk(await env.call('vettingsetting/getAppointUnBindPersons', { PageSize: 50 }, { token: t.admin01 }))
    const ids = all.Items.map((i: any) => i.PersonId)
    assert.ok(ids.includes(p.HY0017) && !ids.includes(p.HY0002) && !ids.includes(p.HY0005))
    const page2 = expectOk(await env.call('vettingsetting/getAppointUnBindPersons', { PageSize: 5, PageIndex: 2 }, { token: t.admin01 }))
    assert.equal(page2.Items.length, 5)
    assert.equal(page2.Total, all.Total)
    const lin = expectOk(await env.call('vettingsetting/getAppointUnBindPersons', { Keyword: '林涛' }, { token: t.admin01 }))
    assert.deepEqual(
      lin.Items.map((i: any) => i.PersonId),
      [p.HY0017],
    )
  })

  it('adds active employees of the company, audited; refuses another company’s person', async () => {
    assert.equal(expectOk(await env.call('vettingsetting/addAppointVettingPersons', { PersonIds: [p.HY0017, p.HY0018] }, { token: t.admin01 })).Count, 2)
    assert.equal(expectOk(await env.call('vettingsetting/addAppointVettingPersons', { PersonIds: [p.HY0017] }, { token: t.admin01 })).Count, 0)
    const pool = await list()
    const lin = pool.Items.find((i: any) => i.PersonId === p.HY0017)
    assert.deepEqual(lin.Templates, [])
    const rows = await auditRows(p.HY0017)
    assert.equal(rows.length, 1)
    assert.equal(rows[0].action, 'add')
    assert.equal(rows[0].actor_name, '刘洋')
    assert.equal(JSON.parse(rows[0].after_json).Name, '林涛')
    assert.equal(rows[0].before_json, null)

    const lh = await personId(env, 'LH0002', 'LANHAI')
    const refused = expectError(
      await env.call('vettingsetting/addAppointVettingPersons', { PersonIds: [p.HY0026, lh] }, { token: t.admin01 }),
      ErrorCode.ValidationFailed,
    )
    assert.equal(refused.ErrMsg, '人员不存在或已离职')
    assert.ok(!(await list()).Items.some((i: any) => i.PersonId === p.HY0026 || i.PersonId === lh), 'nothing added')
  })

  it('refuses to remove a person a template names, naming the templates in the caller’s language', async () => {
    const refused = expectError(await env.call('vettingsetting/deleteAppointVettingPersons', { PersonIds: [p.HY0008] }, { token: t.admin01 }), ErrorCode.InUse)
    assert.equal(refused.ErrMsg, '赵磊仍是审批模板“项目审批（智慧园区二期）”的审批人或备用审批人，请先修改模板')
    const en = expectError(
      await env.call('vettingsetting/deleteAppointVettingPersons', { PersonIds: [p.HY0005] }, { token: t.admin01, lang: 2 }),
      ErrorCode.InUse,
    )
    assert.match(en.ErrMsg, /is still an approver or backup in the approval template\(s\) “直属上级审批, 两级审批（李娜 → 刘洋）, 项目审批（智慧园区二期）”/)
    const tw = expectError(
      await env.call('vettingsetting/deleteAppointVettingPersons', { PersonIds: [p.HY0008] }, { token: t.admin01, lang: 3 }),
      ErrorCode.InUse,
    )
    assert.equal(tw.ErrMsg, '赵磊仍是審批範本「项目审批（智慧园区二期）」的審批人或備用審批人，請先修改範本')
    const ja = expectError(
      await env.call('vettingsetting/deleteAppointVettingPersons', { PersonIds: [p.HY0008] }, { token: t.admin01, lang: 5 }),
      ErrorCode.InUse,
    )
    assert.match(ja.ErrMsg, /承認テンプレート「项目审批（智慧园区二期）」/)
    // A batch with one named person removes nobody.
    expectError(await env.call('vettingsetting/deleteAppointVettingPersons', { PersonIds: [p.HY0018, p.HY0008] }, { token: t.admin01 }), ErrorCode.InUse)
    assert.ok((await list()).Items.some((i: any) => i.PersonId === p.HY0018))
    assert.equal((await auditRows(p.HY0008)).length, 0)
  })

  it('template save takes approvers and backups from the pool only; a named person then cannot leave it', async () => {
    const save = (levels: unknown, token = t.admin01, lang?: number) =>
      env.call('vettingsetting/saveVettingTemplate', { Name: '研发指定审批', BindKind: 'Staff', Levels: levels }, { token, lang })
    const outside = expectError(await save([{ Kind: 'Designated', ApproverIds: [p.HY0026] }]), ErrorCode.ValidationFailed)
    assert.equal(outside.ErrMsg, '第1级：韩雪梅不是指定审批人，请先在“指定审批人”中添加')
    const backup = expectError(
      await save(
        [
          { Kind: 'DirectSuperior', ApproverIds: [] },
          { Kind: 'Designated', ApproverIds: [p.HY0017], BackupId: p.HY0026 },
        ],
        t.admin01,
        2,
      ),
      ErrorCode.ValidationFailed,
    )
    assert.equal(backup.ErrMsg, 'Level 2: 韩雪梅 is not a designated approver. Add them under Designated approvers first.')
    const made = expectOk(await save([{ Kind: 'Designated', ApproverIds: [p.HY0017], BackupId: p.HY0018 }]))
    const pool = await list()
    assert.deepEqual(pool.Items.find((i: any) => i.PersonId === p.HY0018).Templates, [{ TemplateId: made.TemplateId, Name: '研发指定审批' }])
    const refused = expectError(await env.call('vettingsetting/deleteAppointVettingPersons', { PersonIds: [p.HY0018] }, { token: t.admin01 }), ErrorCode.InUse)
    assert.match(refused.ErrMsg, /何雪仍是审批模板“研发指定审批”/)
    // Once the template is gone, both leave the pool, each with an audit row.
    assert.equal(expectOk(await env.call('vettingsetting/deleteVettingTemplate', { TemplateId: made.TemplateId }, { token: t.admin01 })).Count, 1)
    assert.equal(expectOk(await env.call('vettingsetting/deleteAppointVettingPersons', { PersonIds: [p.HY0017, p.HY0018] }, { token: t.admin01 })).Count, 2)
    assert.equal(expectOk(await env.call('vettingsetting/deleteAppointVettingPersons', { PersonIds: [p.HY0017] }, { token: t.admin01 })).Count, 0)
    const rows = await auditRows(p.HY0018)
    assert.deepEqual(
      rows.map((r: any) => r.action),
      ['add', 'delete'],
    )
    assert.equal(JSON.parse(rows[1].before_json).Name, '何雪')
    assert.equal(rows[1].after_json, null)
    const listed = expectOk(await env.call('audit/list', { Entity: 'AppointedApprover', EntityId: p.HY0017 }, { token: t.admin01 }))
    assert.deepEqual(
      listed.Items.map((i: any) => i.Action),
      ['delete', 'add'],
    )
    assert.deepEqual(
      (await list()).Items.map((i: any) => i.EmployeeNo),
      ['HY0002', 'HY0005', 'HY0008'],
    )
  })

  it('refuses employee01 (no approval-settings power) on every call, and signed-out callers', async () => {
    for (const path of CALLS) {
      expectError(await env.call(path, { PersonIds: [p.HY0017] }, { token: t.employee01 }), ErrorCode.NoPermission)
      expectError(await env.call(path, { PersonIds: [p.HY0017] }), ErrorCode.NotLoggedIn)
    }
    expectError(await env.call('vettingsetting/addAppointVettingPersons', { PersonIds: [] }, { token: t.admin01 }), ErrorCode.ValidationFailed)
  })

  it('isolation: Lanhai’s administrator sees and changes only Lanhai’s pool', async () => {
    const lanhai = await companyId(env, 'LANHAI')
    const role = await env.db.selectFrom('roles').select('id').where('company_id', '=', lanhai).where('code', '=', 'admin').executeTakeFirstOrThrow()
    const other = await env.db.selectFrom('users').select(['id', 'person_id']).where('user_name_key', '=', 'other01').executeTakeFirstOrThrow()
    await env.db.insertInto('user_roles').values({ company_id: lanhai, user_id: other.id, role_id: role.id }).execute()
    const token = await env.login('other01')

    assert.equal(expectOk(await env.call('vettingsetting/getAppointVettingPersons', {}, { token })).Total, 0)
    const candidates = expectOk(await env.call('vettingsetting/getAppointUnBindPersons', { PageSize: 50 }, { token }))
    assert.ok(candidates.Items.length > 0)
    assert.ok(candidates.Items.every((i: any) => i.EmployeeNo.startsWith('LH')))
    expectError(await env.call('vettingsetting/addAppointVettingPersons', { PersonIds: [p.HY0017] }, { token }), ErrorCode.ValidationFailed)
    // Hengyuan's approvers are not Lanhai's to remove: nothing happens to them.
    assert.equal(expectOk(await env.call('vettingsetting/deleteAppointVettingPersons', { PersonIds: [p.HY0002] }, { token })).Count, 0)
    assert.equal((await list()).Total, 3)
    const lh = await personId(env, 'LH0002', 'LANHAI')
    assert.equal(expectOk(await env.call('vettingsetting/addAppointVettingPersons', { PersonIds: [lh] }, { token })).Count, 1)
    assert.deepEqual(
      expectOk(await env.call('vettingsetting/getAppointVettingPersons', {}, { token })).Items.map((i: any) => i.PersonId),
      [lh],
    )
    assert.ok(!(await list()).Items.some((i: any) => i.PersonId === lh))
    // Lanhai's audit rows are Lanhai's.
    assert.equal(expectOk(await env.call('audit/list', { Entity: 'AppointedApprover' }, { token })).Total, 1)
    // A Hengyuan template cannot name Lanhai's approver.
    expectError(
      await env.call(
        'vettingsetting/saveVettingTemplate',
        { Name: 'x', BindKind: 'Staff', Levels: [{ Kind: 'Designated', ApproverIds: [lh] }] },
        { token: t.admin01 },
      ),
      ErrorCode.ValidationFailed,
    )
  })
})
