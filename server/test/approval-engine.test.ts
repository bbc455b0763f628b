/**
 * The approval engine's rules, driven through trip applications (the subject that needs no
 * flight inventory): approver kinds, levels in order, backup while absent, whitelist skip, no
 * approver, time-out expiry on a fake clock, double and unassigned decisions, concurrency, and
 * tenant isolation.
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ErrorCode } from '../../types/api'
import { expireOverdue } from '../src/services/approvals/lifecycle'
import { createTestEnv, expectError, expectOk, type TestEnv } from './helpers'
import { adb, apply, approve, customItemId, detail, personId, reject } from './approval-harness'

describe('approval engine', () => {
  let env: TestEnv
  const t: Record<string, string> = {}
  before(async () => {
    env = await createTestEnv()
    for (const u of ['employee01', 'booker01', 'approver01', 'admin01', 'consultant01', 'other01']) t[u] = await env.login(u)
  })
  after(() => env.close())

  interface Case {
    name: string
    /** Who applies, for whom (employee numbers), with which custom item. */
    applicant: string
    travellers: string[]
    customItem?: string
    /** Expected approvers per level (user names of the primaries; '-' for a person without an account). */
    levels: { kind: string; primaries: string[]; backup?: string }[]
    /** Decisions in order: [user, 'Approve' | 'Reject', expected status after]. */
    decisions: [string, 'Approve' | 'Reject', string][]
    final: { approval: string; application: string; code: boolean }
  }

  const CASES: Case[] = [
    {
      name: 'direct superior (default template): approver01 decides for her report 林涛',
      applicant: 'booker01',
      travellers: ['HY0017'],
      levels: [{ kind: 'DirectSuperior', primaries: ['李娜'], backup: '刘洋' }],
      decisions: [['approver01', 'Approve', 'Approved']],
      final: { approval: 'Approved', application: 'Approved', code: true },
    },
    {
      name: 'designated, multi-level (booker01 is bound to the two-level template): levels in order',
      applicant: 'booker01',
      travellers: ['HY0004'],
      levels: [
        { kind: 'Designated', primaries: ['李娜'] },
        { kind: 'Designated', primaries: ['刘洋'] },
      ],
      decisions: [
        ['approver01', 'Approve', 'Pending'],
        ['admin01', 'Approve', 'Approved'],
      ],
      final: { approval: 'Approved', application: 'Approved', code: true },
    },
    {
      name: 'multi-level rejection at level 2 closes the application',
      applicant: 'booker01',
      travellers: ['HY0004'],
      levels: [
        { kind: 'Designated', primaries: ['李娜'] },
        { kind: 'Designated', primaries: ['刘洋'] },
      ],
      decisions: [
        ['approver01', 'Approve', 'Pending'],
        ['admin01', 'Reject', 'Rejected'],
      ],
      final: { approval: 'Rejected', application: 'Rejected', code: false },
    },
    {
      name: 'same level (project template by custom item): any one of the listed approvers decides',
      applicant: 'booker01',
      travellers: ['HY0017'],
      customItem: 'PRJ-2026-001',
      levels: [
        { kind: 'SameLevel', primaries: ['李娜', '赵磊'] },
        { kind: 'Designated', primaries: ['刘洋'] },
      ],
      decisions: [
        ['approver01', 'Approve', 'Pending'],
        ['admin01', 'Approve', 'Approved'],
      ],
      final: { approval: 'Approved', application: 'Approved', code: true },
    },
    {
      name: 'backup: 杨帆’s superior 谢明轩 is out of office, the default template’s backup admin01 decides',
      applicant: 'booker01',
      travellers: ['HY0007'],
      levels: [{ kind: 'DirectSuperior', primaries: ['谢明轩'], backup: '刘洋' }],
      decisions: [['admin01', 'Approve', 'Approved']],
      final: { approval: 'Approved', application: 'Approved', code: true },
    },
    {
      name: 'whitelist: consultant01 needs no approval (SystemApproved)',
      applicant: 'consultant01',
      travellers: ['HY0006'],
      levels: [],
      decisions: [],
      final: { approval: 'SystemApproved', application: 'Approved', code: true },
    },
  ]

  for (const c of CASES) {
    it(c.name, async () => {
      const travellers = await Promise.all(c.travellers.map((no) => personId(env, no)))
      const res = await apply(env, t[c.applicant], {
        TravellerIds: travellers,
        ...(c.customItem ? { CustomItemId: await customItemId(env, c.customItem) } : {}),
      })
      assert.ok(res.ApprovalNo)
      const d0 = await detail(env, t[c.applicant], res.ApprovalNo)
      assert.deepEqual(
        d0.Levels.map((l: any) => ({
          kind: l.Kind,
          primaries: l.Approvers.filter((a: any) => a.Role === 'Primary').map((a: any) => a.Name),
          ...(l.Approvers.some((a: any) => a.Role === 'Backup') ? { backup: l.Approvers.find((a: any) => a.Role === 'Backup').Name } : {}),
        })),
        c.levels,
      )
      for (const [user, decision, status] of c.decisions) {
        const r = expectOk(decision === 'Approve' ? await approve(env, t[user], res.ApprovalNo) : await reject(env, t[user], res.ApprovalNo))
        assert.equal(r.Status, status, `${user} ${decision}`)
      }
      const d = await detail(env, t[c.applicant], res.ApprovalNo)
      assert.equal(d.Status, c.final.approval)
      const app = expectOk(await env.call('tripformapi/application/detail', { ApplicationNo: res.ApplicationNo }, { token: t[c.applicant] }))
      assert.equal(app.Status, c.final.application)
      assert.equal(app.AuthorizationCode !== null, c.final.code)
      // Every decision is recorded with who, when, level and the outcome.
      const decided = d.Records.filter((r: any) => r.Action === 'Approved' || r.Action === 'Rejected')
      assert.equal(decided.length, c.decisions.length)
      assert.equal(d.Records[0].Action, 'Submitted')
      if (c.final.approval === 'SystemApproved') assert.equal(d.Records.at(-1).Action, 'SystemApproved')
    })
  }

  it('the backup decision is recorded as the backup’s; while the primary is present the backup may not decide', async () => {
    const yang = await personId(env, 'HY0007')
    const a = await apply(env, t.booker01, { TravellerIds: [yang] })
    expectOk(await approve(env, t.admin01, a.ApprovalNo))
    const d = await detail(env, t.booker01, a.ApprovalNo)
    assert.equal(d.Records.at(-1).AsBackup, true)
    assert.equal(d.Records.at(-1).PersonName, '刘洋')

    const lin = await personId(env, 'HY0017')
    const b = await apply(env, t.booker01, { TravellerIds: [lin] })
    expectError(await approve(env, t.admin01, b.ApprovalNo), ErrorCode.NoPermission)
    // approver01 goes out of office: now her backup may decide, and she still may.
    expectOk(await env.call('vetting/setOutOfOffice', { IsAbsent: true }, { token: t.approver01 }))
    const pendingForAdmin = expectOk(await env.call('vetting/getApprovalOrders', { Tab: 'Pending', PageSize: 50 }, { token: t.admin01 }))
    assert.ok(pendingForAdmin.Items.some((i: any) => i.ApprovalNo === b.ApprovalNo && i.CanDecide))
    expectOk(await approve(env, t.admin01, b.ApprovalNo))
    expectOk(await env.call('vetting/setOutOfOffice', { IsAbsent: false }, { token: t.approver01 }))
  })

  it('no approver at all fails the approval and closes the application', async () => {
    const zhou = await personId(env, 'HY0001')
    // 周建国 has no superior; a template without backup leaves nobody to decide.
    const tpl = expectOk(
      await env.call(
        'vettingsetting/saveVettingTemplate',
        { Name: '仅直属上级', BindKind: 'Staff', Levels: [{ Kind: 'DirectSuperior', ApproverIds: [] }] },
        { token: t.admin01 },
      ),
    )
    expectOk(await env.call('vettingsetting/bindTemplatePersons', { TemplateId: tpl.TemplateId, PersonIds: [zhou] }, { token: t.admin01 }))
    await adb(env).deleteFrom('approval_whitelist').where('person_id', '=', zhou).execute()
    const a = await apply(env, t.booker01, { TravellerIds: [zhou] })
    assert.equal(a.Status, 'Rejected')
    const d = await detail(env, t.booker01, a.ApprovalNo)
    assert.equal(d.Status, 'Failed')
    assert.equal(d.LastReason, '未找到审批人')
  })

  it('a second decision on the same step is refused with 316; the wrong person gets 1003', async () => {
    const lin = await personId(env, 'HY0017')
    const a = await apply(env, t.booker01, { TravellerIds: [lin] })
    expectError(await approve(env, t.employee01, a.ApprovalNo), ErrorCode.NoPermission)
    expectError(await approve(env, t.admin01, a.ApprovalNo), ErrorCode.NoPermission)
    expectError(await approve(env, t.booker01, a.ApprovalNo), ErrorCode.NoPermission)
    expectOk(await approve(env, t.approver01, a.ApprovalNo))
    const again = expectError(await reject(env, t.approver01, a.ApprovalNo), ErrorCode.OrderStatusChanged)
    assert.equal(again.ErrMsg, '订单状态已变更，请重新操作')
    const en = expectError(await approve(env, t.approver01, a.ApprovalNo), ErrorCode.OrderStatusChanged)
    assert.ok(en.ErrMsg)

    // Multi-level: the level-1 approver repeating herself after level 2 opened is stale too.
    const b = await apply(env, t.booker01, { TravellerIds: [await personId(env, 'HY0004')] })
    expectOk(await approve(env, t.approver01, b.ApprovalNo, { Level: 1 }))
    expectError(await approve(env, t.approver01, b.ApprovalNo, { Level: 1 }), ErrorCode.OrderStatusChanged)
    expectError(await approve(env, t.admin01, b.ApprovalNo, { Level: 1 }), ErrorCode.OrderStatusChanged)
    expectOk(await approve(env, t.admin01, b.ApprovalNo, { Level: 2 }))
  })

  it('rejecting needs a reason of at most 200 characters', async () => {
    const a = await apply(env, t.booker01, { TravellerIds: [await personId(env, 'HY0017')] })
    expectError(await reject(env, t.approver01, a.ApprovalNo, '   '), ErrorCode.ValidationFailed)
    expectError(await reject(env, t.approver01, a.ApprovalNo, '超'.repeat(201)), ErrorCode.ValidationFailed)
    expectOk(await reject(env, t.approver01, a.ApprovalNo, '理由'.repeat(100)))
  })

  it('two simultaneous decisions on the same level: exactly one wins', async () => {
    // A same-level template with two approvers who both have accounts, bound to a project.
    const [li, liu] = [await personId(env, 'HY0002'), await personId(env, 'HY0005')]
    const tpl = expectOk(
      await env.call(
        'vettingsetting/saveVettingTemplate',
        { Name: '华东数据中心项目', BindKind: 'CustomItem', Levels: [{ Kind: 'SameLevel', ApproverIds: [li, liu] }] },
        { token: t.admin01 },
      ),
    )
    const item = await customItemId(env, 'PRJ-2026-002')
    expectOk(await env.call('vettingsetting/bindTemplateCustomItems', { TemplateId: tpl.TemplateId, CustomItemIds: [item] }, { token: t.admin01 }))
    for (let round = 0; round < 3; round++) {
      const a = await apply(env, t.booker01, { TravellerIds: [await personId(env, 'HY0017')], CustomItemId: item })
      const [x, y] = await Promise.all([approve(env, t.approver01, a.ApprovalNo), reject(env, t.admin01, a.ApprovalNo, '重复申请')])
      const wins = [x, y].filter((r) => r.IsSuccess)
      assert.equal(wins.length, 1, JSON.stringify([x, y].map((r) => [r.ErrorCode, r.ErrMsg])))
      assert.equal([x, y].find((r) => !r.IsSuccess)!.ErrorCode, ErrorCode.OrderStatusChanged)
      const d = await detail(env, t.booker01, a.ApprovalNo)
      assert.equal(d.Status, wins[0].ResultData.Status)
      assert.equal(d.Records.filter((r: any) => r.Action === 'Approved' || r.Action === 'Rejected').length, 1)
    }
  })

  it('time-out: a pending approval expires at the deadline (fake clock), the application with it', async () => {
    const a = await apply(env, t.booker01, { TravellerIds: [await personId(env, 'HY0018')] })
    const d = await detail(env, t.booker01, a.ApprovalNo)
    assert.equal(d.Status, 'Pending')
    const status = async () =>
      (await adb(env).selectFrom('approvals').select('status').where('approval_no', '=', a.ApprovalNo).executeTakeFirstOrThrow()).status
    env.advance(24 * 3600 - 1)
    await expireOverdue(adb(env), env.now())
    assert.equal(await status(), 'Pending', 'not yet: one second before the deadline')
    env.advance(1)
    assert.ok((await expireOverdue(adb(env), env.now())) >= 1)
    assert.equal(await status(), 'Expired')
    assert.equal(await expireOverdue(adb(env), env.now()), 0, 'expiring twice does nothing')
    const after = await detail(env, t.booker01, a.ApprovalNo)
    assert.equal(after.Status, 'Expired')
    assert.equal(after.Records.at(-1).Action, 'Expired')
    const app = expectOk(await env.call('tripformapi/application/detail', { ApplicationNo: a.ApplicationNo }, { token: t.booker01 }))
    assert.equal(app.Status, 'Expired')
    assert.equal(app.CloseReason, '审批超时未处理')
    expectError(await approve(env, t.approver01, a.ApprovalNo), ErrorCode.OrderStatusChanged)
  })

  it('expiry also happens on read, without anyone calling expireOverdue', async () => {
    const a = await apply(env, t.booker01, { TravellerIds: [await personId(env, 'HY0018')] })
    expectOk(await env.call('vettingsetting/saveVettingInitInfo', { TimeoutMinutes: 60 }, { token: t.admin01 }))
    // The deadline was fixed at submission (24 h); a later level would get the new 60 minutes.
    env.advance(24 * 3600)
    const list = expectOk(await env.call('vetting/getApprovalOrders', { Tab: 'Submitted', PageSize: 50 }, { token: t.booker01 }))
    assert.equal(list.Items.find((i: any) => i.ApprovalNo === a.ApprovalNo).Status, 'Expired')
    expectOk(await env.call('vettingsetting/saveVettingInitInfo', { TimeoutMinutes: 1440 }, { token: t.admin01 }))
  })

  it('another company’s approver sees nothing and can decide nothing', async () => {
    const a = await apply(env, t.booker01, { TravellerIds: [await personId(env, 'HY0017')] })
    for (const tab of ['Pending', 'Submitted', 'Handled']) {
      const l = expectOk(await env.call('vetting/getApprovalOrders', { Tab: tab }, { token: t.other01 }))
      assert.equal(l.Total, 0, tab)
    }
    expectError(await env.call('vetting/getApprovalDetail', { ApprovalNo: a.ApprovalNo }, { token: t.other01 }), ErrorCode.NotFound)
    expectError(await approve(env, t.other01, a.ApprovalNo), ErrorCode.NotFound)
    expectError(await env.call('vetting/reSendVettingMessage', { ApprovalNo: a.ApprovalNo }, { token: t.other01 }), ErrorCode.NotFound)
    expectError(await env.call('tripformapi/application/detail', { ApplicationNo: a.ApplicationNo }, { token: t.other01 }), ErrorCode.NotFound)
    // Colleagues not involved do not see it either.
    expectError(await env.call('vetting/getApprovalDetail', { ApprovalNo: a.ApprovalNo }, { token: t.consultant01 }), ErrorCode.NotFound)
  })

  it('lists: pending for me, my requests, handled by me (paged, with the badge count)', async () => {
    const pending = expectOk(await env.call('vetting/getApprovalOrders', { Tab: 'Pending', PageSize: 2 }, { token: t.approver01 }))
    assert.ok(pending.Total >= 1)
    assert.equal(pending.PendingCount, pending.Total)
    assert.ok(pending.Items.length <= 2)
    assert.ok(pending.Items.every((i: any) => i.Status === 'Pending' && i.CanDecide))
    const handled = expectOk(await env.call('vetting/getApprovalOrders', { Tab: 'Handled', PageSize: 50 }, { token: t.approver01 }))
    assert.ok(handled.Items.every((i: any) => i.MyDecision !== null && i.MyDecisionAt))
    const mine = expectOk(await env.call('vetting/getApprovalOrders', { Tab: 'Submitted', PageSize: 50, Subject: 'TripApplication' }, { token: t.booker01 }))
    assert.ok(mine.Total >= 3)
    const item = mine.Items[0]
    assert.equal(item.Subject.Kind, 'TripApplication')
    assert.match(item.Subject.Title, /北京|上海/)
    const en = expectOk(await env.call('vetting/getApprovalOrders', { Tab: 'Submitted', PageSize: 1 }, { token: t.booker01, lang: 2 }))
    assert.match(en.Items[0].StatusName, /^[A-Za-z ]+$/)
    const byNo = expectOk(await env.call('vetting/getApprovalOrders', { Tab: 'Submitted', Keyword: item.ApprovalNo }, { token: t.booker01 }))
    assert.equal(byNo.Total, 1)
  })

  it('my templates: the one that applies, project templates, whitelist flag', async () => {
    const mine = expectOk(await env.call('vetting/GetMyApprovalTemplates', {}, { token: t.booker01 }))
    assert.equal(mine.IsWhitelisted, false)
    assert.equal(mine.TimeoutMinutes, 1440)
    const own = mine.Templates.find((x: any) => x.Source === 'Staff')
    assert.deepEqual(
      own.Levels.map((l: any) => l.Approvers.map((a: any) => a.Name)),
      [['李娜'], ['刘洋']],
    )
    assert.ok(mine.Templates.some((x: any) => x.Source === 'CustomItem' && x.CustomItems.includes('智慧园区二期')))
    const consultant = expectOk(await env.call('vetting/GetMyApprovalTemplates', {}, { token: t.consultant01 }))
    assert.equal(consultant.IsWhitelisted, true)
    const lin = expectOk(await env.call('vetting/GetMyApprovalTemplates', {}, { token: t.approver01 }))
    assert.equal(lin.Templates.at(-1).Source, 'Default')
  })
})
