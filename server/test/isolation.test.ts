/** other01 (Lanhai Logistics) must not see anything of the demo company through any call. */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { ErrorCode } from '../../types/api'
import { MIGRATIONS } from '../src/db/migrations'
import { createTestEnv, expectError, expectOk, type TestEnv } from './helpers'

describe('tenant isolation', () => {
  let env: TestEnv
  let other: string
  let demo: string
  before(async () => {
    env = await createTestEnv()
    other = await env.login('other01')
    demo = await env.login('admin01')
  })
  after(() => env.close())

  it('loadInitInfo: own person, company, settings, theme', async () => {
    const r = expectOk(await env.call('home/loadInitInfo/v2', {}, { token: other }))
    assert.equal(r.PersonalInfor.CompanyCode, 'LANHAI')
    assert.equal(r.PersonalInfor.ChName, '冯晓燕')
    assert.equal(r.PersonalInfor.DepartmentName, '运营部')
    assert.equal(r.PersonalSetting.CommonSettings.IsDisplayCostCenter, false, 'Lanhai settings, not Hengyuan')
    assert.equal(r.Theme!.PrimaryColor, '#047857')
    assert.equal(r.PersonalPower.ManagePermission.Enable, false)
    assert.ok(!JSON.stringify(r).includes('恒远') && !JSON.stringify(r).includes('HENGYUAN'))
  })

  it('settings, permissions and theme calls answer for the own company', async () => {
    const s = expectOk(await env.call('customer/getSettingsV2', {}, { token: other }))
    assert.equal(s.CommonSettings.BusinessUnitName, '业务单元')
    const sp = expectOk(await env.call('customer/getSettingsAndPermission', {}, { token: other }))
    assert.equal(sp.Setting.FlightSettings.NormalSettings.VettingSettings.IsEnableVetting, false)
    const p = expectOk(await env.call('user/getPermissions', {}, { token: other }))
    assert.equal(p.BookingScope.Flight.Kind, 'Self')
    const t = expectOk(await env.call('theme/current', {}, { token: other }))
    assert.match(t.BackgroundImage, /lanhai\.svg$/)
  })

  it('ads: only its own', async () => {
    const ads = expectOk(await env.call('ad/list', {}, { token: other }))
    assert.deepEqual(
      ads.map((a: { Title: string }) => a.Title),
      ['蓝海差旅 便捷出行'],
    )
  })

  it("notices: its own and the platform's, never the demo company's", async () => {
    const mine = expectOk(await env.call('notice/list', { PageSize: 50 }, { token: other }))
    assert.equal(mine.Total, 3)
    const theirs = expectOk(await env.call('notice/list', { PageSize: 50 }, { token: demo }))
    const demoOnly = theirs.Items.filter((n: { IsPlatform: boolean }) => !n.IsPlatform)
    assert.equal(demoOnly.length, 5)
    const mineIds = new Set(mine.Items.map((n: { Id: number }) => n.Id))
    for (const n of demoOnly) {
      assert.ok(!mineIds.has(n.Id))
      const r = expectError(await env.call('notice/get', { Id: n.Id }, { token: other }), ErrorCode.NotFound)
      assert.equal(r.ResultData, null)
    }
    // And the other way round.
    const lanhaiOnly = mine.Items.filter((n: { IsPlatform: boolean }) => !n.IsPlatform)
    for (const n of lanhaiOnly) expectError(await env.call('notice/get', { Id: n.Id }, { token: demo }), ErrorCode.NotFound)
  })

  it("an administrator's power does not reach into another company", async () => {
    // Roles are per company: the demo admin's roles are not other01's.
    const demoPower = expectOk(await env.call('user/getPermissions', {}, { token: demo }))
    const otherPower = expectOk(await env.call('user/getPermissions', {}, { token: other }))
    assert.equal(demoPower.ManagePermission.Enable, true)
    assert.equal(otherPower.ManagePermission.Enable, false)
  })

  it('codes for demo accounts cannot be requested or used by guessing the other company', async () => {
    expectOk(await env.call('mobileverification/sendMobileVerificationCode', {}, { token: other }))
    assert.equal(env.sent.at(-1)!.to, '86 13600000002', "other01's own phone")
    assert.equal(env.sent.at(-1)!.maskedTo, '+86 136****0002')
  })

  it('every company-owned table carries company_id', async () => {
    const tables = await env.db.introspection.getTables()
    const own = tables.filter((t) => (env.handle.pgSchema ? t.schema === env.handle.pgSchema : true) && !t.name.startsWith('kysely_'))
    assert.ok(own.length >= 20)
    const shared = new Set(Object.values(MIGRATIONS).flatMap((m) => m.nonTenantTables ?? []))
    for (const t of own) {
      if (shared.has(t.name)) continue
      assert.ok(
        t.columns.some((c) => c.name === 'company_id'),
        `${t.name} has no company_id: add it, or list the table in its migration's nonTenantTables if it belongs to no company`,
      )
    }
  })
})
