/**
 * vettingsetting/ for administrators: permission flags, time-out, whitelist, templates and their
 * bindings (one template per person or custom item), absences, manual pass; and the calls'
 * answers to bad input and missing sign-in.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ErrorCode } from '../../types/api'
import { addDays } from '../src/lib/time'
import { createTestEnv, expectError, expectOk, secondsToChinaMidnight, TODAY, type TestEnv } from './helpers'
import { apply, customItemId, personId } from './approval-harness'

describe('approval settings', () => {
  let env: TestEnv
  const t: Record<string, string> = {}
  before(async () => {
    env = await createTestEnv()
    for (const u of ['employee01', 'booker01', 'approver01', 'admin01', 'other01']) t[u] = await env.login(u)
  })
  after(() => env.close())

  it('needs ManagePermission.ApprovalInfo', async () => {
    for (const path of ['vettingsetting/getVettingInitInfo', 'vettingsetting/getVettingTemplates', 'vettingsetting/getVettingWhiteListers']) {
      expectError(await env.call(path, {}, { token: t.approver01 }), ErrorCode.NoPermission)
      expectError(await env.call(path, {}), ErrorCode.NotLoggedIn)
    }
    const info = expectOk(await env.call('vettingsetting/getVettingInitInfo', {}, { token: t.admin01 }))
    assert.equal(info.TimeoutMinutes, 1440)
    assert.equal(info.ResendIntervalSeconds, 600)
    assert.deepEqual(
      info.ApproverKinds.map((k: any) => k.Kind),
      ['DirectSuperior', 'SameLevel', 'Designated'],
    )
    assert.ok(info.TemplateCount >= 3)
    assert.ok(info.DefaultTemplateId)
    expectError(await env.call('vettingsetting/saveVettingInitInfo', { TimeoutMinutes: 5 }, { token: t.admin01 }), ErrorCode.ValidationFailed)
    assert.equal(expectOk(await env.call('vettingsetting/saveVettingInitInfo', { TimeoutMinutes: 720 }, { token: t.admin01 })).TimeoutMinutes, 720)
    expectOk(await env.call('vettingsetting/saveVettingInitInfo', { TimeoutMinutes: 1440 }, { token: t.admin01 }))
  })

  it('whitelist: list, add, remove; a whitelisted traveller’s application is system-approved', async () => {
    const list = expectOk(await env.call('vettingsetting/getVettingWhiteListers', { PageSize: 50 }, { token: t.admin01 }))
    const names = list.Items.map((i: any) => i.Name)
    assert.ok(names.includes('陈静') && names.includes('高翔'), names.join(','))
    const lin = await personId(env, 'HY0017')
    const candidates = expectOk(await env.call('vettingsetting/getWhiteListUnBindUnitPersons', { Keyword: '林' }, { token: t.admin01 }))
    assert.ok(candidates.Items.some((p: any) => p.PersonId === lin))
    assert.equal(expectOk(await env.call('vettingsetting/addVettingWhiteListers', { PersonIds: [lin] }, { token: t.admin01 })).Count, 1)
    assert.equal(expectOk(await env.call('vettingsetting/addVettingWhiteListers', { PersonIds: [lin] }, { token: t.admin01 })).Count, 0)
    const a = await apply(env, t.booker01, { TravellerIds: [lin] })
    assert.equal(a.Status, 'Approved')
    assert.equal(expectOk(await env.call('vettingsetting/deleteVettingWhiteListers', { PersonIds: [lin] }, { token: t.admin01 })).Count, 1)
    const b = await apply(env, t.booker01, { TravellerIds: [lin] })
    assert.equal(b.Status, 'Submitted')
    const other = await personId(env, 'LH0002', 'LANHAI')
    expectError(await env.call('vettingsetting/addVettingWhiteListers', { PersonIds: [other] }, { token: t.admin01 }), ErrorCode.ValidationFailed)
  })

  it('templates: list, detail, save with level rules, bind once (1008), unbind, delete', async () => {
    const all = expectOk(await env.call('vettingsetting/getVettingTemplates', {}, { token: t.admin01 })).Items
    const two = all.find((x: any) => x.LevelCount === 2 && x.BindKind === 'Staff')
    assert.equal(two.LevelsText, '李娜 → 刘洋')
    assert.equal(two.BoundPersonCount, 1)
    const detail = expectOk(await env.call('vettingsetting/getVettingTemplateDetail', { TemplateId: two.TemplateId }, { token: t.admin01 }))
    assert.deepEqual(
      detail.Levels.map((l: any) => l.Kind),
      ['Designated', 'Designated'],
    )
    const project = all.find((x: any) => x.BindKind === 'CustomItem')
    const pd = expectOk(await env.call('vettingsetting/getVettingTemplateDetail', { TemplateId: project.TemplateId }, { token: t.admin01 }))
    assert.deepEqual(
      pd.CustomItems.map((c: any) => c.Code),
      ['PRJ-2026-001'],
    )

    const [li, liu, zhao] = [await personId(env, 'HY0002'), await personId(env, 'HY0005'), await personId(env, 'HY0008')]
    const bad = (levels: unknown) => env.call('vettingsetting/saveVettingTemplate', { Name: 'x', BindKind: 'Staff', Levels: levels }, { token: t.admin01 })
    assert.equal(
      expectError(await bad([{ Kind: 'SameLevel', ApproverIds: [li] }]), ErrorCode.ValidationFailed).ErrMsg,
      '第1级：同级审批（任一人审批即可）须指定2+名审批人',
    )
    expectError(await bad([{ Kind: 'Designated', ApproverIds: [li, liu] }]), ErrorCode.ValidationFailed)
    expectError(await bad([{ Kind: 'Designated', ApproverIds: [await personId(env, 'LH0001', 'LANHAI')] }]), ErrorCode.ValidationFailed)
    const made = expectOk(
      await bad([
        { Kind: 'SameLevel', ApproverIds: [li, zhao], BackupId: liu },
        { Kind: 'DirectSuperior', ApproverIds: [] },
      ]),
    )
    assert.equal(made.LevelCount, 2)
    assert.equal(made.Levels[0].Approvers.find((a: any) => a.Role === 'Backup').Name, '刘洋')

    const wang = await personId(env, 'HY0004')
    const clash = expectError(
      await env.call('vettingsetting/bindTemplatePersons', { TemplateId: made.TemplateId, PersonIds: [wang] }, { token: t.admin01 }),
      ErrorCode.AlreadyExists,
    )
    assert.equal(clash.ErrMsg, '王芳已绑定其他审批模板')
    const sun = await personId(env, 'HY0013')
    assert.equal(
      expectOk(await env.call('vettingsetting/bindTemplatePersons', { TemplateId: made.TemplateId, PersonIds: [sun] }, { token: t.admin01 })).Count,
      1,
    )
    const bound = expectOk(await env.call('vettingsetting/getTemplateBindPersons', { TemplateId: made.TemplateId, Bound: true }, { token: t.admin01 }))
    assert.deepEqual(
      bound.Items.map((p: any) => p.Name),
      ['孙丽'],
    )
    const unbound = expectOk(
      await env.call('vettingsetting/getTemplateBindPersons', { TemplateId: made.TemplateId, Bound: false, PageSize: 50 }, { token: t.admin01 }),
    )
    assert.ok(!unbound.Items.some((p: any) => p.PersonId === sun || p.PersonId === wang))
    expectError(
      await env.call(
        'vettingsetting/bindTemplateCustomItems',
        { TemplateId: made.TemplateId, CustomItemIds: [await customItemId(env, 'PRJ-2026-003')] },
        { token: t.admin01 },
      ),
      ErrorCode.ValidationFailed,
    )
    expectError(await env.call('vettingsetting/deleteVettingTemplate', { TemplateId: made.TemplateId }, { token: t.admin01 }), ErrorCode.ValidationFailed)
    expectOk(await env.call('vettingsetting/unbindTemplatePersons', { TemplateId: made.TemplateId, PersonIds: [sun] }, { token: t.admin01 }))
    assert.equal(expectOk(await env.call('vettingsetting/deleteVettingTemplate', { TemplateId: made.TemplateId }, { token: t.admin01 })).Count, 1)

    const items = expectOk(await env.call('vettingsetting/getTemplateBindCustomItems', { TemplateId: project.TemplateId, Bound: false }, { token: t.admin01 }))
    assert.ok(items.Items.every((i: any) => i.Code !== 'PRJ-2026-001'))
    // Another company's template does not exist for this admin.
    const lhTemplate = await env.db.selectFrom('companies').select('id').where('code', '=', 'LANHAI').executeTakeFirstOrThrow()
    const lh = await (env.db as any).selectFrom('vetting_templates').select('id').where('company_id', '=', lhTemplate.id).executeTakeFirstOrThrow()
    expectError(await env.call('vettingsetting/getVettingTemplateDetail', { TemplateId: lh.id }, { token: t.admin01 }), ErrorCode.NotFound)
  })

  it('manual pass by an administrator is recorded with the reason', async () => {
    const a = await apply(env, t.booker01, { TravellerIds: [await personId(env, 'HY0018')] })
    expectError(
      await env.call('vettingsetting/manualPassApproval', { ApprovalNo: a.ApprovalNo, Reason: '紧急出差' }, { token: t.approver01 }),
      ErrorCode.NoPermission,
    )
    const r = expectOk(await env.call('vettingsetting/manualPassApproval', { ApprovalNo: a.ApprovalNo, Reason: '紧急出差' }, { token: t.admin01 }))
    assert.equal(r.Status, 'ManuallyPassed')
    assert.equal(r.SubjectStatus, 'Approved')
    const d = expectOk(await env.call('vetting/getApprovalDetail', { ApprovalNo: a.ApprovalNo }, { token: t.admin01 }))
    assert.equal(d.Records.at(-1).Action, 'ManuallyPassed')
    assert.equal(d.Records.at(-1).Reason, '紧急出差')
    // The company audit log has it: who passed which approval, from what to what, and why.
    const log = expectOk(await env.call('audit/list', { Entity: 'ApprovalOverride' }, { token: t.admin01 }))
    assert.equal(log.Total, 1)
    assert.deepEqual(
      [log.Items[0].Action, log.Items[0].ActorName, log.Items[0].Before, log.Items[0].After],
      ['approve', '刘洋', { ApprovalNo: a.ApprovalNo, Status: 'Pending' }, { ApprovalNo: a.ApprovalNo, Status: 'ManuallyPassed', Reason: '紧急出差' }],
    )
    expectError(
      await env.call('vettingsetting/manualPassApproval', { ApprovalNo: a.ApprovalNo, Reason: '再次' }, { token: t.admin01 }),
      ErrorCode.OrderStatusChanged,
    )
  })

  it('absences set by an administrator route decisions to the backup', async () => {
    const li = await personId(env, 'HY0002')
    expectError(
      await env.call('vettingsetting/setApproverAbsence', { PersonId: li, IsAbsent: true, Until: addDays(TODAY, -1) }, { token: t.admin01 }),
      ErrorCode.ValidationFailed,
    )
    expectOk(await env.call('vettingsetting/setApproverAbsence', { PersonId: li, IsAbsent: true, Until: addDays(TODAY, 1) }, { token: t.admin01 }))
    // Three days to decide, so that the absence (not the time-out) ends first.
    expectOk(await env.call('vettingsetting/saveVettingInitInfo', { TimeoutMinutes: 3 * 1440 }, { token: t.admin01 }))
    const a = await apply(env, t.booker01, { TravellerIds: [await personId(env, 'HY0017')] })
    const mine = expectOk(await env.call('vetting/GetMyApprovalTemplates', {}, { token: t.employee01 }))
    assert.equal(mine.Templates.at(-1).Levels[0].Approvers[0].IsAbsent, true)
    const forAdmin = expectOk(await env.call('vetting/getApprovalOrders', { Tab: 'Pending', PageSize: 50 }, { token: t.admin01 }))
    assert.ok(forAdmin.Items.some((i: any) => i.ApprovalNo === a.ApprovalNo))
    // The absence ends after its last day, tomorrow in China: the backup no longer decides.
    env.advance(secondsToChinaMidnight(env.now()) + 86_400 + 1)
    expectError(await env.call('vetting/vettingHandleOrderV1', { ApprovalNo: a.ApprovalNo, Decision: 'Approve' }, { token: t.admin01 }), ErrorCode.NoPermission)
    expectOk(await env.call('vetting/vettingHandleOrderV1', { ApprovalNo: a.ApprovalNo, Decision: 'Approve' }, { token: t.approver01 }))
    expectOk(await env.call('vettingsetting/setApproverAbsence', { PersonId: li, IsAbsent: false }, { token: t.admin01 }))
    expectOk(await env.call('vettingsetting/saveVettingInitInfo', { TimeoutMinutes: 1440 }, { token: t.admin01 }))
    // Each change is in the company audit log: the absence set and ended, the time-out there and back.
    const log = expectOk(await env.call('audit/list', { Entity: 'ApprovalSettings', PageSize: 100 }, { token: t.admin01 })).Items
    const absences = log
      .filter((e: any) => e.EntityId === li && 'IsAbsent' in (e.After ?? {}))
      .map((e: any) => [e.Before.IsAbsent, e.After.IsAbsent, e.After.Until])
    assert.deepEqual(absences, [
      [true, false, ''],
      [false, true, addDays(TODAY, 1)],
    ])
    const timeouts = log.filter((e: any) => 'TimeoutMinutes' in (e.After ?? {})).map((e: any) => [e.Before.TimeoutMinutes, e.After.TimeoutMinutes])
    assert.deepEqual(timeouts.slice(0, 2), [
      [3 * 1440, 1440],
      [1440, 3 * 1440],
    ])
  })

  it('answers bad input with 1001 and a missing sign-in with 101', async () => {
    const CALLS: [string, unknown][] = [
      ['vetting/getApprovalOrders', { Tab: 'Mine' }],
      ['vetting/getApprovalOrders', { Tab: 'Pending', PageSize: 500 }],
      ['vetting/vettingHandleOrderV1', { ApprovalNo: 'A1', Decision: 'Maybe' }],
      ['vetting/vettingHandleOrderV1', { ApprovalNo: 'A1', Decision: 'Reject', Reason: 'x'.repeat(201) }],
      ['vetting/reSendVettingMessage', {}],
      ['vetting/setOutOfOffice', { IsAbsent: 'yes' }],
      ['tripformapi/application/create', { Legs: [] }],
      ['tripformapi/application/detail', { ApplicationNo: 12 }],
      ['message/getMessageList', { Category: 'Spam' }],
      ['message/markRead', { Ids: [] }],
      ['oa/getAuthorizationCodeSettings', { PersonIds: ['x'] }],
    ]
    for (const [path, body] of CALLS) {
      expectError(await env.call(path, body, { token: t.employee01 }), ErrorCode.ValidationFailed)
      expectError(await env.call(path, body), ErrorCode.NotLoggedIn)
    }
    expectError(await env.call('vetting/getApprovalDetail', {}, { token: t.employee01 }), ErrorCode.NotFound)
    expectError(await env.call('vetting/getApprovalDetail', { ApprovalNo: 'A20990101000001' }, { token: t.employee01 }), ErrorCode.NotFound)
  })
})
